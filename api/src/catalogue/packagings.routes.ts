// A product's packagings (docs/areas/catalogue.md): how it is stored, counted, moved and lost.
// A unit outside the base unit's family needs an active conversion, checked with the product row
// locked so a conversion's concurrent change cannot leave a packaging without one.
import { CATALOGUE_MESSAGES as C } from '@bo/domain';
import {
  PackagingBody,
  PackagingResponse,
  PackagingsResponse,
  UpdatePackagingBody,
  type Packaging,
} from './products.contract.ts';
import { lockedUnits } from './conversion-rules.queries.ts';
import {
  deletePackaging,
  findChainPackaging as findPackaging,
  insertPackaging,
  listPackagings,
  updatePackaging,
} from './packagings.queries.ts';
import { assertPackagingUnit, requireChainProduct } from './checks.ts';
import { IdParam } from '../contract/common.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';

const PRODUCT_NOT_FOUND = C.productNotFound;

/** A packaging of one of the chain's products (an article's SUPPLIER packaging is not one). */
async function findChainPackaging(db: Db, user: AuthUser, id: number) {
  const row = await findPackaging(db, user, id);
  if (!row) throw notFound(C.packagingNotFound);
  return row;
}

export const packagingsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/products/{id}/packagings',
    tags: ['products'],
    summary: "Les conditionnements d'un produit (stockage, inventaire, transfert, perte)",
    access: 'authenticated',
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    response: { status: 200, description: 'Conditionnements', schema: PackagingsResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const product = await requireChainProduct(db, user, params.id);
      return { packagings: await listPackagings(db, product.id) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/products/{id}/packagings',
    tags: ['products'],
    summary:
      "Ajoute un conditionnement (ADMIN) : STORAGE dans une unité compatible avec l'unité de base ; les autres dans toute unité, mais hors de la famille de l'unité de base il faut une conversion active (400 « Aucune règle de conversion… » sinon)",
    access: { area: 'PRODUCTS', action: 'edit' },
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    load: ({ db, user, params }) => requireChainProduct(db, user, params.id),
    body: PackagingBody,
    response: { status: 201, description: 'Conditionnement créé', schema: PackagingResponse },
    errors: [400, 404],
    handler: async ({ db, loaded: product, body }) => {
      const packaging = await db.transaction(async (tx) => {
        const units = await lockedUnits(tx, product);
        assertPackagingUnit('sourceUnit', body.type, body.sourceUnit, units);
        return insertPackaging(tx, product.id, body);
      });
      return { packaging };
    },
  }),

  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/packagings/{id}',
      tags: ['products'],
      summary:
        'Modifie un conditionnement de produit (ADMIN), aux mêmes règles qu’à sa création. PUT et PATCH sont la même route',
      access: { area: 'PRODUCTS', action: 'edit' },
      params: IdParam,
      notFound: C.packagingNotFound,
      load: ({ db, user, params }) => findChainPackaging(db, user, params.id),
      body: UpdatePackagingBody,
      response: { status: 200, description: 'Conditionnement modifié', schema: PackagingResponse },
      errors: [400, 404],
      handler: async ({ db, loaded: { packaging, product }, body }) => {
        const updated = await db.transaction(async (tx) => {
          const units = await lockedUnits(tx, product);
          const type = body.type ?? (packaging.type as Packaging['type']);
          const unit = body.sourceUnit ?? packaging.sourceUnit;
          assertPackagingUnit('sourceUnit', type, unit, units);
          return updatePackaging(tx, packaging.id, body);
        });
        return { packaging: updated };
      },
    }),
  ),

  defineRoute({
    method: 'delete',
    path: '/api/packagings/{id}',
    tags: ['products'],
    summary: 'Supprime un conditionnement de produit (ADMIN)',
    access: { area: 'PRODUCTS', action: 'edit' },
    params: IdParam,
    notFound: C.packagingNotFound,
    response: { status: 204, description: 'Supprimé' },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const { packaging } = await findChainPackaging(db, user, params.id);
      await deletePackaging(db, packaging.id);
    },
  }),
];

// Products (docs/areas/catalogue.md): the chain's catalogue, with their associations; their
// packagings and conversion rules are in packagings.routes.ts and conversion-rules.routes.ts. Rows
// of another chain answer 404 like unknown ids; every multi-row write runs in one transaction, so a
// refusal writes nothing.
import { CATALOGUE_MESSAGES as C } from '@bo/domain';
import {
  CreateProductBody,
  PRODUCT_MESSAGES as M,
  ProductQuery,
  ProductResponse,
  ProductsQuery,
  ProductsResponse,
  UpdateProductBody,
} from './products.contract.ts';
import { assertAssociations, assertPackagingUnit, requireChainProduct } from './checks.ts';
import {
  articleCountOfProduct,
  deleteProduct,
  insertProduct,
  isChainLab,
  listProducts,
  toProduct,
  updateProduct,
  usedInRecipesOf,
} from './products.queries.ts';
import { assertPhoto, recordWithPhotoAndLists } from './record-input.ts';
import { findSupplier } from './suppliers.queries.ts';
import { IdParam } from '../contract/common.ts';
import { recordBodyWithPhoto } from '../photos/photos.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { HttpError, invalidField } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { parseIdList } from '../http/validate.ts';
import { storePhoto, type recordWithPhoto } from '../photos/upload.ts';

/** The preferred supplier or laboratory must be the chain's (400 under its field), not both. */
async function assertPreferred(
  db: Db,
  user: AuthUser,
  body: { preferredSupplierId?: number | null; preferredLabId?: number | null },
): Promise<void> {
  const { preferredSupplierId: supplierId, preferredLabId: labId } = body;
  if (supplierId != null && labId != null) throw invalidField('preferredLabId', M.preferredBoth);
  if (supplierId != null && !(await findSupplier(db, user.enseigneId, supplierId))) {
    throw invalidField('preferredSupplierId', M.supplierUnknown);
  }
  if (labId != null && !(await isChainLab(db, user, labId))) {
    throw invalidField('preferredLabId', M.labUnknown);
  }
}

const PRODUCT_NOT_FOUND = C.productNotFound;

// ---- The multipart variant (a photo with the fields) ----------------------------------------

const NUMERIC_FIELDS = [
  'DLC_ENTAME',
  'storagePackagingQuantity',
  'photoId',
  'preferredSupplierId',
  'preferredLabId',
];
const LIST_FIELDS = ['restaurantIds', 'tagIds', 'storageSpaceIds', 'allergens'] as const;

/**
 * The body of a product's create or update: JSON, or multipart with its `photo` and the fields
 * (the lists as JSON text, docs/areas/catalogue.md#the-calls). The photo is checked, not stored yet: a refused body
 * writes nothing. An image and a URL together are refused (one clears the other).
 */
const productBody = (
  req: Parameters<typeof recordWithPhoto>[0],
  res: Parameters<typeof recordWithPhoto>[1],
) => recordWithPhotoAndLists(req, res, NUMERIC_FIELDS, LIST_FIELDS);

export const productsRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/products',
    tags: ['products'],
    summary:
      "Les produits de l'enseigne avec leurs tags et restaurants, par nom sauf autre tri ; filtrés et par pages avec `limit` (docs/how-to/lists.md)",
    access: 'authenticated',
    query: ProductsQuery,
    response: { status: 200, description: 'Produits', schema: ProductsResponse },
    errors: [400],
    handler: async ({ db, user, photos, query }) => {
      const ids = query.ids === undefined ? undefined : parseIdList(query.ids, 'ids');
      const offset = query.offset ?? 0;
      const { products, total } = await listProducts(
        db,
        user,
        photos,
        { ids, search: query.search },
        query,
        { limit: query.limit, offset },
        query.details === 'true',
      );
      return { products, total, limit: query.limit ?? null, offset };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/products/{id}',
    tags: ['products'],
    summary:
      'Un produit avec ses conditionnements, conversions, tags, restaurants et espaces de stockage ; withRecipes=true ajoute les recettes qui l’utilisent',
    access: 'authenticated',
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    load: ({ db, user, params }) => requireChainProduct(db, user, params.id),
    query: ProductQuery,
    response: { status: 200, description: 'Produit', schema: ProductResponse },
    errors: [400, 404],
    handler: async ({ db, photos, loaded, query }) => ({
      product: await toProduct(db, photos, loaded, query.withRecipes === 'true'),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/products',
    tags: ['products'],
    summary:
      'Crée un produit (ADMIN) avec son conditionnement de stockage (storagePackagingName, Quantity, Unit : une unité compatible avec l’unité de base) et ses associations',
    access: { area: 'PRODUCTS', action: 'create' },
    load: ({ req, res }) => productBody(req, res),
    body: CreateProductBody,
    bodyOf: (sent) => sent.body,
    requestBody: recordBodyWithPhoto(CreateProductBody),
    response: { status: 201, description: 'Produit créé', schema: ProductResponse },
    errors: [400],
    handler: async ({ db, user, photos, photoStore, loaded: sent, body }) => {
      assertPackagingUnit('storagePackagingUnit', 'STORAGE', body.storagePackagingUnit, {
        baseUnit: body.baseUnit,
        conversionRules: [],
      });
      await assertAssociations(db, user, body);
      await assertPhoto(db, user, body);
      const row = await db.transaction(async (tx) => {
        const photoId = sent.photo
          ? await storePhoto(tx, photoStore, user, sent.photo)
          : (body.photoId ?? null);
        return insertProduct(
          tx,
          {
            enseigneId: user.enseigneId,
            name: body.name,
            category: body.category,
            baseUnit: body.baseUnit,
            dlcEntame: body.DLC_ENTAME ?? null,
            tax: body.tax ?? null,
            photoId,
            photoUrl: photoId === null ? body.photoURL : null,
          },
          {
            name: body.storagePackagingName,
            sourceQuantity: body.storagePackagingQuantity,
            sourceUnit: body.storagePackagingUnit,
          },
          body,
        );
      });
      return { product: await toProduct(db, photos, row) };
    },
  }),

  // The spec does not say PUT or PATCH: both, one handler.
  ...(['put', 'patch'] as const).map((method) =>
    defineRoute({
      method,
      path: '/api/products/{id}',
      tags: ['products'],
      summary:
        "Modifie un produit (ADMIN) : ses champs, ou ses associations ({restaurantIds}, {tagIds}, {storageSpaceIds} remplacent les précédentes) ; l'unité de base ne change pas. PUT et PATCH sont la même route",
      access: { area: 'PRODUCTS', action: 'edit' },
      params: IdParam,
      notFound: PRODUCT_NOT_FOUND,
      load: async ({ db, user, params, req, res }) => ({
        product: await requireChainProduct(db, user, params.id),
        sent: await productBody(req, res),
      }),
      body: UpdateProductBody,
      bodyOf: ({ sent }) => sent.body,
      requestBody: recordBodyWithPhoto(UpdateProductBody),
      response: { status: 200, description: 'Produit modifié', schema: ProductResponse },
      errors: [400, 404],
      handler: async ({ db, user, photos, photoStore, loaded: { product, sent }, body }) => {
        if (Object.keys(body).length === 0 && !sent.photo) {
          throw new HttpError(400, M.nothingToChange);
        }
        if (body.baseUnit !== undefined && body.baseUnit !== product.baseUnit) {
          throw invalidField('baseUnit', C.baseUnitLocked);
        }
        await assertAssociations(db, user, body);
        await assertPhoto(db, user, body);
        await assertPreferred(db, user, body);
        const changes = {
          ...(body.name !== undefined && { name: body.name }),
          ...(body.category !== undefined && { category: body.category }),
          ...(body.DLC_ENTAME !== undefined && { dlcEntame: body.DLC_ENTAME }),
          ...(body.tax !== undefined && { tax: body.tax }),
          // A URL replaces an uploaded photo (one clears the other).
          ...(body.photoURL !== undefined && { photoUrl: body.photoURL, photoId: null }),
          // An uploaded photo named by id replaces the URL, as an uploaded file does.
          ...(body.photoId !== undefined && { photoId: body.photoId, photoUrl: null }),
          // Naming one preference clears the other: a product prefers one seller at most.
          ...(body.preferredSupplierId !== undefined && {
            preferredSupplierId: body.preferredSupplierId,
            ...(body.preferredSupplierId !== null && { preferredLabId: null }),
          }),
          ...(body.preferredLabId !== undefined && {
            preferredLabId: body.preferredLabId,
            ...(body.preferredLabId !== null && { preferredSupplierId: null }),
          }),
        };
        const row = await db.transaction(async (tx) => {
          // An uploaded image replaces a URL (one clears the other).
          const photo = sent.photo && {
            photoId: await storePhoto(tx, photoStore, user, sent.photo),
            photoUrl: null,
          };
          return updateProduct(tx, product.id, { ...changes, ...photo }, body);
        });
        return { product: await toProduct(db, photos, row) };
      },
    }),
  ),

  defineRoute({
    method: 'delete',
    path: '/api/products/{id}',
    tags: ['products'],
    summary:
      'Supprime un produit (ADMIN) avec ses conditionnements, conversions et associations ; 409 tant que des articles le vendent ou que des recettes l’utilisent',
    access: { area: 'PRODUCTS', action: 'delete' },
    params: IdParam,
    notFound: PRODUCT_NOT_FOUND,
    response: { status: 204, description: 'Supprimé' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      await db.transaction(async (tx) => {
        const product = await requireChainProduct(tx, user, params.id);
        if ((await articleCountOfProduct(tx, product.id)) > 0) {
          throw new HttpError(409, M.productHasArticles);
        }
        const users = await usedInRecipesOf(tx, [product.id]);
        if (users.length > 0) {
          throw new HttpError(
            409,
            M.productInRecipes([...new Set(users.map(({ recipe }) => recipe.name))]),
          );
        }
        await deleteProduct(tx, product.id);
      });
    },
  }),
];

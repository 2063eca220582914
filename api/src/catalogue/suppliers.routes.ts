import { CATALOGUE_MESSAGES } from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import {
  CreateSupplierBody,
  SetSupplierRestaurantsBody,
  SupplierResponse,
  SupplierRestaurantParams,
  SupplierRestaurantsResponse,
  SuppliersResponse,
  SUPPLIER_MESSAGES as M,
  UpdateSupplierBody,
} from './suppliers.contract.ts';
import {
  articleCountOfSupplier,
  deleteSupplier,
  deliveredBy,
  findSupplier as findChainSupplier,
  insertSupplier,
  listSuppliers,
  listSuppliersOfRestaurant,
  removeSupplierRestaurant,
  setSupplierRestaurants,
  supplierDto,
  updateSupplierRow,
  visibleRestaurantsAmong,
  type RestaurantRow,
  type SupplierRow,
} from './suppliers.queries.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  ERRORS,
  HttpError,
  notFound,
  pgErrorCode,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
} from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { byName, toRestaurantDto } from '../restaurants-dto.ts';
import { findVisibleRestaurant } from '../tenancy.ts';

const SUPPLIER_NOT_FOUND = CATALOGUE_MESSAGES.supplierNotFound;

// Suppliers are the chain's: every role reads them (a MANAGER and an EMPLOYEE order from them),
// an ADMIN writes them (domain/src/permissions.ts, area SUPPLIERS). What a MANAGER sees of a
// supplier's restaurants is limited to those of his invitation.

/** The supplier if it is of the user's chain, else 404 (another chain's id looks like no id). */
async function findSupplier(db: Db, user: AuthUser, id: number): Promise<SupplierRow> {
  const row = await findChainSupplier(db, user.enseigneId, id);
  if (!row) throw notFound(SUPPLIER_NOT_FOUND);
  return row;
}

/** The given restaurants, each one the user sees, else a 400 under restaurantIds. */
async function inputRestaurants(db: Db, user: AuthUser, ids: number[]): Promise<RestaurantRow[]> {
  const found = await visibleRestaurantsAmong(db, user, ids);
  // Unknown ids and another chain's answer the same, so existence does not leak.
  const missing = ids.filter((id) => !found.some((r) => r.id === id));
  if (missing.length > 0) {
    const message = `${M.unknownRestaurant} : ${missing.join(', ')}`;
    throw new HttpError(400, `Données invalides : ${message}`, { restaurantIds: message });
  }
  return found;
}

const updateSupplier = (method: 'put' | 'patch') =>
  defineRoute({
    method,
    path: '/api/suppliers/{id}',
    tags: ['suppliers'],
    summary: `Modifie un fournisseur (ADMIN) ; ${method === 'put' ? 'PATCH' : 'PUT'} fait de même`,
    access: { area: 'SUPPLIERS', action: 'edit' },
    params: IdParam,
    notFound: SUPPLIER_NOT_FOUND,
    load: ({ db, user, params }) => findSupplier(db, user, params.id),
    body: UpdateSupplierBody,
    response: { status: 200, description: 'Fournisseur modifié', schema: SupplierResponse },
    errors: [400, 404],
    handler: async ({ db, user, loaded: current, body }) => {
      const data = await updateSupplierRow(db, user, current.id, body);
      if (!data) throw notFound(SUPPLIER_NOT_FOUND);
      return { data };
    },
  });

export const suppliersRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/suppliers',
    tags: ['suppliers'],
    summary: "Les fournisseurs externes de l'enseigne, par nom",
    description:
      "Les laboratoires de l'enseigne sont lus par GET /api/labs ; l'écran Fournisseurs fusionne les deux listes.",
    access: 'authenticated',
    response: { status: 200, description: 'Fournisseurs', schema: SuppliersResponse },
    handler: async ({ db, user }) => ({ data: await listSuppliers(db, user) }),
  }),

  defineRoute({
    method: 'get',
    path: '/api/suppliers/restaurant/{id}',
    tags: ['suppliers'],
    summary: 'Les fournisseurs qui livrent un restaurant, par nom',
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    response: { status: 200, description: 'Fournisseurs', schema: SuppliersResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const restaurant = await findVisibleRestaurant(db, user, params.id);
      return { data: await listSuppliersOfRestaurant(db, user, restaurant.id) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/suppliers/{id}',
    tags: ['suppliers'],
    summary: 'Un fournisseur',
    access: 'authenticated',
    params: IdParam,
    notFound: SUPPLIER_NOT_FOUND,
    response: { status: 200, description: 'Fournisseur', schema: SupplierResponse },
    errors: [404],
    handler: async ({ db, user, params }) => ({
      data: await supplierDto(db, user, await findSupplier(db, user, params.id)),
    }),
  }),

  defineRoute({
    method: 'post',
    path: '/api/suppliers',
    tags: ['suppliers'],
    summary: 'Crée un fournisseur (ADMIN) ; aucun restaurant livré, aucun jour de livraison',
    access: { area: 'SUPPLIERS', action: 'create' },
    body: CreateSupplierBody,
    response: { status: 201, description: 'Fournisseur créé', schema: SupplierResponse },
    errors: [400],
    handler: async ({ db, user, body }) => {
      return { data: await insertSupplier(db, user.enseigneId, body) };
    },
  }),

  updateSupplier('put'),
  updateSupplier('patch'),

  defineRoute({
    method: 'delete',
    path: '/api/suppliers/{id}',
    tags: ['suppliers'],
    summary: 'Supprime un fournisseur (ADMIN) ; refusé (409) tant que des articles le référencent',
    access: { area: 'SUPPLIERS', action: 'delete' },
    params: IdParam,
    notFound: SUPPLIER_NOT_FOUND,
    response: { status: 204, description: 'Supprimé' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      const supplier = await findSupplier(db, user, params.id);
      const used = await articleCountOfSupplier(db, supplier.id);
      if (used > 0) throw new HttpError(409, M.supplierInUse(used));
      try {
        await deleteSupplier(db, supplier.id);
      } catch (error) {
        // An article created between the count and the delete: the RESTRICT key refuses it.
        const code = pgErrorCode(error);
        if (code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) {
          throw new HttpError(409, M.supplierInUse(1));
        }
        throw error;
      }
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/suppliers/{id}/restaurants',
    tags: ['suppliers'],
    summary: "Restaurants livrés par le fournisseur (parmi ceux que l'utilisateur voit)",
    access: 'authenticated',
    params: IdParam,
    notFound: SUPPLIER_NOT_FOUND,
    response: {
      status: 200,
      description: 'Restaurants livrés',
      schema: SupplierRestaurantsResponse,
    },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const supplier = await findSupplier(db, user, params.id);
      const delivered = await deliveredBy(db, user, [supplier.id]);
      return { data: delivered.map((d) => toRestaurantDto(d.restaurant)) };
    },
  }),

  // Replaces the whole set, as the Restaurants tab saves its toggles.
  defineRoute({
    method: 'post',
    path: '/api/suppliers/{id}/restaurants',
    tags: ['suppliers'],
    summary: 'Fixe les restaurants livrés par le fournisseur (ADMIN)',
    access: { area: 'SUPPLIERS', action: 'edit' },
    params: IdParam,
    notFound: SUPPLIER_NOT_FOUND,
    load: ({ db, user, params }) => findSupplier(db, user, params.id),
    body: SetSupplierRestaurantsBody,
    response: {
      status: 200,
      description: 'Restaurants livrés',
      schema: SupplierRestaurantsResponse,
    },
    errors: [400, 404],
    handler: async ({ db, user, loaded: supplier, body }) => {
      const ids = [...new Set(body.restaurantIds)];
      const found = await inputRestaurants(db, user, ids);
      await setSupplierRestaurants(db, supplier.id, ids);
      return { data: found.sort(byName).map(toRestaurantDto) };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/suppliers/{id}/restaurants/{restaurantId}',
    tags: ['suppliers'],
    summary:
      "Retire un restaurant de ceux que le fournisseur livre (ADMIN) ; sans effet s'il n'y était pas",
    access: { area: 'SUPPLIERS', action: 'edit' },
    params: SupplierRestaurantParams,
    notFound: SUPPLIER_NOT_FOUND,
    response: { status: 204, description: 'Retiré' },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const supplier = await findSupplier(db, user, params.id);
      const restaurant = await findVisibleRestaurant(db, user, params.restaurantId);
      await removeSupplierRestaurant(db, supplier.id, restaurant.id);
    },
  }),
];

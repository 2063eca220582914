import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DELIVERY_FLAGS, LAB_ONLY_FIELDS } from '@bo/domain';
import {
  CreateRestaurantBody,
  IdParam,
  IdsQuery,
  UpdateRestaurantBody,
  RestaurantResponse,
  RestaurantsResponse,
} from '../contract/index.ts';
import type { Db } from '../db/index.ts';
import {
  articles,
  cleaningRecords,
  coolingRecords,
  employees,
  equipments,
  heatingRecords,
  inventories,
  jobs,
  kioskDevices,
  labRestaurants,
  oilRecords,
  restaurants,
  stockMovements,
  temperatureReadings,
  traceabilityRecords,
  zones,
  type RestaurantRow,
} from '../db/schema.ts';
import {
  ERRORS,
  HttpError,
  notFound,
  PG_FOREIGN_KEY_VIOLATION,
  PG_RESTRICT_VIOLATION,
  pgErrorCode,
} from '../http/errors.ts';
import { inIdList } from '../http/validate.ts';
import { defineRoute } from '../http/route.ts';
import { byName, toRestaurantDto } from '../restaurants-dto.ts';
import { findVisibleRestaurant, visibleRestaurants } from '../tenancy.ts';

type LabFields = Pick<RestaurantRow, (typeof LAB_ONLY_FIELDS)[number]>;
/** What a restaurant that is not a laboratory holds in its lab-only fields (LAB_ONLY_FIELDS). */
const NO_LAB_FIELDS = Object.fromEntries(
  LAB_ONLY_FIELDS.map((field) => [
    field,
    (DELIVERY_FLAGS as readonly string[]).includes(field) ? false : null,
  ]),
) as LabFields;

type RestaurantInput = z.output<typeof UpdateRestaurantBody>;
/** The request's fields as column values (only those present, for a partial update). */
function toColumns(input: RestaurantInput): Partial<typeof restaurants.$inferInsert> {
  // Drizzle leaves out a field that is undefined; euros are numbers on both sides.
  return input as Partial<typeof restaurants.$inferInsert>;
}

/**
 * Rows in other tables that keep a restaurant from being deleted. Tables of restaurant data
 * (employees, zones, stock, ...) reference restaurants ON DELETE RESTRICT and add themselves here
 * with the French label of what they count, so the 409 says what to remove first. The foreign key
 * stays the guarantee; this list only makes the refusal readable.
 */
type RestaurantTable =
  | typeof employees
  | typeof zones
  | typeof equipments
  | typeof jobs
  | typeof temperatureReadings
  | typeof coolingRecords
  | typeof heatingRecords
  | typeof traceabilityRecords
  | typeof cleaningRecords
  | typeof oilRecords
  | typeof stockMovements
  | typeof inventories
  | typeof kioskDevices;

const rowsOf = (table: RestaurantTable) => async (db: Db, restaurantId: number) => {
  const [row] = await db
    .select({ n: count() })
    .from(table)
    .where(eq(table.restaurantId, restaurantId));
  return row!.n;
};
const plural = (one: string, many: string) => (n: number) => `${n} ${n > 1 ? many : one}`;

export const RESTAURANT_DEPENDENTS: {
  label: (count: number) => string;
  count: (db: Db, restaurantId: number) => Promise<number>;
}[] = [
  { label: plural('employé', 'employés'), count: rowsOf(employees) },
  { label: plural('zone', 'zones'), count: rowsOf(zones) },
  { label: plural('équipement', 'équipements'), count: rowsOf(equipments) },
  { label: plural('poste', 'postes'), count: rowsOf(jobs) },
  {
    label: plural('relevé de température', 'relevés de température'),
    count: rowsOf(temperatureReadings),
  },
  { label: plural('refroidissement', 'refroidissements'), count: rowsOf(coolingRecords) },
  {
    label: plural('remise en température', 'remises en température'),
    count: rowsOf(heatingRecords),
  },
  {
    label: plural('fiche de traçabilité', 'fiches de traçabilité'),
    count: rowsOf(traceabilityRecords),
  },
  { label: plural('nettoyage', 'nettoyages'), count: rowsOf(cleaningRecords) },
  { label: plural("contrôle d'huile", "contrôles d'huile"), count: rowsOf(oilRecords) },
  { label: plural('mouvement de stock', 'mouvements de stock'), count: rowsOf(stockMovements) },
  { label: plural('inventaire', 'inventaires'), count: rowsOf(inventories) },
  { label: plural('badgeuse', 'badgeuses'), count: rowsOf(kioskDevices) },
  {
    label: plural('article vendu par ce laboratoire', 'articles vendus par ce laboratoire'),
    count: async (db, labId) => {
      const [row] = await db.select({ n: count() }).from(articles).where(eq(articles.labId, labId));
      return row!.n;
    },
  },
];

const RESTAURANT_NOT_EMPTY = 'Ce restaurant contient encore des données : ';

export const restaurantRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/restaurants',
    tags: ['restaurants'],
    summary: "Restaurants visibles par l'utilisateur (un MANAGER : ceux de son invitation)",
    access: 'authenticated',
    query: IdsQuery,
    response: { status: 200, description: 'Restaurants', schema: RestaurantsResponse },
    errors: [400],
    handler: async ({ db, user, query: { ids } }) => {
      const rows = await db
        .select()
        .from(restaurants)
        .where(and(visibleRestaurants(user), inIdList(restaurants.id, ids, 'ids')));
      return {
        restaurants: rows.sort(byName).map(toRestaurantDto),
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/restaurants/{id}',
    tags: ['restaurants'],
    summary: 'Un restaurant',
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    response: { status: 200, description: 'Restaurant', schema: RestaurantResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const row = await findVisibleRestaurant(db, user, params.id);
      return { restaurant: toRestaurantDto(row) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/restaurants',
    tags: ['restaurants'],
    summary: 'Crée un restaurant (ADMIN)',
    access: { area: 'RESTAURANTS', action: 'create' },
    body: CreateRestaurantBody,
    response: { status: 201, description: 'Restaurant créé', schema: RestaurantResponse },
    errors: [400],
    handler: async ({ db, user, body: input }) => {
      const columns = toColumns(input);
      const [row] = await db
        .insert(restaurants)
        .values({
          ...columns,
          name: input.name,
          address: input.address,
          enseigneId: user.enseigneId,
          ...(!input.isLab && NO_LAB_FIELDS),
        })
        .returning();
      return { restaurant: toRestaurantDto(row!) };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/restaurants/{id}',
    tags: ['restaurants'],
    summary: 'Modifie un restaurant (ADMIN, ou MANAGER de ce restaurant)',
    access: { area: 'RESTAURANTS', action: 'edit' },
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    body: UpdateRestaurantBody,
    response: { status: 200, description: 'Restaurant modifié', schema: RestaurantResponse },
    errors: [400, 404],
    handler: async ({ db, user, params, loaded: current, body: input }) => {
      // When the restaurant is (or becomes) not a laboratory its lab-only fields are cleared, so a
      // stale minimum or delivery day never resurfaces when it is switched back on.
      const isLab = input.isLab ?? current.isLab;
      const row = await db.transaction(async (tx) => {
        const [updated] = await tx
          .update(restaurants)
          .set({ ...toColumns(input), ...(!isLab && NO_LAB_FIELDS), updatedAt: new Date() })
          .where(and(eq(restaurants.id, params.id), visibleRestaurants(user)))
          .returning();
        // No longer a laboratory: it delivers no one (the list would resurface otherwise).
        if (updated && !isLab)
          await tx.delete(labRestaurants).where(eq(labRestaurants.labId, params.id));
        return updated;
      });
      if (!row) throw notFound(ERRORS.restaurantNotFound);
      return { restaurant: toRestaurantDto(row) };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/restaurants/{id}',
    tags: ['restaurants'],
    summary: 'Supprime un restaurant (ADMIN)',
    access: { area: 'RESTAURANTS', action: 'delete' },
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    response: { status: 204, description: 'Supprimé' },
    errors: [404, 409],
    handler: async ({ db, user, params }) => {
      const { id } = await findVisibleRestaurant(db, user, params.id);
      const blocking: string[] = [];
      for (const dependent of RESTAURANT_DEPENDENTS) {
        const count = await dependent.count(db, id);
        if (count > 0) blocking.push(dependent.label(count));
      }
      if (blocking.length > 0) throw new HttpError(409, RESTAURANT_NOT_EMPTY + blocking.join(', '));
      try {
        await db.delete(restaurants).where(and(eq(restaurants.id, id), visibleRestaurants(user)));
      } catch (error) {
        // Data added between the count and the delete (or a table not in RESTAURANT_DEPENDENTS):
        // the RESTRICT foreign key refuses it, with 23001 (23503 for a NO ACTION key).
        const code = pgErrorCode(error);
        if (code === PG_RESTRICT_VIOLATION || code === PG_FOREIGN_KEY_VIOLATION) {
          throw new HttpError(409, RESTAURANT_NOT_EMPTY + 'supprimez-les avant le restaurant');
        }
        throw error;
      }
    },
  }),
];

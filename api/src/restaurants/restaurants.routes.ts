import { and, count, eq } from 'drizzle-orm';
import type { z } from 'zod';
import { DELIVERY_FLAGS, LAB_ONLY_FIELDS } from '@bo/domain';
import {
  CreateRestaurantBody,
  UpdateRestaurantBody,
  RestaurantResponse,
  RestaurantsResponse,
} from './restaurants.contract.ts';
import { IdParam, IdsQuery } from '../contract/common.ts';
import type { Db } from '../db/index.ts';
import { blocksDelete, referencesTo } from '../db/references.ts';
import { labRestaurants, restaurants, type RestaurantRow } from '../db/schema.ts';
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

const plural = (one: string, many: string) => (n: number) => `${n} ${n > 1 ? many : one}`;

/**
 * What each foreign key that keeps a restaurant from being deleted counts, keyed by
 * `table.column`, in the order the 409 lists them (users see that order: new keys go last). The
 * keys themselves come from the schema (RESTAURANT_REFERENCES); test/restaurant-dependents.test.ts
 * fails when one has no label here, or a label no key.
 */
export const RESTAURANT_DEPENDENT_LABELS: Record<string, (count: number) => string> = {
  'employees.restaurant_id': plural('employé', 'employés'),
  'zones.restaurant_id': plural('zone', 'zones'),
  'equipments.restaurant_id': plural('équipement', 'équipements'),
  'jobs.restaurant_id': plural('poste', 'postes'),
  'temperature_readings.restaurant_id': plural('relevé de température', 'relevés de température'),
  'cooling_records.restaurant_id': plural('refroidissement', 'refroidissements'),
  'heating_records.restaurant_id': plural('remise en température', 'remises en température'),
  'traceability_records.restaurant_id': plural('fiche de traçabilité', 'fiches de traçabilité'),
  'cleaning_records.restaurant_id': plural('nettoyage', 'nettoyages'),
  'oil_records.restaurant_id': plural("contrôle d'huile", "contrôles d'huile"),
  'stock_movements.restaurant_id': plural('mouvement de stock', 'mouvements de stock'),
  'inventories.restaurant_id': plural('inventaire', 'inventaires'),
  'kiosk_devices.restaurant_id': plural('badgeuse', 'badgeuses'),
  'articles.lab_id': plural(
    'article vendu par ce laboratoire',
    'articles vendus par ce laboratoire',
  ),
  'scheduled_shifts.restaurant_id': plural('shift planifié', 'shifts planifiés'),
  'absences.restaurant_id': plural('absence', 'absences'),
  'realized_shifts.restaurant_id': plural('shift badgé', 'shifts badgés'),
  'clock_blocks.restaurant_id': plural('bloc de badgeage', 'blocs de badgeage'),
  'approved_shifts.restaurant_id': plural('shift validé', 'shifts validés'),
  'purchase_orders.restaurant_id': plural('bon de commande', 'bons de commande'),
};
// Only if a key slipped past the test: a vague word beats a table name in a user's message.
const UNLABELLED = plural('autre donnée', 'autres données');

const labelRank = (key: string) => {
  const rank = Object.keys(RESTAURANT_DEPENDENT_LABELS).indexOf(key);
  return rank === -1 ? Infinity : rank;
};

/**
 * The foreign keys whose rows keep a restaurant from being deleted (RESTRICT or NO ACTION), read
 * from the schema so that a new table of restaurant data is never missing from the 409. A
 * composite key cannot be counted by the restaurant's id alone; the test makes sure none exists.
 */
export const RESTAURANT_REFERENCES = referencesTo(restaurants)
  .filter((reference) => blocksDelete(reference) && reference.columns.length === 1)
  .sort((a, b) => labelRank(a.key) - labelRank(b.key));

/**
 * Rows in other tables that keep a restaurant from being deleted, with the French label of what
 * they count, so the 409 says what to remove first. The foreign key stays the guarantee; this list
 * only makes the refusal readable.
 */
export const RESTAURANT_DEPENDENTS: {
  label: (count: number) => string;
  count: (db: Db, restaurantId: number) => Promise<number>;
}[] = RESTAURANT_REFERENCES.map(({ key, table, columns: [column] }) => ({
  label: RESTAURANT_DEPENDENT_LABELS[key] ?? UNLABELLED,
  count: async (db, restaurantId) => {
    const [row] = await db.select({ n: count() }).from(table).where(eq(column!, restaurantId));
    return row!.n;
  },
}));

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

// The restaurants' queries: the rows the user sees, their writes, and what keeps one from being
// deleted (read from the foreign keys), for restaurants.routes.ts (which keeps the access, the
// checks and the statuses). labs.queries.ts and the suppliers' share the lookup of a body's
// restaurants.
import { and, count, eq, inArray } from 'drizzle-orm';
import type { z } from 'zod';
import { DELIVERY_FLAGS, LAB_ONLY_FIELDS } from '@bo/domain';
import type {
  CreateRestaurantBody,
  Restaurant,
  UpdateRestaurantBody,
} from './restaurants.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { blocksDelete, referencesTo } from '../db/references.ts';
import { labRestaurants, restaurants, type RestaurantRow } from '../db/schema.ts';
import { byName, toRestaurantDto } from '../restaurants-dto.ts';
import { visibleRestaurants } from '../tenancy.ts';

export type { RestaurantRow };

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
  'notifications.restaurant_id': plural('notification', 'notifications'),
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

/** What still keeps the restaurant from being deleted, in words (`2 employés`), in their order. */
export async function restaurantDependents(db: Db, restaurantId: number): Promise<string[]> {
  const blocking: string[] = [];
  for (const dependent of RESTAURANT_DEPENDENTS) {
    const count = await dependent.count(db, restaurantId);
    if (count > 0) blocking.push(dependent.label(count));
  }
  return blocking;
}

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

/** The restaurants the user sees, by name, of these ids only when given. */
export async function listVisibleRestaurants(
  db: Db,
  user: AuthUser,
  ids: readonly number[] | undefined,
): Promise<Restaurant[]> {
  const rows = await db
    .select()
    .from(restaurants)
    .where(
      and(visibleRestaurants(user), ids === undefined ? undefined : inArray(restaurants.id, ids)),
    );
  return rows.sort(byName).map(toRestaurantDto);
}

/** The given restaurants that the user sees (unknown and invisible ids are left out). */
export async function visibleRestaurantsAmong(
  db: Db,
  user: AuthUser,
  ids: number[],
): Promise<RestaurantRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(restaurants)
    .where(and(inArray(restaurants.id, ids), visibleRestaurants(user)));
}

/** A restaurant of the chain; one that is not a laboratory gets no lab-only values. */
export async function insertRestaurant(
  db: Db,
  enseigneId: number,
  input: z.output<typeof CreateRestaurantBody>,
): Promise<Restaurant> {
  const [row] = await db
    .insert(restaurants)
    .values({
      ...toColumns(input),
      name: input.name,
      address: input.address,
      enseigneId,
      ...(!input.isLab && NO_LAB_FIELDS),
    })
    .returning();
  return toRestaurantDto(row!);
}

/**
 * Updates a restaurant the user sees; undefined when there is none. When it is not (or no longer)
 * a laboratory its lab-only fields are cleared and it delivers no one, so a stale minimum, delivery
 * day or delivered restaurant never resurfaces when it is switched back on.
 */
export async function updateVisibleRestaurant(
  db: Db,
  user: AuthUser,
  id: number,
  input: RestaurantInput,
  isLab: boolean,
): Promise<Restaurant | undefined> {
  const row = await db.transaction(async (tx) => {
    const [updated] = await tx
      .update(restaurants)
      .set({ ...toColumns(input), ...(!isLab && NO_LAB_FIELDS), updatedAt: new Date() })
      .where(and(eq(restaurants.id, id), visibleRestaurants(user)))
      .returning();
    if (updated && !isLab) await tx.delete(labRestaurants).where(eq(labRestaurants.labId, id));
    return updated;
  });
  return row && toRestaurantDto(row);
}

/** Deletes a restaurant the user sees; its RESTRICT keys refuse while its data remains. */
export async function deleteVisibleRestaurant(db: Db, user: AuthUser, id: number): Promise<void> {
  await db.delete(restaurants).where(and(eq(restaurants.id, id), visibleRestaurants(user)));
}

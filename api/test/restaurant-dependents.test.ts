import { sql } from 'drizzle-orm';
import { integer, pgTable } from 'drizzle-orm/pg-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { blocksDelete, referencesTo } from '../src/db/references.ts';
import * as schema from '../src/db/schema.ts';
import { restaurants } from '../src/db/schema.ts';
import {
  RESTAURANT_DEPENDENT_LABELS,
  RESTAURANT_DEPENDENTS,
  RESTAURANT_REFERENCES,
} from '../src/restaurants/restaurants.queries.ts';
import { setupApi, type TestContext } from './setup.ts';

/**
 * The list kept by hand before it was read from the foreign keys, in its order and with its words:
 * the 409's message must not change for them.
 */
const BEFORE: [key: string, one: string, many: string][] = [
  ['employees.restaurant_id', '1 employé', '2 employés'],
  ['zones.restaurant_id', '1 zone', '2 zones'],
  ['equipments.restaurant_id', '1 équipement', '2 équipements'],
  ['jobs.restaurant_id', '1 poste', '2 postes'],
  ['temperature_readings.restaurant_id', '1 relevé de température', '2 relevés de température'],
  ['cooling_records.restaurant_id', '1 refroidissement', '2 refroidissements'],
  ['heating_records.restaurant_id', '1 remise en température', '2 remises en température'],
  ['traceability_records.restaurant_id', '1 fiche de traçabilité', '2 fiches de traçabilité'],
  ['cleaning_records.restaurant_id', '1 nettoyage', '2 nettoyages'],
  ['oil_records.restaurant_id', "1 contrôle d'huile", "2 contrôles d'huile"],
  ['stock_movements.restaurant_id', '1 mouvement de stock', '2 mouvements de stock'],
  ['inventories.restaurant_id', '1 inventaire', '2 inventaires'],
  ['kiosk_devices.restaurant_id', '1 badgeuse', '2 badgeuses'],
  ['articles.lab_id', '1 article vendu par ce laboratoire', '2 articles vendus par ce laboratoire'],
];

const blocking = referencesTo(restaurants).filter(blocksDelete);
const keys = RESTAURANT_REFERENCES.map((r) => r.key);

describe('RESTAURANT_DEPENDENTS', () => {
  it('covers every foreign key that refuses a restaurant’s delete, each with its label', () => {
    // A composite key could not be counted by the restaurant's id: the derivation leaves it out.
    expect(blocking.filter((r) => r.columns.length !== 1).map((r) => r.key)).toEqual([]);
    expect([...keys].sort()).toEqual(blocking.map((r) => r.key).sort());
    expect(keys.filter((key) => !(key in RESTAURANT_DEPENDENT_LABELS))).toEqual([]);
    expect(RESTAURANT_DEPENDENTS).toHaveLength(keys.length);
    for (const dependent of RESTAURANT_DEPENDENTS) {
      expect(dependent.label(1)).not.toBe('1 autre donnée');
    }
  });

  it('keeps the pairs, words and order of the list it replaced', () => {
    expect(keys.slice(0, BEFORE.length)).toEqual(BEFORE.map(([key]) => key));
    expect(
      RESTAURANT_DEPENDENTS.slice(0, BEFORE.length).map((d) => [d.label(1), d.label(2)]),
    ).toEqual(BEFORE.map(([, one, many]) => [one, many]));
  });

  it('has no label left without a foreign key', () => {
    expect(Object.keys(RESTAURANT_DEPENDENT_LABELS).filter((key) => !keys.includes(key))).toEqual(
      [],
    );
  });

  it('leaves out the keys that cascade or set null', () => {
    expect(keys).not.toContain('lab_restaurants.lab_id');
    expect(keys).not.toContain('products.preferred_lab_id');
    expect(keys).not.toContain('purchase_orders.lab_id');
  });

  it('would find a new table of restaurant data, which then has no label', () => {
    const notes = pgTable('restaurant_notes', {
      id: integer('id').primaryKey(),
      restaurantId: integer('restaurant_id')
        .notNull()
        .references(() => restaurants.id, { onDelete: 'restrict' }),
    });
    const found = referencesTo(restaurants, [...Object.values(schema), notes]).filter(blocksDelete);
    const unlabelled = found.filter((r) => !(r.key in RESTAURANT_DEPENDENT_LABELS));
    expect(unlabelled.map((r) => r.key)).toEqual(['restaurant_notes.restaurant_id']);
  });
});

describe('the database', () => {
  let t: TestContext;
  beforeAll(async () => {
    t = await setupApi();
  });
  afterAll(() => t?.close());

  it('refuses a restaurant’s delete through the same foreign keys as the schema says', async () => {
    // From the migrations' result rather than the schema: the two could drift apart.
    const result = (await t.db.execute(sql`
      select t.relname || '.' || string_agg(a.attname, ',' order by a.attnum) as key
      from pg_constraint c
      join pg_class t on t.oid = c.conrelid
      join pg_attribute a on a.attrelid = c.conrelid and a.attnum = any (c.conkey)
      where c.contype = 'f'
        and c.confrelid = 'restaurants'::regclass
        and c.confdeltype in ('r', 'a')
      group by c.oid, t.relname
    `)) as unknown as { rows: { key: string }[] };
    expect(result.rows.map((r) => r.key).sort()).toEqual([...keys].sort());
  });
});

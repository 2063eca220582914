// `npm run seed:large`: a restaurant with a year of temperature readings on 20 fridges and
// freezers, to see the history pages and the nested graph query at a realistic volume (and for
// `npm run bench`). It joins the demo chain (created first if missing) so admin@demo.fr sees it.
import { addDays, dayOf, instantAt } from '@bo/domain';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from './index.ts';
import { DEMO_CHAIN, seedChain } from './seed.ts';
import { insertReadings, seededRandom, type ReadingRow } from './seed-hygiene.ts';
import {
  employees,
  enseignes,
  equipments,
  equipmentTypes,
  restaurants,
  users,
  zones,
} from './schema.ts';

export const LARGE_RESTAURANT_NAME = "Restaurant Banc d'essai";
export const LARGE_DAYS = 365;
/** Rounds a day per equipment: opening, service, afternoon, evening, closing, night check. */
export const LARGE_READING_HOURS = [6, 9, 12, 15, 19, 23];

/** Zone → [equipment type, how many]: 20 TEMPERATURE equipments in all. */
const LAYOUT: [string, [string, number][]][] = [
  ['Cuisine chaude', [['Réfrigérateur positif', 4]]],
  [
    'Garde-manger',
    [
      ['Réfrigérateur positif', 3],
      ['Chambre froide positive', 2],
    ],
  ],
  [
    'Pâtisserie',
    [
      ['Réfrigérateur positif', 2],
      ['Congélateur', 2],
    ],
  ],
  [
    'Réserve',
    [
      ['Chambre froide positive', 2],
      ['Congélateur', 3],
    ],
  ],
  ['Bar', [['Réfrigérateur positif', 2]]],
];

export interface LargeSeedResult {
  created: boolean;
  restaurantId: number;
  equipmentCount: number;
  readingCount: number;
}

/** Idempotent: a second run finds the restaurant and writes nothing. */
export async function seedLarge(
  db: Db,
  options: { now?: Date; photosDir?: string } = {},
): Promise<LargeSeedResult> {
  await seedChain(db, DEMO_CHAIN, options);
  const now = options.now ?? new Date();
  return db.transaction(async (tx) => {
    const [chain] = await tx
      .select({ id: enseignes.id })
      .from(enseignes)
      .where(eq(enseignes.name, DEMO_CHAIN.name));
    const enseigneId = chain!.id;
    const [existing] = await tx
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(
        and(eq(restaurants.enseigneId, enseigneId), eq(restaurants.name, LARGE_RESTAURANT_NAME)),
      );
    if (existing) {
      return { created: false, restaurantId: existing.id, equipmentCount: 0, readingCount: 0 };
    }

    const [restaurant] = await tx
      .insert(restaurants)
      .values({
        enseigneId,
        name: LARGE_RESTAURANT_NAME,
        address: '1 avenue des Mesures, 31000 Toulouse',
      })
      .returning({ id: restaurants.id, timeZone: restaurants.timeZone });
    const restaurantId = restaurant!.id;
    const staff = await tx
      .insert(employees)
      .values(
        [
          ['Jules', 'Perrin', '1111'],
          ['Manon', 'Girard', '2222'],
          ['Yanis', 'Colin', '3333'],
        ].map(([firstName, lastName, pin]) => ({
          restaurantId,
          firstName: firstName!,
          lastName: lastName!,
          pin: pin!,
          contractType: 'CDI' as const,
          contractNbHours: 35,
        })),
      )
      .returning({ id: employees.id });
    const authors = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.enseigneId, enseigneId), inArray(users.role, ['ADMIN', 'EMPLOYEE'])));
    const types = await tx
      .select({
        id: equipmentTypes.id,
        name: equipmentTypes.name,
        min: equipmentTypes.temperatureMin,
        max: equipmentTypes.temperatureMax,
      })
      .from(equipmentTypes)
      .where(eq(equipmentTypes.enseigneId, enseigneId));
    const typeOf = (name: string) => {
      const type = types.find((t) => t.name === name);
      if (!type || type.min === null || type.max === null) {
        throw new Error(`seed:large: the demo chain has no TEMPERATURE type « ${name} »`);
      }
      return { ...type, min: type.min, max: type.max };
    };

    const fleet: { id: number; min: number; max: number }[] = [];
    for (const [zoneName, kinds] of LAYOUT) {
      const [zone] = await tx
        .insert(zones)
        .values({ restaurantId, name: zoneName })
        .returning({ id: zones.id });
      const values = kinds.flatMap(([typeName, count]) =>
        Array.from({ length: count }, (_, i) => ({
          restaurantId,
          zoneId: zone!.id,
          equipmentTypeId: typeOf(typeName).id,
          name: `${typeName} ${zoneName} ${i + 1}`,
        })),
      );
      const rows = await tx
        .insert(equipments)
        .values(values)
        .returning({ id: equipments.id, typeId: equipments.equipmentTypeId });
      for (const row of rows) {
        const type = types.find((t) => t.id === row.typeId)!;
        fleet.push({ id: row.id, min: type.min!, max: type.max! });
      }
    }

    const random = seededRandom(restaurantId);
    const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
    const readings: ReadingRow[] = [];
    const today = dayOf(now, restaurant!.timeZone);
    for (let back = LARGE_DAYS - 1; back >= 0; back--) {
      const day = addDays(today, -back);
      for (const hour of LARGE_READING_HOURS) {
        for (const equipment of fleet) {
          // The wall time in the restaurant's zone, right on the days the clocks change too.
          const at = instantAt(day, hour, Math.floor(random() * 20), restaurant!.timeZone);
          if (at.getTime() > now.getTime()) continue;
          const roll = random();
          const span = equipment.max - equipment.min;
          const temperature =
            roll < 0.04
              ? equipment.max + 0.3 + random() * 1.6
              : roll < 0.05
                ? equipment.max + 2.5 + random() * 3
                : equipment.min + span * (0.2 + random() * 0.6);
          readings.push({
            restaurantId,
            equipmentId: equipment.id,
            temperature: Math.round(temperature * 10) / 10,
            recordedAt: at,
            notes: null,
            employeeId: pick(staff).id,
            recordedById: pick(authors).id,
            createdAt: at,
          });
        }
      }
    }
    await insertReadings(tx, readings);
    return {
      created: true,
      restaurantId,
      equipmentCount: fleet.length,
      readingCount: readings.length,
    };
  });
}

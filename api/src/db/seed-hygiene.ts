// Demo hygiene logs: what a month of a kitchen's records looks like — readings twice a day, most
// in range, a fridge that drifts for a few days, cooling and reheating records, deliveries traced
// with photos of their labels, cleanings with photos, fryer oil tested until it is changed.
import { randomUUID } from 'node:crypto';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { addDays, dayOf, instantAt, type OilAction, type OilMethod } from '@bo/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from './index.ts';
import type { Tx } from './tx.ts';
import { demoPhoto } from './png.ts';
import {
  cleaningRecordPhotos,
  cleaningRecords,
  coolingRecords,
  employees,
  equipments,
  equipmentTypes,
  heatingRecords,
  oilRecords,
  photos,
  surfaces,
  temperatureReadings,
  traceabilityRecords,
  zones,
} from './schema.ts';

export interface HygieneSeedOptions {
  /** "Today" of the logs (default: now); nothing is recorded after it. */
  now?: Date;
  /**
   * Where the photos' files are written (the api's photo directory, see dataPaths().photos).
   * Without it the photo rows are still made (test databases) but no file is written.
   */
  photosDir?: string;
}

export interface HygieneSeedPlan {
  /** Days of logs, ending today. */
  days: number;
  /** A few logs only (the second chain of tests): a reading a day, one record of each kind. */
  light?: boolean;
}

export interface SeedAuthor {
  id: number;
  /** The restaurants this account records for (a MANAGER: his own; others: all). */
  restaurantIds: number[] | 'all';
}

/** Deterministic pseudo-random numbers (mulberry32): the same seed gives the same demo. */
export function seededRandom(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const round1 = (n: number) => Math.round(n * 10) / 10;
const minutes = (date: Date, n: number) => new Date(date.getTime() + n * 60_000);

/** Inserts rows in slices: one statement stays under Postgres' 65,535 parameters. */
export async function insertInSlices<T>(
  rows: T[],
  size: number,
  insert: (slice: T[]) => Promise<unknown>,
): Promise<void> {
  for (let i = 0; i < rows.length; i += size) await insert(rows.slice(i, i + size));
}

export type ReadingRow = Omit<typeof temperatureReadings.$inferInsert, 'id' | 'photoId'> & {
  recordedAt: Date;
  createdAt: Date;
};

/**
 * Readings in bulk: the rows travel as ONE json parameter expanded by json_to_recordset, which
 * PGlite and Postgres take an order of magnitude faster than thousands of bound parameters
 * (seed:large writes ~44,000 readings).
 */
export async function insertReadings(tx: Tx | Db, rows: ReadingRow[]): Promise<void> {
  await insertInSlices(rows, 20_000, (slice) =>
    tx.execute(sql`
      insert into ${temperatureReadings}
        (restaurant_id, equipment_id, temperature, recorded_at, notes, employee_id,
         recorded_by_id, created_at)
      select "restaurantId", "equipmentId", temperature, "recordedAt", notes, "employeeId",
             "recordedById", "createdAt"
      from json_to_recordset(${JSON.stringify(slice)}::json) as r(
        "restaurantId" int, "equipmentId" int, temperature numeric, "recordedAt" timestamptz,
        notes text, "employeeId" int, "recordedById" int, "createdAt" timestamptz)`),
  );
}

const COOLED = ['Bœuf bourguignon', 'Blanquette de veau', 'Sauce tomate', 'Riz pilaf', 'Fond brun'];
const REHEATED = ['Soupe de légumes', 'Gratin dauphinois', 'Lasagnes', 'Purée maison', 'Chili'];
const DELIVERED: [string, string][] = [
  ['Filet de poulet', 'Volailles de Bresse'],
  ['Saumon frais', 'Marée du Jour'],
  ['Crème fraîche 35 %', 'Laiterie Normande'],
  ['Œufs plein air', 'Ferme des Prés'],
  ['Steak haché 15 %', 'Boucherie Centrale'],
  ['Mozzarella', 'Fromagerie Italia'],
  ['Salade mélangée', 'Primeurs du Marché'],
];

interface Plant {
  restaurantId: number;
  timeZone: string;
  employeeIds: number[];
  authorIds: number[];
  thermometers: { id: number; name: string; min: number; max: number }[];
  fryers: number[];
  coolers: number[];
  heaters: number[];
  cleanable: { equipmentId: number | null; surfaceId: number | null }[];
}

/** The restaurants' logs for the last `plan.days` days, in bulk inserts. */
export async function seedHygiene(
  tx: Tx,
  enseigneId: number,
  restaurants: { id: number; timeZone: string }[],
  authors: SeedAuthor[],
  plan: HygieneSeedPlan,
  options: HygieneSeedOptions = {},
): Promise<void> {
  if (restaurants.length === 0) return;
  const now = options.now ?? new Date();
  const random = seededRandom(enseigneId * 7919 + plan.days);
  const pick = <T>(list: T[]): T => list[Math.floor(random() * list.length)]!;
  const plants = await plantsOf(tx, restaurants, authors);

  const photoRows: (typeof photos.$inferInsert)[] = [];
  const photoFiles: { key: string; hue: number }[] = [];
  /** Reserves a photo; its id is known once inserted (index into photoRows). */
  const newPhoto = (uploadedById: number, at: Date): number => {
    const key = `demo-${randomUUID()}.png`;
    const hue = Math.floor(random() * 360);
    photoFiles.push({ key, hue });
    photoRows.push({
      enseigneId,
      storageKey: key,
      mimeType: 'image/png',
      byteSize: 0,
      uploadedById,
      createdAt: at,
    });
    return photoRows.length - 1;
  };

  const readings: ReadingRow[] = [];
  const cooling: (typeof coolingRecords.$inferInsert)[] = [];
  const heating: (typeof heatingRecords.$inferInsert)[] = [];
  const traces: { row: typeof traceabilityRecords.$inferInsert; photo?: number }[] = [];
  const cleanings: { row: typeof cleaningRecords.$inferInsert; photos: number[] }[] = [];
  const oil: (typeof oilRecords.$inferInsert)[] = [];

  for (const p of plants) {
    const today = dayOf(now, p.timeZone);
    const who = () => ({ employeeId: pick(p.employeeIds), recordedById: pick(p.authorIds) });
    // One fridge per restaurant drifts up for four days a week or so ago, then is repaired.
    const drifting = p.thermometers.find((t) => t.max > 0 && t.max < 10);
    const driftStart = 6 + Math.floor(random() * 8);
    let oilRate = 0.05 + random() * 0.1;

    for (let back = plan.days - 1; back >= 0; back--) {
      const day = addDays(today, -back);
      // A wall time of that day in the restaurant's zone: 08:00 on a day of 23 or 25 hours too.
      const local = (hour: number, minute = 0) => instantAt(day, hour, minute, p.timeZone);
      const keep = (at: Date) => at.getTime() <= now.getTime();

      const rounds = plan.light ? [9] : [8, 17];
      for (const t of p.thermometers) {
        for (const hour of rounds) {
          const at = local(hour, Math.floor(random() * 40));
          if (!keep(at)) continue;
          const span = t.max - t.min;
          let value = t.min + span * (0.25 + random() * 0.5);
          const roll = random();
          if (t === drifting && back <= driftStart && back > driftStart - 4) {
            // +1.2 °C a day from the top of the range: warning, then critical.
            value = t.max + 0.6 + (driftStart - back) * 1.2 + random() * 0.4;
          } else if (roll < 0.05) value = t.max + 0.3 + random() * 1.6;
          else if (roll < 0.065) value = t.max + 2.5 + random() * 2;
          readings.push({
            restaurantId: p.restaurantId,
            equipmentId: t.id,
            temperature: round1(value),
            recordedAt: at,
            notes: value > t.max + 2 ? 'Porte mal fermée, technicien prévenu' : null,
            ...who(),
            createdAt: minutes(at, 1),
          });
        }
      }
      // Light: one record of each kind, yesterday (so never in the future), with photos.
      if (plan.light && back !== 1) continue;
      const always = plan.light === true;

      // A cooling most days and a reheating every other day, usually well done.
      if (always || random() < 0.8) {
        const start = local(14, Math.floor(random() * 60));
        const roll = random();
        const startTemperature = round1(63 + random() * 10);
        const [end, duration] =
          roll < 0.6
            ? [round1(1 + random() * 2.5), 80 + Math.floor(random() * 35)]
            : roll < 0.8
              ? [round1(2 + random() * 2), 130 + Math.floor(random() * 40)]
              : roll < 0.93
                ? [round1(5 + random() * 4.5), 120 + Math.floor(random() * 40)]
                : [round1(12 + random() * 6), 180];
        const endTime = minutes(start, duration);
        if (keep(endTime)) {
          cooling.push({
            restaurantId: p.restaurantId,
            equipmentId: p.coolers.length ? pick(p.coolers) : null,
            productName: pick(COOLED),
            startTemperature,
            endTemperature: end,
            startTime: start,
            endTime,
            notes: end > 10 ? 'Cellule surchargée, produit jeté' : null,
            ...who(),
            createdAt: minutes(endTime, 2),
          });
        }
      }
      if (always || random() < 0.55) {
        const start = local(11, Math.floor(random() * 40));
        const roll = random();
        const startTemperature = round1(2 + random() * 3);
        const [end, duration] =
          roll < 0.65
            ? [round1(68 + random() * 10), 35 + Math.floor(random() * 40)]
            : roll < 0.8
              ? [round1(65 + random() * 3), 140]
              : roll < 0.93
                ? [round1(60 + random() * 4.5), 60]
                : [round1(48 + random() * 8), 60];
        const endTime = minutes(start, duration);
        if (keep(endTime)) {
          heating.push({
            restaurantId: p.restaurantId,
            equipmentId: p.heaters.length ? pick(p.heaters) : null,
            productName: pick(REHEATED),
            startTemperature,
            endTemperature: end,
            startTime: start,
            endTime,
            ...who(),
            createdAt: minutes(endTime, 2),
          });
        }
      }

      // Deliveries in the morning: 1 to 3 products, a third with a photo of the label.
      const delivered = always ? 1 : 1 + Math.floor(random() * 3);
      for (let i = 0; i < delivered; i++) {
        const at = local(7 + i, Math.floor(random() * 50));
        if (!keep(at)) continue;
        const [productName, supplierName] = pick(DELIVERED);
        const author = who();
        traces.push({
          row: {
            restaurantId: p.restaurantId,
            productName,
            lotNumber: `L${day.slice(2).replaceAll('-', '')}-${100 + Math.floor(random() * 900)}`,
            supplierName,
            ...author,
            createdAt: at,
          },
          ...(always || random() < 0.35 ? { photo: newPhoto(author.recordedById, at) } : {}),
        });
      }

      // Closing cleanings: two a day, some photographed.
      for (const hour of always ? [15] : [15, 22]) {
        const at = local(hour, Math.floor(random() * 45));
        if (!keep(at) || p.cleanable.length === 0) continue;
        const author = who();
        const photoCount = always ? 1 : random() < 0.3 ? 1 + Math.floor(random() * 3) : 0;
        cleanings.push({
          row: {
            restaurantId: p.restaurantId,
            ...pick(p.cleanable),
            cleanedAt: at,
            notes: random() < 0.15 ? 'Dégraissage complet' : null,
            ...author,
            createdAt: minutes(at, 5),
          },
          photos: Array.from({ length: photoCount }, () => newPhoto(author.recordedById, at)),
        });
      }

      // Fryer oil, checked every day after lunch: it degrades until it is changed.
      for (const fryer of p.fryers) {
        const at = local(15, 30 + Math.floor(random() * 20));
        if (!keep(at)) continue;
        oilRate = Math.min(0.95, oilRate + 0.06 + random() * 0.08);
        const method: OilMethod =
          random() < 0.15 ? 'NOTHING' : random() < 0.7 ? 'TESTING' : 'STRIP';
        const action: OilAction =
          oilRate > 0.7 ? 'CHANGE' : oilRate > 0.4 ? 'FILTER_AND_REUSE' : 'REUSE';
        oil.push({
          restaurantId: p.restaurantId,
          equipmentId: fryer,
          action,
          method,
          rate: method === 'NOTHING' ? null : Math.round(oilRate * 1000) / 1000,
          recordedAt: at,
          ...who(),
          createdAt: minutes(at, 1),
        });
        if (action === 'CHANGE') oilRate = 0.02 + random() * 0.05;
      }
    }
  }

  const photoIds: number[] = [];
  if (photoRows.length > 0) {
    if (options.photosDir) mkdirSync(options.photosDir, { recursive: true });
    photoFiles.forEach(({ key, hue }, i) => {
      const bytes = demoPhoto(hue);
      photoRows[i]!.byteSize = bytes.length;
      if (options.photosDir) writeFileSync(join(options.photosDir, key), bytes);
    });
    await insertInSlices(photoRows, 1000, async (slice) => {
      const ids = await tx.insert(photos).values(slice).returning({ id: photos.id });
      photoIds.push(...ids.map((r) => r.id));
    });
  }
  const photoId = (index: number | undefined) => (index === undefined ? null : photoIds[index]!);

  await insertReadings(tx, readings);
  await insertInSlices(cooling, 1000, (s) => tx.insert(coolingRecords).values(s));
  await insertInSlices(heating, 1000, (s) => tx.insert(heatingRecords).values(s));
  await insertInSlices(oil, 1000, (s) => tx.insert(oilRecords).values(s));
  await insertInSlices(traces, 1000, (s) =>
    tx.insert(traceabilityRecords).values(s.map((t) => ({ ...t.row, photoId: photoId(t.photo) }))),
  );
  await insertInSlices(cleanings, 1000, async (slice) => {
    const ids = await tx
      .insert(cleaningRecords)
      .values(slice.map((c) => c.row))
      .returning({ id: cleaningRecords.id });
    const links = slice.flatMap((c, i) =>
      c.photos.map((p, position) => ({
        cleaningRecordId: ids[i]!.id,
        photoId: photoId(p)!,
        position,
      })),
    );
    if (links.length > 0) await tx.insert(cleaningRecordPhotos).values(links);
  });
}

/** What each restaurant has to record on: its staff, accounts, equipment by family, surfaces. */
async function plantsOf(
  tx: Tx,
  restaurants: { id: number; timeZone: string }[],
  authors: SeedAuthor[],
): Promise<Plant[]> {
  const ids = restaurants.map((r) => r.id);
  const [staff, kit, places] = await Promise.all([
    tx
      .select({ id: employees.id, restaurantId: employees.restaurantId })
      .from(employees)
      .where(inArray(employees.restaurantId, ids))
      .orderBy(employees.id),
    tx
      .select({
        id: equipments.id,
        name: equipments.name,
        restaurantId: equipments.restaurantId,
        family: equipmentTypes.family,
        min: equipmentTypes.temperatureMin,
        max: equipmentTypes.temperatureMax,
      })
      .from(equipments)
      .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
      .where(inArray(equipments.restaurantId, ids))
      .orderBy(equipments.id),
    tx
      .select({ id: surfaces.id, restaurantId: zones.restaurantId })
      .from(surfaces)
      .innerJoin(zones, and(eq(zones.id, surfaces.zoneId), inArray(zones.restaurantId, ids)))
      .orderBy(surfaces.id),
  ]);
  return restaurants
    .map((r): Plant => {
      const mine = kit.filter((e) => e.restaurantId === r.id);
      const family = (f: string) => mine.filter((e) => e.family === f).map((e) => e.id);
      return {
        restaurantId: r.id,
        timeZone: r.timeZone,
        employeeIds: staff.filter((e) => e.restaurantId === r.id).map((e) => e.id),
        authorIds: authors
          .filter((a) => a.restaurantIds === 'all' || a.restaurantIds.includes(r.id))
          .map((a) => a.id),
        thermometers: mine
          .filter((e) => e.family === 'TEMPERATURE' && e.min !== null && e.max !== null)
          .map((e) => ({ id: e.id, name: e.name, min: e.min!, max: e.max! })),
        fryers: family('OIL'),
        coolers: family('COOLING'),
        heaters: family('HEATING'),
        cleanable: [
          ...mine.map((e) => ({ equipmentId: e.id, surfaceId: null })),
          ...places
            .filter((s) => s.restaurantId === r.id)
            .map((s) => ({ equipmentId: null, surfaceId: s.id })),
        ],
      };
    })
    .filter((p) => p.employeeIds.length > 0 && p.authorIds.length > 0);
}

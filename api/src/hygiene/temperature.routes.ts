import { and, desc, eq, inArray, type SQL } from 'drizzle-orm';
import { HYGIENE_MESSAGES as M, implausibleReading, temperatureStatus } from '@bo/domain';
import { IdParam, HistoryPeriodQuery } from '../contract/common.ts';
import {
  CreateTemperatureReadingBody,
  TemperatureReadingsQuery,
  type TemperatureReadingDto,
  TemperatureReadingResponse,
  TemperatureReadingsResponse,
} from './temperature.contract.ts';
import { TemperatureCorrectionBody } from './correction-bodies.contract.ts';
import { recordBodyWithPhoto } from '../photos/photos.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { equipments, equipmentTypes, restaurants, temperatureReadings } from '../db/schema.ts';
import { invalidField, ERRORS } from '../http/errors.ts';
import { parseIdList } from '../http/validate.ts';
import type { PhotoSigner } from '../photos/signing.ts';
import { recordWithPhoto, storePhoto } from '../photos/upload.ts';
import { correctionsOf } from './corrections.queries.ts';
import { peopleOf } from './people.ts';
import { correctionRoutes } from './corrections.routes.ts';
import { defineRoute } from '../http/route.ts';
import {
  assertEmployeeOf,
  assertNotFuture,
  assertPhotosOf,
  parsePeriod,
  periodsByZone,
  photoRef,
  restaurantPeriod,
  visiblePeriods,
} from './common.ts';
import { findVisibleRestaurant, visibleRestaurants } from '../tenancy.ts';

const t = temperatureReadings;

/**
 * The readings of `where`, newest first, each with its equipment and its type's range (one join)
 * and the people it names (one more query, two tables), whatever the count. The status is the
 * domain's rule, the same the graph applies.
 */
async function readReadings(
  db: Db,
  signer: PhotoSigner,
  user: AuthUser,
  where: SQL | undefined,
): Promise<TemperatureReadingDto[]> {
  const rows = await db
    .select({
      reading: t,
      equipment: {
        id: equipments.id,
        name: equipments.name,
        restaurantId: equipments.restaurantId,
      },
      type: equipmentTypes,
    })
    .from(t)
    .innerJoin(equipments, eq(equipments.id, t.equipmentId))
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
    .where(where)
    .orderBy(desc(t.recordedAt), desc(t.id));
  const [people, trail] = await Promise.all([
    peopleOf(
      db,
      rows.map((r) => r.reading),
    ),
    correctionsOf(
      db,
      'TEMPERATURE',
      rows.map((r) => r.reading.id),
    ),
  ]);
  return rows.map(({ reading, equipment, type }) => {
    const range = {
      temperatureMin: type.temperatureMin,
      temperatureMax: type.temperatureMax,
      temperatureUnit: type.temperatureUnit,
    };
    return {
      id: reading.id,
      restaurantId: reading.restaurantId,
      equipmentId: reading.equipmentId,
      equipment: {
        ...equipment,
        equipmentType: { id: type.id, name: type.name, equipmentFamily: type.family, ...range },
      },
      temperature: reading.temperature,
      recordedAt: reading.recordedAt.toISOString(),
      status: temperatureStatus(reading.temperature, range),
      employee: people.employee(reading.employeeId),
      recordedBy: people.recordedBy(reading.recordedById),
      photo: photoRef(signer, user, reading.photoId),
      notes: reading.notes,
      createdAt: reading.createdAt.toISOString(),
      ...trail(reading.id),
    };
  });
}

/**
 * The readings of the equipments `ids` the user sees, over whole days counted in each
 * equipment's restaurant's time zone: one condition per zone. Null when none is left.
 */
async function equipmentPeriods(
  db: Db,
  user: AuthUser,
  ids: number[],
  query: unknown,
): Promise<SQL | null> {
  const visible = await db
    .select({ id: equipments.id, timeZone: restaurants.timeZone })
    .from(equipments)
    .innerJoin(restaurants, eq(restaurants.id, equipments.restaurantId))
    .where(and(visibleRestaurants(user), inArray(equipments.id, ids)));
  // A bad period is a 400 even when no equipment is left to read.
  parsePeriod(query, 'UTC');
  if (visible.length === 0) return null;
  return periodsByZone(visible, query, t.equipmentId, t.recordedAt);
}

/** An equipment's type's family and range: what a reading of it can plausibly be. */
const readingType = {
  equipmentFamily: equipmentTypes.family,
  temperatureMin: equipmentTypes.temperatureMin,
  temperatureMax: equipmentTypes.temperatureMax,
  temperatureUnit: equipmentTypes.temperatureUnit,
};

/**
 * The equipment a reading names, with its type's family and range: of a restaurant the user
 * sees, else 400 under equipmentId.
 */
async function readEquipment(db: Db, user: AuthUser, equipmentId: number) {
  const [row] = await db
    .select({ id: equipments.id, restaurantId: equipments.restaurantId, type: readingType })
    .from(equipments)
    .innerJoin(restaurants, eq(restaurants.id, equipments.restaurantId))
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
    .where(and(eq(equipments.id, equipmentId), visibleRestaurants(user)));
  if (!row) throw invalidField('equipmentId', M.equipmentNotFound);
  return row;
}

/** The type of the equipment of a stored reading (found: the reading's row names it). */
async function equipmentType(db: Db, equipmentId: number) {
  const [row] = await db
    .select(readingType)
    .from(equipments)
    .innerJoin(equipmentTypes, eq(equipmentTypes.id, equipments.equipmentTypeId))
    .where(eq(equipments.id, equipmentId));
  return row!;
}

export const temperatureRoutes = [
  // Batch read for the graph: Equipment.readings and Restaurant.temperatureReadings of a list.
  defineRoute({
    method: 'get',
    path: '/api/temperature-readings',
    tags: ['temperature'],
    summary:
      "Relevés de plusieurs équipements ou restaurants du jour from au jour to, les plus récents d'abord",
    access: 'authenticated',
    query: TemperatureReadingsQuery,
    response: { status: 200, description: 'Relevés', schema: TemperatureReadingsResponse },
    errors: [400],
    handler: async ({ db, user, query, photos, req }) => {
      if ((query.equipmentIds === undefined) === (query.restaurantIds === undefined)) {
        throw invalidField('equipmentIds', 'Donnez equipmentIds ou restaurantIds (un des deux)');
      }
      const where =
        query.equipmentIds !== undefined
          ? await equipmentPeriods(
              db,
              user,
              parseIdList(query.equipmentIds, 'equipmentIds'),
              req.query,
            )
          : await visiblePeriods(db, user, req.query, t.restaurantId, t.recordedAt);
      return {
        readings: where ? await readReadings(db, photos, user, where) : [],
      };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/temperature-readings/{id}',
    tags: ['temperature'],
    summary:
      "Relevés d'un restaurant (id : le restaurant) du jour from au jour to inclus, dans son fuseau, les plus récents d'abord",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.restaurantNotFound,
    load: ({ db, user, params }) => findVisibleRestaurant(db, user, params.id),
    query: HistoryPeriodQuery,
    response: { status: 200, description: 'Relevés', schema: TemperatureReadingsResponse },
    errors: [400, 404],
    handler: async ({ db, user, photos, req, loaded: restaurant }) => {
      const where = restaurantPeriod(restaurant, req.query, t.restaurantId, t.recordedAt);
      return { readings: await readReadings(db, photos, user, where) };
    },
  }),

  // JSON, or the multipart variant with its photo (docs/areas/hygiene.md#photos): the same record
  // either way.
  defineRoute({
    method: 'post',
    path: '/api/temperature-readings',
    tags: ['temperature'],
    summary:
      "Enregistre un relevé (tout rôle) ; son restaurant est celui de l'équipement. Avec photo : en multipart avec le fichier dans `photo`, ou la déposer d'abord (POST /api/photos) et passer photoId",
    access: { area: 'HYGIENE', action: 'create' },
    load: ({ req, res }) => recordWithPhoto(req, res, ['equipmentId', 'temperature', 'employeeId']),
    body: CreateTemperatureReadingBody,
    bodyOf: (sent) => sent.body,
    requestBody: recordBodyWithPhoto(CreateTemperatureReadingBody),
    response: { status: 201, description: 'Relevé enregistré', schema: TemperatureReadingResponse },
    errors: [400],
    handler: async ({ db, user, photos, photoStore, loaded: sent, body: input }) => {
      const equipment = await readEquipment(db, user, input.equipmentId);
      // Far beyond what this equipment can show is a typing mistake (a fridge at 45 °C), not a fault.
      const implausible = implausibleReading(input.temperature, equipment.type);
      if (implausible) throw invalidField('temperature', implausible);
      const recordedAt = input.recordedAt ? new Date(input.recordedAt) : new Date();
      assertNotFuture('recordedAt', recordedAt);
      await assertEmployeeOf(db, equipment.restaurantId, input.employeeId);
      await assertPhotosOf(db, user, [input.photoId]);
      const row = await db.transaction(async (tx) => {
        const photoId = sent.photo
          ? await storePhoto(tx, photoStore, user, sent.photo)
          : (input.photoId ?? null);
        const [inserted] = await tx
          .insert(t)
          .values({
            restaurantId: equipment.restaurantId,
            equipmentId: equipment.id,
            temperature: Math.round(input.temperature * 10) / 10,
            recordedAt,
            photoId,
            notes: input.notes,
            employeeId: input.employeeId ?? null,
            recordedById: user.id,
          })
          .returning({ id: t.id });
        return inserted;
      });
      const [reading] = await readReadings(db, photos, user, eq(t.id, row!.id));
      return { reading: reading! };
    },
  }),

  ...correctionRoutes({
    log: 'TEMPERATURE',
    path: 'temperature-readings',
    body: TemperatureCorrectionBody,
    // A corrected temperature is held to what its equipment can show, as at its creation; a
    // reading stored before that rule keeps its value through a correction of another field.
    check: async (next, current, db) => {
      if (next.temperature === current.temperature) return;
      const implausible = implausibleReading(
        next.temperature as number,
        await equipmentType(db, next.equipmentId as number),
      );
      if (implausible) throw invalidField('temperature', implausible);
    },
    respond: async ({ db, photos }, user, id) => ({
      reading: (await readReadings(db, photos, user, eq(t.id, id)))[0]!,
    }),
  }),
];

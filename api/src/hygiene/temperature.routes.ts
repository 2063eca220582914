import { HYGIENE_MESSAGES as M, implausibleReading } from '@bo/domain';
import { IdParam, HistoryPeriodQuery } from '../contract/common.ts';
import {
  CreateTemperatureReadingBody,
  TemperatureReadingsQuery,
  TemperatureReadingResponse,
  TemperatureReadingsResponse,
} from './temperature.contract.ts';
import { TemperatureCorrectionBody } from './correction-bodies.contract.ts';
import { recordBodyWithPhoto } from '../photos/photos.contract.ts';
import {
  equipmentTypeOf,
  findReading,
  findReadingEquipment,
  insertReading,
  listEquipmentReadings,
  listRestaurantReadings,
  listVisibleReadings,
} from './temperature.queries.ts';
import { invalidField, ERRORS } from '../http/errors.ts';
import { parseIdList } from '../http/validate.ts';
import { recordWithPhoto, storePhoto } from '../photos/upload.ts';
import { correctionRoutes } from './corrections.routes.ts';
import { defineRoute } from '../http/route.ts';
import { assertEmployeeOf, assertNotFuture, assertPhotosOf } from './common.ts';
import { findVisibleRestaurant } from '../tenancy.ts';
import { notifyCriticalReading, sendAlerts } from '../notifications/critical-reading.ts';

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
      return {
        readings:
          query.equipmentIds !== undefined
            ? await listEquipmentReadings(
                db,
                photos,
                user,
                parseIdList(query.equipmentIds, 'equipmentIds'),
                req.query,
              )
            : await listVisibleReadings(db, photos, user, req.query),
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
    handler: async ({ db, user, photos, req, loaded: restaurant }) => ({
      readings: await listRestaurantReadings(db, photos, user, restaurant, req.query),
    }),
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
    handler: async (deps) => {
      const { db, user, photos, photoStore, loaded: sent, body: input } = deps;
      const equipment = await findReadingEquipment(db, user, input.equipmentId);
      if (!equipment) throw invalidField('equipmentId', M.equipmentNotFound);
      // Far beyond what this equipment can show is a typing mistake (a fridge at 45 °C), not a fault.
      const implausible = implausibleReading(input.temperature, equipment.type);
      if (implausible) throw invalidField('temperature', implausible);
      const recordedAt = input.recordedAt ? new Date(input.recordedAt) : new Date();
      assertNotFuture('recordedAt', recordedAt);
      await assertEmployeeOf(db, equipment.restaurantId, input.employeeId);
      await assertPhotosOf(db, user, [input.photoId]);
      const { id, alerts } = await db.transaction(async (tx) => {
        const photoId = sent.photo
          ? await storePhoto(tx, photoStore, user, sent.photo)
          : (input.photoId ?? null);
        const id = await insertReading(tx, {
          restaurantId: equipment.restaurantId,
          equipmentId: equipment.id,
          temperature: Math.round(input.temperature * 10) / 10,
          recordedAt,
          photoId,
          notes: input.notes,
          employeeId: input.employeeId ?? null,
          recordedById: user.id,
        });
        // A critical reading notifies in its own transaction: never one without the other.
        return { id, alerts: await notifyCriticalReading(tx, id) };
      });
      sendAlerts(deps, alerts);
      const reading = await findReading(db, photos, user, id);
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
        await equipmentTypeOf(db, next.equipmentId as number),
      );
      if (implausible) throw invalidField('temperature', implausible);
    },
    respond: async ({ db, photos }, user, id) => ({
      reading: (await findReading(db, photos, user, id))!,
    }),
  }),
];

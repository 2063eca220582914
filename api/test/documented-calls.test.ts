// Issue 9 item 15: the documented calls work as documented — history reads without a
// period (the last 7 days), the multipart variant of a reading or an oil check with its photo,
// and a restaurant named in a body that the user cannot see answered the same way everywhere.
import { count, eq } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDays, presetRange } from '@bo/domain';
import {
  cleaningRecords,
  coolingRecords,
  employees,
  equipments,
  heatingRecords,
  invitations,
  jobs,
  oilRecords,
  photos,
  restaurants,
  temperatureReadings,
  traceabilityRecords,
  zones,
} from '../src/db/schema.ts';
import { assertMatchesContract } from './contract.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let t: TestContext;
let bistrot: number, comptoir: number, autrui: number;
let frigo: number, fryer: number, plan: number, autruiFrigo: number;
let timeZone: string;
const DAY = 24 * 60 * 60 * 1000;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, comptoir, autrui } = await t.demoRestaurants());
  frigo = await t.equipmentId(bistrot, 'Frigo de préparation');
  fryer = await t.equipmentId(bistrot, 'Friteuse double bac');
  plan = await t.surfaceId(bistrot, 'Plan de travail');
  autruiFrigo = await t.equipmentId(autrui, 'Frigo 1');
  timeZone = (
    await t.db
      .select({ timeZone: restaurants.timeZone })
      .from(restaurants)
      .where(eq(restaurants.id, bistrot))
  )[0]!.timeZone;
});
afterAll(() => t?.close());

const rows = async (table: PgTable) => (await t.db.select({ n: count() }).from(table))[0]!.n;

describe('history reads without a period: the last 7 days in the restaurant’s zone', () => {
  // One record 2 days ago (inside) and one 20 days ago (outside) in each of the five logs.
  const inserted: Record<string, { recent: number; old: number }> = {};

  beforeAll(async () => {
    const at = (daysAgo: number) => new Date(Date.now() - daysAgo * DAY);
    for (const [name, daysAgo] of [
      ['recent', 2],
      ['old', 20],
    ] as const) {
      const when = at(daysAgo);
      const later = new Date(when.getTime() + 60 * 60 * 1000);
      const [reading] = await t.db
        .insert(temperatureReadings)
        .values({ restaurantId: bistrot, equipmentId: frigo, temperature: 3, recordedAt: when })
        .returning({ id: temperatureReadings.id });
      const process = {
        restaurantId: bistrot,
        productName: `Période ${name}`,
        startTemperature: 63,
        endTemperature: 3,
        startTime: when,
        endTime: later,
      };
      const [cooling] = await t.db
        .insert(coolingRecords)
        .values(process)
        .returning({ id: coolingRecords.id });
      const [heating] = await t.db
        .insert(heatingRecords)
        .values({ ...process, startTemperature: 10, endTemperature: 70 })
        .returning({ id: heatingRecords.id });
      const [oil] = await t.db
        .insert(oilRecords)
        .values({
          restaurantId: bistrot,
          equipmentId: fryer,
          action: 'REUSE',
          method: 'STRIP',
          rate: 0.1,
          recordedAt: when,
        })
        .returning({ id: oilRecords.id });
      const [cleaning] = await t.db
        .insert(cleaningRecords)
        .values({ restaurantId: bistrot, surfaceId: plan, cleanedAt: when })
        .returning({ id: cleaningRecords.id });
      for (const [log, id] of Object.entries({
        temperature: reading!.id,
        cooling: cooling!.id,
        heating: heating!.id,
        oil: oil!.id,
        cleaning: cleaning!.id,
      })) {
        inserted[log] = { ...inserted[log]!, [name]: id };
      }
    }
  });

  const calls: [string, string, (body: Record<string, { id: number }[]>) => number[]][] = [
    ['temperature', '/api/temperature-readings/{r}', (b) => b.readings!.map((r) => r.id)],
    ['cooling', '/api/cooling-records/restaurant/{r}', (b) => b.records!.map((r) => r.id)],
    ['heating', '/api/heating-records/restaurant/{r}', (b) => b.records!.map((r) => r.id)],
    ['oil', '/api/oil-records/restaurant/{r}', (b) => b.records!.map((r) => r.id)],
    ['cleaning', '/api/cleaning-records?restaurantIds={r}', (b) => b.records!.map((r) => r.id)],
  ];

  it.each(calls)('%s: %s answers the last 7 days', async (log, path, ids) => {
    const token = await t.token(EMPLOYEE);
    const url = path.replace('{r}', String(bistrot));
    const res = await t.get(url, token);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const got = ids(res.body);
    expect(got).toContain(inserted[log]!.recent);
    expect(got).not.toContain(inserted[log]!.old);
    // The same as asking for them: today and the 6 days before, in the restaurant's zone.
    const week = presetRange('LAST_7_DAYS', timeZone);
    expect(week.from).toBe(addDays(week.to, -6));
    const sep = url.includes('?') ? '&' : '?';
    const asked = await t.get(`${url}${sep}from=${week.from}&to=${week.to}`, token);
    expect(ids(asked.body)).toEqual(got);
  });

  it('GET /api/cleaning-records without any query: the last 7 days of every restaurant seen', async () => {
    const res = await t.get('/api/cleaning-records', await t.token(MANAGER));
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const ids = res.body.records.map((r: { id: number }) => r.id);
    expect(ids).toContain(inserted.cleaning!.recent);
    expect(ids).not.toContain(inserted.cleaning!.old);
    // The manager's restaurants only.
    expect(
      res.body.records.every((r: { restaurantId: number }) => r.restaurantId !== comptoir),
    ).toBe(true);
  });

  it.each(calls)('%s: %s still refuses half a period (400 in French)', async (_, path) => {
    const url = path.replace('{r}', String(bistrot));
    const sep = url.includes('?') ? '&' : '?';
    const res = await t.get(`${url}${sep}from=2025-01-01`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      to: 'Période incomplète : donnez le premier et le dernier jour',
    });
  });

  it('still answers 404 for a restaurant the user does not see', async () => {
    for (const path of calls.map(([, p]) => p).filter((p) => !p.includes('?'))) {
      const res = await t.get(path.replace('{r}', String(comptoir)), await t.token(MANAGER));
      expect(res.status, path).toBe(404);
    }
  });
});

describe('the multipart variant of a reading and an oil check (docs/areas/hygiene.md#photos)', () => {
  function post(path: string, token: string, fields: Record<string, string>, photo?: Buffer) {
    let req = request(t.app).post(path).set('Authorization', `Bearer ${token}`);
    for (const [name, value] of Object.entries(fields)) req = req.field(name, value);
    if (photo)
      req = req.attach('photo', photo, { filename: 'frigo.png', contentType: 'image/png' });
    return req.then((res) => {
      assertMatchesContract('post', path, res.status, res.body);
      return res;
    });
  }

  it('records a reading with its photo in one call, a comma decimal read as a number', async () => {
    const token = await t.token(EMPLOYEE);
    const res = await post(
      '/api/temperature-readings',
      token,
      { equipmentId: String(frigo), temperature: '4,5', notes: 'Porte restée ouverte' },
      PNG,
    );
    expect(res.status, JSON.stringify(res.body)).toBe(201);
    expect(res.body.reading).toMatchObject({
      equipmentId: frigo,
      restaurantId: bistrot,
      temperature: 4.5,
      notes: 'Porte restée ouverte',
    });
    const photoId = res.body.reading.photo.id as number;
    const [photo] = await t.db.select().from(photos).where(eq(photos.id, photoId));
    expect(photo).toMatchObject({ mimeType: 'image/png', byteSize: PNG.length });
    // The link it answers serves the image.
    const file = await request(t.app)
      .get(res.body.reading.photo.url)
      .buffer(true)
      .parse((r, done) => {
        const chunks: Buffer[] = [];
        r.on('data', (c: Buffer) => chunks.push(c));
        r.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(file.status).toBe(200);
    expect(Buffer.compare(file.body as Buffer, PNG)).toBe(0);
  });

  it('records an oil check with its photo, and without one', async () => {
    const token = await t.token(MANAGER);
    const fields = { equipmentId: String(fryer), action: 'REUSE', method: 'TESTING', rate: '0,25' };
    const withPhoto = await post('/api/oil-records', token, fields, PNG);
    expect(withPhoto.status, JSON.stringify(withPhoto.body)).toBe(201);
    expect(withPhoto.body.record).toMatchObject({ rate: 0.25, level: 'EXCELLENT' });
    expect(withPhoto.body.record.photo).not.toBeNull();
    const without = await post('/api/oil-records', token, fields);
    expect(without.status).toBe(201);
    expect(without.body.record.photo).toBeNull();
  });

  it('refuses bad input in French and writes neither the record nor the photo', async () => {
    const token = await t.token(ADMIN);
    const before = {
      readings: await rows(temperatureReadings),
      oil: await rows(oilRecords),
      photos: await rows(photos),
    };
    const cases: [string, Record<string, string>, Buffer | undefined, string][] = [
      ['/api/temperature-readings', { equipmentId: String(frigo) }, PNG, 'temperature'],
      [
        '/api/temperature-readings',
        { equipmentId: String(frigo), temperature: 'chaud' },
        PNG,
        'temperature',
      ],
      [
        '/api/temperature-readings',
        { equipmentId: String(autruiFrigo), temperature: '4' },
        PNG,
        'equipmentId',
      ],
      [
        '/api/temperature-readings',
        { equipmentId: String(frigo), temperature: '4' },
        Buffer.from('pas une image'),
        'photo',
      ],
      [
        '/api/temperature-readings',
        { equipmentId: String(frigo), temperature: '4', photoId: '1' },
        PNG,
        'photoId',
      ],
      [
        '/api/oil-records',
        { equipmentId: String(frigo), action: 'REUSE', method: 'STRIP' },
        PNG,
        'equipmentId',
      ],
      [
        '/api/oil-records',
        { equipmentId: String(fryer), action: 'REUSE', method: 'NOTHING', rate: '0,5' },
        PNG,
        'rate',
      ],
      [
        '/api/oil-records',
        { equipmentId: String(fryer), action: 'REUSE', method: 'STRIP', inconnu: 'x' },
        PNG,
        'inconnu',
      ],
    ];
    for (const [path, fields, photo, field] of cases) {
      const res = await post(path, token, fields, photo);
      expect(res.status, `${path} ${JSON.stringify(fields)}`).toBe(400);
      expect(res.body.error).toMatch(/^Données invalides : /);
      expect(Object.keys(res.body.fieldErrors ?? {}), JSON.stringify(res.body)).toContain(field);
    }
    expect({
      readings: await rows(temperatureReadings),
      oil: await rows(oilRecords),
      photos: await rows(photos),
    }).toEqual(before);
  });

  it('answers 401 without a session', async () => {
    const res = await request(t.app)
      .post('/api/temperature-readings')
      .field('equipmentId', String(frigo))
      .field('temperature', '4');
    expect(res.status).toBe(401);
  });
});

describe('a restaurant named in a body that the user cannot see', () => {
  const bodies = (restaurantId: number, fridgeType: number) =>
    [
      ['/api/employees', { firstName: 'A', lastName: 'B', pin: '9753', restaurantId }, employees],
      ['/api/jobs', { title: 'Plonge', restaurantId }, jobs],
      [
        '/api/equipments',
        { restaurantId, equipmentTypeId: fridgeType, name: 'Saladette', zoneId: null },
        equipments,
      ],
      ['/api/zones', { restaurantId, name: 'Réserve' }, zones],
      [
        '/api/cooling-records',
        {
          restaurantId,
          productName: 'Blanquette',
          startTemperature: 63,
          endTemperature: 3,
          startTime: '2025-03-10T22:30:00.000Z',
          endTime: '2025-03-11T00:00:00.000Z',
        },
        coolingRecords,
      ],
      [
        '/api/heating-records',
        {
          restaurantId,
          productName: 'Blanquette',
          startTemperature: 10,
          endTemperature: 70,
          startTime: '2025-03-10T22:30:00.000Z',
          endTime: '2025-03-10T23:00:00.000Z',
        },
        heatingRecords,
      ],
      [
        '/api/traceability',
        { restaurantId, productName: 'Saumon', lotNumber: 'L-1' },
        traceabilityRecords,
      ],
      ['/api/cleaning-records', { restaurantId, surfaceId: plan }, cleaningRecords],
    ] as const;

  it.each([
    ["another chain's", ADMIN, () => autrui],
    ["a manager's other", MANAGER, () => comptoir],
    ['an unknown', ADMIN, () => 999999],
  ])('%s answers 400 under restaurantId on every route, and writes nothing', async (_, who, id) => {
    const token = await t.token(who);
    const [type] = await t.db
      .select({ id: equipments.equipmentTypeId })
      .from(equipments)
      .where(eq(equipments.id, frigo));
    for (const [path, body, table] of bodies(id(), type!.id)) {
      const before = await rows(table);
      const res = await t.post(path, body, token);
      expect(res.status, path).toBe(400);
      expect(res.body, path).toEqual({
        error: 'Données invalides : Restaurant introuvable',
        fieldErrors: { restaurantId: 'Restaurant introuvable' },
      });
      expect(await rows(table), path).toBe(before);
    }
  });

  it('is the same under restaurantIds for an invitation', async () => {
    const before = await rows(invitations);
    const res = await t.post(
      '/api/invitations',
      { email: 'nouveau.manager@demo.fr', restaurantIds: [bistrot, autrui] },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body).toEqual({
      error: 'Données invalides : Restaurant introuvable',
      fieldErrors: { restaurantIds: 'Restaurant introuvable' },
    });
    expect(await rows(invitations)).toBe(before);
    // The other chain's admin gets the same for the demo chain's restaurant.
    const theirs = await t.post(
      '/api/invitations',
      { email: 'autre.manager@autre.fr', restaurantIds: [bistrot] },
      await t.token(OTHER_ADMIN),
    );
    expect(theirs.status).toBe(400);
  });
});

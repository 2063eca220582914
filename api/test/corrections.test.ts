// Issue 9 item 14: hygiene records are corrected or voided with a reason, never erased; the
// original value, who, when and why stay in the record's history.
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CORRECTION_MESSAGES as C, HYGIENE_RECORD_NOT_FOUND } from '@bo/domain';
import { equipments, hygieneCorrections, temperatureReadings } from '../src/db/schema.ts';
import {
  ADMIN,
  EMPLOYEE,
  FORBIDDEN,
  MANAGER,
  OTHER_ADMIN,
  setupApi,
  type TestContext,
} from './setup.ts';

let t: TestContext;
let bistrot: number, comptoir: number, autrui: number;
let frigo: number, comptoirFrigo: number, fryer: number, plan: number, lucas: number;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, comptoir, autrui } = await t.demoRestaurants());
  frigo = await t.equipmentId(bistrot, 'Frigo de préparation');
  comptoirFrigo = await t.equipmentId(comptoir, 'Frigo de préparation');
  fryer = await t.equipmentId(bistrot, 'Friteuse double bac');
  plan = await t.surfaceId(bistrot, 'Plan de travail');
  lucas = await t.employeeOf(bistrot);
});
afterAll(() => t?.close());

const trail = async () => (await t.db.select({ n: count() }).from(hygieneCorrections))[0]!.n;
const readingRow = async (id: number) =>
  (await t.db.select().from(temperatureReadings).where(eq(temperatureReadings.id, id)))[0]!;

/**
 * A reading of an hour ago. 45 °C in a fridge is refused since issue 10 item 7 (implausible), so
 * it is written straight to the table, as a reading recorded before that rule.
 */
async function reading(equipmentId = frigo, temperature = 45): Promise<number> {
  const [equipment] = await t.db
    .select({ restaurantId: equipments.restaurantId })
    .from(equipments)
    .where(eq(equipments.id, equipmentId));
  const [row] = await t.db
    .insert(temperatureReadings)
    .values({
      restaurantId: equipment!.restaurantId,
      equipmentId,
      temperature,
      recordedAt: new Date(Date.now() - 3_600_000),
    })
    .returning({ id: temperatureReadings.id });
  return row!.id;
}

describe('correcting a temperature reading', () => {
  it('lets an ADMIN correct 45 °C into 4.5 °C: the original, who, when and why are kept', async () => {
    const id = await reading();
    const res = await t.post(
      `/api/temperature-readings/${id}/corrections`,
      { temperature: 4.5, reason: '  Virgule oubliée à la saisie ' },
      await t.token(ADMIN),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    // The status follows the corrected value (45 °C was critical for this fridge).
    expect(res.body.reading).toMatchObject({
      id,
      temperature: 4.5,
      status: 'WARNING',
      voided: null,
    });
    const [entry] = res.body.reading.history;
    expect(entry).toMatchObject({
      kind: 'CORRECTION',
      changes: [{ field: 'temperature', from: '45', to: '4.5' }],
      reason: 'Virgule oubliée à la saisie',
      correctedBy: { firstName: expect.any(String) },
    });
    expect(Date.now() - Date.parse(entry.correctedAt)).toBeLessThan(60_000);
    expect((await readingRow(id)).temperature).toBe(4.5);
    // The history read and the restaurant's list carry the same trail.
    const history = await t.get(`/api/temperature-readings/${id}/history`, await t.token(EMPLOYEE));
    expect(history.status).toBe(200);
    expect(history.body.history).toEqual(res.body.reading.history);
    const list = await t.get(`/api/temperature-readings/${bistrot}`, await t.token(EMPLOYEE));
    const listed = list.body.readings.find((r: { id: number }) => r.id === id);
    expect(listed.history).toEqual(res.body.reading.history);
  });

  it('lets a MANAGER correct in his restaurant; corrections pile up oldest first', async () => {
    const id = await reading();
    const token = await t.token(MANAGER);
    const first = await t.post(
      `/api/temperature-readings/${id}/corrections`,
      { temperature: 5, employeeId: lucas, reason: 'Relu sur le thermomètre' },
      token,
    );
    expect(first.status, JSON.stringify(first.body)).toBe(200);
    const second = await t.post(
      `/api/temperature-readings/${id}/corrections`,
      { notes: 'Porte ouverte', reason: 'Précision' },
      token,
    );
    expect(second.status).toBe(200);
    const history = second.body.reading.history;
    expect(history.map((h: { reason: string }) => h.reason)).toEqual([
      'Relu sur le thermomètre',
      'Précision',
    ]);
    expect(history[0].changes).toEqual([
      { field: 'temperature', from: '45', to: '5' },
      { field: 'employee', from: null, to: expect.stringMatching(/\S+ \S+/) },
    ]);
    expect(history[1].changes).toEqual([{ field: 'notes', from: null, to: 'Porte ouverte' }]);
  });

  it('refuses an EMPLOYEE (403, before reading anything), and writes nothing', async () => {
    const id = await reading();
    const before = await trail();
    for (const path of ['corrections', 'void']) {
      const res = await t.post(
        `/api/temperature-readings/${id}/${path}`,
        { temperature: 4, reason: 'x' },
        await t.token(EMPLOYEE),
      );
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect(await trail()).toBe(before);
    expect((await readingRow(id)).temperature).toBe(45);
  });

  it("answers 404 for another chain's record, a manager's other restaurant, an unknown id", async () => {
    const ours = await reading();
    const theirs = await reading(comptoirFrigo);
    const before = await trail();
    for (const [who, id] of [
      [OTHER_ADMIN, ours],
      [MANAGER, theirs],
      [ADMIN, 999999],
    ] as const) {
      for (const path of ['corrections', 'void', 'history']) {
        const url = `/api/temperature-readings/${id}/${path}`;
        const res =
          path === 'history'
            ? await t.get(url, await t.token(who))
            : await t.post(url, { temperature: 4, reason: 'x' }, await t.token(who));
        expect(res.status, `${who} ${path}`).toBe(404);
        expect(res.body).toEqual({ error: HYGIENE_RECORD_NOT_FOUND.TEMPERATURE });
      }
    }
    expect(await trail()).toBe(before);
    expect((await readingRow(ours)).temperature).toBe(45);
    expect(autrui).toBeGreaterThan(0);
  });

  it('needs a reason and valid values (French 400), and writes nothing otherwise', async () => {
    const id = await reading();
    const before = await trail();
    const token = await t.token(ADMIN);
    const future = new Date(Date.now() + 86_400_000).toISOString();
    for (const [body, field] of [
      [{ temperature: 4.5 }, 'reason'],
      [{ temperature: 4.5, reason: '   ' }, 'reason'],
      [{ temperature: 4.5, reason: 'x'.repeat(501) }, 'reason'],
      [{ temperature: 999, reason: 'x' }, 'temperature'],
      [{ temperature: '4,5', reason: 'x' }, 'temperature'],
      [{ recordedAt: future, reason: 'x' }, 'recordedAt'],
      [{ employeeId: 999999, reason: 'x' }, 'employeeId'],
      [{ equipmentId: fryer, reason: 'x' }, 'equipmentId'],
    ] as const) {
      const res = await t.post(`/api/temperature-readings/${id}/corrections`, body, token);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(res.body.error).toMatch(/^Données invalides : /);
      expect(Object.keys(res.body.fieldErrors), JSON.stringify(body)).toContain(field);
    }
    const same = await t.post(
      `/api/temperature-readings/${id}/corrections`,
      { temperature: 45, reason: 'Rien' },
      token,
    );
    expect(same.status).toBe(400);
    expect(same.body.error).toBe(`Données invalides : ${C.nothingChanged}`);
    expect(await trail()).toBe(before);
    expect((await readingRow(id)).temperature).toBe(45);
  });

  // Issue 10 item 7: the plausible bounds of the equipment hold for a correction too.
  it('refuses a corrected temperature its equipment cannot show; another field of a legacy one passes', async () => {
    const token = await t.token(ADMIN);
    const fine = await reading(frigo, 3);
    const before = await trail();
    const res = await t.post(
      `/api/temperature-readings/${fine}/corrections`,
      { temperature: 45, reason: 'Faute de frappe' },
      token,
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      temperature: 'Température invraisemblable pour un équipement réfrigéré : entre -25 et 35 °C',
    });
    expect(await trail()).toBe(before);
    expect((await readingRow(fine)).temperature).toBe(3);

    const legacy = await reading();
    const notes = await t.post(
      `/api/temperature-readings/${legacy}/corrections`,
      { notes: 'Sonde à vérifier', reason: 'Précision' },
      token,
    );
    expect(notes.status, JSON.stringify(notes.body)).toBe(200);
    expect(notes.body.reading).toMatchObject({ temperature: 45, notes: 'Sonde à vérifier' });
  });
});

describe('voiding a record', () => {
  it('keeps it visible, marked, out of the dashboard count; never twice, never corrected after', async () => {
    const count = async () =>
      (await t.get('/api/dashboard', await t.token(ADMIN))).body.dashboard.temperatureReadingCount;
    const id = await reading();
    const before = await count();
    const refused = await t.post(`/api/temperature-readings/${id}/void`, {}, await t.token(ADMIN));
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ reason: C.reasonRequired });
    const res = await t.post(
      `/api/temperature-readings/${id}/void`,
      { reason: 'Relevé saisi sur le mauvais frigo' },
      await t.token(MANAGER),
    );
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.reading.voided).toMatchObject({
      kind: 'VOID',
      reason: 'Relevé saisi sur le mauvais frigo',
      changes: [],
    });
    expect(await count()).toBe(before - 1);
    // Still listed, with its values, marked.
    const list = await t.get(`/api/temperature-readings/${bistrot}`, await t.token(EMPLOYEE));
    const listed = list.body.readings.find((r: { id: number }) => r.id === id);
    expect(listed).toMatchObject({ temperature: 45, voided: { kind: 'VOID' } });
    expect(await readingRow(id)).toBeDefined();
    const before2 = await trail();
    for (const [path, body] of [
      ['void', { reason: 'encore' }],
      ['corrections', { temperature: 4, reason: 'trop tard' }],
    ] as const) {
      const again = await t.post(
        `/api/temperature-readings/${id}/${path}`,
        body,
        await t.token(ADMIN),
      );
      expect(again.status, path).toBe(409);
      expect(again.body.error).toBe(C.alreadyVoided);
    }
    expect(await trail()).toBe(before2);
  });

  it('allows one void even when two arrive at once', async () => {
    const id = await reading();
    const token = await t.token(ADMIN);
    const answers = await Promise.all(
      [1, 2].map((n) =>
        t.post(`/api/temperature-readings/${id}/void`, { reason: `double ${n}` }, token),
      ),
    );
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409]);
    const voids = await t.db
      .select()
      .from(hygieneCorrections)
      .where(and(eq(hygieneCorrections.recordId, id), eq(hygieneCorrections.kind, 'VOID')));
    expect(voids.filter((v) => v.log === 'TEMPERATURE')).toHaveLength(1);
  });
});

describe('the same mechanism for the six logs', () => {
  const hourAgo = () => new Date(Date.now() - 3_600_000).toISOString();
  const twoHoursAgo = () => new Date(Date.now() - 7_200_000).toISOString();
  const cases: [string, string, () => Record<string, unknown>, Record<string, unknown>, string][] =
    [
      [
        'cooling-records',
        'record',
        () => ({
          restaurantId: bistrot,
          productName: 'Blanquette',
          startTemperature: 63,
          endTemperature: 30,
          startTime: twoHoursAgo(),
          endTime: hourAgo(),
        }),
        { endTemperature: 3 },
        'endTemperature',
      ],
      [
        'heating-records',
        'record',
        () => ({
          restaurantId: bistrot,
          productName: 'Soupe',
          startTemperature: 4,
          endTemperature: 75,
          startTime: twoHoursAgo(),
          endTime: hourAgo(),
        }),
        { productName: 'Velouté' },
        'productName',
      ],
      [
        'traceability',
        'record',
        () => ({ restaurantId: bistrot, productName: 'Saumon', lotNumber: 'L-1' }),
        { lotNumber: 'L-7' },
        'lotNumber',
      ],
      [
        'cleaning-records',
        'record',
        () => ({ restaurantId: bistrot, surfaceId: plan, cleanedAt: hourAgo() }),
        { notes: 'Dégraissant' },
        'notes',
      ],
      [
        'oil-records',
        'record',
        () => ({ equipmentId: fryer, action: 'REUSE', method: 'STRIP', rate: 0.8 }),
        { rate: 0.08 },
        'rate',
      ],
    ];

  it.each(cases)(
    '%s: corrected then voided, with its history',
    async (path, key, create, fix, field) => {
      const admin = await t.token(ADMIN);
      const created = await t.post(`/api/${path}`, create(), admin);
      expect(created.status, JSON.stringify(created.body)).toBe(201);
      const id = created.body[key].id;
      expect(created.body[key]).toMatchObject({ history: [], voided: null });
      const corrected = await t.post(
        `/api/${path}/${id}/corrections`,
        { ...fix, reason: 'Erreur de saisie' },
        await t.token(MANAGER),
      );
      expect(corrected.status, JSON.stringify(corrected.body)).toBe(200);
      expect(corrected.body[key].history).toHaveLength(1);
      expect(corrected.body[key].history[0].changes.map((c: { field: string }) => c.field)).toEqual(
        [field],
      );
      const noReason = await t.post(`/api/${path}/${id}/corrections`, fix, admin);
      expect(noReason.status).toBe(400);
      expect(noReason.body.fieldErrors.reason).toBe(C.reasonRequired);
      const forbidden = await t.post(
        `/api/${path}/${id}/void`,
        { reason: 'x' },
        await t.token(EMPLOYEE),
      );
      expect(forbidden.status).toBe(403);
      const elsewhere = await t.post(
        `/api/${path}/${id}/void`,
        { reason: 'x' },
        await t.token(OTHER_ADMIN),
      );
      expect(elsewhere.status).toBe(404);
      const voided = await t.post(`/api/${path}/${id}/void`, { reason: 'Doublon' }, admin);
      expect(voided.status).toBe(200);
      expect(voided.body[key].voided).toMatchObject({ kind: 'VOID', reason: 'Doublon' });
      const history = await t.get(`/api/${path}/${id}/history`, await t.token(EMPLOYEE));
      expect(history.body.history.map((h: { kind: string }) => h.kind)).toEqual([
        'CORRECTION',
        'VOID',
      ]);
    },
  );

  it('keeps the rules of the creation: a cooling ends after it starts', async () => {
    const created = await t.post('/api/cooling-records', cases[0]![2](), await t.token(ADMIN));
    const res = await t.post(
      `/api/cooling-records/${created.body.record.id}/corrections`,
      { endTime: new Date(Date.now() - 3 * 3_600_000).toISOString(), reason: 'x' },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(Object.keys(res.body.fieldErrors)).toEqual(['endTime']);
  });

  it('folds the oil PUT into the corrections: a reason is required and the trail kept', async () => {
    const admin = await t.token(ADMIN);
    const created = await t.post(
      '/api/oil-records',
      { equipmentId: fryer, action: 'REUSE', method: 'STRIP', rate: 0.5 },
      admin,
    );
    const id = created.body.record.id;
    const bare = await t.put(`/api/oil-records/${id}`, { rate: 0.2 }, admin);
    expect(bare.status).toBe(400);
    expect(bare.body.fieldErrors.reason).toBe(C.reasonRequired);
    const noTest = await t.put(
      `/api/oil-records/${id}`,
      { method: 'NOTHING', reason: 'Pas de test en fait' },
      admin,
    );
    expect(noTest.status).toBe(400);
    expect(Object.keys(noTest.body.fieldErrors)).toEqual(['rate']);
    const res = await t.put(`/api/oil-records/${id}`, { rate: 0.2, reason: 'Mal lu' }, admin);
    expect(res.status).toBe(200);
    expect(res.body.record).toMatchObject({ rate: 0.2, level: 'EXCELLENT' });
    expect(res.body.record.history[0].changes).toEqual([{ field: 'rate', from: '0.5', to: '0.2' }]);
    const manager = await t.put(
      `/api/oil-records/${id}`,
      { rate: 0.3, reason: 'Relu' },
      await t.token(MANAGER),
    );
    expect(manager.status).toBe(200);
    expect(
      (await t.put(`/api/oil-records/${id}`, { rate: 0.3, reason: 'x' }, await t.token(EMPLOYEE)))
        .status,
    ).toBe(403);
  });
});

import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  cleaningRecords,
  coolingRecords,
  equipments,
  heatingRecords,
  temperatureReadings,
  traceabilityRecords,
  users,
} from '../src/db/schema.ts';
import { assertMatchesContract } from './contract.ts';
import { readPdf } from './pdf-text.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number, autrui: number, comptoir: number;

// A past week of its own, so the demo's recent logs never land in it.
const FROM = '2025-01-06';
const TO = '2025-01-12';

beforeAll(async () => {
  t = await setupApi();
  bistrot = await t.restaurantId('Le Bistrot du Port');
  autrui = await t.restaurantId('Chez Autrui');
  comptoir = await t.restaurantId('Le Comptoir Lyonnais');
  const [equipment] = await t.db
    .select({ id: equipments.id })
    .from(equipments)
    .where(eq(equipments.restaurantId, bistrot));
  const [admin] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
  const who = { restaurantId: bistrot, recordedById: admin!.id };
  // Paris is UTC+1 in January: 2025-01-06 00:30 in Paris is 2025-01-05 23:30 UTC (inside the
  // period), 2025-01-13 00:30 in Paris is outside.
  await t.db.insert(temperatureReadings).values([
    {
      ...who,
      equipmentId: equipment!.id,
      temperature: 3.5,
      recordedAt: new Date('2025-01-05T23:30:00Z'),
    },
    {
      ...who,
      equipmentId: equipment!.id,
      temperature: 12,
      recordedAt: new Date('2025-01-08T09:00:00Z'),
    },
    {
      ...who,
      equipmentId: equipment!.id,
      temperature: 4,
      recordedAt: new Date('2025-01-12T23:30:00Z'),
    },
  ]);
  const process = {
    ...who,
    productName: 'Blanquette de veau',
    startTime: new Date('2025-01-07T10:00:00Z'),
    endTime: new Date('2025-01-07T11:30:00Z'),
  };
  await t.db.insert(coolingRecords).values({ ...process, startTemperature: 63, endTemperature: 3 });
  await t.db.insert(heatingRecords).values({ ...process, startTemperature: 3, endTemperature: 70 });
  await t.db.insert(traceabilityRecords).values({
    ...who,
    productName: 'Saumon frais',
    lotNumber: 'LOT-4417',
    supplierName: 'Marée du Port',
    createdAt: new Date('2025-01-09T07:00:00Z'),
  });
  await t.db.insert(cleaningRecords).values({
    ...who,
    equipmentId: equipment!.id,
    cleanedAt: new Date('2025-01-10T21:00:00Z'),
    notes: 'Dégraissage complet',
  });
});
afterAll(() => t?.close());

async function exportPdf(query: Record<string, string | number>, token?: string) {
  let req = request(t.app)
    .get('/api/hygiene/export')
    .query(query)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  if (token) req = req.set('Authorization', `Bearer ${token}`);
  const res = await req;
  const body = res.body as Buffer;
  const json = res.headers['content-type']?.startsWith('application/json')
    ? (JSON.parse(body.toString()) as { error: string; fieldErrors?: Record<string, string> })
    : null;
  assertMatchesContract('get', '/api/hygiene/export', res.status, json);
  return { res, body, json };
}

describe('GET /api/hygiene/export', () => {
  it('generates the inspection report: a cover then one section per log, each on its own page', async () => {
    const { res, body } = await exportPdf(
      { restaurantId: bistrot, from: FROM, to: TO },
      await t.token(EMPLOYEE),
    );
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="rapport-hygiene-le-bistrot-du-port-2025-01-06-2025-01-12.pdf"; filename*=UTF-8\'\'Rapport%20hygi%C3%A8ne%20-%20Le%20Bistrot%20du%20Port%20-%20du%2006-01-2025%20au%2012-01-2025.pdf',
    );
    expect(body.subarray(0, 5).toString()).toBe('%PDF-');

    const { pages, text } = readPdf(body);
    expect(pages).toBeGreaterThanOrEqual(7);
    for (const title of [
      "Rapport d'inspection hygiène",
      'Le Bistrot du Port',
      'Période : du 06/01/2025 au 12/01/2025',
      'Relevés de température',
      'Refroidissements',
      'Remises en température',
      'Traçabilité',
      'Nettoyage',
      'Huile de friture',
    ]) {
      expect(text).toContain(title);
    }
    // Who generated it, the rows of the period (not the reading after it), their statuses.
    expect(text).toMatch(
      /Généré le \d\d\/\d\d\/\d{4} \d\d:\d\d par Emma Petit \(employe@demo\.fr\)/,
    );
    expect(text).toContain('2 enregistrements — Conforme : 1 · Critique : 1');
    expect(text).toContain('Huile de friture : 0 enregistrement');
    expect(text).toContain('06/01/2025 00:30');
    expect(text).not.toContain('13/01/2025');
    expect(text).toContain('Blanquette de veau');
    expect(text).toContain('LOT-4417');
    expect(text).toContain('Dégraissage complet');
    expect(text).toContain('Excellent');
    expect(text).toContain('Aucun enregistrement sur la période');
  });

  it('writes every section of an empty period with the empty message', async () => {
    const { res, body } = await exportPdf(
      { restaurantId: comptoir, from: '2024-02-01', to: '2024-02-03' },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    const { pages, text } = readPdf(body);
    expect(pages).toBe(7);
    expect(text.split('Aucun enregistrement sur la période')).toHaveLength(7);
  });

  it("404 for another chain's restaurant or one the manager does not see", async () => {
    const other = await exportPdf(
      { restaurantId: autrui, from: FROM, to: TO },
      await t.token(ADMIN),
    );
    expect(other.res.status).toBe(404);
    expect(other.json?.error).toBe('Restaurant introuvable');
    expect(
      (await exportPdf({ restaurantId: bistrot, from: FROM, to: TO }, await t.token(OTHER_ADMIN)))
        .res.status,
    ).toBe(404);
    // The demo manager is invited to the Bistrot and the Halles, not to the Comptoir.
    const token = await t.token(MANAGER);
    expect(
      (await exportPdf({ restaurantId: comptoir, from: FROM, to: TO }, token)).res.status,
    ).toBe(404);
    expect((await exportPdf({ restaurantId: bistrot, from: FROM, to: TO }, token)).res.status).toBe(
      200,
    );
  });

  it('400 for a bad period, 401 without a token', async () => {
    const token = await t.token(ADMIN);
    const reversed = await exportPdf({ restaurantId: bistrot, from: TO, to: FROM }, token);
    expect(reversed.res.status).toBe(400);
    expect(reversed.json?.fieldErrors).toHaveProperty('from');
    const tooLong = await exportPdf(
      { restaurantId: bistrot, from: '2023-01-01', to: '2025-01-01' },
      token,
    );
    expect(tooLong.res.status).toBe(400);
    expect(
      (await exportPdf({ restaurantId: bistrot, from: 'hier', to: TO }, token)).res.status,
    ).toBe(400);
    expect((await exportPdf({ from: FROM, to: TO }, token)).res.status).toBe(400);
    expect((await exportPdf({ restaurantId: bistrot, from: FROM, to: TO })).res.status).toBe(401);
  });
});

describe('corrections in the inspection report (issue 9 item 14)', () => {
  it('shows each entry’s notes and recorder, its corrections (original value, who, when, why) and voided rows apart', async () => {
    const admin = await t.token(ADMIN);
    const [equipment] = await t.db
      .select({ id: equipments.id })
      .from(equipments)
      .where(eq(equipments.name, 'Frigo de préparation'));
    const [admin_] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, ADMIN));
    // A week of its own (February 2025), away from the other tests' rows.
    const rows = await t.db
      .insert(temperatureReadings)
      .values(
        [45, 5, 3].map((temperature, i) => ({
          restaurantId: bistrot,
          equipmentId: equipment!.id,
          recordedById: admin_!.id,
          temperature,
          notes: i === 0 ? 'Sonde posée sur la porte' : null,
          recordedAt: new Date(`2025-02-0${4 + i}T09:00:00Z`),
        })),
      )
      .returning({ id: temperatureReadings.id });
    const fixed = await t.post(
      `/api/temperature-readings/${rows[0]!.id}/corrections`,
      { temperature: 4.5, reason: 'Virgule oubliée' },
      await t.token(MANAGER),
    );
    expect(fixed.status).toBe(200);
    const voided = await t.post(
      `/api/temperature-readings/${rows[1]!.id}/void`,
      { reason: 'Doublon du relevé de 10 h' },
      admin,
    );
    expect(voided.status).toBe(200);

    const { res, body } = await exportPdf(
      { restaurantId: bistrot, from: '2025-02-03', to: '2025-02-09' },
      admin,
    );
    expect(res.status).toBe(200);
    // Cells wrap at spaces: one line per piece of text, read back as one.
    const text = readPdf(body).text.replace(/\s+/g, ' ');
    for (const header of ['Notes', 'Corrections', 'Enregistré par']) expect(text).toContain(header);
    expect(text).toContain('Sonde posée sur la porte');
    expect(text).toContain('Alice Martin');
    expect(text).toMatch(/Corrigé le \d\d\/\d\d\/\d{4} \d\d:\d\d par Marc Dubois/);
    expect(text).toContain('Température : 45 °C -> 4,5 °C');
    expect(text).toContain('Motif : Virgule oubliée');
    expect(text).toMatch(/Annulé le \d\d\/\d\d\/\d{4} \d\d:\d\d par Alice Martin/);
    expect(text).toContain('Motif : Doublon du relevé de 10 h');
    // The voided reading counts nowhere: 2 readings (4,5 °C and 3 °C), both in range.
    expect(text).toContain('Relevés de température : 2 enregistrements (+ 1 annulé) — Conforme');
    expect(text).not.toContain('Critique');
  });
});

import { eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  absences,
  approvedShifts,
  employees,
  restaurants,
  scheduledShifts,
  userRestaurants,
  users,
} from '../src/db/schema.ts';
import { assertMatchesContract } from './contract.ts';
import { readPdf } from './pdf-text.ts';
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
/** A restaurant of its own (Paris), run by the demo MANAGER, with two employees. */
let paie: number, comptoir: number;
let dupont: number, martin: number;

const PERIOD = { dateFrom: '2026-03-27', dateTo: '2026-03-30' };

beforeAll(async () => {
  t = await setupApi();
  let bistrot: number;
  ({ bistrot, comptoir } = await t.demoRestaurants());
  const [model] = await t.db.select().from(restaurants).where(eq(restaurants.id, bistrot));
  const { id: _id, createdAt: _c, updatedAt: _u, ...fields } = model!;
  const [created] = await t.db
    .insert(restaurants)
    .values({ ...fields, name: 'Brasserie de la Paie', timeZone: 'Europe/Paris' })
    .returning({ id: restaurants.id });
  paie = created!.id;
  const [manager] = await t.db.select().from(users).where(eq(users.email, MANAGER));
  await t.db.insert(userRestaurants).values({ userId: manager!.id, restaurantId: paie });
  const staff = await t.db
    .insert(employees)
    .values([
      {
        restaurantId: paie,
        firstName: 'Marie',
        lastName: 'Dupont',
        pin: '4711',
        contractNbHours: 35,
      },
      { restaurantId: paie, firstName: 'Jean', lastName: 'Martin', pin: '4712' },
    ])
    .returning({ id: employees.id });
  [dupont, martin] = [staff[0]!.id, staff[1]!.id];
  const at = (employeeId: number, start: string, end: string, breakDuration: number) => ({
    restaurantId: paie,
    employeeId,
    datetimeStart: new Date(start),
    datetimeEnd: new Date(end),
    breakDuration,
    mealCount: 1,
  });
  // The week of the spring change (Sunday 29 March 2026 in Paris, 02:00 → 03:00).
  await t.db.insert(scheduledShifts).values([
    at(dupont, '2026-03-27T08:00:00Z', '2026-03-27T16:00:00Z', 60), // Fri 09:00-17:00
    at(dupont, '2026-03-28T21:00:00Z', '2026-03-29T02:00:00Z', 0), // Sat 22:00 - Sun 04:00: 5 h
  ]);
  await t.db.insert(approvedShifts).values([
    at(dupont, '2026-03-27T08:00:00Z', '2026-03-27T16:30:00Z', 45), // Fri 09:00-17:30
    at(dupont, '2026-03-28T21:00:00Z', '2026-03-29T02:00:00Z', 30), // across midnight and DST
    at(dupont, '2026-03-29T09:00:00Z', '2026-03-29T13:00:00Z', 0), // Sun 11:00-15:00
    at(dupont, '2026-03-29T16:00:00Z', '2026-03-29T20:20:00Z', 0), // Sun 18:00-22:20
    at(dupont, '2026-03-30T22:30:00Z', '2026-03-31T02:00:00Z', 0), // Tue 00:30 Paris: after
    { ...at(dupont, '2026-03-28T08:00:00Z', '2026-03-28T12:00:00Z', 0), restaurantId: bistrot },
  ]);
  await t.db.insert(absences).values([
    { restaurantId: paie, employeeId: dupont, date: '2026-03-30', type: 'PAID_LEAVE' },
    { restaurantId: paie, employeeId: martin, date: '2026-03-31', type: 'SICK' },
  ]);
});
afterAll(() => t?.close());

async function exportFile(query: Record<string, string | number>, email?: string) {
  let req = request(t.app)
    .get('/api/payroll/export')
    .query(query)
    .buffer(true)
    .parse((res, done) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () => done(null, Buffer.concat(chunks)));
    });
  if (email) req = req.set('Authorization', `Bearer ${await t.token(email)}`);
  const res = await req;
  const body = res.body as Buffer;
  const json = res.headers['content-type']?.startsWith('application/json')
    ? (JSON.parse(body.toString()) as { error: string; fieldErrors?: Record<string, string> })
    : null;
  assertMatchesContract('get', '/api/payroll/export', res.status, json);
  return { res, body, json };
}

const CSV = [
  '"Employé";"Date";"Jour";"Horaires validés";"Heures prévues";"Heures payées";"Pause validée";"Repas";"Absence";"Jours travaillés";"Heures contrat (semaine)"',
  '"Dupont Marie";"27/03/2026";"Ven";"09:00-17:30";"7,00";"7,75";"0,75";"1";"";"";""',
  '"Dupont Marie";"28/03/2026";"Sam";"22:00-04:00";"5,00";"4,50";"0,50";"1";"";"";""',
  '"Dupont Marie";"29/03/2026";"Dim";"11:00-15:00 / 18:00-22:20";"0,00";"8,33";"0,00";"2";"";"";""',
  '"Dupont Marie";"30/03/2026";"Lun";"";"0,00";"0,00";"0,00";"0";"Congé payé";"";""',
  '"Dupont Marie";"Total";"";"";"12,00";"20,58";"1,25";"4";"Congé payé : 1 j";"3";"35"',
  '"Martin Jean";"Total";"";"";"0,00";"0,00";"0,00";"0";"";"0";"35"',
];

describe('GET /api/payroll/export', () => {
  it.each([ADMIN, MANAGER])(
    'gives %s the CSV: BOM, ;, hours in hundredths, a line per day then the totals',
    async (email) => {
      const { res, body } = await exportFile(
        { restaurantId: paie, ...PERIOD, format: 'csv' },
        email,
      );
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe(
        'attachment; filename="paie-brasserie-de-la-paie-2026-03-27-2026-03-30.csv"',
      );
      expect(body.toString('utf8')).toBe(`\uFEFF${CSV.join('\r\n')}\r\n`);
    },
  );

  it('prints the PDF: a page per employee, his days, totals and the signature lines', async () => {
    const { res, body } = await exportFile({ restaurantId: paie, ...PERIOD, format: 'pdf' }, ADMIN);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toBe(
      'attachment; filename="paie-brasserie-de-la-paie-2026-03-27-2026-03-30.pdf"',
    );
    const { pages, text } = readPdf(body);
    expect(pages).toBe(2);
    const flat = text.replace(/\s+/g, ' ');
    for (const expected of [
      'Relevé des heures pour la paie',
      'Brasserie de la Paie',
      'Période : du 27/03/2026 au 30/03/2026',
      'Dupont Marie',
      'Contrat : 35 h par semaine',
      '11:00-15:00 / 18:00-22:20',
      '22:00-04:00',
      'Congé payé',
      'Heures payées : 20 h 35 (20,58)',
      'Heures prévues : 12 h (12,00)',
      'Jours travaillés : 3',
      'Absences : Congé payé : 1 j',
      'Martin Jean',
      'Aucune heure ni absence sur la période.',
      'Signature du responsable',
      "Signature de l'employé",
      'page 2 / 2',
    ]) {
      expect(flat).toContain(expected);
    }
    // The day after the period is not there (nor the other restaurant's 4 hours: 20 h 35 above).
    expect(flat).not.toContain('31/03/2026');
  });

  it('refuses an EMPLOYEE (403)', async () => {
    const { res, json } = await exportFile(
      { restaurantId: paie, ...PERIOD, format: 'csv' },
      EMPLOYEE,
    );
    expect(res.status).toBe(403);
    expect(json).toEqual(FORBIDDEN);
  });

  it('asks for a token (401)', async () => {
    const { res } = await exportFile({ restaurantId: paie, ...PERIOD, format: 'csv' });
    expect(res.status).toBe(401);
  });

  it.each([
    ['a MANAGER outside his restaurants', MANAGER, () => comptoir],
    ['another chain', OTHER_ADMIN, () => paie],
  ])('answers %s 404', async (_, email, restaurant) => {
    const { res, json } = await exportFile(
      { restaurantId: restaurant(), ...PERIOD, format: 'csv' },
      email,
    );
    expect(res.status).toBe(404);
    expect(json).toEqual({ error: 'Restaurant introuvable' });
  });

  it.each([
    [
      'reversed days',
      { dateFrom: '2026-03-30', dateTo: '2026-03-27' },
      { dateTo: 'La date de début doit précéder la date de fin' },
    ],
    [
      'more than 62 days',
      { dateFrom: '2026-01-01', dateTo: '2026-03-04' },
      { dateTo: 'La période demandée est trop longue (62 jours au plus)' },
    ],
    ['an unknown format', { format: 'xlsx' }, { format: 'Format invalide : csv ou pdf' }],
    ['no format', { format: undefined }, { format: 'Format invalide : csv ou pdf' }],
    ['a malformed day', { dateFrom: '27/03/2026' }, { dateFrom: 'Date invalide (AAAA-MM-JJ)' }],
    ['a malformed restaurant', { restaurantId: 'abc' }, { restaurantId: 'Restaurant invalide' }],
  ])('refuses %s (400 under its field)', async (_, fields, fieldErrors) => {
    const query = Object.fromEntries(
      Object.entries({ restaurantId: paie, ...PERIOD, format: 'csv', ...fields }).filter(
        ([, v]) => v !== undefined,
      ),
    ) as Record<string, string | number>;
    const { res, json } = await exportFile(query, ADMIN);
    expect(res.status).toBe(400);
    expect(json!.fieldErrors).toEqual(fieldErrors);
  });

  it('accepts 62 days', async () => {
    const { res } = await exportFile(
      { restaurantId: paie, dateFrom: '2026-03-01', dateTo: '2026-05-01', format: 'csv' },
      ADMIN,
    );
    expect(res.status).toBe(200);
  });
});

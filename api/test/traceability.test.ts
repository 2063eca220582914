import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { employees, traceabilityRecords } from '../src/db/schema.ts';
import { INPUT_MESSAGES } from '../src/contract/primitives.ts';
import { ADMIN, EMPLOYEE, MANAGER, OTHER_ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let bistrot: number, comptoir: number, autrui: number;
let lucas: number, jean: number;
let myPhoto: number, theirPhoto: number;
beforeAll(async () => {
  t = await setupApi();
  bistrot = await t.restaurantId('Le Bistrot du Port');
  comptoir = await t.restaurantId('Le Comptoir Lyonnais');
  autrui = await t.restaurantId('Chez Autrui');
  const staff = await t.db.select().from(employees);
  lucas = staff.find((e) => e.firstName === 'Lucas' && e.restaurantId === bistrot)?.id ?? 0;
  if (!lucas) lucas = staff.find((e) => e.restaurantId === bistrot)!.id;
  jean = await t.employeeOf(autrui);
  myPhoto = await t.insertPhoto('Enseigne Démo', ADMIN);
  theirPhoto = await t.insertPhoto('Autre Enseigne');
});
afterAll(() => t?.close());

type Record_ = {
  id: number;
  restaurantId: number;
  productName: string;
  lotNumber: string;
  supplierName: string | null;
  notes: string | null;
  employee: { id: number; firstName: string } | null;
  recordedBy: { id: number; firstName: string; lastName: string } | null;
  photo: { id: number; url: string } | null;
  createdAt: string;
};
type Page = { data: Record_[]; total: number; limit: number; offset: number };
const total = async () => (await t.db.select({ n: count() }).from(traceabilityRecords))[0]!.n;

async function record(fields: Record<string, unknown>, email = ADMIN): Promise<Record_> {
  const res = await t.post(
    '/api/traceability',
    { restaurantId: bistrot, productName: 'Saumon', lotNumber: 'L-1', ...fields },
    await t.token(email),
  );
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.record as Record_;
}

const page = async (query: string, email = ADMIN, restaurant = bistrot) => {
  const res = await t.get(`/api/traceability/${restaurant}${query}`, await t.token(email));
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body as Page;
};

describe('POST /api/traceability', () => {
  it('lets every role record a product with its lot, the employee, the label photo', async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const r = await record(
        {
          productName: '  Filet de bar ',
          lotNumber: 'LOT-42',
          supplierName: 'Marée Fraîche',
          employeeId: lucas,
          photoId: myPhoto,
          notes: 'Étiquette abîmée',
        },
        email,
      );
      expect(r).toMatchObject({
        restaurantId: bistrot,
        productName: 'Filet de bar',
        lotNumber: 'LOT-42',
        supplierName: 'Marée Fraîche',
        notes: 'Étiquette abîmée',
        employee: { id: lucas },
        photo: { id: myPhoto },
      });
      expect(r.photo!.url).toMatch(new RegExp(`^/api/photos/${myPhoto}/file\\?`));
      expect(r.recordedBy).not.toBeNull();
    }
  });

  it('stores empty optional texts as null and writes down who recorded it', async () => {
    const r = await record({ supplierName: '  ', notes: '' }, EMPLOYEE);
    expect(r).toMatchObject({ supplierName: null, notes: null, employee: null, photo: null });
    expect(r.recordedBy).toMatchObject({ firstName: 'Emma', lastName: 'Petit' });
  });

  it('refuses bad input with a French message and writes nothing', async () => {
    const token = await t.token(ADMIN);
    const before = await total();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ productName: ' ' }, 'productName', 'Le nom du produit est requis'],
      [{ productName: undefined }, 'productName', 'Le nom du produit est requis'],
      [{ lotNumber: '' }, 'lotNumber', 'Le numéro de lot est requis'],
      [{ productName: 'x'.repeat(201) }, 'productName', '200 caractères au plus'],
      [{ employeeId: jean }, 'employeeId', 'Employé introuvable'],
      [{ photoId: theirPhoto }, 'photoId', 'Photo introuvable'],
      [{ photoId: 999999 }, 'photoId', 'Photo introuvable'],
      [{ extra: 1 }, 'extra', ''],
    ];
    for (const [fields, field, message] of cases) {
      const res = await t.post(
        '/api/traceability',
        { restaurantId: bistrot, productName: 'Saumon', lotNumber: 'L-1', ...fields },
        token,
      );
      expect(res.status, field).toBe(400);
      expect(res.body.error).toMatch(/^Données invalides : /);
      expect(res.body.fieldErrors[field]).toContain(message);
    }
    expect(await total()).toBe(before);
  });

  it("answers 400 under restaurantId for another chain's restaurant or a manager's other", async () => {
    const before = await total();
    for (const [email, restaurantId] of [
      [ADMIN, autrui],
      [MANAGER, comptoir],
      [OTHER_ADMIN, bistrot],
    ] as const) {
      const res = await t.post(
        '/api/traceability',
        { restaurantId, productName: 'Saumon', lotNumber: 'L-1' },
        await t.token(email),
      );
      expect(res.status).toBe(400);
      expect(res.body.fieldErrors).toEqual({ restaurantId: 'Restaurant introuvable' });
    }
    expect(await total()).toBe(before);
  });

  it('needs a signed-in user', async () => {
    const res = await t.post('/api/traceability', { restaurantId: bistrot });
    expect(res.status).toBe(401);
  });
});

describe('GET /api/traceability/{restaurantId}', () => {
  it('pages newest first with the total, 20 by default', async () => {
    const first = await page('');
    expect(first.limit).toBe(20);
    expect(first.offset).toBe(0);
    expect(first.data.length).toBeLessThanOrEqual(20);
    const dates = first.data.map((r) => r.createdAt);
    expect([...dates].sort().reverse()).toEqual(dates);
    expect(first.total).toBe(
      (
        await t.db
          .select({ n: count() })
          .from(traceabilityRecords)
          .where(eq(traceabilityRecords.restaurantId, bistrot))
      )[0]!.n,
    );
    const second = await page('?limit=5&offset=5');
    const all = await page('?limit=10');
    expect(second.data.map((r) => r.id)).toEqual(all.data.slice(5, 10).map((r) => r.id));
    expect(second.total).toBe(first.total);
  });

  it('filters by product and lot (contains, any case), employee and day', async () => {
    const tag = `Q${Date.now()}`;
    const a = await record({ productName: `Crème ${tag} fraîche`, lotNumber: `AB-${tag}-1` });
    const b = await record({
      productName: `crème ${tag.toLowerCase()}`,
      lotNumber: `CD-${tag}`,
      employeeId: lucas,
    });
    const ids = (p: Page) => p.data.map((r) => r.id);
    expect(ids(await page(`?productName=${tag.toLowerCase()}`))).toEqual([b.id, a.id]);
    expect(ids(await page(`?lotNumber=ab-${tag.toLowerCase()}`))).toEqual([a.id]);
    expect(ids(await page(`?productName=${tag}&employeeId=${lucas}`))).toEqual([b.id]);
    // % and _ are searched for as typed.
    expect((await page(`?productName=${tag}%25`)).total).toBe(0);
    expect((await page(`?productName=${tag}&employeeId=${jean}`)).total).toBe(0);
  });

  it('reads some records by ids (a batch read), refusing a malformed list', async () => {
    const tag = `I${Date.now()}`;
    const a = await record({ productName: `Beurre ${tag}`, lotNumber: `L-${tag}-1` });
    await record({ productName: `Beurre ${tag}`, lotNumber: `L-${tag}-2` });
    const c = await record({ productName: `Beurre ${tag}`, lotNumber: `L-${tag}-3` });
    const read = await page(`?ids=${c.id},${a.id}`);
    expect(read.data.map((r) => r.id)).toEqual([c.id, a.id]);
    expect(read.total).toBe(2);
    const bad = await t.get(`/api/traceability/${bistrot}?ids=1,x`, await t.token(ADMIN));
    expect(bad.status).toBe(400);
    expect(bad.body.fieldErrors.ids).toBe(INPUT_MESSAGES.idListInvalid);
  });

  it("filters by calendar day in the restaurant's time zone", async () => {
    const tag = `D${Date.now()}`;
    const base = { restaurantId: bistrot, lotNumber: 'L', recordedById: null };
    // 23:30 UTC on 14 January is 00:30 on the 15th in Paris.
    const [late] = await t.db
      .insert(traceabilityRecords)
      .values([
        { ...base, productName: `${tag} a`, createdAt: new Date('2025-01-14T23:30:00Z') },
        { ...base, productName: `${tag} b`, createdAt: new Date('2025-01-14T22:30:00Z') },
      ])
      .returning();
    const p15 = await page(`?date=2025-01-15&productName=${tag}`);
    expect(p15.data.map((r) => r.id)).toEqual([late!.id]);
    const p14 = await page(`?date=2025-01-14&productName=${tag}`);
    expect(p14.data.map((r) => r.productName)).toEqual([`${tag} b`]);
    // A period of whole days, in the same zone: the 15th to the 16th holds only the late one.
    const period = await page(`?from=2025-01-15&to=2025-01-16&productName=${tag}`);
    expect(period.data.map((r) => r.id)).toEqual([late!.id]);
    const both = await page(`?from=2025-01-14&to=2025-01-15&productName=${tag}`);
    expect(both.total).toBe(2);
  });

  it('sorts by a column in either order, the date and the id breaking ties (issue 10 item 3)', async () => {
    const tag = `S${Date.now()}`;
    const made = [];
    for (const [productName, lotNumber, supplierName] of [
      [`Éclair ${tag}`, 'B-2', 'Zeste'],
      [`abricot ${tag}`, 'A-9', null],
      [`Fromage ${tag}`, 'C-1', 'Alpes'],
    ] as const) {
      made.push(await record({ productName, lotNumber, supplierName }));
    }
    const names = async (query: string) =>
      (await page(`?productName=${tag}${query}`)).data.map((r) => r.productName.split(' ')[0]);
    // Accents and case aside, as a French reader sorts: abricot, Éclair, Fromage.
    expect(await names('&sort=productName')).toEqual(['abricot', 'Éclair', 'Fromage']);
    expect(await names('&sort=productName&order=desc')).toEqual(['Fromage', 'Éclair', 'abricot']);
    expect(await names('&sort=lotNumber')).toEqual(['abricot', 'Éclair', 'Fromage']);
    expect(await names('&sort=supplierName')).toEqual(['Fromage', 'Éclair', 'abricot']);
    expect(await names('&sort=createdAt&order=asc')).toEqual(['Éclair', 'abricot', 'Fromage']);
    // The default stays the newest first.
    expect(await names('')).toEqual(['Fromage', 'abricot', 'Éclair']);
    // Pages of a sorted list follow each other without repeating a record.
    const first = await page(`?productName=${tag}&sort=productName&limit=2`);
    const second = await page(`?productName=${tag}&sort=productName&limit=2&offset=2`);
    expect([...first.data, ...second.data].map((r) => r.id).sort()).toEqual(
      made.map((r) => r.id).sort(),
    );
    expect(second.total).toBe(3);
  });

  it('refuses bad filters and pages', async () => {
    const token = await t.token(ADMIN);
    for (const [query, field] of [
      ['?limit=0', 'limit'],
      ['?limit=101', 'limit'],
      ['?limit=abc', 'limit'],
      ['?offset=-1', 'offset'],
      ['?date=2025-02-30', 'date'],
      ['?date=15/01/2025', 'date'],
      ['?employeeId=abc', 'employeeId'],
      ['?from=2025-01-15', 'to'],
      ['?to=2025-01-15', 'from'],
      ['?sort=notes', 'sort'],
      ['?sort=createdAt&order=up', 'order'],
      ['?from=2025-01-16&to=2025-01-15', 'from'],
      ['?from=2024-01-01&to=2025-06-01', 'to'],
    ]) {
      const res = await t.get(`/api/traceability/${bistrot}${query}`, token);
      expect(res.status, query).toBe(400);
      expect(res.body.fieldErrors[field!], query).toBeTruthy();
    }
    expect((await page('?limit=100')).limit).toBe(100);
    const sortError = await t.get(`/api/traceability/${bistrot}?sort=notes`, token);
    expect(sortError.body.fieldErrors.sort).toBe(
      'Tri inconnu : createdAt, productName, lotNumber, supplierName seulement',
    );
  });

  it('is read by every role in the restaurants he sees, 404 elsewhere', async () => {
    await page('', EMPLOYEE);
    await page('', MANAGER);
    for (const [email, id] of [
      [MANAGER, comptoir],
      [ADMIN, autrui],
      [OTHER_ADMIN, bistrot],
    ] as const) {
      const res = await t.get(`/api/traceability/${id}`, await t.token(email));
      expect(res.status).toBe(404);
    }
    expect((await t.get('/api/traceability/abc', await t.token(ADMIN))).status).toBe(404);
  });
});

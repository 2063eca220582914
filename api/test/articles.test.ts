import { conversionRequiredMessage } from '@bo/domain';
import { count, eq, inArray } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articlePriceChanges,
  articleRestaurants,
  articles,
  articleTags,
  conversionRules,
  packagings,
  products,
  restaurants,
  suppliers,
  tags,
} from '../src/db/schema.ts';
import { assertMatchesContract } from './contract.ts';
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
let demo: number, other: number;
let bistrot: number, halles: number, comptoir: number, autrui: number, lab: number;
/** Products of the demo chain: counted in grams, in pieces (1 piece = 50 g), and another chain's. */
let tomate: number, persil: number, foreignProduct: number;
let primeur: number, foreignSupplier: number;
let tag: number, foreignTag: number;

beforeAll(async () => {
  t = await setupApi();
  ({ bistrot, halles, comptoir, autrui } = await t.demoRestaurants());
  lab = await t.restaurantId('Laboratoire Central');
  demo = await t.enseigneId('Enseigne Démo');
  other = await t.enseigneId('Autre Enseigne');
  const product = async (enseigneId: number, name: string, baseUnit: 'G' | 'PIECE') =>
    (
      await t.db
        .insert(products)
        .values({ enseigneId, name, baseUnit, category: 'VEGETABLE' })
        .returning()
    )[0]!.id;
  tomate = await product(demo, 'Tomate (essai articles)', 'G');
  persil = await product(demo, 'Persil (essai articles)', 'PIECE');
  foreignProduct = await product(other, 'Tomate d’ailleurs', 'G');
  await t.db.insert(conversionRules).values({
    productId: persil,
    sourceQuantity: 50,
    sourceUnit: 'G',
    targetQuantity: 1,
    targetUnit: 'PIECE',
  });
  const supplier = async (enseigneId: number, name: string) =>
    (
      await t.db
        .insert(suppliers)
        .values({
          enseigneId,
          name,
          email: 'contact@primeur.fr',
          deliveryDelayDays: 2,
          mondayDelivery: true,
          thursdayDelivery: true,
        })
        .returning()
    )[0]!.id;
  primeur = await supplier(demo, 'Primeurs du Port (essai)');
  foreignSupplier = await supplier(other, 'Grossiste d’ailleurs');
  const tagOf = async (enseigneId: number, name: string) =>
    (await t.db.insert(tags).values({ enseigneId, name }).returning())[0]!.id;
  tag = await tagOf(demo, 'Bio (essai articles)');
  foreignTag = await tagOf(other, 'Bio d’ailleurs');
});
afterAll(() => t?.close());

type PriceChange = {
  articleId: number;
  price: number;
  previousPrice: number | null;
  change: number | null;
  changedAt: string;
  changedBy: { id: number; firstName: string; lastName: string } | null;
};
type Article = {
  id: number;
  name: string;
  price: number;
  vat: string;
  vatRate: number;
  temperatureCategory: string;
  productId: number;
  supplierId: number | null;
  labId: number | null;
  product: { id: number; name: string; photoURL: string | null; baseUnit: string };
  supplier: { id: number; name: string; isLab: boolean; deliveryDays: string[] } | null;
  lab: { id: number; name: string; isLab: boolean } | null;
  packagings: {
    id: number;
    type: string;
    name: string | null;
    sourceQuantity: number;
    sourceUnit: string;
  }[];
  restaurants: { restaurantId: number; name: string }[];
  articleTags: { tagId: number; tag: { id: number; name: string } }[];
  lastPriceChange: PriceChange | null;
};

const valid = (fields: Record<string, unknown> = {}) => ({
  name: 'Tomates grappe',
  price: 12.5,
  vat: 'VAT_5_5',
  productId: tomate,
  supplierId: primeur,
  packagings: [{ type: 'SUPPLIER', sourceQuantity: 5, sourceUnit: 'KG', name: 'Cagette 5 kg' }],
  ...fields,
});

async function create(fields: Record<string, unknown> = {}): Promise<Article> {
  const res = await t.post('/api/articles', valid(fields), await t.token(ADMIN));
  expect(res.status, JSON.stringify(res.body)).toBe(201);
  return res.body.article as Article;
}

/** Everything an article write touches, to prove a refusal wrote nothing. */
async function snapshot() {
  const n = async (table: Parameters<ReturnType<TestContext['db']['select']>['from']>[0]) =>
    (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    articles: await t.db.select().from(articles).orderBy(articles.id),
    packagings: await t.db.select().from(packagings).orderBy(packagings.id),
    prices: await n(articlePriceChanges),
    restaurants: await n(articleRestaurants),
    tags: await n(articleTags),
  };
}

async function patch(url: string, body: unknown, token: string) {
  const res = await request(t.app)
    .patch(url)
    .set('Authorization', `Bearer ${token}`)
    .send(body as object);
  assertMatchesContract('patch', url, res.status, res.body);
  return res;
}

const history = async (id: number) =>
  (await t.get(`/api/articles/${id}/price-history`, await t.token(ADMIN))).body
    .priceHistory as PriceChange[];

describe('POST /api/articles', () => {
  it('creates an article with its packaging, every restaurant of the chain and its first price', async () => {
    const article = await create({ tagIds: [tag] });
    expect(article).toMatchObject({
      name: 'Tomates grappe',
      price: 12.5,
      vat: 'VAT_5_5',
      vatRate: 5.5,
      temperatureCategory: 'DRY',
      productId: tomate,
      supplierId: primeur,
      labId: null,
      product: { id: tomate, name: 'Tomate (essai articles)', photoURL: null, baseUnit: 'G' },
      supplier: {
        id: primeur,
        name: 'Primeurs du Port (essai)',
        isLab: false,
        deliveryDays: ['MONDAY', 'THURSDAY'],
      },
      lab: null,
      articleTags: [{ tagId: tag, tag: { id: tag, name: 'Bio (essai articles)' } }],
    });
    expect(article.packagings).toEqual([
      {
        id: expect.any(Number),
        type: 'SUPPLIER',
        name: 'Cagette 5 kg',
        sourceQuantity: 5,
        sourceUnit: 'KG',
      },
    ]);
    const chain = await t.db.select().from(restaurants).where(eq(restaurants.enseigneId, demo));
    expect(article.restaurants.map((r) => r.restaurantId).sort()).toEqual(
      chain.map((r) => r.id).sort(),
    );
    expect(article.lastPriceChange).toMatchObject({
      price: 12.5,
      previousPrice: null,
      change: null,
      changedBy: { firstName: 'Alice', lastName: 'Martin' },
    });
    expect(await history(article.id)).toHaveLength(1);
  });

  it('sells from a laboratory of the chain, for the restaurants chosen', async () => {
    const article = await create({
      supplierId: undefined,
      labId: lab,
      temperatureCategory: 'FRESH',
      restaurantIds: [bistrot],
    });
    expect(article).toMatchObject({
      supplierId: null,
      labId: lab,
      supplier: null,
      lab: { id: lab, name: 'Laboratoire Central', isLab: true },
      temperatureCategory: 'FRESH',
      restaurants: [{ restaurantId: bistrot, name: 'Le Bistrot du Port' }],
    });
  });

  it('accepts a unit of another family when a conversion of the product covers it', async () => {
    const article = await create({
      productId: persil,
      packagings: [{ sourceQuantity: 1, sourceUnit: 'KG' }],
    });
    expect(article.packagings[0]).toMatchObject({ sourceUnit: 'KG', name: null });
  });

  it('does not count a conversion switched off', async () => {
    const [ciboulette] = await t.db
      .insert(products)
      .values({
        enseigneId: demo,
        name: 'Ciboulette (essai)',
        baseUnit: 'PIECE',
        category: 'VEGETABLE',
      })
      .returning();
    await t.db.insert(conversionRules).values({
      productId: ciboulette!.id,
      sourceQuantity: 20,
      sourceUnit: 'G',
      targetQuantity: 1,
      targetUnit: 'PIECE',
      isActive: false,
    });
    const res = await t.post(
      '/api/articles',
      valid({ productId: ciboulette!.id, packagings: [{ sourceQuantity: 1, sourceUnit: 'KG' }] }),
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      'packagings.0.sourceUnit': conversionRequiredMessage('KG', 'PIECE'),
    });
  });

  it.each([
    ['MANAGER', MANAGER],
    ['EMPLOYEE', EMPLOYEE],
  ])('is refused to a %s, writing nothing', async (_, email) => {
    const before = await snapshot();
    const res = await t.post('/api/articles', valid(), await t.token(email));
    expect(res.status).toBe(403);
    expect(res.body).toEqual(FORBIDDEN);
    expect(await snapshot()).toEqual(before);
  });

  it('requires a token', async () => {
    expect((await t.post('/api/articles', valid())).status).toBe(401);
  });

  it.each([
    ['no name', { name: '  ' }, 'name', 'Le nom est requis'],
    ['no price', { price: undefined }, 'price', 'Le prix est requis'],
    ['a negative price', { price: -1 }, 'price', 'Le prix doit être un nombre positif ou nul'],
    ['a price with 3 decimals', { price: 1.234 }, 'price', 'Le prix a deux décimales au plus'],
    ['an unknown VAT', { vat: 'VAT_7' }, 'vat', 'TVA invalide'],
    ['no VAT', { vat: undefined }, 'vat', 'La TVA est requise'],
    ['an unknown temperature', { temperatureCategory: 'WARM' }, 'temperatureCategory', undefined],
    ['no product', { productId: undefined }, 'productId', 'Le produit est requis'],
    ['no seller', { supplierId: undefined }, 'supplierId', 'Le fournisseur est requis'],
    [
      'a supplier and a laboratory',
      { labId: 1 },
      'labId',
      'Indiquer un fournisseur ou un laboratoire, pas les deux',
    ],
    ['no packaging', { packagings: [] }, 'packagings', undefined],
    [
      'a quantity below 0.1',
      { packagings: [{ sourceQuantity: 0.05, sourceUnit: 'KG' }] },
      'packagings.0.sourceQuantity',
      'La quantité doit être au moins 0,1',
    ],
    [
      'a packaging without unit',
      { packagings: [{ sourceQuantity: 1 }] },
      'packagings.0.sourceUnit',
      "L'unité est requise",
    ],
    [
      'a STORAGE packaging',
      { packagings: [{ type: 'STORAGE', sourceQuantity: 1, sourceUnit: 'KG' }] },
      'packagings.0.type',
      undefined,
    ],
  ])(
    'refuses %s with a French 400 under its field, writing nothing',
    async (_, fields, field, message) => {
      const before = await snapshot();
      const res = await t.post('/api/articles', valid(fields), await t.token(ADMIN));
      expect(res.status).toBe(400);
      expect(res.body.error).toMatch(/^Données invalides : /);
      expect(res.body.fieldErrors).toHaveProperty([field]);
      if (message) expect(res.body.fieldErrors[field]).toBe(message);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses a packaging unit the product cannot count, with the dialog’s message under the unit', async () => {
    const before = await snapshot();
    const res = await t.post(
      '/api/articles',
      valid({ packagings: [{ sourceQuantity: 6, sourceUnit: 'L' }] }),
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({
      'packagings.0.sourceUnit': conversionRequiredMessage('L', 'G'),
    });
    expect(res.body.fieldErrors['packagings.0.sourceUnit']).toMatch(/^Conversion requise/);
    expect(await snapshot()).toEqual(before);
  });

  it.each([
    ['a product', () => ({ productId: foreignProduct }), 'productId'],
    ['a supplier', () => ({ supplierId: foreignSupplier }), 'supplierId'],
    ['a laboratory', () => ({ supplierId: undefined, labId: autrui }), 'labId'],
    ['a restaurant', () => ({ restaurantIds: [bistrot, autrui] }), 'restaurantIds'],
    ['a tag', () => ({ tagIds: [foreignTag] }), 'tagIds'],
  ])(
    "refuses another chain's %s with a 400 under its field, writing nothing",
    async (_, fields, field) => {
      const before = await snapshot();
      const res = await t.post('/api/articles', valid(fields()), await t.token(ADMIN));
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toEqual([field]);
      expect(await snapshot()).toEqual(before);
    },
  );

  it('refuses a restaurant that is not a laboratory as labId', async () => {
    const res = await t.post(
      '/api/articles',
      valid({ supplierId: undefined, labId: halles }),
      await t.token(ADMIN),
    );
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toEqual({ labId: 'Laboratoire introuvable' });
  });
});

describe('GET /api/articles', () => {
  it('lists the chain’s articles to every role, by name, filterable by supplier or laboratory', async () => {
    const fromSupplier = await create({ name: 'Aubergines' });
    const fromLab = await create({ name: 'Sauce tomate', supplierId: undefined, labId: lab });
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get('/api/articles', await t.token(email));
      expect(res.status).toBe(200);
      const ids = (res.body.articles as Article[]).map((a) => a.id);
      expect(ids).toEqual(expect.arrayContaining([fromSupplier.id, fromLab.id]));
      const names = (res.body.articles as Article[]).map((a) => a.name);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b, 'fr')));
    }
    const bySupplier = await t.get(`/api/articles?supplierId=${primeur}`, await t.token(ADMIN));
    expect((bySupplier.body.articles as Article[]).every((a) => a.supplierId === primeur)).toBe(
      true,
    );
    expect((bySupplier.body.articles as Article[]).map((a) => a.id)).toContain(fromSupplier.id);
    const byLab = await t.get(`/api/articles?labId=${lab}`, await t.token(ADMIN));
    expect((byLab.body.articles as Article[]).map((a) => a.labId)).toEqual(
      (byLab.body.articles as Article[]).map(() => lab),
    );
    expect((byLab.body.articles as Article[]).map((a) => a.id)).toContain(fromLab.id);
  });

  it('shows a MANAGER only the restaurants of his invitation among those allowed', async () => {
    const article = await create({ name: 'Courgettes', restaurantIds: [bistrot, comptoir] });
    const res = await t.get(`/api/articles/${article.id}`, await t.token(MANAGER));
    expect(res.body.article.restaurants).toEqual([
      { restaurantId: bistrot, name: 'Le Bistrot du Port' },
    ]);
  });

  it('never lists another chain’s articles', async () => {
    const res = await t.get('/api/articles', await t.token(OTHER_ADMIN));
    expect(res.status).toBe(200);
    expect((res.body.articles as Article[]).some((a) => a.productId === tomate)).toBe(false);
    const filtered = await t.get(`/api/articles?supplierId=${primeur}`, await t.token(OTHER_ADMIN));
    expect(filtered.body).toEqual({ articles: [], total: 0, limit: null, offset: 0 });
  });

  it.each(['abc', '1,,2', '0'])('refuses ?supplierId=%s', async (value) => {
    const res = await t.get(`/api/articles?supplierId=${value}`, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.fieldErrors).toHaveProperty('supplierId');
  });

  it('requires a token', async () => {
    expect((await t.get('/api/articles')).status).toBe(401);
  });
});

describe('GET /api/articles/:id and /api/articles/product/:id', () => {
  it('reads one article, and a product’s articles, for every role', async () => {
    const article = await create({
      name: 'Persil plat',
      productId: persil,
      packagings: [{ sourceQuantity: 1, sourceUnit: 'PIECE' }],
    });
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const one = await t.get(`/api/articles/${article.id}`, await t.token(email));
      expect(one.status).toBe(200);
      expect(one.body.article).toMatchObject({ id: article.id, name: 'Persil plat' });
      const ofProduct = await t.get(`/api/articles/product/${persil}`, await t.token(email));
      expect(ofProduct.status).toBe(200);
      const list = ofProduct.body.articles as Article[];
      expect(list.map((a) => a.id)).toContain(article.id);
      expect(list.every((a) => a.productId === persil)).toBe(true);
    }
  });

  it('answers 404 for another chain’s article or product, and unknown ids', async () => {
    const article = await create();
    for (const url of [
      `/api/articles/${article.id}`,
      `/api/articles/${article.id}/price-history`,
    ]) {
      const res = await t.get(url, await t.token(OTHER_ADMIN));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: 'Article non trouvé' });
    }
    expect((await t.get('/api/articles/999999', await t.token(ADMIN))).status).toBe(404);
    const product = await t.get(`/api/articles/product/${foreignProduct}`, await t.token(ADMIN));
    expect(product.status).toBe(404);
    expect(product.body).toEqual({ error: 'Produit non trouvé' });
    const back = await t.get(`/api/articles/product/${tomate}`, await t.token(OTHER_ADMIN));
    expect(back.status).toBe(404);
  });
});

describe('PUT and PATCH /api/articles/:id, and the price history', () => {
  it('keeps every price change with its date, author and the change from the price before, newest first', async () => {
    const article = await create({ price: 10 });
    const put = await t.put(`/api/articles/${article.id}`, { price: 11.2 }, await t.token(ADMIN));
    expect(put.status).toBe(200);
    expect(put.body.article.price).toBe(11.2);
    expect(put.body.article.lastPriceChange).toMatchObject({
      price: 11.2,
      previousPrice: 10,
      change: 1.2,
      changedBy: { firstName: 'Alice', lastName: 'Martin' },
    });
    const patched = await patch(
      `/api/articles/${article.id}`,
      { price: 10.9, name: 'Tomates cerises' },
      await t.token(ADMIN),
    );
    expect(patched.status).toBe(200);
    expect(patched.body.article).toMatchObject({ name: 'Tomates cerises', price: 10.9 });
    // The same price again, or another field alone, is no change of price.
    await t.put(
      `/api/articles/${article.id}`,
      { price: 10.9, vat: 'VAT_20' },
      await t.token(ADMIN),
    );
    const entries = await history(article.id);
    expect(entries.map((e) => [e.price, e.previousPrice, e.change])).toEqual([
      [10.9, 11.2, -0.3],
      [11.2, 10, 1.2],
      [10, null, null],
    ]);
    const times = entries.map((e) => Date.parse(e.changedAt));
    expect(times).toEqual([...times].sort((a, b) => b - a));
    for (const email of [MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/articles/${article.id}/price-history`, await t.token(email));
      expect(res.status).toBe(200);
      expect(res.body.priceHistory).toHaveLength(3);
    }
  });

  it('reads several articles’ price histories in one call, as each one’s route answers it', async () => {
    const [first, second] = [await create({ price: 10 }), await create({ price: 4 })];
    await t.put(`/api/articles/${first.id}`, { price: 12 }, await t.token(ADMIN));
    const batch = async (email: string, ids: number[]) => {
      const res = await t.get(
        `/api/articles/price-history?ids=${ids.join(',')}`,
        await t.token(email),
      );
      expect(res.status, res.text).toBe(200);
      return res.body.priceHistory as PriceChange[];
    };
    const read = await batch(ADMIN, [first.id, second.id, 999999]);
    expect(read.filter((e) => e.articleId === first.id)).toEqual(await history(first.id));
    expect(read.filter((e) => e.articleId === second.id)).toEqual(await history(second.id));
    expect(read).toHaveLength(3);
    for (const email of [MANAGER, EMPLOYEE]) {
      expect(await batch(email, [first.id, second.id])).toHaveLength(3);
    }
    // Another chain's articles have no history for the caller, as if unknown.
    expect(await batch(OTHER_ADMIN, [first.id, second.id])).toEqual([]);
  });

  it('refuses a bad or oversized list of articles with a French 400', async () => {
    const token = await t.token(ADMIN);
    for (const query of ['', '?ids=', '?ids=abc', '?ids=1;2', '?ids=99999999999']) {
      const res = await t.get(`/api/articles/price-history${query}`, token);
      expect(res.status, query).toBe(400);
      expect(res.body.fieldErrors).toEqual({
        ids: 'Liste d’identifiants invalide (entiers séparés par des virgules)',
      });
    }
    const many = Array.from({ length: 501 }, (_, i) => i + 1).join(',');
    const tooMany = await t.get(`/api/articles/price-history?ids=${many}`, token);
    expect(tooMany.status).toBe(400);
    expect(tooMany.body).toMatchObject({
      error: "Trop d'identifiants : 500 au plus",
      fieldErrors: { ids: '500 identifiants au plus' },
    });
    expect((await t.get('/api/articles/price-history?ids=1', undefined)).status).toBe(401);
  });

  it('edits the packaging from the product page’s flat fields, and switches to a laboratory', async () => {
    const article = await create({ supplierRef: 'TOM-5' });
    const packagingId = article.packagings[0]!.id;
    const res = await t.put(
      `/api/articles/${article.id}`,
      {
        packagingId,
        packagingName: 'Caisse 10 kg',
        packagingSourceQuantity: 10,
        packagingSourceUnit: 'KG',
        supplierId: null,
        labId: lab,
        restaurantIds: [halles],
        tagIds: [tag],
      },
      await t.token(ADMIN),
    );
    expect(res.status).toBe(200);
    expect(res.body.article).toMatchObject({
      supplierRef: 'TOM-5',
      supplierId: null,
      labId: lab,
      packagings: [{ id: packagingId, name: 'Caisse 10 kg', sourceQuantity: 10, sourceUnit: 'KG' }],
      restaurants: [{ restaurantId: halles, name: 'La Table des Halles' }],
      articleTags: [{ tagId: tag }],
    });
  });

  it('refuses a bad update with a French 400 under its field, writing nothing (price kept, history too)', async () => {
    const article = await create({ price: 7 });
    const cases: [Record<string, unknown>, string][] = [
      [{ price: 8, packagingSourceUnit: 'ML' }, 'packagingSourceUnit'],
      [
        { price: 8, packagings: [{ sourceQuantity: 1, sourceUnit: 'L' }] },
        'packagings.0.sourceUnit',
      ],
      [{ price: 8, productId: foreignProduct }, 'productId'],
      [{ price: 8, supplierId: foreignSupplier }, 'supplierId'],
      [{ price: 8, supplierId: null, labId: autrui }, 'labId'],
      [{ price: 8, restaurantIds: [autrui] }, 'restaurantIds'],
      [{ price: 8, tagIds: [foreignTag] }, 'tagIds'],
      [{ price: 8, supplierId: null }, 'supplierId'],
      [{ price: 8, packagingId: 999999, packagingSourceQuantity: 2 }, 'packagingId'],
      [{ price: -8 }, 'price'],
      [{ price: 8, unknown: 1 }, 'unknown'],
    ];
    for (const [body, field] of cases) {
      const before = await snapshot();
      const res = await t.put(`/api/articles/${article.id}`, body, await t.token(ADMIN));
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys(res.body.fieldErrors)).toContain(field);
      expect(await snapshot()).toEqual(before);
    }
    expect(await history(article.id)).toHaveLength(1);
    expect(
      (
        await patch(
          `/api/articles/${article.id}`,
          { price: 8, packagingSourceUnit: 'L' },
          await t.token(ADMIN),
        )
      ).body.fieldErrors,
    ).toEqual({ packagingSourceUnit: conversionRequiredMessage('L', 'G') });
  });

  it('checks the packagings against a new product: its base unit or its conversions', async () => {
    const article = await create({
      productId: persil,
      packagings: [{ sourceQuantity: 2, sourceUnit: 'KG' }],
    });
    // Tomate counts in grams: KG is of its family.
    const moved = await t.put(
      `/api/articles/${article.id}`,
      { productId: tomate },
      await t.token(ADMIN),
    );
    expect(moved.status).toBe(200);
    expect(moved.body.article.product).toMatchObject({ id: tomate, baseUnit: 'G' });
    const [litres] = await t.db
      .insert(products)
      .values({
        enseigneId: demo,
        name: 'Lait (essai articles)',
        baseUnit: 'ML',
        category: 'DAIRY',
      })
      .returning();
    const before = await snapshot();
    const refused = await t.put(
      `/api/articles/${article.id}`,
      { productId: litres!.id, price: 3 },
      await t.token(ADMIN),
    );
    expect(refused.status).toBe(400);
    expect(refused.body.fieldErrors).toEqual({ productId: conversionRequiredMessage('KG', 'ML') });
    expect(await snapshot()).toEqual(before);
  });

  it('is refused to a MANAGER or an EMPLOYEE (403) and answers 404 for another chain’s article', async () => {
    const article = await create();
    for (const email of [MANAGER, EMPLOYEE]) {
      const res = await t.put(`/api/articles/${article.id}`, { price: 1 }, await t.token(email));
      expect(res.status).toBe(403);
      const patched = await patch(
        `/api/articles/${article.id}`,
        { price: 1 },
        await t.token(email),
      );
      expect(patched.status).toBe(403);
    }
    const foreign = await t.put(
      `/api/articles/${article.id}`,
      { price: 1 },
      await t.token(OTHER_ADMIN),
    );
    expect(foreign.status).toBe(404);
    expect(foreign.body).toEqual({ error: 'Article non trouvé' });
    expect((await history(article.id)).map((e) => e.price)).toEqual([12.5]);
  });
});

describe('DELETE /api/articles/:id', () => {
  it('deletes an article with its packagings, links and history (ADMIN only)', async () => {
    const article = await create({ tagIds: [tag] });
    for (const email of [MANAGER, EMPLOYEE]) {
      expect((await t.del(`/api/articles/${article.id}`, await t.token(email))).status).toBe(403);
    }
    expect((await t.del(`/api/articles/${article.id}`, await t.token(OTHER_ADMIN))).status).toBe(
      404,
    );
    expect((await t.del(`/api/articles/${article.id}`, await t.token(ADMIN))).status).toBe(204);
    expect((await t.get(`/api/articles/${article.id}`, await t.token(ADMIN))).status).toBe(404);
    const left = await Promise.all([
      t.db.select().from(packagings).where(eq(packagings.articleId, article.id)),
      t.db.select().from(articlePriceChanges).where(eq(articlePriceChanges.articleId, article.id)),
      t.db
        .select()
        .from(articleTags)
        .where(inArray(articleTags.articleId, [article.id])),
    ]);
    expect(left.flat()).toEqual([]);
    expect((await t.del(`/api/articles/${article.id}`, await t.token(ADMIN))).status).toBe(404);
  });
});

describe('GET /api/articles: search, sort and pages (docs/how-to/lists.md)', () => {
  /** Articles of their own products, so the other tests' and a seeded catalogue stay out. */
  let ids: Record<string, number>;
  beforeAll(async () => {
    const product = async (name: string) =>
      (
        await t.db
          .insert(products)
          .values({ enseigneId: demo, name, baseUnit: 'G', category: 'VEGETABLE' })
          .returning()
      )[0]!.id;
    const courgette = await product('Courgette Zébrée (pages)');
    const celeri = await product('Céleri Zébré (pages)');
    ids = {
      b: (await create({ name: 'B botte', price: 3, productId: courgette })).id,
      a: (
        await create({
          name: 'À cagette',
          price: 9,
          productId: celeri,
          supplierId: undefined,
          labId: lab,
        })
      ).id,
      c: (await create({ name: 'c vrac', price: 1, productId: celeri })).id,
    };
  });
  const page = async (query: string, token?: string) => {
    const res = await t.get(`/api/articles?${query}`, token ?? (await t.token(ADMIN)));
    expect(res.status, res.text).toBe(200);
    return res.body as { articles: Article[]; total: number; limit: number | null; offset: number };
  };

  it('searches the article’s or its product’s name, accents and case aside, for every role', async () => {
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const token = await t.token(email);
      const byProduct = await page('search=zebre', token);
      expect(byProduct.articles.map((a) => a.id)).toEqual([ids.a, ids.b, ids.c]);
      expect(byProduct).toMatchObject({ total: 3, limit: null, offset: 0 });
    }
    const byName = await page(
      'search=CAGETTE%20&productIds=' + (await page('search=zebre')).articles[0]!.productId,
    );
    expect(byName.articles.map((a) => a.id)).toEqual([ids.a]);
    // A typed % is searched for, not a wildcard.
    expect((await page('search=zebr%25')).total).toBe(0);
    // Another chain sees none of them.
    expect((await page('search=zebre', await t.token(OTHER_ADMIN))).total).toBe(0);
  });

  it('sorts by name, price, product or seller, both ways, and pages with the total', async () => {
    const order = async (query: string) =>
      (await page(`search=zebre&${query}`)).articles.map((a) => a.id);
    expect(await order('sort=price')).toEqual([ids.c, ids.b, ids.a]);
    expect(await order('sort=price&order=desc')).toEqual([ids.a, ids.b, ids.c]);
    // Céleri before Courgette (accents aside), then by the article's name.
    expect(await order('sort=productName')).toEqual([ids.a, ids.c, ids.b]);
    // Laboratoire Central before Primeurs du Port.
    expect(await order('sort=supplierName')).toEqual([ids.a, ids.b, ids.c]);
    expect(await order('order=desc')).toEqual([ids.c, ids.b, ids.a]);
    const second = await page('search=zebre&limit=2&offset=2');
    expect(second).toMatchObject({ total: 3, limit: 2, offset: 2 });
    expect(second.articles.map((a) => a.id)).toEqual([ids.c]);
  });

  it('refuses a bad sort, order, limit or offset with a French 400 under the field', async () => {
    for (const [query, field] of [
      ['sort=vat', 'sort'],
      ['order=up', 'order'],
      ['limit=0', 'limit'],
      ['limit=101', 'limit'],
      ['offset=-1', 'offset'],
    ] as const) {
      const res = await t.get(`/api/articles?${query}`, await t.token(ADMIN));
      expect(res.status, query).toBe(400);
      expect(Object.keys((res.body as { fieldErrors: object }).fieldErrors)).toEqual([field]);
    }
  });
});

import { and, count, eq } from 'drizzle-orm';
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { demoPhoto } from '../src/db/png.ts';
import { CATALOGUE_MESSAGES as C, MISSING_RULE_MARK } from '@bo/domain';
import {
  articles,
  conversionRules,
  packagings,
  productRestaurants,
  products,
  productStorageSpaces,
  productTags,
  restaurants,
  surfaces,
  suppliers,
  tags,
  zones,
} from '../src/db/schema.ts';
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
let admin: string;
let ids: {
  bistrot: number;
  autrui: number;
  storage: number;
  notStorage: number;
  otherStorage: number;
  tag: number;
  otherTag: number;
};
beforeAll(async () => {
  t = await setupApi();
  admin = await t.token(ADMIN);
  const { bistrot, autrui } = await t.demoRestaurants();
  const surfacesOf = (restaurantId: number, storage: boolean) =>
    t.db
      .select({ id: surfaces.id })
      .from(surfaces)
      .innerJoin(zones, eq(zones.id, surfaces.zoneId))
      .where(and(eq(zones.restaurantId, restaurantId), eq(surfaces.isStorageArea, storage)));
  const tagOf = async (enseigne: string) =>
    (
      await t.db
        .select({ id: tags.id })
        .from(tags)
        .where(eq(tags.enseigneId, await t.enseigneId(enseigne)))
    )[0]!.id;
  ids = {
    bistrot,
    autrui,
    storage: (await surfacesOf(bistrot, true))[0]!.id,
    notStorage: (await surfacesOf(bistrot, false))[0]!.id,
    otherStorage: (await surfacesOf(autrui, true))[0]!.id,
    tag: await tagOf('Enseigne Démo'),
    otherTag: await tagOf('Autre Enseigne'),
  };
});
afterAll(() => t?.close());

interface Packaging {
  id: number;
  productId: number;
  type: string;
  name: string | null;
  sourceQuantity: number;
  sourceUnit: string;
}
interface Rule {
  id: number;
  sourceQuantity: number;
  sourceUnit: string;
  targetQuantity: number;
  targetUnit: string;
  factor: number;
  isActive: boolean;
}
interface Product {
  id: number;
  name: string;
  baseUnit: string;
  category: string;
  DLC_ENTAME: number | null;
  photoURL: string | null;
  productTags: { tagId: number }[];
  restaurants: { restaurantId: number }[];
  storageSpaces: { surfaceId: number }[];
  packagings: Packaging[];
  conversionRules: Rule[];
  usedInRecipes?: unknown[];
}

/** What the catalogue tables hold: a refused request leaves it the same. */
async function catalogue() {
  const n = async (
    table:
      | typeof products
      | typeof packagings
      | typeof conversionRules
      | typeof productTags
      | typeof productRestaurants
      | typeof productStorageSpaces,
  ) => (await t.db.select({ n: count() }).from(table))[0]!.n;
  return {
    products: await n(products),
    packagings: await n(packagings),
    rules: await n(conversionRules),
    tags: await n(productTags),
    restaurants: await n(productRestaurants),
    spaces: await n(productStorageSpaces),
    rows: JSON.stringify(await t.db.select().from(products).orderBy(products.id)),
  };
}

let n = 0;
const base = (extra: Record<string, unknown> = {}) => ({
  name: `Produit ${++n}`,
  category: 'VEGETABLE',
  baseUnit: 'G',
  DLC_ENTAME: 3,
  storagePackagingName: 'Cagette',
  storagePackagingQuantity: 5000,
  storagePackagingUnit: 'G',
  ...extra,
});

async function create(extra: Record<string, unknown> = {}): Promise<Product> {
  const res = await t.post('/api/products', base(extra), admin);
  expect(res.status, res.text).toBe(201);
  return (res.body as { product: Product }).product;
}

async function addRule(productId: number, body: Record<string, unknown>) {
  return t.post(`/api/products/${productId}/conversion-rules`, body, admin);
}

const PIECE_150_G = {
  sourceQuantity: 1,
  sourceUnit: 'PIECE',
  targetQuantity: 150,
  targetUnit: 'G',
};

describe('POST /api/products', () => {
  it('creates the product, its STORAGE packaging and its associations, for the ADMIN', async () => {
    const product = await create({
      restaurantIds: [ids.bistrot],
      tagIds: [ids.tag],
      storageSpaceIds: [ids.storage],
    });
    expect(product).toMatchObject({ baseUnit: 'G', category: 'VEGETABLE', DLC_ENTAME: 3 });
    expect(product.packagings).toEqual([
      expect.objectContaining({
        type: 'STORAGE',
        name: 'Cagette',
        sourceQuantity: 5000,
        sourceUnit: 'G',
      }),
    ]);
    expect(product.restaurants.map((r) => r.restaurantId)).toEqual([ids.bistrot]);
    expect(product.productTags.map((r) => r.tagId)).toEqual([ids.tag]);
    expect(product.storageSpaces.map((r) => r.surfaceId)).toEqual([ids.storage]);
  });

  it('accepts a storage unit of the base unit family (KG for G)', async () => {
    const product = await create({ storagePackagingUnit: 'KG', storagePackagingQuantity: 5 });
    expect(product.packagings[0]).toMatchObject({ sourceUnit: 'KG', sourceQuantity: 5 });
  });

  it.each([
    ['name', { name: '  ' }, C.nameRequired],
    ['category', { category: undefined }, C.categoryRequired],
    ['baseUnit', { baseUnit: 'KG' }, C.baseUnitInvalid],
    ['storagePackagingQuantity', { storagePackagingQuantity: 0.05 }, C.packagingQuantityMin],
    ['storagePackagingQuantity', { storagePackagingQuantity: 1.25 }, C.packagingQuantityStep],
    ['storagePackagingUnit', { storagePackagingUnit: undefined }, C.unitRequired],
    ['DLC_ENTAME', { DLC_ENTAME: 0 }, C.dlcEntameMin],
    ['photoURL', { photoURL: 'pas une url' }, C.photoUrlInvalid],
  ])('refuses a bad %s with its French message, writing nothing', async (field, extra, message) => {
    const before = await catalogue();
    const res = await t.post('/api/products', base(extra), admin);
    expect(res.status).toBe(400);
    expect((res.body as { fieldErrors: Record<string, string> }).fieldErrors[field]).toBe(message);
    expect(await catalogue()).toEqual(before);
  });

  it('refuses a STORAGE unit outside the base unit family (ML for G), writing nothing', async () => {
    const before = await catalogue();
    const res = await t.post('/api/products', base({ storagePackagingUnit: 'ML' }), admin);
    expect(res.status).toBe(400);
    expect(
      (res.body as { fieldErrors: Record<string, string> }).fieldErrors.storagePackagingUnit,
    ).toMatch(/compatible avec l'unité de base \(g\)/);
    expect(await catalogue()).toEqual(before);
  });

  it.each([
    ['restaurantIds', { restaurantIds: [999999] }],
    ['restaurantIds', 'autrui'],
    ['tagIds', 'otherTag'],
    ['storageSpaceIds', 'otherStorage'],
    ['storageSpaceIds', 'notStorage'],
  ] as const)(
    'refuses %s naming no row of the chain (%s), writing nothing',
    async (field, what) => {
      const before = await catalogue();
      const value = typeof what === 'string' ? { [field]: [ids[what]] } : what;
      const res = await t.post('/api/products', base(value), admin);
      expect(res.status).toBe(400);
      expect(Object.keys((res.body as { fieldErrors: object }).fieldErrors)).toEqual([field]);
      expect(await catalogue()).toEqual(before);
    },
  );

  it('is refused to a MANAGER and an EMPLOYEE (403) and without a token (401)', async () => {
    const before = await catalogue();
    for (const email of [MANAGER, EMPLOYEE]) {
      const res = await t.post('/api/products', base(), await t.token(email));
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
    expect((await t.post('/api/products', base())).status).toBe(401);
    expect(await catalogue()).toEqual(before);
  });
});

describe('the multipart create and update, with a photo', () => {
  const png = () => demoPhoto(120);
  const multipart = (method: 'post' | 'put' | 'patch', url: string, token: string) =>
    request(t.app)[method](url).set('Authorization', `Bearer ${token}`);

  it('creates a product with its photo, the lists as JSON text, and answers its signed link', async () => {
    const res = await multipart('post', '/api/products', admin)
      .field('name', 'Tomate photo')
      .field('category', 'VEGETABLE')
      .field('baseUnit', 'G')
      .field('storagePackagingQuantity', '2,5')
      .field('storagePackagingUnit', 'KG')
      .field('tagIds', JSON.stringify([ids.tag]))
      .field('restaurantIds', JSON.stringify([ids.bistrot]))
      .attach('photo', png(), { filename: 'tomate.png', contentType: 'image/png' });
    expect(res.status, res.text).toBe(201);
    const product = (res.body as { product: Product }).product;
    expect(product.photoURL).toMatch(/\/api\/photos\//);
    expect(product.packagings[0]).toMatchObject({ sourceQuantity: 2.5, sourceUnit: 'KG' });
    expect(product.productTags.map((tag) => tag.tagId)).toEqual([ids.tag]);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.photoId).not.toBeNull();
    expect(row!.photoUrl).toBeNull();
  });

  it('an update with a photo replaces the URL; a URL replaces the photo (PUT and PATCH)', async () => {
    const product = await create({ photoURL: 'https://exemple.fr/carotte.jpg' });
    expect(product.photoURL).toBe('https://exemple.fr/carotte.jpg');
    const res = await multipart('patch', `/api/products/${product.id}`, admin).attach(
      'photo',
      png(),
      {
        filename: 'p.png',
        contentType: 'image/png',
      },
    );
    expect(res.status, res.text).toBe(200);
    let [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.photoUrl).toBeNull();
    expect(row!.photoId).not.toBeNull();
    // An update that does not name the photo keeps it.
    await t.put(`/api/products/${product.id}`, { name: 'Sans toucher la photo' }, admin);
    [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.photoId).not.toBeNull();
    const back = await t.put(
      `/api/products/${product.id}`,
      { photoURL: 'https://exemple.fr/b.jpg' },
      admin,
    );
    expect((back.body as { product: Product }).product.photoURL).toBe('https://exemple.fr/b.jpg');
    [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.photoId).toBeNull();
  });

  it('refuses an image and a URL together, a bad list and a file that is no image, writing nothing', async () => {
    const before = await catalogue();
    const both = await multipart('post', '/api/products', admin)
      .field('name', 'Deux photos')
      .field('category', 'VEGETABLE')
      .field('baseUnit', 'G')
      .field('storagePackagingQuantity', '1')
      .field('storagePackagingUnit', 'G')
      .field('photoURL', 'https://exemple.fr/x.jpg')
      .attach('photo', png(), { filename: 'p.png', contentType: 'image/png' });
    expect(both.status).toBe(400);
    expect((both.body as { fieldErrors: object }).fieldErrors).toEqual({ photo: C.photoFileOrUrl });
    const list = await multipart('post', '/api/products', admin)
      .field('name', 'Liste')
      .field('category', 'VEGETABLE')
      .field('baseUnit', 'G')
      .field('storagePackagingQuantity', '1')
      .field('storagePackagingUnit', 'G')
      .field('tagIds', '1;2');
    expect(list.status).toBe(400);
    expect(Object.keys((list.body as { fieldErrors: object }).fieldErrors)).toEqual(['tagIds']);
    const text = await multipart('put', `/api/products/${(await create()).id}`, admin)
      .field('name', 'Texte')
      .attach('photo', Buffer.from('bonjour'), { filename: 'p.png', contentType: 'image/png' });
    expect(text.status).toBe(400);
    const after = await catalogue();
    expect({
      ...after,
      products: after.products - 1,
      packagings: after.packagings - 1,
      rows: '',
    }).toEqual({
      ...before,
      rows: '',
    });
  });

  it('refuses an update that changes nothing', async () => {
    const product = await create();
    const res = await t.put(`/api/products/${product.id}`, {}, admin);
    expect(res.status).toBe(400);
  });
});

describe('GET /api/products and /api/products/{id}', () => {
  it("lists the chain's products with tags and restaurants to every role, never another chain's", async () => {
    const mine = await create({
      name: 'Carotte liste',
      tagIds: [ids.tag],
      restaurantIds: [ids.bistrot],
    });
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get('/api/products?search=carotte%20liste', await t.token(email));
      expect(res.status).toBe(200);
      const body = res.body as { products: Product[]; total: number };
      expect(body.products.map((p) => p.id)).toEqual([mine.id]);
      expect(body.products[0]!.productTags[0]!.tagId).toBe(ids.tag);
      expect(body.products[0]!.restaurants[0]!.restaurantId).toBe(ids.bistrot);
    }
    const other = await t.get('/api/products', await t.token(OTHER_ADMIN));
    expect((other.body as { products: Product[] }).products).toEqual([]);
  });

  it('reads a batch by ids, ignoring ids of another chain', async () => {
    const [a, b] = [await create(), await create()];
    const theirs = await t.db
      .insert(products)
      .values({
        enseigneId: await t.enseigneId('Autre Enseigne'),
        name: 'Leur produit',
        category: 'ITEM',
      })
      .returning({ id: products.id });
    const res = await t.get(`/api/products?ids=${b.id},${a.id},${theirs[0]!.id}`, admin);
    expect(res.status).toBe(200);
    const body = res.body as { products: Product[]; total: number };
    expect(body.products.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
    expect(body.total).toBe(2);
    expect((await t.get('/api/products?ids=1,x', admin)).status).toBe(400);
  });

  it('pages and sorts by name', async () => {
    const res = await t.get('/api/products?limit=2&offset=0&sort=name&order=asc', admin);
    const body = res.body as { products: Product[]; total: number; limit: number };
    expect(body.limit).toBe(2);
    expect(body.products.length).toBeLessThanOrEqual(2);
    expect(body.total).toBeGreaterThanOrEqual(body.products.length);
  });

  it('answers the sheet to every role, with usedInRecipes (empty) only when asked', async () => {
    const product = await create();
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(`/api/products/${product.id}`, await t.token(email));
      expect(res.status).toBe(200);
      expect((res.body as { product: Product }).product.usedInRecipes).toBeUndefined();
    }
    const res = await t.get(`/api/products/${product.id}?withRecipes=true`, admin);
    expect((res.body as { product: Product }).product.usedInRecipes).toEqual([]);
  });

  it("answers 404 'Produit non trouvé' for another chain's product and an unknown id", async () => {
    const product = await create();
    for (const url of [
      `/api/products/${product.id}`,
      '/api/products/999999',
      '/api/products/abc',
    ]) {
      const res = await t.get(
        url,
        url.includes(String(product.id)) ? await t.token(OTHER_ADMIN) : admin,
      );
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: C.productNotFound });
    }
  });
});

describe('PUT and PATCH /api/products/{id}', () => {
  it('changes fields and replaces each association named, by PUT or PATCH', async () => {
    const product = await create({ tagIds: [ids.tag], restaurantIds: [ids.bistrot] });
    const put = await t.put(
      `/api/products/${product.id}`,
      { name: 'Renommé', DLC_ENTAME: 5 },
      admin,
    );
    expect(put.status).toBe(200);
    expect((put.body as { product: Product }).product).toMatchObject({
      name: 'Renommé',
      DLC_ENTAME: 5,
    });
    // Tags untouched by an update that does not name them.
    expect((put.body as { product: Product }).product.productTags).toHaveLength(1);
    const patch = await t.send('patch', `/api/products/${product.id}`, {
      body: { tagIds: [], storageSpaceIds: [ids.storage] },
      token: admin,
    });
    expect(patch.status).toBe(200);
    const after = (patch.body as { product: Product }).product;
    expect(after.productTags).toEqual([]);
    expect(after.restaurants.map((r) => r.restaurantId)).toEqual([ids.bistrot]);
    expect(after.storageSpaces.map((s) => s.surfaceId)).toEqual([ids.storage]);
  });

  it('keeps the base unit: another one is a 400 under baseUnit, writing nothing', async () => {
    const product = await create();
    const before = await catalogue();
    const res = await t.put(
      `/api/products/${product.id}`,
      { baseUnit: 'ML', name: 'Autre' },
      admin,
    );
    expect(res.status).toBe(400);
    expect((res.body as { fieldErrors: object }).fieldErrors).toEqual({
      baseUnit: C.baseUnitLocked,
    });
    expect(await catalogue()).toEqual(before);
    const same = await t.put(`/api/products/${product.id}`, { baseUnit: 'G' }, admin);
    expect(same.status).toBe(200);
  });

  it('refuses an unknown association without changing the others (one transaction)', async () => {
    const product = await create({ tagIds: [ids.tag] });
    const before = await catalogue();
    const res = await t.put(
      `/api/products/${product.id}`,
      { tagIds: [], storageSpaceIds: [ids.notStorage] },
      admin,
    );
    expect(res.status).toBe(400);
    expect(await catalogue()).toEqual(before);
  });

  it("is refused to MANAGER and EMPLOYEE (403), and another chain's product is a 404", async () => {
    const product = await create();
    for (const email of [MANAGER, EMPLOYEE]) {
      expect(
        (await t.put(`/api/products/${product.id}`, { name: 'X' }, await t.token(email))).status,
      ).toBe(403);
    }
    const other = await t.put(
      `/api/products/${product.id}`,
      { name: 'X' },
      await t.token(OTHER_ADMIN),
    );
    expect(other.status).toBe(404);
    expect((await t.get(`/api/products/${product.id}`, admin)).body).toMatchObject({
      product: { name: product.name },
    });
  });
});

describe('DELETE /api/products/{id}', () => {
  it('deletes the product with its packagings, rules and associations', async () => {
    const product = await create({ tagIds: [ids.tag] });
    expect((await addRule(product.id, PIECE_150_G)).status).toBe(201);
    for (const email of [MANAGER, EMPLOYEE]) {
      expect((await t.del(`/api/products/${product.id}`, await t.token(email))).status).toBe(403);
    }
    expect((await t.del(`/api/products/${product.id}`, await t.token(OTHER_ADMIN))).status).toBe(
      404,
    );
    expect((await t.del(`/api/products/${product.id}`, admin)).status).toBe(204);
    expect((await t.get(`/api/products/${product.id}`, admin)).status).toBe(404);
    const left = await t.db.select().from(packagings).where(eq(packagings.productId, product.id));
    expect(left).toEqual([]);
  });

  it('refuses (409) a product that articles sell, writing nothing', async () => {
    const product = await create();
    const enseigneId = await t.enseigneId('Enseigne Démo');
    const [supplier] = await t.db
      .insert(suppliers)
      .values({ enseigneId, name: 'Fournisseur test' })
      .returning();
    await t.db.insert(articles).values({
      enseigneId,
      name: 'Article test',
      price: 2,
      productId: product.id,
      supplierId: supplier!.id,
    });
    const before = await catalogue();
    const res = await t.del(`/api/products/${product.id}`, admin);
    expect(res.status).toBe(409);
    expect(await catalogue()).toEqual(before);
  });
});

describe('packagings', () => {
  it('lists, adds, changes (PUT and PATCH) and deletes a product packaging', async () => {
    const product = await create();
    const added = await t.post(
      `/api/products/${product.id}/packagings`,
      { type: 'INVENTORY', name: 'Sac', sourceQuantity: 2, sourceUnit: 'KG' },
      admin,
    );
    expect(added.status).toBe(201);
    const packaging = (added.body as { packaging: Packaging }).packaging;
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const list = await t.get(`/api/products/${product.id}/packagings`, await t.token(email));
      expect(list.status).toBe(200);
      expect((list.body as { packagings: Packaging[] }).packagings.map((p) => p.type)).toEqual([
        'STORAGE',
        'INVENTORY',
      ]);
    }
    const put = await t.put(`/api/packagings/${packaging.id}`, { sourceQuantity: 2.5 }, admin);
    expect(put.status).toBe(200);
    expect((put.body as { packaging: Packaging }).packaging).toMatchObject({
      sourceQuantity: 2.5,
      sourceUnit: 'KG',
    });
    const patch = await t.send('patch', `/api/packagings/${packaging.id}`, {
      body: { name: 'Filet' },
      token: admin,
    });
    expect((patch.body as { packaging: Packaging }).packaging.name).toBe('Filet');
    const kept = await t.put(`/api/packagings/${packaging.id}`, { sourceQuantity: 3 }, admin);
    expect((kept.body as { packaging: Packaging }).packaging.name).toBe('Filet');
    expect((await t.del(`/api/packagings/${packaging.id}`, admin)).status).toBe(204);
    expect((await t.del(`/api/packagings/${packaging.id}`, admin)).status).toBe(404);
  });

  it("refuses a unit outside the base family without a rule: 400 'Aucune règle de conversion', nothing written", async () => {
    const product = await create();
    const before = await catalogue();
    const res = await t.post(
      `/api/products/${product.id}/packagings`,
      { type: 'TRANSFER', sourceQuantity: 1, sourceUnit: 'PIECE' },
      admin,
    );
    expect(res.status).toBe(400);
    const message = (res.body as { fieldErrors: Record<string, string> }).fieldErrors.sourceUnit;
    expect(message).toContain(MISSING_RULE_MARK);
    expect((res.body as { error: string }).error).toContain(MISSING_RULE_MARK);
    expect(await catalogue()).toEqual(before);
    // Once the rule exists, the same packaging is accepted.
    expect((await addRule(product.id, PIECE_150_G)).status).toBe(201);
    const ok = await t.post(
      `/api/products/${product.id}/packagings`,
      { type: 'TRANSFER', sourceQuantity: 1, sourceUnit: 'PIECE' },
      admin,
    );
    expect(ok.status).toBe(201);
  });

  it('refuses a STORAGE packaging outside the base family even with a rule', async () => {
    const product = await create();
    expect((await addRule(product.id, PIECE_150_G)).status).toBe(201);
    const before = await catalogue();
    const res = await t.post(
      `/api/products/${product.id}/packagings`,
      { type: 'STORAGE', sourceQuantity: 1, sourceUnit: 'PIECE' },
      admin,
    );
    expect(res.status).toBe(400);
    expect(await catalogue()).toEqual(before);
    // Nor can an update move a STORAGE packaging out of it.
    const storage = product.packagings[0]!;
    const put = await t.put(`/api/packagings/${storage.id}`, { sourceUnit: 'PIECE' }, admin);
    expect(put.status).toBe(400);
    expect(await catalogue()).toEqual(before);
  });

  it('refuses bad input with French messages under the fields', async () => {
    const product = await create();
    const before = await catalogue();
    const res = await t.post(
      `/api/products/${product.id}/packagings`,
      { type: 'SUPPLIER', sourceQuantity: 0, sourceUnit: 'TONNE' },
      admin,
    );
    expect(res.status).toBe(400);
    expect((res.body as { fieldErrors: object }).fieldErrors).toEqual({
      type: C.packagingTypeInvalid,
      sourceQuantity: C.packagingQuantityMin,
      sourceUnit: C.unitInvalid,
    });
    expect(await catalogue()).toEqual(before);
  });

  it("refuses MANAGER and EMPLOYEE writes (403); another chain's ids are 404", async () => {
    const product = await create();
    const storage = product.packagings[0]!;
    const body = { type: 'LOSS', sourceQuantity: 1, sourceUnit: 'G' };
    for (const email of [MANAGER, EMPLOYEE]) {
      const token = await t.token(email);
      expect((await t.post(`/api/products/${product.id}/packagings`, body, token)).status).toBe(
        403,
      );
      expect((await t.put(`/api/packagings/${storage.id}`, body, token)).status).toBe(403);
      expect((await t.del(`/api/packagings/${storage.id}`, token)).status).toBe(403);
    }
    const other = await t.token(OTHER_ADMIN);
    expect((await t.get(`/api/products/${product.id}/packagings`, other)).status).toBe(404);
    expect((await t.post(`/api/products/${product.id}/packagings`, body, other)).status).toBe(404);
    const put = await t.put(`/api/packagings/${storage.id}`, body, other);
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ error: C.packagingNotFound });
    expect((await t.del(`/api/packagings/${storage.id}`, other)).status).toBe(404);
  });
});

describe('conversion rules', () => {
  it('adds, lists, changes, converts and deletes a rule', async () => {
    const product = await create();
    const added = await addRule(product.id, { ...PIECE_150_G, notes: 'Une botte' });
    expect(added.status).toBe(201);
    const rule = (added.body as { conversionRule: Rule }).conversionRule;
    expect(rule).toMatchObject({ factor: 150, isActive: true });
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const token = await t.token(email);
      const list = await t.get(`/api/products/${product.id}/conversion-rules`, token);
      expect((list.body as { conversionRules: Rule[] }).conversionRules.map((r) => r.id)).toEqual([
        rule.id,
      ]);
      const converted = await t.get(`/api/conversion-rules/${rule.id}/convert/2,5`, token);
      expect(converted.body).toEqual({
        value: 2.5,
        sourceUnit: 'PIECE',
        result: 375,
        targetUnit: 'G',
      });
    }
    expect((await t.get(`/api/conversion-rules/${rule.id}/convert/abc`, admin)).status).toBe(400);
    const put = await t.put(`/api/conversion-rules/${rule.id}`, { targetQuantity: 200 }, admin);
    expect((put.body as { conversionRule: Rule }).conversionRule.factor).toBe(200);
    const patch = await t.send('patch', `/api/conversion-rules/${rule.id}`, {
      body: { targetUnit: 'KG', targetQuantity: 0.2 },
      token: admin,
    });
    expect(patch.status).toBe(200);
    expect((await t.del(`/api/conversion-rules/${rule.id}`, admin)).status).toBe(204);
    expect((await t.get(`/api/products/${product.id}`, admin)).body).toMatchObject({
      product: { conversionRules: [] },
    });
  });

  it('refuses a third rule (409) and a second rule of the same family (400), writing nothing', async () => {
    const product = await create({
      baseUnit: 'PIECE',
      category: 'ITEM',
      storagePackagingUnit: 'PIECE',
      storagePackagingQuantity: 1,
    });
    const weight = { sourceQuantity: 1, sourceUnit: 'KG', targetQuantity: 4, targetUnit: 'PIECE' };
    const volume = { sourceQuantity: 1, sourceUnit: 'L', targetQuantity: 2, targetUnit: 'PIECE' };
    expect((await addRule(product.id, weight)).status).toBe(201);
    let before = await catalogue();
    const sameFamily = await addRule(product.id, {
      ...weight,
      sourceUnit: 'G',
      sourceQuantity: 250,
      targetQuantity: 1,
    });
    expect(sameFamily.status).toBe(400);
    expect((sameFamily.body as { fieldErrors: object }).fieldErrors).toEqual({
      sourceUnit: C.conversionFamilyTaken,
    });
    expect(await catalogue()).toEqual(before);
    expect((await addRule(product.id, volume)).status).toBe(201);
    // A third rule: the families are all taken too, so the field error comes first; the limit
    // itself answers 409 once the body is otherwise acceptable (rules inserted directly below).
    before = await catalogue();
    const third = await addRule(product.id, volume);
    expect(third.status).toBe(400);
    expect(await catalogue()).toEqual(before);
  });

  it('answers 409 with the limit when the product already has 2 rules', async () => {
    const product = await create();
    // Two (inactive) rules written directly, so that a third of a family still free reaches the
    // limit itself rather than a field's refusal.
    await t.db.insert(conversionRules).values([
      {
        productId: product.id,
        sourceQuantity: 1,
        sourceUnit: 'PIECE',
        targetQuantity: 100,
        targetUnit: 'G',
        isActive: false,
      },
      {
        productId: product.id,
        sourceQuantity: 1,
        sourceUnit: 'PIECE',
        targetQuantity: 120,
        targetUnit: 'G',
        isActive: false,
      },
    ]);
    const before = await catalogue();
    const res = await addRule(product.id, {
      sourceQuantity: 1,
      sourceUnit: 'L',
      targetQuantity: 1000,
      targetUnit: 'G',
    });
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toBe(C.tooManyConversions);
    expect(await catalogue()).toEqual(before);
  });

  it.each([
    [{ ...PIECE_150_G, sourceUnit: 'KG' }, { sourceUnit: C.conversionSourceInBaseFamily }],
    [{ ...PIECE_150_G, targetUnit: 'ML' }, { targetUnit: C.conversionTargetIncompatible }],
    [{ ...PIECE_150_G, sourceQuantity: 0.00001 }, { sourceQuantity: C.conversionQuantityMin }],
    [{ ...PIECE_150_G, targetQuantity: 1.00005 }, { targetQuantity: C.conversionQuantityStep }],
    [
      { sourceUnit: 'PIECE', targetUnit: 'G' },
      { sourceQuantity: C.quantityRequired, targetQuantity: C.quantityRequired },
    ],
  ])(
    'refuses %j with French messages under the fields, writing nothing',
    async (body, fieldErrors) => {
      const product = await create();
      const before = await catalogue();
      const res = await addRule(product.id, body);
      expect(res.status).toBe(400);
      expect((res.body as { fieldErrors: object }).fieldErrors).toEqual(fieldErrors);
      expect(await catalogue()).toEqual(before);
    },
  );

  it('refuses deleting (409, the spec sentence) or moving a rule whose family a packaging uses', async () => {
    const product = await create();
    const rule = ((await addRule(product.id, PIECE_150_G)).body as { conversionRule: Rule })
      .conversionRule;
    const packaging = await t.post(
      `/api/products/${product.id}/packagings`,
      { type: 'INVENTORY', sourceQuantity: 1, sourceUnit: 'PIECE' },
      admin,
    );
    expect(packaging.status).toBe(201);
    const before = await catalogue();
    const del = await t.del(`/api/conversion-rules/${rule.id}`, admin);
    expect(del.status).toBe(409);
    expect(del.body).toEqual({
      error:
        'Impossible de supprimer cette conversion car des conditionnements utilisent des unités de la même famille.',
    });
    const moved = await t.put(
      `/api/conversion-rules/${rule.id}`,
      { sourceUnit: 'L', sourceQuantity: 1 },
      admin,
    );
    expect(moved.status).toBe(409);
    const off = await t.put(`/api/conversion-rules/${rule.id}`, { isActive: false }, admin);
    expect(off.status).toBe(409);
    expect(await catalogue()).toEqual(before);
    // Without the packaging, the rule goes.
    const id = (packaging.body as { packaging: Packaging }).packaging.id;
    expect((await t.del(`/api/packagings/${id}`, admin)).status).toBe(204);
    expect((await t.del(`/api/conversion-rules/${rule.id}`, admin)).status).toBe(204);
  });

  it("refuses deleting a rule whose family an article's SUPPLIER packaging uses (409)", async () => {
    const product = await create();
    const rule = ((await addRule(product.id, PIECE_150_G)).body as { conversionRule: Rule })
      .conversionRule;
    const enseigneId = await t.enseigneId('Enseigne Démo');
    const [supplier] = await t.db
      .insert(suppliers)
      .values({ enseigneId, name: 'Fournisseur à la pièce' })
      .returning();
    const [article] = await t.db
      .insert(articles)
      .values({
        enseigneId,
        name: 'Botte',
        price: 1,
        productId: product.id,
        supplierId: supplier!.id,
      })
      .returning();
    await t.db
      .insert(packagings)
      .values({ articleId: article!.id, type: 'SUPPLIER', sourceQuantity: 1, sourceUnit: 'PIECE' });
    const before = await catalogue();
    const res = await t.del(`/api/conversion-rules/${rule.id}`, admin);
    expect(res.status).toBe(409);
    expect((res.body as { error: string }).error).toBe(C.conversionInUse);
    expect(await catalogue()).toEqual(before);
  });

  it("refuses MANAGER and EMPLOYEE writes (403); another chain's ids are 404", async () => {
    const product = await create();
    const rule = ((await addRule(product.id, PIECE_150_G)).body as { conversionRule: Rule })
      .conversionRule;
    for (const email of [MANAGER, EMPLOYEE]) {
      const token = await t.token(email);
      const post = await t.post(`/api/products/${product.id}/conversion-rules`, PIECE_150_G, token);
      expect(post.status).toBe(403);
      expect((await t.put(`/api/conversion-rules/${rule.id}`, { notes: 'x' }, token)).status).toBe(
        403,
      );
      expect((await t.del(`/api/conversion-rules/${rule.id}`, token)).status).toBe(403);
    }
    const other = await t.token(OTHER_ADMIN);
    expect((await t.get(`/api/products/${product.id}/conversion-rules`, other)).status).toBe(404);
    expect(
      (await t.post(`/api/products/${product.id}/conversion-rules`, PIECE_150_G, other)).status,
    ).toBe(404);
    const put = await t.put(`/api/conversion-rules/${rule.id}`, { notes: 'x' }, other);
    expect(put.status).toBe(404);
    expect(put.body).toEqual({ error: C.conversionNotFound });
    expect((await t.del(`/api/conversion-rules/${rule.id}`, other)).status).toBe(404);
    expect((await t.get(`/api/conversion-rules/${rule.id}/convert/1`, other)).status).toBe(404);
  });
});

describe('the graph’s reads: inUse, details, cost, preferences, photoId', () => {
  const sheet = async (id: number, token = admin) =>
    ((await t.get(`/api/products/${id}`, token)).body as { product: Product & SheetExtras })
      .product;
  interface SheetExtras {
    conversionRules: (Rule & { inUse: boolean })[];
    preferredSupplierId: number | null;
    preferredLabId: number | null;
    cost: {
      costPerBaseUnit: number | null;
      cheapest: { articleId: number; costPerBaseUnit: number } | null;
      preferred: { articleId: number; costPerBaseUnit: number } | null;
      missing: { reason: string; articleId: number | null; unit: string | null }[];
    };
  }
  const enseigne = () => t.enseigneId('Enseigne Démo');
  async function sell(
    productId: number,
    price: number,
    quantity: number,
    unit: string,
    seller: object,
  ) {
    const [article] = await t.db
      .insert(articles)
      .values({ enseigneId: await enseigne(), name: `Article ${++n}`, price, productId, ...seller })
      .returning();
    await t.db.insert(packagings).values({
      articleId: article!.id,
      type: 'SUPPLIER',
      sourceQuantity: quantity,
      sourceUnit: unit as 'KG',
    });
    return article!.id;
  }
  const newSupplier = async (enseigneId: number) =>
    (
      await t.db
        .insert(suppliers)
        .values({ enseigneId, name: `Fournisseur ${++n}` })
        .returning()
    )[0]!.id;

  it('answers inUse with each rule: the DELETE’s own test, packagings of the product or its articles', async () => {
    const product = await create();
    const rule = (
      (await addRule(product.id, PIECE_150_G)).body as { conversionRule: Rule & { inUse: boolean } }
    ).conversionRule;
    expect(rule.inUse).toBe(false);
    expect((await sheet(product.id)).conversionRules[0]!.inUse).toBe(false);
    await sell(product.id, 2, 1, 'PIECE', { supplierId: await newSupplier(await enseigne()) });
    expect((await sheet(product.id)).conversionRules[0]!.inUse).toBe(true);
    const list = await t.get(`/api/products/${product.id}/conversion-rules`, admin);
    expect((list.body as { conversionRules: { inUse: boolean }[] }).conversionRules).toEqual([
      expect.objectContaining({ inUse: true }),
    ]);
    expect((await t.del(`/api/conversion-rules/${rule.id}`, admin)).status).toBe(409);
  });

  it('answers the sheets of a batch with details=true (every role), another chain’s ids left out', async () => {
    const [a, b] = [await create(), await create()];
    const other = await t.token(OTHER_ADMIN);
    const otherProduct = (
      (await t.post('/api/products', base(), other)).body as { product: Product }
    ).product;
    for (const email of [ADMIN, MANAGER, EMPLOYEE]) {
      const res = await t.get(
        `/api/products?ids=${a.id},${b.id},${otherProduct.id}&details=true`,
        await t.token(email),
      );
      expect(res.status, res.text).toBe(200);
      const list = (res.body as { products: (Product & SheetExtras)[] }).products;
      expect(list.map((p) => p.id).sort()).toEqual([a.id, b.id].sort());
      expect(list[0]).toMatchObject({ packagings: [expect.objectContaining({ type: 'STORAGE' })] });
      expect(list[0]!.cost).toEqual({
        costPerBaseUnit: null,
        cheapest: null,
        preferred: null,
        missing: [{ reason: 'NO_ARTICLE', articleId: null, unit: null }],
      });
      expect(list[0]!.usedInRecipes).toEqual([]);
    }
    const bad = await t.get(`/api/products?details=oui`, admin);
    expect(bad.status).toBe(400);
    expect(bad.body).toMatchObject({ fieldErrors: { details: 'details vaut true ou false' } });
  });

  it('costs the product from its articles (the domain’s productCost), the preferred one when set', async () => {
    const product = await create();
    const supplier = await newSupplier(await enseigne());
    const [lab] = await t.db
      .select({ id: restaurants.id })
      .from(restaurants)
      .where(and(eq(restaurants.enseigneId, await enseigne()), eq(restaurants.isLab, true)));
    // 12,50 € for 5 KG: 0,0025 €/g; 3 € for 1 KG at the laboratory: 0,003 €/g; a litre: no rule.
    const cheap = await sell(product.id, 12.5, 5, 'KG', { supplierId: supplier });
    const fromLab = await sell(product.id, 3, 1, 'KG', { labId: lab!.id });
    const noRule = await sell(product.id, 1, 1, 'L', { supplierId: supplier });
    let cost = (await sheet(product.id)).cost;
    expect(cost).toEqual({
      costPerBaseUnit: 0.0025,
      cheapest: { articleId: cheap, supplierId: supplier, labId: null, costPerBaseUnit: 0.0025 },
      preferred: null,
      missing: [{ reason: 'NO_CONVERSION', articleId: noRule, unit: 'L' }],
    });
    const res = await t.put(`/api/products/${product.id}`, { preferredLabId: lab!.id }, admin);
    expect(res.status, res.text).toBe(200);
    const updated = (res.body as { product: Product & SheetExtras }).product;
    expect(updated).toMatchObject({ preferredLabId: lab!.id, preferredSupplierId: null });
    cost = updated.cost;
    expect(cost.costPerBaseUnit).toBe(0.003);
    expect(cost.preferred).toEqual({
      articleId: fromLab,
      supplierId: null,
      labId: lab!.id,
      costPerBaseUnit: 0.003,
    });
    // Naming a supplier clears the laboratory; null clears the preference.
    const toSupplier = await t.send('patch', `/api/products/${product.id}`, {
      body: { preferredSupplierId: supplier },
      token: admin,
    });
    expect((toSupplier.body as { product: SheetExtras }).product).toMatchObject({
      preferredSupplierId: supplier,
      preferredLabId: null,
    });
    const cleared = await t.put(
      `/api/products/${product.id}`,
      { preferredSupplierId: null },
      admin,
    );
    expect((cleared.body as { product: SheetExtras }).product.preferredSupplierId).toBeNull();
    // The list carries the preferences too.
    const list = await t.get(`/api/products?ids=${product.id}`, admin);
    expect((list.body as { products: SheetExtras[] }).products[0]).toMatchObject({
      preferredSupplierId: null,
      preferredLabId: null,
    });
  });

  it('refuses another chain’s, an unknown or a non-laboratory preference, and both at once, writing nothing', async () => {
    const product = await create();
    const otherSupplier = await newSupplier(await t.enseigneId('Autre Enseigne'));
    const supplier = await newSupplier(await enseigne());
    const { bistrot, autrui } = await t.demoRestaurants();
    const before = await catalogue();
    for (const [body, field, message] of [
      [{ preferredSupplierId: otherSupplier }, 'preferredSupplierId', M_SUPPLIER],
      [{ preferredSupplierId: 999999 }, 'preferredSupplierId', M_SUPPLIER],
      [{ preferredLabId: bistrot }, 'preferredLabId', M_LAB],
      [{ preferredLabId: autrui }, 'preferredLabId', M_LAB],
      [{ preferredSupplierId: supplier, preferredLabId: bistrot }, 'preferredLabId', M_BOTH],
      [{ preferredSupplierId: 'abc' }, 'preferredSupplierId', M_SUPPLIER],
    ] as const) {
      const res = await t.put(`/api/products/${product.id}`, body, admin);
      expect(res.status, JSON.stringify(body)).toBe(400);
      expect((res.body as { fieldErrors: Record<string, string> }).fieldErrors).toEqual({
        [field]: message,
      });
    }
    expect(await catalogue()).toEqual(before);
    for (const email of [MANAGER, EMPLOYEE]) {
      const res = await t.put(
        `/api/products/${product.id}`,
        { preferredSupplierId: supplier },
        await t.token(email),
      );
      expect(res.status).toBe(403);
    }
    const other = await t.token(OTHER_ADMIN);
    expect(
      (await t.put(`/api/products/${product.id}`, { preferredSupplierId: supplier }, other)).status,
    ).toBe(404);
  });

  it('takes an uploaded photo by photoId; the chain reads it; another’s photo or a URL with it is refused', async () => {
    const uploadAs = async (token: string) =>
      (
        (
          await request(t.app)
            .post('/api/photos')
            .set('Authorization', `Bearer ${token}`)
            .attach('photo', demoPhoto(64), { filename: 'p.png', contentType: 'image/png' })
        ).body as { photo: { id: number } }
      ).photo.id;
    const photoId = await uploadAs(admin);
    const product = await create({ photoId });
    expect(product.photoURL).toMatch(new RegExp(`^/api/photos/${photoId}/file\\?`));
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row).toMatchObject({ photoId, photoUrl: null });
    // The signed link loads without a token (an <img src>), and every role of the chain reads it.
    const signed = await request(t.app).get(product.photoURL!);
    expect(signed.status).toBe(200);
    expect(signed.headers['content-type']).toBe('image/png');
    for (const email of [MANAGER, EMPLOYEE]) {
      const res = await request(t.app)
        .get(`/api/photos/${photoId}/file`)
        .set('Authorization', `Bearer ${await t.token(email)}`);
      expect(res.status, email).toBe(200);
    }
    const other = await t.token(OTHER_ADMIN);
    const outside = await request(t.app)
      .get(`/api/photos/${photoId}/file`)
      .set('Authorization', `Bearer ${other}`);
    expect(outside.status).toBe(404);

    // Update: a photoId replaces the URL.
    const withUrl = await create({ photoURL: 'https://exemple.fr/a.jpg' });
    const second = await uploadAs(admin);
    const res = await t.put(`/api/products/${withUrl.id}`, { photoId: second }, admin);
    expect(res.status, res.text).toBe(200);
    const [updated] = await t.db.select().from(products).where(eq(products.id, withUrl.id));
    expect(updated).toMatchObject({ photoId: second, photoUrl: null });

    const before = await catalogue();
    const otherPhoto = await uploadAs(other);
    for (const body of [
      { photoId: otherPhoto },
      { photoId: 999999 },
      { photoId: second, photoURL: 'https://exemple.fr/b.jpg' },
    ]) {
      const refused = await t.put(`/api/products/${withUrl.id}`, body, admin);
      expect(refused.status, JSON.stringify(body)).toBe(400);
      expect(Object.keys((refused.body as { fieldErrors: object }).fieldErrors)).toEqual([
        'photoId',
      ]);
      const created = await t.post('/api/products', base(body), admin);
      expect(created.status).toBe(400);
    }
    expect(await catalogue()).toEqual(before);
  });
});

const M_SUPPLIER = 'Fournisseur introuvable';
const M_LAB = 'Laboratoire introuvable';
const M_BOTH = 'Indiquer un fournisseur préféré ou un laboratoire préféré, pas les deux';

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CATALOGUE_MESSAGES } from '@bo/domain';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  startStack,
  type GraphResult,
  type Stack,
} from './helpers.ts';

// The catalogue in the graph (issue 11 item 8): suppliers and laboratories in one list, articles,
// products with their packagings, rules, storage spaces and cost, over the api's routes, with a
// number of REST calls that does not grow with the lists.

let stack: Stack;
let admin: string;
/** Every product these tests create is named after this, so a seeded catalogue stays out. */
const PREFIX = 'Zq test';
let tagId: string;
let supplierId: string;
let labId: string;
const productIds: string[] = [];

const data = <T>(result: GraphResult<T>): T => {
  expect(result.errors).toBeUndefined();
  return result.data!;
};

async function restaurantIds() {
  const { restaurants } = data(
    await stack.gql<{ restaurants: { id: string }[] }>('{ restaurants { id } }', {}, admin),
  );
  return { all: restaurants.map((r) => r.id) };
}

const CREATE_PRODUCT = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id name } }`;
const CREATE_ARTICLE = `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id name } }`;
const CREATE_RULE = `mutation ($productId: ID!, $input: ConversionRuleInput!) {
  createConversionRule(productId: $productId, input: $input) { id factor inUse }
}`;

async function createProduct(name: string, extra: Record<string, unknown> = {}) {
  const { createProduct } = data(
    await stack.gql<{ createProduct: { id: string } }>(
      CREATE_PRODUCT,
      {
        input: {
          name,
          category: 'VEGETABLE',
          baseUnit: 'G',
          dlcEntame: 3,
          storagePackagingName: 'Bac',
          storagePackagingQuantity: 2,
          storagePackagingUnit: 'KG',
          tagIds: [tagId],
          ...extra,
        },
      },
      admin,
    ),
  );
  return createProduct.id;
}

async function createArticle(input: Record<string, unknown>) {
  const { createArticle } = data(
    await stack.gql<{ createArticle: { id: string } }>(
      CREATE_ARTICLE,
      { input: { vat: 'VAT_5_5', ...input } },
      admin,
    ),
  );
  return createArticle.id;
}

/** N products, each with an article of the external supplier and one of the laboratory. */
async function addProducts(count: number) {
  for (let i = 0; i < count; i++) {
    const id = await createProduct(`${PREFIX} ${String(productIds.length).padStart(2, '0')}`);
    productIds.push(id);
    await createArticle({
      name: `Sac ${id}`,
      price: 10,
      productId: id,
      supplierId,
      packagings: [{ name: 'Sac', sourceQuantity: 5, sourceUnit: 'KG' }],
    });
    await createArticle({
      name: `Caisse ${id}`,
      price: 4,
      productId: id,
      labId,
      packagings: [{ name: 'Caisse', sourceQuantity: 1, sourceUnit: 'KG' }],
    });
  }
}

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  const tag = await stack.gql<{ createTag: { id: string } }>(
    `mutation { createTag(name: "${PREFIX} tag") { id } }`,
    {},
    admin,
  );
  tagId = data(tag).createTag.id;
  const supplier = await stack.gql<{ createSupplier: { id: string } }>(
    `mutation { createSupplier(input: { name: "${PREFIX} Primeur", deliveryDelayDays: 2,
      mondayDelivery: true }) { id } }`,
    {},
    admin,
  );
  supplierId = data(supplier).createSupplier.id;
  const labs = await stack.gql<{ laboratories: { id: string }[] }>(
    '{ laboratories { id } }',
    {},
    admin,
  );
  labId = data(labs).laboratories[0]!.id;
  await addProducts(2);
});
afterAll(() => stack?.close());

const PAGE = `query ($limit: Int) {
  products(filter: { search: "${PREFIX}" }, limit: $limit) {
    total
    data {
      name
      articles { supplier { name } packagings { name } }
      tags { name }
      packagings(type: STORAGE) { name }
      conversionRules { factor }
    }
  }
}`;

interface PageProduct {
  name: string;
  articles: { supplier: { name: string }; packagings: { name: string }[] }[];
  tags: { name: string }[];
  packagings: { name: string }[];
  conversionRules: { factor: number }[];
}

describe('a page of products', () => {
  it('costs a number of REST calls that does not grow with the number of products', async () => {
    const two = await stack.gql<{ products: { total: number; data: PageProduct[] } }>(
      PAGE,
      { limit: 2 },
      admin,
    );
    expect(data(two).products.data).toHaveLength(2);

    await addProducts(4);
    const six = await stack.gql<{ products: { total: number; data: PageProduct[] } }>(
      PAGE,
      { limit: 6 },
      admin,
    );
    const page = data(six).products;
    expect(page.total).toBe(6);
    expect(page.data).toHaveLength(6);
    const [first] = page.data;
    expect(first!.tags).toEqual([{ name: `${PREFIX} tag` }]);
    expect(first!.packagings).toEqual([{ name: 'Bac' }]);
    expect(first!.articles.map((a) => a.supplier.name).sort()).toEqual(
      [`${PREFIX} Primeur`, 'Laboratoire Central'].sort(),
    );
    expect(first!.articles.flatMap((a) => a.packagings.map((p) => p.name)).sort()).toEqual([
      'Caisse',
      'Sac',
    ]);
    // products, their sheets, their articles, suppliers, labs, tags: the same for 2 and 6.
    expect(six.restCalls).toBe(two.restCalls);
    expect(six.restCalls).toBeLessThanOrEqual(6);
  });

  it("reads the articles' price histories in ONE call for 2 products or 6", async () => {
    const query = `query ($limit: Int) { products(limit: $limit) { data {
      articles { id price priceHistory { price previousPrice changedBy { firstName } } }
    } } }`;
    const read = async (limit: number) => {
      const before = stack.calls.length;
      const result = await stack.gql<{
        products: { data: { articles: { price: number; priceHistory: { price: number }[] }[] }[] };
      }>(query, { limit }, admin);
      const paths = stack.calls.slice(before).map((c) => c.path);
      return { articles: data(result).products.data.flatMap((p) => p.articles), result, paths };
    };
    const two = await read(2);
    const six = await read(6);
    expect(six.articles.length).toBeGreaterThan(two.articles.length);
    // Each article's history ends with its creation and starts at its price.
    for (const article of six.articles) {
      expect(article.priceHistory.length).toBeGreaterThan(0);
      expect(article.priceHistory[0]!.price).toBe(article.price);
    }
    expect(six.result.restCalls).toBe(two.result.restCalls);
    expect(six.paths.filter((p) => p.includes('price-history'))).toEqual([
      expect.stringMatching(/^\/api\/articles\/price-history\?ids=\d+(,\d+)+$/),
    ]);
  });
});

describe('suppliers', () => {
  it('lists external suppliers and laboratories in one list, by name, each with its articles', async () => {
    const result = await stack.gql<{
      suppliers: {
        __typename: string;
        id: string;
        kind: string;
        name: string;
        deliveryDays: string[];
        articles: { name: string }[];
        restaurant?: { isLab: boolean };
      }[];
    }>(
      `{ suppliers { __typename id kind name deliveryDays articles { name }
         ... on Laboratory { restaurant { isLab } } } }`,
      {},
      admin,
    );
    const { suppliers } = data(result);
    const names = suppliers.map((s) => s.name);
    expect([...names].sort((a, b) => a.localeCompare(b, 'fr'))).toEqual(names);
    const external = suppliers.find((s) => s.id === supplierId && s.kind === 'EXTERNAL')!;
    expect(external).toMatchObject({ __typename: 'ExternalSupplier', deliveryDays: ['MONDAY'] });
    expect(external.articles.length).toBeGreaterThanOrEqual(productIds.length);
    const lab = suppliers.find((s) => s.id === labId && s.kind === 'LABORATORY')!;
    expect(lab).toMatchObject({ __typename: 'Laboratory', restaurant: { isLab: true } });
    // suppliers, labs, then one articles read per kind of seller.
    expect(result.restCalls).toBeLessThanOrEqual(4);
  });

  it('is read by every role; a MANAGER sees only his restaurants among those delivered', async () => {
    data(
      await stack.gql(
        'mutation ($id: ID!, $ids: [ID!]!) { setSupplierRestaurants(supplierId: $id, restaurantIds: $ids) { id } }',
        { id: supplierId, ids: (await restaurantIds()).all },
        admin,
      ),
    );
    for (const email of [MANAGER, EMPLOYEE]) {
      const token = await stack.login(email);
      const result = await stack.gql<{
        suppliers: { id: string; kind: string; restaurants: { id: string }[] }[];
      }>('{ suppliers { id kind restaurants { id } } }', {}, token);
      const { suppliers } = data(result);
      expect(suppliers.some((s) => s.kind === 'LABORATORY')).toBe(true);
      const mine = suppliers.find((s) => s.id === supplierId && s.kind === 'EXTERNAL')!;
      const me = data(
        await stack.gql<{ me: { restaurants: { id: string }[] } }>(
          '{ me { restaurants { id } } }',
          {},
          token,
        ),
      ).me;
      expect(mine.restaurants.map((r) => r.id).sort()).toEqual(
        me.restaurants.map((r) => r.id).sort(),
      );
    }
  });

  it('reads one supplier by id and kind; a malformed or unknown one is NOT_FOUND', async () => {
    const one = await stack.gql<{ supplier: { name: string } }>(
      'query ($id: ID!) { supplier(id: $id) { name } }',
      { id: supplierId },
      admin,
    );
    expect(data(one).supplier.name).toBe(`${PREFIX} Primeur`);
    const lab = await stack.gql<{ supplier: { __typename: string } }>(
      'query ($id: ID!) { supplier(id: $id, kind: LABORATORY) { __typename } }',
      { id: labId },
      admin,
    );
    expect(data(lab).supplier.__typename).toBe('Laboratory');
    for (const id of ['abc', '999999']) {
      const missing = await stack.gql(
        'query ($id: ID!) { supplier(id: $id) { name } }',
        { id },
        admin,
      );
      expect(codeOf(missing)).toBe('NOT_FOUND');
      expect(missing.errors![0]!.message).toBe(CATALOGUE_MESSAGES.supplierNotFound);
    }
  });
});

describe('a product sheet', () => {
  it('answers its packagings in base units, its rules with inUse, its cost and preferred supplier', async () => {
    const id = productIds[0]!;
    // 1 PIECE = 400 G, then an INVENTORY packaging counted in pieces: the rule is in use.
    const rule = data(
      await stack.gql<{ createConversionRule: { id: string; factor: number; inUse: boolean } }>(
        CREATE_RULE,
        {
          productId: id,
          input: { sourceQuantity: 1, sourceUnit: 'PIECE', targetQuantity: 400, targetUnit: 'G' },
        },
        admin,
      ),
    ).createConversionRule;
    expect(rule).toMatchObject({ factor: 400, inUse: false });
    data(
      await stack.gql(
        `mutation ($id: ID!) { createPackaging(productId: $id,
           input: { type: INVENTORY, name: "Pièce", sourceQuantity: 2, sourceUnit: PIECE }) { id } }`,
        { id },
        admin,
      ),
    );
    data(
      await stack.gql(
        `mutation ($id: ID!, $lab: ID!) { updateProduct(id: $id, input: { preferredLabId: $lab }) { id } }`,
        { id, lab: labId },
        admin,
      ),
    );

    const result = await stack.gql<{
      product: {
        dlcEntame: number;
        packagings: { type: string; baseQuantity: number }[];
        conversionRules: { inUse: boolean; convert: { result: number } }[];
        preferredSupplier: { __typename: string; name: string };
        costPerBaseUnit: number;
        cost: {
          cheapest: { costPerBaseUnit: number; article: { name: string } };
          preferred: { costPerBaseUnit: number };
          missing: { reason: string }[];
        };
        articles: { costPerBaseUnit: number; orderingPackaging: { baseQuantity: number } }[];
      };
    }>(
      `query ($id: ID!) { product(id: $id) {
        dlcEntame
        packagings { type baseQuantity }
        conversionRules { inUse convert(value: 2.5) { result } }
        preferredSupplier { __typename name }
        costPerBaseUnit
        cost { cheapest { costPerBaseUnit article { name } } preferred { costPerBaseUnit } missing { reason } }
        articles { costPerBaseUnit orderingPackaging { baseQuantity } }
      } }`,
      { id },
      admin,
    );
    const product = data(result).product;
    expect(product.dlcEntame).toBe(3);
    expect(product.packagings).toEqual([
      { type: 'STORAGE', baseQuantity: 2000 },
      { type: 'INVENTORY', baseQuantity: 800 },
    ]);
    expect(product.conversionRules).toEqual([{ inUse: true, convert: { result: 1000 } }]);
    expect(product.preferredSupplier).toEqual({
      __typename: 'Laboratory',
      name: 'Laboratoire Central',
    });
    // 10 € for 5 KG = 0.002 €/g (the supplier); 4 € for 1 KG = 0.004 €/g (the laboratory).
    expect(product.cost.cheapest).toEqual({
      costPerBaseUnit: 0.002,
      article: { name: expect.stringMatching(/^Sac /) as string },
    });
    expect(product.cost.preferred).toEqual({ costPerBaseUnit: 0.004 });
    expect(product.costPerBaseUnit).toBe(0.004);
    expect(product.cost.missing).toEqual([]);
    expect(product.articles.map((a) => a.costPerBaseUnit).sort()).toEqual([0.002, 0.004]);

    // In use: the api's 409 with the spec's sentence.
    const refused = await stack.gql(
      'mutation ($id: ID!) { deleteConversionRule(id: $id) }',
      { id: rule.id },
      admin,
    );
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(CATALOGUE_MESSAGES.conversionInUse);
  });

  it('is NOT_FOUND for a malformed, unknown or another chain’s id', async () => {
    const other = await stack.login(OTHER_ADMIN);
    for (const [id, token] of [
      ['abc', admin],
      ['999999', admin],
      [productIds[0]!, other],
    ] as const) {
      const result = await stack.gql(
        'query ($id: ID!) { product(id: $id) { name } }',
        { id },
        token,
      );
      expect(codeOf(result)).toBe('NOT_FOUND');
      expect(result.errors![0]!.message).toBe(CATALOGUE_MESSAGES.productNotFound);
    }
  });
});

describe('catalogue writes', () => {
  it('answers the api’s field errors under the graph’s input names', async () => {
    const result = await stack.gql(
      'mutation ($id: ID!) { updateProduct(id: $id, input: { dlcEntame: 0 }) { id } }',
      { id: productIds[0] },
      admin,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(Object.keys(result.errors![0]!.extensions!.fieldErrors as object)).toEqual([
      'dlcEntame',
    ]);

    // A litre of a product counted in grams needs a rule: 'Conversion requise…' under the unit.
    const needsRule = await stack.gql(
      CREATE_ARTICLE,
      {
        input: {
          name: 'Bidon',
          price: 3,
          vat: 'VAT_20',
          productId: productIds[1],
          supplierId,
          packagings: [{ sourceQuantity: 1, sourceUnit: 'L' }],
        },
      },
      admin,
    );
    expect(codeOf(needsRule)).toBe('BAD_USER_INPUT');
    const fieldErrors = needsRule.errors![0]!.extensions!.fieldErrors as Record<string, string>;
    expect(fieldErrors['packagings.0.sourceUnit']).toMatch(/^Conversion requise/);

    const badId = await stack.gql(
      CREATE_ARTICLE,
      {
        input: {
          name: 'X',
          price: 1,
          vat: 'VAT_20',
          productId: 'abc',
          supplierId,
          packagings: [{ sourceQuantity: 1, sourceUnit: 'KG' }],
        },
      },
      admin,
    );
    expect(codeOf(badId)).toBe('BAD_USER_INPUT');
    expect(badId.errors![0]!.extensions!.fieldErrors).toEqual({
      productId: CATALOGUE_MESSAGES.productNotFound,
    });
  });

  it('takes a photo uploaded through /uploads/photos, whose link loads in the browser', async () => {
    // A 1×1 PNG, uploaded as the web app does, then named by the product.
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const body = new FormData();
    body.append('photo', new Blob([png], { type: 'image/png' }), 'tomate.png');
    const upload = await fetch(`${stack.bffUrl}/uploads/photos`, {
      method: 'POST',
      headers: { Authorization: `Bearer ${admin}` },
      body,
    });
    expect(upload.status).toBe(201);
    const { photo } = (await upload.json()) as { photo: { id: number } };
    const updated = await stack.gql<{ updateProduct: { photoUrl: string } }>(
      'mutation ($id: ID!, $photo: ID!) { updateProduct(id: $id, input: { photoId: $photo }) { photoUrl } }',
      { id: productIds[1], photo: String(photo.id) },
      admin,
    );
    const { photoUrl } = data(updated).updateProduct;
    expect(photoUrl).toMatch(new RegExp(`^/api/photos/${photo.id}/file\\?`));
    // An <img src> sends no token: the signed link is the proof.
    const file = await fetch(`${stack.bffUrl}${photoUrl}`);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    const refused = await stack.gql(
      'mutation ($id: ID!) { updateProduct(id: $id, input: { photoId: "abc" }) { id } }',
      { id: productIds[1] },
      admin,
    );
    expect(codeOf(refused)).toBe('BAD_USER_INPUT');
    expect(Object.keys(refused.errors![0]!.extensions!.fieldErrors as object)).toEqual(['photoId']);
  });

  it('is FORBIDDEN to a MANAGER, who reads the catalogue', async () => {
    const manager = await stack.login(MANAGER);
    const write = await stack.gql(
      CREATE_PRODUCT,
      {
        input: {
          name: 'Non',
          category: 'ITEM',
          baseUnit: 'PIECE',
          storagePackagingQuantity: 1,
          storagePackagingUnit: 'PIECE',
        },
      },
      manager,
    );
    expect(codeOf(write)).toBe('FORBIDDEN');
    const read = await stack.gql<{ products: { total: number } }>(
      `{ products(filter: { search: "${PREFIX}" }) { total } }`,
      {},
      manager,
    );
    expect(data(read).products.total).toBe(productIds.length);
  });
});

describe('articles and storage spaces', () => {
  it('pages the articles with a search on the product’s name and a sort', async () => {
    const result = await stack.gql<{
      articles: { total: number; limit: number; data: { name: string; price: number }[] };
    }>(
      `{ articles(filter: { search: "${PREFIX}" }, sort: { field: PRICE, direction: DESC }, limit: 3) {
         total limit data { name price } } }`,
      {},
      admin,
    );
    const page = data(result).articles;
    expect(page.total).toBe(productIds.length * 2);
    expect(page.limit).toBe(3);
    expect(page.data.map((a) => a.price)).toEqual([10, 10, 10]);
  });

  it('lists the chain’s storage spaces', async () => {
    const result = await stack.gql<{
      storageSpaces: { isStorageArea: boolean; zone: { name: string } }[];
    }>('{ storageSpaces { isStorageArea zone { name } } }', {}, admin);
    const spaces = data(result).storageSpaces;
    expect(spaces.every((s) => s.isStorageArea)).toBe(true);
  });
});

// The catalogue's routes (suppliers, laboratories, articles, products, packagings, conversion
// rules, storage spaces), as the bff meets them, match api/openapi.json.
import { describe, expect, it } from 'vitest';
import { contractRun, expectContract } from './contract-run.ts';

const SUPPLIER = `id kind name email phone address minOrderAmount deliveryDelayDays deliveryDays
  mondayDelivery restaurants { id } articles { id }`;
const PACKAGING = 'id type name sourceQuantity sourceUnit baseQuantity';
const RULE = 'id sourceQuantity sourceUnit targetQuantity targetUnit factor notes isActive inUse';
const ARTICLE = `id name supplierRef price vat vatRate temperatureCategory createdAt updatedAt
  product { id name } supplier { id name } packagings { ${PACKAGING} } orderingPackaging { id }
  restaurants { id } tags { id } costPerBaseUnit
  lastPriceChange { id price previousPrice change changePercent changedAt changedBy { id } }`;
const PRODUCT = `id name baseUnit category dlcEntame tax photoUrl restaurantCount createdAt updatedAt
  tags { id name } restaurants { id } storageSpaces { id name } packagings { ${PACKAGING} }
  conversionRules { ${RULE} } usedInRecipes { recipeId } preferredSupplier { id }
  costPerBaseUnit cost { costPerBaseUnit cheapest { costPerBaseUnit article { id } }
    preferred { costPerBaseUnit } missing { reason unit article { id } } }`;

const CREATE_SUPPLIER = `mutation ($input: SupplierInput!) { createSupplier(input: $input) { ${SUPPLIER} } }`;
const UPDATE_SUPPLIER = `mutation ($id: ID!, $input: SupplierInput!) { updateSupplier(id: $id, input: $input) { id } }`;
const SET_RESTAURANTS = `mutation ($id: ID!, $ids: [ID!]!) { setSupplierRestaurants(supplierId: $id, restaurantIds: $ids) { id } }`;
const DELETE_SUPPLIER = 'mutation ($id: ID!) { deleteSupplier(id: $id) }';
const CREATE_PRODUCT = `mutation ($input: CreateProductInput!) { createProduct(input: $input) { ${PRODUCT} } }`;
const UPDATE_PRODUCT = `mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { ${PRODUCT} } }`;
const DELETE_PRODUCT = 'mutation ($id: ID!) { deleteProduct(id: $id) }';
const CREATE_ARTICLE = `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { ${ARTICLE} } }`;
const UPDATE_ARTICLE = `mutation ($id: ID!, $input: UpdateArticleInput!) { updateArticle(id: $id, input: $input) { ${ARTICLE} priceHistory { id change } } }`;
const DELETE_ARTICLE = 'mutation ($id: ID!) { deleteArticle(id: $id) }';
const CREATE_PACKAGING = `mutation ($id: ID!, $input: PackagingInput!) { createPackaging(productId: $id, input: $input) { ${PACKAGING} } }`;
const UPDATE_PACKAGING = `mutation ($id: ID!, $input: UpdatePackagingInput!) { updatePackaging(id: $id, input: $input) { id } }`;
const DELETE_PACKAGING = 'mutation ($id: ID!) { deletePackaging(id: $id) }';
const CREATE_RULE = `mutation ($id: ID!, $input: ConversionRuleInput!) { createConversionRule(productId: $id, input: $input) { ${RULE} convert(value: 2.5) { value result sourceUnit targetUnit } } }`;
const UPDATE_RULE = `mutation ($id: ID!, $input: UpdateConversionRuleInput!) { updateConversionRule(id: $id, input: $input) { id } }`;
const DELETE_RULE = 'mutation ($id: ID!) { deleteConversionRule(id: $id) }';

const run = contractRun();

describe('the catalogue: REST responses received by the bff match api/openapi.json', () => {
  it('for every route and its refusals', async () => {
    const { stack, gql, admin, manager, employee, other } = await run.start();
    const ok = <T>(result: { data?: T | null; errors?: unknown }): T => {
      expect(result.errors).toBeUndefined();
      return result.data!;
    };

    const labs = ok(
      await gql<{ laboratories: { id: string }[] }>('{ laboratories { id } }', {}, admin),
    );
    const lab = labs.laboratories[0]!.id;
    const restaurants = ok(
      await gql<{ restaurants: { id: string; isLab: boolean }[] }>(
        '{ restaurants { id isLab } }',
        {},
        admin,
      ),
    ).restaurants;
    const restaurant = restaurants.find((r) => !r.isLab)!.id;
    const spaces = ok(
      await gql<{ storageSpaces: { id: string }[] }>(
        '{ storageSpaces { id name zone { name } } }',
        {},
        employee,
      ),
    ).storageSpaces;

    // Suppliers.
    const supplier = ok(
      await gql<{ createSupplier: { id: string } }>(
        CREATE_SUPPLIER,
        { input: { name: 'Contrat primeur', deliveryDelayDays: 2, mondayDelivery: true } },
        admin,
      ),
    ).createSupplier.id;
    await gql(CREATE_SUPPLIER, { input: { name: '' } }, admin);
    await gql(CREATE_SUPPLIER, { input: { name: 'Non' } }, manager);
    await gql(UPDATE_SUPPLIER, { id: supplier, input: { phone: '01 02 03 04 05' } }, admin);
    await gql(UPDATE_SUPPLIER, { id: supplier, input: { deliveryDelayDays: 9 } }, admin);
    await gql(UPDATE_SUPPLIER, { id: supplier, input: { phone: 'x' } }, employee);
    await gql(SET_RESTAURANTS, { id: supplier, ids: [restaurant] }, admin);
    await gql(SET_RESTAURANTS, { id: supplier, ids: ['999999'] }, admin);
    await gql(`{ suppliers { ${SUPPLIER} ... on Laboratory { restaurant { id } } } }`, {}, manager);
    await gql('query ($id: ID!) { supplier(id: $id) { id } }', { id: supplier }, other);

    // Products, their packagings and rules.
    const product = ok(
      await gql<{ createProduct: { id: string } }>(
        CREATE_PRODUCT,
        {
          input: {
            name: 'Contrat tomate',
            category: 'VEGETABLE',
            baseUnit: 'G',
            dlcEntame: 3,
            storagePackagingQuantity: 5,
            storagePackagingUnit: 'KG',
            restaurantIds: [restaurant],
            storageSpaceIds: spaces.slice(0, 1).map((s) => s.id),
          },
        },
        admin,
      ),
    ).createProduct.id;
    const productInput = {
      name: 'Non',
      category: 'ITEM',
      baseUnit: 'PIECE',
      storagePackagingQuantity: 1,
      storagePackagingUnit: 'G',
    };
    await gql(CREATE_PRODUCT, { input: productInput }, admin);
    await gql(
      CREATE_PRODUCT,
      { input: { ...productInput, storagePackagingUnit: 'PIECE' } },
      employee,
    );
    await gql(UPDATE_PRODUCT, { id: product, input: { preferredSupplierId: supplier } }, admin);
    await gql(UPDATE_PRODUCT, { id: product, input: { dlcEntame: 0 } }, admin);
    await gql(UPDATE_PRODUCT, { id: product, input: { name: 'x' } }, manager);
    await gql(UPDATE_PRODUCT, { id: product, input: { name: 'x' } }, other);
    const packaging = ok(
      await gql<{ createPackaging: { id: string } }>(
        CREATE_PACKAGING,
        { id: product, input: { type: 'INVENTORY', sourceQuantity: 1, sourceUnit: 'KG' } },
        admin,
      ),
    ).createPackaging.id;
    await gql(
      CREATE_PACKAGING,
      { id: product, input: { type: 'LOSS', sourceQuantity: 1, sourceUnit: 'L' } },
      admin,
    );
    await gql(
      CREATE_PACKAGING,
      { id: product, input: { type: 'LOSS', sourceQuantity: 1, sourceUnit: 'G' } },
      manager,
    );
    await gql(UPDATE_PACKAGING, { id: packaging, input: { name: 'Bac' } }, admin);
    await gql(UPDATE_PACKAGING, { id: packaging, input: { sourceQuantity: 0 } }, admin);
    await gql(UPDATE_PACKAGING, { id: packaging, input: { name: 'Bac' } }, other);
    const rule = ok(
      await gql<{ createConversionRule: { id: string } }>(
        CREATE_RULE,
        {
          id: product,
          input: { sourceQuantity: 1, sourceUnit: 'PIECE', targetQuantity: 150, targetUnit: 'G' },
        },
        admin,
      ),
    ).createConversionRule.id;
    await gql(
      CREATE_RULE,
      {
        id: product,
        input: { sourceQuantity: 1, sourceUnit: 'G', targetQuantity: 1, targetUnit: 'G' },
      },
      admin,
    );
    await gql(UPDATE_RULE, { id: rule, input: { notes: 'Une pièce' } }, admin);
    await gql(UPDATE_RULE, { id: rule, input: { notes: 'x' } }, employee);
    const piece = ok(
      await gql<{ createPackaging: { id: string } }>(
        CREATE_PACKAGING,
        { id: product, input: { type: 'TRANSFER', sourceQuantity: 1, sourceUnit: 'PIECE' } },
        admin,
      ),
    ).createPackaging.id;
    await gql(DELETE_RULE, { id: rule }, admin);

    // Articles.
    const articleInput = {
      name: 'Contrat cagette',
      price: 12.5,
      vat: 'VAT_5_5',
      productId: product,
      supplierId: supplier,
      packagings: [{ name: 'Cagette', sourceQuantity: 5, sourceUnit: 'KG' }],
    };
    const article = ok(
      await gql<{ createArticle: { id: string } }>(CREATE_ARTICLE, { input: articleInput }, admin),
    ).createArticle.id;
    await gql(CREATE_ARTICLE, { input: { ...articleInput, labId: lab } }, admin);
    await gql(CREATE_ARTICLE, { input: articleInput }, manager);
    await gql(UPDATE_ARTICLE, { id: article, input: { price: 13 } }, admin);
    await gql(UPDATE_ARTICLE, { id: article, input: { price: -1 } }, admin);
    await gql(UPDATE_ARTICLE, { id: article, input: { price: 1 } }, employee);
    await gql(UPDATE_ARTICLE, { id: article, input: { price: 1 } }, other);
    await gql(
      `query ($id: ID!) { product(id: $id) { ${PRODUCT} articles { ${ARTICLE} } } }`,
      { id: product },
      employee,
    );
    await gql('query ($id: ID!) { product(id: $id) { id } }', { id: product }, other);
    await gql(
      `{ products(filter: { search: "contrat" }, sort: { field: CREATED_AT, direction: DESC }, limit: 5) {
         total limit offset data { ${PRODUCT} articles { id supplier { id } } } } }`,
      {},
      manager,
    );
    await gql(
      `{ articles(filter: { search: "contrat" }, sort: { field: SUPPLIER_NAME, direction: ASC }, limit: 5) {
         total data { ${ARTICLE} priceHistory { id } } } }`,
      {},
      employee,
    );
    await gql('query ($id: ID!) { article(id: $id) { id } }', { id: article }, other);
    await gql(DELETE_SUPPLIER, { id: supplier }, admin);
    await gql(DELETE_PRODUCT, { id: product }, admin);

    // Deletes.
    await gql(DELETE_PACKAGING, { id: piece }, employee);
    await gql(DELETE_PACKAGING, { id: piece }, admin);
    await gql(DELETE_PACKAGING, { id: piece }, admin);
    await gql(DELETE_RULE, { id: rule }, admin);
    await gql(DELETE_RULE, { id: rule }, admin);
    await gql(DELETE_ARTICLE, { id: article }, manager);
    await gql(DELETE_ARTICLE, { id: article }, admin);
    await gql(DELETE_ARTICLE, { id: article }, admin);
    await gql(DELETE_SUPPLIER, { id: supplier }, manager);
    await gql(UPDATE_PRODUCT, { id: product, input: { preferredSupplierId: null } }, admin);
    await gql(DELETE_SUPPLIER, { id: supplier }, admin);
    await gql(DELETE_PRODUCT, { id: product }, employee);

    expectContract(stack, [
      'GET /api/suppliers 200',
      'GET /api/labs 200',
      'POST /api/suppliers 201',
      'POST /api/suppliers 400',
      'POST /api/suppliers 403',
      'PUT /api/suppliers/{id} 200',
      'PUT /api/suppliers/{id} 400',
      'PUT /api/suppliers/{id} 403',
      'POST /api/suppliers/{id}/restaurants 200',
      'POST /api/suppliers/{id}/restaurants 400',
      'DELETE /api/suppliers/{id} 204',
      'DELETE /api/suppliers/{id} 403',
      'DELETE /api/suppliers/{id} 409',
      'GET /api/products 200',
      'POST /api/products 201',
      'POST /api/products 400',
      'POST /api/products 403',
      'PUT /api/products/{id} 200',
      'PUT /api/products/{id} 400',
      'PUT /api/products/{id} 403',
      'PUT /api/products/{id} 404',
      'DELETE /api/products/{id} 409',
      'DELETE /api/products/{id} 403',
      'POST /api/products/{id}/packagings 201',
      'POST /api/products/{id}/packagings 400',
      'POST /api/products/{id}/packagings 403',
      'PUT /api/packagings/{id} 200',
      'PUT /api/packagings/{id} 400',
      'PUT /api/packagings/{id} 404',
      'DELETE /api/packagings/{id} 204',
      'DELETE /api/packagings/{id} 403',
      'DELETE /api/packagings/{id} 404',
      'POST /api/products/{id}/conversion-rules 201',
      'POST /api/products/{id}/conversion-rules 400',
      'PUT /api/conversion-rules/{id} 200',
      'PUT /api/conversion-rules/{id} 403',
      'DELETE /api/conversion-rules/{id} 204',
      'DELETE /api/conversion-rules/{id} 409',
      'DELETE /api/conversion-rules/{id} 404',
      'GET /api/conversion-rules/{id}/convert/{value} 200',
      'GET /api/articles 200',
      'POST /api/articles 201',
      'POST /api/articles 400',
      'POST /api/articles 403',
      'PUT /api/articles/{id} 200',
      'PUT /api/articles/{id} 400',
      'PUT /api/articles/{id} 403',
      'PUT /api/articles/{id} 404',
      'GET /api/articles/price-history 200',
      'DELETE /api/articles/{id} 204',
      'DELETE /api/articles/{id} 403',
      'DELETE /api/articles/{id} 404',
      'GET /api/surfaces 200',
    ]);
    // The bff's batch reads: a page's sheets and articles, one call each.
    expect(stack.calls.some((c) => /^\/api\/products\?ids=[\d,]+&details=true$/.test(c.path))).toBe(
      true,
    );
    expect(stack.calls.some((c) => /^\/api\/articles\?productIds=\d+(,\d+)*$/.test(c.path))).toBe(
      true,
    );
  });
});

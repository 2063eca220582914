// The purchase-order routes (orders, transitions, expedition, reception), as the bff meets them,
// match api/openapi.json.
import { describe, expect, it } from 'vitest';
import { contractRun, expectContract } from './contract-run.ts';

const ORDER = `id reference status allowedTransitions supplierName expectedDate notes receivingNote
  shippingNote statusReason subtotalHT totalVAT totalTTC vatBreakdown { rate base amount }
  lineCount pdfUrl emailStatus emailError createdAt createdBy { id } sentAt expeditedAt
  firstReceivedAt lastReceivedAt supplier { id kind name } restaurant { id name }
  lines { id articleName supplierRef productName quantityOrdered packagingName packagingQuantity
    packagingUnit baseUnit conversionToBase quantityOrderedBase unitPrice vat vatRate lineTotal
    lineTotalTTC temperatureCategory quantityExpedited quantityReceivedPackaging
    quantityReceivedBase deliveryTempC receivingLineNote article { id } product { id } }
  receptions { id receivedAt receivedBy { id } note lines { id quantityReceivedPackaging
    quantityReceivedBase unitPrice deliveryTempC temperatureAlert lotNumber useByDate note
    line { id } traceabilityRecord { id lotNumber } } }`;

const CREATE = `mutation ($input: PurchaseOrderInput!, $send: Boolean) {
  createPurchaseOrder(input: $input, send: $send) { ${ORDER} } }`;
const UPDATE = `mutation ($id: ID!, $input: PurchaseOrderInput!) {
  updatePurchaseOrder(id: $id, input: $input) { ${ORDER} } }`;
const ONE = `query ($id: ID!) { purchaseOrder(id: $id) { ${ORDER} } }`;
const act = (name: string, args = '') =>
  `mutation ($id: ID!) { ${name}(id: $id${args}) { ${ORDER} } }`;
const EXPEDITE = `mutation ($id: ID!, $input: ExpeditionInput!) {
  expeditePurchaseOrder(id: $id, input: $input) { ${ORDER} } }`;
const RECEIVE = `mutation ($id: ID!, $input: ReceptionInput!) {
  receivePurchaseOrder(id: $id, input: $input) { ${ORDER} } }`;

const run = contractRun();

interface Order {
  id: string;
  lines: { id: string }[];
}

describe('purchase orders: REST responses received by the bff match api/openapi.json', () => {
  it('for every route the graph calls and its refusals', async () => {
    const { stack, gql, admin, employee, other } = await run.start();
    const ok = <T>(result: { data?: T | null; errors?: unknown }): T => {
      expect(result.errors).toBeUndefined();
      return result.data!;
    };
    const restaurants = ok(
      await gql<{ restaurants: { id: string; isLab: boolean }[] }>(
        '{ restaurants { id isLab } }',
        {},
        admin,
      ),
    ).restaurants;
    const restaurant = restaurants.find((r) => !r.isLab)!.id;
    const lab = restaurants.find((r) => r.isLab)!.id;
    const supplier = ok(
      await gql<{ createSupplier: { id: string } }>(
        `mutation { createSupplier(input: { name: "Contrat achats", email: "achats@exemple.fr" }) { id } }`,
        {},
        admin,
      ),
    ).createSupplier.id;
    // It delivers the restaurant the orders below are issued by.
    ok(
      await gql(
        `mutation ($supplierId: ID!, $restaurantIds: [ID!]!) {
          setSupplierRestaurants(supplierId: $supplierId, restaurantIds: $restaurantIds) { id } }`,
        { supplierId: supplier, restaurantIds: [restaurant] },
        admin,
      ),
    );
    const product = ok(
      await gql<{ createProduct: { id: string } }>(
        `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
        {
          input: {
            name: 'Contrat achats',
            category: 'DAIRY',
            baseUnit: 'G',
            storagePackagingQuantity: 1,
            storagePackagingUnit: 'KG',
          },
        },
        admin,
      ),
    ).createProduct.id;
    const article = async (seller: Record<string, string>) =>
      ok(
        await gql<{ createArticle: { id: string } }>(
          `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
          {
            input: {
              name: 'Contrat crème',
              price: 6.4,
              vat: 'VAT_5_5',
              temperatureCategory: 'FRESH',
              productId: product,
              restaurantIds: [restaurant],
              packagings: [{ name: 'Seau', sourceQuantity: 2, sourceUnit: 'KG' }],
              ...seller,
            },
          },
          admin,
        ),
      ).createArticle.id;
    const supplierArticle = await article({ supplierId: supplier });
    const labArticle = await article({ labId: lab });
    ok(
      await gql(
        `mutation ($input: StockMovementInput!) { recordStockMovement(input: $input) { id } }`,
        {
          input: {
            restaurantId: lab,
            productId: product,
            type: 'IN',
            reason: 'PURCHASE',
            quantity: 40,
            unit: 'KG',
          },
        },
        admin,
      ),
    );
    const input = (supplierKind: string, supplierId: string, articleId: string) => ({
      restaurantId: restaurant,
      supplierKind,
      supplierId,
      expectedDate: '2026-12-15',
      notes: 'Contrat',
      lines: [{ articleId, quantity: 3 }],
    });
    const external = input('EXTERNAL', supplier, supplierArticle);
    const create = async (value: Record<string, unknown>, send = false) =>
      ok(await gql<{ createPurchaseOrder: Order }>(CREATE, { input: value, send }, admin))
        .createPurchaseOrder;

    // A draft, edited, refused, sent, re-emailed, answered, received in part.
    const draft = await create(external);
    await gql(CREATE, { input: { ...external, lines: [] } }, admin);
    await gql(CREATE, { input: external }, employee);
    // Its lines are replaced: new ids.
    const edited = ok(
      await gql<{ updatePurchaseOrder: Order }>(UPDATE, { id: draft.id, input: external }, admin),
    ).updatePurchaseOrder;
    ok(await gql(act('sendPurchaseOrder'), { id: draft.id }, admin));
    await gql(act('sendPurchaseOrder'), { id: draft.id }, admin);
    await gql(UPDATE, { id: draft.id, input: external }, admin);
    ok(await gql(act('resendPurchaseOrderEmail'), { id: draft.id }, admin));
    ok(await gql(act('acknowledgePurchaseOrder'), { id: draft.id }, admin));
    await gql(act('refusePurchaseOrder', ', reason: "Trop tard"'), { id: draft.id }, admin);
    const line = edited.lines[0]!.id;
    await gql(
      RECEIVE,
      { id: draft.id, input: { lines: [{ lineId: line, quantityReceived: 1 }] } },
      admin,
    );
    ok(
      await gql(
        RECEIVE,
        {
          id: draft.id,
          input: {
            note: 'Contrat',
            lines: [{ lineId: line, quantityReceived: 1, deliveryTempC: 3, lotNumber: 'C-1' }],
          },
        },
        admin,
      ),
    );
    ok(await gql(ONE, { id: draft.id }, admin));

    // Cancelled, deleted, and refused for another chain.
    const toCancel = await create(external);
    ok(await gql(act('cancelPurchaseOrder', ', reason: "Doublon"'), { id: toCancel.id }, admin));
    const toDelete = await create(external);
    ok(
      await gql('mutation ($id: ID!) { deletePurchaseOrder(id: $id) }', { id: toDelete.id }, admin),
    );
    await gql('mutation ($id: ID!) { deletePurchaseOrder(id: $id) }', { id: draft.id }, admin);
    await gql(act('acknowledgePurchaseOrder'), { id: draft.id }, other);
    await gql(ONE, { id: draft.id }, other);

    // To the laboratory: sent at once, accepted, expedited, then expedited again (refused).
    const labOrder = await create(input('LABORATORY', lab, labArticle), true);
    ok(await gql(act('acknowledgePurchaseOrder'), { id: labOrder.id }, admin));
    const expedition = {
      id: labOrder.id,
      input: { lines: [{ lineId: labOrder.lines[0]!.id, quantityExpedited: 3 }] },
    };
    ok(await gql(EXPEDITE, expedition, admin));
    await gql(EXPEDITE, expedition, admin);

    // The lists, each with its refusals.
    const LIST = `query ($id: ID!) { purchaseOrders(restaurantId: $id,
      filter: { search: "BC", supplierKind: EXTERNAL, supplierId: "${supplier}" },
      sort: { field: EXPECTED_DATE, direction: ASC }) { total data { ${ORDER} } } }`;
    ok(await gql(LIST, { id: restaurant }, admin));
    await gql(LIST, { id: restaurant }, other);
    const SALES = `query ($id: ID!) { internalSales(labId: $id) { total data { id restaurant { id } } } }`;
    ok(await gql(SALES, { id: lab }, admin));
    await gql(SALES, { id: restaurant }, admin);

    expectContract(stack, [
      'POST /api/purchase-orders 201',
      'POST /api/purchase-orders 400',
      'POST /api/purchase-orders 403',
      'POST /api/purchase-orders/send 201',
      'PUT /api/purchase-orders/{id} 200',
      'PUT /api/purchase-orders/{id} 409',
      'POST /api/purchase-orders/{id}/send 200',
      'POST /api/purchase-orders/{id}/send 409',
      'POST /api/purchase-orders/{id}/resend-email 200',
      'POST /api/purchase-orders/{id}/acknowledge 200',
      'POST /api/purchase-orders/{id}/acknowledge 404',
      'POST /api/purchase-orders/{id}/refuse 409',
      'POST /api/purchase-orders/{id}/cancel 200',
      'DELETE /api/purchase-orders/{id} 204',
      'DELETE /api/purchase-orders/{id} 409',
      'POST /api/purchase-orders/{id}/receive 200',
      'POST /api/purchase-orders/{id}/receive 400',
      'POST /api/purchase-orders/{id}/expedite 200',
      'POST /api/purchase-orders/{id}/expedite 409',
      'GET /api/purchase-orders 200',
      'GET /api/purchase-orders 400',
      'GET /api/purchase-orders 404',
      'GET /api/traceability/{id} 200',
    ]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { PURCHASING_MESSAGES } from '@bo/domain';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  seededRestaurants,
  startStack,
  type GraphResult,
  type Stack,
} from './helpers.ts';
import { ISSUER_CARD_ONLY } from '../src/resolvers/issuer-card.ts';

// Purchasing in the graph (issue 13 item 11): orders created, sent, listed, answered, expedited
// by the laboratory and received by the restaurant through the graph, over the api's routes;
// refusals as the api words them; `purchaseOrder → lines → article → product` at a number of REST
// calls that does not grow with the order's lines.

let stack: Stack;
let admin: string;
let manager: string;
let employee: string;
let bistrot: string;
let labId: string;
let supplierId: string;
/** The supplier's articles (one product each), all allowed at the Bistrot. */
const supplierArticles: string[] = [];
/** The laboratory's: a FRESH one and a DRY one. */
const labArticles: string[] = [];

const PREFIX = 'Zq achats';
const EXPECTED = '2026-12-15';

const data = <T>(result: GraphResult<T>): T => {
  expect(result.errors).toBeUndefined();
  return result.data!;
};

async function article(
  index: number,
  seller: { supplierId: string } | { labId: string },
  temperatureCategory = 'DRY',
) {
  const { createProduct } = data(
    await stack.gql<{ createProduct: { id: string } }>(
      `mutation ($input: CreateProductInput!) { createProduct(input: $input) { id } }`,
      {
        input: {
          name: `${PREFIX} produit ${String(index).padStart(2, '0')}`,
          category: 'VEGETABLE',
          baseUnit: 'G',
          storagePackagingQuantity: 1,
          storagePackagingUnit: 'KG',
        },
      },
      admin,
    ),
  );
  const { createArticle } = data(
    await stack.gql<{ createArticle: { id: string } }>(
      `mutation ($input: CreateArticleInput!) { createArticle(input: $input) { id } }`,
      {
        input: {
          name: `${PREFIX} article ${String(index).padStart(2, '0')}`,
          price: 2.5 + index,
          vat: 'VAT_5_5',
          temperatureCategory,
          productId: createProduct.id,
          ...seller,
          restaurantIds: [bistrot],
          packagings: [{ name: 'Sac', sourceQuantity: 5, sourceUnit: 'KG' }],
        },
      },
      admin,
    ),
  );
  return createArticle.id;
}

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  manager = await stack.login(MANAGER);
  employee = await stack.login(EMPLOYEE);
  const restaurants = await seededRestaurants(stack, admin);
  bistrot = restaurants.named('Le Bistrot du Port').id;
  labId = restaurants.named('Laboratoire Central').id;
  supplierId = data(
    await stack.gql<{ createSupplier: { id: string } }>(
      `mutation { createSupplier(input: { name: "${PREFIX} Primeur", email: "primeur@exemple.fr",
        deliveryDelayDays: 2 }) { id } }`,
      {},
      admin,
    ),
  ).createSupplier.id;
  // It delivers the Bistrot, the restaurant the orders below are issued by.
  data(
    await stack.gql(
      `mutation ($supplierId: ID!, $restaurantIds: [ID!]!) {
        setSupplierRestaurants(supplierId: $supplierId, restaurantIds: $restaurantIds) { id } }`,
      { supplierId, restaurantIds: [bistrot] },
      admin,
    ),
  );
  // Ten at a time: 50 products and articles take a few seconds.
  for (let start = 0; start < 50; start += 10) {
    supplierArticles.push(
      ...(await Promise.all(
        Array.from({ length: 10 }, (_, i) => article(start + i, { supplierId })),
      )),
    );
  }
  labArticles.push(await article(50, { labId }, 'FRESH'), await article(51, { labId }));
  // The laboratory expedites from its stock: 50 kg of each.
  const { articles } = data(
    await stack.gql<{ articles: { data: { product: { id: string } }[] } }>(
      `query ($labId: ID!) { articles(filter: { labId: $labId, search: "${PREFIX}" }) { data { product { id } } } }`,
      { labId },
      admin,
    ),
  );
  for (const { product } of articles.data) {
    data(
      await stack.gql(
        `mutation ($input: StockMovementInput!) { recordStockMovement(input: $input) { id } }`,
        {
          input: {
            restaurantId: labId,
            productId: product.id,
            type: 'IN',
            reason: 'PURCHASE',
            quantity: 50,
            unit: 'KG',
          },
        },
        admin,
      ),
    );
  }
});
afterAll(() => stack?.close());

const ORDER = `id reference status allowedTransitions supplierName expectedDate notes
  subtotalHT totalVAT totalTTC vatBreakdown { rate base amount } lineCount pdfUrl emailStatus
  sentAt expeditedAt firstReceivedAt lastReceivedAt createdBy { firstName }
  supplier { __typename id name } restaurant { id name }
  lines { id articleName quantityOrdered packagingName unitPrice vatRate lineTotal lineTotalTTC
    temperatureCategory quantityExpedited quantityReceivedPackaging quantityReceivedBase
    deliveryTempC article { id } product { name } }
  receptions { receivedBy { firstName } note lines { quantityReceivedPackaging deliveryTempC
    temperatureAlert lotNumber useByDate line { id } traceabilityRecord { lotNumber productName } } }`;

interface Order {
  id: string;
  reference: string;
  status: string;
  allowedTransitions: string[];
  subtotalHT: number;
  totalVAT: number;
  totalTTC: number;
  vatBreakdown: { rate: number; base: number; amount: number }[];
  lineCount: number;
  pdfUrl: string | null;
  emailStatus: string;
  sentAt: string | null;
  expeditedAt: string | null;
  firstReceivedAt: string | null;
  supplier: { __typename: string; id: string; name: string } | null;
  restaurant: { id: string; name: string };
  lines: {
    id: string;
    articleName: string;
    quantityOrdered: number;
    unitPrice: number;
    lineTotal: number;
    lineTotalTTC: number;
    quantityExpedited: number | null;
    quantityReceivedPackaging: number;
    quantityReceivedBase: number;
    deliveryTempC: number | null;
    article: { id: string } | null;
    product: { name: string } | null;
  }[];
  receptions: {
    receivedBy: { firstName: string } | null;
    note: string | null;
    lines: {
      quantityReceivedPackaging: number;
      deliveryTempC: number | null;
      temperatureAlert: boolean;
      lotNumber: string | null;
      useByDate: string | null;
      line: { id: string };
      traceabilityRecord: { lotNumber: string; productName: string } | null;
    }[];
  }[];
}

const CREATE = `mutation ($input: PurchaseOrderInput!, $send: Boolean) {
  createPurchaseOrder(input: $input, send: $send) { ${ORDER} } }`;
const UPDATE = `mutation ($id: ID!, $input: PurchaseOrderInput!, $send: Boolean) {
  updatePurchaseOrder(id: $id, input: $input, send: $send) { ${ORDER} } }`;
const ONE = `query ($id: ID!) { purchaseOrder(id: $id) { ${ORDER} } }`;
const transition = (name: string, args = '') =>
  `mutation ($id: ID!) { ${name}(id: $id${args}) { ${ORDER} } }`;

const externalInput = (lines: { articleId: string; quantity: number }[]) => ({
  restaurantId: bistrot,
  supplierKind: 'EXTERNAL',
  supplierId,
  expectedDate: EXPECTED,
  notes: 'Livrer par la cour',
  lines,
});

async function create(input: Record<string, unknown>, send = false, token = admin) {
  return data(await stack.gql<{ createPurchaseOrder: Order }>(CREATE, { input, send }, token))
    .createPurchaseOrder;
}

describe('an order to an external supplier', () => {
  let draft: Order;

  it('is created as a draft by the restaurant’s MANAGER, priced and totalled by the server', async () => {
    draft = await create(
      externalInput([
        { articleId: supplierArticles[0]!, quantity: 2 },
        { articleId: supplierArticles[1]!, quantity: 1.5 },
      ]),
      false,
      manager,
    );
    expect(draft.reference).toMatch(/^BC-\d{4}-\d{5}$/);
    expect(draft.status).toBe('DRAFT');
    expect(draft.allowedTransitions).toEqual(expect.arrayContaining(['EDIT', 'SEND', 'DELETE']));
    expect(draft.supplier).toEqual({
      __typename: 'ExternalSupplier',
      id: supplierId,
      name: `${PREFIX} Primeur`,
    });
    expect(draft.restaurant.id).toBe(bistrot);
    // 2 × 2.50 + 1.5 × 3.50 = 10.25 HT; TTC line by line: 5.28 + 5.54 = 10.82.
    expect(draft.lines.map((l) => [l.unitPrice, l.lineTotal])).toEqual([
      [2.5, 5],
      [3.5, 5.25],
    ]);
    expect(draft).toMatchObject({
      subtotalHT: 10.25,
      totalTTC: 10.82,
      totalVAT: 0.57,
      lineCount: 2,
    });
    expect(draft.vatBreakdown).toEqual([{ rate: 5.5, base: 10.25, amount: 0.57 }]);
    expect(draft.lines[0]!.article).toEqual({ id: supplierArticles[0] });
    expect(draft.lines[0]!.product).toEqual({ name: `${PREFIX} produit 00` });
    expect(draft.pdfUrl).toBeNull();
  });

  it('is refused in French with the field under the graph’s input name', async () => {
    const none = await stack.gql(CREATE, { input: externalInput([]) }, admin);
    expect(codeOf(none)).toBe('BAD_USER_INPUT');
    expect(none.errors![0]!.message).toContain(
      'Veuillez sélectionner au moins un article avec une quantité',
    );
    const negative = await stack.gql(
      CREATE,
      { input: externalInput([{ articleId: supplierArticles[0]!, quantity: -1 }]) },
      admin,
    );
    expect(codeOf(negative)).toBe('BAD_USER_INPUT');
    expect(negative.errors![0]!.extensions!.fieldErrors).toHaveProperty('lines.0.quantity');
    // An EMPLOYEE reads orders; he does not write them.
    const forbidden = await stack.gql(
      CREATE,
      { input: externalInput([{ articleId: supplierArticles[0]!, quantity: 1 }]) },
      employee,
    );
    expect(codeOf(forbidden)).toBe('FORBIDDEN');
  });

  it('is edited and sent in one mutation: its PDF opens through the bff', async () => {
    const sent = data(
      await stack.gql<{ updatePurchaseOrder: Order }>(
        UPDATE,
        {
          id: draft.id,
          input: externalInput([{ articleId: supplierArticles[2]!, quantity: 3 }]),
          send: true,
        },
        admin,
      ),
    ).updatePurchaseOrder;
    expect(sent.status).toBe('SENT_PENDING');
    expect(sent.sentAt).not.toBeNull();
    expect(sent.lines.map((l) => l.articleName)).toEqual([`${PREFIX} article 02`]);
    expect(sent.subtotalHT).toBe(13.5);
    expect(sent.emailStatus).not.toBe('NOT_SENT');
    expect(sent.allowedTransitions).toEqual(
      expect.arrayContaining(['ACKNOWLEDGE', 'REFUSE', 'CANCEL', 'RECEIVE']),
    );
    expect(sent.pdfUrl).toMatch(/^\/api\/files\//);
    const pdf = await fetch(`${stack.bffUrl}${sent.pdfUrl}`);
    expect(pdf.status).toBe(200);
    expect(pdf.headers.get('content-type')).toBe('application/pdf');
    expect(
      Buffer.from(await pdf.arrayBuffer())
        .subarray(0, 5)
        .toString(),
    ).toBe('%PDF-');
  });

  it('refuses a transition its status does not allow with the api’s French message, and changes nothing', async () => {
    const again = await stack.gql(transition('sendPurchaseOrder'), { id: draft.id }, admin);
    expect(codeOf(again)).toBe('CONFLICT');
    expect(again.errors![0]!.message).toBe(PURCHASING_MESSAGES.sendDraftOnly);
    const edit = await stack.gql(
      UPDATE,
      { id: draft.id, input: externalInput([{ articleId: supplierArticles[0]!, quantity: 1 }]) },
      admin,
    );
    expect(codeOf(edit)).toBe('CONFLICT');
    expect(edit.errors![0]!.message).toBe(PURCHASING_MESSAGES.editDraftOnly);
    const read = data(await stack.gql<{ purchaseOrder: Order }>(ONE, { id: draft.id }, admin));
    expect(read.purchaseOrder.status).toBe('SENT_PENDING');
    expect(read.purchaseOrder.subtotalHT).toBe(13.5);
  });

  it('records the supplier’s answer, then is received in part', async () => {
    const acknowledged = data(
      await stack.gql<{ acknowledgePurchaseOrder: Order }>(
        transition('acknowledgePurchaseOrder'),
        { id: draft.id },
        manager,
      ),
    ).acknowledgePurchaseOrder;
    expect(acknowledged.status).toBe('ACKNOWLEDGED_SUPPLIER');
    const line = acknowledged.lines[0]!;
    const received = data(
      await stack.gql<{ receivePurchaseOrder: Order }>(
        `mutation ($id: ID!, $input: ReceptionInput!) { receivePurchaseOrder(id: $id, input: $input) { ${ORDER} } }`,
        {
          id: draft.id,
          input: {
            note: 'Livreur en avance',
            lines: [{ lineId: line.id, quantityReceived: 1, lotNumber: 'L-SEC-1' }],
          },
        },
        employee,
      ),
    ).receivePurchaseOrder;
    expect(received.status).toBe('PARTIALLY_RECEIVED');
    expect(received.lines[0]).toMatchObject({
      quantityReceivedPackaging: 1,
      quantityReceivedBase: 5000,
    });
    expect(received.receptions).toHaveLength(1);
    expect(received.receptions[0]).toMatchObject({
      note: 'Livreur en avance',
      receivedBy: { firstName: 'Emma' },
    });
    expect(received.receptions[0]!.lines[0]).toMatchObject({
      line: { id: line.id },
      lotNumber: 'L-SEC-1',
      traceabilityRecord: { lotNumber: 'L-SEC-1', productName: `${PREFIX} produit 02` },
    });
  });

  it('is listed among the restaurant’s orders, with its filters', async () => {
    const LIST = `query ($restaurantId: ID!, $filter: PurchaseOrderFilter, $sort: PurchaseOrderSort) {
      purchaseOrders(restaurantId: $restaurantId, filter: $filter, sort: $sort) {
        total limit offset data { id reference status supplier { name } }
      }
    }`;
    type Page = { purchaseOrders: { total: number; data: { id: string; status: string }[] } };
    const all = data(await stack.gql<Page>(LIST, { restaurantId: bistrot }, manager));
    expect(all.purchaseOrders.data.map((o) => o.id)).toContain(draft.id);
    const byReference = data(
      await stack.gql<Page>(
        LIST,
        {
          restaurantId: bistrot,
          filter: { search: draft.reference.toLowerCase(), status: 'PARTIALLY_RECEIVED' },
          sort: { field: 'REFERENCE', direction: 'ASC' },
        },
        manager,
      ),
    );
    expect(byReference.purchaseOrders).toMatchObject({ total: 1, data: [{ id: draft.id }] });
    const bySupplier = data(
      await stack.gql<Page>(
        LIST,
        { restaurantId: bistrot, filter: { supplierKind: 'EXTERNAL', supplierId } },
        manager,
      ),
    );
    expect(bySupplier.purchaseOrders.total).toBeGreaterThanOrEqual(1);
  });
});

describe('an order to the laboratory', () => {
  let order: Order;

  it('is created and sent at once, and shows in the laboratory’s internal sales', async () => {
    order = await create(
      {
        restaurantId: bistrot,
        supplierKind: 'LABORATORY',
        supplierId: labId,
        expectedDate: EXPECTED,
        lines: [
          { articleId: labArticles[0]!, quantity: 4 },
          { articleId: labArticles[1]!, quantity: 2 },
        ],
      },
      true,
      manager,
    );
    expect(order.status).toBe('SENT_PENDING');
    expect(order.supplier).toMatchObject({ __typename: 'Laboratory', id: labId });
    const sales = data(
      await stack.gql<{
        internalSales: {
          total: number;
          data: { id: string; restaurant: { name: string }; status: string }[];
        };
      }>(
        `query ($labId: ID!, $filter: PurchaseOrderFilter) {
          internalSales(labId: $labId, filter: $filter) { total data { id status restaurant { name } } } }`,
        { labId, filter: { restaurantId: bistrot } },
        admin,
      ),
    ).internalSales;
    expect(sales.data).toContainEqual({
      id: order.id,
      status: 'SENT_PENDING',
      restaurant: { name: 'Le Bistrot du Port' },
    });
  });

  it('is accepted and expedited by the laboratory, then received with a temperature and a lot', async () => {
    const accepted = data(
      await stack.gql<{ acknowledgePurchaseOrder: Order }>(
        transition('acknowledgePurchaseOrder'),
        { id: order.id },
        admin,
      ),
    ).acknowledgePurchaseOrder;
    expect(accepted.status).toBe('ACKNOWLEDGED_SUPPLIER');
    const [fresh, dry] = accepted.lines;
    const expedited = data(
      await stack.gql<{ expeditePurchaseOrder: Order }>(
        `mutation ($id: ID!, $input: ExpeditionInput!) { expeditePurchaseOrder(id: $id, input: $input) { ${ORDER} } }`,
        {
          id: order.id,
          input: {
            shippingNote: 'Camion frigorifique',
            lines: [
              { lineId: fresh!.id, quantityExpedited: 4 },
              { lineId: dry!.id, quantityExpedited: 2 },
            ],
          },
        },
        admin,
      ),
    ).expeditePurchaseOrder;
    expect(expedited.status).toBe('EXPEDITED');
    expect(expedited.expeditedAt).not.toBeNull();
    expect(expedited.lines.map((l) => l.quantityExpedited)).toEqual([4, 2]);

    // A fresh line without its temperature is refused in French, and nothing is received.
    const RECEIVE = `mutation ($id: ID!, $input: ReceptionInput!) { receivePurchaseOrder(id: $id, input: $input) { ${ORDER} } }`;
    const noTemperature = await stack.gql(
      RECEIVE,
      {
        id: order.id,
        input: {
          lines: [
            { lineId: fresh!.id, quantityReceived: 4 },
            { lineId: dry!.id, quantityReceived: 2 },
          ],
        },
      },
      manager,
    );
    expect(codeOf(noTemperature)).toBe('BAD_USER_INPUT');
    expect(JSON.stringify(noTemperature.errors)).toContain(PURCHASING_MESSAGES.temperatureRequired);

    const received = data(
      await stack.gql<{ receivePurchaseOrder: Order }>(
        RECEIVE,
        {
          id: order.id,
          input: {
            lines: [
              {
                lineId: fresh!.id,
                quantityReceived: 4,
                deliveryTempC: 3.2,
                lotNumber: 'LOT-LAB-7',
                useByDate: '2026-12-20',
              },
              { lineId: dry!.id, quantityReceived: 2, lotNumber: 'LOT-LAB-8' },
            ],
          },
        },
        manager,
      ),
    ).receivePurchaseOrder;
    expect(received.status).toBe('RECEIVED');
    expect(received.firstReceivedAt).not.toBeNull();
    expect(received.lines[0]).toMatchObject({ quantityReceivedPackaging: 4, deliveryTempC: 3.2 });
    expect(received.receptions[0]!.lines[0]).toMatchObject({
      deliveryTempC: 3.2,
      temperatureAlert: false,
      lotNumber: 'LOT-LAB-7',
      useByDate: '2026-12-20',
      traceabilityRecord: { lotNumber: 'LOT-LAB-7' },
    });
    expect(received.allowedTransitions).toEqual([]);
  });
});

describe('transitions and tenancy', () => {
  it('cancels a sent order with a reason, deletes a draft, and says NOT_FOUND after', async () => {
    const input = externalInput([{ articleId: supplierArticles[3]!, quantity: 1 }]);
    const sent = await create(input, true);
    const unexplained = await stack.gql(transition('cancelPurchaseOrder'), { id: sent.id }, admin);
    expect(codeOf(unexplained)).toBe('BAD_USER_INPUT');
    expect(unexplained.errors![0]!.message).toContain(PURCHASING_MESSAGES.cancelReasonRequired);
    const cancelled = data(
      await stack.gql<{ cancelPurchaseOrder: Order & { statusReason: string } }>(
        `mutation ($id: ID!) { cancelPurchaseOrder(id: $id, reason: "Erreur de saisie") { id status statusReason } }`,
        { id: sent.id },
        admin,
      ),
    ).cancelPurchaseOrder;
    expect(cancelled).toMatchObject({ status: 'CANCELLED', statusReason: 'Erreur de saisie' });
    const refused = await stack.gql(
      `mutation ($id: ID!) { refusePurchaseOrder(id: $id, reason: "Non") { id } }`,
      { id: sent.id },
      admin,
    );
    expect(codeOf(refused)).toBe('CONFLICT');
    expect(refused.errors![0]!.message).toBe(PURCHASING_MESSAGES.refuseSentOnly);

    const draft = await create(input);
    const deleted = data(
      await stack.gql<{ deletePurchaseOrder: string }>(
        'mutation ($id: ID!) { deletePurchaseOrder(id: $id) }',
        { id: draft.id },
        admin,
      ),
    );
    expect(deleted.deletePurchaseOrder).toBe(draft.id);
    const gone = await stack.gql(ONE, { id: draft.id }, admin);
    expect(codeOf(gone)).toBe('NOT_FOUND');
    expect(gone.errors![0]!.message).toBe('Bon de commande non trouvé');
  });

  it('answers NOT_FOUND to another chain, for a read and a transition, and to a malformed id', async () => {
    const order = await create(externalInput([{ articleId: supplierArticles[4]!, quantity: 1 }]));
    const other = await stack.login(OTHER_ADMIN);
    for (const query of [ONE, transition('sendPurchaseOrder'), transition('cancelPurchaseOrder')]) {
      const result = await stack.gql(query, { id: order.id }, other);
      expect(codeOf(result)).toBe('NOT_FOUND');
    }
    const theirs = await stack.gql(
      `query ($id: ID!) { purchaseOrders(restaurantId: $id) { total } }`,
      { id: bistrot },
      other,
    );
    expect(codeOf(theirs)).toBe('NOT_FOUND');
    const malformed = await stack.gql(ONE, { id: 'abc' }, admin);
    expect(codeOf(malformed)).toBe('NOT_FOUND');
    expect(malformed.restCalls).toBe(0);
    // The order is untouched.
    const read = data(await stack.gql<{ purchaseOrder: Order }>(ONE, { id: order.id }, admin));
    expect(read.purchaseOrder.status).toBe('DRAFT');
  });

  it('answers BAD_USER_INPUT for internal sales of a restaurant that is no laboratory', async () => {
    const result = await stack.gql(
      `query ($id: ID!) { internalSales(labId: $id) { total } }`,
      { id: bistrot },
      admin,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.message).toContain(PURCHASING_MESSAGES.labOnly);
  });
});

describe('purchaseOrder → lines → article → product', () => {
  const DEEP = `query ($id: ID!) { purchaseOrder(id: $id) {
    reference supplier { name } restaurant { name }
    lines { articleName article { id name product { id name } } }
  } }`;
  type Deep = {
    purchaseOrder: { lines: { article: { product: { name: string } } }[] };
  };

  it('costs the same few REST calls for 2 lines and for 50', async () => {
    const two = await create(
      externalInput(supplierArticles.slice(0, 2).map((articleId) => ({ articleId, quantity: 1 }))),
    );
    const fifty = await create(
      externalInput(supplierArticles.map((articleId) => ({ articleId, quantity: 1 }))),
    );
    const small = await stack.gql<Deep>(DEEP, { id: two.id }, admin);
    const large = await stack.gql<Deep>(DEEP, { id: fifty.id }, admin);
    expect(data(large).purchaseOrder.lines).toHaveLength(50);
    expect(data(large).purchaseOrder.lines[49]!.article.product.name).toBe(`${PREFIX} produit 49`);
    // The order, its articles, their products, the suppliers: one call each; the restaurant is
    // the order's own card.
    expect(large.restCalls).toBe(small.restCalls);
    expect(large.restCalls).toBeLessThanOrEqual(4);

    // A page of orders with their lines: the same reads, and the laboratories' for its orders
    // to the laboratory.
    const page = await stack.gql<{ purchaseOrders: { data: unknown[] } }>(
      `query ($id: ID!) { purchaseOrders(restaurantId: $id, limit: 10) { data {
        supplier { name } restaurant { name } lines { article { product { name } } } } } }`,
      { id: bistrot },
      admin,
    );
    expect(data(page).purchaseOrders.data.length).toBeGreaterThan(2);
    expect(page.restCalls).toBeLessThanOrEqual(5);
  });
});

describe('a laboratory’s MANAGER', () => {
  it('reads the orders it received, with the issuing restaurant’s real card, not the rest of it', async () => {
    // The Bistrot's own contact, so the card cannot pass for empty defaults.
    data(
      await stack.gql(
        'mutation ($id: ID!, $input: RestaurantInput!) { updateRestaurant(id: $id, input: $input) { id } }',
        {
          id: bistrot,
          input: { phone: '04 91 00 00 01', email: 'bistrot@exemple.fr' },
        },
        admin,
      ),
    );
    const order = await create(
      {
        restaurantId: bistrot,
        supplierKind: 'LABORATORY',
        supplierId: labId,
        expectedDate: EXPECTED,
        lines: [{ articleId: labArticles[1]!, quantity: 1 }],
      },
      true,
    );
    // Last in the file: the demo MANAGER now manages the laboratory only.
    const { me } = data(
      await stack.gql<{ me: { enseigne: { users: { id: string; email: string }[] } } }>(
        '{ me { enseigne { users { id email } } } }',
        {},
        admin,
      ),
    );
    const managerId = me.enseigne.users.find((u) => u.email === MANAGER)!.id;
    data(
      await stack.gql(
        'mutation ($id: ID!, $ids: [ID!]!) { setUserRestaurants(userId: $id, restaurantIds: $ids) { id } }',
        { id: managerId, ids: [labId] },
        admin,
      ),
    );
    const labManager = await stack.login(MANAGER);
    const sales = await stack.gql<{
      internalSales: {
        data: {
          id: string;
          allowedTransitions: string[];
          restaurant: { id: string; name: string; address: string };
        }[];
      };
    }>(
      `query ($labId: ID!) { internalSales(labId: $labId) {
        data { id allowedTransitions restaurant { id name address } } } }`,
      { labId },
      labManager,
    );
    const mine = data(sales).internalSales.data.find((o) => o.id === order.id)!;
    expect(mine.restaurant).toEqual({
      id: bistrot,
      name: 'Le Bistrot du Port',
      address: '12 quai du Port, 13002 Marseille',
    });
    expect(mine.allowedTransitions).toEqual(
      expect.arrayContaining(['ACKNOWLEDGE', 'REFUSE', 'EXPEDITE']),
    );

    // Where to deliver and whom to call: the restaurant as the admin reads it, field for field.
    const CARD = 'id name address phone email isLab deliveryDelayDays deliveryDays timeZone';
    const { restaurant } = data(
      await stack.gql<{ restaurant: Record<string, unknown> }>(
        `query ($id: ID!) { restaurant(id: $id) { ${CARD} } }`,
        { id: bistrot },
        admin,
      ),
    );
    expect(restaurant).toMatchObject({ phone: '04 91 00 00 01', email: 'bistrot@exemple.fr' });
    const read = await stack.gql<{ purchaseOrder: { restaurant: Record<string, unknown> } }>(
      `query ($id: ID!) { purchaseOrder(id: $id) { restaurant { ${CARD} } } }`,
      { id: order.id },
      labManager,
    );
    expect(data(read).purchaseOrder.restaurant).toEqual(restaurant);

    // The restaurant's own data is not his: a clean FORBIDDEN at the field, never INTERNAL nor
    // an empty list that would read as "no zones".
    for (const field of ['zones { id }', 'employees { id }', 'stockSummary { productCount }']) {
      const refused = await stack.gql(
        `query ($id: ID!) { purchaseOrder(id: $id) { restaurant { name ${field} } } }`,
        { id: order.id },
        labManager,
      );
      expect(refused.status).toBe(200);
      expect(refused.errors).toHaveLength(1);
      expect(codeOf(refused)).toBe('FORBIDDEN');
      expect(refused.errors![0]!.message).toBe(ISSUER_CARD_ONLY);
      expect(refused.errors![0]!.path).toEqual([
        'purchaseOrder',
        'restaurant',
        field.split(' ')[0],
      ]);
    }
    // Whoever reads the restaurant gets the rest of it through the same card.
    const zones = await stack.gql<{ purchaseOrder: { restaurant: { zones: unknown[] } } }>(
      `query ($id: ID!) { purchaseOrder(id: $id) { restaurant { zones { id } } } }`,
      { id: order.id },
      admin,
    );
    expect(data(zones).purchaseOrder.restaurant.zones.length).toBeGreaterThan(0);
  });
});

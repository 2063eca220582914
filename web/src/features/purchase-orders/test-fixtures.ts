import type { MockLink } from '@apollo/client/testing';
import type {
  PurchaseOrderStatus,
  PurchaseOrderTransition,
  TemperatureCategory,
} from '../../gql/graphql';
import { CatalogueSupplierOptionsQuery } from '../catalogue/documents.ts';
import { PurchaseOrderListQuery } from './documents.ts';

/** The graph's purchase orders as the read screens' tests mock them. */

export const forever = Number.POSITIVE_INFINITY;

const PRIMEURS = {
  __typename: 'ExternalSupplier' as const,
  id: '3',
  kind: 'EXTERNAL' as const,
  name: 'Primeurs Dupont',
  email: 'commandes@primeurs.example.fr',
  phone: '01 23 45 67 89',
  address: '3 rue des Halles, Lyon',
};
const LABORATORY = {
  __typename: 'Laboratory' as const,
  id: '14',
  kind: 'LABORATORY' as const,
  name: 'Laboratoire Central',
  email: null,
  phone: '04 00 00 00 14',
  address: '14 rue du Test',
};

export interface OrderFixture {
  id?: string;
  reference?: string;
  status?: PurchaseOrderStatus;
  allowedTransitions?: PurchaseOrderTransition[];
  lab?: boolean;
  restaurant?: { id: string; name: string };
  subtotalHT?: number;
}

/** A row of the lists. */
export function orderRow(o: OrderFixture = {}) {
  const supplier = o.lab ? LABORATORY : PRIMEURS;
  return {
    __typename: 'PurchaseOrder' as const,
    id: o.id ?? '1',
    reference: o.reference ?? 'BC-2026-00001',
    status: o.status ?? 'SENT_PENDING',
    allowedTransitions: o.allowedTransitions ?? [],
    supplierName: supplier.name,
    supplier: {
      __typename: supplier.__typename,
      id: supplier.id,
      kind: supplier.kind,
      name: supplier.name,
    },
    restaurant: {
      __typename: 'Restaurant' as const,
      ...(o.restaurant ?? { id: '11', name: 'Le Bistrot du Port' }),
    },
    expectedDate: '2026-03-12',
    subtotalHT: o.subtotalHT ?? 245.5,
    totalTTC: 259.0,
    createdAt: '2026-03-09T08:30:00.000Z',
  };
}

export function orderLine(
  id: string,
  fields: {
    productName: string;
    articleName: string;
    supplierRef?: string | null;
    temperatureCategory?: TemperatureCategory;
    deliveryTempC?: number | null;
    quantityReceivedPackaging?: number;
    quantityReceivedBase?: number;
    receivingLineNote?: string | null;
  },
) {
  return {
    __typename: 'PurchaseOrderLine' as const,
    id,
    articleName: fields.articleName,
    supplierRef: fields.supplierRef ?? null,
    productName: fields.productName,
    article: { __typename: 'Article' as const, id: `a${id}` },
    product: { __typename: 'Product' as const, id: `p${id}` },
    quantityOrdered: 2,
    packagingName: 'Carton',
    packagingQuantity: 6,
    packagingUnit: 'PIECE' as const,
    baseUnit: 'PIECE' as const,
    conversionToBase: 6,
    quantityOrderedBase: 12,
    unitPrice: 12.5,
    vat: 'VAT_5_5' as const,
    vatRate: 5.5,
    lineTotal: 25,
    lineTotalTTC: 26.38,
    temperatureCategory: fields.temperatureCategory ?? 'DRY',
    quantityExpedited: null,
    quantityReceivedPackaging: fields.quantityReceivedPackaging ?? 0,
    quantityReceivedBase: fields.quantityReceivedBase ?? 0,
    deliveryTempC: fields.deliveryTempC ?? null,
    receivingLineNote: fields.receivingLineNote ?? null,
  };
}

export type DetailFixture = OrderFixture & {
  pdfUrl?: string | null;
  emailStatus?: 'NOT_SENT' | 'SENT' | 'LOGGED' | 'FAILED' | 'NO_ADDRESS';
  emailError?: string | null;
  receptions?: ReturnType<typeof reception>[];
  lines?: ReturnType<typeof orderLine>[];
  statusReason?: string | null;
  firstReceivedAt?: string | null;
  lastReceivedAt?: string | null;
};

const LINES = [
  orderLine('1', {
    productName: 'Crème fraîche',
    articleName: 'Crème 35 % 1 L',
    supplierRef: 'CR-35',
    temperatureCategory: 'FRESH',
    deliveryTempC: 3.5,
    quantityReceivedPackaging: 1,
    quantityReceivedBase: 6,
    receivingLineNote: 'Un carton abîmé',
  }),
  orderLine('2', { productName: 'Farine T55', articleName: 'Farine sac 25 kg' }),
];

/** The order's page. */
export function orderDetail(o: DetailFixture = {}) {
  const row = orderRow(o);
  const supplier = o.lab ? LABORATORY : PRIMEURS;
  return {
    ...row,
    supplier,
    restaurant: {
      ...row.restaurant,
      address: '11 quai du Port, Marseille',
      phone: '04 91 00 00 11',
      email: 'bistrot@demo.fr',
    },
    notes: 'Livrer avant 10 h',
    receivingNote: null,
    shippingNote: null,
    statusReason: o.statusReason ?? null,
    totalVAT: 13.5,
    vatBreakdown: [
      { __typename: 'PurchaseOrderVatTotal' as const, rate: 5.5, base: 245.5, amount: 13.5 },
    ],
    lines: o.lines ?? LINES,
    lineCount: (o.lines ?? LINES).length,
    pdfUrl: o.pdfUrl ?? null,
    emailStatus: o.emailStatus ?? 'NOT_SENT',
    emailError: o.emailError ?? null,
    createdBy: {
      __typename: 'RecordedBy' as const,
      id: '1',
      firstName: 'Alice',
      lastName: 'Martin',
    },
    sentAt: null,
    expeditedAt: null,
    firstReceivedAt: o.firstReceivedAt ?? null,
    lastReceivedAt: o.lastReceivedAt ?? null,
    receptions: o.receptions ?? [],
  };
}

export function reception(
  id: string,
  receivedAt: string,
  lines: {
    line: ReturnType<typeof orderLine>;
    quantity: number;
    temperature?: number | null;
    alert?: boolean;
    lot?: string | null;
    useBy?: string | null;
    note?: string | null;
  }[],
  note: string | null = null,
) {
  return {
    __typename: 'Reception' as const,
    id,
    receivedAt,
    receivedBy: {
      __typename: 'RecordedBy' as const,
      id: '3',
      firstName: 'Emma',
      lastName: 'Petit',
    },
    note,
    lines: lines.map((l, i) => ({
      __typename: 'ReceptionLine' as const,
      id: `${id}-${i}`,
      line: {
        __typename: 'PurchaseOrderLine' as const,
        id: l.line.id,
        productName: l.line.productName,
        articleName: l.line.articleName,
        packagingName: l.line.packagingName,
        packagingUnit: l.line.packagingUnit,
        baseUnit: l.line.baseUnit,
        temperatureCategory: l.line.temperatureCategory,
      },
      quantityReceivedPackaging: l.quantity,
      quantityReceivedBase: l.quantity * 6,
      unitPrice: 12.5,
      deliveryTempC: l.temperature ?? null,
      temperatureAlert: l.alert ?? false,
      lotNumber: l.lot ?? null,
      useByDate: l.useBy ?? null,
      note: l.note ?? null,
    })),
  };
}

export { LINES };

/** A list query answering every variables with `answer(variables)`, recording them. */
export function recordingMock(
  query: MockLink.MockedResponse['request']['query'],
  seen: Record<string, unknown>[],
  answer: (variables: Record<string, unknown>) => Record<string, unknown>,
  delay = 0,
): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      seen.push(variables);
      return { data: answer(variables) };
    },
    delay,
    maxUsageCount: forever,
  };
}

/** The list's rows: an order sent to a supplier, and one the laboratory's customer received. */
export const LIST_ROWS = [
  orderRow({ id: '1', reference: 'BC-2026-00002', status: 'SENT_PENDING' }),
  orderRow({ id: '2', reference: 'BC-2026-00001', status: 'RECEIVED', lab: true, subtotalHT: 80 }),
];

/** The orders' list: every row unfiltered, all but the first one for any filter. */
export function listMock(seen: Record<string, unknown>[], rows = LIST_ROWS, delay = 0) {
  return recordingMock(
    PurchaseOrderListQuery,
    seen,
    (variables) => {
      const shown = variables.filter ? rows.slice(1) : rows;
      return {
        purchaseOrders: {
          __typename: 'PurchaseOrderPage',
          total: shown.length,
          limit: 25,
          offset: 0,
          data: shown,
        },
        everyOrder: { __typename: 'PurchaseOrderPage', total: rows.length },
      };
    },
    delay,
  );
}

/** The suppliers and laboratories of the list's filter. */
export const suppliersMock: MockLink.MockedResponse = {
  request: { query: CatalogueSupplierOptionsQuery },
  result: {
    data: {
      suppliers: [
        { __typename: 'ExternalSupplier', id: '3', kind: 'EXTERNAL', name: 'Primeurs Dupont' },
        { __typename: 'Laboratory', id: '14', kind: 'LABORATORY', name: 'Laboratoire Central' },
      ],
    },
  },
  maxUsageCount: forever,
};

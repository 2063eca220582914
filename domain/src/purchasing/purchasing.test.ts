import { describe, expect, it } from 'vitest';
import type { Role } from '../permissions.ts';
import {
  allowedPurchaseOrderTransitions,
  canTransitionPurchaseOrder,
  cancellationReasonRefusal,
  defaultExpectedDate,
  expeditionRefusal,
  INTERNAL_SALES_STATUSES,
  isTemperatureControlled,
  mayPerformTransition,
  purchaseOrderScreenRefusal,
  rolesForTransition,
  orderLineBase,
  orderLineTotals,
  orderLineVat,
  orderPackagingOf,
  orderQuantityError,
  orderTotals,
  PURCHASE_ORDER_FINAL_STATUSES,
  PURCHASE_ORDER_LAB_STATUS_LABELS,
  PURCHASE_ORDER_REFERENCE_PATTERN,
  PURCHASE_ORDER_STATUS_LABELS,
  PURCHASE_ORDER_STATUSES,
  PURCHASE_ORDER_TRANSITION_FROM,
  PURCHASE_ORDER_TRANSITION_TO,
  PURCHASE_ORDER_TRANSITIONS,
  purchaseOrderReference,
  purchaseOrderStatusLabel,
  purchaseOrderTotals,
  purchaseOrderTransitionRefusal,
  PURCHASING_MESSAGES,
  receivedBaseQuantity,
  receivedLineErrors,
  receptionRefusal,
  receptionStatus,
  referenceYear,
  temperatureAlert,
  TEMPERATURE_CATEGORY_BADGES,
  TRANSITION_STATUS_MESSAGES,
  vatBreakdown,
  type PurchaseOrderActor,
  type PurchaseOrderStatus,
  type PurchaseOrderTransition,
} from './index.ts';

describe('statuses and labels (docs/areas/purchasing.md#statuses)', () => {
  it('labels every status for the issuing restaurant', () => {
    expect(PURCHASE_ORDER_STATUS_LABELS).toEqual({
      DRAFT: 'Brouillon',
      SENT_PENDING: 'Commandé/Envoyé',
      ACKNOWLEDGED_SUPPLIER: 'Confirmé par fournisseur',
      REFUSED_SUPPLIER: 'Refusé par fournisseur',
      CANCELLED: 'Annulé',
      EXPEDITED: 'Expédié',
      RECEIVED: 'Reçu',
      PARTIALLY_RECEIVED: 'Partiellement reçu',
    });
  });

  it('labels three statuses the laboratory way, the others as the restaurant', () => {
    expect(PURCHASE_ORDER_LAB_STATUS_LABELS).toEqual({
      ...PURCHASE_ORDER_STATUS_LABELS,
      SENT_PENDING: 'En attente',
      ACKNOWLEDGED_SUPPLIER: 'Accepté par mail',
      RECEIVED: 'Reçu par le restaurant',
    });
    expect(purchaseOrderStatusLabel('SENT_PENDING')).toBe('Commandé/Envoyé');
    expect(purchaseOrderStatusLabel('SENT_PENDING', true)).toBe('En attente');
    expect(purchaseOrderStatusLabel('EXPEDITED', true)).toBe('Expédié');
  });

  it('lists internal sales without drafts nor cancelled orders', () => {
    expect([...INTERNAL_SALES_STATUSES].sort()).toEqual(
      PURCHASE_ORDER_STATUSES.filter((s) => s !== 'DRAFT' && s !== 'CANCELLED').sort(),
    );
  });

  it('badges the temperature categories Sec, Frais, Surgelé', () => {
    expect(TEMPERATURE_CATEGORY_BADGES).toEqual({ DRY: 'Sec', FRESH: 'Frais', FROZEN: 'Surgelé' });
  });
});

const lab = { supplierKind: 'LABORATORY' as const };
const ext = { supplierKind: 'EXTERNAL' as const };

describe('the state machine (docs/areas/purchasing.md#transitions)', () => {
  const table: Record<PurchaseOrderTransition, PurchaseOrderStatus[]> = {
    EDIT: ['DRAFT'],
    SEND: ['DRAFT'],
    DELETE: ['DRAFT'],
    CANCEL: ['DRAFT', 'SENT_PENDING', 'ACKNOWLEDGED_SUPPLIER'],
    ACKNOWLEDGE: ['SENT_PENDING'],
    REFUSE: ['SENT_PENDING'],
    EXPEDITE: ['SENT_PENDING', 'ACKNOWLEDGED_SUPPLIER', 'PARTIALLY_RECEIVED'],
    RECEIVE: ['SENT_PENDING', 'ACKNOWLEDGED_SUPPLIER', 'EXPEDITED', 'PARTIALLY_RECEIVED'],
  };

  /** A laboratory's order waits for its expedition before it is received. */
  const labTable = { ...table, RECEIVE: ['EXPEDITED', 'PARTIALLY_RECEIVED'] };

  it.each(PURCHASE_ORDER_TRANSITIONS)('%s leaves exactly from its statuses', (transition) => {
    for (const status of PURCHASE_ORDER_STATUSES) {
      const allowed = labTable[transition].includes(status);
      expect(canTransitionPurchaseOrder(transition, { status, ...lab })).toBe(allowed);
      expect(purchaseOrderTransitionRefusal(transition, { status, ...lab })).toBe(
        allowed
          ? null
          : table[transition].includes(status)
            ? PURCHASING_MESSAGES.receiveAfterExpedition
            : TRANSITION_STATUS_MESSAGES[transition],
      );
      if (transition !== 'EXPEDITE') {
        expect(canTransitionPurchaseOrder(transition, { status, ...ext })).toBe(
          table[transition].includes(status),
        );
      }
    }
    expect(PURCHASE_ORDER_TRANSITION_FROM[transition]).toEqual(table[transition]);
  });

  it('receives a laboratory order only once the laboratory expedited it', () => {
    for (const status of ['SENT_PENDING', 'ACKNOWLEDGED_SUPPLIER'] as const) {
      expect(canTransitionPurchaseOrder('RECEIVE', { status, ...lab })).toBe(false);
      expect(canTransitionPurchaseOrder('RECEIVE', { status, ...ext })).toBe(true);
      expect(purchaseOrderTransitionRefusal('RECEIVE', { status, ...lab })).toBe(
        "Le laboratoire n'a pas encore expédié cette commande : elle se réceptionne après son contrôle à expédition",
      );
    }
    expect(purchaseOrderTransitionRefusal('RECEIVE', { status: 'DRAFT', ...lab })).toBe(
      PURCHASING_MESSAGES.receiveStatusOnly,
    );
  });

  it('cancels an acknowledged order, never one received in part, always with a reason', () => {
    expect(canTransitionPurchaseOrder('CANCEL', { status: 'ACKNOWLEDGED_SUPPLIER', ...ext })).toBe(
      true,
    );
    for (const status of ['PARTIALLY_RECEIVED', 'EXPEDITED', 'RECEIVED'] as const) {
      expect(purchaseOrderTransitionRefusal('CANCEL', { status, ...lab })).toBe(
        PURCHASING_MESSAGES.cancelBeforeReceptionOnly,
      );
    }
    expect(cancellationReasonRefusal(' Doublon ')).toBeNull();
    for (const reason of [undefined, null, '', '   ']) {
      expect(cancellationReasonRefusal(reason)).toBe("Indiquez le motif de l'annulation");
    }
  });

  it('leads each transition to its status', () => {
    expect(PURCHASE_ORDER_TRANSITION_TO).toEqual({
      EDIT: 'DRAFT',
      SEND: 'SENT_PENDING',
      CANCEL: 'CANCELLED',
      ACKNOWLEDGE: 'ACKNOWLEDGED_SUPPLIER',
      REFUSE: 'REFUSED_SUPPLIER',
      EXPEDITE: 'EXPEDITED',
    });
  });

  it('lets nothing leave the final statuses', () => {
    for (const status of PURCHASE_ORDER_FINAL_STATUSES) {
      for (const transition of PURCHASE_ORDER_TRANSITIONS) {
        expect(canTransitionPurchaseOrder(transition, { status, ...lab })).toBe(false);
      }
    }
  });

  it('expedites laboratory orders only', () => {
    expect(canTransitionPurchaseOrder('EXPEDITE', { status: 'SENT_PENDING', ...ext })).toBe(false);
    expect(purchaseOrderTransitionRefusal('EXPEDITE', { status: 'SENT_PENDING', ...ext })).toBe(
      PURCHASING_MESSAGES.expediteLabOnly,
    );
    // Whatever the status: the kind is said first.
    expect(purchaseOrderTransitionRefusal('EXPEDITE', { status: 'DRAFT', ...ext })).toBe(
      PURCHASING_MESSAGES.expediteLabOnly,
    );
    expect(canTransitionPurchaseOrder('RECEIVE', { status: 'SENT_PENDING', ...ext })).toBe(true);
  });

  it("says the specification's words when a non-draft is edited", () => {
    expect(purchaseOrderTransitionRefusal('EDIT', { status: 'SENT_PENDING', ...ext })).toBe(
      'Seuls les bons de commande en brouillon peuvent être modifiés',
    );
  });

  it('refuses every transition in French', () => {
    for (const message of Object.values(TRANSITION_STATUS_MESSAGES)) {
      expect(message).toMatch(/^Seuls les bons de commande /);
    }
  });
});

describe('reception status', () => {
  it('is RECEIVED when every line has at least what was ordered', () => {
    expect(
      receptionStatus([
        { quantityOrdered: 2, quantityReceivedPackaging: 2 },
        { quantityOrdered: 1.5, quantityReceivedPackaging: 3 },
      ]),
    ).toBe('RECEIVED');
  });

  it('is PARTIALLY_RECEIVED when a line lacks some, or got nothing', () => {
    expect(
      receptionStatus([
        { quantityOrdered: 2, quantityReceivedPackaging: 2 },
        { quantityOrdered: 1.5, quantityReceivedPackaging: 1.49 },
      ]),
    ).toBe('PARTIALLY_RECEIVED');
    expect(
      receptionStatus([
        { quantityOrdered: 2, quantityReceivedPackaging: 5 },
        { quantityOrdered: 1, quantityReceivedPackaging: 0 },
      ]),
    ).toBe('PARTIALLY_RECEIVED');
  });

  it('adds up receptions without float noise', () => {
    // 0.1 + 0.2 is 0.30000000000000004 in binary, not less than 0.3.
    expect(receptionStatus([{ quantityOrdered: 0.3, quantityReceivedPackaging: 0.1 + 0.2 }])).toBe(
      'RECEIVED',
    );
    expect(
      receptionStatus([{ quantityOrdered: 0.7, quantityReceivedPackaging: 0.1 + 0.6 - 1e-13 }]),
    ).toBe('RECEIVED');
  });
});

describe('who may do what (docs/areas/purchasing.md#transitions)', () => {
  const actor = (
    role: Role,
    side: 'issuer' | 'laboratory' | 'none',
    supplierKind: 'EXTERNAL' | 'LABORATORY',
  ): PurchaseOrderActor => ({
    role,
    issuer: side === 'issuer',
    laboratory: side === 'laboratory',
    supplierKind,
  });
  const may = (a: PurchaseOrderActor) =>
    PURCHASE_ORDER_TRANSITIONS.filter((t) => mayPerformTransition(t, a));

  it('lets the issuing side write, send, delete, cancel, answer for an external supplier and receive', () => {
    for (const role of ['ADMIN', 'MANAGER'] as const) {
      expect(may(actor(role, 'issuer', 'EXTERNAL'))).toEqual([
        'EDIT',
        'SEND',
        'DELETE',
        'ACKNOWLEDGE',
        'REFUSE',
        'CANCEL',
        'RECEIVE',
      ]);
    }
  });

  it('leaves a laboratory order’s answer and expedition to the laboratory', () => {
    expect(may(actor('MANAGER', 'issuer', 'LABORATORY'))).toEqual([
      'EDIT',
      'SEND',
      'DELETE',
      'CANCEL',
      'RECEIVE',
    ]);
    expect(may(actor('MANAGER', 'laboratory', 'LABORATORY'))).toEqual([
      'ACKNOWLEDGE',
      'REFUSE',
      'EXPEDITE',
    ]);
  });

  it('lets an ADMIN, on both sides, do everything a laboratory order allows', () => {
    const admin = { ...actor('ADMIN', 'issuer', 'LABORATORY'), laboratory: true };
    expect(may(admin)).toEqual([...PURCHASE_ORDER_TRANSITIONS]);
  });

  it('lets an EMPLOYEE of the issuing restaurant receive, and nothing else', () => {
    expect(may(actor('EMPLOYEE', 'issuer', 'EXTERNAL'))).toEqual(['RECEIVE']);
    expect(may(actor('EMPLOYEE', 'issuer', 'LABORATORY'))).toEqual(['RECEIVE']);
    expect(may(actor('EMPLOYEE', 'laboratory', 'LABORATORY'))).toEqual([]);
  });

  it('lets no one outside both sides do anything', () => {
    for (const role of ['ADMIN', 'MANAGER', 'EMPLOYEE'] as const) {
      expect(may(actor(role, 'none', 'LABORATORY'))).toEqual([]);
      expect(may(actor(role, 'none', 'EXTERNAL'))).toEqual([]);
    }
  });

  it('never lets a laboratory side expedite an external order', () => {
    expect(mayPerformTransition('EXPEDITE', actor('ADMIN', 'laboratory', 'EXTERNAL'))).toBe(false);
  });

  it("names the roles a transition's screen opens to, whatever the order (issue 21 item 1)", () => {
    expect(rolesForTransition('EDIT')).toEqual(['ADMIN', 'MANAGER']);
    expect(rolesForTransition('EXPEDITE')).toEqual(['ADMIN', 'MANAGER']);
    expect(rolesForTransition('RECEIVE')).toEqual(['ADMIN', 'MANAGER', 'EMPLOYEE']);
  });

  it("refuses a transition's screen with the status's reason, else the side's", () => {
    const labOrder = (status: 'SENT_PENDING' | 'RECEIVED', side: 'issuer' | 'laboratory') => {
      const a = actor('MANAGER', side, 'LABORATORY');
      return {
        status,
        supplierKind: 'LABORATORY' as const,
        allowedTransitions: allowedPurchaseOrderTransitions({ ...a, status }),
      };
    };
    expect(purchaseOrderScreenRefusal('EXPEDITE', labOrder('SENT_PENDING', 'laboratory'))).toBe(
      null,
    );
    expect(purchaseOrderScreenRefusal('EXPEDITE', labOrder('SENT_PENDING', 'issuer'))).toBe(
      "Seul le laboratoire qui reçoit cette commande peut l'expédier",
    );
    expect(purchaseOrderScreenRefusal('EXPEDITE', labOrder('RECEIVED', 'laboratory'))).toBe(
      'Seuls les bons de commande en attente, acceptés ou partiellement reçus peuvent être expédiés',
    );
    expect(
      purchaseOrderScreenRefusal('EDIT', {
        status: 'DRAFT',
        supplierKind: 'EXTERNAL',
        allowedTransitions: [],
      }),
    ).toBe('Seul le restaurant qui a passé cette commande peut la modifier');
  });

  it('combines status and role in allowedTransitions', () => {
    const manager = actor('MANAGER', 'issuer', 'EXTERNAL');
    expect(allowedPurchaseOrderTransitions({ ...manager, status: 'DRAFT' })).toEqual([
      'EDIT',
      'SEND',
      'DELETE',
      'CANCEL',
    ]);
    expect(allowedPurchaseOrderTransitions({ ...manager, status: 'SENT_PENDING' })).toEqual([
      'ACKNOWLEDGE',
      'REFUSE',
      'CANCEL',
      'RECEIVE',
    ]);
    expect(allowedPurchaseOrderTransitions({ ...manager, status: 'RECEIVED' })).toEqual([]);
    const labManager = actor('MANAGER', 'laboratory', 'LABORATORY');
    expect(
      allowedPurchaseOrderTransitions({ ...labManager, status: 'PARTIALLY_RECEIVED' }),
    ).toEqual(['EXPEDITE']);
    expect(allowedPurchaseOrderTransitions({ ...labManager, status: 'DRAFT' })).toEqual([]);
    expect(
      allowedPurchaseOrderTransitions({
        ...actor('EMPLOYEE', 'issuer', 'LABORATORY'),
        status: 'EXPEDITED',
      }),
    ).toEqual(['RECEIVE']);
  });
});

describe('totals (docs/areas/purchasing.md#totals)', () => {
  it('takes the article VAT, or 5,5 % when it has none', () => {
    expect(orderLineVat('VAT_20')).toEqual({ vat: 'VAT_20', vatRate: 20 });
    expect(orderLineVat('VAT_0')).toEqual({ vat: 'VAT_0', vatRate: 0 });
    expect(orderLineVat(null)).toEqual({ vat: 'VAT_5_5', vatRate: 5.5 });
    expect(orderLineVat(undefined)).toEqual({ vat: 'VAT_5_5', vatRate: 5.5 });
  });

  it('rounds a line to the cent, TTC from the rounded HT', () => {
    expect(orderLineTotals(3, 4.99, 5.5)).toEqual({ lineTotal: 14.97, lineTotalTTC: 15.79 });
    // 0.333 × 1.01 = 0.33633 → 0.34 HT; 0.34 × 1.2 = 0.408 → 0.41 TTC.
    expect(orderLineTotals(0.333, 1.01, 20)).toEqual({ lineTotal: 0.34, lineTotalTTC: 0.41 });
    expect(orderLineTotals(1.15, 10, 10)).toEqual({ lineTotal: 11.5, lineTotalTTC: 12.65 });
    expect(orderLineTotals(2, 0, 20)).toEqual({ lineTotal: 0, lineTotalTTC: 0 });
  });

  it('sums the lines and takes the VAT as TTC minus HT', () => {
    const lines = [
      { vatRate: 5.5, ...orderLineTotals(3, 4.99, 5.5) },
      { vatRate: 20, ...orderLineTotals(0.1, 0.7, 20) },
      { vatRate: 5.5, ...orderLineTotals(0.2, 0.7, 5.5) },
    ];
    const totals = orderTotals(lines);
    expect(totals).toEqual({ subtotalHT: 15.18, totalVAT: 0.84, totalTTC: 16.02 });
    expect(Number.isInteger(Math.round(totals.totalVAT * 100))).toBe(true);
    expect(orderTotals([])).toEqual({ subtotalHT: 0, totalVAT: 0, totalTTC: 0 });
    expect(
      purchaseOrderTotals([
        { quantity: 3, unitPrice: 4.99, vatRate: 5.5 },
        { quantity: 0.1, unitPrice: 0.7, vatRate: 20 },
        { quantity: 0.2, unitPrice: 0.7, vatRate: 5.5 },
      ]),
    ).toEqual(totals);
  });

  it('groups the VAT per rate, lowest first, adding up to the total', () => {
    const lines = [
      { vatRate: 20, lineTotal: 10, lineTotalTTC: 12 },
      { vatRate: 5.5, lineTotal: 14.97, lineTotalTTC: 15.79 },
      { vatRate: 5.5, lineTotal: 0.14, lineTotalTTC: 0.15 },
    ];
    const breakdown = vatBreakdown(lines);
    expect(breakdown).toEqual([
      { rate: 5.5, base: 15.11, amount: 0.83 },
      { rate: 20, base: 10, amount: 2 },
    ]);
    const vat = breakdown.reduce((sum, row) => sum + row.amount, 0);
    expect(vat).toBeCloseTo(orderTotals(lines).totalVAT, 10);
    expect(vatBreakdown([])).toEqual([]);
  });
});

describe('ordering packaging (docs/areas/purchasing.md#lines)', () => {
  it("takes the article's first SUPPLIER packaging", () => {
    expect(
      orderPackagingOf([
        { type: 'SUPPLIER', name: 'Carton', sourceQuantity: 5, sourceUnit: 'KG' },
        { type: 'SUPPLIER', name: 'Sac', sourceQuantity: 1, sourceUnit: 'KG' },
      ]),
    ).toEqual({ name: 'Carton', quantity: 5, unit: 'KG' });
    expect(
      orderPackagingOf([{ type: 'SUPPLIER', name: null, sourceQuantity: 6, sourceUnit: 'L' }]),
    ).toEqual({ name: 'Unité', quantity: 6, unit: 'L' });
  });

  it("is 'Unité' 1 PIECE without one", () => {
    expect(orderPackagingOf([])).toEqual({ name: 'Unité', quantity: 1, unit: 'PIECE' });
    expect(
      orderPackagingOf([{ type: 'STORAGE', name: 'Bac', sourceQuantity: 2, sourceUnit: 'KG' }]),
    ).toEqual({ name: 'Unité', quantity: 1, unit: 'PIECE' });
  });

  it('converts a packaging to the base unit, through a rule across families', () => {
    const grams = { baseUnit: 'G' as const, conversionRules: [] };
    expect(orderLineBase(3, { quantity: 5, unit: 'KG' }, grams)).toEqual({
      conversionToBase: 5000,
      quantityBase: 15000,
    });
    const pieces = {
      baseUnit: 'PIECE' as const,
      conversionRules: [
        {
          sourceQuantity: 500,
          sourceUnit: 'G' as const,
          targetQuantity: 1,
          targetUnit: 'PIECE' as const,
        },
      ],
    };
    // A 2 KG bag of a product counted in pieces of 500 g: 4 pieces.
    expect(orderLineBase(1.5, { quantity: 2, unit: 'KG' }, pieces)).toEqual({
      conversionToBase: 4,
      quantityBase: 6,
    });
    expect(orderLineBase(2, { quantity: 1, unit: 'L' }, grams)).toEqual({
      conversionToBase: null,
      quantityBase: null,
    });
  });
});

describe('expected date (docs/areas/purchasing.md#expected-date)', () => {
  // 2026-03-04 is a Wednesday.
  const wednesday = '2026-03-04';

  it('counts calendar days when the supplier has no delivery day', () => {
    expect(defaultExpectedDate(wednesday, 2, [])).toBe('2026-03-06');
    expect(defaultExpectedDate(wednesday, 6, [])).toBe('2026-03-10');
    expect(defaultExpectedDate('2026-02-27', 2, [])).toBe('2026-03-01');
  });

  it('counts only the delivery weekdays when it has some', () => {
    expect(defaultExpectedDate(wednesday, 1, ['MONDAY', 'THURSDAY'])).toBe('2026-03-05');
    expect(defaultExpectedDate(wednesday, 2, ['MONDAY', 'THURSDAY'])).toBe('2026-03-09');
    expect(defaultExpectedDate(wednesday, 3, ['MONDAY', 'THURSDAY'])).toBe('2026-03-12');
    // Today does not count, even when it is a delivery day.
    expect(defaultExpectedDate(wednesday, 1, ['WEDNESDAY'])).toBe('2026-03-11');
  });

  it('is today for a delay of 0, or the next delivery day', () => {
    expect(defaultExpectedDate(wednesday, 0, [])).toBe(wednesday);
    expect(defaultExpectedDate(wednesday, 0, ['WEDNESDAY'])).toBe(wednesday);
    expect(defaultExpectedDate(wednesday, 0, ['FRIDAY'])).toBe('2026-03-06');
  });

  it('gives no default without a delay', () => {
    expect(defaultExpectedDate(wednesday, null, ['MONDAY'])).toBeNull();
    expect(defaultExpectedDate(wednesday, undefined, [])).toBeNull();
  });
});

describe('references (docs/areas/purchasing.md#references)', () => {
  it('reads BC, the year and five digits', () => {
    expect(purchaseOrderReference(2026, 42)).toBe('BC-2026-00042');
    expect(purchaseOrderReference(2026, 99999)).toBe('BC-2026-99999');
    expect(PURCHASE_ORDER_REFERENCE_PATTERN.test('BC-2026-00042')).toBe(true);
    expect(PURCHASE_ORDER_REFERENCE_PATTERN.test('BC-2026-042')).toBe(false);
  });

  it('refuses a counter outside 1 to 99999', () => {
    expect(() => purchaseOrderReference(2026, 0)).toThrow(RangeError);
    expect(() => purchaseOrderReference(2026, 100000)).toThrow(RangeError);
    expect(() => purchaseOrderReference(2026, 1.5)).toThrow(RangeError);
  });

  it("takes the year of the chain's calendar", () => {
    // 23:30 UTC on 31 December is already the new year in Paris.
    expect(referenceYear(new Date('2026-12-31T23:30:00Z'))).toBe(2027);
    expect(referenceYear(new Date('2026-12-31T22:30:00Z'))).toBe(2026);
  });
});

describe('reception (docs/areas/purchasing.md#reception)', () => {
  it('flags fresh above 4 °C and frozen above −18 °C, never dry goods', () => {
    expect(temperatureAlert('FRESH', 4)).toBe(false);
    expect(temperatureAlert('FRESH', 4.1)).toBe(true);
    expect(temperatureAlert('FROZEN', -18)).toBe(false);
    expect(temperatureAlert('FROZEN', -17.5)).toBe(true);
    expect(temperatureAlert('DRY', 30)).toBe(false);
    expect(temperatureAlert('FRESH', null)).toBe(false);
    expect(isTemperatureControlled('DRY')).toBe(false);
    expect(isTemperatureControlled('FROZEN')).toBe(true);
  });

  it('asks the temperature of a fresh or frozen line that arrived', () => {
    expect(receivedLineErrors({ temperatureCategory: 'FRESH', quantityReceived: 2 })).toEqual({
      deliveryTempC: PURCHASING_MESSAGES.temperatureRequired,
    });
    expect(receivedLineErrors({ temperatureCategory: 'FROZEN', quantityReceived: 0 })).toEqual({});
    expect(receivedLineErrors({ temperatureCategory: 'DRY', quantityReceived: 2 })).toEqual({});
    expect(
      receivedLineErrors({ temperatureCategory: 'FRESH', quantityReceived: 2, deliveryTempC: 3 }),
    ).toEqual({});
  });

  it('asks a note when the temperature is out of bounds', () => {
    expect(
      receivedLineErrors({ temperatureCategory: 'FRESH', quantityReceived: 2, deliveryTempC: 6 }),
    ).toEqual({ note: PURCHASING_MESSAGES.temperatureAlertNoteRequired });
    expect(
      receivedLineErrors({
        temperatureCategory: 'FROZEN',
        quantityReceived: 1,
        deliveryTempC: -12,
        note: '  ',
      }),
    ).toEqual({ note: PURCHASING_MESSAGES.temperatureAlertNoteRequired });
    expect(
      receivedLineErrors({
        temperatureCategory: 'FROZEN',
        quantityReceived: 1,
        deliveryTempC: -12,
        note: 'Refusé au livreur',
      }),
    ).toEqual({});
  });

  it('refuses a negative quantity or one of more than two decimals', () => {
    expect(receivedLineErrors({ temperatureCategory: 'DRY', quantityReceived: -1 })).toEqual({
      quantityReceived: PURCHASING_MESSAGES.quantityNegative,
    });
    expect(receivedLineErrors({ temperatureCategory: 'DRY', quantityReceived: 1.234 })).toEqual({
      quantityReceived: PURCHASING_MESSAGES.quantityStep,
    });
    expect(orderQuantityError(0)).toBeNull();
    expect(orderQuantityError(0.07)).toBeNull();
    expect(orderQuantityError(Number.NaN)).toBe('La quantité est requise');
  });

  it('refuses a reception of nothing, of a line twice or of another order', () => {
    expect(receptionRefusal([1, 2], [])).toBe(PURCHASING_MESSAGES.noLineToReceive);
    expect(receptionRefusal([1, 2], [{ lineId: 1, quantityReceived: 0 }])).toBe(
      PURCHASING_MESSAGES.nothingReceived,
    );
    expect(receptionRefusal([1, 2], [{ lineId: 3, quantityReceived: 1 }])).toBe(
      PURCHASING_MESSAGES.lineNotInOrder,
    );
    expect(
      receptionRefusal(
        [1, 2],
        [
          { lineId: 1, quantityReceived: 1 },
          { lineId: 1, quantityReceived: 1 },
        ],
      ),
    ).toBe(PURCHASING_MESSAGES.lineTwice);
    // Some lines only: the rest comes later (a partial reception).
    expect(receptionRefusal([1, 2], [{ lineId: 2, quantityReceived: 1 }])).toBeNull();
  });

  it('converts what arrived to the base unit when the line can', () => {
    expect(receivedBaseQuantity(3, 5000)).toBe(15000);
    expect(receivedBaseQuantity(0.1, 3)).toBe(0.3);
    expect(receivedBaseQuantity(3, null)).toBeNull();
  });
});

describe('expedition (docs/areas/purchasing.md#expedition)', () => {
  it("says the specification's words", () => {
    expect(expeditionRefusal(null, [1], [{ lineId: 1, quantityExpedited: 1 }])).toBe(
      'Utilisateur non identifié',
    );
    expect(expeditionRefusal(7, [1], [])).toBe('Aucune ligne à expédier');
    expect(expeditionRefusal(7, [1, 2], [{ lineId: 1, quantityExpedited: 1 }])).toBe(
      'Veuillez saisir une quantité pour toutes les lignes',
    );
    expect(
      expeditionRefusal(
        7,
        [1, 2],
        [
          { lineId: 1, quantityExpedited: 1 },
          { lineId: 2, quantityExpedited: null },
        ],
      ),
    ).toBe('Veuillez saisir une quantité pour toutes les lignes');
  });

  it('accepts 0 for a line, and every line once', () => {
    expect(
      expeditionRefusal(
        7,
        [1, 2],
        [
          { lineId: 1, quantityExpedited: 0 },
          { lineId: 2, quantityExpedited: 2.5 },
        ],
      ),
    ).toBeNull();
    expect(
      expeditionRefusal(
        7,
        [1],
        [
          { lineId: 1, quantityExpedited: 1 },
          { lineId: 1, quantityExpedited: 1 },
        ],
      ),
    ).toBe(PURCHASING_MESSAGES.lineTwice);
    expect(expeditionRefusal(7, [1], [{ lineId: 1, quantityExpedited: -1 }])).toBe(
      PURCHASING_MESSAGES.quantityNegative,
    );
  });
});

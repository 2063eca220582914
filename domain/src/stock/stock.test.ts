import { describe, expect, it } from 'vitest';
import {
  applyMovement,
  canManageInventory,
  canTransitionInventory,
  countError,
  countFromInput,
  groupByZone,
  insufficientStockMessage,
  inventoryAdjustments,
  inventoryLockedMessage,
  INVENTORY_STATUS_LABELS,
  isInventoryEditable,
  isStockAlert,
  linesToSave,
  packagingFallbackName,
  packagingToBase,
  productTotals,
  STOCK_MESSAGES,
  STOCK_MOVEMENT_REASON_LABELS,
  STOCK_STATUS_LABELS,
  stepCount,
  stockDisplay,
  stockStatus,
  stockText,
  type CountLine,
} from './index.ts';
import { INVENTORY_STATUSES, STOCK_MOVEMENT_REASONS } from './constants.ts';

describe('display units (docs/areas/stock.md#display-units)', () => {
  it('shows grams as kilograms from 1000', () => {
    expect(stockDisplay(999, 'G')).toEqual({ value: 999, unit: 'G' });
    expect(stockDisplay(1000, 'G')).toEqual({ value: 1, unit: 'KG' });
    expect(stockText(1250, 'G')).toBe('1,25 kg');
  });

  it('shows millilitres as centilitres from 10 and litres from 1000', () => {
    expect(stockDisplay(9, 'ML')).toEqual({ value: 9, unit: 'ML' });
    expect(stockDisplay(10, 'ML')).toEqual({ value: 1, unit: 'CL' });
    expect(stockDisplay(999, 'ML')).toEqual({ value: 99.9, unit: 'CL' });
    expect(stockDisplay(1000, 'ML')).toEqual({ value: 1, unit: 'L' });
    expect(stockText(750, 'ML')).toBe('75 cL');
  });

  it('keeps pieces as pieces', () => {
    expect(stockDisplay(5000, 'PIECE')).toEqual({ value: 5000, unit: 'PIECE' });
    expect(stockText(3, 'PIECE')).toBe('3 pièces');
  });
});

describe('stock status (docs/areas/stock.md#status)', () => {
  it('is Rupture at 0, Stock faible below 50, En stock from 50', () => {
    expect(stockStatus(0)).toBe('OUT_OF_STOCK');
    expect(stockStatus(0.001)).toBe('LOW');
    expect(stockStatus(49.99)).toBe('LOW');
    expect(stockStatus(50)).toBe('IN_STOCK');
    expect(STOCK_STATUS_LABELS).toEqual({
      OUT_OF_STOCK: 'Rupture',
      LOW: 'Stock faible',
      IN_STOCK: 'En stock',
    });
  });

  it('alerts at or below the threshold, 10 by default', () => {
    expect(isStockAlert(10)).toBe(true);
    expect(isStockAlert(10.1)).toBe(false);
    expect(isStockAlert(0, 0)).toBe(true);
    expect(isStockAlert(25, 30)).toBe(true);
  });
});

describe('movements (docs/areas/stock.md#movements)', () => {
  it('labels every reason', () => {
    expect(Object.keys(STOCK_MOVEMENT_REASON_LABELS)).toEqual([...STOCK_MOVEMENT_REASONS]);
  });

  it('adds IN, takes OUT and sets ADJUSTMENT to the count, keeping before and after', () => {
    expect(applyMovement(10, { type: 'IN', reason: 'PURCHASE', quantity: 2.5 })).toEqual({
      ok: true,
      stockBefore: 10,
      stockAfter: 12.5,
      delta: 2.5,
    });
    expect(applyMovement(0.3, { type: 'OUT', reason: 'WASTE', quantity: 0.1 })).toMatchObject({
      stockAfter: 0.2,
    });
    expect(applyMovement(10, { type: 'ADJUSTMENT', reason: 'INVENTORY', quantity: 4 })).toEqual({
      ok: true,
      stockBefore: 10,
      stockAfter: 4,
      delta: -6,
    });
    expect(applyMovement(10, { type: 'ADJUSTMENT', reason: 'MANUAL', quantity: 0 })).toMatchObject({
      ok: true,
      stockAfter: 0,
    });
  });

  it('refuses an OUT below 0, a quantity of nothing and a reason foreign to the type', () => {
    expect(applyMovement(3, { type: 'OUT', reason: 'SALE', quantity: 3 })).toMatchObject({
      ok: true,
      stockAfter: 0,
    });
    expect(applyMovement(3, { type: 'OUT', reason: 'SALE', quantity: 3.1 })).toEqual({
      ok: false,
      error: 'INSUFFICIENT_STOCK',
      available: 3,
    });
    expect(applyMovement(3, { type: 'IN', reason: 'PURCHASE', quantity: 0 })).toMatchObject({
      ok: false,
      error: 'INVALID_QUANTITY',
    });
    expect(applyMovement(3, { type: 'ADJUSTMENT', reason: 'MANUAL', quantity: -1 })).toMatchObject({
      ok: false,
      error: 'INVALID_QUANTITY',
    });
    expect(applyMovement(3, { type: 'IN', reason: 'INVENTORY', quantity: 1 })).toMatchObject({
      ok: false,
      error: 'REASON_NOT_FOR_TYPE',
    });
    expect(insufficientStockMessage(1500.5, 'G')).toBe(
      'Stock insuffisant : 1\u202f500,5 g disponible(s)',
    );
  });
});

describe('inventory counting (docs/areas/stock.md#counting)', () => {
  const farine = { baseUnit: 'G' as const, conversionRules: [] };
  // 50 G = 1 PIECE.
  const oeuf = {
    baseUnit: 'PIECE' as const,
    conversionRules: [
      {
        sourceQuantity: 50,
        sourceUnit: 'G' as const,
        targetQuantity: 1,
        targetUnit: 'PIECE' as const,
      },
    ],
  };

  it('brings a packaging of the same kind through the table', () => {
    expect(packagingToBase(3, { sourceQuantity: 25, sourceUnit: 'KG' }, farine)).toEqual({
      quantityInBaseUnit: 75000,
      converted: true,
    });
    expect(packagingToBase(0.1, { sourceQuantity: 1, sourceUnit: 'KG' }, farine)).toEqual({
      quantityInBaseUnit: 100,
      converted: true,
    });
  });

  it('brings an incompatible kind through the product rule, else 0 with a warning', () => {
    expect(packagingToBase(2, { sourceQuantity: 1, sourceUnit: 'KG' }, oeuf)).toEqual({
      quantityInBaseUnit: 40,
      converted: true,
    });
    expect(packagingToBase(2, { sourceQuantity: 1, sourceUnit: 'L' }, oeuf)).toEqual({
      quantityInBaseUnit: 0,
      converted: false,
    });
  });

  it('reads the input as 0 when not a number or below 0, and steps by one not below 0', () => {
    expect(countFromInput('2,5')).toBe(2.5);
    expect(countFromInput('abc')).toBe(0);
    expect(countFromInput('-3')).toBe(0);
    // Such texts are refused, never saved as 0; nothing typed is not counted.
    expect(countError('abc')).toBe('La quantité comptée doit être un nombre (ex. 2,5)');
    expect(countError('-3')).toBe('La quantité comptée doit être positive ou nulle');
    expect(countError('4,5,6')).toBe('La quantité comptée doit être un nombre (ex. 2,5)');
    expect(countError('2,5')).toBeNull();
    expect(countError('0')).toBeNull();
    expect(countError(' ')).toBeNull();
    expect(stepCount(0.5, -1)).toBe(0);
    expect(stepCount(1.2, 1)).toBe(2.2);
  });

  it('groups products by storage space, unknown zones then no zone last, sorted by name', () => {
    const products = [
      {
        id: 1,
        name: 'Tomate',
        storageSpaces: [{ surfaceId: 7, surfaceName: 'Étagère', zoneName: 'Chambre froide' }],
      },
      {
        id: 2,
        name: 'Beurre',
        storageSpaces: [
          { surfaceId: 7, surfaceName: 'Étagère', zoneName: 'Chambre froide' },
          { surfaceId: 8, surfaceName: 'Bac', zoneName: 'Cave' },
        ],
      },
      { id: 3, name: 'Sel', storageSpaces: [] },
      {
        id: 4,
        name: 'Poivre',
        storageSpaces: [{ surfaceId: 9, surfaceName: 'Tiroir', zoneName: null }],
      },
      { id: 5, name: 'ail', storageSpaces: [] },
    ];
    const groups = groupByZone(products);
    expect(groups.map((g) => [g.label, g.products.map((p) => p.name)])).toEqual([
      ['Cave - Bac', ['Beurre']],
      ['Chambre froide - Étagère', ['Beurre', 'Tomate']],
      ['Zone inconnue', ['Poivre']],
      ['Sans zone de stockage', ['ail', 'Sel']],
    ]);
    expect(groupByZone([])).toEqual([]);
  });

  const lines: CountLine[] = [
    {
      zoneKey: 'surface:7',
      productId: 2,
      packagingId: 20,
      inputQuantity: 2,
      quantityInBaseUnit: 500,
    },
    {
      zoneKey: 'surface:8',
      productId: 2,
      packagingId: 20,
      inputQuantity: 1,
      quantityInBaseUnit: 250,
    },
    {
      zoneKey: 'surface:8',
      productId: 2,
      packagingId: 21,
      inputQuantity: 0,
      quantityInBaseUnit: 0,
    },
    {
      zoneKey: 'surface:7',
      productId: 1,
      packagingId: null,
      inputQuantity: 0.5,
      quantityInBaseUnit: 500,
    },
    { zoneKey: 'none', productId: 3, packagingId: 30, inputQuantity: 4, quantityInBaseUnit: 4000 },
  ];

  it('totals a product in its zone and over all zones', () => {
    expect(productTotals(lines, 2, 'surface:7')).toEqual({ zone: 500, global: 750 });
    expect(productTotals(lines, '2', 'surface:8')).toEqual({ zone: 250, global: 750 });
    expect(productTotals(lines, 9, 'surface:7')).toEqual({ zone: 0, global: 0 });
  });

  it('saves counted products above 0 only, one line per product and packaging', () => {
    expect(linesToSave(lines, [1, 2])).toEqual([
      { productId: 2, packagingId: 20, inputQuantity: 3, quantityInBaseUnit: 750 },
      { productId: 1, packagingId: null, inputQuantity: 0.5, quantityInBaseUnit: 500 },
    ]);
  });

  it('saves a product marked counted with nothing above 0 as one line of 0, an unmarked one not at all', () => {
    const empty: CountLine[] = [
      {
        zoneKey: 'surface:7',
        productId: 5,
        packagingId: 50,
        inputQuantity: 0,
        quantityInBaseUnit: 0,
      },
      {
        zoneKey: 'surface:8',
        productId: 5,
        packagingId: null,
        inputQuantity: 0,
        quantityInBaseUnit: 0,
      },
      {
        zoneKey: 'surface:7',
        productId: 6,
        packagingId: null,
        inputQuantity: 0,
        quantityInBaseUnit: 0,
      },
    ];
    expect(linesToSave([...lines, ...empty], [1, 5])).toEqual([
      { productId: 1, packagingId: null, inputQuantity: 0.5, quantityInBaseUnit: 500 },
      { productId: 5, packagingId: null, inputQuantity: 0, quantityInBaseUnit: 0 },
    ]);
    expect(inventoryAdjustments(linesToSave(empty, [5]), new Map([['5', 1200]]))).toEqual([
      { productId: 5, stockBefore: 1200, stockAfter: 0 },
    ]);
  });

  it('adjusts each counted product to its count from its current stock', () => {
    const saved = linesToSave(lines, [1, 2, 3]);
    expect(
      inventoryAdjustments(
        saved,
        new Map([
          ['2', 900],
          ['3', 10],
        ]),
      ),
    ).toEqual([
      { productId: 2, stockBefore: 900, stockAfter: 750 },
      { productId: 1, stockBefore: 0, stockAfter: 500 },
      { productId: 3, stockBefore: 10, stockAfter: 4000 },
    ]);
  });

  it('has the texts of the counting screen', () => {
    expect(packagingFallbackName(4)).toBe('Conditionnement 4');
    expect(STOCK_MESSAGES.confirmFinalize).toBe(
      'Êtes-vous sûr de vouloir finaliser cet inventaire ? Cette action est irréversible.',
    );
  });
});

describe('inventory statuses (docs/areas/stock.md#inventory-statuses)', () => {
  it('labels the statuses', () => {
    expect(INVENTORY_STATUS_LABELS).toEqual({
      DRAFT: 'Brouillon',
      FINALIZED: 'Finalisé',
      CANCELLED: 'Annulé',
    });
  });

  it('lets a draft be finalized or cancelled, and nothing leave FINALIZED or CANCELLED', () => {
    const allowed = INVENTORY_STATUSES.flatMap((from) =>
      INVENTORY_STATUSES.filter((to) => canTransitionInventory(from, to)).map(
        (to) => `${from}→${to}`,
      ),
    );
    expect(allowed).toEqual(['DRAFT→FINALIZED', 'DRAFT→CANCELLED']);
    expect(isInventoryEditable('DRAFT')).toBe(true);
    expect(isInventoryEditable('FINALIZED')).toBe(false);
    expect(inventoryLockedMessage('FINALIZED')).toBe(
      'Cet inventaire a été finalisé et ne peut plus être modifié.',
    );
    expect(inventoryLockedMessage('DRAFT')).toBeNull();
  });

  it('is managed by an ADMIN or a MANAGER of the restaurant', () => {
    expect(canManageInventory('ADMIN', false)).toBe(true);
    expect(canManageInventory('MANAGER', true)).toBe(true);
    expect(canManageInventory('MANAGER', false)).toBe(false);
    expect(canManageInventory('EMPLOYEE', true)).toBe(false);
  });
});

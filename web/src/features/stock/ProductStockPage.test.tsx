import { beforeAll, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '../../test/fill.ts';
import { findShell, renderApp, USERS } from '../../test/renderApp.tsx';
import {
  ProductStockQuery,
  RecordStockMovementMutation,
  StockMovementsQuery,
} from './documents.ts';

const forever = Number.POSITIVE_INFINITY;
const RESTAURANT = '11';
const PRODUCT = '7';
const PATH = `/stocks/product/${PRODUCT}`;

const productMock = (currentStock = 2500): MockLink.MockedResponse => ({
  request: {
    query: ProductStockQuery,
    variables: { productId: PRODUCT, restaurantId: RESTAURANT },
  },
  result: {
    data: {
      product: {
        __typename: 'Product',
        id: PRODUCT,
        name: 'Farine T55',
        photoUrl: null,
        baseUnit: 'G',
        // 1 sac = 25 kg: the product can be counted in pieces too.
        conversionRules: [
          {
            __typename: 'ConversionRule',
            id: 'r1',
            sourceQuantity: 1,
            sourceUnit: 'PIECE',
            targetQuantity: 25,
            targetUnit: 'KG',
            isActive: true,
          },
        ],
        stock: {
          __typename: 'StockLevel',
          currentStock,
          baseUnit: 'G',
          display: { __typename: 'DisplayQuantity', value: currentStock / 1000, unit: 'kg' },
          status: 'IN_STOCK',
          value: 2.25,
          updatedAt: '2026-11-20T09:00:00.000Z',
          product: { __typename: 'Product', id: PRODUCT, name: 'Farine T55', photoUrl: null },
        },
      },
    },
  },
  maxUsageCount: forever,
});

const movement = (
  id: string,
  fields: {
    type: 'IN' | 'OUT' | 'ADJUSTMENT';
    reason: string;
    quantity: number;
    unit: string;
    stockBefore: number;
    stockAfter: number;
    occurredAt: string;
    note?: string | null;
    inventoryId?: string;
  },
) => ({
  __typename: 'StockMovement' as const,
  id,
  type: fields.type,
  reason: fields.reason,
  quantity: fields.quantity,
  unit: fields.unit,
  stockBefore: fields.stockBefore,
  stockAfter: fields.stockAfter,
  occurredAt: fields.occurredAt,
  note: fields.note ?? null,
  createdBy: { __typename: 'RecordedBy' as const, id: '1', firstName: 'Alice', lastName: 'Martin' },
  inventory: fields.inventoryId
    ? { __typename: 'Inventory' as const, id: fields.inventoryId }
    : null,
});

const MOVEMENTS = [
  movement('m3', {
    type: 'OUT',
    reason: 'WASTE',
    quantity: 500,
    unit: 'G',
    stockBefore: 3000,
    stockAfter: 2500,
    occurredAt: '2026-11-20T09:00:00.000Z',
    note: 'Sac percé',
  }),
  movement('m2', {
    type: 'ADJUSTMENT',
    reason: 'INVENTORY',
    quantity: 3000,
    unit: 'G',
    stockBefore: 26000,
    stockAfter: 3000,
    occurredAt: '2026-11-15T18:00:00.000Z',
    inventoryId: '5',
  }),
  movement('m1', {
    type: 'IN',
    reason: 'PURCHASE',
    quantity: 1,
    unit: 'PIECE',
    stockBefore: 1000,
    stockAfter: 26000,
    occurredAt: '2026-11-10T07:30:00.000Z',
  }),
];

const movementsMock = (limit: number): MockLink.MockedResponse => ({
  request: {
    query: StockMovementsQuery,
    variables: { restaurantId: RESTAURANT, productId: PRODUCT, limit, offset: 0 },
  },
  result: {
    data: {
      restaurant: {
        __typename: 'Restaurant',
        id: RESTAURANT,
        stockMovements: {
          __typename: 'StockMovementPage',
          total: MOVEMENTS.length,
          limit,
          offset: 0,
          data: MOVEMENTS,
        },
      },
    },
  },
  maxUsageCount: forever,
});

const MOCKS = [productMock(), movementsMock(25), movementsMock(100)];

beforeAll(() => import('./MovementsTable.tsx'), 60_000);
const SLOW = 60_000;
// The shell, then the DataGrid, render slowly under a busy jsdom: every wait gets 10 s.

function renderPage(mocks: MockLink.MockedResponse[] = [], user = USERS.ADMIN) {
  return renderApp({
    path: PATH,
    user,
    storedRestaurantId: RESTAURANT,
    mocks: [...MOCKS, ...mocks],
  });
}

/** The mutation's answer, and whether the form sent it (with exactly `input`). */
function recordMock(input: Record<string, unknown>, stockAfter: number) {
  const recorded = { sent: false, mock: {} as MockLink.MockedResponse };
  recorded.mock = {
    request: { query: RecordStockMovementMutation, variables: { input } },
    result: () => {
      recorded.sent = true;
      return {
        data: { recordStockMovement: { __typename: 'StockMovement', id: 'm4', stockAfter } },
      };
    },
  };
  return recorded;
}

/** The page of an ADMIN, its 'Nouveau mouvement' dialog open. */
async function openDialog(mocks: MockLink.MockedResponse[] = []) {
  const { events } = renderPage(mocks);
  await events.click(await screen.findByRole('button', { name: 'Nouveau mouvement' }));
  const dialog = await screen.findByRole('dialog', { name: 'Nouveau mouvement de stock' });
  return { events, dialog };
}

describe('/stocks/product/{id}', () => {
  it(
    'shows the product, its stock and status, a chart and the history with French labels',
    async () => {
      renderPage();
      await findShell();
      expect(await screen.findByRole('heading', { name: 'Farine T55' })).toBeInTheDocument();
      const fact = (label: string) =>
        screen.getByText(label, { selector: 'dt' }).nextElementSibling;
      expect(fact('Stock actuel')).toHaveTextContent('2,5 kg');
      expect(fact('État')).toHaveTextContent('En stock');
      expect(fact('Unité de base')).toHaveTextContent('Poids (g)');
      expect(fact('Valeur')).toHaveTextContent('2,25 €');
      expect(screen.getByRole('link', { name: 'Retour aux stocks' })).toHaveAttribute(
        'href',
        '/stocks',
      );

      const chart = await screen.findByRole('img', { name: 'Évolution du stock de Farine T55' });
      // A point per movement, and the levels' axis in the display unit up to a round top.
      await waitFor(() => expect(chart.querySelectorAll('circle')).toHaveLength(3));
      expect(chart).toHaveTextContent('50 kg');

      const grid = await screen.findByRole('grid', { name: 'Mouvements du produit' });
      const row = (text: string) =>
        within(grid).getByText(text).closest<HTMLElement>('[role="row"]')!;
      await within(grid).findByText('Sac percé');
      const loss = row('Sac percé');
      expect(loss).toHaveTextContent('Sortie');
      expect(loss).toHaveTextContent('Perte');
      expect(loss).toHaveTextContent('500 g');
      expect(loss).toHaveTextContent('3 kg');
      expect(loss).toHaveTextContent('2,5 kg');
      expect(loss).toHaveTextContent('Alice Martin');
      const inventory = within(grid).getByRole('link', { name: 'Inventaire #5' });
      expect(inventory).toHaveAttribute('href', '/inventory/5');
      // A quantity in the base unit reads as the levels do: 3000 g is 3 kg.
      expect(inventory.closest('[role="row"]')).toHaveTextContent(
        'AjustementInventaire #53 kg26 kg3 kg',
      );
      const purchase = row('Achat');
      expect(purchase).toHaveTextContent('Entrée');
      expect(purchase).toHaveTextContent('1 pièce');
      expect(purchase).toHaveTextContent('26 kg');
    },
    SLOW,
  );

  it('says when the product does not exist', async () => {
    renderApp({
      path: PATH,
      storedRestaurantId: RESTAURANT,
      mocks: [
        {
          request: {
            query: ProductStockQuery,
            variables: { productId: PRODUCT, restaurantId: RESTAURANT },
          },
          result: {
            errors: [
              { message: 'Produit introuvable', extensions: { code: 'NOT_FOUND' } },
            ] as never,
          },
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Produit non trouvé' })).toBeInTheDocument();
  });

  it(
    'records a loss: reasons follow the type, a decimal comma, the product’s units, and the payload',
    async () => {
      const input = {
        restaurantId: RESTAURANT,
        productId: PRODUCT,
        type: 'OUT',
        reason: 'WASTE',
        quantity: 0.5,
        unit: 'KG',
        note: 'Tombé par terre',
      };
      const recorded = recordMock(input, 2000);
      const { events, dialog } = await openDialog([recorded.mock]);

      // The reasons of a Sortie, never Inventaire; an Entrée offers Achat.
      expect(within(dialog).getByRole('combobox', { name: /Type/ })).toHaveTextContent('Sortie');
      await events.click(within(dialog).getByRole('combobox', { name: /Motif/ }));
      const reasons = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(reasons).toEqual(['Vente', 'Recette', 'Perte', 'Transfert', 'Manuel']);
      await events.click(screen.getByRole('option', { name: 'Perte' }));

      // The units of grams and, through the rule, pieces.
      await events.click(within(dialog).getByRole('combobox', { name: /Unité/ }));
      const units = (await screen.findAllByRole('option')).map((o) => o.textContent);
      expect(units).toEqual(['g', 'kg', 'pièce']);
      await events.click(screen.getByRole('option', { name: 'kg' }));

      // More than the 2,5 kg there: refused before sending, in the domain's words.
      const quantity = within(dialog).getByRole('textbox', { name: /Quantité/ });
      await events.type(quantity, '3');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(
        await within(dialog).findByText('Stock insuffisant : 2 500 g disponible(s)'),
      ).toBeInTheDocument();
      expect(recorded.sent).toBe(false);

      await events.clear(quantity);
      await fill(events, quantity, '0,5');
      await fill(events, within(dialog).getByRole('textbox', { name: 'Note' }), 'Tombé par terre');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      await waitFor(() => expect(recorded.sent).toBe(true));
      expect(await screen.findByText('Mouvement enregistré')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'sets the stock with an adjustment, where 0 is allowed but an empty quantity is not',
    async () => {
      const input = {
        restaurantId: RESTAURANT,
        productId: PRODUCT,
        type: 'ADJUSTMENT',
        reason: 'MANUAL',
        quantity: 0,
        unit: 'G',
        note: null,
      };
      const recorded = recordMock(input, 0);
      const { events, dialog } = await openDialog([recorded.mock]);
      await events.click(within(dialog).getByRole('combobox', { name: /Type/ }));
      await events.click(await screen.findByRole('option', { name: 'Ajustement' }));
      expect(within(dialog).getByRole('combobox', { name: /Motif/ })).toHaveTextContent('Manuel');

      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(await within(dialog).findByText('La quantité est requise')).toBeInTheDocument();
      await events.type(within(dialog).getByRole('textbox', { name: /Stock compté/ }), '0');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      await waitFor(() => expect(recorded.sent).toBe(true));
    },
    SLOW,
  );

  it(
    'refuses an IN of 0 with the domain’s message',
    async () => {
      const { events, dialog } = await openDialog();
      await events.click(within(dialog).getByRole('combobox', { name: /Type/ }));
      await events.click(await screen.findByRole('option', { name: 'Entrée' }));
      expect(within(dialog).getByRole('combobox', { name: /Motif/ })).toHaveTextContent('Achat');
      await events.type(within(dialog).getByRole('textbox', { name: /Quantité/ }), '0');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(
        await within(dialog).findByText('La quantité doit être supérieure à 0'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'keeps the button disabled, with its reason, for an employee',
    async () => {
      const { events } = renderPage([], USERS.EMPLOYEE);
      const button = () => screen.getByRole('button', { name: 'Nouveau mouvement' });
      expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
      expect(button()).toBeDisabled();
      await events.hover(button().parentElement!);
      expect(await screen.findByRole('tooltip')).toHaveTextContent(
        'Vous n’avez pas les permissions pour enregistrer un mouvement de stock',
      );
    },
    SLOW,
  );

  it(
    'is open to a manager',
    async () => {
      renderPage([], USERS.MANAGER);
      const button = await screen.findByRole('button', { name: 'Nouveau mouvement' });
      await waitFor(() => expect(button).toBeEnabled());
    },
    SLOW,
  );
});

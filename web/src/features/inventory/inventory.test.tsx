import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { STOCK_MESSAGES, quantityText as domainQuantityText, type Unit } from '@bo/domain';
import type { InventoryStatus } from '../../gql/graphql';
import { SessionProvider } from '../../app/session.tsx';
import { theme } from '../../app/theme.ts';
import { fill } from '../../test/fill.ts';
import {
  USERS,
  findShell,
  renderApp,
  shellMocks,
  DEMO_RESTAURANTS,
} from '../../test/renderApp.tsx';
import { PHONE_WIDTH, stubScreenWidth } from '../../test/screen-width.ts';
import { NothingSelected } from '../../test/selection.tsx';
import {
  CompleteInventoryMutation,
  CountingProductsQuery,
  FinalizeInventoryMutation,
  InventoryEmployeesQuery,
  InventoryListQuery,
  InventoryQuery,
  SaveInventoryMutation,
} from './documents.ts';
import { draftKey } from './counting.ts';
import { inventoryMessages } from './messages.ts';
import { InventoryNewPage } from './pages.tsx';

const M = STOCK_MESSAGES;
/** The text as toHaveTextContent compares it: French numbers' narrow spaces read as spaces. */
const quantityText = (value: number, unit: Unit) =>
  domainQuantityText(value, unit).replace(/\s/g, ' ');
const forever = Number.POSITIVE_INFINITY;

// ---- Fixtures ----------------------------------------------------------------------------------

const space = (id: string, name: string, zone: string, restaurantId = '11') => ({
  __typename: 'Surface' as const,
  id,
  name,
  zone: {
    __typename: 'Zone' as const,
    id: `z-${restaurantId}-${zone}`,
    name: zone,
    restaurant: { __typename: 'Restaurant' as const, id: restaurantId },
  },
});
const packaging = (
  id: string,
  type: 'INVENTORY' | 'STORAGE',
  name: string | null,
  sourceQuantity: number,
  sourceUnit: Unit,
) => ({ __typename: 'Packaging' as const, id, type, name, sourceQuantity, sourceUnit });

interface ProductFixture {
  id: string;
  name: string;
  baseUnit: 'G' | 'ML' | 'PIECE';
  restaurants?: string[];
  spaces?: ReturnType<typeof space>[];
  inventory?: ReturnType<typeof packaging>[];
  storage?: ReturnType<typeof packaging>[];
  rules?: { sourceQuantity: number; sourceUnit: Unit; targetQuantity: number; targetUnit: Unit }[];
}
const product = (p: ProductFixture) => ({
  __typename: 'Product' as const,
  id: p.id,
  name: p.name,
  baseUnit: p.baseUnit,
  photoUrl: null,
  restaurants: (p.restaurants ?? ['11']).map((id) => ({ __typename: 'Restaurant' as const, id })),
  storageSpaces: p.spaces ?? [],
  inventoryPackagings: p.inventory ?? [],
  storagePackagings: p.storage ?? [],
  conversionRules: (p.rules ?? []).map((rule, i) => ({
    __typename: 'ConversionRule' as const,
    id: `r${p.id}-${i}`,
    isActive: true,
    ...rule,
  })),
});

const FRIDGE = space('s1', 'Étagère A', 'Chambre froide');
const SHELF = space('s2', 'Bac', 'Réserve');
const OTHER_RESTAURANT = space('s9', 'Étagère Z', 'Chambre froide', '12');

const CAROTTE = product({
  id: '1',
  name: 'Carotte',
  baseUnit: 'G',
  spaces: [SHELF, OTHER_RESTAURANT],
  inventory: [packaging('10', 'INVENTORY', 'Sac', 5, 'KG')],
  storage: [packaging('11', 'STORAGE', null, 1, 'KG')],
});
const SALADE = product({
  id: '2',
  name: 'Salade',
  baseUnit: 'G',
  spaces: [FRIDGE],
  inventory: [packaging('20', 'INVENTORY', 'Tête', 1, 'PIECE')],
  rules: [{ sourceQuantity: 1, sourceUnit: 'PIECE', targetQuantity: 400, targetUnit: 'G' }],
});
const CITRON = product({
  id: '3',
  name: 'Citron',
  baseUnit: 'G',
  spaces: [FRIDGE],
  inventory: [packaging('30', 'INVENTORY', 'Unité', 1, 'PIECE')],
});
const LAIT = product({
  id: '4',
  name: 'Lait',
  baseUnit: 'ML',
  spaces: [FRIDGE],
  inventory: [packaging('40', 'INVENTORY', 'Brique', 1, 'L')],
});
const SEL = product({
  id: '5',
  name: 'Sel',
  baseUnit: 'G',
  inventory: [packaging('50', 'INVENTORY', 'Boîte', 500, 'G')],
});
const ELSEWHERE = product({
  id: '6',
  name: 'Truffe',
  baseUnit: 'G',
  restaurants: ['12'],
  spaces: [OTHER_RESTAURANT],
  inventory: [packaging('60', 'INVENTORY', 'Boîte', 100, 'G')],
});
const PRODUCTS = [SEL, LAIT, CITRON, SALADE, CAROTTE, ELSEWHERE];

const productsMock = (): MockLink.MockedResponse => ({
  request: { query: CountingProductsQuery, variables: { offset: 0, limit: 100 } },
  result: {
    data: {
      products: { __typename: 'ProductPage', total: PRODUCTS.length, data: PRODUCTS },
    },
  },
  maxUsageCount: forever,
});

const employeesMock = (): MockLink.MockedResponse => ({
  request: { query: InventoryEmployeesQuery, variables: { restaurantId: '11' } },
  result: {
    data: {
      employees: [
        { __typename: 'Employee', id: '7', firstName: 'Léa', lastName: 'Roux' },
        { __typename: 'Employee', id: '8', firstName: 'Hugo', lastName: 'Blanc' },
      ],
    },
  },
  maxUsageCount: forever,
});

const line = (
  id: string,
  p: { id: string; name: string; baseUnit: ProductFixture['baseUnit'] },
  packagingId: string,
  input: number,
  base: number,
) => ({
  __typename: 'InventoryLine' as const,
  id,
  inputQuantity: input,
  packagingName: 'Sac',
  packagingQuantity: 5,
  packagingUnit: 'KG' as const,
  quantityInBaseUnit: base,
  packaging: { __typename: 'Packaging' as const, id: packagingId },
  product: { __typename: 'Product' as const, id: p.id, name: p.name, baseUnit: p.baseUnit },
});
type Line = ReturnType<typeof line>;

const inventory = (id: string, status: InventoryStatus, lines: Line[]) => ({
  __typename: 'Inventory' as const,
  id,
  status,
  startedAt: '2026-11-20T08:00:00.000Z',
  finalizedAt: status === 'FINALIZED' ? '2026-11-20T10:00:00.000Z' : null,
  cancelledAt: null,
  note: null,
  restaurant: { __typename: 'Restaurant' as const, id: '11', name: 'Le Bistrot du Port' },
  countedBy: null,
  lines,
});

const inventoryMock = (inv: ReturnType<typeof inventory>): MockLink.MockedResponse => ({
  request: { query: InventoryQuery, variables: { id: inv.id } },
  result: { data: { inventory: inv } },
  maxUsageCount: forever,
});

afterEach(() => {
  // Unmount first: a screen still mounted could write its count after the storage is cleared.
  cleanup();
  sessionStorage.clear();
  vi.restoreAllMocks();
});

const openNew = (mocks: MockLink.MockedResponse[] = []) =>
  renderApp({
    path: '/inventory/new',
    storedRestaurantId: '11',
    mocks: [productsMock(), employeesMock(), ...mocks],
  });

const zoneHeadings = () =>
  screen.getAllByRole('heading', { level: 2 }).map((heading) => heading.textContent);
const card = (name: string) => screen.getByRole('article', { name });
const input = (label: string) => screen.getByLabelText(`Quantité : ${label}`);

// ---- The counting screen -----------------------------------------------------------------------

// Typing into a screen of a few dozen inputs is slow in jsdom on busy cores.
describe('the counting screen (docs/areas/stock.md)', { timeout: 60_000 }, () => {
  it('groups the restaurant’s products by storage zone, sorted by name, products stored nowhere last', async () => {
    openNew();
    await screen.findByRole('heading', { name: 'Nouvel inventaire' });
    await screen.findByRole('article', { name: 'Carotte' });
    expect(zoneHeadings()).toEqual([
      'Chambre froide - Étagère A',
      'Réserve - Bac',
      M.noStorageZone,
    ]);
    const fridge = screen.getByRole('region', { name: 'Chambre froide - Étagère A' });
    expect(
      within(fridge)
        .getAllByRole('article')
        .map((a) => a.getAttribute('aria-label')),
    ).toEqual(['Citron', 'Lait', 'Salade']);
    // Another restaurant's product, and another restaurant's shelf, are not counted here.
    expect(screen.queryByRole('article', { name: 'Truffe' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Chambre froide - Étagère Z' })).toBeNull();
    // A packaging without a name, and the badges by type.
    const carotte = card('Carotte');
    expect(within(carotte).getByText('Conditionnement 11')).toBeInTheDocument();
    expect(within(carotte).getByText(M.packagingBadgeInventory)).toBeInTheDocument();
    expect(within(carotte).getByText(M.packagingBadgeStorage)).toBeInTheDocument();
    expect(within(carotte).getByText(quantityText(5, 'KG'))).toBeInTheDocument();
  });

  it('a menu leads to each zone, with its number of products', async () => {
    const { events } = openNew();
    await screen.findByRole('article', { name: 'Carotte' });
    await events.click(screen.getByRole('combobox', { name: 'Aller à la zone' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Chambre froide - Étagère A (3)',
      'Réserve - Bac (1)',
      `${M.noStorageZone} (1)`,
    ]);
  });

  it('toggles a product between Non compté (dimmed) and Compté; a quantity typed counts it', async () => {
    const { events } = openNew();
    await screen.findByRole('article', { name: 'Lait' });
    const lait = card('Lait');
    expect(lait).toHaveAttribute('data-counted', 'false');
    expect(within(lait).getByText(M.notCounted)).toBeInTheDocument();
    await events.click(within(lait).getByRole('switch', { name: 'Lait compté' }));
    expect(lait).toHaveAttribute('data-counted', 'true');
    expect(within(lait).getByText(M.counted)).toBeInTheDocument();
    await events.click(within(lait).getByRole('switch', { name: 'Lait compté' }));
    expect(lait).toHaveAttribute('data-counted', 'false');

    await events.type(input('Tête'), '1');
    expect(card('Salade')).toHaveAttribute('data-counted', 'true');
  });

  it('minus is disabled at 0; plus and minus move by one; a comma is a decimal; letters and below 0 are refused, not saved', async () => {
    const { events } = openNew();
    await screen.findByRole('article', { name: 'Carotte' });
    const carotte = card('Carotte');
    const minus = within(carotte).getByRole('button', { name: 'Retirer 1 : Sac' });
    const plus = within(carotte).getByRole('button', { name: 'Ajouter 1 : Sac' });
    expect(minus).toBeDisabled();
    await events.click(plus);
    await events.click(plus);
    expect(input('Sac')).toHaveValue('2');
    await events.click(minus);
    expect(input('Sac')).toHaveValue('1');

    await events.clear(input('Sac'));
    await events.type(input('Sac'), '2,5');
    expect(input('Sac')).toHaveAttribute('inputmode', 'decimal');
    expect(input('Sac')).toHaveAttribute('step', '0.1');
    expect(input('Sac')).toHaveAttribute('min', '0');
    // 2,5 sacs of 5 kg in grams.
    expect(carotte).toHaveTextContent(`${M.zoneTotal} : ${quantityText(12500, 'G')}`);
    await events.click(plus);
    expect(input('Sac')).toHaveValue('3,5');

    // Neither read as 0 nor saved: the field says why, and nothing is sent (no answer mocked).
    await events.clear(input('Sac'));
    await events.type(input('Sac'), 'abc');
    await events.tab();
    expect(input('Sac')).toHaveValue('abc');
    expect(input('Sac')).toHaveAccessibleDescription(M.countInvalid);
    expect(within(carotte).getByRole('button', { name: 'Retirer 1 : Sac' })).toBeDisabled();
    await events.clear(input('Sac'));
    await events.type(input('Sac'), '-3');
    await events.click(screen.getByRole('button', { name: M.saveQuantities }));
    expect(input('Sac')).toHaveValue('-3');
    expect(input('Sac')).toHaveAccessibleDescription(M.countNotNegative);
    expect(await screen.findByText(inventoryMessages.fixCounts)).toBeInTheDocument();
    expect(screen.queryByText(M.inventoryCreateFailed)).toBeNull();
  });

  it('totals in the base unit: within a family, through the product’s rule, else 0 with a warning', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    const { events } = openNew();
    await screen.findByRole('article', { name: 'Salade' });
    await events.type(input('Tête'), '2');
    expect(card('Salade')).toHaveTextContent(`${M.zoneTotal} : ${quantityText(800, 'G')}`);
    expect(card('Salade')).toHaveTextContent(`${M.globalTotal} : ${quantityText(800, 'G')}`);
    await events.type(input('Brique'), '1,5');
    expect(card('Lait')).toHaveTextContent(`${M.zoneTotal} : ${quantityText(1500, 'ML')}`);
    await events.type(input('Unité'), '3');
    expect(card('Citron')).toHaveTextContent(`${M.zoneTotal} : ${quantityText(0, 'G')}`);
    await waitFor(() => expect(warn).toHaveBeenCalled());
    // Two packagings of the same product add up.
    await events.type(input('Sac'), '1');
    await events.type(input('Conditionnement 11'), '2');
    expect(card('Carotte')).toHaveTextContent(`${M.globalTotal} : ${quantityText(7000, 'G')}`);
  });

  it('saves counted quantities above 0, a product counted empty as one line of 0, creates the draft and opens it', async () => {
    const saved = inventory('77', 'DRAFT', [line('1', CAROTTE, '10', 2, 10000)]);
    const save = vi.fn(() => ({ data: { saveInventory: saved } }));
    const { events, router } = openNew([
      {
        request: {
          query: SaveInventoryMutation,
          variables: {
            input: {
              restaurantId: '11',
              countedById: '7',
              note: 'Après livraison',
              lines: [
                { productId: '2', packagingId: '20', inputQuantity: 1.5 },
                { productId: '1', packagingId: '10', inputQuantity: 2 },
                { productId: '3', packagingId: null, inputQuantity: 0 },
              ],
            },
          },
        },
        result: save,
      },
      inventoryMock(saved),
    ]);
    await screen.findByRole('article', { name: 'Carotte' });
    await events.click(screen.getByRole('combobox', { name: 'Employé qui compte' }));
    await events.click(await screen.findByRole('option', { name: 'Léa Roux' }));
    await fill(events, screen.getByRole('textbox', { name: 'Note' }), 'Après livraison');
    await fill(events, input('Tête'), '1,5');
    await fill(events, input('Sac'), '2');
    await fill(events, input('Conditionnement 11'), '0');
    // Entered, then not counted after all: not sent.
    await fill(events, input('Brique'), '4');
    await events.click(within(card('Lait')).getByRole('switch', { name: 'Lait compté' }));
    // Marked counted with nothing typed: found empty, its stock goes to 0 at finalization.
    await events.click(within(card('Citron')).getByRole('switch', { name: 'Citron compté' }));
    expect(sessionStorage.getItem(draftKey('11', null))).toContain('Après livraison');

    await events.click(screen.getByRole('button', { name: M.saveQuantities }));
    await waitFor(() => expect(save).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/77'));
    expect(await screen.findByRole('heading', { name: 'Inventaire #77' })).toBeInTheDocument();
    expect(sessionStorage.getItem(draftKey('11', null))).toBeNull();
  });

  it('Créer et finaliser asks the confirmation, then completes and opens the new inventory', async () => {
    const done = inventory('78', 'FINALIZED', [line('1', CAROTTE, '10', 1, 5000)]);
    const complete = vi.fn(() => ({ data: { completeInventory: done } }));
    const { events, router } = openNew([
      {
        request: {
          query: CompleteInventoryMutation,
          variables: {
            input: {
              restaurantId: '11',
              countedById: null,
              note: null,
              lines: [{ productId: '1', packagingId: '10', inputQuantity: 1 }],
            },
          },
        },
        result: complete,
      },
      inventoryMock(done),
    ]);
    await screen.findByRole('article', { name: 'Carotte' });
    // A new inventory has no saved lines: no 'Finaliser l'inventaire'.
    expect(screen.queryByRole('button', { name: M.finalizeInventory })).toBeNull();
    await events.click(within(card('Carotte')).getByRole('button', { name: 'Ajouter 1 : Sac' }));
    await events.click(screen.getByRole('button', { name: M.createAndFinalizeInventory }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(M.confirmFinalize);
    await events.click(within(dialog).getByRole('button', { name: 'Confirmer' }));
    await waitFor(() => expect(complete).toHaveBeenCalled());
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/78'));
    expect(await screen.findByText(M.inventoryFinalizedReadOnly)).toBeInTheDocument();
  });

  it('a failed creation says so and stays on the screen', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events, router } = openNew([
      {
        request: {
          query: SaveInventoryMutation,
          variables: {
            input: {
              restaurantId: '11',
              countedById: null,
              note: null,
              lines: [{ productId: '5', packagingId: '50', inputQuantity: 1 }],
            },
          },
        },
        error: new Error('réseau'),
      },
    ]);
    await screen.findByRole('article', { name: 'Sel' });
    await events.click(within(card('Sel')).getByRole('button', { name: 'Ajouter 1 : Boîte' }));
    await events.click(screen.getByRole('button', { name: M.saveQuantities }));
    expect(await screen.findByText(M.inventoryCreateFailed)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inventory/new');
  });

  it('keeps unsaved counts in sessionStorage and puts them back when the page comes back', async () => {
    sessionStorage.setItem(
      draftKey('11', null),
      JSON.stringify({
        counts: { 'surface:s2|1|10': '3' },
        counted: ['1'],
        countedById: '',
        note: '',
      }),
    );
    openNew();
    await screen.findByRole('article', { name: 'Carotte' });
    await waitFor(() => expect(input('Sac')).toHaveValue('3'));
    expect(card('Carotte')).toHaveAttribute('data-counted', 'true');
    expect(
      screen.getByText('Les quantités non sauvegardées de ce comptage ont été reprises.'),
    ).toBeInTheDocument();
  });

  it('an existing draft: its lines back on screen, Finaliser after the confirmation', async () => {
    const draft = inventory('80', 'DRAFT', [line('1', CAROTTE, '10', 2, 10000)]);
    const finalize = vi.fn(() => ({
      data: {
        finalizeInventory: {
          ...draft,
          status: 'FINALIZED',
          finalizedAt: '2026-11-20T10:00:00.000Z',
        },
      },
    }));
    const { events } = renderApp({
      path: '/inventory/80',
      storedRestaurantId: '11',
      mocks: [
        productsMock(),
        inventoryMock(draft),
        {
          request: { query: FinalizeInventoryMutation, variables: { id: '80' } },
          result: finalize,
        },
      ],
    });
    expect(await screen.findByRole('heading', { name: 'Inventaire #80' })).toBeInTheDocument();
    await screen.findByRole('article', { name: 'Carotte' });
    expect(screen.getByText('Brouillon')).toBeInTheDocument();
    expect(screen.getByText(M.notSpecified)).toBeInTheDocument();
    expect(input('Sac')).toHaveValue('2');
    expect(screen.getByRole('button', { name: M.updateInventory })).toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: M.finalizeInventory }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent(M.confirmFinalize);
    await events.click(within(dialog).getByRole('button', { name: 'Annuler' }));
    expect(finalize).not.toHaveBeenCalled();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    await events.click(screen.getByRole('button', { name: M.finalizeInventory }));
    await events.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Confirmer' }),
    );
    await waitFor(() => expect(finalize).toHaveBeenCalled());
    expect(await screen.findByText(M.inventoryFinalized)).toBeInTheDocument();
    expect(input('Sac')).toBeDisabled();
    expect(within(card('Carotte')).getByRole('switch')).toBeDisabled();
    expect(screen.queryByRole('button', { name: M.saveQuantities })).toBeNull();
  });

  it('a finalized inventory is read-only: its message and the saved lines, no product reloaded', async () => {
    const done = inventory('81', 'FINALIZED', [line('1', CAROTTE, '10', 2, 10000)]);
    renderApp({ path: '/inventory/81', storedRestaurantId: '11', mocks: [inventoryMock(done)] });
    expect(await screen.findByText(M.inventoryFinalized)).toBeInTheDocument();
    expect(screen.getByText(M.inventoryFinalizedReadOnly)).toBeInTheDocument();
    const table = screen.getByRole('table', { name: M.savedLines });
    expect(table).toHaveTextContent('Carotte');
    expect(table).toHaveTextContent(`Sac (${quantityText(5, 'KG')})`);
    expect(table).toHaveTextContent(quantityText(10000, 'G'));
    expect(screen.getByRole('link', { name: 'Voir le stock' })).toHaveAttribute('href', '/stocks');
    for (const name of [M.saveQuantities, M.finalizeInventory, M.updateInventory])
      expect(screen.queryByRole('button', { name })).toBeNull();
    expect(screen.queryByRole('article')).toBeNull();
  });

  it('on a phone: one line of actions (the others in a menu), who counts folded, each switch named', async () => {
    stubScreenWidth(PHONE_WIDTH);
    try {
      const { events } = openNew();
      await screen.findByRole('article', { name: 'Lait' });
      const save = screen.getByRole('button', { name: inventoryMessages.saveQuantities });
      expect(
        screen.queryByRole('button', { name: inventoryMessages.createAndFinalizeInventory }),
      ).toBeNull();
      expect(screen.queryByRole('link', { name: inventoryMessages.back })).toBeNull();
      // Who counts: one line, opened with a tap.
      const details = screen.getByRole('button', {
        name: `${inventoryMessages.countedBy} : ${inventoryMessages.notSpecified}`,
      });
      expect(details).toHaveAttribute('aria-expanded', 'false');
      await events.click(details);
      expect(details).toHaveAttribute('aria-expanded', 'true');
      expect(within(card('Lait')).getByRole('switch', { name: 'Lait compté' })).toBeInTheDocument();
      await events.click(screen.getByRole('button', { name: inventoryMessages.moreActions }));
      const menu = await screen.findByRole('menu');
      expect(
        within(menu).getByRole('menuitem', { name: inventoryMessages.createAndFinalizeInventory }),
      ).toBeVisible();
      expect(save).toBeEnabled();
    } finally {
      vi.unstubAllGlobals();
    }
  });

  it("makes the restaurant picker follow the inventory: opened with another restaurant selected, the inventory's is selected", async () => {
    const done = inventory('81', 'FINALIZED', [line('1', CAROTTE, '10', 2, 10000)]);
    renderApp({ path: '/inventory/81', storedRestaurantId: '12', mocks: [inventoryMock(done)] });
    expect(await screen.findByText(M.inventoryFinalized)).toBeInTheDocument();
    await waitFor(() => expect(localStorage.getItem('selectedRestaurant')).toBe('11'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(
        'Le Bistrot du Port',
      ),
    );
  });

  it('a failed load goes back to /inventory', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderApp({
      path: '/inventory/99',
      storedRestaurantId: '11',
      mocks: [
        { request: { query: InventoryQuery, variables: { id: '99' } }, error: new Error('404') },
        {
          request: {
            query: InventoryListQuery,
            variables: { restaurantId: '11', limit: 25, offset: 0 },
          },
          result: {
            data: {
              inventories: {
                __typename: 'InventoryPage',
                total: 0,
                limit: 25,
                offset: 0,
                data: [],
              },
            },
          },
        },
      ],
    });
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory'));
  });

  it('without a selected restaurant, /inventory/new asks for one', async () => {
    render(
      <ThemeProvider theme={theme}>
        <MockedProvider mocks={shellMocks(USERS.ADMIN, DEMO_RESTAURANTS)}>
          <SessionProvider>
            <MemoryRouter initialEntries={['/inventory/new']}>
              <NothingSelected>
                <InventoryNewPage />
              </NothingSelected>
            </MemoryRouter>
          </SessionProvider>
        </MockedProvider>
      </ThemeProvider>,
    );
    expect(await screen.findByText(M.selectRestaurantForInventory)).toBeInTheDocument();
  });
});

// ---- The list ----------------------------------------------------------------------------------

describe('the inventory list', () => {
  // The DataGrid's chunk takes jsdom a few seconds the first time.
  beforeAll(() => import('../../ui/list/DataList.tsx'), 60_000);

  const row = (id: string, status: InventoryStatus) => ({
    __typename: 'Inventory' as const,
    id,
    status,
    startedAt: '2026-11-20T08:00:00.000Z',
    finalizedAt: null,
    lineCount: 4,
    note: null,
    restaurant: { __typename: 'Restaurant' as const, id: '11', name: 'Le Bistrot du Port' },
    countedBy: { __typename: 'Employee' as const, id: '7', firstName: 'Léa', lastName: 'Roux' },
  });
  const listMock = (
    variables: Record<string, unknown>,
    rows: ReturnType<typeof row>[],
  ): MockLink.MockedResponse => ({
    request: { query: InventoryListQuery, variables: { limit: 25, offset: 0, ...variables } },
    result: {
      data: {
        inventories: {
          __typename: 'InventoryPage',
          total: rows.length,
          limit: 25,
          offset: 0,
          data: rows,
        },
      },
    },
    maxUsageCount: forever,
  });

  it('lists the selected restaurant’s inventories, filters by status, opens one', async () => {
    const { events, router } = renderApp({
      path: '/inventory',
      storedRestaurantId: '11',
      mocks: [
        listMock({ restaurantId: '11' }, [row('3', 'DRAFT'), row('2', 'FINALIZED')]),
        listMock({ restaurantId: '11', status: 'CANCELLED' }, [row('1', 'CANCELLED')]),
        inventoryMock(inventory('1', 'CANCELLED', [])),
      ],
    });
    await findShell();
    expect(await screen.findByText('Inventaire #3')).toBeInTheDocument();
    expect(screen.getAllByText('Léa Roux').length).toBeGreaterThan(0);
    expect(screen.getByRole('button', { name: 'Nouvel inventaire' })).toBeEnabled();

    await events.click(screen.getByRole('combobox', { name: 'Statut' }));
    const options = (await screen.findAllByRole('option')).map((o) => o.textContent);
    expect(options).toEqual(['Tous', 'Brouillon', 'Finalisé', 'Annulé']);
    await events.click(screen.getByRole('option', { name: 'Annulé' }));
    expect(await screen.findByText('Inventaire #1')).toBeInTheDocument();
    expect(router.state.location.search).toBe('?status=CANCELLED');

    await events.click(screen.getByRole('button', { name: 'Détails : Inventaire #1' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/1'));
    // A cancelled inventory reads only: its message, no button.
    expect(await screen.findByText(M.inventoryCancelled)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: M.saveQuantities })).toBeNull();
  }, 60_000);
});

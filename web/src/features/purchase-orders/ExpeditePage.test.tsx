import { afterEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import {
  PURCHASING_MESSAGES,
  allowedPurchaseOrderTransitions,
  type PurchaseOrderStatus,
  type Role,
} from '@bo/domain';
import { fill } from '../../test/fill.ts';
import { renderApp } from '../../test/renderApp.tsx';
import { OUTCOME_UNKNOWN, outcomeUnknown, recordSaveKeys } from '../../test/save-keys.ts';
import { ExpeditePurchaseOrderMutation, ExpeditionOrderQuery } from './documents.ts';
import { expeditionMessages as t } from './messages.ts';

const spaced = (text: string) => text.replace(/\s/g, ' ');

const line = (id: string, articleName: string, quantityOrdered: number) => ({
  __typename: 'PurchaseOrderLine' as const,
  id,
  articleName,
  productName: articleName.split(' ')[0] ?? articleName,
  quantityOrdered,
  packagingName: 'Bac',
  packagingQuantity: 2,
  packagingUnit: 'KG' as const,
  quantityExpedited: null,
});

/** Who opens the order, as the graph sees him: by default the laboratory's manager. */
type Viewer = { role: Role; side: 'issuer' | 'laboratory' };

const order = (
  lab = true,
  lines = [line('1', 'Fond de veau', 3), line('2', 'Sauce vin rouge', 2)],
  status: PurchaseOrderStatus = 'SENT_PENDING',
  viewer: Viewer = { role: 'MANAGER', side: 'laboratory' },
) => ({
  __typename: 'PurchaseOrder' as const,
  id: '7',
  reference: 'BC-2026-00007',
  status,
  // What the graph answers: the domain's rule for this viewer.
  allowedTransitions: allowedPurchaseOrderTransitions({
    role: viewer.role,
    issuer: viewer.side === 'issuer',
    laboratory: viewer.side === 'laboratory',
    supplierKind: lab ? 'LABORATORY' : 'EXTERNAL',
    status,
  }),
  expectedDate: '2026-12-03',
  totalTTC: 84.4,
  restaurant: { __typename: 'Restaurant' as const, id: '11', name: 'Le Bistrot du Port' },
  supplier: lab
    ? { __typename: 'Laboratory' as const, id: '14', kind: 'LABORATORY' as const, name: 'Labo' }
    : {
        __typename: 'ExternalSupplier' as const,
        id: '1',
        kind: 'EXTERNAL' as const,
        name: 'Primeurs',
      },
  lines,
});

const orderMock = (o: ReturnType<typeof order>): MockLink.MockedResponse => ({
  request: { query: ExpeditionOrderQuery, variables: { id: '7' } },
  result: { data: { purchaseOrder: o } },
});

const open = (mocks: MockLink.MockedResponse[]) =>
  renderApp({ path: '/purchase-orders/7/expedite', storedRestaurantId: '14', mocks });

const input = (name: string) => screen.getByLabelText(t.quantityOf(name));
const submit = () => screen.getByRole('button', { name: t.submit });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the expedition control', { timeout: 30_000 }, () => {
  it('shows the order, and Valider is disabled with the warning until every line has a quantity', async () => {
    const { events } = open([orderMock(order())]);
    expect(
      await screen.findByRole('heading', { name: t.title }, { timeout: 15_000 }),
    ).toBeInTheDocument();
    await screen.findByRole('listitem', { name: 'Fond de veau' });
    const facts = screen.getByText(t.reference).closest('dl') as HTMLElement;
    expect(facts).toHaveTextContent('BC-2026-00007');
    expect(facts).toHaveTextContent('Le Bistrot du Port');
    expect(facts).toHaveTextContent('03/12/2026');
    expect(facts).toHaveTextContent(spaced('84,40 €'));

    expect(submit()).toBeDisabled();
    expect(screen.getByText(t.missingQuantities)).toBeInTheDocument();
    expect(input('Fond de veau')).toHaveAttribute('step', '0.01');
    expect(input('Fond de veau')).toHaveAttribute('min', '0');
    expect(input('Fond de veau')).toBeRequired();

    // The ordered quantity, then plus and minus; 0 is a quantity.
    await events.click(screen.getByRole('button', { name: t.useOrderedOf('Fond de veau') }));
    expect(input('Fond de veau')).toHaveValue('3');
    await events.click(screen.getByRole('button', { name: t.plus('Sauce vin rouge') }));
    await events.click(screen.getByRole('button', { name: t.minus('Sauce vin rouge') }));
    expect(input('Sauce vin rouge')).toHaveValue('0');
    expect(screen.getByRole('button', { name: t.minus('Sauce vin rouge') })).toBeDisabled();
    expect(submit()).toBeEnabled();
    expect(screen.queryByText(t.missingQuantities)).toBeNull();

    await events.clear(input('Fond de veau'));
    expect(submit()).toBeDisabled();
  });

  it('records the quantities (a comma is a decimal) and the note, then returns to the order', async () => {
    const expedite = vi.fn(() => ({
      data: {
        expeditePurchaseOrder: {
          __typename: 'PurchaseOrder',
          id: '7',
          status: 'EXPEDITED',
          allowedTransitions: ['RECEIVE'],
          shippingNote: 'Camion 2',
          expeditedAt: '2026-12-02T06:00:00.000Z',
          lines: [
            { __typename: 'PurchaseOrderLine', id: '1', quantityExpedited: 2.5 },
            { __typename: 'PurchaseOrderLine', id: '2', quantityExpedited: 0 },
          ],
        },
      },
    }));
    const { events, router } = open([
      orderMock(order()),
      {
        request: {
          query: ExpeditePurchaseOrderMutation,
          variables: {
            id: '7',
            input: {
              shippingNote: 'Camion 2',
              lines: [
                { lineId: '1', quantityExpedited: 2.5 },
                { lineId: '2', quantityExpedited: 0 },
              ],
            },
          },
        },
        result: expedite,
      },
    ]);
    await screen.findByRole('listitem', { name: 'Fond de veau' }, { timeout: 15_000 });
    await fill(events, input('Fond de veau'), '2,5');
    await fill(events, input('Sauce vin rouge'), '0');
    await fill(events, screen.getByRole('textbox', { name: t.shippingNote }), 'Camion 2');
    await events.click(submit());
    await waitFor(() => expect(expedite).toHaveBeenCalled());
    // No dialog to dismiss: the order's page opens with the confirmation as its toast.
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-orders/7'));
    expect(router.state.location.state).toEqual({ toast: t.success });
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('sends the expedition with an idempotency key, the same one when it is sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = {
      query: ExpeditePurchaseOrderMutation,
      variables: {
        id: '7',
        input: { shippingNote: null, lines: [{ lineId: '1', quantityExpedited: 3 }] },
      },
    };
    const { link, keys } = recordSaveKeys('ExpeditePurchaseOrder');
    const { events, router } = renderApp({
      path: '/purchase-orders/7/expedite',
      storedRestaurantId: '14',
      links: link,
      mocks: [
        orderMock(order(true, [line('1', 'Fond de veau', 3)])),
        { request, result: outcomeUnknown() },
        {
          request,
          result: {
            data: {
              expeditePurchaseOrder: {
                __typename: 'PurchaseOrder',
                id: '7',
                status: 'EXPEDITED',
                allowedTransitions: ['RECEIVE'],
                shippingNote: null,
                expeditedAt: '2026-12-02T06:00:00.000Z',
                lines: [{ __typename: 'PurchaseOrderLine', id: '1', quantityExpedited: 3 }],
              },
            },
          },
        },
      ],
    });
    await screen.findByRole('listitem', { name: 'Fond de veau' }, { timeout: 15_000 });
    await events.click(screen.getByRole('button', { name: t.useOrderedOf('Fond de veau') }));
    await events.click(submit());
    const dialog = await screen.findByRole('dialog', { name: t.errorTitle });
    expect(dialog).toHaveTextContent(OUTCOME_UNKNOWN);
    await events.click(within(dialog).getByRole('button', { name: t.ok }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // Sent again as it was: the api answers the first expedition instead of recording a second.
    await events.click(submit());
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-orders/7'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('a refused expedition says Erreur lors de l’enregistrement du contrôle à expédition', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events, router } = open([
      orderMock(order(true, [line('1', 'Fond de veau', 3)])),
      {
        request: {
          query: ExpeditePurchaseOrderMutation,
          variables: {
            id: '7',
            input: { shippingNote: null, lines: [{ lineId: '1', quantityExpedited: 3 }] },
          },
        },
        error: new Error('réseau'),
      },
    ]);
    await screen.findByRole('listitem', { name: 'Fond de veau' }, { timeout: 15_000 });
    await events.click(screen.getByRole('button', { name: t.useOrderedOf('Fond de veau') }));
    await events.click(submit());
    const dialog = await screen.findByRole('dialog', { name: t.errorTitle });
    expect(dialog).toHaveTextContent(t.saveFailed);
    expect(router.state.location.pathname).toBe('/purchase-orders/7/expedite');
  });

  it('puts the server’s field errors under the line and the note they name, until edited', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events, router } = open([
      orderMock(order(true, [line('1', 'Fond de veau', 3), line('2', 'Sauce vin rouge', 2)])),
      {
        request: {
          query: ExpeditePurchaseOrderMutation,
          variables: {
            id: '7',
            input: {
              shippingNote: 'Camion 2',
              lines: [
                { lineId: '1', quantityExpedited: 3 },
                { lineId: '2', quantityExpedited: 2 },
              ],
            },
          },
        },
        result: {
          errors: [
            {
              message: 'Données invalides : Stock insuffisant',
              extensions: {
                code: 'BAD_USER_INPUT',
                // The api numbers the lines as sent: the second one is the sauce.
                fieldErrors: {
                  'lines.1.quantityExpedited': 'Stock insuffisant',
                  shippingNote: 'Note trop longue',
                },
              },
            },
          ],
        },
      },
    ]);
    await screen.findByRole('listitem', { name: 'Fond de veau' }, { timeout: 15_000 });
    await events.click(screen.getByRole('button', { name: t.useOrderedOf('Fond de veau') }));
    await events.click(screen.getByRole('button', { name: t.useOrderedOf('Sauce vin rouge') }));
    const note = screen.getByRole('textbox', { name: t.shippingNote });
    await fill(events, note, 'Camion 2');
    await events.click(submit());
    await waitFor(() =>
      expect(input('Sauce vin rouge')).toHaveAccessibleDescription('Stock insuffisant'),
    );
    expect(note).toHaveAccessibleDescription('Note trop longue');
    expect(input('Fond de veau')).not.toHaveAccessibleDescription('Stock insuffisant');
    // Everything the server said is under its field: no 'Erreur' dialog, the page stays.
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(router.state.location.pathname).toBe('/purchase-orders/7/expedite');
    await fill(events, input('Sauce vin rouge'), '1');
    expect(input('Sauce vin rouge')).not.toHaveAccessibleDescription('Stock insuffisant');
    expect(note).toHaveAccessibleDescription('Note trop longue');
  });

  it('an order to an external supplier is refused, and OK returns to the list', async () => {
    const { events, router } = open([orderMock(order(false))]);
    const dialog = await screen.findByRole('dialog', { name: t.errorTitle }, { timeout: 15_000 });
    expect(dialog).toHaveTextContent(t.notLab);
    await events.click(within(dialog).getByRole('button', { name: t.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-orders'));
  });

  // Issue 21 item 1: the form opens only on an order the api would let this user expedite.
  it.each([
    [
      'the ordering restaurant’s manager',
      order(true, undefined, 'SENT_PENDING', { role: 'MANAGER', side: 'issuer' }),
      PURCHASING_MESSAGES.expediteLaboratorySideOnly,
    ],
    [
      'an order already received',
      order(true, undefined, 'RECEIVED'),
      PURCHASING_MESSAGES.expediteStatusOnly,
    ],
  ])('refuses %s up front, and OK returns to the list', async (_, refused, message) => {
    const { events, router } = open([orderMock(refused)]);
    const dialog = await screen.findByRole('dialog', { name: t.errorTitle }, { timeout: 15_000 });
    expect(dialog).toHaveTextContent(message);
    expect(screen.queryByRole('button', { name: t.submit })).toBeNull();
    await events.click(within(dialog).getByRole('button', { name: t.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-orders'));
  });

  it('an order that cannot be loaded says so, and OK returns to the list', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events, router } = open([
      { request: { query: ExpeditionOrderQuery, variables: { id: '7' } }, error: new Error('x') },
    ]);
    const dialog = await screen.findByRole('dialog', { name: t.errorTitle }, { timeout: 15_000 });
    expect(dialog).toHaveTextContent(t.loadFailed);
    await events.click(within(dialog).getByRole('button', { name: t.ok }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-orders'));
  });

  it('an order without lines says Aucune ligne à expédier', async () => {
    open([orderMock(order(true, []))]);
    expect(await screen.findByText(t.noLines, {}, { timeout: 15_000 })).toBeInTheDocument();
    expect(submit()).toBeDisabled();
  });
});

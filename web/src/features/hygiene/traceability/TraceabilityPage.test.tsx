import { beforeAll, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { presetRange } from '@bo/domain';
import { fill } from '../../../test/fill.ts';
import { USERS, findShell, renderApp } from '../../../test/renderApp.tsx';
import { RecordTraceabilityMutation, TraceabilityRecordsQuery } from './documents.ts';

// 'La Table des Halles' (id 12) is the selected restaurant.
const LUCAS = { __typename: 'Employee' as const, id: '7', firstName: 'Lucas', lastName: 'Bernard' };
/** The account that wrote a record down (a delivery's reception names no employee). */
const account = (id: string, firstName: string, lastName: string) => ({
  __typename: 'RecordedBy' as const,
  id,
  firstName,
  lastName,
});
const record = (id: number, photo: boolean) => ({
  __typename: 'TraceabilityRecord' as const,
  id: String(id),
  productName: `Produit ${id}`,
  lotNumber: `LOT-${id}`,
  supplierName: id === 1 ? 'Marée Fraîche' : null,
  notes: null,
  history: [],
  voided: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  employee: id === 1 ? LUCAS : null,
  recordedBy: id === 1 ? account('1', 'Alice', 'Martin') : account('3', 'Emma', 'Petit'),
  photo: photo ? { __typename: 'Photo' as const, id: `p${id}`, url: `/photo-${id}.png` } : null,
});

const pageMock = (
  offset: number,
  total: number,
  filters: { productName?: string; lotNumber?: string } = {},
): MockLink.MockedResponse => ({
  request: {
    query: TraceabilityRecordsQuery,
    // The default period: the last 7 days in the restaurant's zone.
    variables: {
      restaurantId: '12',
      filter: { ...filters, ...presetRange('LAST_7_DAYS', 'Europe/Paris') },
      limit: 20,
      offset,
    },
  },
  result: {
    data: {
      restaurant: {
        __typename: 'Restaurant',
        id: '12',
        timeZone: 'Europe/Paris',
        employees: [LUCAS],
        traceabilityRecords: {
          __typename: 'TraceabilityPage',
          total,
          limit: 20,
          offset,
          data: [record(offset + 1, true), record(offset + 2, false)],
        },
      },
    },
  },
});

async function renderPage(mocks: MockLink.MockedResponse[]) {
  const { events } = renderApp({ path: '/hygiene/traceability', user: USERS.EMPLOYEE, mocks });
  await findShell();
  return events;
}

// The hygiene area's chunk (MUI X's DataGrid in it) takes jsdom a few seconds to load the first
// time: loaded here, the lazy route finds it ready within the queries' timeouts.
beforeAll(() => import('../pages.tsx'), 60_000);

// The DataGrid's renders make these tests slow under jsdom on a busy machine: a minute each.
describe('the traceability page', { timeout: 60_000 }, () => {
  it('shows the records, at most 5 page buttons, and a row opens its label photo', async () => {
    const events = await renderPage([pageMock(0, 200), pageMock(40, 200)]);
    expect(await screen.findByText('Produit 1')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Produit 1/ });
    expect(row).toHaveTextContent('LOT-1');
    expect(row).toHaveTextContent('Marée Fraîche');
    expect(row).toHaveTextContent('Lucas Bernard');
    expect(row).not.toHaveTextContent('Alice Martin');
    // No employee named (a received delivery): the user who recorded it, not '—'.
    const received = screen.getByRole('row', { name: /Produit 2/ });
    expect(received).toHaveTextContent('Sans photo');
    expect(received).toHaveTextContent('Emma Petit');
    expect(screen.getByRole('button', { name: 'Nouvelle fiche' })).toBeEnabled();

    const pager = screen.getByRole('navigation', { name: 'Pages de la traçabilité' });
    expect(within(pager).getAllByRole('button', { name: /^Page \d+$/ })).toHaveLength(5);
    expect(pager).toHaveTextContent('1–20 sur 200');

    await events.click(row);
    const dialog = await screen.findByRole('dialog', { name: /Photo de l'étiquette/ });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/photo-1.png');
    expect(dialog).toHaveTextContent('Produit 1 — Lot LOT-1 — Marée Fraîche — Lucas Bernard');
    await events.click(within(dialog).getByRole('button', { name: /Fermer/ }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await events.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(await screen.findByText('Produit 41')).toBeInTheDocument();
  });

  it('queries the typed product and lot once typing pauses, from page 1', async () => {
    const failures = vi.spyOn(console, 'error');
    // No mock for the keystrokes in between: a query per keystroke would fail and be logged.
    const events = await renderPage([
      pageMock(0, 200),
      pageMock(40, 200),
      pageMock(0, 2, { productName: 'Beurre' }),
      pageMock(0, 25, { productName: 'Beurre', lotNumber: 'LB' }),
    ]);
    const pager = await screen.findByRole('navigation', { name: 'Pages de la traçabilité' });
    await events.click(within(pager).getByRole('button', { name: 'Page 3' }));
    await screen.findByText('Produit 41');
    const product = screen.getByLabelText('Nom du produit');
    await events.type(product, 'Beurre');
    // The input shows every keystroke at once; the query waits.
    expect(product).toHaveValue('Beurre');
    expect(await screen.findByText('Produit 1')).toBeInTheDocument();
    expect(screen.queryByRole('navigation', { name: 'Pages de la traçabilité' })).toBeNull();
    await events.type(screen.getByLabelText('Numéro de lot'), 'LB');
    expect(screen.getByLabelText('Numéro de lot')).toHaveValue('LB');
    expect(await screen.findByText('1–20 sur 25')).toBeInTheDocument();
    expect(failures).not.toHaveBeenCalledWith('[traceability] loading failed', expect.anything());
    failures.mockRestore();
  });

  it("'Nouvelle fiche' asks for the product and the lot, then records the employee's entry", async () => {
    const events = await renderPage([
      pageMock(0, 2),
      {
        request: {
          query: RecordTraceabilityMutation,
          variables: {
            input: {
              restaurantId: '12',
              productName: 'Beurre doux',
              lotNumber: 'LB-7',
              supplierName: null,
              employeeId: '7',
              photoId: null,
              notes: null,
            },
          },
        },
        result: {
          data: { recordTraceability: { __typename: 'TraceabilityRecord', id: '99' } },
        },
      },
      pageMock(0, 3),
    ]);
    await screen.findByText('Produit 1');
    await events.click(screen.getByRole('button', { name: 'Nouvelle fiche' }));
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle fiche de traçabilité' });
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Le nom du produit est requis')).toBeInTheDocument();
    expect(within(dialog).getByText('Le numéro de lot est requis')).toBeInTheDocument();
    await fill(events, within(dialog).getByLabelText(/Nom du produit/), ' Beurre doux ');
    await fill(events, within(dialog).getByLabelText(/Numéro de lot/), 'LB-7');
    await events.click(within(dialog).getByLabelText('Employé'));
    await events.click(await screen.findByRole('option', { name: 'Lucas Bernard' }));
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await screen.findByText('Fiche de traçabilité enregistrée')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});

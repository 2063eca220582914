import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '@apollo/client/testing/react';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateLocalization } from '../../../app/date-localization.tsx';
import { RestaurantSelectionProvider } from '../../../app/restaurant-selection.tsx';
import { theme } from '../../../app/theme.ts';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../../../test/renderApp.tsx';
import { TraceabilityPage, TraceabilityRecordsQuery } from './TraceabilityPage.tsx';

// 'La Table des Halles' (id 12) is the selected restaurant.
const LUCAS = { __typename: 'Employee' as const, id: '7', firstName: 'Lucas', lastName: 'Bernard' };
const record = (id: number, photo: boolean) => ({
  __typename: 'TraceabilityRecord' as const,
  id: String(id),
  productName: `Produit ${id}`,
  lotNumber: `LOT-${id}`,
  supplierName: id === 1 ? 'Marée Fraîche' : null,
  notes: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  employee: id === 1 ? LUCAS : null,
  photo: photo ? { __typename: 'Photo' as const, id: `p${id}`, url: `/photo-${id}.png` } : null,
});

const pageMock = (offset: number, total: number): MockLink.MockedResponse => ({
  request: {
    query: TraceabilityRecordsQuery,
    variables: { restaurantId: '12', filter: {}, limit: 20, offset },
  },
  result: {
    data: {
      restaurant: {
        __typename: 'Restaurant',
        id: '12',
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

function renderPage(mocks: MockLink.MockedResponse[]) {
  const events = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={[...shellMocks(USERS.EMPLOYEE, DEMO_RESTAURANTS), ...mocks]}>
        <DateLocalization>
          <RestaurantSelectionProvider>
            <TraceabilityPage />
          </RestaurantSelectionProvider>
        </DateLocalization>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

describe('the traceability page', () => {
  it('shows the records, at most 5 page buttons, and a row opens its label photo', async () => {
    const events = renderPage([pageMock(0, 200), pageMock(40, 200)]);
    expect(await screen.findByText('Produit 1')).toBeInTheDocument();
    const row = screen.getByRole('row', { name: /Produit 1/ });
    expect(row).toHaveTextContent('LOT-1');
    expect(row).toHaveTextContent('Marée Fraîche');
    expect(row).toHaveTextContent('Lucas Bernard');
    expect(screen.getByRole('row', { name: /Produit 2/ })).toHaveTextContent('Sans photo');
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
});

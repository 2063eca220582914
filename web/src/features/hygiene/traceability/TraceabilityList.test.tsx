import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { presetRange } from '@bo/domain';
import { USERS, findShell, renderApp } from '../../../test/renderApp.tsx';
import { TraceabilityExportQuery, TraceabilityRecordsQuery } from './documents.ts';

// The list convention (docs/how-to/lists.md) on the traceability page: its state in the address,
// the graph asked for the page, sort and filter on screen, the CSV of every record of the filter.

const PERIOD = () => presetRange('LAST_7_DAYS', 'Europe/Paris');
const TOTAL = 150;
const record = (n: number) => ({
  __typename: 'TraceabilityRecord' as const,
  id: String(n),
  productName: `Beurre ${n}`,
  lotNumber: `LOT-${n}`,
  supplierName: null,
  notes: null,
  createdAt: '2026-03-05T10:00:00.000Z',
  employee: null,
  // A delivery's reception names no employee: the user who received it signs it.
  recordedBy:
    n === 1
      ? { __typename: 'RecordedBy' as const, id: '3', firstName: 'Emma', lastName: 'Petit' }
      : null,
});

type Sort = { field: string; direction: 'ASC' | 'DESC' };

const pageMock = (offset: number, sort?: Sort): MockLink.MockedResponse => ({
  request: {
    query: TraceabilityRecordsQuery,
    variables: {
      restaurantId: '12',
      filter: { productName: 'Beurre', ...PERIOD() },
      ...(sort && { sort }),
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
        employees: [],
        traceabilityRecords: {
          __typename: 'TraceabilityPage',
          total: TOTAL,
          limit: 20,
          offset,
          data: [offset + 1, offset + 2].map((n) => ({
            ...record(n),
            history: [],
            voided: null,
            photo: null,
          })),
        },
      },
    },
  },
});

const exportMock = (offset: number, sort: Sort): MockLink.MockedResponse => ({
  request: {
    query: TraceabilityExportQuery,
    variables: {
      restaurantId: '12',
      filter: { productName: 'Beurre', ...PERIOD() },
      sort,
      limit: 100,
      offset,
    },
  },
  result: {
    data: {
      restaurant: {
        __typename: 'Restaurant',
        id: '12',
        traceabilityRecords: {
          __typename: 'TraceabilityPage',
          total: TOTAL,
          data: Array.from({ length: Math.min(100, TOTAL - offset) }, (_, i) =>
            record(offset + i + 1),
          ),
        },
      },
    },
  },
});

const PRODUCT_ASC: Sort = { field: 'PRODUCT_NAME', direction: 'ASC' };
const DATE_ASC: Sort = { field: 'CREATED_AT', direction: 'ASC' };

// The hygiene area's chunk (MUI X's DataGrid in it) takes jsdom a few seconds to load the first
// time: loaded here, the lazy route finds it ready within the queries' timeouts.
beforeAll(() => import('../pages.tsx'), 60_000);

/** jsdom's Blob has no text(): its FileReader reads it. */
const readText = (blob: Blob) =>
  new Promise<string>((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result as string);
    reader.onerror = () => reject(reader.error);
    reader.readAsText(blob);
  });

const downloads: Blob[] = [];
beforeEach(() => {
  downloads.length = 0;
  URL.createObjectURL = vi.fn((blob: Blob) => {
    downloads.push(blob);
    return `blob:${downloads.length}`;
  });
  URL.revokeObjectURL = vi.fn();
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
});
afterEach(() => vi.restoreAllMocks());

describe('the traceability list, the list convention', () => {
  it(
    'a shared link shows its page, sort and filter; a header sorts through the graph; the CSV holds every record',
    { timeout: 90_000 },
    async () => {
      const { router, events } = renderApp({
        path: '/hygiene/traceability?page=2&sort=productName&order=asc&product=Beurre',
        user: USERS.EMPLOYEE,
        mocks: [
          pageMock(20, PRODUCT_ASC),
          pageMock(0, DATE_ASC),
          exportMock(0, DATE_ASC),
          exportMock(100, DATE_ASC),
        ],
      });
      await findShell();
      // The address's page 2 (offset 20), sort and filter were asked for.
      // The hygiene area's chunk loads first (slow under jsdom on a busy machine).
      expect(await screen.findByText('Beurre 21', {}, { timeout: 30_000 })).toBeInTheDocument();
      expect(screen.getByLabelText('Nom du produit')).toHaveValue('Beurre');
      const pager = screen.getByRole('navigation', { name: 'Pages de la traçabilité' });
      expect(pager).toHaveTextContent('21–40 sur 150');
      expect(within(pager).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
        'aria-current',
        'page',
      );
      const grid = screen.getByRole('grid', { name: 'Fiches de traçabilité' });
      expect(within(grid).getByRole('columnheader', { name: /Produit/ })).toHaveAttribute(
        'aria-sort',
        'ascending',
      );

      // Another sort: the graph is asked for it, from page 1, and the address keeps it.
      await events.click(within(grid).getByRole('columnheader', { name: /Date/ }));
      expect(await screen.findByText('Beurre 1')).toBeInTheDocument();
      await waitFor(() =>
        expect(router.state.location.search).toBe('?sort=createdAt&order=asc&product=Beurre'),
      );

      // The CSV: all 150 records of the filter, in the order on screen, not the 20 of the page.
      await events.click(screen.getByRole('button', { name: 'Exporter en CSV' }));
      await waitFor(() => expect(downloads).toHaveLength(1));
      const lines = (await readText(downloads[0]!)).trimEnd().split('\r\n');
      expect(lines).toHaveLength(TOTAL + 1);
      expect(lines[1]).toContain('"Beurre 1"');
      expect(lines[1]).toContain('"Emma Petit"');
      expect(lines[TOTAL]).toContain('"Beurre 150"');
    },
  );
});

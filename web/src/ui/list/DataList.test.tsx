import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { DataList, type ListColumn } from './DataList.tsx';
import type { ListConfig } from './listState.ts';
import { useListState } from './useListState.ts';

type Row = { id: string; name: string; city: string };
const CONFIG: ListConfig<'name', 'q'> = {
  pageSize: 2,
  defaultSort: { field: 'name', direction: 'asc' },
  sortFields: ['name'],
  filters: ['q'],
};
const COLUMNS: ListColumn<Row>[] = [
  { field: 'name', header: 'Nom', cell: (r) => r.name, card: 'title' },
  { field: 'city', header: 'Ville', cell: (r) => r.city },
];

function Harness({ rows }: { rows: Row[] | null }) {
  const list = useListState(CONFIG);
  const { search } = useLocation();
  return (
    <>
      <output aria-label="adresse">{search}</output>
      <DataList
        label="Clients"
        pagerLabel="Pages des clients"
        columns={COLUMNS}
        rows={rows}
        total={5}
        list={list}
      />
    </>
  );
}

/** A phone held upright: every (max-width) query matches, as below 600 px. */
function phone() {
  vi.stubGlobal(
    'matchMedia',
    (query: string) =>
      ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener() {},
        removeEventListener() {},
        addListener() {},
        removeListener() {},
      }) as unknown as MediaQueryList,
  );
}
afterEach(() => vi.unstubAllGlobals());

describe('DataList on a phone', () => {
  it('shows one card per row, no grid to scroll sideways, the same pager and a sort select', async () => {
    phone();
    const events = userEvent.setup();
    render(
      <MemoryRouter initialEntries={['/clients?page=2']}>
        <Harness rows={[{ id: '3', name: 'Camille', city: 'Lyon' }]} />
      </MemoryRouter>,
    );
    expect(screen.queryByRole('grid')).toBeNull();
    const cards = within(screen.getByRole('list', { name: 'Clients' })).getAllByRole('listitem');
    expect(cards).toHaveLength(1);
    expect(cards[0]).toHaveTextContent('CamilleVille : Lyon');
    const pager = screen.getByRole('navigation', { name: 'Pages des clients' });
    expect(pager).toHaveTextContent('3–4 sur 5');
    await events.click(within(pager).getByRole('button', { name: 'Page 3' }));
    expect(screen.getByRole('status', { name: 'adresse' })).toHaveTextContent('?page=3');
    await events.click(screen.getByRole('combobox', { name: 'Trier par' }));
    await events.click(await screen.findByRole('option', { name: 'Nom (décroissant)' }));
    expect(screen.getByRole('status', { name: 'adresse' })).toHaveTextContent(
      '?sort=name&order=desc',
    );
  });

  it('shows 5 skeleton cards while the first page loads', () => {
    phone();
    render(
      <MemoryRouter>
        <Harness rows={null} />
      </MemoryRouter>,
    );
    expect(screen.getAllByTestId('skeleton-row')).toHaveLength(5);
  });
});

describe('DataList past the last page', () => {
  it('goes to the last page when the address names one past the end', async () => {
    render(
      <MemoryRouter initialEntries={['/clients?page=9']}>
        <Harness rows={[]} />
      </MemoryRouter>,
    );
    // 5 rows, 2 a page: page 3 is the last one.
    expect(await screen.findByRole('status', { name: 'adresse' })).toHaveTextContent('?page=3');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import TableCell from '@mui/material/TableCell';
import TableRow from '@mui/material/TableRow';
import { ThemeProvider } from '@mui/material/styles';
import { theme } from '../app/theme.ts';
import { PHONE_WIDTH, stubScreenWidth } from '../test/screen-width.ts';
import { ListTable, RowActions, SkeletonRows, type Column } from './TableParts.tsx';

const COLUMNS: readonly Column[] = [
  { label: 'Nom' },
  { label: 'Surfaces', align: 'right' },
  { label: 'Actions', align: 'right' },
];
const ZONES = [
  { id: '1', name: 'Cuisine', surfaces: 4 },
  { id: '2', name: 'Réserve', surfaces: 2 },
];

function Zones({ loading = false }: { loading?: boolean }) {
  return (
    <ThemeProvider theme={theme}>
      <ListTable columns={COLUMNS} aria-label="Zones" aria-busy={loading}>
        {loading ? (
          <SkeletonRows columns={COLUMNS.length} />
        ) : (
          ZONES.map((zone) => (
            <TableRow key={zone.id} data-testid={`zone-${zone.id}`}>
              <TableCell>{zone.name}</TableCell>
              <TableCell align="right">{zone.surfaces}</TableCell>
              <RowActions
                name={zone.name}
                canEdit
                canDelete
                onEdit={() => {}}
                onDelete={() => {}}
              />
            </TableRow>
          ))
        )}
      </ListTable>
    </ThemeProvider>
  );
}

describe('ListTable', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is a table with its header row on a desktop', () => {
    stubScreenWidth(1440);
    render(<Zones />);
    const table = screen.getByRole('table', { name: 'Zones' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toEqual(['Nom', 'Surfaces', 'Actions']);
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(screen.queryByRole('list')).toBeNull();
  });

  it('is a list of cards on a phone, each row with its values and actions', () => {
    stubScreenWidth(PHONE_WIDTH);
    render(<Zones />);
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('columnheader')).toBeNull();
    const list = screen.getByRole('list', { name: 'Zones' });
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(2);
    // No element of a table is left to lay out as one (a phone would scroll sideways).
    expect(list.querySelector('table, thead, tbody, tr, td, th')).toBeNull();
    const cuisine = within(screen.getByTestId('zone-1'));
    expect(cuisine.getByText('Cuisine')).toBeInTheDocument();
    expect(cuisine.getByText('4')).toBeInTheDocument();
    expect(cuisine.getByRole('button', { name: 'Modifier Cuisine' })).toBeInTheDocument();
    expect(cuisine.getByRole('button', { name: 'Supprimer Cuisine' })).toBeInTheDocument();
  });

  it('shows skeleton cards while loading on a phone', () => {
    stubScreenWidth(PHONE_WIDTH);
    render(<Zones loading />);
    const list = screen.getByRole('list', { name: 'Zones' });
    expect(list).toHaveAttribute('aria-busy', 'true');
    expect(within(list).getAllByTestId('skeleton-row')).toHaveLength(5);
  });
});

import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { CellLink } from '../../ui/CellLink.tsx';
import type { ListColumn } from '../../ui/list/DataList.tsx';
import type { ListConfig } from '../../ui/list/listState.ts';
import { sortVariable, type ListController } from '../../ui/list/useListState.ts';
import { ProductAvatar } from './CatalogueBits.tsx';

/**
 * What the catalogue's searchable lists (products, recipes) share: their address, their query's
 * variables, the name column with its photo linking to the sheet, and the edit column.
 */

/** 25 a page by default, as the graph (schema.graphql: 25 by default, 100 at most). */
const PAGE_SIZES = [25, 50, 100] as const;

/** The list's address: ?search=&page=&size=&sort=&order= (docs/how-to/lists.md), by name first. */
export function catalogueListConfig<S extends string>(
  sortFields: Record<S, string> & { name: string },
): ListConfig<S, 'search'> {
  return {
    pageSize: PAGE_SIZES[0],
    pageSizes: PAGE_SIZES,
    defaultSort: { field: 'name' as S, direction: 'asc' },
    sortFields: Object.keys(sortFields) as S[],
    filters: ['search'],
  };
}

/** The list query's variables: the search (when typed), the sort (when not the default), the page. */
export function searchListVariables<S extends string, E extends string>(
  list: ListController<S, 'search'>,
  sortFields: Record<S, E>,
) {
  const search = list.state.filters.search.trim();
  return {
    ...(search && { filter: { search } }),
    ...sortVariable(list, sortFields),
    limit: list.limit,
    offset: list.offset,
  };
}

interface Named {
  id: string;
  name: string;
  photoUrl?: string | null | undefined;
}

/** The name with its photo, linking to the sheet: the card's title on a phone. */
export function nameColumn<Row extends Named>(
  header: string,
  href: (row: Row) => string,
): ListColumn<Row> {
  return {
    field: 'name',
    header,
    card: 'title',
    flex: 2,
    minWidth: 200,
    cell: (row) => (
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', minWidth: 0 }}>
        <ProductAvatar name={row.name} photoUrl={row.photoUrl} />
        <CellLink
          to={href(row)}
          wrap
          // The grid's row click would not follow the link on a keyboard: the link does.
          onClick={(event) => event.stopPropagation()}
        >
          {row.name}
        </CellLink>
      </Stack>
    ),
  };
}

/** The edit button's column, only when the user may edit (`onEdit`); none otherwise. */
export function editColumns<Row extends Named>(
  header: string,
  label: (name: string) => string,
  onEdit: ((row: Row) => void) | undefined,
): ListColumn<Row>[] {
  if (!onEdit) return [];
  return [
    {
      field: 'actions',
      header,
      align: 'right',
      card: 'actions',
      flex: 0.6,
      cell: (row) => (
        <IconButton size="small" aria-label={label(row.name)} onClick={() => onEdit(row)}>
          <EditOutlined fontSize="small" />
        </IconButton>
      ),
    },
  ];
}

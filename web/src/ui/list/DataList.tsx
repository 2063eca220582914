import { useEffect, useMemo, type KeyboardEvent, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { DataGrid, type GridColDef, type GridSortModel } from '@mui/x-data-grid';
import { usePhoneLayout } from '../layout.ts';
import { ListPager } from './ListPager.tsx';
import { LIST_MESSAGES as M } from './messages.ts';
import type { SortDirection } from './listState.ts';
import type { ListController } from './useListState.ts';

export interface ListColumn<T> {
  /** The column's key; a column whose field is one of the list's sortFields can be sorted. */
  field: string;
  header: string;
  cell(row: T): ReactNode;
  /** Share of the grid's width (1 by default). */
  flex?: number;
  minWidth?: number;
  align?: 'left' | 'center' | 'right';
  /**
   * On a phone, where each row is a card: its title (bold, first), a 'header : value' line (the
   * default), its foot (action buttons), or nothing.
   */
  card?: 'title' | 'line' | 'actions' | 'hidden';
}

interface DataListProps<T extends { id: string }> {
  /** The grid's (or the cards') accessible name. */
  label: string;
  /** The pager's accessible name. */
  pagerLabel: string;
  columns: readonly ListColumn<T>[];
  /** The page's rows; null before the first answer (skeleton rows). */
  rows: readonly T[] | null;
  /** Rows matching the filters, all pages together. */
  total: number;
  /** Another page is on its way: the rows on screen stay, under a progress bar. */
  loading?: boolean;
  list: ListController;
  onRowClick?(row: T): void;
  /** Rows shown struck through and greyed, all but the last column (a voided hygiene record). */
  crossedOut?(row: T): boolean;
  /** 5 skeleton rows while a table loads (4 for jobs) (docs/areas/platform.md#lists-and-tables). */
  skeletonRows?: number;
}

const SKELETON_TEST_ID = 'skeleton-row';
const CROSSED_OUT_CLASS = 'list-row-crossed-out';
const CROSSED_OUT = { color: 'text.disabled', textDecoration: 'line-through' } as const;
const CELL = { display: 'flex', alignItems: 'center', height: '100%', width: '100%' } as const;
const JUSTIFY = { left: 'flex-start', center: 'center', right: 'flex-end' } as const;

/**
 * A list that can grow (docs/how-to/lists.md): MUI X's DataGrid, French through the theme's frFR
 * locale, whose page, sort and filters the server applies (the graph's offset, limit, sort and
 * filter) and the address keeps (useListState). Below the phone breakpoint each row is a card, so
 * a 390 px screen never scrolls sideways. The pager is the same in both.
 */
export function DataList<T extends { id: string }>(props: DataListProps<T>) {
  const phone = usePhoneLayout();
  const { rows, total, list } = props;
  const lastPage = Math.max(1, Math.ceil(total / list.state.pageSize));
  // A page past the end (an old link, the last row of the last page deleted): the last page.
  const pastTheEnd = rows !== null && rows.length === 0 && list.state.page > lastPage;
  const { setPage } = list;
  useEffect(() => {
    if (pastTheEnd) setPage(lastPage);
  }, [pastTheEnd, lastPage, setPage]);
  return (
    <Stack spacing={1.5}>
      {phone ? <ListCards {...props} /> : <ListGrid {...props} />}
      <ListPager list={props.list} total={props.total} label={props.pagerLabel} />
    </Stack>
  );
}

const sortable = (list: ListController, field: string) =>
  (list.config.sortFields as readonly string[]).includes(field);

function ListGrid<T extends { id: string }>({
  label,
  columns,
  rows,
  total,
  loading = false,
  list,
  onRowClick,
  crossedOut,
  skeletonRows = 5,
}: DataListProps<T>) {
  const skeleton = rows === null;
  const { sortFields } = list.config;
  // Reworked only when the columns change: the grid redoes its layout for a new array.
  const gridColumns = useMemo(
    (): GridColDef[] =>
      columns.map((column) => ({
        field: column.field,
        headerName: column.header,
        flex: column.flex ?? 1,
        minWidth: column.minWidth ?? 100,
        align: column.align,
        headerAlign: column.align,
        sortable: (sortFields as readonly string[]).includes(column.field),
        // A cell's content is centred in its row's height, whatever its own display.
        renderCell: ({ row }) => (
          <Box sx={{ ...CELL, justifyContent: JUSTIFY[column.align ?? 'left'] }}>
            {skeleton ? <Skeleton variant="text" width="80%" /> : column.cell(row as T)}
          </Box>
        ),
      })),
    [columns, skeleton, sortFields],
  );
  const { sort, page, pageSize } = list.state;
  const sortModel: GridSortModel = [{ field: sort.field, sort: sort.direction }];
  return (
    <DataGrid
      aria-label={label}
      aria-busy={skeleton || loading}
      autoHeight
      rows={
        skeleton ? Array.from({ length: skeletonRows }, (_, i) => ({ id: `skeleton-${i}` })) : rows
      }
      columns={gridColumns}
      rowCount={skeleton ? skeletonRows : total}
      paginationMode="server"
      sortingMode="server"
      filterMode="server"
      paginationModel={{ page: page - 1, pageSize }}
      pageSizeOptions={list.config.pageSizes ?? [list.config.pageSize]}
      sortModel={sortModel}
      // Always one sort: a third click goes back to ascending rather than to the server's default.
      sortingOrder={['asc', 'desc']}
      onSortModelChange={([first]) => {
        if (first?.sort) list.setSort({ field: first.field, direction: first.sort });
      }}
      hideFooter
      disableColumnMenu
      disableColumnFilter
      disableRowSelectionOnClick
      loading={loading && !skeleton}
      onRowClick={onRowClick && !skeleton ? ({ row }) => onRowClick(row as T) : undefined}
      getRowClassName={({ row }) => (!skeleton && crossedOut?.(row as T) ? CROSSED_OUT_CLASS : '')}
      slotProps={{
        loadingOverlay: { variant: 'linear-progress' },
        ...(skeleton && { row: { 'data-testid': SKELETON_TEST_ID } as object }),
      }}
      sx={{
        bgcolor: 'background.paper',
        '& .MuiDataGrid-row': { cursor: onRowClick ? 'pointer' : undefined },
        '& .MuiDataGrid-columnHeaderTitle': { fontWeight: 600 },
        [`& .${CROSSED_OUT_CLASS} .MuiDataGrid-cell:not(:last-of-type)`]: CROSSED_OUT,
      }}
    />
  );
}

const sortValue = (field: string, direction: SortDirection) => `${field}:${direction}`;

function ListCards<T extends { id: string }>({
  label,
  columns,
  rows,
  list,
  onRowClick,
  crossedOut,
  skeletonRows = 5,
}: DataListProps<T>) {
  const titles = columns.filter((c) => c.card === 'title');
  const lines = columns.filter((c) => (c.card ?? 'line') === 'line');
  const actions = columns.filter((c) => c.card === 'actions');
  const sortColumns = columns.filter((c) => sortable(list, c.field));
  const { sort } = list.state;
  return (
    <Stack spacing={1}>
      {sortColumns.length > 0 ? (
        <TextField
          select
          size="small"
          label={M.sortBy}
          value={sortValue(sort.field, sort.direction)}
          onChange={(event) => {
            const [field = sort.field, direction] = event.target.value.split(':');
            list.setSort({ field, direction: direction === 'asc' ? 'asc' : 'desc' });
          }}
        >
          {sortColumns.flatMap((c) =>
            (['asc', 'desc'] as const).map((direction) => (
              <MenuItem key={sortValue(c.field, direction)} value={sortValue(c.field, direction)}>
                {`${c.header} (${direction === 'asc' ? M.ascending : M.descending})`}
              </MenuItem>
            )),
          )}
        </TextField>
      ) : null}
      <Stack component="ul" aria-label={label} spacing={1} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {rows === null
          ? Array.from({ length: skeletonRows }, (_, i) => (
              <Paper key={i} component="li" variant="outlined" data-testid={SKELETON_TEST_ID}>
                <Box sx={{ p: 1.5 }}>
                  <Skeleton variant="text" width="60%" />
                  <Skeleton variant="text" width="40%" />
                </Box>
              </Paper>
            ))
          : rows.map((row) => {
              const open = onRowClick ? () => onRowClick(row) : undefined;
              return (
                <Paper key={row.id} component="li" variant="outlined">
                  {/* The whole card opens the row for a pointer; for the keyboard its title is the
                      button, so a line holding a control of its own (a photo) is never nested in
                      another control. */}
                  <Box
                    onClick={open}
                    sx={[
                      { p: 1.5, cursor: open ? 'pointer' : undefined, overflowWrap: 'anywhere' },
                      crossedOut?.(row) ? CROSSED_OUT : {},
                    ]}
                  >
                    <Box
                      role={open ? 'button' : undefined}
                      tabIndex={open ? 0 : undefined}
                      onKeyDown={
                        open
                          ? (event: KeyboardEvent) => {
                              if (event.key === 'Enter' || event.key === ' ') open();
                            }
                          : undefined
                      }
                    >
                      {titles.map((c) => (
                        <Typography key={c.field} variant="subtitle2" component="div">
                          {c.cell(row)}
                        </Typography>
                      ))}
                    </Box>
                    {lines.map((c) => (
                      <Typography key={c.field} variant="body2" component="div">
                        <Box component="span" sx={{ color: 'text.secondary' }}>
                          {`${c.header} : `}
                        </Box>
                        {c.cell(row)}
                      </Typography>
                    ))}
                  </Box>
                  {actions.length > 0 ? (
                    <Box sx={{ display: 'flex', justifyContent: 'flex-end', px: 1, pb: 0.5 }}>
                      {actions.map((c) => (
                        <Box key={c.field}>{c.cell(row)}</Box>
                      ))}
                    </Box>
                  ) : null}
                </Paper>
              );
            })}
      </Stack>
    </Stack>
  );
}

import type { ComponentProps, ReactNode } from 'react';
import Box from '@mui/material/Box';
import DefaultPropsProvider from '@mui/material/DefaultPropsProvider';
import IconButton from '@mui/material/IconButton';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import type { SxProps, Theme } from '@mui/material/styles';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import EditOutlined from '@mui/icons-material/EditOutlined';
import { usePhoneLayout } from './layout.ts';

/**
 * A skeleton of 5 rows while a table loads (jobs: 4, through `rows`)
 * (docs/areas/platform.md#lists-and-tables).
 */
export const SKELETON_ROWS = 5;

export const ROW_ACTION_LABELS = {
  edit: (name: string) => `Modifier ${name}`,
  delete: (name: string) => `Supprimer ${name}`,
};
const t = ROW_ACTION_LABELS;

/** Read by screen readers, not drawn (a header that would only say 'Actions'). */
export const visuallyHidden = {
  position: 'absolute',
  width: '1px',
  height: '1px',
  overflow: 'hidden',
  clip: 'rect(0 0 0 0)',
  whiteSpace: 'nowrap',
} as const;

export interface Column {
  label: string;
  align?: 'left' | 'right' | 'center';
  width?: number | string;
  /** Named for screen readers only (an actions column): no visible header, no card label. */
  hidden?: boolean;
}

/** The header row of a list table. */
export function Head({ columns }: { columns: readonly Column[] }) {
  return (
    <TableHead>
      <TableRow>
        {columns.map((c) => (
          <TableCell key={c.label} align={c.align ?? 'left'} sx={{ width: c.width }}>
            {c.hidden ? (
              <Box component="span" sx={visuallyHidden}>
                {c.label}
              </Box>
            ) : (
              c.label
            )}
          </TableCell>
        ))}
      </TableRow>
    </TableHead>
  );
}

/** What a table shows while it loads, with the ids tests count ('skeleton-row'). */
export function SkeletonRows({
  columns,
  rows = SKELETON_ROWS,
}: {
  columns: number;
  rows?: number;
}) {
  return Array.from({ length: rows }, (_, i) => (
    <TableRow key={i} data-testid="skeleton-row">
      {Array.from({ length: columns }, (_, j) => (
        <TableCell key={j}>
          <Skeleton variant="text" />
        </TableCell>
      ))}
    </TableRow>
  ));
}

interface RowActionsProps {
  name: string;
  canEdit: boolean;
  canDelete: boolean;
  onEdit(): void;
  onDelete(): void;
}

/** Marks a row's action cell: on a phone's card it sits at the top right, beside the title. */
export const ROW_ACTIONS_CELL = { 'data-row-actions': true } as const;

/** Edit and delete icons of a row, shown only when the user may use them. */
export function RowActions({ name, canEdit, canDelete, onEdit, onDelete }: RowActionsProps) {
  return (
    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }} {...ROW_ACTIONS_CELL}>
      {canEdit ? (
        <IconButton size="small" aria-label={t.edit(name)} onClick={onEdit}>
          <EditOutlined fontSize="small" />
        </IconButton>
      ) : null}
      {canDelete ? (
        <IconButton size="small" color="error" aria-label={t.delete(name)} onClick={onDelete}>
          <DeleteOutlined fontSize="small" />
        </IconButton>
      ) : null}
    </TableCell>
  );
}

type DefaultProps = ComponentProps<typeof DefaultPropsProvider>['value'];

interface ListTableProps {
  columns: readonly Column[];
  /** The rows (TableRow and TableCell, or SkeletonRows while loading). */
  children: ReactNode;
  'aria-label'?: string;
  'aria-busy'?: boolean;
  size?: 'small' | 'medium';
  /** 'plain' inside a card of its own, without the outlined frame (desktop). */
  variant?: 'outlined' | 'plain';
}

/**
 * Below 'sm' the rows' table parts are drawn as elements of a list (a card a row), so a phone
 * needs no sideways scrolling: the same row code serves both layouts.
 */
const CARD_PARTS: DefaultProps = {
  MuiTable: { component: 'div', role: 'list' },
  MuiTableBody: { component: 'div', role: 'presentation' },
  MuiTableRow: { component: 'div', role: 'listitem' },
  MuiTableCell: { component: 'div' },
};

const CELL = '& .MuiTableRow-root > .MuiTableCell-root';

/**
 * A card a row: the first column is its title (with the row's actions beside it), every other
 * cell a line 'label … value', the label being the column's header (CSS, so each feature's row
 * code stays the same).
 */
function cardSx(columns: readonly Column[]): SxProps<Theme> {
  const labels = Object.fromEntries(
    columns.map((column, i) => [
      `${CELL}:nth-of-type(${i + 1})::before`,
      { content: column.hidden ? 'none' : JSON.stringify(column.label) },
    ]),
  );
  return {
    display: 'flex',
    flexDirection: 'column',
    gap: 1.5,
    '& .MuiTableBody-root': { display: 'contents' },
    '& .MuiTableRow-root': {
      display: 'grid',
      gridTemplateColumns: 'minmax(0, 1fr) auto',
      columnGap: 1,
      rowGap: 0.75,
      p: 2,
      border: 1,
      borderColor: 'divider',
      borderRadius: 2,
      bgcolor: 'background.paper',
    },
    [CELL]: {
      gridColumn: '1 / -1',
      display: 'flex',
      // MUI reverses a right-aligned cell's flex row: the label must stay on the left.
      flexDirection: 'row',
      flexWrap: 'wrap',
      alignItems: 'center',
      justifyContent: 'flex-end',
      columnGap: 1,
      rowGap: 0.5,
      p: 0,
      border: 0,
      width: 'auto',
      minWidth: 0,
      textAlign: 'right',
      overflowWrap: 'anywhere',
      // A cell with nothing to show (no photo) is no line of the card.
      '&:empty': { display: 'none' },
      '&::before': {
        // The label on the left, the value (one or several elements) packed on the right.
        mr: 'auto',
        pr: 1,
        flexShrink: 0,
        maxWidth: '45%',
        textAlign: 'left',
        color: 'text.secondary',
        typography: 'body2',
      },
    },
    ...labels,
    [`${CELL}:first-of-type`]: {
      gridColumn: 1,
      gridRow: 1,
      justifyContent: 'flex-start',
      textAlign: 'left',
      fontWeight: 600,
      '&::before': { content: 'none' },
    },
    [`${CELL}[data-row-actions]`]: {
      gridColumn: 2,
      gridRow: 1,
      alignSelf: 'start',
      mt: -0.75,
      mr: -1,
      '&::before': { content: 'none' },
    },
    [`${CELL}[colspan]`]: { justifyContent: 'center', '&::before': { content: 'none' } },
  };
}

/**
 * A list's table: header row and body on a wider screen; on a phone, a card a row, each value
 * under its column's name, the row's actions in reach.
 */
export function ListTable({
  columns,
  children,
  size,
  variant = 'outlined',
  ...aria
}: ListTableProps) {
  const phone = usePhoneLayout();
  const { components } = useTheme();
  if (!phone) {
    return (
      <TableContainer
        {...(variant === 'outlined' ? { component: Paper, variant: 'outlined' } : {})}
      >
        <Table size={size} {...aria}>
          <Head columns={columns} />
          <TableBody>{children}</TableBody>
        </Table>
      </TableContainer>
    );
  }
  return (
    // The provider replaces the theme's default props below it: the theme's own come along
    // (a theme's entry holds its defaultProps, which the provider reads as well).
    <DefaultPropsProvider value={{ ...(components as DefaultProps), ...CARD_PARTS }}>
      <Table size={size} {...aria} sx={cardSx(columns)}>
        <TableBody>{children}</TableBody>
      </Table>
    </DefaultPropsProvider>
  );
}

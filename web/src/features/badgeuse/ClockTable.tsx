import { Fragment, useState, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { alpha, type Theme } from '@mui/material/styles';
import CheckCircle from '@mui/icons-material/CheckCircle';
import EditOutlined from '@mui/icons-material/EditOutlined';
import MoreTime from '@mui/icons-material/MoreTime';
import MoreVert from '@mui/icons-material/MoreVert';
import SaveOutlined from '@mui/icons-material/SaveOutlined';
import Timelapse from '@mui/icons-material/Timelapse';
import { CLOCKED_SHIFT_STATE_LABELS, jobDisplayColor, type ClockedShiftState } from '@bo/domain';
import { EMPTY_VALUE } from '../../lib/format.ts';
import { SkeletonRows } from '../../ui/TableParts.tsx';
import { badgeuseMessages as t } from './messages.ts';
import {
  employeeName,
  paidTimesText,
  paidValues,
  rowState,
  shiftParts,
  totalText,
  type ClockRowData,
  type PaidEdits,
} from './rows.ts';

export interface ClockRowHandlers {
  onApprove: (row: ClockRowData) => void;
  onSave: (row: ClockRowData) => void;
  onCancelEdit: (row: ClockRowData) => void;
  onEdit: (row: ClockRowData) => void;
  onUnapprove: (row: ClockRowData) => void;
  /** Hours worked without clocking (a forgotten badge), for a planned row. */
  onEnterHours: (row: ClockRowData) => void;
}

interface ClockTableProps extends ClockRowHandlers {
  /** 'lun. 26/10': names the table for screen readers. */
  dayLabel: string;
  /** null while the week loads. */
  rows: readonly ClockRowData[] | null;
  edits: PaidEdits;
  timeZone: string;
  canEdit: boolean;
  /** Rows whose save is on its way: their buttons wait. */
  busyKeys: ReadonlySet<string>;
  /** A phone: cards instead of a table. */
  phone: boolean;
}

const COLUMNS = [
  t.columns.actions,
  t.columns.employees,
  t.columns.scheduled,
  t.columns.clocked,
  t.columns.paid,
  t.columns.validatedBreak,
  t.columns.total,
];

/**
 * The day table of /badgeuse (docs/areas/planning.md#time-clock-validation): one row per planned,
 * clocked or paid shift, in its state; a row edited and not saved is highlighted. On a phone each
 * row is a card with the same fields, so nothing scrolls sideways.
 */
export function ClockTable({ dayLabel, rows, edits, timeZone, phone, ...rest }: ClockTableProps) {
  const views = (rows ?? []).map((row) => ({
    row,
    state: rowState(row, edits),
    cells: rowCells(row, rowState(row, edits), edits, timeZone, rest),
  }));
  if (phone) {
    return (
      <Stack component="ul" aria-label={t.tableLabel(dayLabel)} spacing={1.5} sx={LIST_RESET}>
        {rows === null ? (
          <Box component="li">
            <Skeleton variant="rounded" height={120} />
          </Box>
        ) : rows.length === 0 ? (
          <Box component="li">
            <Typography color="textSecondary" sx={{ py: 2, textAlign: 'center' }}>
              {t.noRows}
            </Typography>
          </Box>
        ) : (
          views.map(({ row, state, cells }) => (
            <Paper
              key={row.key}
              component="li"
              variant="outlined"
              data-state={state}
              sx={{ p: 1.5, ...(state === 'MODIFIED' && { bgcolor: modifiedBackground }) }}
            >
              <Stack
                direction="row"
                spacing={1}
                sx={{ justifyContent: 'space-between', alignItems: 'flex-start', mb: 0.5 }}
              >
                <Box sx={{ minWidth: 0 }}>{cells[1]}</Box>
                <Box sx={{ flex: 'none' }}>{cells[0]}</Box>
              </Stack>
              <Box
                component="dl"
                sx={{
                  display: 'grid',
                  gridTemplateColumns: 'auto 1fr',
                  columnGap: 1.5,
                  rowGap: 0.5,
                  m: 0,
                  alignItems: 'center',
                }}
              >
                {cells.map((cell, i) =>
                  // The card says only what there is: its name and actions sit on top.
                  i < 2 || cell === EMPTY_VALUE ? null : (
                    <Fragment key={COLUMNS[i]}>
                      <Typography component="dt" variant="caption" color="textSecondary">
                        {COLUMNS[i]}
                      </Typography>
                      <Box component="dd" sx={{ m: 0, typography: 'body2' }}>
                        {cell}
                      </Box>
                    </Fragment>
                  ),
                )}
              </Box>
            </Paper>
          ))
        )}
      </Stack>
    );
  }
  return (
    <TableContainer component={Paper} variant="outlined" sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t.tableLabel(dayLabel)} sx={{ minWidth: 720 }}>
        <TableHead>
          <TableRow>
            {COLUMNS.map((label) => (
              <TableCell key={label} sx={{ fontWeight: 600, verticalAlign: 'bottom' }}>
                {label}
              </TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows === null ? (
            <SkeletonRows columns={COLUMNS.length} />
          ) : rows.length === 0 ? (
            <TableRow>
              <TableCell colSpan={COLUMNS.length}>
                <Typography color="textSecondary" sx={{ py: 2, textAlign: 'center' }}>
                  {t.noRows}
                </Typography>
              </TableCell>
            </TableRow>
          ) : (
            views.map(({ row, state, cells }) => (
              <TableRow
                key={row.key}
                data-state={state}
                sx={state === 'MODIFIED' ? { bgcolor: modifiedBackground } : undefined}
              >
                {cells.map((cell, i) => (
                  <TableCell key={COLUMNS[i]} sx={NOWRAP_COLUMNS.has(i) ? NOWRAP : undefined}>
                    {cell}
                  </TableCell>
                ))}
              </TableRow>
            ))
          )}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

const LIST_RESET = { listStyle: 'none', p: 0, m: 0 } as const;
const NOWRAP = { whiteSpace: 'nowrap' } as const;
/** Actions, paid hours, break and total keep one line; times wrap before their break. */
const NOWRAP_COLUMNS = new Set([0, 4, 5, 6]);
const modifiedBackground = (theme: Theme) => alpha(theme.palette.warning.main, 0.12);

type CellOptions = ClockRowHandlers & { canEdit: boolean; busyKeys: ReadonlySet<string> };

/** The seven cells of a row, in the order of COLUMNS. */
function rowCells(
  row: ClockRowData,
  state: ClockedShiftState,
  edits: PaidEdits,
  timeZone: string,
  props: CellOptions,
): ReactNode[] {
  const name = employeeName(row);
  const paid = paidValues(row, edits, timeZone);
  const job = row.approved?.job ?? row.scheduled?.job ?? null;
  const editable =
    props.canEdit && (state === 'PENDING' || state === 'APPROVED' || state === 'MODIFIED');
  const adjusted = row.key in edits;
  const total = paid ? totalText(paid) : null;
  return [
    <RowActions row={row} state={state} name={name} adjusted={adjusted} {...props} />,
    <>
      <Typography variant="body2" sx={{ fontWeight: 500, whiteSpace: 'nowrap' }}>
        {name}
      </Typography>
      {job ? (
        <Stack direction="row" spacing={0.75} sx={{ alignItems: 'center' }}>
          <Box
            aria-hidden
            sx={{
              width: 8,
              height: 8,
              borderRadius: '50%',
              bgcolor: jobDisplayColor(job.color),
              flex: 'none',
            }}
          />
          <Typography variant="caption" color="textSecondary">
            {job.title}
          </Typography>
        </Stack>
      ) : null}
    </>,
    row.scheduled ? (
      <ShiftText {...shiftParts(row.scheduled, row.scheduled.breakDuration, timeZone)} />
    ) : (
      EMPTY_VALUE
    ),
    row.realized ? (
      <ShiftText {...shiftParts(row.realized, row.realized.actualBreakDuration, timeZone)} />
    ) : (
      EMPTY_VALUE
    ),
    paid ? (
      <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
        <Box>
          <Typography
            variant="body2"
            sx={adjusted ? { fontWeight: 600, color: 'warning.dark' } : undefined}
          >
            {paidTimesText(paid, timeZone)}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {t.meals(paid.mealCount)}
            {paid.comment ? ` · ${paid.comment}` : ''}
          </Typography>
        </Box>
        {editable ? (
          <Tooltip title={t.editPaid}>
            <IconButton
              size="small"
              aria-label={t.editPaidOf(name)}
              onClick={() => props.onEdit(row)}
              disabled={props.busyKeys.has(row.key)}
            >
              <EditOutlined fontSize="small" />
            </IconButton>
          </Tooltip>
        ) : null}
      </Stack>
    ) : (
      EMPTY_VALUE
    ),
    paid ? t.minutes(paid.breakDuration) : EMPTY_VALUE,
    total ? (
      <>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {total.duration}
        </Typography>
        <Typography variant="caption" color="textSecondary">
          {total.hours}
        </Typography>
      </>
    ) : (
      EMPTY_VALUE
    ),
  ];
}

interface RowActionsProps extends ClockRowHandlers {
  row: ClockRowData;
  state: ClockedShiftState;
  name: string;
  /** A pending row's paid hours were edited on screen (they go with its validation). */
  adjusted: boolean;
  canEdit: boolean;
  busyKeys: ReadonlySet<string>;
}

/** The Actions cell: the state's sign, and what the manager may do with the row. */
function RowActions({ row, state, name, adjusted, canEdit, busyKeys, ...on }: RowActionsProps) {
  const [menu, setMenu] = useState<HTMLElement | null>(null);
  const busy = busyKeys.has(row.key);
  const label = CLOCKED_SHIFT_STATE_LABELS[state];
  switch (state) {
    case 'NOT_CLOCKED':
      return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography variant="body2" color="textSecondary">
            {label}
          </Typography>
          {canEdit && row.scheduled ? (
            <Tooltip title={t.enterHours}>
              <IconButton
                size="small"
                aria-label={t.enterHoursOf(name)}
                disabled={busy}
                onClick={() => on.onEnterHours(row)}
              >
                <MoreTime fontSize="small" />
              </IconButton>
            </Tooltip>
          ) : null}
        </Stack>
      );
    case 'IN_PROGRESS':
      // A state, not a wait: a spinner here read as a page still loading (issue 21, item 19).
      return (
        <Chip
          size="small"
          color="info"
          variant="outlined"
          icon={<Timelapse aria-hidden />}
          label={label}
        />
      );
    case 'PENDING':
      return canEdit ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            variant="contained"
            color="success"
            aria-label={t.approveOf(name)}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={14} color="inherit" /> : undefined}
            onClick={() => on.onApprove(row)}
          >
            {t.approve}
          </Button>
          {adjusted ? (
            <CancelEditButton name={name} disabled={busy} onClick={() => on.onCancelEdit(row)} />
          ) : null}
        </Stack>
      ) : (
        <Typography variant="body2" color="success.main">
          {label}
        </Typography>
      );
    case 'APPROVED':
      return (
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <CheckCircle sx={{ color: 'grey.500' }} titleAccess={t.approvedOf(name)} />
          {canEdit ? (
            <>
              <IconButton
                size="small"
                aria-label={t.moreOf(name)}
                aria-haspopup="menu"
                disabled={busy}
                onClick={(event) => setMenu(event.currentTarget)}
              >
                <MoreVert fontSize="small" />
              </IconButton>
              <Menu anchorEl={menu} open={menu !== null} onClose={() => setMenu(null)}>
                <MenuItem
                  onClick={() => {
                    setMenu(null);
                    on.onEdit(row);
                  }}
                >
                  {t.editPaid}
                </MenuItem>
                {row.realized ? (
                  <MenuItem
                    onClick={() => {
                      setMenu(null);
                      on.onUnapprove(row);
                    }}
                  >
                    {t.unapprove}
                  </MenuItem>
                ) : null}
              </Menu>
            </>
          ) : null}
        </Stack>
      );
    case 'MODIFIED':
      return (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
          <Button
            size="small"
            variant="contained"
            color="warning"
            aria-label={t.saveOf(name)}
            disabled={busy}
            startIcon={busy ? <CircularProgress size={14} color="inherit" /> : <SaveOutlined />}
            onClick={() => on.onSave(row)}
          >
            {t.save}
          </Button>
          <CancelEditButton name={name} disabled={busy} onClick={() => on.onCancelEdit(row)} />
        </Stack>
      );
  }
}

/** A shift's times, its break beside them or under them when the column is narrow. */
function ShiftText({ times, pause }: { times: string; pause: string }) {
  return (
    <Typography variant="body2" component="span">
      <Box component="span" sx={{ whiteSpace: 'nowrap' }}>
        {times}
      </Box>{' '}
      <Box component="span" sx={{ whiteSpace: 'nowrap', color: 'text.secondary' }}>
        {pause}
      </Box>
    </Typography>
  );
}

function CancelEditButton(props: { name: string; disabled: boolean; onClick: () => void }) {
  return (
    <Button
      size="small"
      color="inherit"
      aria-label={t.cancelEditOf(props.name)}
      disabled={props.disabled}
      onClick={props.onClick}
    >
      {t.cancelEdit}
    </Button>
  );
}

import { useEffect, useMemo, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { useMutation, useQuery } from '@apollo/client/react';
import { useSearchParams } from 'react-router-dom';
import {
  DndContext,
  DragOverlay,
  useDraggable,
  useDroppable,
  type Announcements,
  type DragEndEvent,
} from '@dnd-kit/core';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddIcon from '@mui/icons-material/Add';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import ContentCopyOutlined from '@mui/icons-material/ContentCopyOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import MoreVert from '@mui/icons-material/MoreVert';
import WarningAmberRounded from '@mui/icons-material/WarningAmberRounded';
import {
  addDays,
  cellHasRoom,
  dropOutcome,
  hoursText,
  isCalendarDay,
  jobDisplayColor,
  moveShiftToDay,
  shiftWallTimes,
  startOfWeek,
  todayIn,
  weekStartOf,
  type CalendarDay,
  personName,
} from '@bo/domain';
import type {
  PlanningShift_ShiftFragment,
  PlanningWeekQuery as PlanningWeekData,
} from '../../gql/graphql';
import { readableBehindWhite } from '../../lib/colors.ts';
import { readGraphQLError } from '../../lib/apollo.ts';
import { useSelectedRestaurant } from '../../lib/restaurant-selection.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { PageLoader } from '../../ui/PageLoader.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { RequireRestaurant } from '../../ui/RequireRestaurant.tsx';
import { useDeleteConfirm } from '../../ui/useDeleteConfirm.ts';
import { usePermissions, type Permissions } from '../../ui/usePermissions.ts';
import { useToast } from '../../ui/useToast.tsx';
import {
  CopyPlanningWeekMutation,
  CreateScheduledShiftMutation,
  DeleteAbsenceMutation,
  DeletePlanningWeekMutation,
  DeleteScheduledShiftMutation,
  PlanningRestaurantQuery,
  PlanningWeekQuery,
  UpdateScheduledShiftMutation,
} from './documents.ts';
import {
  cellId,
  draggedShift,
  useCopyKeys,
  useGridDrag,
  type DraggedShift,
  type GridCell,
} from './drag.ts';
import { planningMessages as t } from './messages.ts';
import {
  dayHeading,
  ShiftDialog,
  type PlanningJob,
  type ShiftDialogTarget,
} from './ShiftDialog.tsx';
import { WeekDialog, type WeekOperation } from './WeekDialog.tsx';

type Week = PlanningWeekData['restaurant']['week'];
type Shift = PlanningShift_ShiftFragment;
type Absence = Week['days'][number]['absences'][number];
type EmployeeWeek = Week['employees'][number];

/** The URL's week: ?semaine=YYYY-MM-DD (any day of it), so a reload or a link shows that week. */
export const WEEK_PARAM = 'semaine';

/** The domain's cell rules count ids as numbers; the graph's are their strings. */
const placed = (shift: Shift) => ({
  id: Number(shift.id),
  employeeId: Number(shift.employee.id),
  datetimeStart: shift.datetimeStart,
});

/** /planning (docs/areas/planning.md#the-grid): the selected restaurant's week. */
export function PlanningPage() {
  const { restaurant } = useSelectedRestaurant();
  const permissions = usePermissions('PLANNING');
  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={restaurant?.name}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
      />
      <RequireRestaurant message={t.selectRestaurant}>
        {(selected) => (
          <RestaurantPlanning
            key={selected.id}
            restaurantId={selected.id}
            permissions={permissions}
          />
        )}
      </RequireRestaurant>
    </>
  );
}

function RestaurantPlanning({
  restaurantId,
  permissions,
}: {
  restaurantId: string;
  permissions: Permissions;
}) {
  const { data, error } = useQuery(PlanningRestaurantQuery, { variables: { restaurantId } });
  if (error) console.error('[planning] loading failed', error);
  if (error && !data) return <Alert severity="error">{t.loadFailed}</Alert>;
  if (!data) return <PageLoader />;
  return (
    <PlanningWeekView
      restaurantId={restaurantId}
      timeZone={data.restaurant.timeZone}
      jobs={data.restaurant.jobs}
      permissions={permissions}
    />
  );
}

interface MenuState {
  shift: Shift;
  /** A right-click's position, or the '⋮' button. */
  anchor: { top: number; left: number } | HTMLElement;
}

function PlanningWeekView({
  restaurantId,
  timeZone,
  jobs,
  permissions,
}: {
  restaurantId: string;
  timeZone: string;
  jobs: readonly PlanningJob[];
  permissions: Permissions;
}) {
  const [params, setParams] = useSearchParams();
  const asked = params.get(WEEK_PARAM);
  const today = todayIn(timeZone);
  const monday =
    asked && isCalendarDay(asked) ? startOfWeek(asked) : weekStartOf(new Date(), timeZone);
  const goTo = (day: CalendarDay) =>
    setParams(
      (current) => {
        const next = new URLSearchParams(current);
        next.set(WEEK_PARAM, startOfWeek(day));
        return next;
      },
      { replace: false },
    );

  const { data, previousData, error, loading, refetch } = useQuery(PlanningWeekQuery, {
    variables: { restaurantId, start: monday },
    fetchPolicy: 'cache-and-network',
  });
  if (error) console.error('[planning] week loading failed', error);
  const week = (data ?? previousData)?.restaurant.week;

  const { show, toast } = useToast();
  const [dialog, setDialog] = useState<ShiftDialogTarget | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  const [menu, setMenu] = useState<MenuState | null>(null);
  const [moving, setMoving] = useState<Shift | null>(null);
  // The shift being placed is copied rather than moved ('Dupliquer').
  const [copying, setCopying] = useState(false);
  const [weekDialog, setWeekDialog] = useState<'copy' | 'delete' | null>(null);
  const [dragging, setDragging] = useState<Shift | null>(null);
  const copyKeys = useCopyKeys(dragging !== null);
  // Whether the dragged shift has been over another cell yet: its own, as the drag starts, is
  // not worth announcing.
  const leftOrigin = useRef(false);

  const [createShift] = useMutation(CreateScheduledShiftMutation);
  const [updateShift] = useMutation(UpdateScheduledShiftMutation);
  const [deleteShift] = useMutation(DeleteScheduledShiftMutation);
  const [deleteAbsence] = useMutation(DeleteAbsenceMutation);
  const [copyWeek] = useMutation(CopyPlanningWeekMutation);
  const [deleteWeek] = useMutation(DeletePlanningWeekMutation);

  const shifts = useMemo(() => week?.days.flatMap((day) => day.shifts) ?? [], [week]);
  const days = useMemo(() => week?.days.map((day) => day.date) ?? [], [week]);
  const employeeIds = useMemo(() => week?.employees.map((row) => row.employee.id) ?? [], [week]);
  const gridDrag = useGridDrag(employeeIds, days);
  const names = useMemo(
    () => new Map(week?.employees.map((row) => [row.employee.id, personName(row.employee)]) ?? []),
    [week],
  );
  // A failed reload shows through the query's own `error`; leaving the page aborts one in flight,
  // which is no failure: neither may surface as an unhandled rejection.
  const reload = () => void refetch().catch(() => undefined);

  const shiftDelete = useDeleteConfirm<Shift>({
    onDelete: async (shift) => {
      try {
        await deleteShift({ variables: { id: shift.id } });
        show(t.shiftDeleted);
        reload();
      } catch (failure) {
        console.error('[planning] shift deletion failed', failure);
        show(t.shiftDeleteFailed, 'error');
      }
    },
    logLabel: 'planning',
  });

  const absenceDelete = useDeleteConfirm<Absence>({
    onDelete: async (absence) => {
      try {
        await deleteAbsence({ variables: { id: absence.id } });
        show(t.absenceDeleted);
        reload();
      } catch (failure) {
        console.error('[planning] absence deletion failed', failure);
        show(t.absenceDeleteFailed, 'error');
      }
    },
    logLabel: 'planning',
  });

  const openDialog = (target: ShiftDialogTarget) => {
    setDialog(target);
    setDialogOpen(true);
  };

  const outcomeOf = (shift: Shift, cell: GridCell, copy: boolean) =>
    dropOutcome(
      shifts.map(placed),
      placed(shift),
      { employeeId: Number(cell.employeeId), day: cell.day },
      timeZone,
      copy ? 'copy' : 'move',
    );

  const move = async (shift: Shift, employeeId: string, day: CalendarDay) => {
    const outcome = outcomeOf(shift, { employeeId, day }, false);
    if (outcome === 'SAME_CELL') return;
    if (outcome === 'FULL') {
      show(t.cellFull, 'error');
      return;
    }
    const times = moveShiftToDay(shift, day, timeZone);
    try {
      await updateShift({
        variables: {
          id: shift.id,
          input: {
            employeeId,
            datetimeStart: times.datetimeStart.toISOString(),
            datetimeEnd: times.datetimeEnd.toISOString(),
          },
        },
      });
      show(t.shiftMoved);
    } catch (failure) {
      console.error('[planning] move failed', failure);
      show(readGraphQLError(failure).message ?? t.shiftMoveFailed, 'error');
    }
    reload();
  };

  /** A new identical shift (docs/areas/planning.md#shifts) on the target's day, at the same wall times. */
  const duplicate = async (shift: Shift, employeeId: string, day: CalendarDay) => {
    if (outcomeOf(shift, { employeeId, day }, true) === 'FULL') {
      show(t.cellFull, 'error');
      return;
    }
    const times = moveShiftToDay(shift, day, timeZone);
    try {
      await createShift({
        variables: {
          input: {
            restaurantId,
            employeeId,
            // Offered only for a shift that has a job (the menu's 'Dupliquer').
            jobId: shift.job!.id,
            datetimeStart: times.datetimeStart.toISOString(),
            datetimeEnd: times.datetimeEnd.toISOString(),
            breakDuration: shift.breakDuration,
            mealCount: shift.mealCount,
            ...(shift.comment && { comment: shift.comment }),
          },
        },
      });
      show(t.shiftDuplicated);
    } catch (failure) {
      console.error('[planning] copy failed', failure);
      show(readGraphQLError(failure).message ?? t.shiftDuplicateFailed, 'error');
    }
    reload();
  };

  const place = (shift: Shift, employeeId: string, day: CalendarDay, copy: boolean) =>
    void (copy ? duplicate(shift, employeeId, day) : move(shift, employeeId, day));

  const onCell = (employeeId: string, day: CalendarDay) => {
    if (moving) {
      const shift = moving;
      setMoving(null);
      place(shift, employeeId, day, copying);
      return;
    }
    if (!permissions.canCreate) return;
    if (!cellHasRoom(shifts.map(placed), { employeeId: Number(employeeId), day }, timeZone)) {
      show(t.cellFull, 'error');
      return;
    }
    openDialog({ employeeId, employeeName: names.get(employeeId) ?? '', day });
  };

  /**
   * What dropping the dragged shift on a cell does, or null for nothing: with Ctrl or Alt held it
   * copies (a shift without a job cannot be copied: it moves).
   */
  const dropPlan = (shift: Shift, cell: GridCell) => {
    const copy = copyKeys.held.current && permissions.canCreate && shift.job !== null;
    if (!copy && !permissions.canEdit) return null;
    return { copy, outcome: outcomeOf(shift, cell, copy) };
  };

  const onDragEnd = ({ active, over }: DragEndEvent) => {
    setDragging(null);
    const shift = draggedShift(active);
    const cell = over?.data.current as GridCell | undefined;
    if (!shift || !cell) return;
    const plan = dropPlan(shift, cell);
    if (plan) place(shift, cell.employeeId, cell.day, plan.copy);
  };

  const nameOf = (cell: GridCell) => names.get(cell.employeeId) ?? '';
  const originOf = (shift: Shift): GridCell => ({ employeeId: shift.employee.id, day: shift.day });
  /** What a screen reader hears of a drag, whichever sensor drives it. */
  const announcements: Announcements = {
    onDragStart: ({ active }) => {
      const shift = draggedShift(active);
      if (!shift) return undefined;
      const { start, end } = shiftWallTimes(shift, timeZone);
      return t.drag.pickedUp(
        nameOf(originOf(shift)),
        shift.day,
        start,
        end,
        shift.job?.title ?? t.noJob,
      );
    },
    onDragOver: ({ active, over }) => {
      const shift = draggedShift(active);
      const cell = over?.data.current as GridCell | undefined;
      if (!shift) return undefined;
      if (!cell) return t.drag.overNothing;
      if (cellId(cell) === cellId(originOf(shift))) {
        return leftOrigin.current ? t.drag.overOrigin : undefined;
      }
      leftOrigin.current = true;
      return dropPlan(shift, cell)?.outcome === 'FULL'
        ? t.drag.overFull(nameOf(cell), cell.day)
        : t.drag.over(nameOf(cell), cell.day);
    },
    onDragEnd: ({ active, over }) => {
      const shift = draggedShift(active);
      const cell = over?.data.current as GridCell | undefined;
      if (!shift) return undefined;
      const plan = cell ? dropPlan(shift, cell) : null;
      if (!cell || !plan || plan.outcome === 'SAME_CELL') return t.drag.stays;
      if (plan.outcome === 'FULL') return t.drag.refused(nameOf(cell), cell.day);
      return (plan.copy ? t.drag.copied : t.drag.moved)(nameOf(cell), cell.day);
    },
    onDragCancel: ({ active }) => {
      const shift = draggedShift(active);
      return shift ? t.drag.cancelled(nameOf(originOf(shift)), shift.day) : undefined;
    },
  };

  const runWeek = async (mode: 'copy' | 'delete', operation: WeekOperation) => {
    const employeeIds = operation.employeeIds ? { employeeIds: operation.employeeIds } : {};
    try {
      const message =
        mode === 'copy'
          ? (
              await copyWeek({
                variables: {
                  input: {
                    restaurantId,
                    sourceWeek: operation.sourceWeek!,
                    targetWeek: monday,
                    ...employeeIds,
                  },
                },
              })
            ).data?.copyPlanningWeek.message
          : (
              await deleteWeek({
                variables: { input: { restaurantId, week: monday, ...employeeIds } },
              })
            ).data?.deletePlanningWeek.message;
      show(message ?? '');
      setWeekDialog(null);
      reload();
    } catch (failure) {
      console.error(`[planning] ${mode} week failed`, failure);
      const fallback = mode === 'copy' ? t.copyWeekFailed : t.deleteWeekFailed;
      show(readGraphQLError(failure).message ?? fallback, 'error');
      throw failure;
    }
  };

  useEffect(() => {
    if (!moving) return;
    const cancel = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setMoving(null);
    };
    // Captured: the closing menu's modal would keep the key to itself.
    window.addEventListener('keydown', cancel, true);
    return () => window.removeEventListener('keydown', cancel, true);
  }, [moving]);

  const closeMenu = () => setMenu(null);
  const canChange = permissions.canCreate || permissions.canEdit;

  return (
    <Stack spacing={2}>
      <Stack
        direction="row"
        spacing={1}
        useFlexGap
        sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 1 }}
      >
        <IconButton aria-label={t.previousWeek} onClick={() => goTo(addDays(monday, -7))}>
          <ChevronLeft />
        </IconButton>
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h6" component="h2" sx={{ lineHeight: 1.2 }}>
            {week ? t.weekNumber(week.number) : '\u00a0'}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {week?.label.replace(/^Semaine \d+ - /, '') ?? '\u00a0'}
          </Typography>
        </Box>
        <IconButton aria-label={t.nextWeek} onClick={() => goTo(addDays(monday, 7))}>
          <ChevronRight />
        </IconButton>
        <Button
          variant="outlined"
          size="small"
          onClick={() => goTo(today)}
          disabled={startOfWeek(today) === monday}
        >
          {t.today}
        </Button>
        <Box sx={{ flex: 1 }} />
        {permissions.canCreate ? (
          <Button
            variant="outlined"
            startIcon={<ContentCopyOutlined />}
            onClick={() => setWeekDialog('copy')}
            disabled={!week}
          >
            {t.copyPlanning}
          </Button>
        ) : null}
        {permissions.canDelete ? (
          <Button
            variant="outlined"
            color="error"
            startIcon={<DeleteOutlined />}
            onClick={() => setWeekDialog('delete')}
            disabled={!week}
          >
            {t.deletePlanning}
          </Button>
        ) : null}
      </Stack>

      {moving ? (
        <Alert
          severity="info"
          action={
            <Button color="inherit" size="small" onClick={() => setMoving(null)}>
              {t.cancelMove}
            </Button>
          }
        >
          {copying ? t.duplicating : t.moving}
        </Alert>
      ) : null}
      {error && !week ? <Alert severity="error">{t.loadFailed}</Alert> : null}
      {loading && week ? <LinearProgress aria-hidden sx={{ height: 2 }} /> : null}
      {!week ? (
        error ? null : (
          <PageLoader />
        )
      ) : week.employees.length === 0 ? (
        <Alert severity="info">{t.noEmployees}</Alert>
      ) : (
        // A box of its own: the drag's hidden instructions and live region sit beside the grid.
        <Box>
          <DndContext
            sensors={gridDrag.sensors}
            collisionDetection={gridDrag.collisionDetection}
            autoScroll={gridDrag.autoScroll}
            accessibility={{
              announcements,
              screenReaderInstructions: { draggable: t.drag.instructions },
            }}
            onDragStart={({ active, activatorEvent }) => {
              gridDrag.restart();
              leftOrigin.current = false;
              copyKeys.start(activatorEvent);
              setDragging(draggedShift(active));
            }}
            onDragEnd={onDragEnd}
            onDragCancel={() => setDragging(null)}
          >
            <WeekGrid
              week={week}
              today={today}
              timeZone={timeZone}
              permissions={permissions}
              moving={moving}
              copying={copying}
              onCell={onCell}
              onEdit={(shift) =>
                openDialog({
                  employeeId: shift.employee.id,
                  employeeName: names.get(shift.employee.id) ?? '',
                  day: shift.day,
                  shift,
                })
              }
              onMenu={(shift, anchor) => setMenu({ shift, anchor })}
              onRemoveAbsence={(absence) => absenceDelete.ask(absence)}
            />
            {/* Above the page, out of the grid's sideways scroll that would clip it. */}
            {createPortal(
              // A drop ends at once, as the browser's own drag did: no flight back to the start.
              <DragOverlay dropAnimation={null} zIndex={1500}>
                {dragging ? (
                  <LiftedShift shift={dragging} timeZone={timeZone} copy={copyKeys.shown} />
                ) : null}
              </DragOverlay>,
              document.body,
            )}
          </DndContext>
        </Box>
      )}
      {week ? <WeekSummaries week={week} names={names} /> : null}

      <Menu
        open={menu !== null}
        onClose={closeMenu}
        {...(menu && !(menu.anchor instanceof HTMLElement)
          ? { anchorReference: 'anchorPosition' as const, anchorPosition: menu.anchor }
          : { anchorEl: menu?.anchor instanceof HTMLElement ? menu.anchor : null })}
      >
        {permissions.canEdit ? (
          <MenuItem
            onClick={() => {
              const shift = menu!.shift;
              closeMenu();
              openDialog({
                employeeId: shift.employee.id,
                employeeName: names.get(shift.employee.id) ?? '',
                day: shift.day,
                shift,
              });
            }}
          >
            {t.edit}
          </MenuItem>
        ) : null}
        {permissions.canEdit ? (
          <MenuItem
            onClick={() => {
              setMoving(menu!.shift);
              setCopying(false);
              closeMenu();
            }}
          >
            {t.move}
          </MenuItem>
        ) : null}
        {permissions.canCreate && menu?.shift.job ? (
          <MenuItem
            onClick={() => {
              setMoving(menu.shift);
              setCopying(true);
              closeMenu();
            }}
          >
            {t.duplicate}
          </MenuItem>
        ) : null}
        {permissions.canDelete ? (
          <MenuItem
            onClick={() => {
              const shift = menu!.shift;
              closeMenu();
              shiftDelete.ask(shift);
            }}
          >
            {t.delete}
          </MenuItem>
        ) : null}
      </Menu>

      {canChange ? (
        <ShiftDialog
          open={dialogOpen}
          onClose={() => setDialogOpen(false)}
          target={dialog}
          restaurantId={restaurantId}
          timeZone={timeZone}
          jobs={jobs}
          days={days}
          onSaved={(message) => {
            setDialogOpen(false);
            show(message);
            reload();
          }}
        />
      ) : null}
      {week ? (
        <WeekDialog
          mode={weekDialog ?? 'copy'}
          open={weekDialog !== null}
          onClose={() => setWeekDialog(null)}
          week={{ start: week.start, label: t.weekNumber(week.number) }}
          employees={week.employees.map((row) => ({
            id: row.employee.id,
            name: personName(row.employee),
          }))}
          onConfirm={(operation) => runWeek(weekDialog ?? 'copy', operation)}
        />
      ) : null}
      <ConfirmDialog
        {...shiftDelete.dialogProps}
        title={t.deleteShiftTitle}
        message={t.deleteShiftConfirm}
        confirmLabel={t.delete}
        destructive
      />
      <ConfirmDialog
        {...absenceDelete.dialogProps}
        title={t.deleteAbsenceTitle}
        message={t.deleteAbsenceConfirm}
        confirmLabel={t.delete}
        destructive
      />
      {toast}
    </Stack>
  );
}

interface WeekGridProps {
  week: Week;
  today: CalendarDay;
  timeZone: string;
  permissions: Permissions;
  moving: Shift | null;
  /** The shift placed is copied, not moved. */
  copying: boolean;
  onCell(employeeId: string, day: CalendarDay): void;
  onEdit(shift: Shift): void;
  onMenu(shift: Shift, anchor: MenuState['anchor']): void;
  onRemoveAbsence(absence: Absence): void;
}

const NAME_COLUMN = { xs: 128, sm: 190 };
const stickyColumn = {
  position: 'sticky',
  left: 0,
  zIndex: 1,
  bgcolor: 'background.paper',
  width: NAME_COLUMN,
  minWidth: NAME_COLUMN,
  borderRight: 1,
  borderColor: 'divider',
} as const;
const cellBorder = {
  borderBottom: 1,
  borderColor: 'divider',
  p: 0.5,
  verticalAlign: 'top',
} as const;

/** One row per employee, seven days; the footer 'Heures travaillées'. Scrolls sideways on a phone. */
function WeekGrid(props: WeekGridProps) {
  const { week, today } = props;
  return (
    // Focusable, so a keyboard can scroll the week sideways on a phone even when the grid holds
    // no control (an employee reads it). Unnamed: the table inside says what it is, once.
    <Paper variant="outlined" tabIndex={0} sx={{ overflowX: 'auto' }}>
      <Box
        component="table"
        aria-label={t.gridLabel}
        sx={{ borderCollapse: 'separate', borderSpacing: 0, width: '100%', minWidth: 920 }}
      >
        <thead>
          <tr>
            <Box
              component="th"
              scope="col"
              sx={{ ...stickyColumn, ...cellBorder, textAlign: 'left', p: 1 }}
            >
              {t.employee}
            </Box>
            {week.days.map((day) => (
              <Box
                component="th"
                scope="col"
                key={day.date}
                sx={{
                  ...cellBorder,
                  p: 1,
                  fontWeight: 600,
                  color: day.date === today ? 'primary.main' : 'text.primary',
                  bgcolor: day.date === today ? 'action.selected' : undefined,
                }}
              >
                {dayHeading(day.date)}
              </Box>
            ))}
          </tr>
        </thead>
        <tbody>
          {week.employees.map((row) => (
            <EmployeeRow key={row.employee.id} row={row} {...props} />
          ))}
        </tbody>
        <tfoot>
          <tr>
            <Box component="th" scope="row" sx={{ ...stickyColumn, textAlign: 'left', p: 1 }}>
              {t.workedHours}
            </Box>
            {week.days.map((day) => (
              <Box
                component="td"
                key={day.date}
                aria-label={`${t.workedHours} ${dayHeading(day.date)}`}
                sx={{ p: 1, textAlign: 'center', fontSize: 14 }}
              >
                <div>{t.people(day.people)}</div>
                <strong>{hoursText(day.workedMinutes)}</strong>
              </Box>
            ))}
          </tr>
        </tfoot>
      </Box>
    </Paper>
  );
}

function EmployeeRow({ row, ...props }: WeekGridProps & { row: EmployeeWeek }) {
  const name = personName(row.employee);
  const warned = row.warnings.length > 0;
  return (
    <tr>
      <Box
        component="th"
        scope="row"
        sx={{ ...stickyColumn, ...cellBorder, textAlign: 'left', p: 1 }}
      >
        <Typography variant="body2" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
          {name}
        </Typography>
        <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center' }}>
          <Typography
            variant="caption"
            sx={{
              color: warned ? 'warning.dark' : 'text.secondary',
              fontWeight: warned ? 600 : 400,
            }}
          >
            {t.plannedOfContract(row.plannedMinutes, row.weeklyContractHours ?? null)}
          </Typography>
          {warned ? (
            <Tooltip title={row.warnings.map((w) => w.title).join(' · ')}>
              <Chip
                size="small"
                color="warning"
                variant="outlined"
                icon={<WarningAmberRounded />}
                label={row.warnings.length}
                aria-label={t.warningsCount(row.warnings.length)}
                sx={{ height: 20, '& .MuiChip-label': { px: 0.5 } }}
              />
            </Tooltip>
          ) : null}
        </Stack>
      </Box>
      {props.week.days.map((day) => (
        <DayCell key={day.date} {...props} employeeId={row.employee.id} name={name} day={day} />
      ))}
    </tr>
  );
}

/** An employee on a day: his shifts and absences, where a click adds a shift and a shift drops. */
function DayCell({
  employeeId,
  name,
  day,
  today,
  timeZone,
  permissions,
  moving,
  copying,
  onCell,
  onEdit,
  onMenu,
  onRemoveAbsence,
}: WeekGridProps & { employeeId: string; name: string; day: Week['days'][number] }) {
  const { setNodeRef, isOver } = useDroppable({
    id: cellId({ employeeId, day: day.date }),
    data: { employeeId, day: day.date } satisfies GridCell,
    disabled: !permissions.canEdit && !permissions.canCreate,
  });
  const interactive = Boolean(moving) || permissions.canCreate;
  const shifts = day.shifts.filter((s) => s.employee.id === employeeId);
  const absences = day.absences.filter((a) => a.employee.id === employeeId);
  return (
    <Box
      component="td"
      ref={setNodeRef}
      aria-label={`${name}, ${dayHeading(day.date)}`}
      onClick={(event) => {
        // A click on a shift or a button is theirs; an empty spot of the cell adds a shift.
        if ((event.target as HTMLElement).closest('[data-shift],button')) return;
        if (interactive) onCell(employeeId, day.date);
      }}
      sx={{
        ...cellBorder,
        height: 64,
        cursor: interactive ? 'pointer' : 'default',
        bgcolor: isOver
          ? 'action.hover'
          : day.date === today
            ? 'rgba(25, 118, 210, 0.04)'
            : undefined,
        outline: moving ? '1px dashed' : undefined,
        outlineColor: 'primary.light',
        outlineOffset: -3,
        '&:hover .add-shift, & .add-shift:focus-visible': { opacity: 1 },
      }}
    >
      <Stack spacing={0.5}>
        {absences.map((absence) => (
          <Chip
            key={absence.id}
            data-shift
            size="small"
            label={absence.label}
            title={absence.comment ?? undefined}
            {...(permissions.canDelete && {
              onDelete: () => onRemoveAbsence(absence),
              deleteIcon: <DeleteOutlined aria-label={t.removeAbsence(absence.label)} />,
            })}
            sx={{ bgcolor: 'grey.200', justifyContent: 'space-between' }}
          />
        ))}
        {shifts.map((shift) => (
          <ShiftChip
            key={shift.id}
            shift={shift}
            timeZone={timeZone}
            permissions={permissions}
            moving={moving?.id === shift.id}
            onEdit={onEdit}
            onMenu={onMenu}
          />
        ))}
        {interactive && (moving || shifts.length < 2) ? (
          <IconButton
            className="add-shift"
            size="small"
            aria-label={
              moving
                ? (copying ? t.copyHere : t.moveHere)(name, dayHeading(day.date))
                : t.addShift(name, dayHeading(day.date))
            }
            onClick={() => onCell(employeeId, day.date)}
            sx={{ alignSelf: 'center', opacity: { xs: 0.6, md: moving ? 1 : 0 }, p: 0.25 }}
          >
            <AddIcon fontSize="small" />
          </IconButton>
        ) : null}
      </Stack>
    </Box>
  );
}

/** A shift's box: the job's colour, darkened as far as its white text needs to read at 4.5:1. */
const shiftBox = (shift: Shift) =>
  ({
    display: 'flex',
    alignItems: 'flex-start',
    borderRadius: 1,
    bgcolor: readableBehindWhite(jobDisplayColor(shift.job?.displayColor)),
    color: '#fff',
    pl: 0.75,
    py: 0.25,
    fontSize: 12,
    lineHeight: 1.3,
  }) as const;

function ShiftText({ shift, timeZone }: { shift: Shift; timeZone: string }) {
  const { start, end } = shiftWallTimes(shift, timeZone);
  return (
    <>
      <div style={{ fontWeight: 700 }}>{`${start}-${end}`}</div>
      <Box sx={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}>
        {shift.job?.title ?? t.noJob}
      </Box>
    </>
  );
}

/**
 * The shift under the pointer while it is dragged; only a picture (hidden from screen readers,
 * which hear the drag's announcements). The copy cursor says that Ctrl or Alt is held.
 */
function LiftedShift({ shift, timeZone, copy }: { shift: Shift; timeZone: string; copy: boolean }) {
  return (
    <Box
      aria-hidden
      sx={{ ...shiftBox(shift), pr: 0.75, boxShadow: 6, cursor: copy ? 'copy' : 'grabbing' }}
    >
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <ShiftText shift={shift} timeZone={timeZone} />
      </Box>
    </Box>
  );
}

function ShiftChip({
  shift,
  timeZone,
  permissions,
  moving,
  onEdit,
  onMenu,
}: {
  shift: Shift;
  timeZone: string;
  permissions: Permissions;
  moving: boolean;
  onEdit(shift: Shift): void;
  onMenu(shift: Shift, anchor: MenuState['anchor']): void;
}) {
  const { start, end } = shiftWallTimes(shift, timeZone);
  const title = shift.job?.title ?? t.noJob;
  const hasMenu = permissions.canEdit || permissions.canDelete;
  const draggable = permissions.canEdit || permissions.canCreate;
  const { setNodeRef, setActivatorNodeRef, listeners, attributes, isDragging } = useDraggable({
    id: shift.id,
    data: { shift } satisfies DraggedShift,
    disabled: !draggable,
  });
  return (
    // The shift is dragged as a whole (a mouse, or a finger resting on it); its two controls
    // (open it, its menu) sit side by side, never one inside the other. The keyboard picks it up
    // from the first one, whose description tells how.
    <Box
      data-shift
      ref={setNodeRef}
      {...listeners}
      onContextMenu={(event) => {
        if (!hasMenu) return;
        event.preventDefault();
        // A finger resting on a shift picks it up; the long press's menu would cover the drag.
        if (isDragging) return;
        // The keyboard's menu key (or Shift+F10) has no pointer: the menu opens at the shift.
        const keyboard = event.clientX === 0 && event.clientY === 0;
        onMenu(shift, keyboard ? event.currentTarget : { top: event.clientY, left: event.clientX });
      }}
      title={shift.comment ?? undefined}
      sx={{
        ...shiftBox(shift),
        cursor: permissions.canEdit ? 'grab' : 'default',
        // Outlined where it stays while its picture moves, as while it is placed from its menu
        // (faded, its text would no longer read).
        outline: moving || isDragging ? '2px solid' : undefined,
        outlineColor: 'primary.dark',
        // A long press picks the shift up: no text selection nor callout on a phone.
        ...(draggable && { userSelect: 'none', WebkitTouchCallout: 'none' }),
      }}
    >
      <Box
        ref={setActivatorNodeRef}
        role={permissions.canEdit ? 'button' : undefined}
        tabIndex={permissions.canEdit ? 0 : undefined}
        aria-label={permissions.canEdit ? `${start}-${end} ${title}` : undefined}
        aria-describedby={
          permissions.canEdit && draggable ? attributes['aria-describedby'] : undefined
        }
        onClick={() => {
          if (permissions.canEdit) onEdit(shift);
        }}
        onKeyDown={(event) => {
          // Space is the drag's (it bubbles to the listeners above).
          if (permissions.canEdit && event.key === 'Enter') {
            event.preventDefault();
            onEdit(shift);
          }
        }}
        sx={{
          flex: 1,
          minWidth: 0,
          borderRadius: 0.5,
          '&:focus-visible': { outline: '2px solid', outlineColor: 'primary.dark' },
        }}
      >
        <ShiftText shift={shift} timeZone={timeZone} />
      </Box>
      {hasMenu ? (
        <IconButton
          size="small"
          aria-label={t.shiftActions}
          aria-haspopup="menu"
          onClick={(event) => {
            event.stopPropagation();
            onMenu(shift, event.currentTarget);
          }}
          onKeyDown={(event) => event.stopPropagation()}
          sx={{ color: 'inherit', p: 0.25 }}
        >
          <MoreVert sx={{ fontSize: 16 }} />
        </IconButton>
      ) : null}
    </Box>
  );
}

/** 'Alertes du planning' and 'Heures par poste' (docs/areas/planning.md#labour-law-warnings). */
function WeekSummaries({ week, names }: { week: Week; names: ReadonlyMap<string, string> }) {
  const warnings = week.employees.flatMap((row) =>
    row.warnings.map((warning) => ({ ...warning, who: names.get(row.employee.id) ?? '' })),
  );
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Paper
        variant="outlined"
        sx={{ p: 2, flex: 2, width: '100%' }}
        component="section"
        aria-labelledby="planning-warnings"
      >
        <Typography
          id="planning-warnings"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {t.warningsTitle}
        </Typography>
        {warnings.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t.noWarnings}
          </Typography>
        ) : (
          <Stack component="ul" spacing={1} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {warnings.map((warning, i) => (
              <li key={i}>
                {/* A warning of the plan, listed: not an alert announced as it appears. */}
                <Alert role="note" severity="warning" variant="outlined" sx={{ py: 0 }}>
                  <strong>
                    {warning.who} — {warning.title}
                  </strong>
                  <div>{warning.message}</div>
                </Alert>
              </li>
            ))}
          </Stack>
        )}
      </Paper>
      <Paper
        variant="outlined"
        sx={{ p: 2, flex: 1, width: '100%' }}
        component="section"
        aria-labelledby="planning-jobs"
      >
        <Typography
          id="planning-jobs"
          variant="subtitle1"
          component="h2"
          sx={{ fontWeight: 600, mb: 1 }}
        >
          {t.hoursByJobTitle}
        </Typography>
        {week.hoursByJob.length === 0 ? (
          <Typography variant="body2" color="text.secondary">
            {t.noHours}
          </Typography>
        ) : (
          <Stack component="ul" spacing={0.75} sx={{ m: 0, pl: 0, listStyle: 'none' }}>
            {week.hoursByJob.map((line) => (
              <Stack
                component="li"
                key={line.job?.id ?? 'none'}
                direction="row"
                spacing={1}
                sx={{ alignItems: 'center' }}
              >
                <Box
                  aria-hidden
                  sx={{
                    width: 12,
                    height: 12,
                    borderRadius: '50%',
                    bgcolor: jobDisplayColor(line.job?.displayColor),
                  }}
                />
                <Typography variant="body2" sx={{ flex: 1 }}>
                  {line.job?.title ?? t.noJob}
                </Typography>
                <Typography variant="body2" sx={{ fontWeight: 600 }}>
                  {hoursText(line.minutes)}
                </Typography>
              </Stack>
            ))}
            {/* The total closes the list: an item of its own (a list holds only items). */}
            <Typography component="li" variant="body2" color="text.secondary" sx={{ pt: 0.5 }}>
              {t.weekTotal(hoursText(week.workedMinutes))}
            </Typography>
          </Stack>
        )}
      </Paper>
    </Stack>
  );
}

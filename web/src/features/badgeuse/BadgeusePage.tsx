import { useEffect, useRef, useState } from 'react';
import { useMutation, useQuery } from '@apollo/client/react';
import { NetworkStatus } from '@apollo/client';
import { useSearchParams } from 'react-router-dom';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import Alert from '@mui/material/Alert';
import ChevronLeft from '@mui/icons-material/ChevronLeft';
import ChevronRight from '@mui/icons-material/ChevronRight';
import DoneAll from '@mui/icons-material/DoneAll';
import Refresh from '@mui/icons-material/Refresh';
import RequestQuoteOutlined from '@mui/icons-material/RequestQuoteOutlined';
import {
  addDays,
  BUSINESS_TIME_ZONE,
  dayCountText,
  dayValidatedMessage,
  isCalendarDay,
  shortDayText,
  startOfWeek,
  todayIn,
  weekdayOf,
  weekNumber,
  WEEKDAY_SHORT_LABELS,
  type CalendarDay,
} from '@bo/domain';
import { readGraphQLError } from '../../lib/apollo.ts';
import {
  useSelectedRestaurant,
  type SelectableRestaurant,
} from '../../lib/restaurant-selection.tsx';
import { ConfirmDialog } from '../../ui/ConfirmDialog.tsx';
import { usePhoneLayout } from '../../ui/layout.ts';
import { PageHeader } from '../../ui/PageHeader.tsx';
import { KioskDevicesButton } from './KioskDevices.tsx';
import { ReadOnlyBadge } from '../../ui/ReadOnlyBadge.tsx';
import { RequireRestaurant } from '../../ui/RequireRestaurant.tsx';
import { usePermissions } from '../../ui/usePermissions.ts';
import { useToast } from '../../ui/useToast.tsx';
import { useUnsavedChangesGuard } from '../../ui/useUnsavedChangesGuard.tsx';
import { ClockTable } from './ClockTable.tsx';
import {
  ApproveRealizedShiftMutation,
  BadgeuseWeekQuery,
  CreateApprovedShiftMutation,
  DeleteApprovedShiftMutation,
  UpdateApprovedShiftMutation,
  ValidateDayMutation,
} from './documents.ts';
import { EditPaidDialog } from './EditPaidDialog.tsx';
import { badgeuseMessages as t } from './messages.ts';
import { PayrollExportDialog } from './PayrollExportDialog.tsx';
import {
  adjustmentsOf,
  dayCanBeValidated,
  dayValidation,
  editOf,
  employeeName,
  enteredHoursOf,
  plannedPaidValues,
  sameEdit,
  storedPaidValues,
  updateOf,
  type ClockRowData,
  type PaidEdit,
  type PaidEdits,
} from './rows.ts';

/** The address keeps the week (its Monday) and the selected day: ?semaine=&jour=. */
export const WEEK_PARAM = 'semaine';
export const DAY_PARAM = 'jour';

export const dayText = (day: CalendarDay): string =>
  `${WEEKDAY_SHORT_LABELS[weekdayOf(day)]} ${shortDayText(day)}`;

/** A refusal's message for a toast: the server's sentence, else the screen's fallback. */
function failureText(error: unknown, fallback: string): string {
  const { code, message } = readGraphQLError(error);
  return message && code !== 'INTERNAL' ? message : fallback;
}

/** /badgeuse: the time-clock validation of the selected restaurant. */
export function BadgeusePage() {
  const { restaurant } = useSelectedRestaurant();
  if (restaurant) return <WeekScreen key={restaurant.id} restaurant={restaurant} />;
  return (
    <>
      <PageHeader title={t.title} />
      <RequireRestaurant>{() => null}</RequireRestaurant>
    </>
  );
}

function WeekScreen({ restaurant }: { restaurant: SelectableRestaurant }) {
  const permissions = usePermissions('TIME_CLOCK');
  const canEdit = permissions.canEdit;
  const phone = usePhoneLayout();
  const { show, toast } = useToast();
  const [params, setParams] = useSearchParams();

  // The week asked first counts from today in the chain's zone; once the restaurant's zone is
  // known, its own today marks the list and picks the default day.
  const weekParam = params.get(WEEK_PARAM);
  const guessedToday = todayIn(BUSINESS_TIME_ZONE);
  const monday = startOfWeek(weekParam && isCalendarDay(weekParam) ? weekParam : guessedToday);

  const { data, previousData, error, refetch, networkStatus } = useQuery(BadgeuseWeekQuery, {
    variables: { restaurantId: restaurant.id, start: monday },
    fetchPolicy: 'cache-and-network',
    notifyOnNetworkStatusChange: true,
  });
  // A failed reload shows through the query's own `error`; leaving the page aborts one in flight,
  // which is no failure: neither may surface as an unhandled rejection.
  const reload = () => refetch().catch(() => undefined);
  if (error) console.error('[badgeuse] loading failed', error);
  const loaded = data?.restaurant.week.start === monday ? data : undefined;
  const timeZone = (data ?? previousData)?.restaurant.timeZone ?? BUSINESS_TIME_ZONE;
  const today = todayIn(timeZone);
  const week = loaded?.restaurant.week;
  const weekDays = Array.from({ length: 7 }, (_, i) => addDays(monday, i));

  const dayParam = params.get(DAY_PARAM);
  const selectedDay =
    dayParam && weekDays.includes(dayParam) ? dayParam : weekDays.includes(today) ? today : monday;
  const day = week?.days.find((d) => d.date === selectedDay);
  const rows = day ? day.clockRows : null;

  const [edits, setEdits] = useState<PaidEdits>({});
  const [busyKeys, setBusyKeys] = useState<ReadonlySet<string>>(new Set());
  const [editing, setEditing] = useState<ClockRowData | null>(null);
  const [unapproving, setUnapproving] = useState<ClockRowData | null>(null);
  const [entering, setEntering] = useState<ClockRowData | null>(null);
  const [exporting, setExporting] = useState(false);

  const [approveShift] = useMutation(ApproveRealizedShiftMutation);
  const [updateShift] = useMutation(UpdateApprovedShiftMutation);
  const [deleteApproval, { loading: deleting }] = useMutation(DeleteApprovedShiftMutation);
  const [validateDay, { loading: validating }] = useMutation(ValidateDayMutation);
  const [createApproved] = useMutation(CreateApprovedShiftMutation);

  const goTo = (nextMonday: CalendarDay, nextDay?: CalendarDay) => {
    const next = new URLSearchParams(params);
    next.set(WEEK_PARAM, nextMonday);
    if (nextDay) next.set(DAY_PARAM, nextDay);
    else next.delete(DAY_PARAM);
    setParams(next);
  };
  // The day shown again is no change: only writing it in the address would ask to leave it.
  const selectDay = (date: CalendarDay) => {
    if (date !== selectedDay) goTo(monday, date);
  };

  const dropEdits = (keys: readonly string[]) =>
    setEdits((current) => {
      const next = { ...current };
      for (const key of keys) delete next[key];
      return next;
    });
  const withBusy = async (key: string, action: () => Promise<void>) => {
    setBusyKeys((current) => new Set(current).add(key));
    try {
      await action();
    } finally {
      setBusyKeys((current) => {
        const next = new Set(current);
        next.delete(key);
        return next;
      });
    }
  };

  const approve = (row: ClockRowData) =>
    withBusy(row.key, async () => {
      if (!row.realized) return;
      const adjustments = adjustmentsOf(row, edits, timeZone);
      try {
        await approveShift({
          variables: { id: row.realized.id, ...(adjustments && { adjustments }) },
        });
      } catch (failure) {
        console.error('[badgeuse] approval failed', failure);
        show(t.shiftApproveFailed, 'error');
        return;
      }
      dropEdits([row.key]);
      show(t.shiftApproved);
      await reload();
    });

  const save = (row: ClockRowData) =>
    withBusy(row.key, async () => {
      if (!row.approved) return;
      try {
        await updateShift({
          variables: { id: row.approved.id, input: updateOf(row, edits, timeZone) },
        });
      } catch (failure) {
        show(failureText(failure, t.shiftSaveFailed), 'error');
        return;
      }
      dropEdits([row.key]);
      show(t.shiftSaved);
      await reload();
    });

  const enterHours = (row: ClockRowData, edit: PaidEdit) => {
    setEntering(null);
    const input = enteredHoursOf(row, edit, restaurant.id, timeZone);
    if (!input) return;
    void withBusy(row.key, async () => {
      try {
        await createApproved({ variables: { input } });
      } catch (failure) {
        show(failureText(failure, t.hoursEnterFailed), 'error');
        return;
      }
      show(t.hoursEntered);
      await reload();
    });
  };

  const unapprove = async () => {
    const row = unapproving;
    if (!row?.approved) return;
    try {
      await deleteApproval({ variables: { id: row.approved.id } });
    } catch (failure) {
      setUnapproving(null);
      show(failureText(failure, t.unapproveFailed), 'error');
      return;
    }
    setUnapproving(null);
    dropEdits([row.key]);
    show(t.unapproved);
    await reload();
  };

  const validate = async () => {
    if (!rows) return;
    const { approvals, updates } = dayValidation(rows, edits, timeZone);
    try {
      const result = await validateDay({
        variables: { input: { restaurantId: restaurant.id, approvals, updates } },
      });
      const done = result.data?.validateDay;
      show(dayValidatedMessage(done?.approved.length ?? 0, done?.updated.length ?? 0));
    } catch (failure) {
      // The day is all or nothing: refused, none of it was saved, so the rows and their edits
      // stay as they are for the manager to correct and validate again.
      show(failureText(failure, t.dayValidationFailed), 'error');
      return;
    }
    dropEdits(rows.map((row) => row.key));
    await reload();
  };

  const applyEdit = (row: ClockRowData, edit: PaidEdit) => {
    const stored = storedPaidValues(row);
    setEditing(null);
    if (!stored) return;
    if (sameEdit(edit, editOf(stored, timeZone))) dropEdits([row.key]);
    else setEdits((current) => ({ ...current, [row.key]: edit }));
  };

  // The edits belong to the day shown: another day, week, page or restaurant, or a reload, asks
  // before they are lost.
  const leaveGuard = useUnsavedChangesGuard({
    dirty: Object.keys(edits).length > 0,
    message: t.unsavedEdits,
    onDiscard: () => setEdits({}),
  });

  const refreshing = networkStatus === NetworkStatus.refetch;
  const canValidate = rows !== null && dayCanBeValidated(rows, edits);
  const editingStored = editing ? storedPaidValues(editing) : null;
  const enteringPlanned = entering ? plannedPaidValues(entering) : null;

  return (
    <>
      <PageHeader
        title={t.title}
        subtitle={restaurant.name}
        badges={permissions.readOnly ? <ReadOnlyBadge /> : null}
        actions={
          <Stack
            direction="row"
            spacing={1}
            useFlexGap
            sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
          >
            <Button
              variant="outlined"
              startIcon={refreshing ? <CircularProgress size={16} /> : <Refresh />}
              disabled={refreshing}
              onClick={() => void reload()}
            >
              {t.refresh}
            </Button>
            {canEdit ? (
              <>
                <KioskDevicesButton restaurantId={restaurant.id} restaurantName={restaurant.name} />
                <Button
                  variant="outlined"
                  startIcon={<RequestQuoteOutlined />}
                  onClick={() => setExporting(true)}
                >
                  {t.exportPayroll}
                </Button>
                <Button
                  variant="contained"
                  startIcon={
                    validating ? <CircularProgress size={16} color="inherit" /> : <DoneAll />
                  }
                  disabled={!canValidate || validating}
                  onClick={() => void validate()}
                >
                  {t.validateDay}
                </Button>
              </>
            ) : null}
          </Stack>
        }
      />

      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: 2 }}>
        <Tooltip title={t.previousWeek}>
          <IconButton aria-label={t.previousWeek} onClick={() => goTo(addDays(monday, -7))}>
            <ChevronLeft />
          </IconButton>
        </Tooltip>
        <Box sx={{ textAlign: 'center', minWidth: 150 }}>
          <Typography variant="h2" component="p" sx={{ fontSize: '1.1rem', fontWeight: 600 }}>
            {t.weekNumber(weekNumber(monday))}
          </Typography>
          <Typography variant="caption" color="textSecondary">
            {`${shortDayText(monday)} – ${shortDayText(addDays(monday, 6))}/${addDays(monday, 6).slice(0, 4)}`}
          </Typography>
        </Box>
        <Tooltip title={t.nextWeek}>
          <IconButton aria-label={t.nextWeek} onClick={() => goTo(addDays(monday, 7))}>
            <ChevronRight />
          </IconButton>
        </Tooltip>
      </Stack>

      {error && !week ? (
        <Alert severity="error" sx={{ mb: 2 }}>
          {t.loadFailed}
        </Alert>
      ) : null}

      <Stack direction={phone ? 'column' : 'row'} spacing={2} sx={{ alignItems: 'flex-start' }}>
        <DayList
          phone={phone}
          days={weekDays}
          counts={week?.days}
          today={today}
          selected={selectedDay}
          onSelect={selectDay}
        />
        <Box sx={{ flex: 1, minWidth: 0, width: '100%' }}>
          <ClockTable
            dayLabel={dayText(selectedDay)}
            // Rows wait for the permissions too: a row's action (Valider, Saisir les heures) must not
            // appear a moment after the row itself, under a manager's finger.
            rows={week && !permissions.loading ? (rows ?? []) : null}
            edits={edits}
            timeZone={timeZone}
            phone={phone}
            canEdit={canEdit}
            busyKeys={busyKeys}
            onApprove={(row) => void approve(row)}
            onSave={(row) => void save(row)}
            onCancelEdit={(row) => dropEdits([row.key])}
            onEdit={setEditing}
            onUnapprove={setUnapproving}
            onEnterHours={setEntering}
          />
        </Box>
      </Stack>

      {editing && editingStored ? (
        <EditPaidDialog
          employeeName={employeeName(editing)}
          initial={edits[editing.key] ?? editOf(editingStored, timeZone)}
          onApply={(edit) => applyEdit(editing, edit)}
          onClose={() => setEditing(null)}
        />
      ) : null}
      {entering && enteringPlanned ? (
        <EditPaidDialog
          employeeName={employeeName(entering)}
          initial={editOf(enteringPlanned, timeZone)}
          onApply={(edit) => enterHours(entering, edit)}
          onClose={() => setEntering(null)}
        />
      ) : null}
      <ConfirmDialog
        open={unapproving !== null}
        title={t.unapproveTitle}
        message={unapproving ? t.unapproveConfirm(employeeName(unapproving)) : ''}
        confirmLabel={t.unapprove}
        cancelLabel={t.keep}
        destructive
        busy={deleting}
        onConfirm={() => void unapprove()}
        onClose={() => setUnapproving(null)}
      />
      {exporting ? (
        <PayrollExportDialog
          open
          onClose={() => setExporting(false)}
          restaurantId={restaurant.id}
          initialRange={{ from: monday, to: addDays(monday, 6) }}
          today={today}
        />
      ) : null}
      {leaveGuard}
      {toast}
    </>
  );
}

interface DayListProps {
  phone: boolean;
  days: readonly CalendarDay[];
  /** The days' counts, once loaded. */
  counts: readonly { date: string; clockedShiftCount: number; approvedCount: number }[] | undefined;
  today: CalendarDay;
  selected: CalendarDay;
  onSelect: (day: CalendarDay) => void;
}

/** The 7 days with 'N shifts • M validés': a list on the left, a row of chips on a phone. */
function DayList({ phone, days, counts, today, selected, onSelect }: DayListProps) {
  // On a phone the row of days is wider than the screen: bring the selected one into view.
  const selectedChip = useRef<HTMLDivElement>(null);
  const loaded = counts !== undefined;
  useEffect(() => {
    const chip = selectedChip.current;
    const row = chip?.parentElement;
    if (!chip || !row) return;
    const chipBox = chip.getBoundingClientRect();
    const rowBox = row.getBoundingClientRect();
    row.scrollLeft += chipBox.left - rowBox.left - (rowBox.width - chipBox.width) / 2;
  }, [selected, phone, loaded]);
  const countOf = (date: CalendarDay) => {
    const found = counts?.find((c) => c.date === date);
    return found ? dayCountText(found.clockedShiftCount, found.approvedCount) : '';
  };
  if (phone) {
    return (
      <Stack
        component="nav"
        aria-label={t.daysLabel}
        direction="row"
        spacing={1}
        sx={{ overflowX: 'auto', width: '100%', pb: 1 }}
      >
        {days.map((date) => (
          <Chip
            key={date}
            clickable
            color={date === selected ? 'primary' : 'default'}
            variant={date === selected ? 'filled' : 'outlined'}
            aria-current={date === selected ? 'date' : undefined}
            ref={date === selected ? selectedChip : undefined}
            onClick={() => onSelect(date)}
            label={
              <Box sx={{ textAlign: 'center', lineHeight: 1.2 }}>
                <Box component="span" sx={{ fontWeight: date === today ? 700 : 500 }}>
                  {dayText(date)}
                  {date === today ? ' •' : ''}
                </Box>
                <Box component="span" sx={{ display: 'block', fontSize: '0.7rem' }}>
                  {countOf(date)}
                </Box>
              </Box>
            }
            sx={{ height: 'auto', py: 0.5, flex: 'none' }}
          />
        ))}
      </Stack>
    );
  }
  return (
    <Paper
      variant="outlined"
      component="nav"
      aria-label={t.daysLabel}
      sx={{ width: 200, flex: 'none' }}
    >
      <List component="div" dense disablePadding>
        {days.map((date) => (
          <ListItemButton
            key={date}
            selected={date === selected}
            aria-current={date === selected ? 'date' : undefined}
            onClick={() => onSelect(date)}
          >
            <ListItemText
              primary={
                <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
                  <span>{dayText(date)}</span>
                  {date === today ? (
                    <Chip size="small" color="primary" variant="outlined" label={t.today} />
                  ) : null}
                </Stack>
              }
              secondary={countOf(date)}
            />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}

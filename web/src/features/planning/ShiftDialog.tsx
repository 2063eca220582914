import { useState } from 'react';
import { useMutation } from '@apollo/client/react';
import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import type { FormikErrors } from 'formik';
import {
  ABSENCE_TYPES,
  ABSENCE_TYPE_LABELS,
  countFromDialog,
  countOfDialog,
  DEFAULT_SHIFT,
  dialogDurationMinutes,
  durationText,
  endsNextDay,
  isAcceptedTimeText,
  parseTimeText,
  PLANNING_LIMITS,
  shiftTimes,
  shiftWallTimes,
  shortDayText,
  weekdayOf,
  WEEKDAY_SHORT_LABELS,
  type AbsenceType,
  type CalendarDay,
} from '@bo/domain';
import { FormDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import type { PlanningShift_ShiftFragment } from '../../gql/graphql';
import {
  CreateAbsencesMutation,
  CreateScheduledShiftMutation,
  UpdateScheduledShiftMutation,
} from './documents.ts';
import { planningMessages as t } from './messages.ts';
import { TimePicker } from './TimePicker.tsx';

const m = t.dialog;

export interface PlanningJob {
  id: string;
  title: string;
  breakDuration: number;
  displayColor: string;
  isActive: boolean;
}

export interface ShiftDialogTarget {
  employeeId: string;
  employeeName: string;
  day: CalendarDay;
  /** The shift edited; none: a new shift (or an absence). */
  shift?: PlanningShift_ShiftFragment;
}

interface ShiftDialogProps {
  open: boolean;
  onClose(): void;
  target: ShiftDialogTarget | null;
  restaurantId: string;
  timeZone: string;
  jobs: readonly PlanningJob[];
  /** The displayed week's days, the ones an absence can be put on. */
  days: readonly CalendarDay[];
  /** After a save: closes, toasts `message` and reads the week again. */
  onSaved(message: string): void;
}

type DialogTab = 'shift' | 'absence';

/** '24/11' with its weekday: 'Lun 24/11'. */
export const dayHeading = (day: CalendarDay): string =>
  `${WEEKDAY_SHORT_LABELS[weekdayOf(day)]} ${shortDayText(day)}`;

/**
 * The shift dialog (docs/areas/planning.md#shifts): a shift of one employee on one day, or, on
 * its Absence tab, his absences on days of the week.
 */
export function ShiftDialog(props: ShiftDialogProps) {
  return (
    <FormDialog open={props.open} onClose={props.onClose} titleId="shift-dialog-title">
      {props.target ? <ShiftDialogBody {...props} target={props.target} /> : null}
    </FormDialog>
  );
}

function ShiftDialogBody(props: ShiftDialogProps & { target: ShiftDialogTarget }) {
  const [tab, setTab] = useState<DialogTab>('shift');
  const editing = Boolean(props.target.shift);
  const tabs = (
    <Tabs
      value={tab}
      onChange={(_, next: DialogTab) => setTab(next)}
      aria-label={m.tabs}
      sx={{ borderBottom: 1, borderColor: 'divider', mt: -1 }}
    >
      <Tab value="shift" label={t.shiftTab} id="shift-tab" aria-controls="shift-panel" />
      {editing ? null : (
        <Tab value="absence" label={t.absenceTab} id="absence-tab" aria-controls="absence-panel" />
      )}
    </Tabs>
  );
  return tab === 'shift' ? (
    <ShiftForm {...props} tabs={tabs} />
  ) : (
    <AbsenceForm {...props} tabs={tabs} />
  );
}

interface ShiftFormValues {
  jobId: string;
  start: string;
  end: string;
  breakDuration: string;
  mealCount: string;
  comment: string;
}

const timeError = (text: string): string | undefined =>
  text.trim() === '' ? m.timeRequired : isAcceptedTimeText(text) ? undefined : m.timeInvalid;

function ShiftForm({
  target,
  restaurantId,
  timeZone,
  jobs,
  onSaved,
  tabs,
}: ShiftDialogProps & { target: ShiftDialogTarget; tabs: React.ReactNode }) {
  const [create] = useMutation(CreateScheduledShiftMutation);
  const [update] = useMutation(UpdateScheduledShiftMutation);
  const { shift } = target;
  const wall = shift ? shiftWallTimes(shift, timeZone) : null;
  // A shift keeps its job even once the job is made inactive; new shifts take active jobs only.
  const choices = jobs.filter((job) => job.isActive || job.id === shift?.job?.id);

  const { formik, content, field, setValue, errorOf } = useDialogForm<ShiftFormValues>({
    initialValues: {
      jobId: shift?.job?.id ?? '',
      start: wall?.start ?? DEFAULT_SHIFT.start,
      end: wall?.end ?? DEFAULT_SHIFT.end,
      breakDuration: String(shift?.breakDuration ?? DEFAULT_SHIFT.breakMinutes),
      mealCount: String(shift?.mealCount ?? DEFAULT_SHIFT.mealCount),
      comment: shift?.comment ?? '',
    },
    validate: (values) => {
      const errors: FormikErrors<ShiftFormValues> = {};
      if (!values.jobId) errors.jobId = t.jobRequired;
      const start = timeError(values.start);
      if (start) errors.start = start;
      const end = timeError(values.end);
      if (end) errors.end = end;
      // Said under the field, never rounded or zeroed: '4,5' is not 4 minutes.
      if (countOfDialog(values.breakDuration) === null) errors.breakDuration = t.breakInvalid;
      const meals = countOfDialog(values.mealCount);
      if (meals === null || meals > PLANNING_LIMITS.mealCountMax) {
        errors.mealCount = t.mealCountInvalid;
      }
      return errors;
    },
    onSave: async (values) => {
      const times = shiftTimes(target.day, values.start, values.end, timeZone)!;
      const common = {
        jobId: values.jobId,
        datetimeStart: times.datetimeStart.toISOString(),
        datetimeEnd: times.datetimeEnd.toISOString(),
        // Checked by `validate`: whole numbers from 0.
        breakDuration: countOfDialog(values.breakDuration) ?? 0,
        mealCount: countOfDialog(values.mealCount) ?? 0,
      };
      const comment = values.comment.trim();
      if (shift) {
        // An emptied comment is sent empty: the graph clears it.
        await update({ variables: { id: shift.id, input: { ...common, comment } } });
        onSaved(t.shiftUpdated);
      } else {
        await create({
          variables: {
            input: {
              restaurantId,
              employeeId: target.employeeId,
              ...common,
              ...(comment && { comment }),
            },
          },
        });
        onSaved(t.shiftCreated);
      }
    },
    failed: m.failed,
    logLabel: 'planning',
    serverFields: { datetimeStart: 'start', datetimeEnd: 'end' },
  });

  const { values } = formik;
  const from = parseTimeText(values.start);
  const to = parseTimeText(values.end);
  const nextDay = from !== null && to !== null && endsNextDay(from, to);
  const duration = dialogDurationMinutes(
    values.start,
    values.end,
    countFromDialog(values.breakDuration),
  );

  return (
    <FormDialogContent titles={m} mode={shift ? 'edit' : 'create'} {...content}>
      {tabs}
      <Typography variant="body2" color="text.secondary">
        {target.employeeName} · {dayHeading(target.day)}
      </Typography>
      <TextField
        {...field('jobId', 'shift')}
        select
        required
        label={m.job}
        onChange={(event) => {
          const jobId = event.target.value;
          setValue('jobId', jobId);
          // A new shift takes its job's break (docs/areas/planning.md#shifts), still editable.
          // A break the planner typed himself stays.
          const job = jobs.find((j) => j.id === jobId);
          const before = jobs.find((j) => j.id === values.jobId);
          const untouched = String(before?.breakDuration ?? DEFAULT_SHIFT.breakMinutes);
          if (!shift && job && values.breakDuration === untouched) {
            setValue('breakDuration', String(job.breakDuration));
          }
        }}
      >
        {choices.map((job) => (
          <MenuItem key={job.id} value={job.id}>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <span
                aria-hidden
                style={{
                  width: 12,
                  height: 12,
                  borderRadius: '50%',
                  background: job.displayColor,
                  display: 'inline-block',
                }}
              />
              <span>
                {job.title}
                {job.isActive ? '' : ` ${m.inactiveJob}`}
              </span>
            </Stack>
          </MenuItem>
        ))}
      </TextField>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <TimePicker
          id="shift-start"
          name="start"
          label={m.start}
          value={values.start}
          onChange={(text) => setValue('start', text)}
          onBlur={() => void formik.setFieldTouched('start', true)}
          error={errorOf('start')}
        />
        <TimePicker
          id="shift-end"
          name="end"
          label={m.end}
          value={values.end}
          onChange={(text) => setValue('end', text)}
          onBlur={() => void formik.setFieldTouched('end', true)}
          error={errorOf('end')}
          helperText={nextDay ? m.nextDay : undefined}
        />
      </Stack>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'flex-start' }}>
        <NumberField
          {...field('breakDuration', 'shift')}
          integer
          min={0}
          step={1}
          label={m.breakDuration}
        />
        <NumberField
          {...field('mealCount', 'shift')}
          integer
          min={0}
          step={1}
          label={m.mealCount}
        />
      </Stack>
      <Typography role="status" sx={{ fontWeight: 600 }}>
        {m.duration(durationText(duration))}
        {nextDay ? ` ${m.nextDay}` : ''}
      </Typography>
      <TextField {...field('comment', 'shift')} label={m.comment} multiline minRows={2} />
    </FormDialogContent>
  );
}

interface AbsenceFormValues {
  type: AbsenceType;
  dates: CalendarDay[];
  comment: string;
}

function AbsenceForm({
  target,
  restaurantId,
  days,
  onSaved,
  tabs,
}: ShiftDialogProps & { target: ShiftDialogTarget; tabs: React.ReactNode }) {
  const [createAbsences] = useMutation(CreateAbsencesMutation);
  const { formik, content, field, setValue, errorOf } = useDialogForm<AbsenceFormValues>({
    initialValues: { type: 'PAID_LEAVE', dates: [target.day], comment: '' },
    validate: (values) => (values.dates.length === 0 ? { dates: m.absenceDaysRequired } : {}),
    onSave: async (values) => {
      const comment = values.comment.trim();
      const dates = [...values.dates].sort();
      await createAbsences({
        variables: {
          input: {
            restaurantId,
            employeeId: target.employeeId,
            dates,
            type: values.type,
            ...(comment && { comment }),
          },
        },
      });
      onSaved(m.absenceSaved(dates.length));
    },
    failed: m.absenceFailed,
    logLabel: 'planning',
  });
  const chosen = formik.values.dates;
  const datesError = formik.submitCount > 0 ? errorOf('dates') : undefined;
  return (
    <FormDialogContent
      titles={{ createTitle: m.absenceTitle, editTitle: m.absenceTitle }}
      mode="create"
      submitLabels={m.absenceSubmit}
      {...content}
    >
      {tabs}
      <Typography variant="body2" color="text.secondary">
        {target.employeeName}
      </Typography>
      <TextField {...field('type', 'absence')} select required label={m.absenceType}>
        {ABSENCE_TYPES.map((type) => (
          <MenuItem key={type} value={type}>
            {ABSENCE_TYPE_LABELS[type]}
          </MenuItem>
        ))}
      </TextField>
      <FormControl component="fieldset" error={Boolean(datesError)}>
        <FormLabel component="legend">{m.absenceDays}</FormLabel>
        <FormGroup row>
          {days.map((day) => (
            <FormControlLabel
              key={day}
              label={dayHeading(day)}
              control={
                <Checkbox
                  checked={chosen.includes(day)}
                  onChange={(event) =>
                    setValue(
                      'dates',
                      event.target.checked ? [...chosen, day] : chosen.filter((d) => d !== day),
                    )
                  }
                />
              }
            />
          ))}
        </FormGroup>
        {datesError ? <FormHelperText>{datesError}</FormHelperText> : null}
      </FormControl>
      <TextField {...field('comment', 'absence')} label={m.comment} multiline minRows={2} />
    </FormDialogContent>
  );
}

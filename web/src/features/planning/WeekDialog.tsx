import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormGroup from '@mui/material/FormGroup';
import FormLabel from '@mui/material/FormLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { copyWeekChoices, type CalendarDay } from '@bo/domain';
import { Dialog } from '../../ui/Dialog.tsx';
import { SubmitButton } from '../../ui/SubmitButton.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { planningMessages as t } from './messages.ts';

export interface WeekEmployee {
  id: string;
  name: string;
}

export interface WeekOperation {
  /** The copied week's Monday (copy only). */
  sourceWeek?: CalendarDay;
  /** Only these employees; absent: all of them. */
  employeeIds?: string[];
}

interface WeekValues {
  /** The copied week's Monday. */
  source: CalendarDay;
  /** The employees concerned, in the team's order. */
  chosen: string[];
}

interface WeekDialogProps {
  mode: 'copy' | 'delete';
  open: boolean;
  onClose(): void;
  /** The displayed week: copied into, or emptied. */
  week: { start: CalendarDay; label: string };
  employees: readonly WeekEmployee[];
  /** Runs the operation, closes and toasts; rejects to keep the dialog open. */
  onConfirm(operation: WeekOperation): Promise<void>;
}

/**
 * 'Copier un planning' and 'Supprimer planning' (docs/areas/planning.md#weeks-and-days): the
 * displayed week, the source week for a copy, and the employees concerned, all by default.
 */
export function WeekDialog(props: WeekDialogProps) {
  const titleId = `${props.mode}-week-title`;
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      {props.open ? <WeekForm {...props} titleId={titleId} /> : null}
    </Dialog>
  );
}

function WeekForm({
  mode,
  onClose,
  week,
  employees,
  onConfirm,
  titleId,
}: WeekDialogProps & { titleId: string }) {
  const choices = copyWeekChoices(week.start);
  const copy = mode === 'copy';
  const { formik, content, setValue } = useDialogForm<WeekValues>({
    initialValues: { source: choices[0]!.weekStart, chosen: employees.map((e) => e.id) },
    onSave: async ({ source, chosen }) => {
      if (chosen.length === 0) return;
      await onConfirm({
        ...(copy && { sourceWeek: source }),
        // The whole team is sent as no selection at all (docs/areas/planning.md).
        ...(chosen.length < employees.length && { employeeIds: chosen }),
      });
    },
    // The page toasts the refusal; the dialog stays to try again.
    failed: '',
    // A copy sent again with its key is answered, not copied twice; the api keys its POSTs only,
    // and emptying a week (a DELETE) twice empties it once.
    idempotent: copy,
  });
  const { source, chosen } = formik.values;
  const busy = content.submitting;
  const all = chosen.length === employees.length;
  const none = chosen.length === 0;
  const w = t.week;

  // Kept in the team's order, whatever the order of the clicks.
  const choose = (ids: ReadonlySet<string>) =>
    setValue(
      'chosen',
      employees.filter((e) => ids.has(e.id)).map((e) => e.id),
    );
  const toggle = (id: string, checked: boolean) => {
    const next = new Set(chosen);
    if (checked) next.add(id);
    else next.delete(id);
    choose(next);
  };

  return (
    <Stack
      component="form"
      noValidate
      onSubmit={content.onSubmit}
      aria-labelledby={titleId}
      // As the other dialogs: the list scrolls, the buttons stay at the foot on a phone.
      sx={{ flex: 1, minHeight: 0 }}
    >
      <DialogTitle id={titleId}>{copy ? t.copyPlanning : t.deletePlanning}</DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {copy ? (
            <>
              <TextField
                select
                id="copy-week-source"
                label={w.source}
                value={source}
                onChange={(event) => setValue('source', event.target.value)}
                fullWidth
              >
                {choices.map((choice) => (
                  <MenuItem key={choice.weekStart} value={choice.weekStart}>
                    {choice.label}
                  </MenuItem>
                ))}
              </TextField>
              <Typography variant="body2">{w.copyInto(week.label)}</Typography>
            </>
          ) : (
            <Typography>{w.deleteQuestion(week.label)}</Typography>
          )}
          <fieldset style={{ border: 0, padding: 0, margin: 0 }}>
            <FormLabel component="legend">{w.employees}</FormLabel>
            <FormControlLabel
              label={w.allEmployees}
              control={
                <Checkbox
                  checked={all}
                  indeterminate={!all && !none}
                  onChange={(event) =>
                    choose(new Set(event.target.checked ? employees.map((e) => e.id) : []))
                  }
                />
              }
            />
            <FormGroup sx={{ pl: 3 }}>
              {employees.map((employee) => (
                <FormControlLabel
                  key={employee.id}
                  label={employee.name}
                  control={
                    <Checkbox
                      checked={chosen.includes(employee.id)}
                      onChange={(event) => toggle(employee.id, event.target.checked)}
                    />
                  }
                />
              ))}
            </FormGroup>
          </fieldset>
          {none ? <Alert severity="info">{w.noneChosen}</Alert> : null}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={busy}>
          {w.cancel}
        </Button>
        <SubmitButton submitting={busy} disabled={none} color={copy ? 'primary' : 'error'}>
          {copy ? (busy ? w.copying : w.copy) : busy ? w.deleting : w.delete}
        </SubmitButton>
      </DialogActions>
    </Stack>
  );
}

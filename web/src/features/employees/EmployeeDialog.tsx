import type { ChangeEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useFormik } from 'formik';
import {
  CONTRACT_HOURS_MAX,
  CONTRACT_HOURS_MIN,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
} from '@bo/domain';
import type { EmployeeInput } from '../../gql/graphql';
import { useSaveKey } from '../../lib/idempotency.ts';
import { employeeMessages as t } from './messages.ts';
import {
  emptyEmployeeValues,
  employeeSchema,
  toEmployeeInput,
  valuesOf,
  type EditedEmployee,
  type EmployeeFormValues,
} from './schema.ts';

type FieldName = keyof EmployeeFormValues;

/** What the dialog shows after a refused save: messages under fields, or one for the form. */
export interface EmployeeSaveErrors {
  fields?: Partial<Record<FieldName, string>>;
  form?: string;
}

interface EmployeeDialogProps {
  open: boolean;
  /** The employee being edited; absent: a new employee of `restaurant`. */
  employee?: EditedEmployee;
  /** The restaurant the employee belongs to (chosen automatically: the selected one). */
  restaurant: { id: string; name: string };
  /** Resolves with the errors to show, or nothing when saved (the caller closes the dialog). */
  onSave(input: EmployeeInput): Promise<EmployeeSaveErrors | void>;
  onClose(): void;
}

/** The create/edit dialog of /restaurant/employees, with the rules of spec 000 §5. */
export function EmployeeDialog(props: EmployeeDialogProps) {
  // Mounted only while open, so each opening starts from the employee's current values.
  return (
    <Dialog
      open={props.open}
      onClose={props.onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby="employee-dialog-title"
    >
      {props.open ? <EmployeeForm {...props} /> : null}
    </Dialog>
  );
}

function EmployeeForm({ employee, restaurant, onSave, onClose }: EmployeeDialogProps) {
  const mode = employee ? 'edit' : 'create';
  const saveKey = useSaveKey();
  const formik = useFormik<EmployeeFormValues>({
    initialValues: employee ? valuesOf(employee) : emptyEmployeeValues,
    validationSchema: employeeSchema(mode),
    initialStatus: {} satisfies EmployeeSaveErrors,
    onSubmit: async (values, helpers) => {
      helpers.setStatus({});
      const input = toEmployeeInput(
        values,
        employee
          ? { mode: 'edit', initial: employee }
          : { mode: 'create', restaurantId: restaurant.id },
      );
      const errors = await saveKey.run(input, () => onSave(input));
      if (errors) helpers.setStatus(errors);
      else saveKey.forget();
    },
  });
  const status = (formik.status ?? {}) as EmployeeSaveErrors;

  // A server message stays under its field until that field is edited (Formik re-validates on
  // blur, which would wipe it from `errors`).
  const errorOf = (name: FieldName): string | undefined =>
    (formik.touched[name] ? formik.errors[name] : undefined) ?? status.fields?.[name];

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    const name = event.target.name as FieldName;
    if (status.fields?.[name]) {
      formik.setStatus({ ...status, fields: { ...status.fields, [name]: undefined } });
    }
    // The raw text, also for the hours: Formik's handleChange would turn a number input into a
    // number (or '' when emptied), and the payload rules work on what was typed.
    void formik.setFieldValue(name, event.target.value);
  };

  const field = (name: FieldName) => {
    const error = errorOf(name);
    return {
      id: `employee-${name}`,
      name,
      value: formik.values[name],
      onChange: handleChange,
      onBlur: formik.handleBlur,
      error: Boolean(error),
      helperText: error,
      fullWidth: true,
    };
  };

  return (
    <form noValidate onSubmit={formik.handleSubmit} aria-labelledby="employee-dialog-title">
      <DialogTitle id="employee-dialog-title">
        {mode === 'create' ? t.dialog.createTitle : t.dialog.editTitle}
      </DialogTitle>
      <DialogContent>
        <Stack spacing={2.5} sx={{ pt: 1 }}>
          {status.form ? <Alert severity="error">{status.form}</Alert> : null}
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              {...field('firstName')}
              label={t.dialog.firstName}
              required
              autoFocus
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
            <TextField
              {...field('lastName')}
              label={t.dialog.lastName}
              required
              slotProps={{ htmlInput: { autoComplete: 'off' } }}
            />
          </Stack>
          <TextField
            {...field('pin')}
            label={t.dialog.pin}
            required={mode === 'create'}
            helperText={
              errorOf('pin') ?? (mode === 'create' ? t.dialog.pinHelp : t.dialog.pinKeepHelp)
            }
            slotProps={{
              htmlInput: {
                inputMode: 'numeric',
                autoComplete: 'off',
                maxLength: 6,
                sx: { fontFamily: 'monospace', letterSpacing: '0.2em' },
              },
            }}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField {...field('contractType')} select label={t.dialog.contractType}>
              <MenuItem value="">
                <em>{t.dialog.noContract}</em>
              </MenuItem>
              {CONTRACT_TYPES.map((type) => (
                <MenuItem key={type} value={type}>
                  {CONTRACT_TYPE_LABELS[type]}
                </MenuItem>
              ))}
            </TextField>
            <TextField
              {...field('contractNbHours')}
              type="number"
              label={t.dialog.contractNbHours}
              helperText={errorOf('contractNbHours') ?? t.dialog.hoursHelp}
              slotProps={{
                htmlInput: { min: CONTRACT_HOURS_MIN, max: CONTRACT_HOURS_MAX, step: 1 },
              }}
            />
          </Stack>
          <TextField
            id="employee-restaurant"
            label={t.dialog.restaurant}
            value={restaurant.name}
            disabled
            fullWidth
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose} color="inherit" disabled={formik.isSubmitting}>
          {t.dialog.cancel}
        </Button>
        <Button
          type="submit"
          variant="contained"
          disabled={formik.isSubmitting}
          startIcon={
            formik.isSubmitting ? <CircularProgress size={16} color="inherit" /> : undefined
          }
        >
          {mode === 'create' ? t.dialog.create : t.dialog.save}
        </Button>
      </DialogActions>
    </form>
  );
}

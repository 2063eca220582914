import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import {
  CONTRACT_HOURS_MAX,
  CONTRACT_HOURS_MIN,
  CONTRACT_TYPE_LABELS,
  CONTRACT_TYPES,
} from '@bo/domain';
import type { EmployeeInput } from '../../gql/graphql';
import { formDialog, FormDialogContent } from '../../ui/FormDialog.tsx';
import { FixedField } from '../../ui/FormFields.tsx';
import { NumberField } from '../../ui/NumberField.tsx';
import { useDialogForm } from '../../ui/useDialogForm.ts';
import { employeeMessages as t } from './messages.ts';
import {
  emptyEmployeeValues,
  employeeSchema,
  toEmployeeInput,
  valuesOf,
  type EditedEmployee,
  type EmployeeFormValues,
} from './schema.ts';

interface EmployeeDialogProps {
  open: boolean;
  /** The employee being edited; absent: a new employee of `restaurant`. */
  employee?: EditedEmployee | undefined;
  /** The restaurant the employee belongs to (chosen automatically: the selected one). */
  restaurant: { id: string; name: string };
  /** Saves and closes the dialog; rejects with the server's refusal, which the dialog shows. */
  onSave(input: EmployeeInput): Promise<void>;
  onClose(): void;
}

const TITLE_ID = 'employee-dialog-title';

/**
 * The create/edit dialog of /restaurant/employees, with the rules of
 * docs/areas/people.md#employees.
 */
export const EmployeeDialog = formDialog<EmployeeDialogProps>(TITLE_ID, EmployeeForm);

function EmployeeForm({ employee, restaurant, onSave }: EmployeeDialogProps) {
  const mode = employee ? 'edit' : 'create';
  // Every value stays the text typed, the hours too: the payload rules work on what was typed.
  const { content, field, errorOf } = useDialogForm<EmployeeFormValues>({
    initialValues: employee ? valuesOf(employee) : emptyEmployeeValues,
    validationSchema: employeeSchema(mode),
    onSave: (values) =>
      onSave(
        toEmployeeInput(
          values,
          employee
            ? { mode: 'edit', initial: employee }
            : { mode: 'create', restaurantId: restaurant.id },
        ),
      ),
    failed: t.dialog.failed,
    logLabel: 'employees',
  });

  return (
    <FormDialogContent titles={t.dialog} mode={mode} {...content}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          {...field('firstName', 'employee')}
          label={t.dialog.firstName}
          required
          autoFocus
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
        <TextField
          {...field('lastName', 'employee')}
          label={t.dialog.lastName}
          required
          slotProps={{ htmlInput: { autoComplete: 'off' } }}
        />
      </Stack>
      <TextField
        {...field('pin', 'employee')}
        label={t.dialog.pin}
        required={mode === 'create'}
        helperText={errorOf('pin') ?? (mode === 'create' ? t.dialog.pinHelp : t.dialog.pinKeepHelp)}
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
        <TextField {...field('contractType', 'employee')} select label={t.dialog.contractType}>
          <MenuItem value="">
            <em>{t.dialog.noContract}</em>
          </MenuItem>
          {CONTRACT_TYPES.map((type) => (
            <MenuItem key={type} value={type}>
              {CONTRACT_TYPE_LABELS[type]}
            </MenuItem>
          ))}
        </TextField>
        <NumberField
          {...field('contractNbHours', 'employee')}
          integer
          min={CONTRACT_HOURS_MIN}
          max={CONTRACT_HOURS_MAX}
          label={t.dialog.contractNbHours}
          helperText={errorOf('contractNbHours') ?? t.dialog.hoursHelp}
        />
      </Stack>
      <FixedField id="employee-restaurant" label={t.dialog.restaurant} value={restaurant.name} />
    </FormDialogContent>
  );
}

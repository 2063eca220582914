import {
  CONTRACT_HOURS_MAX,
  CONTRACT_HOURS_MIN,
  EMPLOYEE_MESSAGES as M,
  parseFrenchInteger,
  PIN_PATTERN,
  type ContractType,
} from '@bo/domain';
import * as yup from 'yup';
import type { EmployeeInput } from '../../gql/graphql.ts';
import { requiredTextField } from '../../lib/texts.ts';

/** The dialog's fields as typed: text inputs, '' when empty. */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  pin: string;
  contractType: ContractType | '';
  contractNbHours: string;
}

export const emptyEmployeeValues: EmployeeFormValues = {
  firstName: '',
  lastName: '',
  pin: '',
  contractType: '',
  contractNbHours: '',
};

/** What the dialog edits of an existing employee. */
export interface EditedEmployee {
  firstName: string;
  lastName: string;
  contractType?: ContractType | null;
  contractNbHours?: number | null;
}

/** An edit starts from the employee's values; the PIN field starts empty (empty keeps it). */
export function valuesOf(employee: EditedEmployee): EmployeeFormValues {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    pin: '',
    contractType: employee.contractType ?? '',
    contractNbHours:
      employee.contractNbHours === null || employee.contractNbHours === undefined
        ? ''
        : String(employee.contractNbHours),
  };
}

const isHours = (value: string) => {
  const n = parseFrenchInteger(value);
  return n !== null && n >= CONTRACT_HOURS_MIN && n <= CONTRACT_HOURS_MAX;
};

/**
 * PIN required on create only; hours an integer from 0 to 80, or nothing
 * (docs/areas/people.md#employees).
 */
export function employeeSchema(mode: 'create' | 'edit'): yup.ObjectSchema<EmployeeFormValues> {
  const pin = yup.string().ensure().trim();
  return yup.object({
    firstName: requiredTextField(M.firstNameRequired),
    lastName: requiredTextField(M.lastNameRequired),
    pin: (mode === 'create' ? pin.required(M.pinRequired) : pin).test(
      'pin',
      M.pinInvalid,
      (value) => !value || PIN_PATTERN.test(value),
    ),
    contractType: yup.mixed<ContractType | ''>().defined().default(''),
    contractNbHours: yup
      .string()
      .ensure()
      .trim()
      .test('hours', M.hoursInvalid, (value) => !value || isHours(value)),
  }) as yup.ObjectSchema<EmployeeFormValues>;
}

/**
 * The mutation's input (docs/areas/people.md#employees): an empty PIN, contract type or hours is
 * left out; hours go as an integer; on create the restaurant is the selected one. On edit, a
 * contract or hours the user emptied is sent as null (left out, the old value would silently stay).
 */
export function toEmployeeInput(
  values: EmployeeFormValues,
  target: { mode: 'create'; restaurantId: string } | { mode: 'edit'; initial: EditedEmployee },
): EmployeeInput {
  const input: EmployeeInput = {
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
  };
  const pin = values.pin.trim();
  if (pin) input.pin = pin;
  if (target.mode === 'create') input.restaurantId = target.restaurantId;

  const had = target.mode === 'edit' ? target.initial : null;
  if (values.contractType) input.contractType = values.contractType;
  else if (had?.contractType) input.contractType = null;

  const hours = String(values.contractNbHours ?? '').trim();
  if (hours) input.contractNbHours = parseFrenchInteger(hours);
  else if (had && had.contractNbHours !== null && had.contractNbHours !== undefined) {
    input.contractNbHours = null;
  }
  return input;
}

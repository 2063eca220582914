import { compareEmployees } from '@bo/domain';
import { EMPTY_VALUE } from '../../../lib/format.ts';

type Person = { firstName: string; lastName: string };

/** Who a log names, or `fallback` ('—' on screen; the CSVs of some logs leave the cell empty). */
export const personName = (p: Person | null | undefined, fallback: string = EMPTY_VALUE) =>
  p ? `${p.firstName} ${p.lastName}` : fallback;

/**
 * Who a record's 'Employé' column names: its employee, else the account that wrote it down (a
 * delivery's reception names no employee: the user who received it signs its traceability), as
 * the inspection PDF's 'Enregistré par' does.
 */
export const recordAuthor = (record: {
  employee?: Person | null;
  recordedBy?: Person | null;
}): Person | null => record.employee ?? record.recordedBy ?? null;

/** A restaurant's staff as a dialog's or a filter's options, in the employees page's order. */
export const employeeOptions = (employees: readonly (Person & { id: string })[] | undefined) =>
  [...(employees ?? [])].sort(compareEmployees).map((e) => ({ id: e.id, name: personName(e) }));

import { compareEmployees, personName } from '@bo/domain';

type Person = { firstName: string; lastName: string };

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

// The people a hygiene log names, shared by the log pages and the exports so both show the same
// names.
import { inArray } from 'drizzle-orm';
import type { Db } from '../db/index.ts';
import { employees, users } from '../db/schema.ts';

export interface PersonRef {
  id: number;
  firstName: string;
  lastName: string;
}

/** The employees and accounts a page of logs names, read in two queries whatever its size. */
export async function peopleOf(
  db: Db,
  rows: { employeeId: number | null; recordedById: number | null }[],
): Promise<{
  employee(id: number | null): PersonRef | null;
  recordedBy(id: number | null): PersonRef | null;
}> {
  const employeeIds = [...new Set(rows.map((r) => r.employeeId).filter((id) => id !== null))];
  const userIds = [...new Set(rows.map((r) => r.recordedById).filter((id) => id !== null))];
  const [staff, accounts] = await Promise.all([
    employeeIds.length
      ? db
          .select({
            id: employees.id,
            firstName: employees.firstName,
            lastName: employees.lastName,
          })
          .from(employees)
          .where(inArray(employees.id, employeeIds))
      : [],
    userIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
  ]);
  const byEmployee = new Map(staff.map((p) => [p.id, p]));
  const byUser = new Map(accounts.map((p) => [p.id, p]));
  return {
    employee: (id) => (id === null ? null : (byEmployee.get(id) ?? null)),
    recordedBy: (id) => (id === null ? null : (byUser.get(id) ?? null)),
  };
}

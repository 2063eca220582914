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

/** Staff records by id, in one query (none for an empty list): for any page that names people. */
export async function employeesById(
  db: Db,
  ids: Iterable<number | null>,
): Promise<Map<number, PersonRef>> {
  const wanted = [...new Set(ids)].filter((id) => id !== null);
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: employees.id, firstName: employees.firstName, lastName: employees.lastName })
    .from(employees)
    .where(inArray(employees.id, wanted));
  return new Map(rows.map((p) => [p.id, p]));
}

/** The employees and accounts a page of logs names, read in two queries whatever its size. */
export async function peopleOf(
  db: Db,
  rows: { employeeId: number | null; recordedById: number | null }[],
): Promise<{
  employee(id: number | null): PersonRef | null;
  recordedBy(id: number | null): PersonRef | null;
}> {
  const userIds = [...new Set(rows.map((r) => r.recordedById).filter((id) => id !== null))];
  const [byEmployee, accounts] = await Promise.all([
    employeesById(
      db,
      rows.map((r) => r.employeeId),
    ),
    userIds.length
      ? db
          .select({ id: users.id, firstName: users.firstName, lastName: users.lastName })
          .from(users)
          .where(inArray(users.id, userIds))
      : [],
  ]);
  const byUser = new Map(accounts.map((p) => [p.id, p]));
  return {
    employee: (id) => (id === null ? null : (byEmployee.get(id) ?? null)),
    recordedBy: (id) => (id === null ? null : (byUser.get(id) ?? null)),
  };
}

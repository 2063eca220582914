// The payroll export's query: a restaurant's hours and absences of a period gathered into the
// employees' sheets, for payroll.routes.ts (which keeps the access, the checks and the files).
import { and, eq, gte, inArray, lt, lte, or } from 'drizzle-orm';
import { dayRangeInstants, payrollSheets } from '@bo/domain';
import type { Db } from '../db/index.ts';
import {
  absences,
  approvedShifts,
  employees,
  scheduledShifts,
  type RestaurantRow,
} from '../db/schema.ts';

/**
 * The sheets of the restaurant's staff, and of anyone else with hours or an absence there in the
 * period (someone who has moved to another restaurant is still paid for these days).
 */
export async function loadPayrollSheets(
  db: Db,
  restaurant: RestaurantRow,
  from: string,
  to: string,
) {
  const period = { from, to };
  const instants = dayRangeInstants(period, restaurant.timeZone);
  const shiftsOf = (table: typeof scheduledShifts | typeof approvedShifts) =>
    db
      .select({
        employeeId: table.employeeId,
        datetimeStart: table.datetimeStart,
        datetimeEnd: table.datetimeEnd,
        breakDuration: table.breakDuration,
        mealCount: table.mealCount,
      })
      .from(table)
      .where(
        and(
          eq(table.restaurantId, restaurant.id),
          gte(table.datetimeStart, instants.from),
          lt(table.datetimeStart, instants.to),
        ),
      );
  const [scheduled, approved, away] = await Promise.all([
    shiftsOf(scheduledShifts),
    shiftsOf(approvedShifts),
    db
      .select({ employeeId: absences.employeeId, date: absences.date, type: absences.type })
      .from(absences)
      .where(
        and(
          eq(absences.restaurantId, restaurant.id),
          gte(absences.date, from),
          lte(absences.date, to),
        ),
      ),
  ]);
  const named = [...new Set([...scheduled, ...approved, ...away].map((row) => row.employeeId))];
  const staff = await db
    .select({
      id: employees.id,
      firstName: employees.firstName,
      lastName: employees.lastName,
      contractNbHours: employees.contractNbHours,
    })
    .from(employees)
    .where(
      named.length === 0
        ? eq(employees.restaurantId, restaurant.id)
        : or(eq(employees.restaurantId, restaurant.id), inArray(employees.id, named)),
    );
  return payrollSheets({
    employees: staff,
    scheduled,
    approved,
    absences: away,
    period,
    timeZone: restaurant.timeZone,
  });
}

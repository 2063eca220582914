// The payroll export (docs/areas/planning.md#payroll-export): a restaurant's approved hours per
// employee and day over a period of its calendar days, with the planned hours, breaks, meals and
// absences, as a CSV for the accountant or a PDF to sign. Payroll is the business of those who
// validate hours: an ADMIN, or the restaurant's MANAGER; an EMPLOYEE is refused.
import { and, eq, gte, inArray, lt, lte, or } from 'drizzle-orm';
import {
  dayRangeInstants,
  payrollCsv,
  payrollDayText,
  payrollSheets,
  personName,
} from '@bo/domain';
import { binary } from '../contract/common.ts';
import { PayrollExportQuery } from './payroll.contract.ts';
import type { Db } from '../db/index.ts';
import {
  absences,
  approvedShifts,
  employees,
  scheduledShifts,
  type RestaurantRow,
} from '../db/schema.ts';
import { dateTimeFormatter } from '../exports/hygiene-data.ts';
import { renderPayrollPdf } from '../exports/payroll-pdf.ts';
import { defineRoute } from '../http/route.ts';
import { assertDayPeriod } from './days.ts';
import { slug } from '../exports/exports.routes.ts';
import { findVisibleRestaurant } from '../tenancy.ts';

/**
 * The sheets of the restaurant's staff, and of anyone else with hours or an absence there in the
 * period (someone who has moved to another restaurant is still paid for these days).
 */
async function loadSheets(db: Db, restaurant: RestaurantRow, from: string, to: string) {
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

export const payrollRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/payroll/export',
    tags: ['payroll'],
    summary:
      "Export de paie d'un restaurant (ADMIN, ou MANAGER du restaurant) : par employé et par jour de la période, heures validées (payées), heures prévues, pause validée, repas et absence, puis les totaux de l'employé ; CSV (UTF-8 avec BOM, « ; », virgule décimale, heures en centièmes) ou PDF à signer",
    access: { area: 'TIME_CLOCK', action: 'edit' },
    query: PayrollExportQuery,
    response: {
      status: 200,
      description:
        'Le fichier (Content-Disposition: attachment ; paie-<restaurant>-<du>-<au>.csv ou .pdf).',
      content: { 'text/csv': { schema: binary }, 'application/pdf': { schema: binary } },
    },
    errors: [400, 404],
    handler: async ({ db, user, res, query: { restaurantId, dateFrom, dateTo, format } }) => {
      const restaurant = await findVisibleRestaurant(db, user, restaurantId);
      assertDayPeriod({ dateFrom, dateTo });
      const sheets = await loadSheets(db, restaurant, dateFrom, dateTo);
      const filename = `paie-${slug(restaurant.name)}-${dateFrom}-${dateTo}.${format}`;
      res.setHeader('Content-Disposition', `attachment; filename="${filename}"`);
      res.setHeader('Cache-Control', 'private, no-store');
      if (format === 'csv') {
        res.setHeader('Content-Type', 'text/csv; charset=utf-8');
        res.send(payrollCsv(sheets));
        return;
      }
      const doc = renderPayrollPdf(
        {
          restaurant: { name: restaurant.name, address: restaurant.address },
          fromDay: payrollDayText(dateFrom),
          toDay: payrollDayText(dateTo),
          generatedAt: dateTimeFormatter(restaurant.timeZone)(new Date()),
          generatedBy: `${personName(user)} (${user.email})`,
          timeZone: restaurant.timeZone,
        },
        sheets,
      );
      res.setHeader('Content-Type', 'application/pdf');
      // The document is drawn (synchronously, above) before a byte is sent: a failure is a 500.
      doc.pipe(res);
    },
  }),
];

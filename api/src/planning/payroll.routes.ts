// The payroll export (docs/areas/planning.md#payroll-export): a restaurant's approved hours per
// employee and day over a period of its calendar days, with the planned hours, breaks, meals and
// absences, as a CSV for the accountant or a PDF to sign. Payroll is the business of those who
// validate hours: an ADMIN, or the restaurant's MANAGER; an EMPLOYEE is refused.
import { payrollCsv, payrollDayText, personName } from '@bo/domain';
import { binary } from '../contract/common.ts';
import { PayrollExportQuery } from './payroll.contract.ts';
import { loadPayrollSheets } from './payroll.queries.ts';
import { dateTimeFormatter } from '../exports/hygiene-data.ts';
import { renderPayrollPdf } from '../exports/payroll-pdf.ts';
import { defineRoute } from '../http/route.ts';
import { assertDayPeriod } from './days.ts';
import { slug } from '../exports/exports.routes.ts';
import { findVisibleRestaurant } from '../tenancy.ts';

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
      const sheets = await loadPayrollSheets(db, restaurant, dateFrom, dateTo);
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

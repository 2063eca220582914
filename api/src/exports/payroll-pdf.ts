// The payroll export's printable sheet (docs/areas/planning.md#payroll-export): one section per
// employee, on its own page so each sheet can be handed out and signed, with the days, the totals
// and the signature lines. Tables and footers are the hygiene report's.
import PDFDocument from 'pdfkit';
import {
  ABSENCE_TYPE_LABELS,
  absenceDaysText,
  durationText,
  PAYROLL_TEXTS,
  payrollDayText,
  payrollEmployeeName,
  payrollHoursText,
  WEEKDAY_SHORT_LABELS,
  weekdayOf,
  type PayrollSheet,
} from '@bo/domain';
import { BOLD, drawTable, FONT, MARGIN, winAnsi, writeFooters } from './hygiene-pdf.ts';

export interface PayrollCover {
  restaurant: { name: string; address?: string | null };
  /** The period's days, dd/mm/yyyy. */
  fromDay: string;
  toDay: string;
  generatedAt: string;
  generatedBy: string;
  timeZone: string;
}

/** '7 h 20 (7,33)': the duration as read, and in hundredths as keyed into payroll. */
const hours = (minutes: number) => `${durationText(minutes)} (${payrollHoursText(minutes)})`;

const SIGNATURE_HEIGHT = 70;

/** The sheet as a PDF stream, drawn before it is returned. */
export function renderPayrollPdf(
  cover: PayrollCover,
  sheets: readonly PayrollSheet[],
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${PAYROLL_TEXTS.title} — ${cover.restaurant.name}`,
      Author: cover.generatedBy,
      Creator: 'Brigade',
    },
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;
  const text = (value: string, options?: PDFKit.Mixins.TextOptions) =>
    doc.text(winAnsi(value), options);

  if (sheets.length === 0) {
    doc.font(BOLD).fontSize(15);
    text(PAYROLL_TEXTS.title, { width });
    doc.font(FONT).fontSize(10);
    text(`${cover.restaurant.name} — du ${cover.fromDay} au ${cover.toDay}`, { width });
    text(PAYROLL_TEXTS.nothing, { width });
  }
  sheets.forEach(({ employee, days, totals }, index) => {
    if (index > 0) doc.addPage();
    doc.x = MARGIN;
    doc.y = MARGIN;
    doc.font(BOLD).fontSize(15).fillColor('black');
    text(PAYROLL_TEXTS.title, { width });
    doc.font(FONT).fontSize(10).fillColor('#333');
    text(
      `${cover.restaurant.name}${cover.restaurant.address ? ` — ${cover.restaurant.address}` : ''}`,
      { width },
    );
    text(`Période : du ${cover.fromDay} au ${cover.toDay}`, { width });
    doc.moveDown(0.6).font(BOLD).fontSize(13).fillColor('black');
    text(payrollEmployeeName(employee), { width });
    doc.font(FONT).fontSize(10);
    text(`Contrat : ${totals.contractHours} h par semaine`, { width });
    doc.moveDown(0.6);

    if (days.length === 0) {
      text(PAYROLL_TEXTS.nothing, { width });
      doc.moveDown(0.6);
    } else {
      drawTable(
        doc,
        {
          columns: [
            { header: 'Date', weight: 1.1 },
            { header: 'Jour', weight: 0.6 },
            { header: 'Horaires validés', weight: 2.2 },
            { header: 'Prévu', weight: 0.9, align: 'right' },
            { header: 'Payé', weight: 0.9, align: 'right' },
            { header: 'Pause', weight: 0.9, align: 'right' },
            { header: 'Repas', weight: 0.6, align: 'right' },
            { header: 'Absence', weight: 1.3 },
          ],
          rows: days.map((day) => [
            payrollDayText(day.date),
            WEEKDAY_SHORT_LABELS[weekdayOf(day.date)],
            day.times || '—',
            durationText(day.plannedMinutes),
            durationText(day.paidMinutes),
            durationText(day.breakMinutes),
            String(day.meals),
            day.absence ? ABSENCE_TYPE_LABELS[day.absence] : '',
          ]),
        },
        width,
        bottom,
      );
    }

    doc.moveDown(0.4).font(BOLD).fontSize(11).fillColor('black');
    text(PAYROLL_TEXTS.total, { width });
    doc.font(FONT).fontSize(10);
    for (const line of [
      `Heures payées : ${hours(totals.paidMinutes)}`,
      `Heures prévues : ${hours(totals.plannedMinutes)}`,
      `Pause validée : ${hours(totals.breakMinutes)}`,
      `Repas : ${totals.meals}`,
      `Jours travaillés : ${totals.workedDays}`,
      `Absences : ${absenceDaysText(totals.absenceDays) || 'aucune'}`,
    ]) {
      text(line, { width });
    }

    // ---- Signatures, side by side, kept together on one page.
    doc.moveDown(1.2);
    if (doc.y + SIGNATURE_HEIGHT > bottom()) doc.addPage();
    const top = doc.y;
    const half = (width - 20) / 2;
    for (const [i, label] of [
      PAYROLL_TEXTS.managerSignature,
      PAYROLL_TEXTS.employeeSignature,
    ].entries()) {
      const x = MARGIN + i * (half + 20);
      doc.font(BOLD).fontSize(10).fillColor('black');
      doc.text(winAnsi(label), x, top, { width: half });
      doc.font(FONT).fontSize(9).fillColor('#555');
      doc.text('Date :', x, top + 16, { width: half });
      doc
        .lineWidth(0.7)
        .strokeColor('#888')
        .rect(x, top + 30, half, SIGNATURE_HEIGHT - 30)
        .stroke();
    }
    doc.x = MARGIN;
    doc.y = top + SIGNATURE_HEIGHT + 8;
    doc.font(FONT).fontSize(8).fillColor('#666');
    text(
      `${PAYROLL_TEXTS.hoursNote} Horaires dans le fuseau du restaurant (${cover.timeZone}). Édité le ${cover.generatedAt} par ${cover.generatedBy}.`,
      { width },
    );
  });

  writeFooters(
    doc,
    (page, count) =>
      `${cover.restaurant.name} — paie du ${cover.fromDay} au ${cover.toDay} — page ${page} / ${count}`,
  );
  doc.end();
  return doc;
}

import PDFDocument from 'pdfkit';
import type { ReportColumn, ReportSection } from './hygiene-data.ts';

export interface ReportCover {
  restaurant: { name: string; address?: string | null };
  /** The period's days as the user chose them (dd/mm/yyyy). */
  fromDay: string;
  toDay: string;
  generatedAt: string;
  generatedBy: string;
  timeZone: string;
}

export const NO_RECORDS = 'Aucun enregistrement sur la période';
export const REPORT_TITLE = "Rapport d'inspection hygiène";

/** The page margin drawTable and writeFooters lay out from. */
export const MARGIN = 40;
export const FONT = 'Helvetica';
export const BOLD = 'Helvetica-Bold';
const BODY_SIZE = 8.5;
const CELL_PAD = 4;
const GREY = '#f1f3f5';
const LINE = '#c9ced4';
const VOIDED = '#8a8f96';

/**
 * pdfkit's built-in fonts (no font file to ship) write WinAnsi: French accents, °, €, œ and the
 * dashes are there, but Intl's narrow no-break spaces and a few symbols are not — they become
 * their nearest WinAnsi equivalent instead of a blank box.
 */
export function winAnsi(value: string): string {
  return value
    .replace(/[\u00a0\u202f\u2009]/g, ' ')
    .replace(/→/g, '->')
    .replace(/[‘’]/g, "'");
}

/**
 * The inspection report as a PDF stream: a cover (restaurant, period, when and by whom it was
 * generated), then one section per log, each starting on its own page, as a table that repeats
 * its header on every page it spans; page numbers in the footer.
 */
export function renderHygienePdf(
  cover: ReportCover,
  sections: ReportSection[],
): PDFKit.PDFDocument {
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: MARGIN,
    bufferPages: true,
    info: {
      Title: `${REPORT_TITLE} — ${cover.restaurant.name}`,
      Author: cover.generatedBy,
      Creator: 'Brigade',
    },
  });
  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;

  // ---- Cover
  doc.font(BOLD).fontSize(26).text(winAnsi(REPORT_TITLE), MARGIN, 150, { width, align: 'center' });
  doc.moveDown(1.5);
  doc.font(BOLD).fontSize(18).text(winAnsi(cover.restaurant.name), { width, align: 'center' });
  if (cover.restaurant.address) {
    doc.font(FONT).fontSize(11).text(winAnsi(cover.restaurant.address), { width, align: 'center' });
  }
  doc.moveDown(2);
  doc
    .font(FONT)
    .fontSize(13)
    .text(winAnsi(`Période : du ${cover.fromDay} au ${cover.toDay}`), { width, align: 'center' });
  doc.moveDown(3);
  doc
    .fontSize(10)
    .fillColor('#555')
    .text(winAnsi(`Généré le ${cover.generatedAt} par ${cover.generatedBy}`), {
      width,
      align: 'center',
    })
    .text(winAnsi(`Heures exprimées dans le fuseau du restaurant (${cover.timeZone}).`), {
      width,
      align: 'center',
    });
  doc
    .moveDown(2)
    .fillColor('black')
    .font(BOLD)
    .fontSize(11)
    .text('Sommaire', { width, align: 'center' });
  doc.font(FONT).fontSize(10);
  for (const section of sections) {
    doc.text(winAnsi(`${section.title} : ${section.summary}`), { width, align: 'center' });
  }

  // ---- Sections
  for (const section of sections) {
    doc.addPage();
    doc.fillColor('black').font(BOLD).fontSize(16).text(winAnsi(section.title), MARGIN, MARGIN);
    doc.font(FONT).fontSize(10).fillColor('#333').text(winAnsi(section.summary));
    doc.fillColor('black').moveDown(0.8);
    if (section.rows.length === 0) {
      doc.font(FONT).fontSize(11).text(NO_RECORDS);
      continue;
    }
    drawTable(doc, section, width, bottom);
  }

  writeFooters(
    doc,
    (page, count) =>
      `${cover.restaurant.name} — du ${cover.fromDay} au ${cover.toDay} — page ${page} / ${count}`,
  );
  doc.end();
  return doc;
}

/**
 * Each page's footer, written once the document is laid out (the page count is known only then):
 * the document must be made with `bufferPages: true`.
 */
export function writeFooters(
  doc: PDFKit.PDFDocument,
  text: (page: number, count: number) => string,
): void {
  const width = doc.page.width - 2 * MARGIN;
  const range = doc.bufferedPageRange();
  for (let i = range.start; i < range.start + range.count; i++) {
    doc.switchToPage(i);
    const pageMargin = doc.page.margins.bottom;
    // Writing inside the bottom margin would otherwise make pdfkit open a new page.
    doc.page.margins.bottom = 0;
    doc
      .font(FONT)
      .fontSize(8)
      .fillColor('#666')
      .text(winAnsi(text(i + 1, range.count)), MARGIN, doc.page.height - MARGIN + 5, {
        width,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = pageMargin;
  }
}

/** What drawTable draws: a report section's table, or any other document's (a purchase order's lines). */
export interface PdfTable {
  columns: (ReportColumn & { align?: 'left' | 'right' })[];
  rows: string[][];
  voided?: boolean[];
}

/**
 * A table from the left margin across `width`, rows as tall as their longest cell, zebra
 * striped; on a page break it goes on on a new page under its header again.
 */
export function drawTable(
  doc: PDFKit.PDFDocument,
  section: PdfTable,
  width: number,
  bottom: () => number,
): void {
  const total = section.columns.reduce((sum, c) => sum + c.weight, 0);
  const widths = section.columns.map((c) => (c.weight / total) * width);
  const xs = widths.map((_, i) => MARGIN + widths.slice(0, i).reduce((a, b) => a + b, 0));

  const heightOf = (cells: string[], font: string) => {
    doc.font(font).fontSize(BODY_SIZE);
    return (
      Math.max(
        ...cells.map((cell, i) =>
          doc.heightOfString(winAnsi(cell), { width: widths[i]! - 2 * CELL_PAD }),
        ),
      ) +
      2 * CELL_PAD
    );
  };

  const drawRow = (
    cells: string[],
    y: number,
    height: number,
    font: string,
    fill?: string,
    voided = false,
  ) => {
    if (fill) doc.rect(MARGIN, y, width, height).fill(fill);
    doc
      .lineWidth(0.5)
      .strokeColor(LINE)
      .moveTo(MARGIN, y + height)
      .lineTo(MARGIN + width, y + height)
      .stroke();
    // A voided record stays in the report, greyed and struck through its first line.
    doc
      .fillColor(voided ? VOIDED : 'black')
      .font(font)
      .fontSize(BODY_SIZE);
    cells.forEach((cell, i) => {
      doc.text(winAnsi(cell), xs[i]! + CELL_PAD, y + CELL_PAD, {
        width: widths[i]! - 2 * CELL_PAD,
        align: section.columns[i]!.align ?? 'left',
      });
    });
    if (voided) {
      const strike = y + CELL_PAD + BODY_SIZE * 0.6;
      doc
        .lineWidth(0.6)
        .strokeColor(VOIDED)
        .moveTo(MARGIN, strike)
        .lineTo(MARGIN + width, strike)
        .stroke();
    }
  };

  const headers = section.columns.map((c) => c.header);
  const headerHeight = heightOf(headers, BOLD);
  let y = doc.y;
  drawRow(headers, y, headerHeight, BOLD, '#dfe3e8');
  y += headerHeight;

  section.rows.forEach((cells, index) => {
    const height = heightOf(cells, FONT);
    if (y + height > bottom()) {
      doc.addPage();
      y = MARGIN;
      drawRow(headers, y, headerHeight, BOLD, '#dfe3e8');
      y += headerHeight;
    }
    drawRow(
      cells,
      y,
      height,
      FONT,
      index % 2 === 1 ? GREY : undefined,
      section.voided?.[index] ?? false,
    );
    y += height;
  });
  doc.x = MARGIN;
  doc.y = y + 6;
}

import PDFDocument from 'pdfkit';
import { BUSINESS_TIME_ZONE, dayOf, isUnit, quantityText } from '@bo/domain';
import { BOLD, drawTable, FONT, MARGIN, winAnsi, writeFooters } from '../exports/hygiene-pdf.ts';

/** A party of the order as the PDF prints it: the supplier (or laboratory), the restaurant. */
export interface PurchaseOrderPdfParty {
  name: string;
  email?: string | null;
  phone?: string | null;
  address?: string | null;
}

export interface PurchaseOrderPdfLine {
  articleName: string;
  supplierRef?: string | null;
  /** The packaging ordered: 'Carton', 6, 'KG' reads 'Carton (6 kg)'. */
  packagingName: string;
  packagingQuantity: number;
  packagingUnit: string;
  /** How many packagings. */
  quantity: number;
  /** Euros HT per packaging. */
  unitPrice: number;
  /** Percent: 5.5, 20. */
  vatRate: number;
  lineTotalHt: number;
  lineTotalTtc: number;
}

/** Everything a supplier reads on a purchase order; the totals are the server's, printed as is. */
export interface PurchaseOrderPdfInput {
  reference: string;
  enseigneName: string;
  /** The issuing restaurant; its address is where to deliver unless `deliveryAddress` says otherwise. */
  restaurant: PurchaseOrderPdfParty;
  deliveryAddress?: string | null;
  supplier: PurchaseOrderPdfParty;
  /** An order to the chain's own laboratory (an internal order): the heading says so. */
  toLaboratory?: boolean;
  createdAt: Date;
  /** Calendar day, 'YYYY-MM-DD'. */
  expectedDate?: string | null;
  notes?: string | null;
  lines: PurchaseOrderPdfLine[];
  subtotalHt: number;
  totalVat: number;
  totalTtc: number;
}

const euros = new Intl.NumberFormat('fr-FR', { style: 'currency', currency: 'EUR' });
// A unit price may carry more than cents (a supplier's price per kilo).
const unitEuros = new Intl.NumberFormat('fr-FR', {
  style: 'currency',
  currency: 'EUR',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
const plain = new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 3 });
const percent = (rate: number) => `${plain.format(rate)} %`;
const frenchDay = (isoDay: string) => isoDay.split('-').reverse().join('/');
const cents = (value: number) => Math.round(value * 100) / 100;

function packagingText(line: PurchaseOrderPdfLine): string {
  const unit = line.packagingUnit;
  const size = isUnit(unit)
    ? quantityText(line.packagingQuantity, unit)
    : `${plain.format(line.packagingQuantity)} ${unit}`;
  return `${line.packagingName} (${size})`;
}

/** The VAT of each rate, lowest rate first: the TTC of its lines less their HT. */
export function vatByRate(
  lines: readonly PurchaseOrderPdfLine[],
): { rate: number; baseHt: number; vat: number }[] {
  const byRate = new Map<number, { ht: number; ttc: number }>();
  for (const line of lines) {
    const sums = byRate.get(line.vatRate) ?? { ht: 0, ttc: 0 };
    sums.ht += line.lineTotalHt;
    sums.ttc += line.lineTotalTtc;
    byRate.set(line.vatRate, sums);
  }
  return [...byRate.entries()]
    .sort(([a], [b]) => a - b)
    .map(([rate, { ht, ttc }]) => ({ rate, baseHt: cents(ht), vat: cents(ttc - ht) }));
}

function partyLines(party: PurchaseOrderPdfParty, address?: string | null): string[] {
  return [
    address ?? party.address,
    party.email && `Email : ${party.email}`,
    party.phone && `Tél. : ${party.phone}`,
  ].filter((line): line is string => Boolean(line?.trim()));
}

/**
 * The purchase order as a supplier receives it (A4 portrait): the chain and the reference, who
 * orders and where to deliver, the supplier, the dates, one row per line, the totals HT, the VAT
 * of each rate and TTC, the notes; page numbers in the footer. pdfkit's built-in Helvetica writes
 * WinAnsi, which holds the accents and '€' (winAnsi() maps the few characters it lacks).
 */
export function renderPurchaseOrderPdf(
  order: PurchaseOrderPdfInput,
  options: { compress?: boolean } = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    bufferPages: true,
    compress: options.compress ?? true,
    info: {
      Title: `Bon de commande ${order.reference}`,
      Author: order.enseigneName,
      Creator: 'Brigade',
    },
  });
  const chunks: Buffer[] = [];
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN - 20;
  const text = (value: string, options?: PDFKit.Mixins.TextOptions) =>
    doc.text(winAnsi(value), options);

  // ---- Heading: the chain on the left, the document and its reference on the right.
  const top = MARGIN;
  doc.font(BOLD).fontSize(18).fillColor('black');
  doc.text(winAnsi(order.enseigneName), MARGIN, top, { width: width / 2 });
  doc.text('Bon de commande', MARGIN + width / 2, top, { width: width / 2, align: 'right' });
  doc.font(FONT).fontSize(12);
  text(order.reference, { width: width / 2, align: 'right' });
  if (order.toLaboratory) {
    doc.fontSize(9).fillColor('#555');
    text('Commande interne au laboratoire', { width: width / 2, align: 'right' });
  }
  doc.fillColor('black');

  // ---- Dates
  doc.font(FONT).fontSize(10);
  doc.y = Math.max(doc.y, top + 50);
  doc.x = MARGIN;
  text(`Date de commande : ${frenchDay(dayOf(order.createdAt, BUSINESS_TIME_ZONE))}`, { width });
  text(
    `Livraison souhaitée : ${order.expectedDate ? frenchDay(order.expectedDate) : 'non précisée'}`,
    { width },
  );
  doc.moveDown(1);

  // ---- The two parties side by side.
  const blockTop = doc.y;
  const column = (title: string, name: string, lines: string[], x: number) => {
    doc.font(BOLD).fontSize(9).fillColor('#555');
    doc.text(winAnsi(title.toUpperCase()), x, blockTop, { width: width / 2 - 10 });
    doc.font(BOLD).fontSize(11).fillColor('black');
    text(name, { width: width / 2 - 10 });
    doc.font(FONT).fontSize(10);
    for (const line of lines) text(line, { width: width / 2 - 10 });
    return doc.y;
  };
  const leftEnd = column(
    'Commandé par / livraison',
    order.restaurant.name,
    partyLines(order.restaurant, order.deliveryAddress),
    MARGIN,
  );
  const rightEnd = column(
    order.toLaboratory ? 'Laboratoire' : 'Fournisseur',
    order.supplier.name,
    partyLines(order.supplier),
    MARGIN + width / 2 + 10,
  );
  doc.x = MARGIN;
  doc.y = Math.max(leftEnd, rightEnd) + 16;

  // ---- Lines
  drawTable(
    doc,
    {
      columns: [
        { header: 'Article', weight: 3 },
        { header: 'Réf. fournisseur', weight: 1.4 },
        { header: 'Conditionnement', weight: 2 },
        { header: 'Quantité', weight: 1, align: 'right' },
        { header: 'Prix unitaire HT', weight: 1.4, align: 'right' },
        { header: 'TVA', weight: 0.8, align: 'right' },
        { header: 'Total HT', weight: 1.4, align: 'right' },
      ],
      rows: order.lines.map((line) => [
        line.articleName,
        line.supplierRef?.trim() || '—',
        packagingText(line),
        plain.format(line.quantity),
        unitEuros.format(line.unitPrice),
        percent(line.vatRate),
        euros.format(line.lineTotalHt),
      ]),
    },
    width,
    bottom,
  );

  // ---- Totals, right-aligned under the table.
  const totals: [string, string, boolean][] = [
    ['Total HT', euros.format(order.subtotalHt), false],
    ...vatByRate(order.lines).map(({ rate, baseHt, vat }): [string, string, boolean] => [
      `TVA ${percent(rate)} (sur ${euros.format(baseHt)})`,
      euros.format(vat),
      false,
    ]),
    ['Total TVA', euros.format(order.totalVat), false],
    ['Total TTC', euros.format(order.totalTtc), true],
  ];
  if (doc.y + totals.length * 16 + 10 > bottom()) doc.addPage();
  doc.moveDown(0.5);
  const labelX = MARGIN + width * 0.45;
  for (const [label, amount, strong] of totals) {
    const y = doc.y;
    doc.font(strong ? BOLD : FONT).fontSize(strong ? 11 : 10);
    doc.text(winAnsi(label), labelX, y, { width: width * 0.35 });
    doc.text(winAnsi(amount), labelX + width * 0.35, y, { width: width * 0.2, align: 'right' });
    doc.y = Math.max(doc.y, y + 14);
  }

  // ---- Notes
  if (order.notes?.trim()) {
    doc.x = MARGIN;
    doc.moveDown(1.2);
    doc.font(BOLD).fontSize(10);
    text('Notes', { width });
    doc.font(FONT).fontSize(10);
    text(order.notes.trim(), { width });
  }

  writeFooters(
    doc,
    (page, count) =>
      `${order.enseigneName} — bon de commande ${order.reference} — page ${page} / ${count}`,
  );
  doc.end();
  return done;
}

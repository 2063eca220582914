import { describe, expect, it } from 'vitest';
import {
  renderPurchaseOrderPdf,
  vatByRate,
  type PurchaseOrderPdfInput,
} from '../src/purchasing/pdf.ts';
import { readPdf } from './pdf-text.ts';

const ORDER: PurchaseOrderPdfInput = {
  reference: 'BC-2026-00042',
  enseigneName: 'Brigade Démo',
  restaurant: { name: 'Le Bistrot du Port', address: '12 quai des Pêcheurs, 13002 Marseille' },
  supplier: {
    name: 'Primeurs Méditerranée',
    email: 'commandes@primeurs.fr',
    phone: '04 91 00 00 00',
    address: '5 rue du Marché, 13001 Marseille',
  },
  createdAt: new Date('2026-03-09T23:30:00Z'), // 10 March in Paris
  expectedDate: '2026-03-12',
  notes: 'Livrer avant 10 h, entrée de service.',
  lines: [
    {
      articleName: 'Crème fraîche épaisse',
      supplierRef: 'CF-500',
      packagingName: 'Carton',
      packagingQuantity: 6,
      packagingUnit: 'KG',
      quantity: 2,
      unitPrice: 18.5,
      vatRate: 5.5,
      lineTotalHt: 37,
      lineTotalTtc: 39.04,
    },
    {
      articleName: 'Vin blanc de cuisine',
      supplierRef: null,
      packagingName: 'Unité',
      packagingQuantity: 1,
      packagingUnit: 'PIECE',
      quantity: 3,
      unitPrice: 4.25,
      vatRate: 20,
      lineTotalHt: 12.75,
      lineTotalTtc: 15.3,
    },
  ],
  subtotalHt: 49.75,
  totalVat: 4.59,
  totalTtc: 54.34,
};

describe('renderPurchaseOrderPdf', () => {
  it('writes a PDF a supplier can read: parties, dates, lines, totals per rate and notes', async () => {
    const pdf = await renderPurchaseOrderPdf(ORDER);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const { pages, text } = readPdf(pdf);
    expect(pages).toBe(1);
    for (const expected of [
      'Brigade Démo',
      'Bon de commande',
      'BC-2026-00042',
      'Le Bistrot du Port',
      '12 quai des Pêcheurs, 13002 Marseille',
      'Primeurs Méditerranée',
      'Email : commandes@primeurs.fr',
      'Tél. : 04 91 00 00 00',
      'Date de commande : 10/03/2026',
      'Livraison souhaitée : 12/03/2026',
      'Crème fraîche épaisse',
      'CF-500',
      'Carton (6 kg)',
      '18,50 €',
      '5,5 %',
      '37,00 €',
      'Unité (1 pièce)',
      'Total HT',
      '49,75 €',
      'TVA 5,5 % (sur 37,00 €)',
      '2,04 €',
      'TVA 20 % (sur 12,75 €)',
      '2,55 €',
      'Total TTC',
      '54,34 €',
      'Livrer avant 10 h, entrée de service.',
    ]) {
      expect(text).toContain(expected);
    }
  });

  it('says an order to the laboratory is internal, and runs onto more pages when long', async () => {
    const line = ORDER.lines[0]!;
    const pdf = await renderPurchaseOrderPdf({
      ...ORDER,
      toLaboratory: true,
      notes: null,
      lines: Array.from({ length: 60 }, (_, i) => ({ ...line, articleName: `Article ${i + 1}` })),
    });
    const { pages, text } = readPdf(pdf);
    expect(pages).toBeGreaterThan(1);
    expect(text).toContain('Commande interne au laboratoire');
    expect(text).toContain('LABORATOIRE');
    expect(text).toContain('Article 60');
    expect(text).toContain(`page ${pages} / ${pages}`);
  });

  it('groups the VAT by rate from the lines', () => {
    expect(vatByRate(ORDER.lines)).toEqual([
      { rate: 5.5, baseHt: 37, vat: 2.04 },
      { rate: 20, baseHt: 12.75, vat: 2.55 },
    ]);
  });
});

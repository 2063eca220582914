import { HygieneExportQuery } from './exports.contract.ts';
import { binary } from '../contract/common.ts';
import { personName } from '@bo/domain';
import { dateTimeFormatter, loadHygieneReport } from './hygiene-data.ts';
import { renderHygienePdf } from './hygiene-pdf.ts';
import { defineRoute } from '../http/route.ts';
import { parsePeriod } from '../hygiene/common.ts';
import { findVisibleRestaurant } from '../tenancy.ts';

/** 2026-03-01 → 01/03/2026. */
const frenchDay = (isoDay: string) => isoDay.split('-').reverse().join('/');

export const slug = (value: string) =>
  value
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

/**
 * `attachment` with an ASCII name for old clients and the French one (RFC 6266 filename*) for
 * the others: « Rapport hygiène - Le Bistrot du Port - du 01-03-2026 au 07-03-2026.pdf ».
 */
export function reportDisposition(restaurantName: string, from: string, to: string): string {
  const day = (d: string) => d.split('-').reverse().join('-');
  const ascii = `rapport-hygiene-${slug(restaurantName)}-${from}-${to}.pdf`;
  const french = `Rapport hygiène - ${restaurantName} - du ${day(from)} au ${day(to)}.pdf`;
  const encoded = encodeURIComponent(french).replace(
    /['()*]/g,
    (c) => `%${c.charCodeAt(0).toString(16).toUpperCase()}`,
  );
  return `attachment; filename="${ascii}"; filename*=UTF-8''${encoded}`;
}

export const exportsRoutes = [
  // Whoever reads a restaurant's logs may print them for an inspector (every role).
  defineRoute({
    method: 'get',
    path: '/api/hygiene/export',
    tags: ['exports'],
    summary:
      "Rapport d'inspection (PDF) d'un restaurant visible pour une période : une page de garde (restaurant, période, date et auteur), puis une section par journal (températures, refroidissements, remises en température, traçabilité, nettoyage, huile), chacune sur une nouvelle page.",
    access: 'authenticated',
    query: HygieneExportQuery,
    response: {
      status: 200,
      description:
        'Le PDF (Content-Disposition: attachment, nom de fichier avec le restaurant et les dates).',
      content: { 'application/pdf': { schema: binary } },
    },
    errors: [400, 404],
    handler: async ({ db, user, res, query: { restaurantId, from, to } }) => {
      const restaurant = await findVisibleRestaurant(db, user, restaurantId);
      const period = parsePeriod({ from, to }, restaurant.timeZone);
      const sections = await loadHygieneReport(db, restaurant.id, period, restaurant.timeZone);
      const now = new Date();
      const doc = renderHygienePdf(
        {
          restaurant: { name: restaurant.name, address: restaurant.address },
          fromDay: frenchDay(from),
          toDay: frenchDay(to),
          generatedAt: dateTimeFormatter(restaurant.timeZone)(now),
          generatedBy: `${personName(user)} (${user.email})`,
          timeZone: restaurant.timeZone,
        },
        sections,
      );
      res.setHeader('Content-Type', 'application/pdf');
      res.setHeader('Content-Disposition', reportDisposition(restaurant.name, from, to));
      res.setHeader('Cache-Control', 'private, no-store');
      // The document is drawn (synchronously, above) before a byte is sent: a failure is a 500.
      doc.pipe(res);
    },
  }),
];

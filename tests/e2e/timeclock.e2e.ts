// The time clock in a real browser against what `npm start` serves, on its demo data
// (docs/areas/planning.md#the-kiosk, #time-clock-validation, #payroll-export; issue 14): the
// manager finds the way from a tablet's bare /kiosque to /badgeuse and authorises it there for La
// Table des Halles (his first restaurant), from the tablet itself, which keeps no user session;
// an employee clocks in, takes a break and clocks out by PIN; the manager corrects the paid hours
// of that shift on /badgeuse, validates the day and exports the payroll as CSV and PDF. Léa
// Garnier is the employee: the seed never leaves her clocked in (api/src/db/seed-planning.ts), so
// her first gesture is always an arrival. Real time: the shift lasts seconds, which is why the
// paid hours are set by the manager, as at a validation.
import type { Download, Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import {
  CSV_BOM,
  CSV_SEPARATOR,
  dayCountText,
  payrollDayText,
  PAYROLL_CSV_COLUMNS,
  PLANNING_MESSAGES,
  shortDayText,
  todayIn,
  WEEKDAY_SHORT_LABELS,
  weekdayOf,
} from '@bo/domain';
import { readPdf } from '../../api/test/pdf-text.ts';
import { settle } from '../../scripts/lib/browser.ts';
import {
  DEMO_PASSWORD,
  downloadBody,
  labelled,
  logIn,
  saveScreenshot,
  useProduct,
  waitForPath,
} from './harness.ts';

const e2e = useProduct('timeclock');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});

const RESTAURANT = 'La Table des Halles';
const TIME_ZONE = 'Europe/Paris';
const EMPLOYEE = { name: 'Léa Garnier', firstName: 'Léa', hello: 'Bonjour Léa G.', pin: '1234' };
/** No one's PIN at La Table des Halles (Léa 1234, Nathan 5678). */
const WRONG_PIN = '0000';
/** The paid hours the manager sets: 4 h 30 less a 30-minute break. */
const PAID = { start: '10:00', end: '14:30', breakMinutes: '30', hours: '4,00', meals: '1' };

const wallTime = /(\d\d:\d\d)/;

/** Types a PIN on the kiosk's pad, as fingers do, and sends it. */
async function typePin(tablet: Page, pin: string) {
  await tablet.getByRole('heading', { name: 'Tapez votre code PIN' }).waitFor();
  for (const digit of pin) {
    await tablet.getByRole('button', { name: digit, exact: true }).click();
  }
  await tablet.getByRole('button', { name: 'Valider', exact: true }).click();
}

/**
 * The employee's PIN, then one gesture among those offered; returns the time the server's answer
 * gives, and waits for the pad to come back on its own.
 */
async function gesture(tablet: Page, action: string, answer: RegExp): Promise<string> {
  await typePin(tablet, EMPLOYEE.pin);
  await tablet.getByRole('heading', { name: EMPLOYEE.hello }).waitFor();
  await tablet.getByRole('button', { name: action, exact: true }).click();
  const status = tablet.locator('[role="status"].MuiAlert-root');
  await status.waitFor();
  const message = (await status.textContent()) ?? '';
  expect(message).toMatch(answer);
  await tablet.getByRole('heading', { name: 'Tapez votre code PIN' }).waitFor();
  return wallTime.exec(message)![1]!;
}

/** e2e.snapshot of another device's page. */
async function tabletSnapshot(tablet: Page, name: string) {
  if (process.env.E2E_SCREENSHOTS) await saveScreenshot(tablet, `timeclock-${name}`);
}

/** A line of the export's CSV: every cell quoted, '""' for a quote (domain/src/csv.ts). */
function csvCells(line: string): string[] {
  expect(line).toMatch(CELLS);
  return [...line.matchAll(/"((?:[^"]|"")*)"/g)].map((match) => match[1]!.replace(/""/g, '"'));
}
const CELL = '"(?:[^"]|"")*"';
const CELLS = new RegExp(`^${CELL}(?:${CSV_SEPARATOR}${CELL})*$`);

async function downloaded(click: () => Promise<void>): Promise<{ name: string; body: Buffer }> {
  const [download] = await Promise.all([
    page.waitForEvent('download', { timeout: 20_000 }) as Promise<Download>,
    click(),
  ]);
  return { name: download.suggestedFilename(), body: await downloadBody(download) };
}

describe('the time clock, end to end', () => {
  test(
    'a tablet authorised from itself, clocking by PIN, the day validated on /badgeuse and the payroll exported',
    { timeout: 150_000 },
    async () => {
      // 1. The tablet, as a newcomer finds it: /kiosque says how to set it up and leads to the
      // sign-in, then to /badgeuse, where the manager authorises it and opens the kiosk on it.
      const tablet = await e2e.newPage();
      await tablet.setViewportSize({ width: 1024, height: 768 });
      await tablet.goto('/kiosque');
      await tablet
        .getByText("Demandez à un responsable d'ouvrir la badgeuse sur cette tablette")
        .waitFor();
      await tablet
        .getByRole('link', { name: 'Se connecter pour autoriser cette tablette' })
        .click();
      await waitForPath(tablet, '/login');
      await tablet.getByLabel(labelled('Email')).fill('manager@demo.fr');
      await tablet.getByLabel(labelled('Mot de passe')).fill(DEMO_PASSWORD);
      await tablet.getByRole('button', { name: 'Se connecter', exact: true }).click();
      await waitForPath(tablet, '/badgeuse');
      await tablet.getByText(RESTAURANT, { exact: true }).first().waitFor();
      await tablet.getByRole('button', { name: 'Badgeuses', exact: true }).click();
      const devices = tablet.getByRole('dialog', { name: 'Badgeuses du restaurant' });
      await devices.getByText('Aucune badgeuse autorisée pour ce restaurant.').waitFor();
      await devices.getByLabel(labelled('Nom de la tablette')).fill('Tablette du comptoir');
      await devices.getByRole('button', { name: 'Autoriser cette tablette' }).click();
      await devices.getByText('Tablette « Tablette du comptoir » autorisée.').waitFor();
      // The next step says what it does, for this restaurant; it has the focus: Enter opens it.
      await devices
        .getByText(`Cet appareil affiche alors la badgeuse de « ${RESTAURANT} » (page /kiosque)`, {
          exact: false,
        })
        .waitFor();
      const openHere = devices.getByRole('button', { name: 'Ouvrir la badgeuse sur cet appareil' });
      await openHere.and(tablet.locator(':focus')).waitFor();
      await tablet.keyboard.press('Enter');
      await waitForPath(tablet, '/kiosque');
      await tablet.getByRole('heading', { name: RESTAURANT, level: 1 }).waitFor();

      // No user session is left on the tablet: the back-office asks to sign in.
      await tablet.goto('/planning');
      await waitForPath(tablet, '/login');
      await tablet.goto('/kiosque');
      await tablet.getByRole('heading', { name: 'Tapez votre code PIN' }).waitFor();
      await tabletSnapshot(tablet, 'kiosk-tablet');

      // 2. A wrong PIN names no one; then Léa's day: arrival, break, back, departure.
      await typePin(tablet, WRONG_PIN);
      const refused = tablet.getByRole('alert');
      await refused.waitFor();
      expect((await refused.textContent())?.trim()).toBe('Code PIN incorrect');
      expect(await tablet.getByText(/Bonjour/).count()).toBe(0);

      const arrival = await gesture(
        tablet,
        'Arrivée',
        new RegExp(
          `^Arrivée enregistrée à \\d\\d:\\d\\d\\. Bonne journée, ${EMPLOYEE.firstName} !$`,
        ),
      );
      // Clocked in: the pad answers with where she is and offers the break or the departure.
      await typePin(tablet, EMPLOYEE.pin);
      await tablet.getByText(`Au travail depuis ${arrival}`).waitFor();
      await tablet.getByRole('button', { name: 'Départ', exact: true }).waitFor();
      expect(await tablet.getByRole('button', { name: 'Arrivée', exact: true }).count()).toBe(0);
      await tablet.setViewportSize({ width: 390, height: 844 });
      await tabletSnapshot(tablet, 'kiosk-phone');
      await tablet.setViewportSize({ width: 1024, height: 768 });
      await tablet.getByRole('button', { name: 'Annuler', exact: true }).click();

      await gesture(
        tablet,
        'Début de pause',
        new RegExp(`^Début de pause à \\d\\d:\\d\\d\\. Bonne pause, ${EMPLOYEE.firstName} !$`),
      );
      await gesture(
        tablet,
        'Fin de pause',
        new RegExp(`^Fin de pause à \\d\\d:\\d\\d\\. Bon retour, ${EMPLOYEE.firstName} !$`),
      );
      const departure = await gesture(
        tablet,
        'Départ',
        new RegExp(`^Départ enregistré à \\d\\d:\\d\\d\\. À bientôt, ${EMPLOYEE.firstName} !$`),
      );

      // 3. The manager on /badgeuse: today's day shows her clocked shift, awaiting validation.
      await logIn(page, 'manager@demo.fr');
      await page.setViewportSize({ width: 1440, height: 900 });
      await page.goto('/badgeuse');
      const today = todayIn(TIME_ZONE);
      const todayText = `${WEEKDAY_SHORT_LABELS[weekdayOf(today)]} ${shortDayText(today)}`;
      const table = page.getByRole('table', { name: `Shifts du ${todayText}` });
      const row = table
        .getByRole('row')
        .filter({ hasText: EMPLOYEE.name })
        .filter({ hasText: `${arrival} - ${departure}` });
      await row.waitFor();
      const days = page.getByRole('navigation', { name: 'Jours de la semaine' });
      const todayItem = days.locator('[aria-current="date"]');
      const countOf = async () => {
        const match = /(\d+) shifts • (\d+) validés/.exec((await todayItem.textContent()) ?? '');
        return match ? { shifts: Number(match[1]), validated: Number(match[2]) } : null;
      };
      await expect.poll(countOf).not.toBeNull();
      const before = (await countOf())!;
      expect(await todayItem.textContent()).toContain(todayText);
      await e2e.snapshot('badgeuse-pending-desktop');
      await page.setViewportSize({ width: 390, height: 844 });
      await settle(page);
      await e2e.snapshot('badgeuse-pending-phone');
      await page.setViewportSize({ width: 1440, height: 900 });
      await row.waitFor();

      // The paid hours corrected on screen, then 'Valider la journée': her row and every other
      // shift of today awaiting validation (how many depends on the hour of the run).
      await row
        .getByRole('button', { name: `Modifier les heures rémunérées de ${EMPLOYEE.name}` })
        .click();
      const edit = page.getByRole('dialog', { name: `Heures rémunérées de ${EMPLOYEE.name}` });
      await edit.getByLabel('Début', { exact: true }).fill(PAID.start);
      await edit.getByLabel('Fin', { exact: true }).fill(PAID.end);
      await edit.getByLabel('Pause validée (min)', { exact: true }).fill(PAID.breakMinutes);
      await edit.getByLabel('Repas', { exact: true }).fill(PAID.meals);
      await edit.getByText('Total Durée : 4 h').waitFor();
      await edit.getByRole('button', { name: 'Appliquer' }).click();
      await edit.waitFor({ state: 'hidden' });
      await row.getByText(`${PAID.start} - ${PAID.end}`).waitFor();
      await page.getByRole('button', { name: PLANNING_MESSAGES.validateDay }).click();
      const validatedToast = page
        .locator('.MuiSnackbar-root')
        .getByText(/^\d+ shift\(s\) validé\(s\) et \d+ shift\(s\) modifié\(s\) avec succès !$/);
      await validatedToast.waitFor();
      const [, approvedNow] = /^(\d+)/.exec((await validatedToast.textContent()) ?? '')!;
      expect(Number(approvedNow)).toBeGreaterThanOrEqual(1);
      await row.getByRole('img', { name: `Shift de ${EMPLOYEE.name} validé` }).waitFor();
      expect(
        await row.getByRole('button', { name: `Valider le shift de ${EMPLOYEE.name}` }).count(),
      ).toBe(0);
      await expect
        .poll(() => todayItem.textContent())
        .toContain(dayCountText(before.shifts, before.validated + Number(approvedNow)));
      await e2e.snapshot('badgeuse-approved-desktop');

      // 4. The payroll of this week: her line of today carries the hours just validated.
      await page.getByRole('button', { name: 'Exporter la paie' }).click();
      const exportDialog = page.getByRole('dialog', { name: 'Exporter la paie' });
      await exportDialog.getByRole('button', { name: 'Cette semaine' }).click();
      const csv = await downloaded(() =>
        exportDialog.getByRole('button', { name: 'Télécharger le CSV' }).click(),
      );
      expect(csv.name).toMatch(/\.csv$/);
      const text = csv.body.toString('utf8');
      expect(text.startsWith(CSV_BOM)).toBe(true);
      const lines = text.slice(CSV_BOM.length).split('\r\n').filter(Boolean).map(csvCells);
      const header = lines[0]!;
      expect(header).toEqual(PAYROLL_CSV_COLUMNS.map((column) => column.header));
      const column = (name: string) => header.indexOf(name);
      const cells = lines.find(
        (line) =>
          line[column('Employé')] === 'Garnier Léa' &&
          line[column('Date')] === payrollDayText(today),
      );
      expect(cells, `no line of ${today} for ${EMPLOYEE.name}:\n${text}`).toBeDefined();
      // Her line of the day adds up every shift of hers validated today: the seed may have left
      // her an earlier one awaiting validation, which 'Valider la journée' validated too.
      const decimal = (text: string | undefined) => Number((text ?? '').replace(',', '.'));
      // Several shifts of a day are listed as '09:00-14:00 / 18:00-23:00' (domain payroll times).
      expect((cells![column('Horaires validés')] ?? '').split(' / ')).toContain(
        `${PAID.start}-${PAID.end}`,
      );
      expect(decimal(cells![column('Heures payées')])).toBeGreaterThanOrEqual(decimal(PAID.hours));
      expect(decimal(cells![column('Pause validée')])).toBeGreaterThanOrEqual(0.5);
      expect(Number(cells![column('Repas')])).toBeGreaterThanOrEqual(Number(PAID.meals));

      const pdf = await downloaded(() =>
        exportDialog.getByRole('button', { name: 'PDF imprimable' }).click(),
      );
      expect(pdf.name).toMatch(/\.pdf$/);
      expect(pdf.body.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(readPdf(pdf.body).text.replace(/\s+/g, ' ')).toContain('Garnier');
    },
  );
});

// A purchase order from the laboratory, end to end in a real browser against what `npm start`
// serves (issue 13 item 12, docs/areas/purchasing.md): the ADMIN, for a restaurant, orders from
// the laboratory in two steps (a decimal comma typed, the plus button tapped, the running totals)
// and sends it after the confirmation; its PDF is a PDF that names the reference and a line; the
// laboratory finds it waiting in its internal sales and controls its expedition; the restaurant
// receives it with temperatures, lots and a use-by date, partially; the product's stock shows the
// IN / PURCHASE movement and the hygiene traceability log the lot. Selectors are roles, labels and
// the spec's French texts.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { BUSINESS_TIME_ZONE, defaultExpectedDate, todayIn } from '@bo/domain';
import { readPdf } from '../../api/test/pdf-text.ts';
import { settle } from '../../scripts/lib/browser.ts';
import { labelled, logIn, useProduct, waitForPath } from './harness.ts';

const e2e = useProduct('purchasing');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});

// The demo chain (api/src/db/seed.ts, seed-catalogue.ts): the laboratory delivers the Bistrot
// two delivery days after the order, on Mondays, Wednesdays and Fridays, and sells it these two,
// fresh (temperature controlled at the reception), at 10 % VAT.
const RESTAURANT = 'Le Bistrot du Port';
const LAB = 'Laboratoire Central';
const LAB_DELAY_DAYS = 2;
const LAB_DELIVERY_DAYS = ['MONDAY', 'WEDNESDAY', 'FRIDAY'] as const;
const SAUCE = 'Sauce béarnaise'; // 11,80 € the 1 kg pouch
const STOCK = 'Fond brun de veau'; // 18,50 € the 5 L bucket, its product of the same name

const suffix = Date.now().toString(36).toUpperCase();
const NOTES = `Livraison par le quai, avant 9 h (${suffix})`;
const SAUCE_LOT = `BEA-${suffix}`;
const STOCK_LOT = `FBV-${suffix}`;

/** The restaurant picker of the top bar (an autocomplete: its input is the combobox). */
const picker = () => page.getByRole('banner').getByRole('combobox', { name: 'Restaurant' });

async function select(restaurant: string) {
  await picker().click();
  // An option reads the restaurant's name, then its address.
  await page.getByRole('option', { name: restaurant }).click();
  await expect.poll(() => picker().inputValue()).toBe(restaurant);
}

/** An amount as Intl writes it: '3,20 €' (a no-break space before the sign, which \s matches). */
const euros = (amount: string) => new RegExp(`${amount}\\s€`);

/** 'YYYY-MM-DD' as the screens write it (the default preference, DD/MM/YYYY). */
const french = (day: string) => day.split('-').reverse().join('/');

/** The order's status badge, beside its reference. */
const statusBadge = (label: string) =>
  page.getByRole('main').getByText(label, { exact: true }).first();

/** Types a day into an MUI X date field (its day, month and year sections, as a user types). */
async function typeDay(field: Locator, day: string) {
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(day.split('-').reverse().join(''));
}

/**
 * E2E_SCREENSHOTS=1 keeps this step at the desktop size and on a phone (tests/e2e/artifacts/),
 * to look at the purchasing screens as people use them.
 */
async function shoot(name: string) {
  if (!process.env.E2E_SCREENSHOTS) return;
  await settle(page);
  await e2e.snapshot(`${name}-desktop`);
  await page.setViewportSize({ width: 390, height: 844 });
  await settle(page);
  await e2e.snapshot(`${name}-phone`);
  await page.setViewportSize({ width: 1440, height: 900 });
  await settle(page);
}

describe('a purchase order to the laboratory, end to end', () => {
  test(
    'ordered in two steps and sent, its PDF, expedited by the laboratory, received with temperatures and lots; stock and traceability follow',
    { timeout: 120_000 },
    async () => {
      await page.setViewportSize({ width: 1440, height: 900 });
      await logIn(page, 'admin@demo.fr');
      await select(RESTAURANT);

      // 1. The order, in two steps.
      await page.goto('/purchase-orders');
      await page.getByRole('heading', { name: 'Bons de commande émis', level: 1 }).waitFor();
      await shoot('list');
      await page.getByRole('button', { name: 'Nouveau bon de commande' }).first().click();
      await waitForPath(page, '/purchase-orders/new');
      await page.getByText('Étape 1 sur 2', { exact: false }).waitFor();
      await expect
        .poll(() => page.getByRole('main').getByLabel('Restaurant', { exact: true }).inputValue())
        .toBe(RESTAURANT);
      await page.getByLabel(labelled('Fournisseur ou laboratoire')).click();
      await page.getByRole('option', { name: `${LAB} (Labo)`, exact: true }).click();
      await page.getByRole('listbox').waitFor({ state: 'hidden' });
      // The expected date proposed by the laboratory's delay, counting only its delivery days.
      await page
        .getByText(`Proposée selon le délai du fournisseur (${LAB_DELAY_DAYS} jours)`)
        .waitFor();
      const expected = defaultExpectedDate(
        todayIn(BUSINESS_TIME_ZONE),
        LAB_DELAY_DAYS,
        LAB_DELIVERY_DAYS,
      )!;
      await page.getByLabel(labelled('Notes (optionnel)')).fill(NOTES);
      await page.getByRole('button', { name: 'Continuer vers les lignes de commande' }).click();

      await page.getByText('Étape 2 sur 2', { exact: false }).waitFor();
      await page.getByText(`Livraison attendue le ${french(expected)}`).waitFor();
      const search = page.getByLabel('Rechercher un article ou un produit');
      await search.fill('bearnaise');
      // 2,5 pouches typed with a decimal comma (the laboratory has 8 kg of it).
      await page.getByLabel(`Quantité : ${SAUCE}`, { exact: true }).fill('2,5');
      await search.fill('fond brun');
      await expect.poll(() => page.getByTestId('article-line').count()).toBe(1);
      const plus = page.getByRole('button', { name: `Plus : ${STOCK}`, exact: true });
      await plus.click();
      await plus.click();
      await expect
        .poll(() => page.getByLabel(`Quantité : ${STOCK}`, { exact: true }).inputValue())
        .toBe('2');
      // 2,5 × 11,80 + 2 × 18,50 = 66,50 € HT; at 10 %: 32,45 + 40,70 = 73,15 € TTC.
      await expect.poll(() => page.getByTestId('total-ht').innerText()).toMatch(euros('66,50'));
      await expect.poll(() => page.getByTestId('total-ttc').innerText()).toMatch(euros('73,15'));
      await page.getByText('2 articles sélectionnés').waitFor();
      // Under the laboratory's 150 € minimum: said, not refused.
      await page.getByText('Le total HT est sous le minimum de commande du fournisseur.').waitFor();
      await search.fill('');
      await shoot('form-step-2');
      await page.getByRole('button', { name: 'Créer et envoyer' }).click();
      const confirm = page.getByRole('dialog', { name: "Confirmer l'envoi" });
      await confirm
        .getByText('Voulez-vous créer et envoyer ce bon de commande au laboratoire ?')
        .waitFor();
      await confirm.getByRole('button', { name: 'Envoyer', exact: true }).click();

      await page.waitForURL((url) => /^\/purchase-orders\/\d+$/.test(url.pathname), {
        timeout: 20_000,
      });
      const orderPath = new URL(page.url()).pathname;
      const title = page.getByRole('heading', { level: 1 });
      await expect.poll(() => title.textContent()).toMatch(/^BC-\d{4}-\d{5}$/);
      const reference = (await title.textContent())!;
      await statusBadge('Commandé/Envoyé').waitFor();
      const lines = page.getByRole('table', { name: 'Lignes du bon de commande' });
      await lines.getByRole('row').filter({ hasText: SAUCE }).getByText('2,5').first().waitFor();
      await page.getByText(NOTES).waitFor();
      await page.getByText(french(expected), { exact: true }).first().waitFor();
      await shoot('order-sent');

      // 2. Its PDF: a real one, naming the order and its lines.
      const pdfLink = page.getByRole('link', { name: 'Télécharger le PDF' });
      const href = await pdfLink.getAttribute('href');
      expect(href).toBeTruthy();
      const response = await page.request.get(new URL(href!, page.url()).toString());
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toMatch(/^application\/pdf/);
      const pdf = await response.body();
      expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
      const text = readPdf(pdf).text.replace(/\s+/g, ' ');
      expect(text).toContain(reference);
      expect(text).toContain(SAUCE);
      expect(text).toContain(STOCK);
      expect(text).toContain(LAB);

      // 3. The laboratory: waiting in its internal sales, then its expedition control.
      await select(LAB);
      await page.goto('/internal-sales');
      await page.getByRole('heading', { name: 'Ventes internes', level: 1 }).waitFor();
      const sale = page.getByRole('row').filter({ hasText: reference });
      await sale.getByText('En attente', { exact: true }).waitFor();
      await sale.getByText(RESTAURANT).waitFor();
      await shoot('internal-sales');
      await sale.getByRole('button', { name: `Expédier : ${reference}` }).click();
      await waitForPath(page, `${orderPath}/expedite`);
      await page.getByRole('heading', { name: 'Contrôle à expédition', level: 1 }).waitFor();
      const validate = page.getByRole('button', { name: "Valider l'expédition" });
      // Every line needs its quantity first.
      expect(await validate.isDisabled()).toBe(true);
      // All the sauce, as ordered; one bucket of stock of the two.
      await page
        .getByRole('button', { name: `Reprendre la quantité commandée : ${SAUCE}`, exact: true })
        .click();
      await expect
        .poll(() => page.getByLabel(`Quantité expédiée : ${SAUCE}`, { exact: true }).inputValue())
        .toBe('2,5');
      await page.getByLabel(`Quantité expédiée : ${STOCK}`, { exact: true }).fill('1');
      await shoot('expedition');
      await validate.click();
      // No dialog to dismiss: the order opens, its confirmation as a toast.
      await waitForPath(page, orderPath);
      await page
        .getByRole('alert')
        .filter({ hasText: 'Contrôle à expédition enregistré avec succès' })
        .waitFor();
      await statusBadge('Expédié').waitFor();
      await lines.getByRole('row').filter({ hasText: STOCK }).getByText('Expédié : 1').waitFor();

      // 4. The restaurant receives what came: all the sauce, the one bucket.
      await select(RESTAURANT);
      await page.goto(orderPath);
      await statusBadge('Expédié').waitFor();
      await page.getByRole('button', { name: 'Réceptionner' }).click();
      const reception = page.getByRole('dialog', { name: `Réception du bon ${reference}` });
      await reception.waitFor();
      const line = (name: string) => reception.getByRole('region', { name, exact: true });
      // What remains to receive is proposed.
      await expect
        .poll(() => line(SAUCE).getByLabel(labelled('Quantité reçue')).inputValue())
        .toBe('2,5');
      await line(SAUCE).getByLabel(labelled('Température à la livraison')).fill('3,2');
      await line(SAUCE).getByText('Température conforme').waitFor();
      await line(SAUCE).getByLabel('N° de lot').fill(SAUCE_LOT);
      await line(STOCK).getByLabel(labelled('Quantité reçue')).fill('1');
      // In the product's base unit too.
      await line(STOCK)
        .getByText(/^soit 5\sL$/)
        .waitFor();
      await line(STOCK).getByLabel(labelled('Température à la livraison')).fill('2,8');
      await line(STOCK).getByLabel('N° de lot').fill(STOCK_LOT);
      const useBy = '2030-01-15';
      await typeDay(line(STOCK).getByRole('group', { name: 'DLC' }), useBy);
      await shoot('reception');
      await reception.getByRole('button', { name: 'Valider la réception' }).click();
      await reception.waitFor({ state: 'hidden' });
      await page.getByText('Réception enregistrée : bon de commande partiellement reçu.').waitFor();
      await statusBadge('Partiellement reçu').waitFor();
      // The reception as an inspector reads it: the temperature, the lot, the use-by date.
      const received = page.getByRole('table', { name: /^Lignes reçues le / });
      const receivedStock = received.getByRole('row').filter({ hasText: STOCK_LOT });
      await receivedStock.getByText(/^2,8\s°C$/).waitFor();
      await receivedStock.getByText(french(useBy)).waitFor();
      await received.getByRole('row').filter({ hasText: SAUCE_LOT }).waitFor();
      await shoot('order-received');

      // 5. The stock of the bucket's product: 5 L in, a purchase, naming the order.
      await page.goto('/stocks');
      await page.getByLabel(labelled('Rechercher un produit')).fill(STOCK);
      await page.getByRole('link', { name: `Détails du stock de ${STOCK}`, exact: true }).click();
      await page.waitForURL((url) => /^\/stocks\/product\/\d+$/.test(url.pathname));
      await page.getByRole('heading', { name: STOCK, level: 1 }).waitFor();
      const movement = page
        .getByRole('grid', { name: 'Mouvements du produit' })
        .getByRole('row')
        .filter({ hasText: `Réception du bon de commande ${reference}` });
      await movement.getByText('Entrée', { exact: true }).waitFor();
      await movement.getByText('Achat', { exact: true }).waitFor();
      await movement
        .getByText(/^5\sL$/)
        .first()
        .waitFor();

      // The traceability log: the lot received, its product and its laboratory.
      await page.goto('/hygiene/traceability');
      await page.getByRole('heading', { name: 'Traçabilité', level: 1 }).waitFor();
      await page.getByLabel('Numéro de lot').fill(STOCK_LOT);
      const traced = page.getByRole('row').filter({ hasText: STOCK_LOT });
      await traced.getByText(STOCK, { exact: true }).waitFor({ timeout: 15_000 });
      await traced.getByText(LAB).waitFor();
      // Filtered on the lot: the sauce's, received with it, is not listed.
      await expect.poll(() => page.getByRole('row').filter({ hasText: SAUCE_LOT }).count()).toBe(0);
      await e2e.snapshot('traceability');
    },
  );
});

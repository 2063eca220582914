// Issue 9 item 14 in a real browser against what `npm start` serves: a reading typed 45 °C by
// mistake is corrected to 4,5 °C (typed the French way) with a reason, and its history shows the
// original value, who corrected it and why; voiding another takes it out of the counts.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { labelled, logIn, useProduct, waitForPath } from './harness.ts';

const e2e = useProduct('corrections');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});

const dialog = () => page.getByRole('dialog');
const cardValue = async (label: string) =>
  Number(
    await page.getByRole('group', { name: label }).getByRole('paragraph').last().textContent(),
  );

async function recordReading(temperature: string) {
  await page.getByRole('button', { name: 'Nouveau relevé' }).click();
  await dialog().getByLabel(labelled('Équipement')).click();
  await page.getByRole('option', { name: /^Vitrine réfrigérée/ }).click();
  await dialog().getByLabel(labelled('Température (°C)')).fill(temperature);
  await dialog().getByRole('button', { name: 'Créer', exact: true }).click();
  await dialog().waitFor({ state: 'hidden' });
}

describe('hygiene corrections, end to end', () => {
  test('a 45 °C reading corrected to 4,5 °C keeps its history; a voided one no longer counts', async () => {
    await logIn(page, 'manager@demo.fr');
    await page.goto('/hygiene');
    await waitForPath(page, '/hygiene/temperature');
    await page.getByRole('heading', { name: 'Relevés de température', level: 1 }).waitFor();
    await expect.poll(() => cardValue('Critiques')).not.toBeNaN();
    const critical = await cardValue('Critiques');

    await recordReading('45');
    await expect.poll(() => cardValue('Critiques')).toBe(critical + 1);
    const row = page.getByRole('row').filter({ hasText: '45 °C' }).first();
    await row.getByRole('button', { name: 'Corriger' }).click();
    const fix = dialog();
    await fix.getByRole('heading', { name: "Corriger l'enregistrement" }).waitFor();
    // The reason is mandatory.
    await fix.getByLabel('Température').fill('4,5');
    await fix.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await fix.getByText('Le motif est requis').waitFor();
    await fix.getByLabel(labelled('Motif')).fill('Virgule oubliée à la saisie');
    await fix.getByRole('button', { name: 'Enregistrer la correction' }).click();
    await fix.waitFor({ state: 'hidden' });
    await page.getByText('Correction enregistrée').waitFor();
    await expect.poll(() => cardValue('Critiques')).toBe(critical);

    const corrected = page.getByRole('row').filter({ hasText: '4,5 °C' }).first();
    await corrected.getByRole('button', { name: 'Historique' }).click();
    const history = dialog();
    await history.getByText('Température : 45 °C → 4,5 °C').waitFor();
    await history.getByText('Motif : Virgule oubliée à la saisie').waitFor();
    await history.getByText(/^Corrigé le .+ par Marc Dubois$/).waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await e2e.snapshot('correction-history');
    await history.getByRole('button', { name: 'Fermer' }).click();

    // Voided: still listed, marked, out of the total.
    const total = await cardValue('Relevés');
    await corrected.getByRole('button', { name: 'Annuler' }).click();
    await dialog().getByLabel(labelled('Motif')).fill('Relevé en double');
    await dialog().getByRole('button', { name: "Annuler l'enregistrement" }).click();
    await dialog().waitFor({ state: 'hidden' });
    await expect.poll(() => cardValue('Relevés')).toBe(total - 1);
    await page.getByRole('row', { name: 'Enregistrement annulé' }).first().waitFor();
    await page.setViewportSize({ width: 1440, height: 900 });
    await e2e.snapshot('correction-voided');
    await page.setViewportSize({ width: 390, height: 844 });
    await e2e.snapshot('correction-voided-phone');
  });
});

// Hygiene logs in a real browser against what `npm start` serves, on its demo data
// (docs/areas/hygiene.md, issue 5): a critical temperature reading recorded through the graph is
// counted as critical and drawn outside its equipment's band; a traceability label photo opens; the
// inspection PDF downloads with a page per log. Selectors are roles, labels and French texts.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { downloadBody, labelled, logIn, useProduct, waitForPath } from './harness.ts';

const e2e = useProduct('hygiene');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});

const card = (label: string) => page.getByRole('group', { name: label });
/** A summary card's number (its last paragraph; the first is its label). */
const cardNumber = (label: string) => card(label).getByRole('paragraph').last();
const cardValue = async (label: string) => Number(await cardNumber(label).textContent());
const dialog = () => page.getByRole('dialog');

/** The chart of one equipment (an SVG role=img named "<equipment> : N relevés, M hors plage"). */
const chart = (equipment: string): Locator =>
  page.getByRole('img', { name: new RegExp(`^${equipment} : \\d+ relevés?, \\d+ hors plage$`) });

describe('hygiene logs, end to end', () => {
  test('a critical reading is counted as critical and drawn outside the band', async () => {
    await logIn(page, 'admin@demo.fr');
    await page.goto('/hygiene');
    await waitForPath(page, '/hygiene/temperature');
    await page.getByRole('heading', { name: 'Relevés de température', level: 1 }).waitFor();
    // While loading, a card shows a skeleton under its label: wait for its number.
    await expect.poll(() => cardValue('Critiques')).not.toBeNaN();
    const before = { total: await cardValue('Relevés'), critical: await cardValue('Critiques') };
    await chart('Vitrine réfrigérée').waitFor();

    // 12 °C in a 0–4 °C showcase: more than 2 degrees above the max.
    await page.getByRole('button', { name: 'Nouveau relevé' }).click();
    await dialog().getByLabel(labelled('Équipement')).click();
    await page.getByRole('option', { name: /^Vitrine réfrigérée/ }).click();
    await dialog().getByLabel(labelled('Température (°C)')).fill('12');
    await dialog().getByRole('button', { name: 'Créer', exact: true }).click();
    // Out of its range: saved once confirmed (issue 10 item 7).
    await page
      .getByRole('dialog', { name: 'Température hors de la plage autorisée' })
      .getByRole('button', { name: 'Enregistrer quand même' })
      .click();
    await page.getByRole('dialog', { name: 'Nouveau relevé' }).waitFor({ state: 'hidden' });
    await page.getByText('Relevé enregistré').waitFor();

    await expect.poll(() => cardValue('Critiques')).toBe(before.critical + 1);
    expect(await cardValue('Relevés')).toBe(before.total + 1);
    const row = page
      .getByRole('row')
      .filter({ hasText: '12 °C' })
      .filter({ hasText: 'Vitrine réfrigérée' });
    await row.getByText('Critique').waitFor();

    // In its chart, a critical point sits above the allowed band (SVG y grows downwards).
    const showcase = chart('Vitrine réfrigérée');
    await expect
      .poll(async () => showcase.getAttribute('aria-label'))
      .toMatch(/[1-9]\d* hors plage$/);
    const bandTop = Number(await showcase.getByTestId('allowed-band').getAttribute('y'));
    const criticalYs = await showcase
      .locator('circle[data-status="CRITICAL"]')
      .evaluateAll((circles) => circles.map((c) => Number(c.getAttribute('cy'))));
    expect(criticalYs.length).toBeGreaterThan(0);
    expect(Math.min(...criticalYs)).toBeLessThan(bandTop);
    await e2e.snapshot('temperature-critical');
  });

  test("a traceability label's photo opens in the viewer", async () => {
    await logIn(page, 'admin@demo.fr');
    await page.goto('/hygiene/traceability');
    await page.getByRole('heading', { name: 'Traçabilité', level: 1 }).waitFor();
    const photoButton = page.getByRole('button', { name: /^Voir la photo : / }).first();
    await photoButton.waitFor();
    await photoButton.click();
    const image = dialog().getByRole('img').first();
    await image.waitFor();
    // The signed link is served to the chain's user: the image really loads.
    await expect
      .poll(() =>
        image.evaluate((img) => (img as unknown as { naturalWidth: number }).naturalWidth),
      )
      .toBeGreaterThan(0);
    await e2e.snapshot('traceability-photo');
  });

  test('the inspection PDF downloads with a page per log', async () => {
    await logIn(page, 'admin@demo.fr');
    await page.goto('/hygiene/temperature');
    // A cold load of the page takes longer than a poll's second on a busy machine.
    await page.getByRole('heading', { name: 'Relevés de température', level: 1 }).waitFor();
    await expect.poll(() => cardValue('Relevés')).not.toBeNaN();
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      page.getByRole('button', { name: "Rapport d'inspection (PDF)" }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^Rapport hygi.ne - .+\.pdf$/);
    const pdf = await downloadBody(download);
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    // A cover, then each of the six logs starts on a page of its own.
    const pages = pdf.toString('latin1').match(/\/Type\s*\/Page[^s]/g) ?? [];
    expect(pages.length).toBeGreaterThanOrEqual(7);
  });
});

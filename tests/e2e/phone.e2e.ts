// Issue 10 items 7 and 13 in a real browser at a phone's size (390 × 844), against what
// `npm start` serves: an employee records a temperature typed the French way, '3,5', and the
// history shows 3,5 °C (not 35 °C, which a number input once made of it).
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { labelled, logIn, useProduct, waitForPath } from './harness.ts';

const e2e = useProduct('phone');
let page: Page;
beforeEach(async () => {
  page = e2e.page;
  await page.setViewportSize({ width: 390, height: 844 });
});

const card = (label: string) => page.getByRole('group', { name: label });
/** A summary card's number (its last paragraph; the first is its label). */
const cardValue = async (label: string) =>
  Number(await card(label).getByRole('paragraph').last().textContent());

describe('on a phone', () => {
  test("an employee records '3,5' and reads 3,5 °C", async () => {
    await logIn(page, 'employe@demo.fr');
    await page.goto('/hygiene');
    await waitForPath(page, '/hygiene/temperature');
    await page.getByRole('heading', { name: 'Relevés de température', level: 1 }).waitFor();
    await expect.poll(() => cardValue('Conformes')).not.toBeNaN();
    const before = { total: await cardValue('Relevés'), good: await cardValue('Conformes') };

    await page.getByRole('button', { name: 'Nouveau relevé' }).first().click();
    const form = page.getByRole('dialog', { name: 'Nouveau relevé' });
    await form.getByLabel(labelled('Équipement')).click();
    await page.getByRole('option', { name: /^Frigo de préparation/ }).click();
    const temperature = form.getByLabel(labelled('Température (°C)'));
    // The phone shows its decimal keypad, which has a comma in French.
    expect(await temperature.getAttribute('inputmode')).toBe('decimal');
    await temperature.fill('3,5');
    const note = `Relevé sur téléphone ${Date.now()}`;
    await form.getByLabel(labelled('Notes')).fill(note);
    await e2e.snapshot('phone-temperature-dialog');
    await form.getByRole('button', { name: 'Créer', exact: true }).click();
    // 3,5 °C is within the fridge's 0–4 °C: no confirmation, saved at once.
    await form.waitFor({ state: 'hidden' });
    await page.getByText('Relevé enregistré').waitFor();

    await expect.poll(() => cardValue('Relevés')).toBe(before.total + 1);
    expect(await cardValue('Conformes')).toBe(before.good + 1);
    // The new reading (named by its note) reads 3,5 °C, whatever shape a phone gives the list:
    // the nearest element around the note that holds its equipment and a temperature.
    const entry = page
      .getByText(note)
      .first()
      .locator('xpath=ancestor::*[contains(., "Frigo de préparation") and contains(., "°C")][1]');
    await entry.waitFor();
    const text = (await entry.textContent()) ?? '';
    // One reading's entry, not the whole list: one temperature in it, and it is 3,5 °C.
    expect(text.match(/°C/g)).toHaveLength(1);
    expect(text).toContain('3,5 °C');
    await e2e.snapshot('phone-temperature-recorded');
  });
});

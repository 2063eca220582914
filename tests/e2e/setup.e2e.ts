// Restaurant setup in a real browser against what `npm start` serves (docs/areas/restaurants.md,
// issue 4): an ADMIN creates a zone, a storage surface in it, a TEMPERATURE equipment type with
// its range, an equipment of that type in the zone, a job with a preset colour and a tag; then a
// user's theme, saved in /settings, follows him to another browser. Selectors are roles, labels and French texts.
import type { Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { labelled, logIn, useProduct, waitForPath } from './harness.ts';

const e2e = useProduct('setup');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});

const suffix = Date.now().toString(36);
const ZONE = `Fournil ${suffix}`;
const SURFACE = `Étagère à farine ${suffix}`;
const TYPE = `Vitrine pâtisserie ${suffix}`;
const EQUIPMENT = `Vitrine n°1 ${suffix}`;
const JOB = `Pâtissier ${suffix}`;
const TAG = `Saison ${suffix}`;

const dialog = () => page.getByRole('dialog');
const field = (label: string) => dialog().getByLabel(labelled(label));
const submit = (name: 'Créer' | 'Enregistrer' = 'Créer') =>
  dialog().getByRole('button', { name, exact: true }).click();

/** Picks an option of an MUI select (a combobox opening a listbox). */
async function choose(label: string, option: string): Promise<void> {
  await field(label).click();
  await page.getByRole('listbox').getByRole('option', { name: option, exact: true }).click();
}

const table = (name: string) => page.getByRole('table', { name });
const row = (tableName: string, text: string) =>
  table(tableName).getByRole('row').filter({ hasText: text });

describe('restaurant setup, end to end', () => {
  test('zone, storage surface, TEMPERATURE type, equipment in the zone, job, tag', async () => {
    await logIn(page, 'admin@demo.fr');

    // Zones: /zones redirects to the restaurant tab.
    await page.goto('/zones');
    await waitForPath(page, '/restaurant/zones');
    await page.getByRole('heading', { name: 'Zones et surfaces', level: 1 }).waitFor();
    await row('Zones du restaurant', 'Cuisine').waitFor();
    const zonesTab = page.getByRole('tab', { name: /^Zones \(\d+\)$/ });
    const zonesBefore = Number(/\((\d+)\)/.exec((await zonesTab.textContent()) ?? '')![1]);
    await page.getByRole('button', { name: 'Nouvelle zone' }).click();
    await submit();
    await dialog().getByText('Le nom de la zone est requis').waitFor();
    await field('Nom').fill(ZONE);
    await field('Description').fill('Pains et viennoiseries');
    await submit();
    await dialog().waitFor({ state: 'hidden' });
    await row('Zones du restaurant', ZONE).waitFor();
    await page.getByRole('tab', { name: `Zones (${zonesBefore + 1})` }).waitFor();
    await e2e.snapshot('zones');

    // A storage surface of that zone.
    await page.getByRole('tab', { name: /^Surfaces/ }).click();
    await page.getByRole('button', { name: 'Nouvelle surface' }).click();
    await choose('Zone', ZONE);
    await field('Nom').fill(SURFACE);
    await dialog().getByLabel('Zone de stockage').check();
    await submit();
    await dialog().waitFor({ state: 'hidden' });
    const surface = row('Surfaces du restaurant', SURFACE);
    await surface.getByText(ZONE).waitFor();
    await surface.getByText('Zone de stockage').waitFor();
    await e2e.snapshot('surfaces');

    // A TEMPERATURE type: min, max and unit appear only for that family.
    await page.goto('/equipments');
    await waitForPath(page, '/restaurant/equipments');
    await page.getByRole('tab', { name: /^Types d'équipement/ }).click();
    await page.getByRole('button', { name: 'Nouveau type' }).click();
    await field('Nom').fill(TYPE);
    await choose('Famille', 'Standard');
    expect(await field('Température min.').count()).toBe(0);
    await choose('Famille', 'Température');
    await field('Température min.').fill('2');
    await field('Température max.').fill('6.5');
    await submit();
    await dialog().waitFor({ state: 'hidden' });
    const type = row("Types d'équipement de l'enseigne", TYPE);
    await type.getByText('Température').waitFor();
    await type.getByText(/2 °C.*6,5 °C/).waitFor();
    await e2e.snapshot('types');

    // An equipment of that type in the new zone: its row shows the zone and the type's range.
    await page.getByRole('tab', { name: /^Équipements \(\d+\)$/ }).click();
    await page.getByRole('button', { name: 'Nouvel équipement' }).click();
    await choose("Type d'équipement", TYPE);
    await field('Nom').fill(EQUIPMENT);
    await choose('Zone', ZONE);
    await field('Numéro de série').fill(`SN-${suffix}`);
    await submit();
    await dialog().waitFor({ state: 'hidden' });
    const equipment = row('Équipements du restaurant', EQUIPMENT);
    await equipment.getByText(ZONE).waitFor();
    await equipment.getByText(TYPE).waitFor();
    await equipment.getByText(/2 °C.*6,5 °C/).waitFor();
    await e2e.snapshot('equipments');

    // The zone now counts one surface and one equipment.
    await page.goto('/restaurant/zones');
    const zone = row('Zones du restaurant', ZONE);
    await zone.waitFor();
    expect(await zone.getByRole('cell').allTextContents()).toEqual(
      expect.arrayContaining(['1', '1']),
    );

    // A job with a preset colour.
    await page.goto('/jobs');
    await waitForPath(page, '/restaurant/jobs');
    await page.getByRole('button', { name: 'Nouveau poste' }).click();
    await field('Titre').fill(JOB);
    expect(await field('Pause').inputValue()).toBe('30');
    await dialog().getByRole('button', { name: 'Couleur #9C27B0' }).click();
    expect(await field('Couleur').inputValue()).toBe('#9C27B0');
    await submit();
    await dialog().waitFor({ state: 'hidden' });
    const job = row('Postes du restaurant', JOB);
    await job.getByText('#9C27B0').waitFor();
    await job.getByText('30 min').waitFor();
    await job.getByText('Actif').waitFor();
    await e2e.snapshot('jobs');

    // A tag of the chain.
    await page.goto('/tags');
    await page.getByRole('button', { name: 'Nouveau tag' }).click();
    await field('Nom').fill(TAG);
    await submit();
    await dialog().waitFor({ state: 'hidden' });
    await page.getByRole('row').filter({ hasText: TAG }).waitFor();
    await e2e.snapshot('tags');
  });

  test('an EMPLOYEE reads the tags without being able to create one', async () => {
    await logIn(page, 'employe@demo.fr');
    await page.goto('/tags');
    await page.getByText('Lecture seule').waitFor();
    expect(await page.getByRole('button', { name: 'Nouveau tag' }).isDisabled()).toBe(true);
    await page.getByText("Vous n'avez pas les permissions pour créer des tags").waitFor();
  });

  test('the dark theme chosen in /settings follows the user to another browser', async () => {
    await logIn(page, 'manager@demo.fr');
    expect(await isDark(page)).toBe(false);
    await page.goto('/settings');
    await page.getByRole('tab', { name: 'Apparence' }).click();
    await page.getByRole('button', { name: 'Sombre' }).click();
    await page.getByRole('button', { name: 'Enregistrer' }).click();
    await page.getByText('Préférences enregistrées').waitFor();
    await expect.poll(() => isDark(page)).toBe(true);
    await e2e.snapshot('settings-dark');

    // Another browser (its own storage: nothing cached there) signs in and reloads: dark too.
    const other = await e2e.newPage();
    await logIn(other, 'manager@demo.fr');
    await other.reload();
    await other.getByRole('navigation', { name: 'Menu principal' }).waitFor();
    await expect.poll(() => isDark(other)).toBe(true);
    await other.goto('/settings');
    await other.getByRole('tab', { name: 'Apparence' }).click();
    expect(await other.getByRole('button', { name: 'Sombre' }).getAttribute('aria-pressed')).toBe(
      'true',
    );
  });
});

/** Whether the page paints a dark background (the theme's background.default on the body). */
async function isDark(p: Page): Promise<boolean> {
  // A string expression: it runs in the page, where the DOM is (the test code has no DOM types).
  const rgb = await p.evaluate<string>('getComputedStyle(document.body).backgroundColor');
  const [r, g, b] = (rgb.match(/\d+/g) ?? ['255', '255', '255']).map(Number);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b! < 80;
}

// Planning in a real browser against what `npm start` serves, on its demo data
// (docs/areas/planning.md, issue 14): in the manager's restaurant, next week (left empty by the
// seed) is planned by clicking cells and dragging a shift to another employee and day with the
// mouse, then one day on with the keyboard, then copied into the week after; a drop on a full
// cell is refused. Selectors are roles, labels and French texts.
import type { Locator, Page } from 'playwright-core';
import { beforeEach, describe, expect, test } from 'vitest';
import { labelled, logIn, useProduct } from './harness.ts';

const e2e = useProduct('planning');
let page: Page;
beforeEach(() => {
  page = e2e.page;
});

const grid = () => page.getByRole('table', { name: 'Planning de la semaine' });
/** The cell of an employee on a weekday ('Lun', 'Mar'...), whatever its date. */
const cell = (employee: string, weekday: string) =>
  page.getByRole('cell', { name: new RegExp(`^${employee}, ${weekday} \\d\\d/\\d\\d$`) });
const toast = () => page.locator('.MuiSnackbar-root');

/**
 * A mouse drag as a hand makes it: pressed on the shift, moved there in steps (the drag starts a
 * few pixels on, then follows the pointer), released over the cell.
 */
async function drag(shift: Locator, target: Locator) {
  const from = (await shift.boundingBox())!;
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  const to = (await target.boundingBox())!;
  await page.mouse.move(to.x + to.width / 2, to.y + to.height / 2, { steps: 12 });
  await page.mouse.up();
}

async function addShift(
  employee: string,
  weekday: string,
  job: string,
  start: string,
  end: string,
) {
  await cell(employee, weekday)
    .getByRole('button', { name: /^Ajouter un shift/ })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Nouveau shift' });
  await dialog.getByLabel(labelled('Poste')).click();
  await page.getByRole('option', { name: job, exact: true }).click();
  await dialog.getByRole('combobox', { name: labelled('Début') }).fill(start);
  await dialog.getByRole('combobox', { name: labelled('Fin') }).fill(end);
  await page.keyboard.press('Escape');
  await dialog.getByRole('button', { name: 'Créer', exact: true }).click();
  await dialog.waitFor({ state: 'hidden' });
  await cell(employee, weekday)
    .getByRole('button', { name: `${start}-${end} ${job}` })
    .waitFor();
}

describe('planning, end to end', () => {
  test('plans a week by clicking and dragging, then copies it into the next one', async () => {
    await logIn(page, 'manager@demo.fr');
    await page.goto('/planning');
    await grid().waitFor();
    const current = await page.getByRole('heading', { name: /^Semaine \d+$/ }).textContent();
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: /^Semaine \d+$/ }).textContent())
      .not.toBe(current);
    expect(new URL(page.url()).searchParams.get('semaine')).toMatch(/^\d{4}-\d\d-\d\d$/);
    const planned = await page.getByRole('heading', { name: /^Semaine \d+$/ }).textContent();

    await addShift('Léa Garnier', 'Lun', 'Serveur', '11:00', '15:00');
    await addShift('Léa Garnier', 'Lun', 'Serveur', '18:30', '23:00');
    await addShift('Nathan Roux', 'Mar', 'Cuisinier', '09:00', '17:00');

    // A drop on a full cell is refused; on another employee's day the shift moves.
    const morning = cell('Nathan Roux', 'Mar').getByRole('button', {
      name: '09:00-17:00 Cuisinier',
    });
    await drag(morning, cell('Léa Garnier', 'Lun'));
    await toast().getByText('Cette cellule a déjà le maximum de 2 shifts.').waitFor();
    await drag(morning, cell('Léa Garnier', 'Mer'));
    await toast().getByText('Shift déplacé').waitFor();
    await cell('Léa Garnier', 'Mer')
      .getByRole('button', { name: '09:00-17:00 Cuisinier' })
      .waitFor();
    expect(
      await cell('Nathan Roux', 'Mar')
        .getByRole('button', { name: /Cuisinier$/ })
        .count(),
    ).toBe(0);
    await expect
      .poll(() => page.getByRole('cell', { name: /^Heures travaillées Lun/ }).textContent())
      .toMatch(/^1 pers\./);

    // The keyboard: Space picks the shift up, an arrow takes it a day on, Space drops it there.
    await cell('Léa Garnier', 'Mer').getByRole('button', { name: '09:00-17:00 Cuisinier' }).focus();
    await page.keyboard.press('Space');
    await page
      .getByRole('status')
      .getByText(/^Shift de Léa Garnier, .+ : saisi\.$/)
      .waitFor();
    await page.keyboard.press('ArrowRight');
    await page
      .getByRole('status')
      .getByText(/^Au-dessus de la cellule de Léa Garnier, jeudi /)
      .waitFor();
    await page.keyboard.press('Space');
    await page
      .getByRole('status')
      .getByText(/^Shift déposé sur Léa Garnier, jeudi /)
      .waitFor();
    await cell('Léa Garnier', 'Jeu')
      .getByRole('button', { name: '09:00-17:00 Cuisinier' })
      .waitFor();

    // The week after: copy the planned week (the nearest of the 15 offered) for everyone.
    await page.getByRole('button', { name: 'Semaine suivante' }).click();
    await expect
      .poll(() => page.getByRole('heading', { name: /^Semaine \d+$/ }).textContent())
      .not.toBe(planned);
    await page.getByRole('button', { name: 'Copier un planning' }).click();
    const copy = page.getByRole('dialog', { name: 'Copier un planning' });
    await expect
      .poll(() => copy.getByLabel('Semaine à copier').textContent())
      .toContain(`${planned} - Du `);
    await copy.getByRole('button', { name: 'Copier', exact: true }).click();
    await toast().getByText('3 shifts copiés avec succès').waitFor();
    await cell('Léa Garnier', 'Jeu')
      .getByRole('button', { name: '09:00-17:00 Cuisinier' })
      .waitFor();
    await cell('Léa Garnier', 'Lun').getByRole('button', { name: '18:30-23:00 Serveur' }).waitFor();
    await e2e.snapshot('copied');
  });
});

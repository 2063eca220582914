import { describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { renderApp, USERS } from '../../test/renderApp.tsx';
import { OUTCOME_UNKNOWN, outcomeUnknown, recordSaveKeys } from '../../test/save-keys.ts';
import { keepStyles } from '../../test/styles.tsx';
import {
  CopyPlanningWeekMutation,
  CreateAbsencesMutation,
  CreateScheduledShiftMutation,
  DeletePlanningWeekMutation,
  DeleteScheduledShiftMutation,
  UpdateScheduledShiftMutation,
} from './documents.ts';
import {
  EMPLOYEES,
  JOBS,
  MONDAY,
  planningMocks,
  RESTAURANT,
  shift,
  SHIFTS,
} from './test-fixtures.ts';
import { getContrastRatio } from '@mui/material/styles';
import { readableBehindWhite } from '../../lib/colors.ts';

const SLOW = 60_000;
const PATH = `/planning?semaine=${MONDAY}`;

const renderPlanning = (mocks: MockLink.MockedResponse[] = [], user = USERS.ADMIN) =>
  renderApp({
    path: PATH,
    user,
    storedRestaurantId: RESTAURANT,
    mocks: [...planningMocks(), ...mocks],
  });

const findGrid = () => screen.findByRole('table', { name: 'Planning de la semaine' });
const cell = (who: string, day: string) => screen.getByRole('cell', { name: `${who}, ${day}` });
/** Léa Martin's Monday shift, the one these tests drag. */
const leaMonday = () =>
  within(cell('Léa Martin', 'Lun 23/11')).getByRole('button', { name: '09:00-17:00 Cuisinier' });
/** What the drag last said to a screen reader (its live region). */
const announced = async (text: string) =>
  waitFor(() => expect(screen.getByRole('status').textContent).toBe(text));
// The keyboard's drag: Space picks the focused shift up and drops it, the arrows walk the grid
// (rows: Hugo Bernard, Inès Moreau, Léa Martin).
const SPACE = ' ';
const PICKED_UP = 'Shift de Léa Martin, lundi 23 novembre, de 9 h à 17 h, Cuisinier : saisi.';
/** Léa Martin's Monday shift, picked up from the keyboard: the arrows move it from then on. */
const pickUpLeaMonday = async (events: { keyboard(keys: string): Promise<void> }) => {
  leaMonday().focus();
  await events.keyboard(SPACE);
  await announced(PICKED_UP);
};

describe('/planning', () => {
  it(
    'shows the week: days, employees with planned against contract hours, shifts by job colour, absences, the footer, warnings and hours per job',
    async () => {
      keepStyles(); // the shifts' job colours
      renderPlanning();
      const grid = await findGrid();
      expect(screen.getByRole('heading', { level: 1, name: 'Planning' })).toBeInTheDocument();
      expect(screen.getByRole('heading', { name: 'Semaine 48' })).toBeInTheDocument();
      expect(screen.getByText('Du 23/11 au 29/11/2026')).toBeInTheDocument();
      const headers = within(grid)
        .getAllByRole('columnheader')
        .map((th) => th.textContent);
      expect(headers).toEqual([
        'Employé',
        'Lun 23/11',
        'Mar 24/11',
        'Mer 25/11',
        'Jeu 26/11',
        'Ven 27/11',
        'Sam 28/11',
        'Dim 29/11',
      ]);
      // Rows by the graph's order; planned hours against the contract's.
      const rows = within(grid)
        .getAllByRole('rowheader')
        .map((th) => th.textContent);
      expect(rows[0]).toContain('Hugo Bernard');
      expect(rows[0]).toContain('4,0 / 35 h');
      expect(rows[2]).toContain('15,5 / 35 h');
      // An extra without contract hours: his planned hours alone, no default contract.
      expect(rows[1]).toMatch(/Inès Moreau0,0 h$/);
      expect(rows[3]).toBe('Heures travaillées');
      // The week is named once (by its table), not again by the box that scrolls it.
      expect(screen.getAllByLabelText('Planning de la semaine')).toEqual([grid]);
      expect(screen.getByRole('generic', { name: '1 alerte' })).toBeInTheDocument();

      const monday = cell('Léa Martin', 'Lun 23/11');
      const chip = within(monday).getByRole('button', { name: '09:00-17:00 Cuisinier' });
      // The job's colour, darkened until its white text reads at 4.5:1.
      const shift = (button: HTMLElement) => button.closest('[data-shift]');
      expect(shift(chip)).toHaveStyle({ backgroundColor: readableBehindWhite('#E53935') });
      expect(getContrastRatio('#fff', readableBehindWhite('#E53935'))).toBeGreaterThanOrEqual(4.5);
      // A shift whose job was deleted is grey.
      expect(
        shift(
          within(cell('Hugo Bernard', 'Mer 25/11')).getByRole('button', {
            name: '11:00-15:00 Poste supprimé',
          }),
        ),
      ).toHaveStyle({ backgroundColor: readableBehindWhite('#9E9E9E') });
      expect(within(cell('Inès Moreau', 'Jeu 26/11')).getByText('Congé payé')).toBeInTheDocument();

      expect(screen.getByRole('cell', { name: 'Heures travaillées Mar 24/11' })).toHaveTextContent(
        '1 pers.8,0 h',
      );
      expect(screen.getByRole('cell', { name: 'Heures travaillées Lun 23/11' })).toHaveTextContent(
        '1 pers.7,5 h',
      );

      const warnings = screen.getByRole('region', { name: 'Alertes du planning' });
      expect(warnings).toHaveTextContent('Hugo Bernard — Écart avec le contrat');
      expect(warnings).toHaveTextContent('4 h planifiées pour 35 h attendues : écart de 31 h.');
      const jobs = screen.getByRole('region', { name: 'Heures par poste' });
      expect(jobs).toHaveTextContent('Serveur8,0 h');
      expect(jobs).toHaveTextContent('Cuisinier7,5 h');
      expect(jobs).toHaveTextContent('Poste supprimé4,0 h');
      expect(jobs).toHaveTextContent('Total de la semaine : 19,5 h');
    },
    SLOW,
  );

  it(
    'moves to the next week in the URL',
    async () => {
      const { events, router } = renderApp({
        path: PATH,
        storedRestaurantId: RESTAURANT,
        mocks: [...planningMocks(), ...planningMocks('2026-11-30').slice(1)],
      });
      await findGrid();
      await events.click(screen.getByRole('button', { name: 'Semaine suivante' }));
      await waitFor(() => expect(router.state.location.search).toBe('?semaine=2026-11-30'));
    },
    SLOW,
  );

  it(
    "creates a shift from a cell: the job's break, times in the restaurant's zone, the exact variables",
    async () => {
      const created = shift(
        '201',
        'hugo',
        'waiter',
        MONDAY,
        '2026-11-23T09:00:00.000Z',
        '2026-11-23T17:30:00.000Z',
        45,
      );
      const { events } = renderPlanning([
        {
          request: {
            query: CreateScheduledShiftMutation,
            variables: {
              input: {
                restaurantId: RESTAURANT,
                employeeId: EMPLOYEES.hugo.id,
                jobId: JOBS.waiter.id,
                datetimeStart: '2026-11-23T09:00:00.000Z',
                datetimeEnd: '2026-11-23T17:30:00.000Z',
                breakDuration: 45,
                mealCount: 1,
              },
            },
          },
          result: { data: { createScheduledShift: created } },
        },
      ]);
      await findGrid();
      await events.click(
        screen.getByRole('button', { name: 'Ajouter un shift : Hugo Bernard, Lun 23/11' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nouveau shift' });
      expect(within(dialog).getByRole('tab', { name: 'Shift' })).toHaveAttribute(
        'aria-selected',
        'true',
      );
      expect(within(dialog).getByRole('tab', { name: 'Absence' })).toBeInTheDocument();
      // The spec's defaults.
      expect(within(dialog).getByRole('combobox', { name: 'Début' })).toHaveValue('00:00');
      expect(within(dialog).getByRole('combobox', { name: 'Fin' })).toHaveValue('12:00');
      expect(within(dialog).getByRole('textbox', { name: 'Pause (min)' })).toHaveValue('0');
      expect(within(dialog).getByRole('textbox', { name: 'Repas' })).toHaveValue('1');
      expect(within(dialog).getByText('Durée : 12 h')).toBeInTheDocument();

      // No job: refused before sending.
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(await within(dialog).findByText('Le poste est requis')).toBeInTheDocument();

      await events.click(within(dialog).getByRole('combobox', { name: /Poste/ }));
      const options = screen.getAllByRole('option').map((o) => o.textContent);
      expect(options).toEqual(['Cuisinier', 'Serveur']);
      await events.click(screen.getByRole('option', { name: 'Serveur' }));
      expect(within(dialog).getByRole('textbox', { name: 'Pause (min)' })).toHaveValue('45');

      const start = within(dialog).getByRole('combobox', { name: 'Début' });
      await events.clear(start);
      await events.type(start, '10:00');
      const end = within(dialog).getByRole('combobox', { name: 'Fin' });
      await events.clear(end);
      await events.type(end, '18:30');
      await events.keyboard('{Escape}');
      expect(within(dialog).getByText('Durée : 7 h 45')).toBeInTheDocument();
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(await screen.findByText('Shift ajouté')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    SLOW,
  );

  it(
    'refuses a time that is not HH:MM, ends the shift the next day when the end is before the start, and refuses a break that is not whole minutes',
    async () => {
      const { events } = renderPlanning([
        {
          request: {
            query: CreateScheduledShiftMutation,
            variables: {
              input: {
                restaurantId: RESTAURANT,
                employeeId: EMPLOYEES.ines.id,
                jobId: JOBS.cook.id,
                datetimeStart: '2026-11-27T21:00:00.000Z',
                datetimeEnd: '2026-11-28T01:00:00.000Z',
                breakDuration: 0,
                mealCount: 1,
              },
            },
          },
          result: {
            data: {
              createScheduledShift: shift(
                '202',
                'ines',
                'cook',
                '2026-11-27',
                '2026-11-27T21:00:00.000Z',
                '2026-11-28T01:00:00.000Z',
              ),
            },
          },
        },
      ]);
      await findGrid();
      await events.click(
        screen.getByRole('button', { name: 'Ajouter un shift : Inès Moreau, Ven 27/11' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nouveau shift' });
      await events.click(within(dialog).getByRole('combobox', { name: /Poste/ }));
      await events.click(screen.getByRole('option', { name: 'Cuisinier' }));

      const start = within(dialog).getByRole('combobox', { name: 'Début' });
      await events.clear(start);
      await events.type(start, '25:00');
      await events.keyboard('{Escape}');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(
        await within(dialog).findByText('Heure invalide : HH:MM, de 00:00 à 23:59'),
      ).toBeInTheDocument();

      await events.clear(start);
      await events.type(start, '22:00');
      const end = within(dialog).getByRole('combobox', { name: 'Fin' });
      await events.clear(end);
      await events.type(end, '02:00');
      await events.keyboard('{Escape}');
      expect(within(dialog).getAllByText(/\(\+1 jour\)/).length).toBeGreaterThan(0);

      const pause = within(dialog).getByRole('textbox', { name: 'Pause (min)' });
      // Neither rounded nor zeroed: the field says it holds whole minutes, and nothing is sent
      // (the only answer mocked is the one for a break of 0).
      const wholeMinutes = 'La pause doit être un nombre entier de minutes, positif ou nul';
      await events.clear(pause);
      await events.type(pause, '30,5');
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(pause).toHaveValue('30,5');
      expect(pause).toHaveAccessibleDescription(wholeMinutes);
      expect(screen.getByRole('dialog', { name: 'Nouveau shift' })).toBeInTheDocument();
      await events.clear(pause);
      await events.type(pause, '0');
      expect(within(dialog).getByText('Durée : 4 h (+1 jour)')).toBeInTheDocument();
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(await screen.findByText('Shift ajouté')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows the server refusal of a save on top of the form',
    async () => {
      const { events } = renderPlanning([
        {
          request: {
            query: CreateScheduledShiftMutation,
            variables: {
              input: {
                restaurantId: RESTAURANT,
                employeeId: EMPLOYEES.lea.id,
                jobId: JOBS.cook.id,
                datetimeStart: '2026-11-24T23:00:00.000Z',
                datetimeEnd: '2026-11-25T11:00:00.000Z',
                breakDuration: 30,
                mealCount: 1,
              },
            },
          },
          result: {
            errors: [
              new GraphQLError('Cette cellule a déjà le maximum de 2 shifts.', {
                extensions: { code: 'CONFLICT' },
              }),
            ],
          },
        },
      ]);
      await findGrid();
      await events.click(
        screen.getByRole('button', { name: 'Ajouter un shift : Léa Martin, Mer 25/11' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nouveau shift' });
      await events.click(within(dialog).getByRole('combobox', { name: /Poste/ }));
      await events.click(screen.getByRole('option', { name: 'Cuisinier' }));
      await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
      expect(
        await within(dialog).findByText('Cette cellule a déjà le maximum de 2 shifts.'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'alerts on a click in a full cell instead of opening the dialog',
    async () => {
      renderPlanning();
      await findGrid();
      const full = cell('Léa Martin', 'Mar 24/11');
      expect(within(full).queryByRole('button', { name: /Ajouter un shift/ })).toBeNull();
      fireEvent.click(full);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Cette cellule a déjà le maximum de 2 shifts.',
      );
      expect(screen.queryByRole('dialog')).toBeNull();
    },
    SLOW,
  );

  it(
    'moves a shift by drag and drop with its wall times; a full cell alerts, its own cell does nothing',
    async () => {
      const moved = shift(
        '101',
        'hugo',
        'cook',
        '2026-11-26',
        '2026-11-26T08:00:00.000Z',
        '2026-11-26T16:00:00.000Z',
        30,
      );
      const moves = vi.fn(() => ({ data: { updateScheduledShift: moved } }));
      const { events } = renderPlanning([
        {
          request: {
            query: UpdateScheduledShiftMutation,
            variables: {
              id: SHIFTS.leaMonday.id,
              input: {
                employeeId: EMPLOYEES.hugo.id,
                datetimeStart: '2026-11-26T08:00:00.000Z',
                datetimeEnd: '2026-11-26T16:00:00.000Z',
              },
            },
          },
          result: moves,
        },
      ]);
      await findGrid();

      // Its own cell: nothing.
      await pickUpLeaMonday(events);
      await events.keyboard(SPACE);
      await announced('Shift relâché : il reste à sa place.');
      // A full cell: the alert.
      await pickUpLeaMonday(events);
      await events.keyboard('{ArrowRight}');
      await announced(
        'Au-dessus de la cellule de Léa Martin, mardi 24 novembre : elle a déjà 2 shifts.',
      );
      await events.keyboard(SPACE);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Cette cellule a déjà le maximum de 2 shifts.',
      );
      await announced('Shift non déposé : Léa Martin a déjà 2 shifts le mardi 24 novembre.');
      expect(moves).not.toHaveBeenCalled();
      // Another employee and day: two rows up, three days on.
      await pickUpLeaMonday(events);
      await events.keyboard('{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}');
      await announced('Au-dessus de la cellule de Hugo Bernard, jeudi 26 novembre.');
      await events.keyboard(SPACE);
      await announced('Shift déposé sur Hugo Bernard, jeudi 26 novembre.');
      expect(await screen.findByText('Shift déplacé')).toBeInTheDocument();
      expect(moves).toHaveBeenCalledTimes(1);
    },
    SLOW,
  );

  it(
    'walks a picked-up shift through the grid with the arrows, up to its edges; Escape puts it back, Enter still opens it',
    async () => {
      // No mutation is mocked: one sent would toast an error.
      const { events } = renderPlanning();
      await findGrid();
      expect(leaMonday()).toHaveAccessibleDescription(
        "Pour déplacer ce shift : Espace pour le saisir, les flèches pour choisir l'employé et le jour, Espace pour le déposer, Échap pour annuler. Entrée l'ouvre.",
      );
      await pickUpLeaMonday(events);
      await events.keyboard('{ArrowRight}');
      await announced(
        'Au-dessus de la cellule de Léa Martin, mardi 24 novembre : elle a déjà 2 shifts.',
      );
      await events.keyboard('{ArrowLeft}');
      await announced("De retour sur sa cellule d'origine.");
      // Léa is the last row and Monday the first day: down and left stay there.
      await events.keyboard('{ArrowDown}{ArrowLeft}{ArrowUp}');
      await announced("Au-dessus de la cellule d'Inès Moreau, lundi 23 novembre.");
      await events.keyboard(
        '{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}{ArrowRight}',
      );
      await announced("Au-dessus de la cellule d'Inès Moreau, dimanche 29 novembre.");
      await events.keyboard('{Escape}');
      await announced('Déplacement annulé : le shift reste sur Léa Martin, lundi 23 novembre.');
      // Back on the shift, which Enter opens.
      await waitFor(() => expect(leaMonday()).toHaveFocus());
      await events.keyboard('{Enter}');
      expect(await screen.findByRole('dialog', { name: 'Modifier le shift' })).toBeInTheDocument();
      expect(screen.queryByText('Shift déplacé')).toBeNull();
    },
    SLOW,
  );

  it(
    'drags with a mouse from a few pixels on, so a click still opens the shift; a drop outside the cells leaves it',
    async () => {
      const { events } = renderPlanning();
      await findGrid();
      await events.click(leaMonday());
      expect(await screen.findByRole('dialog', { name: 'Modifier le shift' })).toBeInTheDocument();
      await events.keyboard('{Escape}');
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(screen.getByRole('status')).toBeEmptyDOMElement();

      fireEvent.mouseDown(leaMonday(), { button: 0, clientX: 10, clientY: 10 });
      fireEvent.mouseMove(document, { clientX: 13, clientY: 11 });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      fireEvent.mouseMove(document, { clientX: 40, clientY: 10 });
      await announced(PICKED_UP);
      // The test DOM lays nothing out: the pointer is over no cell.
      fireEvent.mouseUp(document, { clientX: 40, clientY: 10 });
      await announced('Shift relâché : il reste à sa place.');
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(leaMonday()).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'picks a shift up under a finger that rests on it, not under one that moves on at once (it scrolls the week)',
    async () => {
      renderPlanning();
      await findGrid();
      const at = (x: number) => ({ touches: [{ clientX: x, clientY: 10 }] });
      // A swipe across the shift is the page's, to scroll the week sideways: its move goes on
      // (fireEvent answers false for an event whose default was prevented).
      fireEvent.touchStart(leaMonday(), at(100));
      expect(fireEvent.touchMove(leaMonday(), at(60))).toBe(true);
      fireEvent.touchEnd(leaMonday(), { touches: [] });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      // A finger that rests: picked up, and its moves are the drag's, not the page's.
      fireEvent.touchStart(leaMonday(), at(100));
      await announced(PICKED_UP);
      expect(fireEvent.touchMove(leaMonday(), at(160))).toBe(false);
      fireEvent.touchEnd(leaMonday(), { touches: [] });
      await announced('Shift relâché : il reste à sa place.');
    },
    SLOW,
  );

  it(
    "moves a shift without dragging: '⋮', Déplacer, then the target cell",
    async () => {
      const { events } = renderPlanning([
        {
          request: {
            query: UpdateScheduledShiftMutation,
            variables: {
              id: SHIFTS.hugoWednesday.id,
              input: {
                employeeId: EMPLOYEES.ines.id,
                datetimeStart: '2026-11-28T10:00:00.000Z',
                datetimeEnd: '2026-11-28T14:00:00.000Z',
              },
            },
          },
          result: {
            data: {
              updateScheduledShift: shift(
                '104',
                'ines',
                null,
                '2026-11-28',
                '2026-11-28T10:00:00.000Z',
                '2026-11-28T14:00:00.000Z',
              ),
            },
          },
        },
      ]);
      await findGrid();
      await events.click(
        within(cell('Hugo Bernard', 'Mer 25/11')).getByRole('button', { name: 'Actions du shift' }),
      );
      await events.click(await screen.findByRole('menuitem', { name: 'Déplacer' }));
      expect(screen.getByText('Choisissez la cellule où déplacer le shift.')).toBeInTheDocument();
      // Escape gives up; the menu offers it again.
      await waitFor(() => expect(screen.queryByRole('menu')).toBeNull());
      await events.keyboard('{Escape}');
      expect(screen.queryByText('Choisissez la cellule où déplacer le shift.')).toBeNull();
      await events.click(
        within(cell('Hugo Bernard', 'Mer 25/11')).getByRole('button', { name: 'Actions du shift' }),
      );
      await events.click(await screen.findByRole('menuitem', { name: 'Déplacer' }));
      await events.click(
        screen.getByRole('button', { name: 'Déplacer ici : Inès Moreau, Sam 28/11' }),
      );
      expect(await screen.findByText('Shift déplacé')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'copies a shift: Ctrl held at the drop, or Dupliquer then a cell (its own too); a full cell alerts',
    async () => {
      const copy = (who: 'hugo' | 'lea', day: string) => {
        const start = `${day}T08:00:00.000Z`;
        const end = `${day}T16:00:00.000Z`;
        const created = vi.fn(() => ({
          data: { createScheduledShift: shift('110', who, 'cook', day, start, end, 30) },
        }));
        const mock = {
          request: {
            query: CreateScheduledShiftMutation,
            variables: {
              input: {
                restaurantId: RESTAURANT,
                employeeId: EMPLOYEES[who].id,
                jobId: JOBS.cook.id,
                datetimeStart: start,
                datetimeEnd: end,
                breakDuration: 30,
                mealCount: 1,
              },
            },
          },
          result: created,
        };
        return { created, mock };
      };
      const toHugo = copy('hugo', '2026-11-26');
      const toOwnCell = copy('lea', '2026-11-23');
      const { events } = renderPlanning([toHugo.mock, toOwnCell.mock]);
      await findGrid();
      const chip = leaMonday;
      // Léa's Tuesday holds two shifts already.
      await pickUpLeaMonday(events);
      await events.keyboard(`{ArrowRight}{Control>}${SPACE}{/Control}`);
      expect(await screen.findByRole('alert')).toHaveTextContent(
        'Cette cellule a déjà le maximum de 2 shifts.',
      );
      await announced('Shift non déposé : Léa Martin a déjà 2 shifts le mardi 24 novembre.');
      await pickUpLeaMonday(events);
      await events.keyboard(
        `{ArrowUp}{ArrowUp}{ArrowRight}{ArrowRight}{ArrowRight}{Alt>}${SPACE}{/Alt}`,
      );
      await waitFor(() => expect(toHugo.created).toHaveBeenCalledTimes(1));
      await announced('Shift copié sur Hugo Bernard, jeudi 26 novembre.');
      expect(await screen.findByText('Shift dupliqué')).toBeInTheDocument();
      // The original stays where it was: nothing was moved.
      expect(chip()).toBeInTheDocument();

      fireEvent.contextMenu(chip());
      await events.click(await screen.findByRole('menuitem', { name: 'Dupliquer' }));
      expect(screen.getByText('Choisissez la cellule où copier le shift.')).toBeInTheDocument();
      await events.click(
        screen.getByRole('button', { name: 'Copier ici : Léa Martin, Lun 23/11' }),
      );
      await waitFor(() => expect(toOwnCell.created).toHaveBeenCalledTimes(1));
      // The original stays where it was: nothing was moved.
      expect(chip()).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'deletes a shift from its right-click menu after the confirmation, and says when it fails',
    async () => {
      const { events } = renderPlanning([
        {
          request: { query: DeleteScheduledShiftMutation, variables: { id: SHIFTS.leaMonday.id } },
          result: { data: { deleteScheduledShift: SHIFTS.leaMonday.id } },
        },
        {
          request: {
            query: DeleteScheduledShiftMutation,
            variables: { id: SHIFTS.leaTuesdayNoon.id },
          },
          error: new Error('network down'),
        },
      ]);
      await findGrid();
      fireEvent.contextMenu(
        within(cell('Léa Martin', 'Lun 23/11')).getByRole('button', {
          name: '09:00-17:00 Cuisinier',
        }),
      );
      expect(await screen.findByRole('menuitem', { name: 'Modifier' })).toBeInTheDocument();
      await events.click(screen.getByRole('menuitem', { name: 'Supprimer' }));
      const confirm = await screen.findByRole('dialog', { name: 'Supprimer le shift' });
      expect(confirm).toHaveTextContent('Êtes-vous sûr de vouloir supprimer ce shift ?');
      await events.click(within(confirm).getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Shift supprimé avec succès !')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

      fireEvent.contextMenu(
        within(cell('Léa Martin', 'Mar 24/11')).getByRole('button', {
          name: '10:00-14:00 Serveur',
        }),
      );
      await events.click(await screen.findByRole('menuitem', { name: 'Supprimer' }));
      const again = await screen.findByRole('dialog', { name: 'Supprimer le shift' });
      await events.click(within(again).getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Erreur lors de la suppression du shift')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'edits a shift: the dialog loads it and sends its changes',
    async () => {
      const { events } = renderPlanning([
        {
          request: {
            query: UpdateScheduledShiftMutation,
            variables: {
              id: SHIFTS.leaMonday.id,
              input: {
                jobId: JOBS.cook.id,
                datetimeStart: '2026-11-23T08:00:00.000Z',
                datetimeEnd: '2026-11-23T15:00:00.000Z',
                breakDuration: 30,
                mealCount: 2,
                comment: '',
              },
            },
          },
          result: { data: { updateScheduledShift: SHIFTS.leaMonday } },
        },
      ]);
      await findGrid();
      await events.click(
        within(cell('Léa Martin', 'Lun 23/11')).getByRole('button', {
          name: '09:00-17:00 Cuisinier',
        }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Modifier le shift' });
      expect(within(dialog).queryByRole('tab', { name: 'Absence' })).toBeNull();
      expect(within(dialog).getByRole('combobox', { name: 'Début' })).toHaveValue('09:00');
      expect(within(dialog).getByRole('combobox', { name: 'Fin' })).toHaveValue('17:00');
      expect(within(dialog).getByText('Durée : 7 h 30')).toBeInTheDocument();
      const end = within(dialog).getByRole('combobox', { name: 'Fin' });
      await events.clear(end);
      await events.type(end, '16:00');
      await events.keyboard('{Escape}');
      const meals = within(dialog).getByRole('textbox', { name: 'Repas' });
      await events.clear(meals);
      await events.type(meals, '2');
      await events.click(within(dialog).getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('Shift modifié')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'copies a chosen week into the displayed one for some employees and toasts the server message',
    async () => {
      const { events } = renderPlanning([
        {
          request: {
            query: CopyPlanningWeekMutation,
            variables: {
              input: {
                restaurantId: RESTAURANT,
                sourceWeek: '2026-11-09',
                targetWeek: MONDAY,
                employeeIds: [EMPLOYEES.hugo.id, EMPLOYEES.lea.id],
              },
            },
          },
          result: {
            data: {
              copyPlanningWeek: {
                __typename: 'PlanningWeekOperation',
                message: '5 shifts copiés avec succès',
                count: 5,
              },
            },
          },
        },
      ]);
      await findGrid();
      await events.click(screen.getByRole('button', { name: 'Copier un planning' }));
      const dialog = await screen.findByRole('dialog', { name: 'Copier un planning' });
      await events.click(within(dialog).getByRole('combobox', { name: 'Semaine à copier' }));
      const weeks = screen.getAllByRole('option').map((o) => o.textContent);
      expect(weeks).toHaveLength(15);
      expect(weeks[0]).toBe('Semaine 47 - Du 16/11 au 22/11/2026');
      expect(weeks[14]).toBe('Semaine 33 - Du 10/08 au 16/08/2026');
      await events.click(
        screen.getByRole('option', { name: 'Semaine 46 - Du 09/11 au 15/11/2026' }),
      );
      expect(within(dialog).getByRole('checkbox', { name: 'Tous les employés' })).toBeChecked();
      await events.click(within(dialog).getByRole('checkbox', { name: 'Inès Moreau' }));
      await events.click(within(dialog).getByRole('button', { name: 'Copier' }));
      expect(await screen.findByText('5 shifts copiés avec succès')).toBeInTheDocument();
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    },
    SLOW,
  );

  it(
    'sends a week copy with an idempotency key, the same one when it is sent again',
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const request = {
        query: CopyPlanningWeekMutation,
        variables: {
          input: { restaurantId: RESTAURANT, sourceWeek: '2026-11-16', targetWeek: MONDAY },
        },
      };
      const { link, keys } = recordSaveKeys('CopyPlanningWeek');
      const { events } = renderApp({
        path: PATH,
        storedRestaurantId: RESTAURANT,
        links: link,
        mocks: [
          ...planningMocks(),
          { request, result: outcomeUnknown() },
          {
            request,
            result: {
              data: {
                copyPlanningWeek: {
                  __typename: 'PlanningWeekOperation',
                  message: '5 shifts copiés avec succès',
                  count: 5,
                },
              },
            },
          },
        ],
      });
      await findGrid();
      await events.click(screen.getByRole('button', { name: 'Copier un planning' }));
      const dialog = await screen.findByRole('dialog', { name: 'Copier un planning' });
      await events.click(within(dialog).getByRole('button', { name: 'Copier' }));
      expect(await screen.findByText(OUTCOME_UNKNOWN)).toBeInTheDocument();
      // Sent again as it was: the api answers the first copy instead of copying twice.
      await events.click(within(dialog).getByRole('button', { name: 'Copier' }));
      expect(await screen.findByText('5 shifts copiés avec succès')).toBeInTheDocument();
      expect(keys).toHaveLength(2);
      expect(keys[0]).toBeTruthy();
      expect(keys[1]).toBe(keys[0]);
      vi.mocked(console.error).mockRestore();
    },
    SLOW,
  );

  it(
    "deletes the displayed week for everyone (no employee list sent) and shows the server's refusal, or the spec's text",
    async () => {
      const request = {
        query: DeletePlanningWeekMutation,
        variables: { input: { restaurantId: RESTAURANT, week: MONDAY } },
      };
      const { events } = renderPlanning([
        {
          request,
          result: {
            errors: [
              new GraphQLError('Accès refusé à ce restaurant', {
                extensions: { code: 'FORBIDDEN' },
              }),
            ],
          },
        },
        { request, error: new Error('network down') },
      ]);
      await findGrid();
      await events.click(screen.getByRole('button', { name: 'Supprimer planning' }));
      const dialog = await screen.findByRole('dialog', { name: 'Supprimer planning' });
      expect(dialog).toHaveTextContent(
        'Êtes-vous sûr de vouloir supprimer les shifts de la Semaine 48 ?',
      );
      await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
      expect(await screen.findByText('Accès refusé à ce restaurant')).toBeInTheDocument();
      await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
      expect(
        await screen.findByText('Erreur lors de la suppression du planning'),
      ).toBeInTheDocument();
      // Nobody chosen: nothing to send.
      await events.click(within(dialog).getByRole('checkbox', { name: 'Tous les employés' }));
      expect(within(dialog).getByRole('button', { name: 'Supprimer' })).toBeDisabled();
    },
    SLOW,
  );

  it(
    'records absences on the Absence tab for the chosen days',
    async () => {
      const { events } = renderPlanning([
        {
          request: {
            query: CreateAbsencesMutation,
            variables: {
              input: {
                restaurantId: RESTAURANT,
                employeeId: EMPLOYEES.ines.id,
                dates: ['2026-11-23', '2026-11-24'],
                type: 'SICK',
              },
            },
          },
          result: {
            data: {
              createAbsences: [
                { __typename: 'Absence', id: '601' },
                { __typename: 'Absence', id: '602' },
              ],
            },
          },
        },
      ]);
      await findGrid();
      await events.click(
        screen.getByRole('button', { name: 'Ajouter un shift : Inès Moreau, Lun 23/11' }),
      );
      const dialog = await screen.findByRole('dialog', { name: 'Nouveau shift' });
      await events.click(within(dialog).getByRole('tab', { name: 'Absence' }));
      const absence = await screen.findByRole('dialog', { name: 'Nouvelle absence' });
      expect(within(absence).getByRole('checkbox', { name: 'Lun 23/11' })).toBeChecked();
      await events.click(within(absence).getByRole('combobox', { name: /Type d'absence/ }));
      expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
        'Congé payé',
        'Maladie',
        'Repos',
        'Autre absence',
      ]);
      await events.click(screen.getByRole('option', { name: 'Maladie' }));
      await events.click(within(absence).getByRole('checkbox', { name: 'Mar 24/11' }));
      await events.click(within(absence).getByRole('button', { name: 'Enregistrer' }));
      expect(await screen.findByText('2 absences enregistrées')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'reads only for an EMPLOYEE: the badge, no week actions, no adding, dragging nor menu',
    async () => {
      renderPlanning([], USERS.EMPLOYEE);
      await findGrid();
      expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Copier un planning' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Supprimer planning' })).toBeNull();
      expect(screen.queryByRole('button', { name: /Ajouter un shift/ })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Actions du shift' })).toBeNull();
      expect(screen.getByText('09:00-17:00')).toBeInTheDocument();
      fireEvent.click(cell('Hugo Bernard', 'Lun 23/11'));
      fireEvent.contextMenu(screen.getByText('09:00-17:00'));
      expect(screen.queryByRole('dialog')).toBeNull();
      expect(screen.queryByRole('menu')).toBeNull();
      // Nothing picks a shift up.
      fireEvent.mouseDown(screen.getByText('09:00-17:00'), { button: 0, clientX: 10, clientY: 10 });
      fireEvent.mouseMove(document, { clientX: 60, clientY: 10 });
      fireEvent.mouseUp(document, { clientX: 60, clientY: 10 });
      expect(screen.getByRole('status')).toBeEmptyDOMElement();
      expect(screen.getByText('09:00-17:00').closest('[aria-describedby]')).toBeNull();
    },
    SLOW,
  );
});

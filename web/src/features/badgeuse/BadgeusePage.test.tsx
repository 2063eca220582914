import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { fill } from '../../test/fill.ts';
import { findShell, renderApp, USERS } from '../../test/renderApp.tsx';
import { PHONE_WIDTH, stubScreenWidth } from '../../test/screen-width.ts';
import { keepStyles } from '../../test/styles.tsx';
import {
  ApproveRealizedShiftMutation,
  CreateApprovedShiftMutation,
  DeleteApprovedShiftMutation,
  UpdateApprovedShiftMutation,
  ValidateDayMutation,
} from './documents.ts';
import {
  APPROVED,
  IN_PROGRESS,
  NOT_CLOCKED,
  PENDING_APPROVED,
  weekData,
  weekMock,
} from './test-fixtures.ts';

const SLOW = 60_000;
const PATH = '/badgeuse?semaine=2026-10-19&jour=2026-10-20';
const TUESDAY_TABLE = 'Shifts du Mar 20/10';

const tableOf = (name: string) => screen.findByRole('table', { name }, { timeout: 10_000 });
async function rowOf(name: string, table = TUESDAY_TABLE) {
  const found = await tableOf(table);
  return (await within(found).findByText(name, {}, { timeout: 10_000 })).closest('tr')!;
}

const approveMock = (id: string, ok = true): MockLink.MockedResponse => ({
  request: { query: ApproveRealizedShiftMutation, variables: { id } },
  result: ok
    ? { data: { approveRealizedShift: { __typename: 'ApprovedShift', id } } }
    : { errors: [{ message: 'Ce shift est déjà validé', extensions: { code: 'CONFLICT' } }] },
});

/** David's approved shift with its break changed from 30 to 45 minutes. */
const DAVID_UPDATE = {
  datetimeStart: '2026-10-20T06:00:00.000Z',
  datetimeEnd: '2026-10-20T14:00:00.000Z',
  breakDuration: 45,
  mealCount: 1,
  comment: '',
};
/** Chloé's clocked shift with its end brought back to 15:00 (13:00 UTC, summer time). */
const CHLOE_ADJUSTMENTS = {
  datetimeStart: '2026-10-20T09:02:00.000Z',
  datetimeEnd: '2026-10-20T13:00:00.000Z',
  breakDuration: 20,
  mealCount: 1,
};

async function editPaid(
  events: ReturnType<typeof renderApp>['events'],
  name: string,
  field: string,
  value: string,
) {
  const dialog = await screen.findByRole('dialog', { name: `Heures rémunérées de ${name}` });
  const input = within(dialog).getByRole('textbox', { name: field });
  await events.clear(input);
  await fill(events, input, value);
  await events.click(within(dialog).getByRole('button', { name: 'Appliquer' }));
  await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
}

async function editDavidBreak(events: ReturnType<typeof renderApp>['events']) {
  const david = await rowOf('David Moreau');
  await events.click(
    within(david).getByRole('button', { name: 'Autres actions sur le shift de David Moreau' }),
  );
  await events.click(await screen.findByRole('menuitem', { name: 'Modifier les heures' }));
  await editPaid(events, 'David Moreau', 'Pause validée (min)', '45');
}

async function editChloeEnd(events: ReturnType<typeof renderApp>['events']) {
  const chloe = await rowOf('Chloé Martin');
  await events.click(
    within(chloe).getByRole('button', { name: 'Modifier les heures rémunérées de Chloé Martin' }),
  );
  await editPaid(events, 'Chloé Martin', 'Fin', '15:00');
}

describe('/badgeuse', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it(
    "lists the 7 days with 'N shifts • M validés' and shows each row in its state",
    async () => {
      renderApp({ path: PATH, storedRestaurantId: '11', mocks: [weekMock()] });
      await findShell();
      expect(await screen.findByRole('heading', { level: 1, name: 'Badgeuse' })).toBeVisible();
      expect(screen.getByText('Semaine 43')).toBeInTheDocument();

      const days = screen.getByRole('navigation', { name: 'Jours de la semaine' });
      await waitFor(() => expect(days).toHaveTextContent('Mar 20/104 shifts • 1 validés'));
      expect(days).toHaveTextContent('Lun 19/100 shifts • 0 validés');
      expect(days).toHaveTextContent('Sam 24/101 shifts • 1 validés');
      expect(within(days).getByRole('button', { current: 'date' })).toHaveTextContent('Mar 20/10');

      const table = await tableOf(TUESDAY_TABLE);
      expect(
        within(table)
          .getAllByRole('columnheader')
          .map((h) => h.textContent),
      ).toEqual([
        'Actions',
        'Employés',
        'Shifts Prévus (pause)',
        'Shifts Badgés (pause)',
        'Shifts Rémunérés',
        'Pause validée',
        'Total Durée',
      ]);

      const alice = await rowOf('Alice Durand');
      expect(alice).toHaveAttribute('data-state', 'NOT_CLOCKED');
      expect(alice).toHaveTextContent('Pas encore badgé');
      expect(alice).toHaveTextContent('10:00 - 14:30 (30 min)');
      // Not actionable: nothing to validate; only hours entered by hand for a forgotten badge.
      expect(
        within(alice)
          .getAllByRole('button')
          .map((b) => b.getAttribute('aria-label')),
      ).toEqual(['Saisir les heures de Alice Durand sans badgeage']);

      const bruno = await rowOf('Bruno Leroy');
      expect(bruno).toHaveAttribute('data-state', 'IN_PROGRESS');
      expect(bruno).toHaveTextContent('Shift en cours');
      // A status, not a spinner that reads as loading: the words once, no progress bar.
      expect(within(bruno).getAllByText('Shift en cours')).toHaveLength(1);
      expect(within(bruno).queryByRole('progressbar')).not.toBeInTheDocument();
      expect(bruno).toHaveTextContent('09:05 - … (0 min)');

      const chloe = await rowOf('Chloé Martin');
      expect(chloe).toHaveAttribute('data-state', 'PENDING');
      expect(chloe).toHaveTextContent('11:00 - 15:00 (0 min)');
      expect(chloe).toHaveTextContent('11:02 - 15:10 (20 min)');
      // Pending: the paid hours proposed are the clocked ones, 4 h 08 − 20 min.
      expect(chloe).toHaveTextContent('3 h 48');
      expect(
        within(chloe).getByRole('button', { name: 'Valider le shift de Chloé Martin' }),
      ).toHaveTextContent('Valider');

      const david = await rowOf('David Moreau');
      expect(david).toHaveAttribute('data-state', 'APPROVED');
      expect(
        within(david).getByRole('img', { name: 'Shift de David Moreau validé' }),
      ).toBeVisible();
      expect(david).toHaveTextContent('08:00 - 16:00');
      expect(david).toHaveTextContent('30 min');
      expect(david).toHaveTextContent('7 h 30');
      expect(david).toHaveTextContent('7,5 h');
    },
    SLOW,
  );

  it(
    'validates one shift, toasts it and reads the week again',
    async () => {
      const { events } = renderApp({
        path: PATH,
        storedRestaurantId: '11',
        mocks: [
          weekMock(weekData(), 1),
          approveMock('3'),
          weekMock(weekData([NOT_CLOCKED, IN_PROGRESS, PENDING_APPROVED, APPROVED])),
        ],
      });
      const chloe = await rowOf('Chloé Martin');
      await events.click(
        within(chloe).getByRole('button', { name: 'Valider le shift de Chloé Martin' }),
      );
      expect(await screen.findByText('Shift validé avec succès !')).toBeInTheDocument();
      await waitFor(async () =>
        expect(await rowOf('Chloé Martin')).toHaveAttribute('data-state', 'APPROVED'),
      );
      const days = screen.getByRole('navigation', { name: 'Jours de la semaine' });
      expect(days).toHaveTextContent('Mar 20/104 shifts • 2 validés');
    },
    SLOW,
  );

  it(
    'says a refused validation',
    async () => {
      vi.spyOn(console, 'error').mockImplementation(() => {});
      const { events } = renderApp({
        path: PATH,
        storedRestaurantId: '11',
        mocks: [weekMock(), approveMock('3', false)],
      });
      const chloe = await rowOf('Chloé Martin');
      await events.click(
        within(chloe).getByRole('button', { name: 'Valider le shift de Chloé Martin' }),
      );
      expect(await screen.findByText('Erreur lors de la validation du shift')).toBeInTheDocument();
      expect(await rowOf('Chloé Martin')).toHaveAttribute('data-state', 'PENDING');
    },
    SLOW,
  );

  it(
    'edits an approved shift on screen: orange save, highlighted row, cancel drops the edit',
    async () => {
      keepStyles(); // the orange save, the highlighted row
      const { events } = renderApp({ path: PATH, storedRestaurantId: '11', mocks: [weekMock()] });
      await editDavidBreak(events);
      let david = await rowOf('David Moreau');
      expect(david).toHaveAttribute('data-state', 'MODIFIED');
      expect(david).toHaveTextContent('45 min');
      expect(david).toHaveTextContent('7 h 15');
      const save = within(david).getByRole('button', {
        name: 'Enregistrer les modifications du shift de David Moreau',
      });
      expect(save.className).toMatch(/colorWarning/);
      expect(getComputedStyle(david).backgroundColor).toMatch(/^rgba\(\d+, \d+, \d+, 0\.12\)$/);

      await events.click(
        within(david).getByRole('button', {
          name: 'Annuler les modifications du shift de David Moreau',
        }),
      );
      david = await rowOf('David Moreau');
      expect(david).toHaveAttribute('data-state', 'APPROVED');
      expect(david).toHaveTextContent('30 min');
      expect(david).toHaveTextContent('7 h 30');
    },
    SLOW,
  );

  it(
    'saves an edited approved shift with updateApprovedShift',
    async () => {
      const update: MockLink.MockedResponse = {
        request: {
          query: UpdateApprovedShiftMutation,
          variables: { id: '4', input: DAVID_UPDATE },
        },
        result: { data: { updateApprovedShift: { __typename: 'ApprovedShift', id: '4' } } },
      };
      const { events } = renderApp({
        path: PATH,
        storedRestaurantId: '11',
        mocks: [weekMock(), update],
      });
      await editDavidBreak(events);
      const david = await rowOf('David Moreau');
      await events.click(
        within(david).getByRole('button', {
          name: 'Enregistrer les modifications du shift de David Moreau',
        }),
      );
      expect(await screen.findByText('Shift modifié avec succès !')).toBeInTheDocument();
      await waitFor(async () =>
        expect(await rowOf('David Moreau')).toHaveAttribute('data-state', 'APPROVED'),
      );
    },
    SLOW,
  );

  it(
    "enables 'Valider la journée' only with a pending or modified row, and sends them all",
    async () => {
      const validate: MockLink.MockedResponse = {
        request: {
          query: ValidateDayMutation,
          variables: {
            input: {
              restaurantId: '11',
              approvals: [{ realizedShiftId: '3', adjustments: CHLOE_ADJUSTMENTS }],
              updates: [{ approvedShiftId: '4', input: DAVID_UPDATE }],
            },
          },
        },
        result: {
          data: {
            validateDay: {
              __typename: 'ValidateDayResult',
              message: '1 shift(s) validé(s) et 1 shift(s) modifié(s) avec succès !',
              approved: [{ __typename: 'ApprovedShift', id: '3' }],
              updated: [{ __typename: 'ApprovedShift', id: '4' }],
            },
          },
        },
      };
      const { events } = renderApp({
        path: '/badgeuse?semaine=2026-10-19&jour=2026-10-24',
        storedRestaurantId: '11',
        mocks: [weekMock(), validate],
      });
      // Saturday: one approved shift, nothing to validate.
      await rowOf('Frank Roux', 'Shifts du Sam 24/10');
      const validateDay = screen.getByRole('button', { name: 'Valider la journée' });
      expect(validateDay).toBeDisabled();

      const days = screen.getByRole('navigation', { name: 'Jours de la semaine' });
      await events.click(within(days).getByRole('button', { name: /Mar 20\/10/ }));
      await rowOf('Chloé Martin');
      expect(validateDay).toBeEnabled();

      await editChloeEnd(events);
      expect(await rowOf('Chloé Martin')).toHaveAttribute('data-state', 'PENDING');
      await editDavidBreak(events);
      await events.click(validateDay);
      expect(
        await screen.findByText('1 shift(s) validé(s) et 1 shift(s) modifié(s) avec succès !'),
      ).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    "says the server's refusal of the day and leaves the rows and their edits as they were",
    async () => {
      const validate: MockLink.MockedResponse = {
        request: {
          query: ValidateDayMutation,
          variables: {
            input: {
              restaurantId: '11',
              approvals: [{ realizedShiftId: '3', adjustments: CHLOE_ADJUSTMENTS }],
              updates: [{ approvedShiftId: '4', input: DAVID_UPDATE }],
            },
          },
        },
        result: {
          errors: [
            {
              message: 'Ce shift est déjà validé',
              extensions: {
                code: 'CONFLICT',
                fieldErrors: { 'approvals.0.realizedShiftId': 'Ce shift est déjà validé' },
              },
            },
          ],
        },
      };
      // The day is all or nothing: a refusal saved none of it, so nothing is read again (this
      // week, Chloé's shift approved, would show if it were).
      const reread = vi.fn(() => ({
        data: weekData([NOT_CLOCKED, IN_PROGRESS, PENDING_APPROVED, APPROVED]),
      }));
      const { events } = renderApp({
        path: PATH,
        storedRestaurantId: '11',
        mocks: [weekMock(weekData(), 1), validate, { ...weekMock(), result: reread }],
      });
      await editChloeEnd(events);
      await editDavidBreak(events);
      const validateDay = screen.getByRole('button', { name: 'Valider la journée' });
      await events.click(validateDay);
      expect(await screen.findByText('Ce shift est déjà validé')).toBeInTheDocument();
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(reread).not.toHaveBeenCalled();
      const chloe = await rowOf('Chloé Martin');
      expect(chloe).toHaveAttribute('data-state', 'PENDING');
      expect(chloe).toHaveTextContent('11:02 - 15:00');
      const david = await rowOf('David Moreau');
      expect(david).toHaveAttribute('data-state', 'MODIFIED');
      expect(david).toHaveTextContent('45 min');
      expect(validateDay).toBeEnabled();
    },
    SLOW,
  );

  it(
    'enters the hours of a planned shift never clocked (a forgotten badge)',
    async () => {
      const create: MockLink.MockedResponse = {
        request: {
          query: CreateApprovedShiftMutation,
          variables: {
            input: {
              restaurantId: '11',
              employeeId: '1',
              scheduledShiftId: '1',
              jobId: '1',
              // Planned 10:00 - 14:30, worked until 15:00 (13:00 UTC in summer time).
              datetimeStart: '2026-10-20T08:00:00.000Z',
              datetimeEnd: '2026-10-20T13:00:00.000Z',
              breakDuration: 30,
              mealCount: 1,
            },
          },
        },
        result: { data: { createApprovedShift: { __typename: 'ApprovedShift', id: '9' } } },
      };
      const { events } = renderApp({
        path: PATH,
        storedRestaurantId: '11',
        mocks: [weekMock(), create],
      });
      const alice = await rowOf('Alice Durand');
      await events.click(
        within(alice).getByRole('button', {
          name: 'Saisir les heures de Alice Durand sans badgeage',
        }),
      );
      const dialog = await screen.findByRole('dialog', {
        name: 'Heures rémunérées de Alice Durand',
      });
      expect(within(dialog).getByRole('textbox', { name: 'Début' })).toHaveValue('10:00');
      await editPaid(events, 'Alice Durand', 'Fin', '15:00');
      expect(await screen.findByText('Heures enregistrées avec succès !')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'cancels a validation after confirmation',
    async () => {
      const remove: MockLink.MockedResponse = {
        request: { query: DeleteApprovedShiftMutation, variables: { id: '4' } },
        result: { data: { deleteApprovedShift: '4' } },
      };
      const { events } = renderApp({
        path: PATH,
        storedRestaurantId: '11',
        mocks: [weekMock(), remove],
      });
      const david = await rowOf('David Moreau');
      await events.click(
        within(david).getByRole('button', { name: 'Autres actions sur le shift de David Moreau' }),
      );
      await events.click(await screen.findByRole('menuitem', { name: 'Annuler la validation' }));
      const dialog = await screen.findByRole('dialog', { name: 'Annuler la validation' });
      expect(dialog).toHaveTextContent(
        'Êtes-vous sûr de vouloir annuler la validation du shift de David Moreau ?',
      );
      await events.click(within(dialog).getByRole('button', { name: 'Annuler la validation' }));
      expect(await screen.findByText('Validation annulée')).toBeInTheDocument();
    },
    SLOW,
  );

  it(
    'shows wall times of the restaurant across the autumn clock change',
    async () => {
      const { events } = renderApp({
        path: '/badgeuse?semaine=2026-10-19&jour=2026-10-24',
        storedRestaurantId: '11',
        mocks: [weekMock()],
      });
      // 20:00 UTC in summer time, 05:00 UTC in winter time: 22:00 to 06:00, 9 hours.
      const frank = await rowOf('Frank Roux', 'Shifts du Sam 24/10');
      expect(frank).toHaveTextContent('22:00 - 06:00 (0 min)');
      expect(frank).toHaveTextContent('9 h');
      expect(frank).toHaveTextContent('9,0 h');

      const days = screen.getByRole('navigation', { name: 'Jours de la semaine' });
      await events.click(within(days).getByRole('button', { name: /Dim 25\/10/ }));
      // Winter time: 08:00 UTC is 09:00 in Paris (not 10:00, as a fixed +2 h would say).
      const emma = await rowOf('Emma Petit', 'Shifts du Dim 25/10');
      expect(emma).toHaveTextContent('09:00 - 17:00 (30 min)');
      expect(emma).toHaveTextContent('08:58 - 17:02 (30 min)');
      expect(emma).toHaveTextContent('7 h 34');
    },
    SLOW,
  );

  it(
    "keeps an employee to reading: 'Lecture seule', no validation nor export",
    async () => {
      renderApp({
        path: PATH,
        user: USERS.EMPLOYEE,
        storedRestaurantId: '11',
        mocks: [weekMock()],
      });
      const chloe = await rowOf('Chloé Martin');
      expect(await screen.findByText('Lecture seule')).toBeInTheDocument();
      expect(within(chloe).queryByRole('button')).not.toBeInTheDocument();
      expect(chloe).toHaveTextContent('À valider');
      const david = await rowOf('David Moreau');
      expect(within(david).queryByRole('button')).not.toBeInTheDocument();
      expect(within(await rowOf('Alice Durand')).queryByRole('button')).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Valider la journée' })).not.toBeInTheDocument();
      expect(screen.queryByRole('button', { name: 'Exporter la paie' })).not.toBeInTheDocument();
      expect(screen.getByRole('button', { name: 'Actualiser' })).toBeEnabled();
    },
    SLOW,
  );

  it(
    'shows each row as a card on a phone, the days in a row of chips',
    async () => {
      stubScreenWidth(PHONE_WIDTH);
      renderApp({ path: PATH, storedRestaurantId: '11', mocks: [weekMock()] });
      const list = await screen.findByRole('list', { name: TUESDAY_TABLE }, { timeout: 10_000 });
      expect(screen.queryByRole('table')).not.toBeInTheDocument();
      const chloe = (await within(list).findByText('Chloé Martin')).closest('li')!;
      expect(chloe).toHaveAttribute('data-state', 'PENDING');
      expect(chloe).toHaveTextContent('Shifts Badgés (pause)11:02 - 15:10 (20 min)');
      expect(chloe).toHaveTextContent('Total Durée3 h 48');
      expect(
        within(chloe).getByRole('button', { name: 'Valider le shift de Chloé Martin' }),
      ).toBeInTheDocument();
      const days = screen.getByRole('navigation', { name: 'Jours de la semaine' });
      expect(within(days).getByRole('button', { current: 'date' })).toHaveTextContent(
        'Mar 20/104 shifts • 1 validés',
      );
    },
    SLOW,
  );

  it(
    'goes to the next week in the address',
    async () => {
      const { events, router } = renderApp({
        path: PATH,
        storedRestaurantId: '11',
        mocks: [weekMock()],
      });
      await rowOf('Chloé Martin');
      await events.click(screen.getByRole('button', { name: 'Semaine suivante' }));
      expect(router.state.location.search).toBe('?semaine=2026-10-26');
      expect(await screen.findByText('Semaine 44')).toBeInTheDocument();
    },
    SLOW,
  );
});

describe('/badgeuse unsaved edits', () => {
  const UNSAVED = 'Modifications non enregistrées';
  const leaveDialog = () => screen.findByRole('dialog', { name: UNSAVED });
  /** Whether the browser would ask before a reload or a closed tab. */
  const reloadAsks = () => !window.dispatchEvent(new Event('beforeunload', { cancelable: true }));
  const openTuesday = (mocks = [weekMock()]) =>
    renderApp({ path: PATH, storedRestaurantId: '11', mocks });
  const noDialog = () => expect(screen.queryByRole('dialog', { name: UNSAVED })).toBeNull();
  /** Answers the question with 'Rester' or 'Abandonner' and waits for it to go. */
  async function answer(events: ReturnType<typeof renderApp>['events'], button: string) {
    await events.click(within(await leaveDialog()).getByRole('button', { name: button }));
    await waitFor(noDialog);
  }
  const saturdayOf = () =>
    within(screen.getByRole('navigation', { name: 'Jours de la semaine' })).getByRole('button', {
      name: /Sam 24\/10/,
    });

  it(
    'changes day and week without asking when nothing is edited',
    async () => {
      const { events, router } = openTuesday();
      await rowOf('David Moreau');
      expect(reloadAsks()).toBe(false);
      await events.click(saturdayOf());
      expect(await rowOf('Frank Roux', 'Shifts du Sam 24/10')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?semaine=2026-10-19&jour=2026-10-24');
      noDialog();
      await events.click(screen.getByRole('button', { name: 'Semaine suivante' }));
      expect(router.state.location.search).toBe('?semaine=2026-10-26');
      noDialog();
    },
    SLOW,
  );

  it(
    "asks before another day, week or page drops the edits: 'Rester' keeps them",
    async () => {
      const { events, router } = openTuesday();
      await editDavidBreak(events);
      expect(reloadAsks()).toBe(true);

      await events.click(saturdayOf());
      expect(await leaveDialog()).toHaveTextContent(
        'Les heures modifiées de cette journée ne sont pas enregistrées. Les abandonner ?',
      );
      await answer(events, 'Rester');
      expect(router.state.location.search).toBe('?semaine=2026-10-19&jour=2026-10-20');
      expect(await rowOf('David Moreau')).toHaveAttribute('data-state', 'MODIFIED');

      await events.click(screen.getByRole('button', { name: 'Semaine suivante' }));
      await answer(events, 'Rester');
      expect(screen.getByText('Semaine 43')).toBeInTheDocument();

      const menu = screen.getByRole('navigation', { name: 'Menu principal' });
      await events.click(within(menu).getByRole('link', { name: /Planning/ }));
      await answer(events, 'Rester');
      expect(router.state.location.pathname).toBe('/badgeuse');
      expect(await rowOf('David Moreau')).toHaveAttribute('data-state', 'MODIFIED');
      expect(reloadAsks()).toBe(true);
    },
    SLOW,
  );

  it(
    "'Abandonner' goes to the other day and drops the edits",
    async () => {
      const { events, router } = openTuesday();
      await editDavidBreak(events);
      await events.click(saturdayOf());
      await answer(events, 'Abandonner');
      expect(await rowOf('Frank Roux', 'Shifts du Sam 24/10')).toBeInTheDocument();
      expect(router.state.location.search).toBe('?semaine=2026-10-19&jour=2026-10-24');
      expect(reloadAsks()).toBe(false);

      // Back on Tuesday, the abandoned edit is gone and leaving asks nothing.
      const days = screen.getByRole('navigation', { name: 'Jours de la semaine' });
      await events.click(within(days).getByRole('button', { name: /Mar 20\/10/ }));
      expect(await rowOf('David Moreau')).toHaveAttribute('data-state', 'APPROVED');
      noDialog();
    },
    SLOW,
  );

  it(
    'asks before another restaurant is picked',
    async () => {
      const tableDesHalles = weekMock();
      tableDesHalles.request.variables = {
        ...tableDesHalles.request.variables,
        restaurantId: '12',
      };
      const { events } = openTuesday([weekMock(), tableDesHalles]);
      await editDavidBreak(events);
      const picker = screen.getByRole('combobox', { name: 'Restaurant' });
      await events.click(picker);
      await events.click(await screen.findByRole('option', { name: /La Table des Halles/ }));
      await answer(events, 'Rester');
      expect(picker).toHaveValue('Le Bistrot du Port');
      expect(localStorage.getItem('selectedRestaurant')).toBe('11');
      expect(await rowOf('David Moreau')).toHaveAttribute('data-state', 'MODIFIED');

      await events.click(picker);
      await events.click(await screen.findByRole('option', { name: /La Table des Halles/ }));
      await answer(events, 'Abandonner');
      await waitFor(() => expect(picker).toHaveValue('La Table des Halles'));
      expect(localStorage.getItem('selectedRestaurant')).toBe('12');
      expect(await rowOf('David Moreau')).toHaveAttribute('data-state', 'APPROVED');
    },
    SLOW,
  );
});

/** Types a day into a date field's sections (day, month, year), as a keyboard does. */
async function typeDay(
  events: ReturnType<typeof renderApp>['events'],
  field: HTMLElement,
  digits: string,
) {
  await events.click(within(field).getAllByRole('spinbutton')[0]!);
  await events.keyboard(digits);
}

describe('payroll export', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const clicked: string[] = [];
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    clicked.length = 0;
    URL.createObjectURL = vi.fn(() => 'blob:1');
    URL.revokeObjectURL = vi.fn();
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      clicked.push(this.download);
    });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
    fetchMock.mockReset();
  });

  it(
    'downloads the CSV of the displayed week with the bearer token, and refuses over 62 days',
    async () => {
      fetchMock.mockResolvedValue(
        new Response(new Blob(['a;b']), {
          status: 200,
          headers: { 'Content-Disposition': 'attachment; filename="paie-bistrot.csv"' },
        }),
      );
      const { events } = renderApp({ path: PATH, storedRestaurantId: '11', mocks: [weekMock()] });
      await rowOf('Chloé Martin');
      await events.click(screen.getByRole('button', { name: 'Exporter la paie' }));
      const dialog = await screen.findByRole('dialog', { name: 'Exporter la paie' });
      expect(within(dialog).getByRole('group', { name: 'Du' })).toHaveTextContent('19/10/2026');
      expect(within(dialog).getByRole('group', { name: 'Au' })).toHaveTextContent('25/10/2026');
      expect(dialog).toHaveTextContent('7 jours · La période couvre au plus 62 jours.');

      await events.click(within(dialog).getByRole('button', { name: 'Télécharger le CSV' }));
      await waitFor(() => expect(clicked).toEqual(['paie-bistrot.csv']));
      const [path, init] = fetchMock.mock.calls[0]!;
      expect(path).toBe(
        '/exports/payroll?restaurantId=11&dateFrom=2026-10-19&dateTo=2026-10-25&format=csv',
      );
      expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer token-1');

      await typeDay(events, within(dialog).getByRole('group', { name: 'Du' }), '01082026');
      expect(dialog).toHaveTextContent('La période dépasse 62 jours : raccourcissez-la.');
      expect(within(dialog).getByRole('button', { name: 'Télécharger le CSV' })).toBeDisabled();
      expect(within(dialog).getByRole('button', { name: 'PDF imprimable' })).toBeDisabled();

      await typeDay(events, within(dialog).getByRole('group', { name: 'Du' }), '01102026');
      fetchMock.mockResolvedValue(
        new Response(JSON.stringify({ error: 'Restaurant introuvable' }), { status: 404 }),
      );
      await events.click(within(dialog).getByRole('button', { name: 'PDF imprimable' }));
      expect(await within(dialog).findByText('Restaurant introuvable')).toBeInTheDocument();
      expect(fetchMock.mock.calls[1]![0]).toBe(
        '/exports/payroll?restaurantId=11&dateFrom=2026-10-01&dateTo=2026-10-25&format=pdf',
      );
    },
    SLOW,
  );
});

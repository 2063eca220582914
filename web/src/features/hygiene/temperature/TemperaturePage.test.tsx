import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { BUSINESS_TIME_ZONE, DEFAULT_PREFERENCES, presetRange } from '@bo/domain';
import { fill } from '../../../test/fill.ts';
import { findShell, renderApp, USERS } from '../../../test/renderApp.tsx';
import { CorrectHygieneRecordMutation } from '../shared/documents.ts';
import {
  RecordTemperatureMutation,
  TemperatureOptionsQuery,
  TemperatureReadingsQuery,
} from './documents.ts';

const forever = Number.POSITIVE_INFINITY;
const week = presetRange('LAST_7_DAYS', BUSINESS_TIME_ZONE);
const at = (hour: number, day = week.to) =>
  new Date(`${day}T${String(hour).padStart(2, '0')}:00:00Z`).toISOString();

const type = (
  id: string,
  name: string,
  family: string,
  min: number | null = null,
  max: number | null = null,
) => ({
  __typename: 'EquipmentType' as const,
  id,
  name,
  equipmentFamily: family,
  temperatureMin: min,
  temperatureMax: max,
  temperatureUnit: min === null ? null : 'CELSIUS',
});
const equipment = (id: string, name: string, equipmentType: ReturnType<typeof type>) => ({
  __typename: 'Equipment' as const,
  id,
  name,
  equipmentType,
});
const EQUIPMENTS = [
  equipment('e3', 'Cellule rapide', type('t3', 'Cellule', 'COOLING')),
  equipment('e2', 'Congélateur coffre', type('t2', 'Congélateur', 'TEMPERATURE', -25, -18)),
  equipment('e1', 'Frigo de préparation', type('t1', 'Réfrigérateur', 'TEMPERATURE', 0, 4)),
];
const lucas = {
  __typename: 'Employee' as const,
  id: 'p1',
  firstName: 'Lucas',
  lastName: 'Bernard',
};

const reading = (
  id: string,
  equipmentId: string,
  temperature: number,
  status: string,
  recordedAt: string,
  extra: Record<string, unknown> = {},
) => ({
  __typename: 'TemperatureReading' as const,
  id,
  temperature,
  recordedAt,
  status,
  notes: null,
  history: [],
  voided: null,
  equipment: {
    __typename: 'Equipment' as const,
    id: equipmentId,
    name: EQUIPMENTS.find((e) => e.id === equipmentId)!.name,
  },
  employee: null,
  photo: null,
  ...extra,
});

const READINGS = [
  reading('r4', 'e1', 7.5, 'CRITICAL', at(10), {
    employee: lucas,
    notes: 'Porte restée ouverte',
    history: [],
    voided: null,
    photo: { __typename: 'Photo', id: 'ph1', url: '/photo-1.png' },
  }),
  reading('r3', 'e1', 5.5, 'WARNING', at(8)),
  reading('r2', 'e1', 3, 'GOOD', at(8, week.from)),
  reading('r1', 'e2', -20, 'GOOD', at(9, week.from)),
];

const optionsMock: MockLink.MockedResponse = {
  request: { query: TemperatureOptionsQuery, variables: { restaurantId: '12' } },
  result: {
    data: {
      restaurant: {
        __typename: 'Restaurant',
        id: '12',
        timeZone: BUSINESS_TIME_ZONE,
        equipments: EQUIPMENTS,
        employees: [lucas],
      },
    },
  },
  maxUsageCount: forever,
};
const readingsMock = (readings: unknown[]): MockLink.MockedResponse => ({
  request: { query: TemperatureReadingsQuery, variables: { restaurantId: '12', ...week } },
  result: {
    data: { restaurant: { __typename: 'Restaurant', id: '12', temperatureReadings: readings } },
  },
});

describe('the temperature page', () => {
  it('shows the counts, the history with statuses, and a chart per equipment with its allowed band', async () => {
    const { events } = renderApp({
      path: '/hygiene/temperature',
      mocks: [optionsMock, readingsMock(READINGS)],
    });
    await findShell();
    expect(
      await screen.findByRole('heading', { name: 'Relevés de température' }),
    ).toBeInTheDocument();
    const row = (await screen.findByText('Porte restée ouverte')).closest('tr')!;
    expect(row).toHaveTextContent('Frigo de préparation');
    expect(row).toHaveTextContent('7,5 °C');
    expect(row).toHaveTextContent('Critique');
    expect(row).toHaveTextContent('Lucas Bernard');
    expect(within(row).getByRole('button', { name: /Voir la photo/ })).toBeInTheDocument();

    const card = (name: string) => screen.getByRole('group', { name });
    expect(card('Relevés')).toHaveTextContent('4');
    expect(card('Conformes')).toHaveTextContent('2');
    expect(card('Attention')).toHaveTextContent('1');
    expect(card('Critiques')).toHaveTextContent('1');

    const charts = screen.getByRole('region', { name: 'Évolution par équipement' });
    const fridge = within(charts).getByRole('img', {
      name: 'Frigo de préparation : 3 relevés, 2 hors plage',
    });
    expect(
      within(charts).getByRole('img', { name: 'Congélateur coffre : 1 relevé, 0 hors plage' }),
    ).toBeInTheDocument();
    // Not read during the period: no chart.
    expect(within(charts).queryByRole('img', { name: /Cellule rapide/ })).not.toBeInTheDocument();
    expect(
      within(fridge.parentElement!).getByText(
        /^Plage autorisée : 0[\s\u202f]?°C – 4[\s\u202f]?°C$/,
      ),
    ).toBeInTheDocument();
    expect(fridge.querySelector('[data-testid="allowed-band"]')).not.toBeNull();
    expect(
      [...fridge.querySelectorAll('circle')].map((c) => c.getAttribute('data-status')),
    ).toEqual(['GOOD', 'WARNING', 'CRITICAL']);

    await events.click(within(row).getByRole('button', { name: /Voir la photo/ }));
    const viewer = await screen.findByRole('dialog', { name: 'Frigo de préparation' });
    expect(within(viewer).getByRole('img')).toHaveAttribute('src', '/photo-1.png');
  });

  it('records a reading typed in °F, sent in °C, TEMPERATURE equipment listed first', async () => {
    const sent: Record<string, unknown>[] = [];
    const recordMock: MockLink.MockedResponse = {
      request: { query: RecordTemperatureMutation, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return {
          data: { recordTemperature: reading('r9', 'e1', 3, 'GOOD', at(11)) },
        } as never;
      },
    };
    const preferences = {
      ...DEFAULT_PREFERENCES,
      appearance: { ...DEFAULT_PREFERENCES.appearance, temperatureUnit: 'FAHRENHEIT' as const },
    };
    const { events } = renderApp({
      path: '/hygiene/temperature',
      preferences,
      mocks: [
        optionsMock,
        readingsMock([]),
        recordMock,
        readingsMock([reading('r9', 'e1', 3, 'GOOD', at(11))]),
      ],
    });
    expect(
      await screen.findByText('Aucun relevé de température sur cette période'),
    ).toBeInTheDocument();
    await events.click(screen.getAllByRole('button', { name: 'Nouveau relevé' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau relevé' });

    await events.click(within(dialog).getByRole('combobox', { name: /Équipement/ }));
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['Congélateur coffre', 'Frigo de préparation', 'Cellule rapide']);
    await events.click(screen.getByRole('option', { name: 'Frigo de préparation' }));
    expect(
      within(dialog).getByText(/^Plage autorisée : 32[\s\u202f]?°F – 39,2[\s\u202f]?°F$/),
    ).toBeInTheDocument();

    await fill(events, within(dialog).getByLabelText(/Température \(°F\)/), '37.4');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    const input = sent[0]!.input as Record<string, unknown>;
    expect(input).toMatchObject({
      equipmentId: 'e1',
      temperature: 3,
      employeeId: null,
      photoId: null,
      notes: null,
    });
    expect(Math.abs(Date.parse(input.recordedAt as string) - Date.now())).toBeLessThan(120_000);
    expect(await screen.findByText('Relevé enregistré')).toBeInTheDocument();
  });

  it('refuses an implausible temperature before sending', async () => {
    const { events } = renderApp({
      path: '/hygiene/temperature',
      mocks: [optionsMock, readingsMock([])],
    });
    await screen.findByText('Aucun relevé de température sur cette période');
    await events.click(screen.getAllByRole('button', { name: 'Nouveau relevé' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau relevé' });
    await fill(events, within(dialog).getByLabelText(/Température \(°C\)/), '400');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText(/Température invraisemblable/)).toBeInTheDocument();
    expect(within(dialog).getByText("L'équipement est requis")).toBeInTheDocument();
  });
});

describe('French numbers in the reading dialog (issue 10 item 7)', () => {
  const openDialog = async (mocks: MockLink.MockedResponse[]) => {
    const { events } = renderApp({ path: '/hygiene/temperature', mocks });
    // The page's first render may be slow on a loaded machine (lazy route, first imports).
    await screen.findByText('Aucun relevé de température sur cette période', undefined, {
      timeout: 10_000,
    });
    await events.click(screen.getAllByRole('button', { name: 'Nouveau relevé' })[0]!);
    const dialog = await screen.findByRole('dialog', { name: 'Nouveau relevé' });
    await events.click(within(dialog).getByRole('combobox', { name: /Équipement/ }));
    await events.click(screen.getByRole('option', { name: 'Frigo de préparation' }));
    const field = within(dialog).getByRole('textbox', { name: /Température \(°C\)/ });
    return { events, dialog, field };
  };

  it("saves '4,5' as 4.5 and shows 4,5 °C, once a value out of the range is confirmed", async () => {
    const sent: Record<string, unknown>[] = [];
    const saved = reading('r9', 'e1', 4.5, 'WARNING', at(11));
    const recordMock: MockLink.MockedResponse = {
      request: { query: RecordTemperatureMutation, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return { data: { recordTemperature: saved } } as never;
      },
    };
    const { events, dialog, field } = await openDialog([
      optionsMock,
      readingsMock([]),
      recordMock,
      readingsMock([saved]),
    ]);
    expect(field).toHaveAttribute('inputmode', 'decimal');
    await events.type(field, '4,5');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));

    // 4,5 °C is out of the fridge's 0–4 °C: the dialog asks, stating the range, before saving.
    let question = await screen.findByRole('dialog', {
      name: 'Température hors de la plage autorisée',
    });
    expect(question).toHaveTextContent(
      /^.*4,5 °C est hors de la plage autorisée de « Frigo de préparation » \(0\s?°C – 4\s?°C\)\. Enregistrer ce relevé quand même \?/,
    );
    await events.click(within(question).getByRole('button', { name: 'Corriger la saisie' }));
    await waitFor(() =>
      expect(
        screen.queryByRole('dialog', { name: 'Température hors de la plage autorisée' }),
      ).not.toBeInTheDocument(),
    );
    expect(sent).toHaveLength(0);
    expect(field).toHaveValue('4,5');

    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    question = await screen.findByRole('dialog', {
      name: 'Température hors de la plage autorisée',
    });
    await events.click(within(question).getByRole('button', { name: 'Enregistrer quand même' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]!.input).toMatchObject({ equipmentId: 'e1', temperature: 4.5 });
    expect(await screen.findByText('Relevé enregistré')).toBeInTheDocument();
    expect(await screen.findByRole('cell', { name: '4,5 °C' })).toBeInTheDocument();
  });

  it("shows '4.5' the French way, refuses 'abc' and a fridge at 45 °C, sending nothing", async () => {
    const sent: unknown[] = [];
    const recordMock: MockLink.MockedResponse = {
      request: { query: RecordTemperatureMutation, variables: () => true },
      result: (variables: Record<string, unknown>) => {
        sent.push(variables);
        return { data: { recordTemperature: reading('r9', 'e1', 3, 'GOOD', at(11)) } } as never;
      },
    };
    const { events, dialog, field } = await openDialog([optionsMock, readingsMock([]), recordMock]);
    await events.type(field, '3.5');
    await events.tab();
    expect(field).toHaveValue('3,5');

    await events.clear(field);
    await events.type(field, 'abc');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText('Nombre invalide (ex. 4,5)')).toBeInTheDocument();

    await events.clear(field);
    await events.type(field, '45');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(
      await within(dialog).findByText(
        'Température invraisemblable pour un équipement réfrigéré : entre -25 et 35 °C',
      ),
    ).toBeInTheDocument();

    // A freezer's temperature on a keypad without a minus key: the ± button.
    await events.clear(field);
    await events.type(field, '18');
    await events.click(within(dialog).getByRole('button', { name: 'Changer le signe' }));
    expect(field).toHaveValue('-18');
    expect(sent).toHaveLength(0);
  });
});

describe('corrections on the temperature page (issue 9 item 14)', () => {
  const trailEntry = (kind: 'CORRECTION' | 'VOID', reason: string, changes: unknown[] = []) => ({
    __typename: 'HygieneCorrection' as const,
    id: `c-${kind}`,
    kind,
    reason,
    correctedAt: at(11),
    correctedBy: {
      __typename: 'RecordedBy' as const,
      id: 'u1',
      firstName: 'Alice',
      lastName: 'Martin',
    },
    changes: changes.map((c) => ({ __typename: 'CorrectionChange' as const, ...(c as object) })),
  });

  it("corrects 45 °C typed '4,5' with a reason, then shows the history", async () => {
    const wrong = reading('r9', 'e1', 45, 'CRITICAL', at(10));
    const fixed = {
      ...wrong,
      temperature: 4.5,
      status: 'WARNING',
      history: [
        trailEntry('CORRECTION', 'Virgule oubliée', [
          { field: 'temperature', from: '45', to: '4.5' },
        ]),
      ],
    };
    const sent: unknown[] = [];
    const { events } = renderApp({
      path: '/hygiene/temperature',
      mocks: [
        optionsMock,
        readingsMock([wrong]),
        {
          request: { query: CorrectHygieneRecordMutation, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            sent.push(variables);
            return {
              data: { correctHygieneRecord: { __typename: 'TemperatureReading', id: 'r9' } },
            } as never;
          },
        },
        readingsMock([fixed]),
      ],
    });
    const row = (await screen.findByText('45 °C')).closest('tr')!;
    await events.click(within(row).getByRole('button', { name: 'Corriger' }));
    const dialog = await screen.findByRole('dialog', { name: "Corriger l'enregistrement" });
    const field = within(dialog).getByLabelText('Température (°C)');
    await events.clear(field);
    await fill(events, field, '4,5');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la correction' }));
    expect(await within(dialog).findByText('Le motif est requis')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await fill(events, within(dialog).getByLabelText(/Motif/), 'Virgule oubliée');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la correction' }));
    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      log: 'TEMPERATURE',
      id: 'r9',
      input: { temperature: 4.5, reason: 'Virgule oubliée' },
    });
    expect(await screen.findByText('Correction enregistrée')).toBeInTheDocument();
    const corrected = (await screen.findByText('4,5 °C')).closest('tr')!;
    await events.click(within(corrected).getByRole('button', { name: 'Historique' }));
    const history = await screen.findByRole('dialog', { name: 'Historique des corrections' });
    expect(history).toHaveTextContent('Température : 45 °C → 4,5 °C');
    expect(history).toHaveTextContent('Motif : Virgule oubliée');
    expect(history).toHaveTextContent(/Corrigé le .+ par Alice Martin/);
  });

  it('shows a voided reading marked, out of the counts, and no actions to an employee', async () => {
    const voided = {
      ...reading('r8', 'e1', 9, 'CRITICAL', at(10)),
      voided: trailEntry('VOID', 'Doublon'),
      history: [trailEntry('VOID', 'Doublon')],
    };
    renderApp({
      path: '/hygiene/temperature',
      user: { ...USERS.EMPLOYEE },
      mocks: [optionsMock, readingsMock([voided, reading('r7', 'e1', 3, 'GOOD', at(9))])],
    });
    const row = await screen.findByRole('row', { name: 'Enregistrement annulé' });
    expect(row).toHaveTextContent('Annulé');
    expect(within(row).queryByRole('button', { name: 'Corriger' })).toBeNull();
    const card = (name: string) => screen.getByRole('group', { name });
    await waitFor(() => expect(card('Relevés')).toHaveTextContent('1'));
    expect(card('Critiques')).toHaveTextContent('0');
  });
});

import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import {
  BUSINESS_TIME_ZONE,
  HYGIENE_MESSAGES as M,
  PROCESS_MESSAGES as P,
  presetRange,
} from '@bo/domain';
import { DateLocalization } from '../../../app/date-localization.tsx';
import { RestaurantSelectionProvider } from '../../../lib/restaurant-selection.tsx';
import { SessionProvider } from '../../../app/session.tsx';
import { theme } from '../../../app/theme.ts';
import { fill } from '../../../test/fill.ts';
import { DEMO_RESTAURANTS, USERS, shellMocks } from '../../../test/renderApp.tsx';
import { CoolingPage } from '../cooling/CoolingPage.tsx';
import { HeatingPage } from '../heating/HeatingPage.tsx';
import {
  CoolingRecordsQuery,
  HeatingRecordsQuery,
  HygieneRecordOptionsQuery,
} from './documents.ts';
import { processSchema, toCelsius } from './ProcessDialog.tsx';
import { formatDuration } from './ProcessTable.tsx';

const variables = { restaurantId: '12', ...presetRange('LAST_7_DAYS', BUSINESS_TIME_ZONE) };
const optionsMock: MockLink.MockedResponse = {
  request: { query: HygieneRecordOptionsQuery, variables: { restaurantId: '12' } },
  result: {
    data: {
      restaurant: {
        __typename: 'Restaurant',
        id: '12',
        timeZone: BUSINESS_TIME_ZONE,
        equipments: [
          {
            __typename: 'Equipment',
            id: 'e1',
            name: 'Cellule rapide',
            equipmentType: { __typename: 'EquipmentType', id: 't1', equipmentFamily: 'COOLING' },
          },
          {
            __typename: 'Equipment',
            id: 'e2',
            name: 'Four mixte',
            equipmentType: { __typename: 'EquipmentType', id: 't2', equipmentFamily: 'HEATING' },
          },
        ],
        employees: [{ __typename: 'Employee', id: 'p1', firstName: 'Léa', lastName: 'Garnier' }],
      },
    },
  },
  maxUsageCount: Number.POSITIVE_INFINITY,
};
const record = {
  __typename: 'CoolingRecord' as const,
  id: '1',
  productName: 'Blanquette',
  startTemperature: 63,
  endTemperature: 3,
  startTime: '2026-03-05T10:00:00.000Z',
  endTime: '2026-03-05T11:30:00.000Z',
  date: '2026-03-05',
  durationMinutes: 90,
  status: 'EXCELLENT' as const,
  notes: 'Bac gastro',
  history: [],
  voided: null,
  equipment: { __typename: 'Equipment' as const, id: 'e1', name: 'Cellule rapide' },
  employee: { __typename: 'Employee' as const, id: 'p1', firstName: 'Léa', lastName: 'Garnier' },
  photo: { __typename: 'Photo' as const, id: 'ph1', url: '/ph1.png' },
};

function renderPage(page: React.ReactNode, mocks: MockLink.MockedResponse[]) {
  const events = userEvent.setup();
  localStorage.setItem('token', 'token-3');
  localStorage.setItem('user', JSON.stringify(USERS.EMPLOYEE));
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider
        mocks={[...shellMocks(USERS.EMPLOYEE, DEMO_RESTAURANTS), optionsMock, ...mocks]}
      >
        <SessionProvider>
          <DateLocalization>
            <RestaurantSelectionProvider>{page}</RestaurantSelectionProvider>
          </DateLocalization>
        </SessionProvider>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

describe('the cooling and reheating pages', () => {
  it('list the period: times, temperatures, duration, status, equipment, employee, photo', async () => {
    const events = renderPage(<CoolingPage />, [
      {
        request: { query: CoolingRecordsQuery, variables },
        result: {
          data: { restaurant: { __typename: 'Restaurant', id: '12', coolingRecords: [record] } },
        },
      },
    ]);
    const row = (await screen.findByText('Blanquette')).closest('tr')!;
    expect(row).toHaveTextContent('05/03/2026');
    expect(row).toHaveTextContent('11:00 → 12:30');
    expect(row).toHaveTextContent('63 °C → 3 °C');
    expect(row).toHaveTextContent('1 h 30');
    expect(within(row).getByText('Excellent')).toBeInTheDocument();
    expect(row).toHaveTextContent('Cellule rapide');
    expect(row).toHaveTextContent('Léa Garnier');
    await events.click(within(row).getByRole('button', { name: 'Voir la photo de Blanquette' }));
    const dialog = await screen.findByRole('dialog', { name: /Blanquette/ });
    expect(within(dialog).getByRole('img')).toHaveAttribute('src', '/ph1.png');
  });

  it('show the empty state, and the dialog refuses an end before the start', async () => {
    const events = renderPage(<HeatingPage />, [
      {
        request: { query: HeatingRecordsQuery, variables },
        result: {
          data: { restaurant: { __typename: 'Restaurant', id: '12', heatingRecords: [] } },
        },
      },
    ]);
    expect(
      await screen.findByText('Aucune remise en température sur cette période'),
    ).toBeInTheDocument();
    await events.click(
      screen.getAllByRole('button', { name: 'Nouvelle remise en température' })[0]!,
    );
    const dialog = await screen.findByRole('dialog', { name: 'Nouvelle remise en température' });
    await fill(events, within(dialog).getByLabelText(/Produit/), 'Lasagnes');
    await fill(events, within(dialog).getByLabelText(/Température de début/), '4');
    await fill(events, within(dialog).getByLabelText(/Température de fin/), '70');
    // The pickers read '05/03/2026 10:00' in French, 24 h: their sections take digits only.
    const start = within(dialog).getByRole('group', { name: /Début/ });
    const end = within(dialog).getByRole('group', { name: /^Fin/ });
    expect(start).toHaveTextContent(/^\d{2}\/\d{2}\/\d{4} \d{2}:\d{2}Début/);
    await events.click(end);
    await events.keyboard('{Control>}a{/Control}{Backspace}050320261000');
    await events.click(start);
    await events.keyboard('{Control>}a{/Control}{Backspace}050320261100');
    expect(end).toHaveTextContent('05/03/2026 10:00');
    await events.click(within(dialog).getByRole('button', { name: 'Créer' }));
    expect(await within(dialog).findByText(M.endBeforeStart)).toBeInTheDocument();
  });
});

describe('the process form rules', () => {
  it('reads temperatures in the user unit and checks them in °C', () => {
    expect(toCelsius('39,2', 'FAHRENHEIT')).toBe(4);
    expect(toCelsius('', 'CELSIUS')).toBeNull();
    const schema = processSchema('CELSIUS', 'Europe/Paris');
    const valid = {
      productName: 'Blanquette',
      startTemperature: '63',
      endTemperature: '3',
      startTime: '2025-03-10T10:00',
      endTime: '2025-03-10T11:00',
      notes: '',
    };
    expect(schema.isValidSync(valid)).toBe(true);
    expect(() => schema.validateSync({ ...valid, endTemperature: '300' })).toThrow(
      M.temperatureImplausible,
    );
    expect(() => schema.validateSync({ ...valid, startTime: '' })).toThrow(P.startTimeRequired);
    expect(() => schema.validateSync({ ...valid, endTime: '2999-01-01T10:00' })).toThrow(
      M.inFuture,
    );
    expect(formatDuration(45)).toBe('45 min');
    expect(formatDuration(120)).toBe('2 h');
    expect(formatDuration(95)).toBe('1 h 35');
  });
});

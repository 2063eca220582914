import { describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { GraphQLError } from 'graphql';
import { MemoryRouter } from 'react-router-dom';
import { theme } from '../../app/theme.ts';
import { KioskClockMutation, KioskIdentifyMutation, KioskInfoQuery } from './documents.ts';
import { KioskScreen } from './KioskPage.tsx';
import { KIOSK_TOKEN_KEY } from './storage.ts';

const ZONE = 'Europe/Paris';
const info: MockLink.MockedResponse = {
  request: { query: KioskInfoQuery },
  result: {
    data: {
      kiosk: {
        __typename: 'KioskInfo',
        deviceId: '7',
        label: 'Tablette du comptoir',
        restaurantName: 'Le Bistrot du Port',
        timeZone: ZONE,
      },
    },
  },
};

const employee = (fields: Record<string, unknown> = {}) => ({
  __typename: 'KioskEmployee' as const,
  firstName: 'Léa',
  lastNameInitial: 'M',
  presence: 'OFF',
  since: null,
  // 07:00–15:00 in Paris (winter, UTC+1).
  plannedStart: '2026-11-26T06:00:00.000Z',
  plannedEnd: '2026-11-26T14:00:00.000Z',
  actions: ['CLOCK_IN'],
  ...fields,
});

const identifyMock = (pin: string, result: MockLink.MockedResponse['result']) => ({
  request: { query: KioskIdentifyMutation, variables: { pin } },
  result,
});

function renderKiosk(mocks: MockLink.MockedResponse[], token: string | null = 'kd_test') {
  if (token) localStorage.setItem(KIOSK_TOKEN_KEY, token);
  const events = userEvent.setup();
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks}>
        <MemoryRouter initialEntries={['/kiosque']}>
          <KioskScreen />
        </MemoryRouter>
      </MockedProvider>
    </ThemeProvider>,
  );
  return events;
}

async function typePin(events: ReturnType<typeof userEvent.setup>, pin: string) {
  await screen.findByRole('heading', { name: 'Tapez votre code PIN' });
  for (const digit of pin) await events.click(screen.getByRole('button', { name: digit }));
  await events.click(screen.getByRole('button', { name: 'Valider' }));
}

describe('the kiosk', () => {
  it('without a device token, says how to set it up', () => {
    renderKiosk([], null);
    expect(
      screen.getByText("Demandez à un responsable d'ouvrir la badgeuse sur cette tablette"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Valider' })).not.toBeInTheDocument();
    // The way to set it up from the tablet: sign in, then back to /badgeuse.
    expect(
      screen.getByRole('link', { name: 'Se connecter pour autoriser cette tablette' }),
    ).toHaveAttribute('href', '/login?next=%2Fbadgeuse');
  });

  it('a revoked token: says so and how to set it up again', async () => {
    renderKiosk([
      {
        request: { query: KioskInfoQuery },
        result: {
          errors: [
            new GraphQLError("Cette badgeuse n'est plus autorisée", {
              extensions: { code: 'UNAUTHENTICATED' },
            }),
          ],
        },
      },
    ]);
    expect(await screen.findByText("Cette badgeuse n'est plus autorisée.")).toBeInTheDocument();
    expect(
      screen.getByText("Demandez à un responsable d'ouvrir la badgeuse sur cette tablette"),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('link', { name: 'Se connecter pour autoriser cette tablette' }),
    ).toBeInTheDocument();
  });

  it('shows the restaurant and its clock; a PIN, the employee, his gesture, then the pad again', async () => {
    const events = renderKiosk([
      info,
      identifyMock('4821', { data: { kioskIdentify: employee() } }),
      {
        request: { query: KioskClockMutation, variables: { pin: '4821', action: 'CLOCK_IN' } },
        result: {
          data: {
            kioskClock: {
              __typename: 'KioskClockResult',
              action: 'CLOCK_IN',
              at: '2026-11-26T06:58:00.000Z',
              message: 'Arrivée enregistrée à 07:58. Bonne journée, Léa !',
              employee: employee({
                presence: 'WORKING',
                since: '2026-11-26T06:58:00.000Z',
                actions: ['BREAK_START', 'CLOCK_OUT'],
              }),
            },
          },
        },
      },
    ]);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Le Bistrot du Port' }),
    ).toBeInTheDocument();
    expect(screen.getByLabelText(/^Il est \d\d:\d\d$/)).toBeInTheDocument();

    await typePin(events, '4821');
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa M.' })).toBeInTheDocument();
    expect(screen.getByText('Pas encore badgé')).toBeInTheDocument();
    expect(screen.getByText('Shift prévu : 07:00 – 15:00')).toBeInTheDocument();
    // Only the gestures allowed now.
    expect(screen.getByRole('button', { name: 'Arrivée' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Départ' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Début de pause' })).not.toBeInTheDocument();

    await events.click(screen.getByRole('button', { name: 'Arrivée' }));
    // Announced: the answer is in a live region.
    const answer = await screen.findByText('Arrivée enregistrée à 07:58. Bonne journée, Léa !');
    expect(answer.closest('[role="status"]')).not.toBeNull();
    expect(screen.queryByRole('button', { name: 'Arrivée' })).not.toBeInTheDocument();
    await waitFor(
      () => expect(screen.getByRole('heading', { name: 'Tapez votre code PIN' })).toBeVisible(),
      { timeout: 8000 },
    );
    expect(screen.getByRole('img', { name: /0 chiffre tapé/ })).toBeInTheDocument();
  });

  it('a wrong PIN is announced without a name, and the PIN is cleared', async () => {
    const events = renderKiosk([
      info,
      identifyMock('1111', {
        errors: [
          new GraphQLError('Code PIN incorrect', {
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { pin: 'Code PIN incorrect' } },
          }),
        ],
      }),
    ]);
    await typePin(events, '1111');
    expect(await screen.findByRole('alert')).toHaveTextContent('Code PIN incorrect');
    expect(screen.getByRole('img', { name: /0 chiffre tapé/ })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Tapez votre code PIN' })).toBeInTheDocument();
  });

  it("a wrong PIN's message describes the PIN pad, and goes with the next digit typed", async () => {
    const events = renderKiosk([
      info,
      identifyMock('1111', {
        errors: [
          new GraphQLError('Données invalides', {
            extensions: { code: 'BAD_USER_INPUT', fieldErrors: { pin: 'Code PIN incorrect' } },
          }),
        ],
      }),
    ]);
    await typePin(events, '1111');
    // The field's own message, not the refusal's general one.
    expect(await screen.findByRole('alert')).toHaveTextContent('Code PIN incorrect');
    const typed = screen.getByRole('img', { name: /0 chiffre tapé/ });
    expect(typed).toHaveAccessibleDescription('Code PIN incorrect');
    // Emptying an empty pad leaves the message.
    await events.keyboard('{Backspace}');
    expect(screen.getByRole('alert')).toHaveTextContent('Code PIN incorrect');

    await events.click(screen.getByRole('button', { name: '4' }));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('img', { name: /1 chiffre tapé/ })).not.toHaveAccessibleDescription();
  });

  it('a PIN the server could not check: the fallback message, gone with the next digit', async () => {
    const events = renderKiosk([
      info,
      {
        request: { query: KioskIdentifyMutation, variables: { pin: '3333' } },
        error: new Error('réseau'),
      },
    ]);
    await typePin(events, '3333');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Le badgeage n'a pas pu être enregistré : réessayez.",
    );
    // Not the PIN's fault: the pad is not described by it.
    expect(screen.getByRole('img', { name: /0 chiffre tapé/ })).not.toHaveAccessibleDescription();
    await events.keyboard('7');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('too many wrong PINs: the server’s words', async () => {
    const events = renderKiosk([
      info,
      identifyMock('2222', {
        errors: [
          new GraphQLError('Trop de tentatives : réessayez dans quelques minutes', {
            extensions: { code: 'RATE_LIMITED', retryAfter: 600 },
          }),
        ],
      }),
    ]);
    await typePin(events, '2222');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Trop de tentatives : réessayez dans quelques minutes',
    );
  });

  it('works from a keyboard: digits, backspace, Enter; a refused gesture says why', async () => {
    const events = renderKiosk([
      info,
      identifyMock('5678', {
        data: {
          kioskIdentify: employee({
            presence: 'ON_BREAK',
            since: '2026-11-26T11:00:00.000Z',
            plannedStart: null,
            plannedEnd: null,
            actions: ['BREAK_END'],
          }),
        },
      }),
      {
        request: { query: KioskClockMutation, variables: { pin: '5678', action: 'BREAK_END' } },
        result: {
          errors: [
            new GraphQLError("Vous n'êtes pas en pause", { extensions: { code: 'CONFLICT' } }),
          ],
        },
      },
    ]);
    await screen.findByRole('heading', { name: 'Tapez votre code PIN' });
    await events.keyboard('56789{Backspace}');
    expect(screen.getByRole('img', { name: /4 chiffres tapés/ })).toBeInTheDocument();
    await events.keyboard('{Enter}');
    expect(await screen.findByRole('heading', { name: 'Bonjour Léa M.' })).toBeInTheDocument();
    expect(screen.getByText('En pause depuis 12:00')).toBeInTheDocument();
    expect(screen.getByText("Pas de shift prévu aujourd'hui")).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Fin de pause' }));
    expect(await screen.findByRole('alert')).toHaveTextContent("Vous n'êtes pas en pause");
  });

  it('names every key of the pad', async () => {
    renderKiosk([info]);
    const heading = await screen.findByRole('heading', { name: 'Tapez votre code PIN' });
    const pad = heading.parentElement!;
    for (const digit of '0123456789') {
      expect(within(pad).getByRole('button', { name: digit })).toBeInTheDocument();
    }
    expect(within(pad).getByRole('button', { name: 'Effacer le dernier chiffre' })).toBeDisabled();
    expect(within(pad).getByRole('button', { name: 'Valider' })).toBeDisabled();
  });
});

// @vitest-environment jsdom
// jsdom, not the suite's happy-dom: these tests read colours as a browser computes them (rgb()),
// which happy-dom leaves as written.
import { beforeEach, describe, expect, it } from 'vitest';
import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { GraphQLError } from 'graphql';
import { DEFAULT_PREFERENCES, type Role } from '@bo/domain';
import { fill } from '../../test/fill.ts';
import { findShell, graphPreferences, renderApp, USERS } from '../../test/renderApp.tsx';
import { keepStyles } from '../../test/styles.tsx';
import {
  ChangePasswordMutation,
  SettingsProfileQuery,
  UpdatePreferencesMutation,
  UpdateProfileMutation,
} from './documents.ts';

const forever = Number.POSITIVE_INFINITY;

function profileMock(role: Role = 'ADMIN'): MockLink.MockedResponse {
  const user = USERS[role];
  return {
    request: { query: SettingsProfileQuery },
    result: { data: { me: { __typename: 'User', ...user, phone: '06 00 00 00 00' } } },
    maxUsageCount: forever,
  };
}

type Sent = Record<string, unknown>[];

/** A mutation mock recording its variables; `answer` builds the data or throws errors. */
function recording(
  query: MockLink.MockedResponse['request']['query'],
  sent: Sent,
  answer: (variables: Record<string, unknown>) => MockLink.MockedResponse['result'],
): MockLink.MockedResponse {
  return {
    request: { query, variables: () => true },
    result: (variables: Record<string, unknown>) => {
      sent.push(variables);
      return answer(variables) as never;
    },
    maxUsageCount: forever,
  };
}

const preferencesMock = (sent: Sent) =>
  recording(UpdatePreferencesMutation, sent, (variables) => {
    const input = variables.input as Record<string, Record<string, unknown>>;
    const merged = {
      notifications: { ...DEFAULT_PREFERENCES.notifications, ...input.notifications },
      appearance: { ...DEFAULT_PREFERENCES.appearance, ...input.appearance },
      security: { ...DEFAULT_PREFERENCES.security, ...input.security },
    } as typeof DEFAULT_PREFERENCES;
    return { data: { updatePreferences: graphPreferences(merged) } };
  });

async function openTab(name: string, options: Parameters<typeof renderApp>[0] = {}) {
  const view = renderApp({ path: '/settings', ...options });
  await findShell();
  const tab = await screen.findByRole('tab', { name }, { timeout: 5000 });
  await view.events.click(tab);
  return view;
}

const toast = (text: string) => screen.findByText(text, {}, { timeout: 3000 });

describe('settings page', () => {
  it.each([
    ['ADMIN', 'Admin'],
    ['MANAGER', 'Manager'],
    ['EMPLOYEE', 'Employé'],
  ] as const)('shows the tabs and the role badge of a %s', async (role, badge) => {
    renderApp({ path: '/settings', user: USERS[role], mocks: [profileMock(role)] });
    // The settings chunk loads lazily: the first test of the file waits for it.
    const heading = await screen.findByRole(
      'heading',
      { level: 1, name: 'Paramètres' },
      { timeout: 5000 },
    );
    expect(heading.parentElement).toHaveTextContent(badge);
    const tabs = screen.getAllByRole('tab').map((tab) => tab.textContent);
    expect(tabs).toEqual(['Profil', 'Notifications', 'Apparence', 'Sécurité']);
    expect(screen.getByRole('tab', { name: 'Profil' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens the tab named in the address', async () => {
    renderApp({ path: '/settings?tab=securite' });
    expect(await screen.findByRole('tab', { name: 'Sécurité' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
  });
});

describe('Profil', () => {
  it('saves the profile; the top bar shows the new name at once', async () => {
    const sent: Sent = [];
    const { events } = renderApp({
      path: '/settings',
      mocks: [
        profileMock(),
        recording(UpdateProfileMutation, sent, (variables) => ({
          data: {
            updateProfile: {
              __typename: 'User',
              id: '1',
              role: 'ADMIN',
              ...(variables.input as object),
              phone: null,
            },
          },
        })),
      ],
    });
    const firstName = await screen.findByRole('textbox', { name: /Prénom/ });
    expect(firstName).toHaveValue('Alice');
    expect(screen.getByRole('textbox', { name: /Téléphone/ })).toHaveValue('06 00 00 00 00');
    await events.clear(firstName);
    await fill(events, firstName, 'Alicia ');
    await events.clear(screen.getByRole('textbox', { name: /Téléphone/ }));
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await toast('Profil mis à jour')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: { firstName: 'Alicia', lastName: 'Martin', email: 'admin@demo.fr', phone: '' },
      },
    ]);
    expect(screen.getByRole('button', { name: 'Menu utilisateur : Alicia Martin' })).toBeVisible();
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({ firstName: 'Alicia' });
  });

  it('says what is missing with the api words, and sends nothing', async () => {
    const sent: Sent = [];
    const { events } = renderApp({
      path: '/settings',
      mocks: [profileMock(), recording(UpdateProfileMutation, sent, () => ({ data: null }))],
    });
    const firstName = await screen.findByRole('textbox', { name: /Prénom/ });
    await events.clear(firstName);
    const email = screen.getByRole('textbox', { name: /Email/ });
    await events.clear(email);
    await fill(events, email, 'pas-un-email');
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText('Le prénom est requis')).toBeInTheDocument();
    expect(screen.getByText('Email invalide')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it("puts the server's refusal under its field", async () => {
    const taken = 'Un compte existe déjà avec cet email';
    const { events } = renderApp({
      path: '/settings',
      mocks: [
        profileMock(),
        recording(UpdateProfileMutation, [], () => ({
          errors: [
            new GraphQLError(taken, {
              extensions: { code: 'CONFLICT', fieldErrors: { email: taken } },
            }),
          ],
        })),
      ],
    });
    const email = await screen.findByRole('textbox', { name: /Email/ });
    await events.clear(email);
    await fill(events, email, 'manager@demo.fr');
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await screen.findByText(taken)).toBeInTheDocument();
    expect(email).toHaveAccessibleDescription(taken);
  });
});

describe('Sécurité', () => {
  const changePassword = async (
    events: Awaited<ReturnType<typeof openTab>>['events'],
    current: string,
    next: string,
    confirm: string,
  ) => {
    await fill(events, screen.getByLabelText(/^Mot de passe actuel/), current);
    await fill(events, screen.getByLabelText(/^Nouveau mot de passe/), next);
    await fill(events, screen.getByLabelText(/^Confirmer le nouveau mot de passe/), confirm);
    await events.click(screen.getByRole('button', { name: 'Modifier le mot de passe' }));
  };

  it("refuses a confirmation that differs: 'Les mots de passe ne correspondent pas'", async () => {
    const sent: Sent = [];
    const { events } = await openTab('Sécurité', {
      mocks: [recording(ChangePasswordMutation, sent, () => ({ data: null }))],
    });
    await changePassword(events, 'demo1234', 'nouveau-passe', 'nouveau-pass');
    expect(await screen.findByText('Les mots de passe ne correspondent pas')).toBeInTheDocument();
    expect(sent).toEqual([]);
  });

  it('changes the password and keeps the user signed in with the new token', async () => {
    const sent: Sent = [];
    const { events, router } = await openTab('Sécurité', {
      mocks: [
        recording(ChangePasswordMutation, sent, () => ({
          data: {
            changePassword: {
              __typename: 'AuthPayload',
              token: 'nouveau-jeton',
              user: { __typename: 'User', ...USERS.ADMIN },
            },
          },
        })),
      ],
    });
    await changePassword(events, 'demo1234', 'nouveau-passe', 'nouveau-passe');
    expect(await toast('Mot de passe modifié')).toBeInTheDocument();
    expect(sent).toEqual([{ currentPassword: 'demo1234', newPassword: 'nouveau-passe' }]);
    expect(localStorage.getItem('token')).toBe('nouveau-jeton');
    expect(router.state.location.pathname).toBe('/settings');
    expect(screen.getByLabelText(/^Mot de passe actuel/)).toHaveValue('');
  });

  it('shows a wrong current password under its field', async () => {
    const wrong = 'Mot de passe actuel incorrect';
    const { events } = await openTab('Sécurité', {
      mocks: [
        recording(ChangePasswordMutation, [], () => ({
          errors: [
            new GraphQLError(wrong, {
              extensions: { code: 'BAD_USER_INPUT', fieldErrors: { currentPassword: wrong } },
            }),
          ],
        })),
      ],
    });
    await changePassword(events, 'pas-le-bon', 'nouveau-passe', 'nouveau-passe');
    expect(await screen.findByText(wrong)).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('token-1');
  });

  it('asks the signup rules of the new password', async () => {
    const { events } = await openTab('Sécurité');
    await changePassword(events, 'demo1234', 'court', 'court');
    expect(
      await screen.findByText('Le mot de passe doit contenir au moins 8 caractères'),
    ).toBeInTheDocument();
  });

  it('offers the session timeouts of docs/areas/settings.md#session-timeout and saves them; 2FA and API access are not built', async () => {
    const sent: Sent = [];
    const { events } = await openTab('Sécurité', { mocks: [preferencesMock(sent)] });
    const session = screen.getByRole('region', { name: 'Session et accès' });
    expect(within(session).getByRole('switch', { name: 'Double authentification' })).toBeDisabled();
    expect(within(session).getByRole('switch', { name: 'Accès API' })).toBeDisabled();
    expect(within(session).getAllByText('Bientôt disponible')).toHaveLength(2);
    expect(within(session).getByRole('switch', { name: 'Alertes de connexion' })).toBeChecked();
    const timeout = within(session).getByRole('combobox', { name: /Déconnexion après inactivité/ });
    expect(timeout).toHaveTextContent('30 minutes');
    await events.click(timeout);
    const options = screen.getAllByRole('option').map((o) => o.textContent);
    expect(options).toEqual(['15 minutes', '30 minutes', '1 heure', '2 heures', '8 heures']);
    await events.click(screen.getByRole('option', { name: '1 heure' }));
    await events.click(within(session).getByRole('button', { name: 'Enregistrer' }));
    expect(await toast('Préférences enregistrées')).toBeInTheDocument();
    expect(sent).toEqual([
      { input: { security: { ...DEFAULT_PREFERENCES.security, sessionTimeout: 60 } } },
    ]);
  });
});

describe('Notifications', () => {
  it('shows the eight switches with the defaults of docs/areas/settings.md#preferences and saves a change', async () => {
    const sent: Sent = [];
    const { events } = await openTab('Notifications', { mocks: [preferencesMock(sent)] });
    const switches = screen.getAllByRole('switch');
    expect(switches).toHaveLength(8);
    const off = switches.filter((s) => !(s as HTMLInputElement).checked);
    expect(off.map((s) => s.getAttribute('id'))).toEqual([
      'notification-dailyReport',
      'notification-monthlyReport',
    ]);
    const save = screen.getByRole('button', { name: 'Enregistrer' });
    expect(save).toBeDisabled();
    await events.click(screen.getByRole('switch', { name: 'Rapport quotidien' }));
    await events.click(save);
    expect(await toast('Préférences enregistrées')).toBeInTheDocument();
    expect(sent).toEqual([
      { input: { notifications: { ...DEFAULT_PREFERENCES.notifications, dailyReport: true } } },
    ]);
    // Saved: the form starts again from the saved values.
    await waitFor(() => expect(screen.getByRole('button', { name: 'Enregistrer' })).toBeDisabled());
    expect(screen.getByRole('switch', { name: 'Rapport quotidien' })).toBeChecked();
  });
});

describe('Apparence', () => {
  // The theme is read from the page's computed colours.
  beforeEach(keepStyles);
  it('saves the dark theme, which the whole app then uses', async () => {
    const sent: Sent = [];
    const { events } = await openTab('Apparence', { mocks: [preferencesMock(sent)] });
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(244, 246, 251)');
    expect(
      screen.getByText(
        "L'interface n'existe pour l'instant qu'en français ; votre choix est enregistré.",
      ),
    ).toBeInTheDocument();
    await events.click(screen.getByRole('button', { name: 'Sombre' }));
    await events.click(screen.getByRole('combobox', { name: /Unité de température/ }));
    await events.click(screen.getByRole('option', { name: 'Fahrenheit (°F)' }));
    await events.click(screen.getByRole('button', { name: 'Enregistrer' }));
    expect(await toast('Préférences enregistrées')).toBeInTheDocument();
    expect(sent).toEqual([
      {
        input: {
          appearance: {
            ...DEFAULT_PREFERENCES.appearance,
            theme: 'DARK',
            temperatureUnit: 'FAHRENHEIT',
          },
        },
      },
    ]);
    await waitFor(() =>
      expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(11, 18, 36)'),
    );
    // Kept for the next reload's first frame.
    expect(JSON.parse(localStorage.getItem('preferences')!)).toMatchObject({
      userId: '1',
      preferences: { appearance: { theme: 'DARK', temperatureUnit: 'FAHRENHEIT' } },
    });
  });

  it("starts from the user's saved choices", async () => {
    await openTab('Apparence', {
      preferences: {
        ...DEFAULT_PREFERENCES,
        appearance: { ...DEFAULT_PREFERENCES.appearance, theme: 'DARK', timezone: 'Europe/London' },
      },
    });
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Sombre' })).toHaveAttribute(
        'aria-pressed',
        'true',
      ),
    );
    expect(screen.getByRole('combobox', { name: /Fuseau horaire/ })).toHaveTextContent(
      'Europe/London',
    );
    expect(getComputedStyle(document.body).backgroundColor).toBe('rgb(11, 18, 36)');
  });
});

import type { MockLink } from '@apollo/client/testing';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderPage } from '../auth/test-utils.tsx';
import AcceptInvitationPage from './AcceptInvitationPage.tsx';
import { AcceptInvitationMutation, VerifyInvitationQuery } from './documents.ts';

const TOKEN = 'jeton-invitation-0123456789';
const PREVIEW = {
  __typename: 'InvitationPreview',
  email: 'lea@exemple.fr',
  enseigneName: 'Enseigne Démo',
  expiresAt: '2026-03-09T10:00:00.000Z',
  role: 'MANAGER',
};
const verifyOk: MockLink.MockedResponse = {
  request: { query: VerifyInvitationQuery, variables: { token: TOKEN } },
  result: { data: { verifyInvitation: PREVIEW } },
};
const INPUT = { firstName: 'Léa', lastName: 'Martin', password: 'secret1' };
const USER = {
  __typename: 'User',
  id: '42',
  firstName: 'Léa',
  lastName: 'Martin',
  email: 'lea@exemple.fr',
  role: 'MANAGER',
};

function renderAccept(
  mocks: MockLink.MockedResponse[],
  route = `/accept-invitation?token=${TOKEN}`,
) {
  return renderPage({
    mocks,
    route,
    routes: { '/accept-invitation': <AcceptInvitationPage />, '/': <p>Tableau de bord</p> },
  });
}

const field = {
  firstName: () => screen.getByRole('textbox', { name: /^Prénom/ }),
  lastName: () => screen.getByRole('textbox', { name: /^Nom( \*)?$/ }),
  password: () => screen.getByLabelText(/^Mot de passe/),
  confirmPassword: () => screen.getByLabelText(/^Confirmer le mot de passe/),
};
async function fill(values: Partial<Record<keyof typeof field, string>>) {
  const u = userEvent.setup();
  for (const [name, value] of Object.entries(values)) {
    const input = field[name as keyof typeof field]();
    await u.clear(input);
    if (value) {
      input.focus();
      await u.paste(value);
    }
  }
}
const submit = () => userEvent.click(screen.getByRole('button', { name: 'Créer mon compte' }));

afterEach(() => {
  vi.useRealTimers();
});

describe('AcceptInvitationPage', () => {
  it("without a token says 'Token d'invitation manquant'", async () => {
    renderAccept([], '/accept-invitation');
    expect(await screen.findByText("Token d'invitation manquant")).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invitation invalide' })).toBeInTheDocument();
  });

  it('verifies first, then shows the form with the invitation', async () => {
    renderAccept([{ ...verifyOk, delay: 50 }]);
    expect(screen.getByText("Vérification de l'invitation…")).toBeInTheDocument();
    expect(
      await screen.findByRole('heading', { name: 'Créer votre compte manager' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/rejoindre « Enseigne Démo »/)).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /^Email/ })).toHaveValue('lea@exemple.fr');
  });

  it("names an employee's account as such (issue 9, item 11)", async () => {
    renderAccept([
      {
        request: verifyOk.request,
        result: { data: { verifyInvitation: { ...PREVIEW, role: 'EMPLOYEE' } } },
      },
    ]);
    expect(
      await screen.findByRole('heading', { name: 'Créer votre compte employé' }),
    ).toBeInTheDocument();
    expect(screen.getByText(/en tant qu'employé/)).toBeInTheDocument();
    expect(screen.getByRole('form', { name: 'Créer votre compte employé' })).toBeInTheDocument();
  });

  it("shows the server's refusal under 'Invitation invalide'", async () => {
    renderAccept([
      {
        request: verifyOk.request,
        result: {
          errors: [
            { message: 'Cette invitation a expiré', extensions: { code: 'BAD_USER_INPUT' } },
          ],
        },
      },
    ]);
    expect(await screen.findByText('Cette invitation a expiré')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Invitation invalide' })).toBeInTheDocument();
  });

  it('asks to try again when the check itself fails', async () => {
    renderAccept([{ request: verifyOk.request, error: new Error('Failed to fetch') }]);
    expect(
      await screen.findByText("Impossible de vérifier l'invitation. Veuillez réessayer."),
    ).toBeInTheDocument();
  });

  it('validates names, the 6-character password and the confirmation', async () => {
    renderAccept([verifyOk]);
    await screen.findByRole('button', { name: 'Créer mon compte' });
    await submit();
    expect(field.firstName()).toHaveAccessibleDescription('Le prénom est requis');
    expect(field.lastName()).toHaveAccessibleDescription('Le nom est requis');
    expect(field.password()).toHaveAccessibleDescription('Le mot de passe est requis');
    await fill({ password: '12345', confirmPassword: '54321' });
    await submit();
    expect(field.password()).toHaveAccessibleDescription(
      'Le mot de passe doit contenir au moins 6 caractères',
    );
    expect(field.confirmPassword()).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
  });

  it("shows the server's error, or the spec's fallback", async () => {
    renderAccept([
      verifyOk,
      {
        request: { query: AcceptInvitationMutation, variables: { token: TOKEN, input: INPUT } },
        result: {
          errors: [
            {
              message: 'Cette invitation a déjà été utilisée',
              extensions: { code: 'BAD_USER_INPUT' },
            },
          ],
        },
      },
      {
        request: { query: AcceptInvitationMutation, variables: { token: TOKEN, input: INPUT } },
        error: new Error('Failed to fetch'),
      },
    ]);
    await screen.findByRole('button', { name: 'Créer mon compte' });
    await fill({ ...INPUT, confirmPassword: INPUT.password });
    await submit();
    expect(await screen.findByText('Cette invitation a déjà été utilisée')).toBeInTheDocument();
    await submit();
    expect(
      await screen.findByText('Une erreur est survenue lors de la création de votre compte'),
    ).toBeInTheDocument();
  });

  it('creates the account, signs in, and goes to / after 2 seconds', async () => {
    renderAccept([
      verifyOk,
      {
        request: { query: AcceptInvitationMutation, variables: { token: TOKEN, input: INPUT } },
        result: {
          data: { acceptInvitation: { __typename: 'AuthPayload', token: 'jwt-lea', user: USER } },
        },
      },
    ]);
    await screen.findByRole('button', { name: 'Créer mon compte' });
    await fill({ ...INPUT, confirmPassword: INPUT.password });
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await submit();
    expect(await screen.findByText('Votre compte est créé')).toBeInTheDocument();
    expect(localStorage.getItem('token')).toBe('jwt-lea');
    expect(JSON.parse(localStorage.getItem('user')!)).toMatchObject({
      email: 'lea@exemple.fr',
      role: 'MANAGER',
    });
    expect(screen.getByTestId('location')).toHaveTextContent('/accept-invitation');
    await act(() => vi.advanceTimersByTimeAsync(1900));
    expect(screen.getByTestId('location')).toHaveTextContent('/accept-invitation');
    await act(() => vi.advanceTimersByTimeAsync(200));
    await waitFor(() => expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/));
  });
});

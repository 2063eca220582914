import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import SignupPage from './SignupPage.tsx';
import { SignupMutation } from './documents.ts';
import { renderPage } from './test-utils.tsx';

const INPUT = {
  enseigneName: 'Les Bistrots du Sud',
  firstName: 'Jeanne',
  lastName: 'Roux',
  email: 'jeanne@bistrots.fr',
  password: 'motdepasse1',
};

function signupMock(answer: Pick<MockLink.MockedResponse, 'result' | 'error'>) {
  return { request: { query: SignupMutation, variables: { input: INPUT } }, ...answer };
}

function renderSignup(mocks: MockLink.MockedResponse[] = []) {
  return renderPage({
    mocks,
    route: '/signup',
    routes: { '/signup': <SignupPage />, '/login': <p>Page de connexion</p> },
  });
}

const field = {
  enseigneName: () => screen.getByRole('textbox', { name: /^Nom de l'enseigne/ }),
  firstName: () => screen.getByRole('textbox', { name: /^Prénom/ }),
  lastName: () => screen.getByRole('textbox', { name: /^Nom( \*)?$/ }),
  email: () => screen.getByRole('textbox', { name: /^Email/ }),
  password: () => screen.getByLabelText(/^Mot de passe/),
  confirmPassword: () => screen.getByLabelText(/^Confirmer le mot de passe/),
};

async function fill(values: Partial<Record<keyof typeof field, string>>) {
  const u = userEvent.setup();
  for (const [name, value] of Object.entries(values)) {
    const input = field[name as keyof typeof field]();
    await u.clear(input);
    // Pasting is one input event: typing character by character into MUI fields is slow in jsdom.
    if (value) await u.paste(value);
  }
}

const submit = () => userEvent.click(screen.getByRole('button', { name: 'Créer mon enseigne' }));

async function fillValidForm() {
  await fill({ ...INPUT, confirmPassword: INPUT.password });
}

describe('SignupPage, step 1', () => {
  it('shows every required message of the spec on an empty submit', async () => {
    renderSignup();
    await submit();
    expect(field.enseigneName()).toHaveAccessibleDescription("Le nom de l'enseigne est requis");
    expect(field.firstName()).toHaveAccessibleDescription('Le prénom est requis');
    expect(field.lastName()).toHaveAccessibleDescription('Le nom est requis');
    expect(field.email()).toHaveAccessibleDescription("L'email est requis");
    expect(field.password()).toHaveAccessibleDescription('Le mot de passe est requis');
    // Nothing to confirm yet: no message (and never Yup's English default).
    expect(field.confirmPassword()).not.toHaveAccessibleDescription();
  });

  it('reports an empty confirmation once a password is typed', async () => {
    renderSignup();
    await fill({ password: 'motdepasse1' });
    await submit();
    expect(field.confirmPassword()).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
  });

  it('checks the email shape, the password length and the confirmation', async () => {
    renderSignup();
    await fill({ email: 'jeanne@', password: 'court', confirmPassword: 'autre' });
    await submit();
    expect(field.email()).toHaveAccessibleDescription('Email invalide');
    expect(field.password()).toHaveAccessibleDescription(
      'Le mot de passe doit contenir au moins 8 caractères',
    );
    expect(field.confirmPassword()).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
  });

  it('sends nothing while the form is invalid', async () => {
    // No mock: a request would fail the MockLink and show the fallback error box.
    renderSignup();
    await fill({ ...INPUT, confirmPassword: 'different1' });
    await submit();
    expect(field.confirmPassword()).toHaveAccessibleDescription(
      'Les mots de passe ne correspondent pas',
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('puts a duplicate email under the email field', async () => {
    renderSignup([
      signupMock({
        result: {
          errors: [
            {
              message: 'Un compte existe déjà avec cet email',
              extensions: {
                code: 'CONFLICT',
                fieldErrors: { email: 'Un compte existe déjà avec cet email' },
              },
            },
          ],
        },
      }),
    ]);
    await fillValidForm();
    await submit();
    await waitFor(() =>
      expect(field.email()).toHaveAccessibleDescription('Un compte existe déjà avec cet email'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    // Still step 1.
    expect(screen.getByRole('button', { name: 'Créer mon enseigne' })).toBeInTheDocument();
  });

  it('puts a CONFLICT about the email under the email field even without fieldErrors', async () => {
    renderSignup([
      signupMock({
        result: {
          errors: [
            { message: 'Un compte existe déjà avec cet email', extensions: { code: 'CONFLICT' } },
          ],
        },
      }),
    ]);
    await fillValidForm();
    await submit();
    await waitFor(() =>
      expect(field.email()).toHaveAccessibleDescription('Un compte existe déjà avec cet email'),
    );
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it("shows the server's message in the red box when it names no field", async () => {
    renderSignup([
      signupMock({
        result: {
          errors: [
            { message: 'Service indisponible', extensions: { code: 'UPSTREAM_UNAVAILABLE' } },
          ],
        },
      }),
    ]);
    await fillValidForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Service indisponible');
  });

  it('falls back to the catalogue message when the server says nothing', async () => {
    renderSignup([signupMock({ error: new Error('Failed to fetch') })]);
    await fillValidForm();
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      "Une erreur est survenue lors de la création de l'enseigne",
    );
  });

  it('checks the fields on submit only: leaving the first field moves nothing, so the first click on the link back to /login goes through', async () => {
    renderSignup();
    const u = userEvent.setup();
    await u.click(field.enseigneName());
    await u.tab();
    // Before this fix the blur showed the field's required message, moving the link down.
    expect(field.enseigneName()).not.toHaveAccessibleDescription();
    await u.click(screen.getByRole('link', { name: 'Se connecter' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
  });

  it('links back to /login', () => {
    renderSignup();
    expect(screen.getByRole('link', { name: 'Se connecter' })).toHaveAttribute('href', '/login');
  });
});

describe('SignupPage, step 2', () => {
  it('shows the success screen, whose button goes to /login', async () => {
    renderSignup([
      signupMock({
        result: {
          data: {
            signup: {
              __typename: 'SignupPayload',
              userId: '42',
              enseigne: { __typename: 'Enseigne', id: '7', name: INPUT.enseigneName },
            },
          },
        },
      }),
    ]);
    await fillValidForm();
    await submit();
    expect(await screen.findByText('Votre enseigne est créée')).toBeInTheDocument();
    expect(screen.getByText(/Les Bistrots du Sud/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Créer mon enseigne' })).not.toBeInTheDocument();
    // Signing up does not sign in: the administrator logs in next.
    expect(localStorage.getItem('token')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Aller à la connexion' }));
    expect(await screen.findByText('Page de connexion')).toBeInTheDocument();
  });
});

import type { MockLink } from '@apollo/client/testing';
import { screen, waitFor, within } from '@testing-library/react';
import { useLocation } from 'react-router-dom';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { SessionMeQuery } from '../../app/session.tsx';
import { fill } from '../../test/fill.ts';
import LoginPage from './LoginPage.tsx';
import { LoginMutation } from './documents.ts';
import { ALICE, renderPage, storeSession } from './test-utils.tsx';

const user = { __typename: 'User' as const, ...ALICE };

function loginMock(
  email: string,
  password: string,
  answer: Pick<MockLink.MockedResponse, 'result' | 'error'>,
): MockLink.MockedResponse {
  return { request: { query: LoginMutation, variables: { email, password } }, ...answer };
}

function failing(message: string, code = 'UNAUTHENTICATED') {
  return { result: { errors: [{ message, extensions: { code } }] } };
}

function renderLogin(mocks: MockLink.MockedResponse[] = []) {
  return renderPage({
    mocks,
    route: '/login',
    routes: { '/login': <LoginPage />, '/': <p>Tableau de bord</p> },
  });
}

const emailInput = () => screen.getByRole('textbox', { name: /^Email/ });
const passwordInput = () => screen.getByLabelText(/^Mot de passe/);

async function submit(email: string, password: string) {
  const u = userEvent.setup();
  if (email) await fill(u, emailInput(), email);
  if (password) await fill(u, passwordInput(), password);
  await u.click(screen.getByRole('button', { name: 'Se connecter' }));
}

describe('LoginPage', () => {
  it('pitches planning, hygiene, stock, accounting and till, and links to /signup', () => {
    renderLogin();
    for (const area of ['Planning', 'Hygiène', 'Stock', 'Comptabilité', 'Caisse']) {
      expect(screen.getByText(area)).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Créer votre enseigne' })).toHaveAttribute(
      'href',
      '/signup',
    );
  });

  it('requires both fields, with the spec messages', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(emailInput()).toHaveAccessibleDescription("L'email est requis");
    expect(passwordInput()).toHaveAccessibleDescription('Le mot de passe est requis');
    expect(emailInput()).toHaveAttribute('type', 'email');
  });

  it('checks the fields on submit only: leaving the focused email field moves nothing, so the first click on the signup link goes through', async () => {
    renderPage({
      route: '/login',
      routes: { '/login': <LoginPage />, '/signup': <p>Inscription</p> },
    });
    const u = userEvent.setup();
    expect(emailInput()).toHaveFocus();
    await u.tab();
    // Before this fix the blur showed "L'email est requis", growing the card under the pointer.
    expect(emailInput()).not.toHaveAccessibleDescription();
    expect(screen.queryByText("L'email est requis")).toBeNull();
    await u.click(screen.getByRole('link', { name: 'Créer votre enseigne' }));
    expect(screen.getByTestId('location')).toHaveTextContent('/signup');
  });

  it('fills the demo credentials with the Test button', async () => {
    renderLogin();
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    expect(emailInput()).toHaveValue('admin@demo.fr');
    expect(passwordInput()).toHaveValue('demo1234');
  });

  it('shows an error mentioning the email under the email field', async () => {
    renderLogin([loginMock('x@demo.fr', 'secret', failing('Aucun compte pour cet email'))]);
    await submit('x@demo.fr', 'secret');
    await waitFor(() =>
      expect(emailInput()).toHaveAccessibleDescription('Aucun compte pour cet email'),
    );
    expect(passwordInput()).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows an error mentioning the password under the password field', async () => {
    renderLogin([loginMock('a@demo.fr', 'bad', failing('Le mot de passe est incorrect'))]);
    await submit('a@demo.fr', 'bad');
    await waitFor(() =>
      expect(passwordInput()).toHaveAccessibleDescription('Le mot de passe est incorrect'),
    );
    expect(emailInput()).not.toHaveAccessibleDescription();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('shows any other error in the red box, and keeps the user anonymous', async () => {
    renderLogin([loginMock('a@demo.fr', 'bad', failing('Identifiants incorrects'))]);
    await submit('a@demo.fr', 'bad');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Identifiants incorrects');
    expect(alert.className).toMatch(/Error/);
    expect(emailInput()).not.toHaveAccessibleDescription();
    expect(passwordInput()).not.toHaveAccessibleDescription();
    expect(screen.getByTestId('location')).toHaveTextContent('/login');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('shows the brute-force limit (RATE_LIMITED) in the red box, with how long to wait', async () => {
    const message = 'Trop de tentatives. Réessayez dans 15 minutes.';
    renderLogin([loginMock('a@demo.fr', 'bad', failing(message, 'RATE_LIMITED'))]);
    await submit('a@demo.fr', 'bad');
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(passwordInput()).not.toHaveAccessibleDescription();
  });

  it("falls back to 'Erreur de connexion' when there is no server message", async () => {
    renderLogin([loginMock('a@demo.fr', 'pw', { error: new Error('Failed to fetch') })]);
    await submit('a@demo.fr', 'pw');
    expect(await screen.findByRole('alert')).toHaveTextContent('Erreur de connexion');
  });

  it('stores the token and user and goes to / on success', async () => {
    renderLogin([
      loginMock('admin@demo.fr', 'demo1234', {
        result: { data: { login: { __typename: 'AuthPayload', token: 'tok-1', user } } },
      }),
    ]);
    await userEvent.click(screen.getByRole('button', { name: 'Test' }));
    await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
    expect(screen.getByTestId('location')).toHaveTextContent(/^\/$/);
    expect(localStorage.getItem('token')).toBe('tok-1');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toEqual(ALICE);
  });

  describe('after a signed-out deep link', () => {
    function Shown() {
      const { pathname, search } = useLocation();
      return <p>{`Page ${pathname}${search}`}</p>;
    }
    const signedIn = loginMock('admin@demo.fr', 'demo1234', {
      result: { data: { login: { __typename: 'AuthPayload', token: 'tok-1', user } } },
    });
    const renderAt = (route: string) =>
      renderPage({
        mocks: [signedIn],
        route,
        routes: { '/login': <LoginPage />, '/': <Shown />, '/hygiene/cooling': <Shown /> },
      });
    const signIn = async () => {
      await userEvent.click(screen.getByRole('button', { name: 'Test' }));
      await userEvent.click(screen.getByRole('button', { name: 'Se connecter' }));
    };

    it('returns to that page, its query string kept', async () => {
      renderAt(`/login?next=${encodeURIComponent('/hygiene/cooling?x=1')}`);
      await signIn();
      expect(await screen.findByText('Page /hygiene/cooling?x=1')).toBeInTheDocument();
    });

    it.each([
      'https://evil.example/hygiene/cooling',
      '//evil.example/hygiene/cooling',
      '/\\evil.example/hygiene/cooling',
      'javascript:alert(1)',
      '/login',
    ])('goes to / instead of %s, which is not a page of this site to return to', async (next) => {
      renderAt(`/login?next=${encodeURIComponent(next)}`);
      await signIn();
      expect(await screen.findByText('Page /')).toBeInTheDocument();
    });
  });

  it('redirects an authenticated user to /', async () => {
    storeSession('tok-0');
    renderLogin([{ request: { query: SessionMeQuery }, result: { data: { me: user } } }]);
    expect(await screen.findByText('Tableau de bord')).toBeInTheDocument();
    expect(within(document.body).queryByRole('button', { name: 'Se connecter' })).toBeNull();
  });
});

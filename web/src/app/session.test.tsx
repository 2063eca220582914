import { gql, type ApolloClient, type TypedDocumentNode } from '@apollo/client';
import { ApolloProvider, useQuery } from '@apollo/client/react';
import { MockLink } from '@apollo/client/testing';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { describe, expect, it } from 'vitest';
import { ALICE, storeSession } from '../features/auth/test-utils.tsx';
import { createApolloClient } from '../lib/apollo.ts';
import { SIGNED_OUT_KEY } from '../lib/storage.ts';
import { SessionMeQuery, SessionProvider, useSession } from './session.tsx';

const RESTAURANTS: TypedDocumentNode<{ restaurants: Array<{ id: string; name: string }> }> = gql`
  query TestRestaurants {
    restaurants {
      id
      name
    }
  }
`;

const meUser = (overrides: Partial<typeof ALICE> = {}) => ({
  __typename: 'User' as const,
  ...ALICE,
  ...overrides,
});

const meOk = (overrides: Partial<typeof ALICE> = {}): MockLink.MockedResponse => ({
  request: { query: SessionMeQuery },
  result: { data: { me: meUser(overrides) } },
});

const unauthenticated = {
  errors: [{ message: 'Session expirée', extensions: { code: 'UNAUTHENTICATED' } }],
};

function Probe() {
  const session = useSession();
  return (
    <div>
      <p data-testid="status">{session.status}</p>
      <p data-testid="user">
        {session.user ? `${session.user.firstName} ${session.user.lastName}` : '-'}
      </p>
      <p data-testid="signedOut">{String(session.signedOut)}</p>
      <button onClick={session.signOut}>Se déconnecter</button>
      <button onClick={() => session.signIn('tok-new', { ...ALICE, firstName: 'Bob' })}>
        Entrer
      </button>
    </div>
  );
}

function Restaurants() {
  const { data, error } = useQuery(RESTAURANTS);
  if (error) return <p>erreur</p>;
  return <p>{data ? `${data.restaurants.length} restaurants` : 'chargement'}</p>;
}

let client: ApolloClient;
const cacheEntries = () => Object.keys(client.cache.extract() as object).length;

// The real client (auth and error links) in front of a MockLink, as the App builds it.
function renderSession(mocks: MockLink.MockedResponse[], extra: ReactNode = null) {
  client = createApolloClient({ terminatingLink: new MockLink(mocks) });
  return render(
    <ApolloProvider client={client}>
      <SessionProvider>
        <Probe />
        {extra}
      </SessionProvider>
    </ApolloProvider>,
  );
}

const status = () => screen.getByTestId('status');
const signedOut = () => screen.getByTestId('signedOut');

describe('SessionProvider', () => {
  it('is anonymous, with no request, when nothing is stored', () => {
    renderSession([]);
    expect(status()).toHaveTextContent('anonymous');
  });

  it('checks a stored session with me and keeps the fresh user', async () => {
    storeSession('tok-1');
    renderSession([meOk({ firstName: 'Alicia' })]);
    expect(status()).toHaveTextContent('loading');
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    expect(screen.getByTestId('user')).toHaveTextContent('Alicia Martin');
    expect(JSON.parse(localStorage.getItem('user') ?? 'null')).toMatchObject({
      firstName: 'Alicia',
    });
    expect(localStorage.getItem('token')).toBe('tok-1');
  });

  it('clears a stored session silently when me fails at start-up', async () => {
    storeSession('tok-expired');
    renderSession([{ request: { query: SessionMeQuery }, result: unauthenticated }]);
    await waitFor(() => expect(status()).toHaveTextContent('anonymous'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });

  it('also clears it when me fails for another reason (network)', async () => {
    storeSession('tok-1');
    renderSession([{ request: { query: SessionMeQuery }, error: new Error('Failed to fetch') }]);
    await waitFor(() => expect(status()).toHaveTextContent('anonymous'));
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('ignores a stored user that does not parse', () => {
    localStorage.setItem('token', 'tok-1');
    localStorage.setItem('user', '{not json');
    renderSession([]);
    expect(status()).toHaveTextContent('anonymous');
  });

  it('clears the session when any query answers UNAUTHENTICATED', async () => {
    storeSession('tok-1');
    renderSession(
      [meOk(), { request: { query: RESTAURANTS }, result: unauthenticated }],
      <Restaurants />,
    );
    await screen.findByText('erreur');
    await waitFor(() => expect(status()).toHaveTextContent('anonymous'));
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    // An expiry, not a sign-out: /login may bring the same person back to the page.
    expect(signedOut()).toHaveTextContent('false');
  });

  it('signIn stores token and user and is authenticated at once', async () => {
    renderSession([]);
    await userEvent.click(screen.getByRole('button', { name: 'Entrer' }));
    expect(status()).toHaveTextContent('authenticated');
    expect(screen.getByTestId('user')).toHaveTextContent('Bob Martin');
    expect(localStorage.getItem('token')).toBe('tok-new');
  });

  it('signOut clears storage and the Apollo cache', async () => {
    storeSession('tok-1');
    renderSession(
      [
        meOk(),
        {
          request: { query: RESTAURANTS },
          result: {
            data: {
              restaurants: [{ __typename: 'Restaurant', id: '1', name: 'Le Bistrot du Port' }],
            },
          },
        },
      ],
      <>
        <Restaurants />
      </>,
    );
    await screen.findByText('1 restaurants');
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    expect(cacheEntries()).toBeGreaterThan(0);
    await userEvent.click(screen.getByRole('button', { name: 'Se déconnecter' }));
    expect(status()).toHaveTextContent('anonymous');
    expect(signedOut()).toHaveTextContent('true');
    expect(localStorage.getItem('token')).toBeNull();
    expect(localStorage.getItem('user')).toBeNull();
    await waitFor(() => expect(cacheEntries()).toBe(0));
  });

  it("follows another tab's sign-out as a sign-out, until the next sign-in", async () => {
    storeSession('tok-1');
    renderSession([meOk()]);
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    act(() => {
      localStorage.setItem(SIGNED_OUT_KEY, '1');
      localStorage.removeItem('token');
      window.dispatchEvent(new StorageEvent('storage', { key: 'token' }));
    });
    expect(status()).toHaveTextContent('anonymous');
    expect(signedOut()).toHaveTextContent('true');
    await userEvent.click(screen.getByRole('button', { name: 'Entrer' }));
    expect(signedOut()).toHaveTextContent('false');
    expect(localStorage.getItem(SIGNED_OUT_KEY)).toBeNull();
  });

  it('is not signed out at start-up, whatever an older sign-out left', () => {
    localStorage.setItem(SIGNED_OUT_KEY, '1');
    renderSession([]);
    expect(status()).toHaveTextContent('anonymous');
    expect(signedOut()).toHaveTextContent('false');
  });

  it('follows another tab logging out', async () => {
    storeSession('tok-1');
    renderSession([meOk()]);
    await waitFor(() => expect(status()).toHaveTextContent('authenticated'));
    act(() => {
      localStorage.clear();
      window.dispatchEvent(new StorageEvent('storage', { key: null }));
    });
    expect(status()).toHaveTextContent('anonymous');
  });
});

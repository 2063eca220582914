import { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { SessionProvider } from '../../app/session.tsx';
import { createSessionLinks } from '../../lib/apollo.ts';
import { TOKEN_KEY, USER_KEY, type SessionUser } from '../../lib/storage.ts';

/** Test helpers for the public pages and the session (not shipped: only tests import this). */

export const ALICE: SessionUser = {
  id: '1',
  firstName: 'Alice',
  lastName: 'Martin',
  email: 'admin@demo.fr',
  role: 'ADMIN',
};

export function storeSession(token: string, user: SessionUser = ALICE): void {
  localStorage.setItem(TOKEN_KEY, token);
  localStorage.setItem(USER_KEY, JSON.stringify(user));
}

export function Where() {
  const location = useLocation();
  return <div data-testid="location">{location.pathname}</div>;
}

/**
 * The app's real link chain (auth + error links) in front of a MockLink, so the session rules run
 * as in production.
 */
export function mockedLink(mocks: ReadonlyArray<MockLink.MockedResponse>): ApolloLink {
  return ApolloLink.from([createSessionLinks(), new MockLink(mocks)]);
}

interface RenderOptions {
  mocks?: ReadonlyArray<MockLink.MockedResponse>;
  route?: string;
  routes?: Record<string, ReactNode>;
}

export function renderPage({ mocks = [], route = '/', routes = {} }: RenderOptions) {
  return render(
    <MockedProvider link={mockedLink(mocks)}>
      <SessionProvider>
        <MemoryRouter initialEntries={[route]}>
          <Routes>
            {Object.entries(routes).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path="*" element={null} />
          </Routes>
          <Where />
        </MemoryRouter>
      </SessionProvider>
    </MockedProvider>,
  );
}

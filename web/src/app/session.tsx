import { useApolloClient } from '@apollo/client/react';
import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import { graphql } from '../gql';
import { startActivity } from '../lib/idle.ts';
import {
  clearSession,
  readSession,
  readSignedOut,
  saveSession,
  signOutSession,
  subscribeSession,
  type SessionUser,
} from '../lib/storage.ts';

export type { SessionUser } from '../lib/storage.ts';

export type SessionStatus = 'loading' | 'authenticated' | 'anonymous';

export interface Session {
  status: SessionStatus;
  user: SessionUser | null;
  token: string | null;
  /**
   * The session of this page was ended by a sign-out (here or in another tab), not by a 401 or the
   * idle timeout: /login must not lead the next person back to the page left.
   */
  signedOut: boolean;
  signIn(token: string, user: SessionUser): void;
  /** The signed-in user's own fields changed (his profile): the stored user follows. */
  updateUser(user: SessionUser): void;
  signOut(): void;
}

/** The user fields the session keeps; login asks for the same ones. */
export const SessionUserFragment = graphql(`
  fragment Session_user on User {
    id
    firstName
    lastName
    email
    role
  }
`);

export const SessionMeQuery = graphql(`
  query SessionMe {
    me {
      ...Session_user
    }
  }
`);

const SessionContext = createContext<Session | null>(null);

/**
 * See docs/areas/platform.md#session. The stored token and user are the source of truth
 * (lib/storage.ts); this provider adds one thing storage cannot know: whether the stored token has
 * been checked against the server in this page's life. A stored session found at start-up (or
 * written by another tab) is 'loading' until Query.me answers: success → authenticated with the
 * fresh user, any failure → storage cleared silently → anonymous.
 */
export function SessionProvider({ children }: { children: ReactNode }) {
  const client = useApolloClient();
  const stored = useSyncExternalStore(subscribeSession, readSession, readSession);
  const token = stored?.token ?? null;
  const [verifiedToken, setVerifiedToken] = useState<string | null>(null);
  const needsCheck = token !== null && token !== verifiedToken;

  // How the session ended is read when it ends in this page's life, never at start-up: a visitor
  // arriving signed out on a deep link still comes back to it after signing in.
  const [ending, setEnding] = useState({ token, signedOut: false });
  if (ending.token !== token) {
    setEnding({ token, signedOut: token === null && ending.token !== null && readSignedOut() });
  }
  const signedOut = token === null && ending.signedOut;

  useEffect(() => {
    if (!needsCheck || token === null) return;
    let current = true;
    client
      .query({ query: SessionMeQuery, fetchPolicy: 'network-only' })
      .then(({ data }) => {
        if (!current || readSession()?.token !== token) return;
        if (!data) throw new Error('me: no data');
        setVerifiedToken(token);
        saveSession(token, data.me);
      })
      .catch(() => {
        // Discarded silently (docs/areas/platform.md#session): no message, the user just lands on
        // /login.
        if (current && readSession()?.token === token) clearSession();
      });
    return () => {
      current = false;
    };
  }, [client, needsCheck, token]);

  // Whatever ends the session (signOut, the error link, another tab), the cached data belongs to
  // the previous user: drop it so the next one never sees it.
  const previousToken = useRef(token);
  useEffect(() => {
    if (previousToken.current !== null && token === null) void client.clearStore();
    previousToken.current = token;
  }, [client, token]);

  const signIn = useCallback((newToken: string, user: SessionUser) => {
    setVerifiedToken(newToken);
    // The idle timeout counts from the sign-in, not from an older session's last activity.
    startActivity();
    saveSession(newToken, user);
  }, []);

  const updateUser = useCallback((user: SessionUser) => {
    const current = readSession();
    if (current) saveSession(current.token, user);
  }, []);

  const signOut = useCallback(() => {
    signOutSession();
  }, []);

  const value = useMemo<Session>(() => {
    if (!stored) {
      return {
        status: 'anonymous',
        user: null,
        token: null,
        signedOut,
        signIn,
        updateUser,
        signOut,
      };
    }
    return {
      status: needsCheck ? 'loading' : 'authenticated',
      user: stored.user,
      token: stored.token,
      signedOut: false,
      signIn,
      updateUser,
      signOut,
    };
  }, [stored, needsCheck, signedOut, signIn, updateUser, signOut]);

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession must be used inside <SessionProvider>');
  return session;
}

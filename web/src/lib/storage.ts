import { ROLES, type Role } from '@bo/domain';

/**
 * The stored session (docs/areas/platform.md#session): the token and the user live in localStorage
 * under the keys 'token' and 'user'. This module is the only place that touches those keys, and it
 * is a tiny external store so React (useSyncExternalStore) follows every change: a login, a logout,
 * the Apollo error link dropping an expired token, or another tab doing any of these.
 */

export const TOKEN_KEY = 'token';
export const USER_KEY = 'user';
/**
 * Set by a deliberate sign-out, removed by the next sign-in: tells every tab that the session did
 * not expire but was left, so /login must not lead the next person back to the page left.
 */
export const SIGNED_OUT_KEY = 'signedOut';

export interface SessionUser {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  role: Role;
}

export interface StoredSession {
  token: string;
  user: SessionUser;
}

type Listener = () => void;
const listeners = new Set<Listener>();

function storage(): Storage | null {
  // Private modes and some embedded browsers throw on access rather than returning null.
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

function parseUser(raw: string): SessionUser | null {
  try {
    const value: unknown = JSON.parse(raw);
    if (typeof value !== 'object' || value === null) return null;
    const { id, firstName, lastName, email, role } = value as Record<string, unknown>;
    if (
      (typeof id !== 'string' && typeof id !== 'number') ||
      typeof firstName !== 'string' ||
      typeof lastName !== 'string' ||
      typeof email !== 'string' ||
      !ROLES.includes(role as Role)
    ) {
      return null;
    }
    return { id: String(id), firstName, lastName, email, role: role as Role };
  } catch {
    return null;
  }
}

// useSyncExternalStore compares snapshots by identity: keep the last one and hand it back while
// the raw stored strings have not changed.
let lastRaw: { token: string | null; user: string | null } = { token: null, user: null };
let lastSession: StoredSession | null = null;

/** The stored session, or null when either half is missing or the user does not parse. */
export function readSession(): StoredSession | null {
  const store = storage();
  const token = store?.getItem(TOKEN_KEY) ?? null;
  const user = store?.getItem(USER_KEY) ?? null;
  if (token === lastRaw.token && user === lastRaw.user) return lastSession;
  lastRaw = { token, user };
  const parsed = token && user ? parseUser(user) : null;
  lastSession = token && parsed ? { token, user: parsed } : null;
  return lastSession;
}

/** The token sent as `Authorization: Bearer`, read on every request. */
export function readToken(): string | null {
  return readSession()?.token ?? null;
}

function notify(): void {
  for (const listener of [...listeners]) listener();
}

export function saveSession(token: string, user: SessionUser): void {
  const store = storage();
  if (!store) return;
  const { id, firstName, lastName, email, role } = user;
  store.setItem(TOKEN_KEY, token);
  store.setItem(USER_KEY, JSON.stringify({ id, firstName, lastName, email, role }));
  store.removeItem(SIGNED_OUT_KEY);
  notify();
}

export function clearSession(): void {
  const store = storage();
  if (!store) return;
  const had = store.getItem(TOKEN_KEY) !== null || store.getItem(USER_KEY) !== null;
  store.removeItem(TOKEN_KEY);
  store.removeItem(USER_KEY);
  if (had) notify();
}

/** Logout: the session is cleared, marked as left on purpose (see SIGNED_OUT_KEY). */
export function signOutSession(): void {
  // Written before the token goes, so another tab reads it when it follows the token's removal.
  storage()?.setItem(SIGNED_OUT_KEY, '1');
  clearSession();
}

/** True when the last session was ended by a sign-out rather than by a 401 or a timeout. */
export function readSignedOut(): boolean {
  return (storage()?.getItem(SIGNED_OUT_KEY) ?? null) !== null;
}

/**
 * A request was refused as unauthenticated (a 401, or the graph's UNAUTHENTICATED): the stored
 * session ends (docs/areas/platform.md#session: any 401 on any call), unless the request carried another token than
 * the stored one: a late refusal of a request sent before a new sign-in (in this tab or another)
 * must not end the session opened since. `sentToken` undefined: not known, the session ends.
 * Returns whether it was cleared.
 */
export function clearRefusedSession(sentToken: string | null | undefined): boolean {
  if (sentToken !== undefined && sentToken !== readToken()) return false;
  clearSession();
  return true;
}

function onStorageEvent(event: StorageEvent): void {
  // key is null when another tab calls localStorage.clear().
  if (event.key === null || event.key === TOKEN_KEY || event.key === USER_KEY) notify();
}

export function subscribeSession(listener: Listener): () => void {
  listeners.add(listener);
  if (listeners.size === 1 && typeof window !== 'undefined') {
    window.addEventListener('storage', onStorageEvent);
  }
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0 && typeof window !== 'undefined') {
      window.removeEventListener('storage', onStorageEvent);
    }
  };
}

/**
 * What the idle timeout (Preferences.security.sessionTimeout) keeps in localStorage: the last
 * activity of the user in ANY tab of the app (so working in one tab keeps the others signed in),
 * and, once a session ended for inactivity, the minutes it lasted, for the login page's notice.
 */

export const LAST_ACTIVITY_KEY = 'lastActivity';
export const SESSION_EXPIRED_KEY = 'sessionExpiredAfter';

function storage(): Storage | null {
  // Private modes and some embedded browsers throw on access rather than returning null.
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

/** The last activity recorded by any tab (ms since the epoch), or null when none is. */
export function readLastActivity(): number | null {
  const raw = storage()?.getItem(LAST_ACTIVITY_KEY);
  const value = raw ? Number(raw) : NaN;
  return Number.isFinite(value) ? value : null;
}

export function recordActivity(at: number = Date.now()): void {
  storage()?.setItem(LAST_ACTIVITY_KEY, String(at));
}

/** A session starts: its idle time counts from now, and an old expiry notice is obsolete. */
export function startActivity(): void {
  recordActivity();
  storage()?.removeItem(SESSION_EXPIRED_KEY);
}

/** Notes that the session ended after `minutes` without activity (read by the login page). */
export function markSessionExpired(minutes: number): void {
  storage()?.setItem(SESSION_EXPIRED_KEY, String(minutes));
}

/** The idle minutes after which the last session ended, or null if it did not end that way. */
export function readSessionExpired(): number | null {
  const raw = storage()?.getItem(SESSION_EXPIRED_KEY);
  const minutes = raw ? Number(raw) : NaN;
  return Number.isFinite(minutes) && minutes > 0 ? minutes : null;
}

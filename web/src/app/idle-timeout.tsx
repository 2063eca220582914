import { useEffect } from 'react';
import { markSessionExpired, readLastActivity, recordActivity } from '../lib/idle.ts';
import { clearSession } from '../lib/storage.ts';

/** What counts as activity: the user moving, typing, touching or scrolling. */
const ACTIVITY_EVENTS = ['mousemove', 'mousedown', 'keydown', 'touchstart', 'scroll', 'wheel'];
/** Activity is written to localStorage at most this often (mousemove fires constantly). */
const RECORD_EVERY_MS = 5_000;

/**
 * Ends the session after `minutes` without activity in any tab
 * (docs/areas/settings.md#session-timeout): the session is cleared, every tab lands on /login,
 * which says why. Enforced by the browser: the token itself stays valid for its lifetime (12 h),
 * the timeout is a guard against an unattended screen, not a server-side revocation.
 */
export function IdleTimeout({ minutes }: { minutes: number }) {
  useEffect(() => {
    const limit = minutes * 60_000;
    // This tab's own last activity, exact; the stored one is shared but written less often.
    let local = 0;
    let written = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;

    // A session from before this page (reload, reopened browser) with nothing recorded starts
    // counting now; one whose last activity is older than the limit ends at the first check.
    if (readLastActivity() === null) recordActivity();

    const onActivity = () => {
      local = Date.now();
      if (local - written >= RECORD_EVERY_MS) {
        written = local;
        recordActivity(local);
      }
    };

    const check = () => {
      clearTimeout(timer);
      const last = Math.max(readLastActivity() ?? 0, local);
      const idle = Date.now() - last;
      if (idle >= limit) {
        markSessionExpired(minutes);
        // An expiry, not a sign-out: /login keeps the page (next=) for the one who comes back.
        clearSession();
        return;
      }
      // Re-checked when the limit could be reached; activity meanwhile only moves it later.
      timer = setTimeout(check, limit - idle);
    };

    for (const name of ACTIVITY_EVENTS) {
      window.addEventListener(name, onActivity, { capture: true, passive: true });
    }
    // Timers are throttled in background tabs and stop while the computer sleeps: check again
    // as soon as the tab is visible.
    document.addEventListener('visibilitychange', check);
    window.addEventListener('focus', check);
    check();
    return () => {
      clearTimeout(timer);
      for (const name of ACTIVITY_EVENTS) {
        window.removeEventListener(name, onActivity, { capture: true });
      }
      document.removeEventListener('visibilitychange', check);
      window.removeEventListener('focus', check);
    };
  }, [minutes]);

  return null;
}

/**
 * The kiosk's device token, in localStorage under `kioskToken` (docs/areas/planning.md#the-kiosk):
 * apart from the user's session ('token'), which the kiosk never reads or keeps.
 */
export const KIOSK_TOKEN_KEY = 'kioskToken';

function storage(): Storage | null {
  // Private modes and some embedded browsers throw on access rather than returning null.
  try {
    return typeof window === 'undefined' ? null : window.localStorage;
  } catch {
    return null;
  }
}

export const readKioskToken = (): string | null => storage()?.getItem(KIOSK_TOKEN_KEY) ?? null;

export function saveKioskToken(token: string): void {
  storage()?.setItem(KIOSK_TOKEN_KEY, token);
}

export function clearKioskToken(): void {
  storage()?.removeItem(KIOSK_TOKEN_KEY);
}

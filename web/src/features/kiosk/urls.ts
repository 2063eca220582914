/** The kiosk's page, outside the signed-in shell (docs/areas/planning.md#the-kiosk). */
export const kioskPaths = { kiosk: '/kiosque' } as const;

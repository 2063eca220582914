/** The user's settings: `settingsPaths` are the router's patterns, `settingsUrls` build links. */
export const settingsPaths = {
  settings: '/settings',
} as const;

export const settingsUrls = {
  settings: () => settingsPaths.settings,
} as const;

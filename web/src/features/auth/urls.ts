/** Paths of the public pages, and where a signed-in user lands. */
export const authUrls = {
  home: '/',
  login: '/login',
  signup: '/signup',
} as const;

/** Paths of the public pages, and where a signed-in user lands. */
export const authUrls = {
  home: '/',
  login: '/login',
  signup: '/signup',
} as const;

/** The query parameter of /login naming the page to return to after signing in. */
export const RETURN_PARAM = 'next';

/**
 * /login for a signed-out visitor of `location` (a protected page, or one left when the session
 * ended): after signing in, they come back to it, query string and hash included.
 */
export function loginUrlFor(location: { pathname: string; search: string; hash: string }): string {
  const path = `${location.pathname}${location.search}${location.hash}`;
  if (path === authUrls.home) return authUrls.login;
  return `${authUrls.login}?${new URLSearchParams({ [RETURN_PARAM]: path })}`;
}

/**
 * Where /login sends the user once signed in: the page named by `next` in its query string when
 * it is a page of this site (never another origin: '//evil.example', 'https://…' or
 * '/\evil.example' fall back), else the home page.
 */
export function returnPathFrom(search: string): string {
  const next = new URLSearchParams(search).get(RETURN_PARAM);
  if (!next?.startsWith('/')) return authUrls.home;
  const origin = window.location.origin;
  const url = new URL(next, origin);
  if (url.origin !== origin || url.pathname === authUrls.login) return authUrls.home;
  return `${url.pathname}${url.search}${url.hash}`;
}

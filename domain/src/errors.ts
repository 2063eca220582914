/**
 * The `extensions.code` values of the graph's errors (schema.graphql,
 * docs/areas/platform.md#errors): the bff produces them from REST statuses, the web reacts to them.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
  // The bff refuses an operation too big for it (issue 9 items 1, 2): bff/README.md's table.
  'QUERY_TOO_COMPLEX',
  'REST_BUDGET_EXCEEDED',
  'RESPONSE_TOO_LARGE',
  'UPSTREAM_BUSY',
  // Too many attempts (logins, invitation tokens, signups): `retryAfter` in seconds (issue 9 item 8).
  'RATE_LIMITED',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

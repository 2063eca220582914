/**
 * The `extensions.code` values of the graph's errors (schema.graphql, DESIGN.md §4): the bff
 * produces them from REST statuses, the web reacts to them.
 */
export const ERROR_CODES = [
  'UNAUTHENTICATED',
  'FORBIDDEN',
  'NOT_FOUND',
  'BAD_USER_INPUT',
  'CONFLICT',
  'UPSTREAM_UNAVAILABLE',
  'INTERNAL',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

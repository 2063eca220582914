import type { SortDirection } from '../generated/graphql.ts';

// The graph's lists by pages (schema.graphql, « Listes »; docs/how-to/lists.md) over the api's
// (api/src/contract/paging.ts): the same limit and offset, the sort field named the REST way.

/** A graph sort as the api's `sort` and `order`; nothing when the graph names none (its default). */
export function restSort<F extends string, R extends string>(
  sort: { field: F; direction: SortDirection } | null | undefined,
  fields: Record<F, R>,
): { sort?: R; order?: 'asc' | 'desc' } {
  if (!sort) return {};
  return { sort: fields[sort.field], order: sort.direction === 'ASC' ? 'asc' : 'desc' };
}

/** `limit` and `offset` as the api's query strings (absent: the api's defaults). */
export const restPage = ({ limit, offset }: { limit?: number | null; offset?: number | null }) => ({
  ...(limit !== null && limit !== undefined && { limit: String(limit) }),
  ...(offset !== null && offset !== undefined && { offset: String(offset) }),
});

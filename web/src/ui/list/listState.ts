/**
 * A list's state in the address (docs/how-to/lists.md): `page` (from 1), `size`, `sort` and
 * `order`, and one parameter per filter. Values equal to the defaults are left out, so the plain
 * address is the list's first page and a shared link carries only what the user changed.
 */

export type SortDirection = 'asc' | 'desc';

export interface ListSort<S extends string = string> {
  field: S;
  direction: SortDirection;
}

export interface ListConfig<S extends string = string, F extends string = string> {
  /** The page size when the address names none (the first of pageSizes, if they are given). */
  pageSize: number;
  /** Sizes the user may choose; the address may name no other. Default: pageSize only. */
  pageSizes?: readonly number[];
  /** The sort when the address names none, or names a column that cannot be sorted. */
  defaultSort: ListSort<S>;
  /** The columns the server sorts by (their `field`). */
  sortFields: readonly S[];
  /** The filters kept in the address (their parameter names). */
  filters: readonly F[];
}

export interface ListState<S extends string = string, F extends string = string> {
  page: number;
  pageSize: number;
  sort: ListSort<S>;
  filters: Record<F, string>;
}

export const LIST_PARAMS = { page: 'page', size: 'size', sort: 'sort', order: 'order' } as const;

/** A whole positive number written plainly ('3', not '3.0', '03' or '1e3'), else null. */
function positiveInt(text: string | null): number | null {
  if (text === null || !/^[1-9]\d{0,8}$/.test(text)) return null;
  return Number(text);
}

const sizesOf = (config: ListConfig) => config.pageSizes ?? [config.pageSize];

/** The state an address describes; anything unreadable falls back to its default. */
export function readListState<S extends string, F extends string>(
  params: URLSearchParams,
  config: ListConfig<S, F>,
): ListState<S, F> {
  const size = positiveInt(params.get(LIST_PARAMS.size));
  const field = params.get(LIST_PARAMS.sort);
  const sortField = config.sortFields.find((f) => f === field);
  const order = params.get(LIST_PARAMS.order);
  const filters = Object.fromEntries(
    config.filters.map((name) => [name, params.get(name) ?? '']),
  ) as Record<F, string>;
  return {
    page: positiveInt(params.get(LIST_PARAMS.page)) ?? 1,
    pageSize: size !== null && sizesOf(config).includes(size) ? size : config.pageSize,
    sort: sortField
      ? {
          field: sortField,
          direction: order === 'asc' || order === 'desc' ? order : config.defaultSort.direction,
        }
      : config.defaultSort,
    filters,
  };
}

/**
 * The address of `state`, keeping the parameters that are not the list's (another component's,
 * such as a dialog's). Any change but the page's own goes back to page 1: page 3 of other filters,
 * another sort or another size is not the page the user was reading.
 */
export function writeListState<S extends string, F extends string>(
  params: URLSearchParams,
  config: ListConfig<S, F>,
  change: Partial<Omit<ListState<S, F>, 'filters'>> & { filters?: Partial<Record<F, string>> },
): URLSearchParams {
  const current = readListState(params, config);
  const next = new URLSearchParams(params);
  const set = (name: string, value: string | null) =>
    value === null ? next.delete(name) : next.set(name, value);

  const pageSize = change.pageSize ?? current.pageSize;
  const sort = change.sort ?? current.sort;
  const filters = { ...current.filters, ...change.filters };
  const resets =
    pageSize !== current.pageSize ||
    sort.field !== current.sort.field ||
    sort.direction !== current.sort.direction ||
    config.filters.some((name) => filters[name] !== current.filters[name]);
  const page = change.page ?? (resets ? 1 : current.page);

  set(LIST_PARAMS.page, page > 1 ? String(page) : null);
  set(LIST_PARAMS.size, pageSize !== config.pageSize ? String(pageSize) : null);
  const defaultSort =
    sort.field === config.defaultSort.field && sort.direction === config.defaultSort.direction;
  set(LIST_PARAMS.sort, defaultSort ? null : sort.field);
  set(LIST_PARAMS.order, defaultSort ? null : sort.direction);
  for (const name of config.filters) set(name, filters[name] || null);
  return next;
}

/** The rows to ask the server for: the graph's `offset` and `limit` (schema.graphql, « Listes »). */
export const pageRequest = (state: Pick<ListState, 'page' | 'pageSize'>) => ({
  offset: (state.page - 1) * state.pageSize,
  limit: state.pageSize,
});

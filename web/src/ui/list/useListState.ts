import { useCallback, useState } from 'react';
import { useLocation, useNavigationType, useSearchParams } from 'react-router-dom';
import {
  pageRequest,
  readListState,
  writeListState,
  type ListConfig,
  type ListSort,
  type ListState,
} from './listState.ts';

export interface ListController<S extends string = string, F extends string = string> {
  state: ListState<S, F>;
  config: ListConfig<S, F>;
  /** The graph's `offset` and `limit` for the page on screen. */
  offset: number;
  limit: number;
  setPage(page: number): void;
  setPageSize(size: number): void;
  setSort(sort: ListSort<S>): void;
  /** Applies a filter (back to page 1); `typing` replaces the history entry instead of adding one. */
  setFilter(name: F, value: string, options?: { typing?: boolean }): void;
  clearFilters(): void;
  /** Whether a filter is applied. */
  filtered: boolean;
  /**
   * Counts the times the filters changed from outside the inputs (cleared, back or forward), so a
   * text filter drops what was being typed (ListTextFilter).
   */
  resets: number;
}

/**
 * A list's page, size, sort and filters, kept in the address (listState.ts) so that a reload, the
 * back button or a shared link shows the same rows. `scope` names what else selects the rows but
 * lives outside the address (a hygiene page's period): when it changes, the list is back on page 1.
 */
export function useListState<S extends string, F extends string>(
  config: ListConfig<S, F>,
  { scope = '' }: { scope?: string } = {},
): ListController<S, F> {
  const [params, setParams] = useSearchParams();
  const urlState = readListState(params, config);
  const [pagedScope, setPagedScope] = useState(scope);
  const state = pagedScope === scope ? urlState : { ...urlState, page: 1 };
  const [resets, setResets] = useState(0);
  const { key } = useLocation();
  const navigation = useNavigationType();
  const [seenKey, setSeenKey] = useState(key);
  if (key !== seenKey) {
    setSeenKey(key);
    if (navigation === 'POP') setResets((n) => n + 1);
  }

  const change = useCallback(
    (patch: Parameters<typeof writeListState<S, F>>[2], replace = false) =>
      setParams((current) => writeListState(current, config, patch), { replace }),
    [config, setParams],
  );

  return {
    state,
    config,
    ...pageRequest(state),
    setPage: (page) => {
      setPagedScope(scope);
      change({ page });
    },
    setPageSize: (pageSize) => change({ pageSize }),
    setSort: (sort) => change({ sort }),
    setFilter: (name, value, { typing = false } = {}) =>
      change({ filters: { [name]: value } as Record<F, string> }, typing),
    clearFilters: () => {
      setResets((n) => n + 1);
      change({
        filters: Object.fromEntries(config.filters.map((name) => [name, ''])) as Record<F, string>,
      });
    },
    filtered: config.filters.some((name) => state.filters[name] !== ''),
    resets,
  };
}

/** The graph's sort input of a list (schema.graphql, « Listes »): its field enum and direction. */
export function graphSort<S extends string, E extends string>(
  sort: ListSort<S>,
  fields: Record<S, E>,
): { field: E; direction: 'ASC' | 'DESC' } {
  return { field: fields[sort.field], direction: sort.direction === 'asc' ? 'ASC' : 'DESC' };
}

/**
 * The `sort` variable of a list's query: absent while the list is in its default order, so the
 * first page's variables (and the cache entry they name) are the same with or without a sort in
 * the address.
 */
export function sortVariable<S extends string, E extends string>(
  { state, config }: Pick<ListController<S>, 'state' | 'config'>,
  fields: Record<S, E>,
): { sort?: { field: E; direction: 'ASC' | 'DESC' } } {
  const { sort } = state;
  const { defaultSort } = config;
  return sort.field === defaultSort.field && sort.direction === defaultSort.direction
    ? {}
    : { sort: graphSort(sort, fields) };
}

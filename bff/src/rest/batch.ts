import DataLoader from 'dataloader';
import { graphError } from './errors.ts';

// The shapes every per-request loader takes (the areas' <name>-loaders.ts): rows by id, lists by
// owner, one call per id where the api has no batch form, and lists by owner and period. One
// batch size for all of them.

/** Ids asked in one call; keeps `?ids=` and `?restaurantIds=` well under URL length limits. */
export const MAX_IDS_PER_CALL = 100;

/**
 * `items` under each of `keys` (null: under none), keeping the api's order within each list (it
 * sorts every list it answers); a key with no item gets an empty list.
 */
export function groupBy<T>(
  keys: readonly number[],
  items: readonly T[],
  keyOf: (item: T) => number | null,
): T[][] {
  const groups = new Map<number, T[]>();
  for (const item of items) {
    const key = keyOf(item);
    if (key === null) continue;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  return keys.map((key) => groups.get(key) ?? []);
}

/**
 * Rows by id: every id asked in one tick goes into ONE call (`read('1,2,3')`, the `?ids=` list);
 * an id the api leaves out (unknown, or not visible to the caller) is NOT_FOUND, like a by-id read.
 */
export function byIds<T extends { id: number }>(
  read: (ids: string) => Promise<T[]>,
  notFound: string,
): DataLoader<number, T> {
  return new DataLoader<number, T>(
    async (ids) => {
      const byId = new Map((await read(ids.join(','))).map((row) => [row.id, row]));
      return ids.map((id) => byId.get(id) ?? graphError('NOT_FOUND', notFound));
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );
}

/**
 * Lists by owner (a restaurant's staff, a zone's surfaces): every owner asked in one tick goes
 * into ONE call (`read('1,2,3')`, the `?restaurantIds=` list); an owner the caller may not see
 * has none. `seen` gets every row (to prime the by-id loader).
 */
export function listsBy<T>(
  read: (ownerIds: string) => Promise<T[]>,
  ownerOf: (row: T) => number | null,
  seen?: (row: T) => void,
): DataLoader<number, T[]> {
  return new DataLoader<number, T[]>(
    async (ownerIds) => {
      const rows = await read(ownerIds.join(','));
      if (seen) rows.forEach(seen);
      return groupBy(ownerIds, rows, ownerOf);
    },
    { maxBatchSize: MAX_IDS_PER_CALL },
  );
}

/**
 * One call per id, for routes without a batch form: cached for the request, and each id's
 * failure (NOT_FOUND...) is its own.
 */
export function eachById<T>(read: (id: number) => Promise<T>): DataLoader<number, T> {
  return new DataLoader<number, T>((ids) =>
    Promise.all(ids.map((id) => read(id).catch((error: Error) => error))),
  );
}

/**
 * Lists by owner and group (a kind of log and a period): the owners asked in one tick for the same
 * group go into ONE call (`read(key, ownerIds)`, `key` being any key of the group), answered for
 * each owner in the api's order. A failed call fails the keys of its group only.
 */
export function groupedLists<K, T>(options: {
  /** What one call serves: keys of the same group are read together. */
  group: (key: K) => string;
  owner: (key: K) => number;
  read: (key: K, ownerIds: number[]) => Promise<T[]>;
  ownerOf: (row: T, key: K) => number | null;
}): DataLoader<K, T[], string> {
  const { group, owner, read, ownerOf } = options;
  return new DataLoader<K, T[], string>(
    async (keys) => {
      const groups = new Map<string, { key: K; owners: Set<number> }>();
      for (const key of keys) {
        const name = group(key);
        const found = groups.get(name);
        if (found) found.owners.add(owner(key));
        else groups.set(name, { key, owners: new Set([owner(key)]) });
      }
      const answers = new Map<string, Map<number, T[]> | Error>();
      await Promise.all(
        [...groups].map(async ([name, { key, owners }]) => {
          const ids = [...owners];
          try {
            const lists = groupBy(ids, await read(key, ids), (row) => ownerOf(row, key));
            answers.set(name, new Map(ids.map((id, i) => [id, lists[i]!])));
          } catch (error) {
            answers.set(name, error as Error);
          }
        }),
      );
      return keys.map((key) => {
        const answer = answers.get(group(key))!;
        return answer instanceof Error ? answer : (answer.get(owner(key)) ?? []);
      });
    },
    { cacheKeyFn: (key) => `${group(key)}|${owner(key)}`, maxBatchSize: MAX_IDS_PER_CALL },
  );
}

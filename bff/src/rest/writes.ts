import type DataLoader from 'dataloader';
import type { GraphField, WriteEffect } from '@bo/domain';

/**
 * What a per-request loader serves of the graph, declared beside it (the areas'
 * <name>-loaders.ts), so that one step after every write (`applyWrite`, run for each mutation by
 * resolvers/writes.ts) reads again what the write changed (WRITES, domain/src/graph-writes.ts) and
 * no resolver primes or forgets by hand.
 *
 * - By id: the objects of `type`. The object a write answers, when of that type, replaces the one
 *   kept (`takes` refuses an answer of another shape, a summary where a sheet is kept); a removed
 *   one is forgotten; every one kept is read again when a field its rows carry, in `feeds`, is
 *   stale.
 * - A list, or rows kept for the request: read again when a field it `feeds` is stale.
 */
export type Serving =
  | {
      type: string;
      // Rows of any shape: a serving is only ever primed with a write's answer of its type.
      // eslint-disable-next-line @typescript-eslint/no-explicit-any
      byId: DataLoader<number, any>;
      feeds?: readonly GraphField[];
      takes?: (answer: object) => boolean;
    }
  | { feeds: readonly GraphField[]; clear(): void };

/** Each area's factory declares its loaders with it. */
export type Serve = (serving: Serving) => void;

/** A write that went through: its declared effect, the graph type it answers, its answer. */
export interface Written {
  effect: WriteEffect;
  /** The named type of the mutation's answer (`ID` for a deletion). */
  type: string;
  answer: unknown;
}

const idOf = (answer: unknown): number | null => {
  const id = typeof answer === 'object' && answer !== null ? (answer as { id?: unknown }).id : null;
  return typeof id === 'number' ? id : null;
};

/**
 * Applies a write to the loaders of its request: stale fields first (their loaders are cleared),
 * then the removed object is forgotten and the answered one primed, so the rest of the operation
 * (the answer's own fields, the next mutations) reads what the api now holds.
 */
export function applyWrite(servings: readonly Serving[], { effect, type, answer }: Written): void {
  const stale = new Set<string>([...(effect.stale ?? []), ...(effect.changes ?? [])]);
  const removed = effect.removes && typeof answer === 'string' ? Number(answer) : null;
  const primed = idOf(answer);
  for (const serving of servings) {
    const isStale = serving.feeds?.some((field) => stale.has(field)) ?? false;
    if (!('type' in serving)) {
      if (isStale) serving.clear();
      continue;
    }
    if (isStale) serving.byId.clearAll();
    if (removed !== null && serving.type === effect.removes) serving.byId.clear(removed);
    if (primed !== null && serving.type === type && (serving.takes?.(answer as object) ?? true)) {
      serving.byId.clear(primed).prime(primed, answer);
    }
  }
}

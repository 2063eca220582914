import type DataLoader from 'dataloader';
import type { Context } from '../context.ts';
import { LAB_NOT_FOUND } from '../rest/not-found.ts';
import { SUPPLIER_NOT_FOUND } from './catalogue-loaders.ts';
import { graphError } from '../rest/errors.ts';
import type { RestExternalSupplier, RestLaboratory, RestTag } from '../rest/types.ts';
import { inputId, isNotFound } from '../resolvers/ids.ts';

// Helpers of the catalogue's resolvers (Supplier.ts, Article.ts, Product.ts, …): the sellers,
// the rows a list names that the caller sees, the ids of an input.

/**
 * The rows of `ids` the caller sees, in that order, in one batched read: one the api leaves out
 * (another restaurant than a MANAGER's, a deleted one) is not listed; any other failure is.
 */
export async function visible<T>(loader: DataLoader<number, T>, ids: readonly number[]) {
  const loaded = await loader.loadMany(ids);
  return loaded.filter((row): row is T => {
    if (!(row instanceof Error)) return true;
    if (isNotFound(row)) return false;
    throw row;
  });
}

/** The chain's laboratories as suppliers, from the one `GET /api/labs` of the request. */
export const laboratories = async (ctx: Context): Promise<RestLaboratory[]> =>
  (await ctx.loaders.labs()).map((lab) => ({ ...lab, kind: 'LABORATORY' as const }));

/** An external supplier of the chain, from the one `GET /api/suppliers` of the request. */
export async function externalSupplier(ctx: Context, id: number): Promise<RestExternalSupplier> {
  const found = (await ctx.loaders.suppliers()).find((s) => s.id === id);
  if (!found) throw graphError('NOT_FOUND', SUPPLIER_NOT_FOUND);
  return found;
}

export async function laboratory(ctx: Context, id: number): Promise<RestLaboratory> {
  const found = (await laboratories(ctx)).find((lab) => lab.id === id);
  if (!found) throw graphError('NOT_FOUND', LAB_NOT_FOUND);
  return found;
}

/** Who sells (an article) or is preferred (a product): the supplier or the laboratory, or none. */
export function seller(
  ctx: Context,
  ids: { supplierId: number | null; labId: number | null },
): Promise<RestExternalSupplier | RestLaboratory> | null {
  if (ids.supplierId !== null) return externalSupplier(ctx, ids.supplierId);
  if (ids.labId !== null) return laboratory(ctx, ids.labId);
  return null;
}

/** Tags named by a row's `{ tagId }` links, from the one `GET /api/tags` of the request. */
export async function tagsOf(
  ctx: Context,
  links: readonly { tagId: number }[],
): Promise<RestTag[]> {
  const byId = new Map((await ctx.loaders.tags()).map((tag) => [tag.id, tag]));
  return links.flatMap((link) => byId.get(link.tagId) ?? []);
}

/** An input's list of ids, each checked as `inputId` does (BAD_USER_INPUT under `field`). */
export const inputIds = (ids: readonly string[], field: string, message: string): number[] =>
  ids.map((id) => inputId(id, field, message));

/** An optional input id sent as is: absent stays absent, null clears, an id is checked. */
export function changedId(
  id: string | null | undefined,
  field: string,
  message: string,
): number | null | undefined {
  if (id === undefined || id === null) return id;
  return inputId(id, field, message);
}

/** Only the keys whose value is not undefined: the REST bodies leave absent fields out. */
export const defined = <T extends Record<string, unknown>>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as {
    [K in keyof T]: Exclude<T[K], undefined>;
  };

import { inArray, type Column, type SQL } from 'drizzle-orm';
import type { z } from 'zod';
import { INPUT_MESSAGES, isIdText, MAX_BATCH_IDS } from '../contract/primitives.ts';
import { HttpError, validationError } from './errors.ts';

export { MAX_BATCH_IDS };

/** The body parsed by `schema`, or a 400 naming each invalid field. */
export function parseBody<S extends z.ZodType>(schema: S, body: unknown): z.output<S> {
  // A request without a JSON body reaches us as undefined: validate it as an empty object so the
  // client learns which fields are required rather than "object expected".
  const result = schema.safeParse(body ?? {});
  if (!result.success) throw validationError(result.error);
  return result.data;
}

export function parseQuery<S extends z.ZodType>(schema: S, query: unknown): z.output<S> {
  const result = schema.safeParse(query);
  if (!result.success) throw validationError(result.error);
  return result.data;
}

/**
 * The distinct ids of a batch query parameter the contract already checked as `1,2,3`; 400 under
 * `field` when there are too many.
 */
export function parseIdList(raw: string, field: string): number[] {
  // The contract's idList() refuses these already; a route whose contract forgot it stays safe.
  if (!raw.split(',').every(isIdText)) {
    throw new HttpError(400, `Données invalides : ${INPUT_MESSAGES.idListInvalid}`, {
      [field]: INPUT_MESSAGES.idListInvalid,
    });
  }
  const ids = [...new Set(raw.split(',').map(Number))];
  if (ids.length > MAX_BATCH_IDS) {
    throw new HttpError(400, `Trop d'identifiants : ${MAX_BATCH_IDS} au plus`, {
      [field]: `${MAX_BATCH_IDS} identifiants au plus`,
    });
  }
  return ids;
}

/** The ids of an optional batch query parameter (see parseIdList), or undefined without one. */
export function optionalIdList(raw: string | undefined, field: string): number[] | undefined {
  return raw === undefined ? undefined : parseIdList(raw, field);
}

/** `column IN (…)` for an optional batch query parameter (see parseIdList), or no filter. */
export function inIdList(column: Column, raw: string | undefined, field: string): SQL | undefined {
  const ids = optionalIdList(raw, field);
  return ids === undefined ? undefined : inArray(column, ids);
}

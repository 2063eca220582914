/**
 * The query parameters of every list read by pages (docs/how-to/lists.md), the REST side of the
 * graph's « Listes » convention: `limit` (page size), `offset` (rows to skip), `sort` (a column of
 * the list) and `order` (`asc` or `desc`). Query strings are text: each parameter is a bounded
 * string read into its number or name, with a French 400 otherwise.
 */
import { RECORD_MESSAGES } from '@bo/domain';
import { z } from './registry.ts';

/** The largest page any list gives (TRACEABILITY_MAX_LIMIT for traceability too). */
export const PAGE_MAX_LIMIT = 100;

export const PAGE_MESSAGES = {
  limitInvalid: RECORD_MESSAGES.limitInvalid,
  offsetInvalid: RECORD_MESSAGES.offsetInvalid,
  sortInvalid: (fields: readonly string[]) => `Tri inconnu : ${fields.join(', ')} seulement`,
  orderInvalid: "L'ordre doit être asc ou desc",
} as const;

/** `limit`: 1 to max rows, `defaultSize` when absent (said in the OpenAPI description). */
export const limitParam = (defaultSize: number, max: number = PAGE_MAX_LIMIT) =>
  z
    .string()
    .max(3, PAGE_MESSAGES.limitInvalid)
    .regex(/^\d{1,3}$/, PAGE_MESSAGES.limitInvalid)
    .transform(Number)
    .refine((n) => n >= 1 && n <= max, PAGE_MESSAGES.limitInvalid)
    .optional()
    .openapi({
      type: 'string',
      maxLength: 3,
      description: `Taille de page (${defaultSize} par défaut, ${max} au plus).`,
    });

export const offsetParam = () =>
  z
    .string()
    .max(9, PAGE_MESSAGES.offsetInvalid)
    .regex(/^\d{1,9}$/, PAGE_MESSAGES.offsetInvalid)
    .transform(Number)
    .optional()
    .openapi({ type: 'string', maxLength: 9, description: 'Lignes à sauter (0 par défaut).' });

/** `sort` and `order`: one of the list's columns, ascending or descending. */
export const sortParams = <const F extends readonly [string, ...string[]]>(
  fields: F,
  defaultSort: string,
) => ({
  sort: z
    .enum(fields, { error: PAGE_MESSAGES.sortInvalid(fields) })
    .optional()
    .openapi({ description: `Colonne du tri (${defaultSort} par défaut).` }),
  order: z
    .enum(['asc', 'desc'], { error: PAGE_MESSAGES.orderInvalid })
    .optional()
    .openapi({ description: 'Ordre du tri : asc ou desc (celui de la colonne par défaut).' }),
});

/** What a page answers besides its rows (the graph's `<Thing>Page`). */
export const pageFields = (what: string) => ({
  total: z
    .number()
    .int()
    .openapi({ description: `${what} correspondant au filtre.` }),
  limit: z.number().int(),
  offset: z.number().int(),
});

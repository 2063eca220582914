// Issue "fit and finish" item 9: a value that is present but malformed is called invalid, never
// missing. Every route's body and query fields are tried with values of the wrong kind; the
// message under the field must not be the one a missing value gets ('… est requis',
// 'Veuillez sélectionner …'), which sent users looking for a field they had filled in.
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { ROUTES } from '../src/areas.ts';

/** The wording of a missing value across the contracts. */
const MISSING = /requis|obligatoire|veuillez|aucun .*s[ée]lectionn|choisissez|^indiquer/i;

/** Values of every kind but the right one for some field: each field gets all of them. */
const WRONG_BODY_VALUES: unknown[] = ['4,5', 4.5, -3, true, {}, ['x']];
const WRONG_QUERY_VALUES: unknown[] = ['4,5', 'abc', '-3', ['a', 'b']];

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => (schema as unknown as { _zod: { def: Def } })._zod.def;

/** The object schemas reachable in `schema` (through pipes, wrappers, arrays, unions). */
function objects(schema: z.ZodType, seen = new Set<z.ZodType>()): Record<string, z.ZodType>[] {
  if (seen.has(schema)) return [];
  seen.add(schema);
  const def = defOf(schema);
  switch (def.type) {
    case 'object':
      return [def.shape as Record<string, z.ZodType>];
    case 'pipe':
      return objects(def.in as z.ZodType, seen);
    case 'optional':
    case 'nullable':
    case 'default':
    case 'prefault':
    case 'readonly':
    case 'catch':
    case 'nonoptional':
      return objects(def.innerType as z.ZodType, seen);
    case 'union':
      return (def.options as z.ZodType[]).flatMap((option) => objects(option, seen));
    case 'intersection':
      return [...objects(def.left as z.ZodType, seen), ...objects(def.right as z.ZodType, seen)];
    default:
      return [];
  }
}

/**
 * Every field path of `schema` with a way to put a value there: top-level keys, and the keys of
 * the objects listed in an array field (`approvals.0.realizedShiftId`).
 */
function fields(schema: z.ZodType): { path: string[]; build: (value: unknown) => unknown }[] {
  const out: { path: string[]; build: (value: unknown) => unknown }[] = [];
  for (const shape of objects(schema)) {
    for (const [key, field] of Object.entries(shape)) {
      out.push({ path: [key], build: (value) => ({ [key]: value }) });
      const inner = unwrapArray(field);
      if (!inner) continue;
      for (const itemShape of objects(inner)) {
        for (const itemKey of Object.keys(itemShape)) {
          out.push({
            path: [key, '0', itemKey],
            build: (value) => ({ [key]: [{ [itemKey]: value }] }),
          });
        }
      }
    }
  }
  return out;
}

function unwrapArray(schema: z.ZodType): z.ZodType | undefined {
  const def = defOf(schema);
  if (def.type === 'array') return def.element as z.ZodType;
  if (['optional', 'nullable', 'default', 'prefault', 'readonly'].includes(def.type)) {
    return unwrapArray(def.innerType as z.ZodType);
  }
  if (def.type === 'pipe') return unwrapArray(def.in as z.ZodType);
  return undefined;
}

/** The messages zod gives at `path` for `input` (its first issue there). */
function messageAt(schema: z.ZodType, input: unknown, path: string[]): string | undefined {
  const result = schema.safeParse(input);
  if (result.success) return undefined;
  const issue = result.error.issues.find((i) => i.path.map(String).join('.') === path.join('.'));
  return issue?.message;
}

describe('a present but malformed value', () => {
  const cases: { where: string; schema: z.ZodType; values: unknown[] }[] = [];
  for (const route of ROUTES) {
    const name = `${route.method.toUpperCase()} ${route.path}`;
    if (route.body)
      cases.push({ where: `${name} body`, schema: route.body, values: WRONG_BODY_VALUES });
    if (route.query) {
      cases.push({ where: `${name} query`, schema: route.query, values: WRONG_QUERY_VALUES });
    }
  }

  it('is never called missing, in any route', () => {
    const wrong: string[] = [];
    const tried = new Set<string>();
    for (const { where, schema, values } of cases) {
      for (const { path, build } of fields(schema)) {
        tried.add(`${where} ${path.join('.')}`);
        for (const value of values) {
          const message = messageAt(schema, build(value), path);
          if (message && MISSING.test(message)) {
            wrong.push(`${where} ${path.join('.')}=${JSON.stringify(value)}: ${message}`);
          }
        }
      }
    }
    // The walk reaches nested rows and the query strings, not only top-level body fields.
    expect(tried).toContain(
      'POST /api/approved-shifts/validate-day body approvals.0.realizedShiftId',
    );
    expect(tried).toContain('POST /api/purchase-orders body expectedDate');
    expect(tried).toContain('GET /api/purchase-orders query restaurantId');
    expect(tried.size).toBeGreaterThan(700);
    expect(wrong).toEqual([]);
  });
});

// What the fuzz test (fuzz.test.ts) knows about JSON Schema: the subset openapi.json uses, a
// valid value for a field and the values that break it. Pure functions, no database.

export interface JsonSchema {
  type?: string | string[];
  enum?: unknown[];
  format?: string;
  pattern?: string;
  example?: unknown;
  minLength?: number;
  maxLength?: number;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  exclusiveMaximum?: number;
  items?: JsonSchema;
  minItems?: number;
  maxItems?: number;
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  $ref?: string;
  description?: string;
  not?: JsonSchema;
  if?: JsonSchema;
  then?: JsonSchema;
  else?: JsonSchema;
  dependentRequired?: Record<string, string[]>;
  const?: unknown;
}

export const types = (schema: JsonSchema): string[] =>
  schema.type === undefined ? [] : Array.isArray(schema.type) ? schema.type : [schema.type];

export const isNullable = (schema: JsonSchema): boolean =>
  types(schema).includes('null') ||
  (schema.enum?.includes(null) ?? false) ||
  (schema.anyOf ?? schema.oneOf ?? []).some((s) => isNullable(s));

/**
 * The branch of an anyOf/oneOf that carries the field's real type (not null, not the "" escape).
 * A schema with its own type is its own main branch: its anyOf/oneOf are rules between its
 * properties or formats (one of supplierId and labId, a day or an instant), not a union.
 */
export function mainBranch(schema: JsonSchema): JsonSchema {
  const branches = schema.anyOf ?? schema.oneOf;
  if (!branches || schema.type !== undefined) return schema;
  const real = branches.filter(
    (b) =>
      !(types(b).length === 1 && types(b)[0] === 'null') &&
      !(b.enum && b.enum.every((v) => v === '' || v === null)),
  );
  return mainBranch(real.at(-1) ?? branches[0]!);
}

/** The patterns whose values the fuzz knows how to write (a new one fails loudly, see validValue). */
export const PATTERNS = {
  email: '^[^\\s@]+@[^\\s@]+\\.[^\\s@]+$',
  day: '^20\\d{2}-\\d{2}-\\d{2}$',
  idList: '^\\d+(,\\d+)*$',
  pin: '^[0-9]{4,6}$',
} as const;

export type Kind =
  | 'id'
  | 'idList'
  | 'integer'
  | 'number'
  | 'enum'
  | 'dateTime'
  | 'day'
  | 'email'
  | 'text'
  | 'boolean'
  | 'array'
  | 'object';

/**
 * What a field holds, from its schema and, for ids, its name: the api's convention is that an
 * integer named `id`, `…Id` or in `…Ids` names a row (1 to 2^31 − 1).
 */
export function kindOf(name: string, schema: JsonSchema): Kind {
  const s = mainBranch(schema);
  const t = types(s).filter((x) => x !== 'null');
  const idName = /(^id|Id)$/.test(name);
  if (s.enum) return 'enum';
  if (t.includes('integer')) return idName ? 'id' : 'integer';
  if (t.includes('number')) return 'number';
  if (t.includes('boolean')) return 'boolean';
  if (t.includes('array')) return 'array';
  if (t.includes('object') || s.properties) return 'object';
  // Query parameters are strings on the wire: their schema says what the text must hold.
  if (s.format === 'date-time') return 'dateTime';
  if (s.pattern === PATTERNS.day) return 'day';
  if (s.pattern === PATTERNS.email) return 'email';
  if (s.pattern === PATTERNS.idList || /(^ids|Ids)$/.test(name)) return 'idList';
  if (idName) return 'id';
  return 'text';
}

export interface Mutation {
  /** Short, printable description of the value (the value itself may be 100 kB). */
  label: string;
  value: unknown;
  /** A value of another JSON type: as multipart text it may become a valid value. */
  wrongType?: boolean;
}

const POW31 = 2 ** 31;
const POW53 = 2 ** 53;
/** An object nested `depth` levels deep ({"a":{"a":…}}). */
export function deepObject(depth: number): unknown {
  let value: unknown = 1;
  for (let i = 0; i < depth; i++) value = { a: value };
  return value;
}
/** The same as JSON text, for depths JSON.stringify's recursion cannot write. */
export const deepJson = (depth: number) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
const m = (label: string, value: unknown): Mutation => ({ label, value });
const withNul = (text: string) => `${text.slice(0, 1)}\u0000${text.slice(1)}`;

/**
 * A string field without a declared maximum gets this many characters: longer than any text of
 * the product (notes: 2,000), well under the 1 MB body limit, so only the field's own bound can
 * refuse it.
 */
export const UNBOUNDED_TEXT = 20_000;
/** A list without a declared maximum gets this many items. */
export const UNBOUNDED_LIST = 20_000;

/**
 * JSON values that break a body field of this schema: each must be refused with a 400. `valid` is
 * the field's valid value (a NUL goes inside it, so nothing else about it is wrong).
 */
export function bodyMutations(name: string, schema: JsonSchema, valid: unknown): Mutation[] {
  const s = mainBranch(schema);
  const kind = kindOf(name, schema);
  const nullable = isNullable(schema);
  const out: Mutation[] = [];
  const wrongTypes = (...values: [string, unknown][]) => {
    for (const [label, value] of values) out.push({ label, value, wrongType: true });
    if (!nullable) out.push({ label: 'null', value: null, wrongType: true });
    out.push({ label: 'objet imbriqué 2 000 niveaux', value: deepObject(2_000), wrongType: true });
  };
  const validText = typeof valid === 'string' && valid.length > 0 ? valid : 'Texte';
  switch (kind) {
    case 'id':
      out.push(
        m('0', 0),
        m('-1', -1),
        m('2^31', POW31),
        m('2^53', POW53),
        m('1e308', 1e308),
        m('1.5', 1.5),
      );
      wrongTypes(['"abc"', 'abc'], ['"2147483648"', '2147483648'], ['true', true], ['[1]', [1]]);
      break;
    case 'integer':
    case 'number': {
      const min = s.minimum ?? (s.exclusiveMinimum !== undefined ? s.exclusiveMinimum : undefined);
      const max = s.maximum ?? s.exclusiveMaximum;
      if (min !== undefined) out.push(m(`${min - 1} (sous le minimum ${min})`, min - 1));
      if (max !== undefined) out.push(m(`${max + 1} (au-dessus du maximum ${max})`, max + 1));
      out.push(m('1e308', 1e308), m('-1e308', -1e308));
      if (kind === 'integer') out.push(m('2^31', POW31), m('2^53', POW53), m('1.5', 1.5));
      wrongTypes(['"NaN"', 'NaN'], ['"Infinity"', 'Infinity'], ['"abc"', 'abc'], ['true', true]);
      break;
    }
    case 'enum':
      out.push(
        m('"INVALIDE"', 'INVALIDE'),
        m('""', ''),
        m('valeur + NUL', withNul(String(s.enum!.find((v) => v !== null && v !== '') ?? 'A'))),
      );
      wrongTypes(['42', 42], ['true', true]);
      break;
    case 'dateTime':
      out.push(
        m('an 0000', '0000-01-01T00:00:00.000Z'),
        m('an 9999', '9999-12-31T23:59:59.999Z'),
        m('an -1', '-000001-01-01T00:00:00.000Z'),
        m('an +275760', '+275760-09-13T00:00:00.000Z'),
        m('30 février', '2026-02-30T12:00:00.000Z'),
        m('mois 13', '2026-13-01T12:00:00.000Z'),
        m('"pas une date"', 'pas une date'),
        m('""', ''),
        m('date + NUL', withNul(String(valid))),
      );
      wrongTypes(['1e308', 1e308], ['0', 0]);
      break;
    case 'day':
      out.push(
        m('an 0000', '0000-01-01'),
        m('an 9999', '9999-12-31'),
        m('30 février', '2026-02-30'),
        m('"abc"', 'abc'),
        m('jour + NUL', withNul(String(valid))),
      );
      wrongTypes(['42', 42]);
      break;
    case 'email':
    case 'text': {
      out.push(m('texte avec NUL', withNul(validText)));
      const length = (s.maxLength ?? UNBOUNDED_TEXT) + 1;
      const long =
        kind === 'email' ? `${'a'.repeat(length)}@exemple.fr` : 'x'.repeat(Math.max(length, 1));
      out.push(
        m(`${long.length} caractères${s.maxLength ? '' : ' (aucun maximum déclaré)'}`, long),
      );
      if (s.minLength) out.push(m('""', ''));
      if (kind === 'email') out.push(m('"pas-un-email"', 'pas-un-email'));
      wrongTypes(['12345', 12345], ['true', true], ['{}', {}], ['["a"]', ['a']]);
      out.push({
        label: 'tableau de 10 000 chaînes',
        value: new Array(10_000).fill('x'),
        wrongType: true,
      });
      break;
    }
    case 'boolean':
      wrongTypes(['"oui"', 'oui'], ['1', 1], ['{}', {}]);
      break;
    case 'array': {
      const items = s.items ?? {};
      const itemName = name.replace(/s$/, '');
      const validItem = Array.isArray(valid) && valid.length > 0 ? valid[0] : 1;
      for (const item of bodyMutations(itemName, items, validItem).slice(0, 8)) {
        out.push(m(`[${item.label}]`, [item.value]));
      }
      const count = (s.maxItems ?? UNBOUNDED_LIST) + 1;
      out.push(
        m(
          `${count} éléments${s.maxItems ? '' : ' (aucun maximum déclaré)'}`,
          new Array(count).fill(validItem),
        ),
      );
      wrongTypes(['"1,2"', '1,2'], ['{}', {}], ['42', 42]);
      break;
    }
    case 'object':
      // Its fields are broken one by one by the caller; here, the object as a whole.
      wrongTypes(['"texte"', 'texte'], ['[]', []], ['42', 42]);
      if (s.additionalProperties === false) out.push(m('une clé inconnue', { inconnue: 1 }));
      break;
  }
  return out;
}

/**
 * Malformed values of a query or path parameter, as they go in the URL (percent-encoded: `%00` is
 * a NUL, `%FF` is not UTF-8).
 */
export function wireMutations(name: string, schema: JsonSchema): Mutation[] {
  const s = mainBranch(schema);
  const kind = kindOf(name, schema);
  const common = [
    m('NUL', '%00'),
    m('texte avec NUL', 'a%00b'),
    m('%FF (UTF-8 invalide)', '%FF'),
    m('""', ''),
  ];
  switch (kind) {
    case 'id':
      return [
        ...common,
        m('0', '0'),
        m('-1', '-1'),
        m('2^31', String(POW31)),
        m('2^53', String(POW53)),
        m('1e308', '1e308'),
        m('1.5', '1.5'),
        m('NaN', 'NaN'),
        m('Infinity', 'Infinity'),
        m('0x10', '0x10'),
        m('abc', 'abc'),
        m('5 000 chiffres', '9'.repeat(5_000)),
      ];
    case 'idList':
      return [
        ...common,
        m('0', '0'),
        m('-1', '-1'),
        m('2^31', String(POW31)),
        m('1,,2', '1,,2'),
        m('1e308', '1e308'),
        m('abc', 'abc'),
        m('1 000 identifiants', Array.from({ length: 1_000 }, (_, i) => i + 1).join(',')),
      ];
    case 'day':
      return [
        ...common,
        m('an 0000', '0000-01-01'),
        m('an 9999', '9999-12-31'),
        m('30 février', '2026-02-30'),
        m('mois 13', '2026-13-01'),
        m('abc', 'abc'),
      ];
    case 'dateTime':
      return [
        ...common,
        m('an 0000', '0000-01-01T00:00:00Z'),
        m('an 9999', '9999-12-31T00:00:00Z'),
      ];
    case 'integer':
    case 'number':
    case 'enum':
    case 'boolean':
    case 'text':
    case 'email':
    default:
      return [
        ...common,
        m('-1', '-1'),
        m('2^31', String(POW31)),
        m('2^53', String(POW53)),
        m('1e308', '1e308'),
        m('NaN', 'NaN'),
        m('Infinity', 'Infinity'),
        m('abc', 'abc'),
        m(`${(s.maxLength ?? 5_000) + 1} caractères`, 'x'.repeat((s.maxLength ?? 5_000) + 1)),
      ];
  }
}

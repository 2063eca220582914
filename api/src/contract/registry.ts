import { extendZodWithOpenApi, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);
// zod's own messages (wrong type, unknown key, ...) in French, like the product; the messages
// the docs/areas/ pages give are set on each field and take precedence.
z.config(z.locales.fr());

/** What a field expects, said to a client who sent something else (zod's `expected`). */
const EXPECTED: Partial<Record<string, string>> = {
  number: 'Nombre attendu',
  int: 'Nombre entier attendu',
  string: 'Texte attendu',
  boolean: 'Vrai ou faux attendu',
  array: 'Liste attendue',
  object: 'Objet attendu',
  record: 'Objet attendu',
  date: 'Date attendue',
};

/**
 * A value absent is 'Valeur requise', one of the wrong kind says what was expected, an
 * option outside an enum lists the options. Above the locale, below each field's own messages:
 * a field's `requiredOr(required)` (primitives.ts) leaves a present value of the wrong kind to
 * these.
 */
z.config({
  customError: (issue) => {
    if (issue.code === 'invalid_type') {
      // null is a value sent on purpose (a field that cannot be emptied): say what it takes.
      if (issue.input === undefined) return 'Valeur requise';
      return EXPECTED[issue.expected];
    }
    if (issue.code === 'invalid_value' && issue.values.length <= 20) {
      const options = issue.values.map((v) => String(v));
      const list =
        options.length > 1
          ? `${options.slice(0, -1).join(', ')} ou ${options.at(-1)!}`
          : (options[0] ?? '');
      return `Valeur non reconnue : ${list} attendu`;
    }
    return undefined;
  },
});

/**
 * The contracts' named schemas (components); openapi.ts adds every route's operation
 * (http/route.ts) and writes api/openapi.json.
 */
export const registry = new OpenAPIRegistry();

registry.registerComponent('securitySchemes', 'bearerAuth', {
  type: 'http',
  scheme: 'bearer',
  bearerFormat: 'JWT',
});

export { z };

/**
 * JSON Schema 2020-12 keywords the generator writes as given but its metadata type lacks
 * (if/then/else): a refinement between fields, stated in the contract. Spread into `.openapi()`.
 */
export const schemaRules = (rules: { if: object; then: object; else?: object }) =>
  rules as unknown as Record<string, never>;

/**
 * Two fields given together, for `.openapi({ not })`: both there with a value of these schemas
 * (an id, a non-empty text), where the api takes one or the other.
 */
export const bothGiven = (
  fields: Record<string, { type: 'integer' | 'string'; minLength?: number }>,
) => ({
  required: Object.keys(fields),
  properties: fields,
});

/** A photo already uploaded (photoId) and a photo address (photoURL): one or the other. */
export const PHOTO_ID_AND_URL = bothGiven({
  photoId: { type: 'integer' },
  photoURL: { type: 'string', minLength: 1 },
});

/** "Exactly one of" two ids, for `.openapi({ oneOf })`: one is there and not null, not both. */
export const exactlyOneOf = (first: string, second: string) =>
  [first, second].map((field) => ({
    required: [field],
    properties: { [field]: { type: 'integer' as const } },
  }));

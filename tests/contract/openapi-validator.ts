// Validates REST response bodies against api/openapi.json (OpenAPI 3.1, JSON Schema 2020-12).
import { readFileSync } from 'node:fs';
import { Ajv2020, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

// ajv-formats is CommonJS: its plugin is both the module and its `default`.
const addFormats = addFormatsModule.default;

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };
interface OpenApiDocument {
  paths: Record<string, Record<string, Operation>>;
  components: { schemas: Record<string, Json> };
}
interface Operation {
  responses: Record<string, { content?: { 'application/json'?: { schema: Json } } }>;
}

export interface Verdict {
  /** The documented path template, e.g. /api/restaurants/{id}. */
  template?: string;
  errors: string[];
}

/** The document's components, registered as one schema that response schemas point into. */
const COMPONENTS_ID = 'https://contract.invalid/components.json';

/**
 * The api must not send what its contract does not document (a password hash would be the worst
 * case): objects that list their properties get `additionalProperties: false` unless they say
 * otherwise.
 */
function closeObjects(schema: Json): Json {
  if (Array.isArray(schema)) return schema.map(closeObjects);
  if (schema === null || typeof schema !== 'object') return schema;
  const out: { [key: string]: Json } = {};
  for (const [key, value] of Object.entries(schema)) {
    if (key === '$ref' && typeof value === 'string') {
      out[key] = value.replace('#/components/schemas/', `${COMPONENTS_ID}#/$defs/`);
      continue;
    }
    // `properties` maps names to schemas: recurse into the schemas, not the map itself.
    out[key] =
      key === 'properties' && value && typeof value === 'object' && !Array.isArray(value)
        ? Object.fromEntries(Object.entries(value).map(([k, v]) => [k, closeObjects(v)]))
        : closeObjects(value);
  }
  if (out.type === 'object' && out.properties && out.additionalProperties === undefined) {
    out.additionalProperties = false;
  }
  return out;
}

export class OpenApiValidator {
  private readonly doc: OpenApiDocument;
  private readonly ajv: Ajv2020;
  private readonly compiled = new Map<string, ValidateFunction>();
  private readonly templates: { template: string; pattern: RegExp }[];

  constructor(file: string) {
    this.doc = JSON.parse(readFileSync(file, 'utf8')) as OpenApiDocument;
    this.ajv = new Ajv2020({ allErrors: true, strict: true });
    addFormats(this.ajv);
    // OpenAPI annotations, not validation keywords.
    this.ajv.addVocabulary(['example', 'externalDocs', 'xml', 'discriminator']);
    this.ajv.addSchema({
      $id: COMPONENTS_ID,
      $defs: closeObjects(this.doc.components.schemas) as object,
    });
    // Literal paths first, so /api/restaurants/new would not be read as /api/restaurants/{id}.
    this.templates = Object.keys(this.doc.paths)
      .sort((a, b) => a.split('{').length - b.split('{').length)
      .map((template) => ({
        template,
        pattern: new RegExp(
          `^${template.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\\?\{[^}]+\\?\}/g, '[^/]+')}$`,
        ),
      }));
  }

  /** The documented template of a concrete path (query string ignored). */
  templateOf(path: string): string | undefined {
    const bare = path.split('?')[0]!;
    return this.templates.find((t) => t.pattern.test(bare))?.template;
  }

  validate(method: string, path: string, status: number, body: unknown): Verdict {
    const template = this.templateOf(path);
    const where = `${method} ${path} → ${status}`;
    if (!template) return { errors: [`${where}: path not documented in openapi.json`] };
    const operation = this.doc.paths[template]![method.toLowerCase()];
    if (!operation) return { template, errors: [`${where}: method not documented`] };
    const response = operation.responses[String(status)];
    if (!response) return { template, errors: [`${where}: status not documented`] };
    const schema = response.content?.['application/json']?.schema;
    if (schema === undefined) {
      return body === undefined
        ? { template, errors: [] }
        : { template, errors: [`${where}: a body where the contract documents none`] };
    }
    if (body === undefined) return { template, errors: [`${where}: no JSON body`] };
    const key = `${method} ${template} ${status}`;
    let check = this.compiled.get(key);
    if (!check) {
      check = this.ajv.compile(closeObjects(schema) as object);
      this.compiled.set(key, check);
    }
    if (check(body)) return { template, errors: [] };
    return {
      template,
      errors: (check.errors ?? []).map(
        (e) =>
          `${where}: ${e.instancePath || '(body)'} ${e.message ?? ''} ${JSON.stringify(e.params)}`,
      ),
    };
  }
}

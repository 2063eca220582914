// Checks a response against the committed api/openapi.json: the route and status must be
// documented and the body must match its schema. Every request of the suite goes through it.
import { readFileSync } from 'node:fs';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';

type Operation = { responses: Record<string, { content?: Record<string, { schema: unknown }> }> };
type Document = { paths: Record<string, Record<string, Operation>> };

export const openApiText = readFileSync(new URL('../openapi.json', import.meta.url), 'utf8');
const document = JSON.parse(openApiText) as Document;

// ajv-formats is CommonJS: its plugin is module.exports and, for ESM callers, `.default`.
const addFormats = addFormatsModule.default;
const ajv = new Ajv2020({ strict: false, allErrors: true });
addFormats(ajv);
ajv.addSchema(document, 'openapi.json');

const routes = Object.keys(document.paths).map((template) => ({
  template,
  pattern: new RegExp('^' + template.replace(/\{[^}]+\}/g, '[^/]+') + '$'),
}));

const pointer = (...parts: string[]) =>
  parts.map((p) => p.replace(/~/g, '~0').replace(/\//g, '~1')).join('/');

export function assertMatchesContract(method: string, url: string, status: number, body: unknown) {
  const path = url.split('?')[0]!;
  const route = routes.find((r) => r.pattern.test(path) && document.paths[r.template]![method]);
  if (!route) return; // Undocumented on purpose (unknown routes answering 404).
  const operation = document.paths[route.template]![method]!;
  const response = operation.responses[String(status)];
  if (!response) {
    throw new Error(
      `${method.toUpperCase()} ${route.template} answered ${status}, not documented in openapi.json: ${JSON.stringify(body)}`,
    );
  }
  const media = response.content?.['application/json'];
  if (!media) return;
  const ref = `openapi.json#/${pointer('paths', route.template, method, 'responses', String(status), 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref);
  if (!validate) throw new Error(`No schema at ${ref}`);
  if (!validate(body)) {
    throw new Error(
      `${method.toUpperCase()} ${path} ${status} does not match openapi.json: ${ajv.errorsText(validate.errors)}\n${JSON.stringify(body)}`,
    );
  }
}

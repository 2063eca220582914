import { extendZodWithOpenApi, OpenAPIRegistry } from '@asteasolutions/zod-to-openapi';
import { z } from 'zod';

extendZodWithOpenApi(z);
// zod's own messages (wrong type, unknown key, ...) in French, like the product; the messages
// the docs/areas/ pages give are set on each field and take precedence.
z.config(z.locales.fr());

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

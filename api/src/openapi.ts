import { OpenApiGeneratorV31 } from '@asteasolutions/zod-to-openapi';
import { registry } from './contract/index.ts';

export function openApiDocument() {
  return new OpenApiGeneratorV31(registry.definitions).generateDocument({
    openapi: '3.1.0',
    info: {
      title: 'API REST du back-office',
      version: '1.0.0',
      description:
        'Les routes /api/... que le graphe (bff/) enveloppe. Erreurs : { error, fieldErrors? } en français.',
    },
    servers: [{ url: '/' }],
  });
}

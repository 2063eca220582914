// One definition per route (http/route.ts): declared once, a route is mounted with its checks
// and documented; the app mounts exactly what the document lists.
import request from 'supertest';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../src/app.ts';
import { IdParam } from '../src/contract/common.ts';
import { z } from '../src/contract/registry.ts';
import { requiredText } from '../src/contract/primitives.ts';
import { defineRoute, expressPath } from '../src/http/route.ts';
import { openApiDocument } from '../src/openapi.ts';
import { ROUTES } from '../src/areas.ts';
import { RELAXED_RATE_LIMITS } from '../src/testing/index.ts';
import { ADMIN, EMPLOYEE, FORBIDDEN, MANAGER, setupApi, type TestContext } from './setup.ts';

const LABEL_REQUIRED = 'Le libellé est obligatoire';
const PROBE_NOT_FOUND = 'Sonde introuvable';

/** A route that exists only here: ADMIN only (TAGS create), an id in the path, a JSON body. */
const probe = defineRoute({
  method: 'post',
  path: '/api/probes/{id}',
  tags: ['probes'],
  summary: 'Une sonde de test',
  access: { area: 'TAGS', action: 'create' },
  params: IdParam,
  notFound: PROBE_NOT_FOUND,
  body: z.object({ label: requiredText(LABEL_REQUIRED) }).strict(),
  response: {
    status: 201,
    description: 'Sonde posée',
    schema: z.object({ id: z.number().int(), label: z.string(), by: z.string() }),
  },
  errors: [400, 404],
  handler: ({ user, params, body }) => ({ id: params.id, label: body.label, by: user.email }),
});

let t: TestContext;
let app: ReturnType<typeof createApp>;
beforeAll(async () => {
  t = await setupApi();
  // The same database and secret: the suite's tokens open this app too.
  app = createApp({
    db: t.db,
    jwtSecret: t.jwtSecret,
    logger: { info: () => {}, error: () => {} },
    rateLimits: RELAXED_RATE_LIMITS,
    routes: [...ROUTES, probe],
  });
});
afterAll(() => t?.close());

const send = (path: string, body: unknown, token?: string) => {
  const req = request(app).post(path);
  return (token ? req.set('Authorization', `Bearer ${token}`) : req).send(body as object);
};

describe('a route declared once', () => {
  it('is documented: path, parameter, body, security and its error statuses', async () => {
    const res = await request(app).get('/api/openapi.json');
    expect(res.status).toBe(200);
    const operation = res.body.paths['/api/probes/{id}'].post;
    expect(operation.tags).toEqual(['probes']);
    expect(operation.security).toEqual([{ bearerAuth: [] }]);
    expect(operation.parameters).toContainEqual(
      expect.objectContaining({ name: 'id', in: 'path', required: true }),
    );
    const body = operation.requestBody.content['application/json'].schema;
    expect(body.required).toEqual(['label']);
    // 409: a create's Idempotency-Key, documented on every POST at once (openapi.ts).
    expect(Object.keys(operation.responses).sort()).toEqual([
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
    ]);
    expect(operation.responses['201'].content['application/json'].schema.properties).toHaveProperty(
      'label',
    );
  });

  it('asks for a token (401)', async () => {
    const res = await send('/api/probes/1', { label: 'Sonde' });
    expect(res.status).toBe(401);
    expect(res.body).toEqual({ error: 'Authentification requise' });
  });

  it("refuses a role the domain's matrix does not allow (403), before reading the body", async () => {
    for (const email of [MANAGER, EMPLOYEE]) {
      const res = await send('/api/probes/1', {}, await t.token(email));
      expect(res.status).toBe(403);
      expect(res.body).toEqual(FORBIDDEN);
    }
  });

  it('answers a French 400 under the field for a bad body', async () => {
    const res = await send('/api/probes/1', { label: '  ' }, await t.token(ADMIN));
    expect(res.status).toBe(400);
    expect(res.body.error).toBe(`Données invalides : ${LABEL_REQUIRED}`);
    expect(res.body.fieldErrors).toEqual({ label: LABEL_REQUIRED });
  });

  it('answers 404 with its own message for an id that names no row, whatever the body', async () => {
    for (const id of ['abc', '0', '01', '2147483648']) {
      const res = await send(`/api/probes/${id}`, {}, await t.token(ADMIN));
      expect(res.status).toBe(404);
      expect(res.body).toEqual({ error: PROBE_NOT_FOUND });
    }
  });

  it('runs the handler with the parsed input and the user, answering its status', async () => {
    const res = await send('/api/probes/42', { label: ' Sonde ' }, await t.token(ADMIN));
    expect(res.status).toBe(201);
    expect(res.body).toEqual({ id: 42, label: 'Sonde', by: ADMIN });
  });
});

/** `METHOD /api/path/:param` of every route the app's /api router holds. */
function mountedRoutes(application: ReturnType<typeof createApp>): string[] {
  interface Layer {
    route?: { path: string; methods: Record<string, boolean> };
    handle: { stack?: Layer[] };
  }
  const api = (application.router as unknown as { stack: Layer[] }).stack.find((layer) =>
    layer.handle.stack?.some((inner) => inner.route),
  );
  return (api?.handle.stack ?? []).flatMap((layer) =>
    layer.route
      ? Object.keys(layer.route.methods)
          // `_all`: the 405 and OPTIONS answers of a known path (mountMethodAnswers), no operation.
          .filter((m) => m !== '_all')
          .map((m) => `${m.toUpperCase()} /api${layer.route!.path}`)
      : [],
  );
}

describe('the api', () => {
  it("publishes what a contact's email and a photo address may be, empty included", () => {
    const paths = openApiDocument().paths ?? {};
    const bodyField = (path: string, field: string) => {
      const body = paths[path]?.post?.requestBody as {
        content: Record<string, { schema: { properties: Record<string, { pattern?: string }> } }>;
      };
      return new RegExp(body.content['application/json']!.schema.properties[field]!.pattern!);
    };
    for (const path of ['/api/suppliers', '/api/restaurants']) {
      const email = bodyField(path, 'email');
      expect(['', 'commandes@primeurs-martin.fr'].map((v) => email.test(v))).toEqual([true, true]);
      expect(['pas-un-email', 'a@b', 'a b@c.fr'].some((v) => email.test(v))).toBe(false);
    }
    for (const path of ['/api/products', '/api/recipes']) {
      const photo = bodyField(path, 'photoURL');
      expect(
        ['', 'https://exemple.fr/a.jpg', 'HTTP://EXEMPLE.FR/A.JPG'].every((v) => photo.test(v)),
      ).toBe(true);
      expect(['pas une url', 'ftp://exemple.fr/a.jpg', 'https://'].some((v) => photo.test(v))).toBe(
        false,
      );
    }
  });

  it('mounts every documented operation and documents every mounted route', () => {
    const documented = Object.entries(openApiDocument().paths ?? {}).flatMap(([path, item]) =>
      (['get', 'post', 'put', 'delete', 'patch'] as const)
        .filter((method) => item[method])
        .map((method) => `${method.toUpperCase()} /api${expressPath(path)}`),
    );
    const mounted = mountedRoutes(t.app);
    expect(mounted.length).toBeGreaterThan(90);
    expect([...mounted].sort()).toEqual([...documented].sort());
  });

  it('declares each method and path once', () => {
    const keys = ROUTES.map((route) => `${route.method} ${route.path}`);
    expect(new Set(keys).size).toBe(keys.length);
  });
});

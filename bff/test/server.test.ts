import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff, type Bff } from '../src/server.ts';
import { silentLogger, startFakeApi, type FakeApi } from './fake-api.ts';

describe('health', () => {
  let healthy = true;
  let fake: FakeApi;
  let bff: Bff;
  let url: string;
  beforeAll(async () => {
    fake = await startFakeApi((req, res) => {
      const ok = healthy && req.url === '/api/health';
      res.writeHead(ok ? 200 : 503, { 'content-type': 'application/json' }).end('{}');
    });
    bff = await createBff({ apiUrl: fake.url, logger: silentLogger });
    url = await bff.listen(0);
  });
  afterAll(async () => {
    await bff?.close();
    await fake?.close();
  });

  it('/healthz answers while the process is up, /readyz follows the api', async () => {
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
    expect((await fetch(`${url}/readyz`)).status).toBe(200);
    healthy = false;
    expect((await fetch(`${url}/readyz`)).status).toBe(503);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });

  // The explorer page itself: security.test.ts.
  it('answers introspection, whatever NODE_ENV says', async () => {
    const intro = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __type(name: "Restaurant") { description } }' }),
    });
    const body = (await intro.json()) as { data: { __type: { description: string } } };
    expect(body.data.__type.description).toMatch(/laboratoire/);
  });

  it('answers a malformed body without a stack trace', async () => {
    const response = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(response.status).toBe(400);
    const text = await response.text();
    expect(text).not.toMatch(/\bat .*:\d+:\d+/);
    expect(JSON.parse(text)).toMatchObject({ errors: [{ extensions: { code: 'BAD_REQUEST' } }] });
  });
});

describe('the built web app', () => {
  let dist: string;
  let bff: Bff;
  let url: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'bff-web-'));
    mkdirSync(join(dist, 'assets'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Brigade</title>');
    writeFileSync(join(dist, 'assets', 'index-Abc123.js'), 'console.log(1)');
    writeFileSync(join(dist, 'favicon.svg'), '<svg/>');
    bff = await createBff({ apiUrl: 'http://127.0.0.1:9', webDist: dist, logger: silentLogger });
    url = await bff.listen(0);
  });
  afterAll(async () => {
    await bff?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves index.html, uncached, for the app routes', async () => {
    for (const path of ['/', '/login', '/restaurant/restaurants/12/edit']) {
      const response = await fetch(url + path);
      expect(response.status, path).toBe(200);
      expect(response.headers.get('cache-control'), path).toBe('no-cache');
      expect(await response.text()).toContain('<title>Brigade</title>');
    }
  });

  it('caches hashed assets for a year', async () => {
    const response = await fetch(`${url}/assets/index-Abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect((await fetch(`${url}/favicon.svg`)).headers.get('cache-control')).toBe('no-cache');
  });

  it('gives static files an ETag, but hashes no graph answer for one', async () => {
    expect((await fetch(`${url}/favicon.svg`)).headers.get('etag')).toBeTruthy();
    const graph = await fetch(`${url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ query: '{ __typename }' }),
    });
    expect(await graph.json()).toEqual({ data: { __typename: 'Query' } });
    expect(graph.headers.get('etag')).toBeNull();
  });

  it('answers 404, not the app, for a missing asset and for /api', async () => {
    expect((await fetch(`${url}/assets/index-Gone99.js`)).status).toBe(404);
    expect((await fetch(`${url}/api/restaurants`)).status).toBe(404);
    expect((await fetch(`${url}/healthz`)).status).toBe(200);
  });
});

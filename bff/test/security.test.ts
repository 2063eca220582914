import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createBff, type Bff } from '../src/server.ts';
import { postGraphql, silentLogger } from './fake-api.ts';

/** What a back-office sends on every answer (issue 9 item 13). */
function expectSecurityHeaders(headers: Headers, what: string) {
  const csp = headers.get('content-security-policy') ?? '';
  expect(csp, what).toContain("default-src 'self'");
  expect(csp, what).toContain("script-src 'self';");
  expect(csp, what).toContain("frame-ancestors 'none'");
  expect(csp, what).toContain("object-src 'none'");
  // Only images may come from elsewhere (a product's photo given as a web address); scripts,
  // fetches, styles, fonts and frames stay on this origin.
  const directives = csp.split(';').map((d) => d.trim());
  expect(directives, what).toContain("img-src 'self' data: blob: https:");
  for (const directive of directives.filter((d) => !d.startsWith('img-src'))) {
    expect(directive, what).not.toMatch(/https?:/);
  }
  expect(headers.get('x-frame-options'), what).toBe('DENY');
  expect(headers.get('referrer-policy'), what).toBe('no-referrer');
  expect(headers.get('x-content-type-options'), what).toBe('nosniff');
  expect(headers.get('strict-transport-security'), what).toMatch(/max-age=31536000/);
  expect(headers.get('cross-origin-opener-policy'), what).toBe('same-origin');
  expect(headers.get('permissions-policy'), what).toContain('geolocation=()');
  expect(headers.get('x-powered-by'), what).toBeNull();
}

const EXTERNAL_URL = /(?:https?:)?\/\/[a-z0-9.-]+\.[a-z]{2,}/i;

describe('HTTP hardening and the explorer', () => {
  let dist: string;
  let bff: Bff;
  let url: string;
  let bare: Bff;
  let bareUrl: string;
  beforeAll(async () => {
    dist = mkdtempSync(join(tmpdir(), 'bff-web-'));
    mkdirSync(join(dist, 'explorer', 'assets'), { recursive: true });
    writeFileSync(join(dist, 'index.html'), '<!doctype html><title>Brigade</title>');
    writeFileSync(
      join(dist, 'explorer', 'index.html'),
      '<!doctype html><title>Brigade · Explorateur du graphe</title>' +
        '<script type="module" src="/explorer/assets/index-Abc123.js"></script>',
    );
    writeFileSync(join(dist, 'explorer', 'assets', 'index-Abc123.js'), 'console.log(1)');
    bff = await createBff({ apiUrl: 'http://127.0.0.1:9', webDist: dist, logger: silentLogger });
    url = await bff.listen(0);
    bare = await createBff({ apiUrl: 'http://127.0.0.1:9', logger: silentLogger });
    bareUrl = await bare.listen(0);
  });
  afterAll(async () => {
    await bff?.close();
    await bare?.close();
    rmSync(dist, { recursive: true, force: true });
  });

  it('serves the bundled explorer at GET /graphql for a browser, with no external URL', async () => {
    const page = await fetch(`${url}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    expect(page.headers.get('content-type')).toMatch(/^text\/html/);
    const html = await page.text();
    expect(html).toContain('Explorateur du graphe');
    expect(html).toContain('/explorer/assets/index-Abc123.js');
    expect(html).not.toMatch(EXTERNAL_URL);
    expect(html).not.toMatch(/sandbox|apollographql|cdn/i);
    expectSecurityHeaders(page.headers, 'explorer');
    const asset = await fetch(`${url}/explorer/assets/index-Abc123.js`);
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('says in French how to build the explorer when it is not built, still without a CDN', async () => {
    const page = await fetch(`${bareUrl}/graphql`, { headers: { accept: 'text/html' } });
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain("L'explorateur n'est pas construit");
    expect(html).not.toMatch(EXTERNAL_URL);
  });

  it('sends the headers on every answer: the app, the graph, health, errors', async () => {
    expectSecurityHeaders((await fetch(`${url}/`)).headers, 'index.html');
    expectSecurityHeaders((await fetch(`${url}/healthz`)).headers, '/healthz');
    const graph = await postGraphql(bareUrl, '{ __typename }');
    expect(graph.data).toEqual({ __typename: 'Query' });
    expectSecurityHeaders(graph.headers, 'POST /graphql');
    const malformed = await fetch(`${bareUrl}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query": ',
    });
    expect(malformed.status).toBe(400);
    expectSecurityHeaders(malformed.headers, 'a malformed body');
  });

  it('keeps GET /graphql with a query, and JSON clients, on the graph', async () => {
    const get = await fetch(`${bareUrl}/graphql?query=${encodeURIComponent('{ __typename }')}`, {
      headers: { accept: 'application/json', 'apollo-require-preflight': 'true' },
    });
    expect(await get.json()).toEqual({ data: { __typename: 'Query' } });
  });

  it('bounds introspection: a deeply nested __schema query is refused before it runs', async () => {
    const nested =
      '{ __schema { types { fields { type { fields { type { fields { name } } } } } } } }';
    const result = await postGraphql(bareUrl, nested);
    expect(result.data).toBeUndefined();
    expect(result.errors?.[0]?.message).toMatch(/introspection/i);
  });
});

import type { IncomingHttpHeaders } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from '../../api/src/testing/index.ts';
import { createContext } from '../src/context.ts';
import { RestTransport } from '../src/rest/client.ts';
import { createBff, type Bff } from '../src/server.ts';
import {
  ADMIN,
  codeOf,
  DEMO_PASSWORD,
  postGraphql,
  silentLogger,
  startFakeApi,
  type FakeApi,
} from './helpers.ts';

const LOGIN = `mutation ($email: String!, $password: String!) {
  login(email: $email, password: $password) { token }
}`;

describe('a rate-limited REST answer (429) through the graph', () => {
  let api: TestApi;
  let bff: Bff;
  let url: string;
  beforeAll(async () => {
    // Two failures from the bff's own address, then a wait of 15 minutes.
    api = await startTestApi({
      rateLimits: {
        loginPerAccountAddress: {
          free: 2,
          firstDelaySeconds: 900,
          maxDelaySeconds: 900,
          forgetSeconds: 3600,
        },
      },
    });
    bff = await createBff({ apiUrl: api.url, logger: silentLogger });
    url = await bff.listen(0);
  });
  afterAll(async () => {
    await bff?.close();
    await api?.close();
  });

  it('is RATE_LIMITED with the French message and retryAfter in seconds', async () => {
    for (let i = 0; i < 2; i++) {
      const wrong = await postGraphql(url, LOGIN, { email: ADMIN, password: 'mauvais' });
      expect(codeOf(wrong)).not.toBe('RATE_LIMITED');
    }
    const limited = await postGraphql(url, LOGIN, { email: ADMIN, password: DEMO_PASSWORD });
    expect(limited.data?.login ?? null).toBeNull();
    const error = limited.errors![0]!;
    expect(error.extensions?.code).toBe('RATE_LIMITED');
    expect(error.message).toBe('Trop de tentatives. Réessayez dans 15 minutes.');
    const retryAfter = error.extensions?.retryAfter as number;
    expect(retryAfter).toBeGreaterThan(890);
    expect(retryAfter).toBeLessThanOrEqual(900);
  });
});

describe("the client's address", () => {
  let fake: FakeApi;
  const seen: IncomingHttpHeaders[] = [];
  beforeAll(async () => {
    fake = await startFakeApi((req, res) => {
      seen.push(req.headers);
      res.setHeader('content-type', 'application/json');
      res.end(JSON.stringify({ user: {}, preferences: {} }));
    });
  });
  afterAll(() => fake?.close());

  it('reaches the api as X-Forwarded-For on every REST call, whatever the token', async () => {
    const transport = new RestTransport({ apiUrl: fake.url });
    try {
      const ctx = createContext(transport, 'Bearer abc', { address: '203.0.113.9' });
      await ctx.rest.call('get', '/api/auth/me');
      await ctx.rest.withToken(null).call('get', '/api/auth/me');
      expect(seen.map((h) => h['x-forwarded-for'])).toEqual(['203.0.113.9', '203.0.113.9']);
    } finally {
      await transport.close();
    }
  });

  it("is the socket's on proxied routes, never the one the browser claims", async () => {
    const bff = await createBff({ apiUrl: fake.url, logger: silentLogger });
    try {
      const url = await bff.listen(0);
      seen.length = 0;
      await fetch(`${url}/api/photos/1/file?e=1&c=1&s=x`, {
        headers: { 'X-Forwarded-For': '198.51.100.66' },
      });
      expect(seen).toHaveLength(1);
      expect(seen[0]!['x-forwarded-for']).toMatch(/^(::ffff:)?127\.0\.0\.1$/);
    } finally {
      await bff.close();
    }
  });
});

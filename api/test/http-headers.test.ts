// Issue 9 item 13 (the api's part): the security headers of a back office on every answer, and
// an api that listens on this machine only unless told otherwise.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { listenAddress } from '../src/config.ts';
import { ADMIN, setupApi, type TestContext } from './setup.ts';

let t: TestContext;
beforeAll(async () => {
  t = await setupApi();
});
afterAll(() => t?.close());

describe('security headers', () => {
  it('are sent on a success, a refusal, an error and an unknown route alike', async () => {
    const answers = [
      await t.get('/api/health'),
      await t.get('/api/auth/me'),
      await t.post('/api/auth/login', { email: '', password: '' }),
      await t.get('/api/no-such-route', await t.token(ADMIN)),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 401, 400, 404]);
    for (const res of answers) {
      const csp = res.headers['content-security-policy'];
      expect(csp).toContain("default-src 'none'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(res.headers['x-frame-options']).toBe('DENY');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect(res.headers['cross-origin-resource-policy']).toBe('same-site');
      expect(res.headers['x-powered-by']).toBeUndefined();
    }
  });
});

describe('listen address', () => {
  it('is 127.0.0.1:4001 by default; API_HOST and API_PORT override it, HOST (the bff’s) does not', () => {
    expect(listenAddress({})).toEqual({ host: '127.0.0.1', port: 4001 });
    expect(listenAddress({ HOST: '0.0.0.0' })).toEqual({ host: '127.0.0.1', port: 4001 });
    expect(listenAddress({ API_HOST: '0.0.0.0', API_PORT: '5001' })).toEqual({
      host: '0.0.0.0',
      port: 5001,
    });
  });
});

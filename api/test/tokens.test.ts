import { mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { SignJWT } from 'jose';
import { createTokenService, resolveJwtSecret } from '../src/auth/tokens.ts';

const dir = mkdtempSync(join(tmpdir(), 'api-tokens-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('resolveJwtSecret', () => {
  it('generates a secret once, keeps it private, and reuses it', () => {
    const file = join(dir, 'data', 'jwt-secret');
    const first = resolveJwtSecret(undefined, file);
    expect(first.length).toBeGreaterThanOrEqual(32);
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(resolveJwtSecret(undefined, file)).toBe(first);
    expect(readFileSync(file, 'utf8').trim()).toBe(first);
  });

  it('prefers JWT_SECRET', () => {
    expect(resolveJwtSecret('from-env', join(dir, 'unused'))).toBe('from-env');
  });
});

describe('createTokenService', () => {
  it('round-trips a user id and rejects what it did not sign', async () => {
    const tokens = createTokenService('secret-a', '5m');
    const before = Math.floor(Date.now() / 1000);
    const verified = await tokens.verify(await tokens.sign(42));
    expect(verified?.userId).toBe(42);
    // iat is in seconds (the password-change rule compares it with that precision).
    expect(verified?.issuedAt).toBeGreaterThanOrEqual(before);
    expect(verified?.issuedAt).toBeLessThanOrEqual(Math.floor(Date.now() / 1000));
    expect(await createTokenService('secret-b').verify(await tokens.sign(42))).toBeNull();
    expect(await tokens.verify('a.b.c')).toBeNull();
  });

  it('gives two sign-ins of the same user in the same second two different tokens', async () => {
    const tokens = createTokenService('secret-a', '5m');
    const [a, b] = await Promise.all([tokens.sign(42), tokens.sign(42)]);
    expect(a).not.toBe(b);
    expect((await tokens.verify(a))?.userId).toBe(42);
    expect((await tokens.verify(b))?.userId).toBe(42);
  });

  it('refuses a correctly signed token without exp (it would be valid forever) or without iat', async () => {
    const tokens = createTokenService('secret-a', '5m');
    const key = new TextEncoder().encode('secret-a');
    const signed = (claims: { exp?: boolean; iat?: boolean }) => {
      const jwt = new SignJWT({}).setProtectedHeader({ alg: 'HS256' }).setSubject('42');
      if (claims.iat) jwt.setIssuedAt();
      if (claims.exp) jwt.setExpirationTime('5m');
      return jwt.sign(key);
    };
    expect(await tokens.verify(await signed({ iat: true, exp: true }))).not.toBeNull();
    expect(await tokens.verify(await signed({ iat: true }))).toBeNull();
    expect(await tokens.verify(await signed({ exp: true }))).toBeNull();
    expect(await tokens.verify(await signed({}))).toBeNull();
  });

  it('refuses a TOKEN_TTL it cannot read, at start-up', () => {
    expect(() => createTokenService('s', 'douze heures')).toThrow(/TOKEN_TTL/);
    expect(() => createTokenService('s', '12h')).not.toThrow();
  });
});

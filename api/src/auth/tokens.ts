import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { errors, jwtVerify, SignJWT } from 'jose';

export const DEFAULT_TOKEN_TTL = '12h';

/** What a valid token says: whose it is and when it was issued (JWT `iat`, in SECONDS). */
export interface VerifiedToken {
  userId: number;
  issuedAt: number;
}

export interface TokenService {
  sign(userId: number): Promise<string>;
  /** The claims of a valid token, or null when the token is expired, tampered or malformed. */
  verify(token: string): Promise<VerifiedToken | null>;
}

// The subset of jose's duration syntax we accept, checked at start-up rather than at the first
// login: '90s', '30m', '12h', '7d', '2w'.
const TTL_PATTERN =
  /^\d+\s*(s|sec|secs|seconds?|m|min|mins|minutes?|h|hr|hrs|hours?|d|days?|w|weeks?)$/i;

/** HS256 tokens whose subject is the user id; everything else is read from the database. */
export function createTokenService(secret: string, ttl: string = DEFAULT_TOKEN_TTL): TokenService {
  if (!secret) throw new Error('JWT secret is empty');
  if (!TTL_PATTERN.test(ttl)) throw new Error(`Invalid TOKEN_TTL "${ttl}" (e.g. 12h, 30m, 7d)`);
  const key = new TextEncoder().encode(secret);
  return {
    sign: (userId) =>
      new SignJWT({})
        .setProtectedHeader({ alg: 'HS256' })
        .setSubject(String(userId))
        // Two sign-ins in the same second would otherwise get the very same token: one session
        // for the bff's per-caller share and for anything keyed on the token.
        .setJti(randomBytes(16).toString('base64url'))
        .setIssuedAt()
        .setExpirationTime(ttl)
        .sign(key),
    async verify(token) {
      try {
        // Every token we sign carries exp and iat: a signed token without exp would be valid
        // forever, and one without iat would escape the password-change rule, so both are required.
        const { payload } = await jwtVerify(token, key, {
          algorithms: ['HS256'],
          requiredClaims: ['exp', 'iat', 'sub'],
        });
        const id = Number(payload.sub);
        if (!Number.isSafeInteger(id) || id <= 0 || typeof payload.iat !== 'number') return null;
        return { userId: id, issuedAt: payload.iat };
      } catch (error) {
        if (error instanceof errors.JOSEError || error instanceof TypeError) return null;
        throw error;
      }
    },
  };
}

/**
 * JWT_SECRET when set; otherwise a secret generated on the first start and kept in
 * `<data dir>/jwt-secret`, so tokens survive a restart without any configuration.
 */
export function resolveJwtSecret(env: string | undefined, secretFile: string): string {
  if (env) return env;
  try {
    const stored = readFileSync(secretFile, 'utf8').trim();
    if (stored) return stored;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const secret = randomBytes(48).toString('base64url');
  mkdirSync(dirname(secretFile), { recursive: true });
  try {
    writeFileSync(secretFile, secret + '\n', { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another process started at the same moment and wrote its secret first: use that one.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST')
      return resolveJwtSecret(env, secretFile);
    throw error;
  }
  chmodSync(secretFile, 0o600);
  return secret;
}

import type { NextFunction, Request, RequestHandler, Response } from 'express';
import { can, type Action, type Area } from '@bo/domain';
import type { Db } from '../db/index.ts';
import { ERRORS, forbidden, HttpError } from '../http/errors.ts';
import type { TokenService } from './tokens.ts';
import { findUserById, type AuthUser } from './users.ts';

const authenticated = new WeakMap<Request, AuthUser>();

/**
 * Reads the bearer token and loads its user from the database on every request, so a deleted
 * user's token stops working at once (a deactivated one's too) and a role change applies to the next
 * call.
 */
export function requireAuth(db: Db, tokens: TokenService): RequestHandler {
  return async (req: Request, _res: Response, next: NextFunction) => {
    const header = req.headers.authorization;
    if (!header) throw new HttpError(401, ERRORS.authRequired);
    const match = /^Bearer\s+(\S+)\s*$/i.exec(header);
    if (!match) throw new HttpError(401, ERRORS.sessionInvalid);
    const verified = await tokens.verify(match[1]!);
    const user = verified && (await findUserById(db, verified.userId));
    // A deactivated account's tokens stop with it: the next request after the deactivation is 401.
    if (
      !verified ||
      !user ||
      user.deactivatedAt ||
      issuedBeforePasswordChange(verified.issuedAt, user) ||
      issuedBefore(verified.issuedAt, user.sessionsRevokedAt)
    ) {
      throw new HttpError(401, ERRORS.sessionInvalid);
    }
    authenticated.set(req, user);
    next();
  };
}

/**
 * Changing the password ends the sessions opened before it. A JWT's iat has whole seconds, so a
 * token issued in the second of the change (the one the change itself answers) still counts as
 * after it: comparing with the millisecond instant would refuse that new token.
 */
export function issuedBeforePasswordChange(
  issuedAt: number,
  user: Pick<AuthUser, 'passwordChangedAt'>,
): boolean {
  return issuedBefore(issuedAt, user.passwordChangedAt);
}

/** Whether a token's iat (whole seconds) is before the second of `instant` (see above). */
function issuedBefore(issuedAt: number, instant: Date | null): boolean {
  if (!instant) return false;
  return issuedAt < Math.floor(instant.getTime() / 1000);
}

/** The user set by requireAuth; a route mounted without it is a programming error. */
export function currentUser(req: Request): AuthUser {
  const user = authenticated.get(req);
  if (!user) throw new Error('currentUser() called on a route without requireAuth');
  return user;
}

/** 403 unless the role may do `action` on `area` (the matrix lives in @bo/domain). */
export function assertCan(user: AuthUser, area: Area, action: Action): void {
  if (!can(user.role, area, action)) throw forbidden();
}

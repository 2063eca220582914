import { ACCESS_MESSAGES } from '@bo/domain';
import { AuthResponse, LoginBody, MeResponse } from './auth.contract.ts';
import { verifyAgainstNothing, verifyPassword } from './passwords.ts';
import { loadAuthUser, toUserDto } from './users.ts';
import { findUserByEmail } from './auth.queries.ts';
import { ERRORS, HttpError } from '../http/errors.ts';
import { clientAddress } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';

export const authRoutes = [
  defineRoute({
    method: 'post',
    path: '/api/auth/login',
    // Its answer carries a session token, which is not kept at rest: no Idempotency-Key.
    idempotencyKey: false,
    rateLimited: true,
    tags: ['auth'],
    summary: 'Connexion par email et mot de passe',
    access: 'public',
    body: LoginBody,
    response: { status: 200, description: 'Connecté', schema: AuthResponse },
    // 403: the right password of a deactivated account.
    errors: [400, 401, 403],
    handler: async ({ db, tokens, limits, req, res, body: { email, password } }) => {
      // Counted before the password is checked, for a known email or not (the same answer either
      // way): per email and address, and per email and per address unless this email signed in
      // from this address lately (http/backoff.ts), so a guesser elsewhere does not slow its owner.
      const account = email.toLowerCase();
      const attempt = await limits.login.enter(res, account, clientAddress(req));
      const row = await findUserByEmail(db, account);
      const valid = row
        ? await verifyPassword(row.passwordHash, password)
        : await verifyAgainstNothing(password);
      // One message for an unknown email and a wrong password: the form shows it in its red box,
      // and it does not tell which addresses have an account.
      if (!row || !valid) {
        await attempt.failed();
        throw new HttpError(401, ERRORS.badCredentials);
      }
      await attempt.succeeded({ remember: !row.deactivatedAt });
      // Said only to whoever knows the password, so it reveals nothing to a guesser.
      if (row.deactivatedAt) throw new HttpError(403, ACCESS_MESSAGES.accountDeactivated);
      const user = await loadAuthUser(db, row);
      return { token: await tokens.sign(user.id), user: toUserDto(user) };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/auth/me',
    tags: ['auth'],
    summary: "L'utilisateur du jeton",
    access: 'authenticated',
    response: { status: 200, description: 'Utilisateur courant', schema: MeResponse },
    handler: ({ user }) => ({ user: toUserDto(user), preferences: user.preferences }),
  }),
];

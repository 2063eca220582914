import { Router } from 'express';
import { ACCESS_MESSAGES } from '@bo/domain';
import { eq } from 'drizzle-orm';
import { LoginBody, type AuthResponse, type MeResponse } from '../contract/index.ts';
import type { z } from 'zod';
import { currentUser } from '../auth/middleware.ts';
import { verifyAgainstNothing, verifyPassword } from '../auth/passwords.ts';
import { loadAuthUser, toUserDto } from '../auth/users.ts';
import { users } from '../db/schema.ts';
import { ERRORS, HttpError } from '../http/errors.ts';
import { clientAddress, takeAll } from '../http/rate-limit.ts';
import { parseBody } from '../http/validate.ts';
import type { RouteDeps } from './deps.ts';

export function authRoutes({ db, tokens, auth, limits }: RouteDeps): Router {
  const router = Router();

  router.post('/auth/login', async (req, res) => {
    const { email, password } = parseBody(LoginBody, req.body);
    // Counted before the password is checked, for a known email or not (the same answer either
    // way); a success gives the attempts back, so only failures add up.
    const account = email.toLowerCase();
    const address = clientAddress(req);
    await takeAll(res, [
      [limits.loginPerAccount, account],
      [limits.loginPerAddress, address],
    ]);
    const [row] = await db.select().from(users).where(eq(users.email, account));
    const valid = row
      ? await verifyPassword(row.passwordHash, password)
      : await verifyAgainstNothing(password);
    // One message for an unknown email and a wrong password: the form shows it in its red box,
    // and it does not tell which addresses have an account.
    if (!row || !valid) throw new HttpError(401, ERRORS.badCredentials);
    await Promise.all([
      limits.loginPerAccount.clear(account),
      limits.loginPerAddress.giveBack(address),
    ]);
    // Said only to whoever knows the password, so it reveals nothing to a guesser.
    if (row.deactivatedAt) throw new HttpError(403, ACCESS_MESSAGES.accountDeactivated);
    const user = await loadAuthUser(db, row);
    const body: z.input<typeof AuthResponse> = {
      token: await tokens.sign(user.id),
      user: toUserDto(user),
    };
    res.json(body);
  });

  router.get('/auth/me', auth, (req, res) => {
    const user = currentUser(req);
    const body: z.input<typeof MeResponse> = {
      user: toUserDto(user),
      preferences: user.preferences,
    };
    res.json(body);
  });

  return router;
}

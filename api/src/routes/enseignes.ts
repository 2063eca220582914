import { Router } from 'express';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import {
  SignupBody,
  type EnseigneResponse,
  type EnseigneSchema,
  type SignupResponse,
} from '../contract/index.ts';
import { currentUser } from '../auth/middleware.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadAuthUser, toUserDto } from '../auth/users.ts';
import { enseignes, users, type EnseigneRow } from '../db/schema.ts';
import { ERRORS, HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors.ts';
import { parseBody, parseId } from '../http/validate.ts';
import type { RouteDeps } from './deps.ts';

const toEnseigneDto = (row: EnseigneRow): z.input<typeof EnseigneSchema> => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

export function enseigneRoutes({ db, auth }: RouteDeps): Router {
  const router = Router();

  // Signup: the chain and its first ADMIN are created together or not at all.
  router.post('/enseignes', async (req, res) => {
    const input = parseBody(SignupBody, req.body);
    const passwordHash = await hashPassword(input.adminUser.password);
    try {
      const body = await db.transaction(async (tx): Promise<z.input<typeof SignupResponse>> => {
        const [enseigne] = await tx.insert(enseignes).values({ name: input.name }).returning();
        // The unique index on users.email decides a duplicate, so two signups racing on one
        // address cannot both succeed; the chain inserted above is rolled back with it.
        const [user] = await tx
          .insert(users)
          .values({
            enseigneId: enseigne!.id,
            firstName: input.adminUser.firstName,
            lastName: input.adminUser.lastName,
            email: input.adminUser.email,
            role: 'ADMIN',
            passwordHash,
          })
          .returning();
        return {
          enseigne: toEnseigneDto(enseigne!),
          user: toUserDto(await loadAuthUser(tx, user!)),
        };
      });
      res.status(201).json(body);
    } catch (error) {
      if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
        throw new HttpError(409, ERRORS.emailTaken, { 'adminUser.email': ERRORS.emailTaken });
      }
      throw error;
    }
  });

  // Any member reads his own chain's name; another chain's id is indistinguishable from none.
  router.get('/enseignes/:id', auth, async (req, res) => {
    const user = currentUser(req);
    const id = parseId(req.params.id, ERRORS.enseigneNotFound);
    if (id !== user.enseigneId) throw notFound(ERRORS.enseigneNotFound);
    const [row] = await db.select().from(enseignes).where(eq(enseignes.id, id));
    if (!row) throw notFound(ERRORS.enseigneNotFound);
    const body: z.input<typeof EnseigneResponse> = { enseigne: toEnseigneDto(row) };
    res.json(body);
  });

  return router;
}

import type { z } from 'zod';
import { can } from '@bo/domain';
import {
  EnseigneResponse,
  EnseignesResponse,
  SignupBody,
  SignupResponse,
  UpdateEnseigneBody,
} from './enseignes.contract.ts';
import {
  countEnseigneContents,
  deleteEnseigne,
  enseigneDetail,
  findEnseigne,
  insertEnseigneWithAdmin,
  renameEnseigne,
  toEnseigneDto,
  type EnseigneRow,
} from './enseignes.queries.ts';
import { IdParam } from '../contract/common.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadAuthUser, toUserDto, type AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { ERRORS, HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors.ts';
import { clientAddress } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';

const ENSEIGNE_NOT_EMPTY = 'Cette enseigne contient encore : ';

/** The caller's own chain, else 404 (another chain's id looks like no id). */
async function findOwnEnseigne(db: Db, user: AuthUser, id: number): Promise<EnseigneRow> {
  if (id !== user.enseigneId) throw notFound(ERRORS.enseigneNotFound);
  const row = await findEnseigne(db, id);
  if (!row) throw notFound(ERRORS.enseigneNotFound);
  return row;
}

export const enseigneRoutes = [
  // Signup: the chain and its first ADMIN are created together or not at all.
  defineRoute({
    method: 'post',
    path: '/api/enseignes',
    rateLimited: true,
    tags: ['enseignes'],
    summary: 'Inscription : crée une enseigne et son premier ADMIN (une seule transaction)',
    access: 'public',
    body: SignupBody,
    response: {
      status: 201,
      description: 'Enseigne et administrateur créés',
      schema: SignupResponse,
    },
    errors: [400, 409],
    handler: async ({ db, limits, req, res, body: input }) => {
      // Counts the chains created from an address: taken first (parallel signups are counted as
      // they start), given back when no chain was created.
      const address = clientAddress(req);
      await limits.signupPerAddress.take(res, address);
      const passwordHash = await hashPassword(input.adminUser.password);
      try {
        return await db.transaction(async (tx): Promise<z.input<typeof SignupResponse>> => {
          // The unique index on users.email decides a duplicate, so two signups racing on one
          // address cannot both succeed; the chain inserted first is rolled back with it.
          const { enseigne, user } = await insertEnseigneWithAdmin(tx, input, passwordHash);
          return {
            enseigne: toEnseigneDto(enseigne),
            user: toUserDto(await loadAuthUser(tx, user)),
          };
        });
      } catch (error) {
        await limits.signupPerAddress.giveBack(address);
        if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
          throw new HttpError(409, ERRORS.emailTaken, { 'adminUser.email': ERRORS.emailTaken });
        }
        throw error;
      }
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/enseignes',
    tags: ['enseignes'],
    summary: "Les enseignes de l'utilisateur (ADMIN) : la sienne, avec ses compteurs",
    access: { area: 'ENSEIGNE', action: 'edit' },
    response: { status: 200, description: 'Enseignes', schema: EnseignesResponse },
    handler: async ({ db, user }) => {
      const row = await findOwnEnseigne(db, user, user.enseigneId);
      return { enseigne: [await enseigneDetail(db, user, row)] };
    },
  }),

  // Any member reads his own chain's name (top bar, User.enseigne); an ADMIN also gets its users
  // and restaurants (docs/areas/people.md#the-chain: reading the chain is the ADMIN's). Another
  // chain's id is indistinguishable from none.
  defineRoute({
    method: 'get',
    path: '/api/enseignes/{id}',
    tags: ['enseignes'],
    summary:
      "L'enseigne de l'utilisateur : nom et date pour tout membre, utilisateurs et restaurants en plus pour un ADMIN (une autre enseigne répond 404)",
    access: 'authenticated',
    params: IdParam,
    notFound: ERRORS.enseigneNotFound,
    response: { status: 200, description: 'Enseigne', schema: EnseigneResponse },
    errors: [404],
    handler: async ({ db, user, params }) => {
      const row = await findOwnEnseigne(db, user, params.id);
      return {
        enseigne: can(user.role, 'ENSEIGNE', 'edit')
          ? await enseigneDetail(db, user, row)
          : toEnseigneDto(row),
      };
    },
  }),

  defineRoute({
    method: 'put',
    path: '/api/enseignes/{id}',
    tags: ['enseignes'],
    summary: "Renomme l'enseigne (ADMIN)",
    access: { area: 'ENSEIGNE', action: 'edit' },
    params: IdParam,
    notFound: ERRORS.enseigneNotFound,
    load: ({ db, user, params }) => findOwnEnseigne(db, user, params.id),
    body: UpdateEnseigneBody,
    response: { status: 200, description: 'Enseigne modifiée', schema: EnseigneResponse },
    errors: [400, 404],
    handler: async ({ db, user, params, body: input }) => {
      const row = await renameEnseigne(db, params.id, input.name);
      if (!row) throw notFound(ERRORS.enseigneNotFound);
      return { enseigne: await enseigneDetail(db, user, row) };
    },
  }),

  // Never a cascade: a chain with restaurants or other users answers 409 and keeps everything.
  // An empty chain goes with its invitations and the account of the ADMIN deleting it.
  defineRoute({
    method: 'delete',
    path: '/api/enseignes/{id}',
    tags: ['enseignes'],
    summary:
      "Supprime l'enseigne et le compte de l'ADMIN qui la supprime (ADMIN) ; 409 tant qu'elle a des restaurants ou d'autres utilisateurs",
    access: { area: 'ENSEIGNE', action: 'delete' },
    params: IdParam,
    notFound: ERRORS.enseigneNotFound,
    response: { status: 204, description: 'Supprimée' },
    errors: [404, 409],
    handler: async ({ db, user, params: { id } }) => {
      await findOwnEnseigne(db, user, id);
      await db.transaction(async (tx) => {
        const { restaurants: r, otherUsers: u } = await countEnseigneContents(tx, id, user.id);
        const blocking = [
          r > 0 && `${r} restaurant${r > 1 ? 's' : ''}`,
          u > 0 && `${u} autre${u > 1 ? 's' : ''} utilisateur${u > 1 ? 's' : ''}`,
        ].filter(Boolean);
        if (blocking.length > 0) {
          throw new HttpError(409, ENSEIGNE_NOT_EMPTY + blocking.join(', '));
        }
        await deleteEnseigne(tx, id, user.id);
      });
    },
  }),
];

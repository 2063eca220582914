import { randomBytes } from 'node:crypto';
import type { Request, Response } from 'express';
import type { z } from 'zod';
import {
  ACCESS_MESSAGES,
  invitationExpiry,
  invitationScopeRefusal,
  invitationStatus,
  personName,
} from '@bo/domain';
import {
  AcceptInvitationBody,
  CreateInvitationBody,
  InvalidInvitationResponse,
  InvitationResponse,
  InvitationsResponse,
  TokenParam,
  VerifyInvitationResponse,
} from './invitations.contract.ts';
import {
  acceptUrl,
  chainRestaurantIds,
  claimInvitation,
  deletePendingInvitation,
  emailHasAccount,
  emailHasPendingInvitation,
  employeeHasAccount,
  employeeHasPendingInvitation,
  enseigneName,
  findChainEmployeeRestaurant,
  findChainInvitation,
  findInvitationByToken,
  grantInvitedRestaurants,
  insertInvitation,
  insertInvitedUser,
  invitationDtos,
  listInvitations,
  type InvitationRow,
} from './invitations.queries.ts';
import { AuthResponse } from '../auth/auth.contract.ts';
import { IdParam, json } from '../contract/common.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadAuthUser, toUserDto } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  ERRORS,
  HttpError,
  invalidField,
  notFound,
  PG_UNIQUE_VIOLATION,
  pgErrorCode,
} from '../http/errors.ts';
import { clientAddress, RateLimitedError } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';
import type { RouteDeps } from '../http/deps.ts';
import { EMPLOYEE_NOT_FOUND } from '../restaurants/employees.routes.ts';

export const INVITATION_ERRORS = {
  notFound: 'Invitation introuvable',
  used: 'Cette invitation a déjà été utilisée',
  expired: 'Cette invitation a expiré',
  pendingExists: 'Une invitation est déjà en attente pour cet email',
  notPending: 'Seule une invitation en attente peut être supprimée',
} as const;

/** 32 random bytes, URL-safe: unguessable, and unique by the table's index. */
const newToken = () => randomBytes(32).toString('base64url');

const TOKEN_PATTERN = /^[\w-]{16,128}$/;

/**
 * The staff record an EMPLOYEE invitation names: of the chain and of the invited restaurant
 * (else 400 under the field, like any id of a body), with neither an account nor another pending
 * invitation (else 409).
 */
async function assertLinkableEmployee(
  db: Db,
  enseigneId: number,
  employeeId: number,
  restaurantId: number,
  now: Date,
) {
  const staffRestaurantId = await findChainEmployeeRestaurant(db, enseigneId, employeeId);
  if (staffRestaurantId === undefined) throw invalidField('employeeId', EMPLOYEE_NOT_FOUND);
  if (staffRestaurantId !== restaurantId) {
    throw invalidField('employeeId', ACCESS_MESSAGES.employeeNotInRestaurant);
  }
  const account = await employeeHasAccount(db, employeeId);
  const pending = await employeeHasPendingInvitation(db, employeeId, now);
  if (account || pending) {
    throw new HttpError(409, ACCESS_MESSAGES.employeeHasAccount, {
      employeeId: ACCESS_MESSAGES.employeeHasAccount,
    });
  }
}

const toDtos = (
  { db, appUrl }: Pick<RouteDeps, 'db' | 'appUrl'>,
  rows: InvitationRow[],
  name: string,
) => invitationDtos(db, appUrl, rows, name);

/**
 * The invitation of the request's token with its chain's name; unknown → 404, used/expired →
 * 400. A token that leads nowhere counts against the client's address (the tokens cannot be
 * guessed, but trying them must stay slow); a usable one is given back.
 */
async function usableInvitation({
  db,
  limits,
  req,
  res,
}: Pick<RouteDeps, 'db' | 'limits'> & { req: Request; res: Response }) {
  const address = clientAddress(req);
  await limits.invitationPerAddress.take(res, address);
  const found = await invitationOfToken(db, req.params.token);
  await limits.invitationPerAddress.giveBack(address);
  return found;
}

async function invitationOfToken(db: Db, token: string | string[] | undefined) {
  const refuse = (status: number, error: string) => new HttpError(status, error);
  if (typeof token !== 'string' || !TOKEN_PATTERN.test(token)) {
    throw refuse(404, INVITATION_ERRORS.notFound);
  }
  const found = await findInvitationByToken(db, token);
  if (!found) throw refuse(404, INVITATION_ERRORS.notFound);
  const status = invitationStatus(found.invitation.status, found.invitation.expiresAt);
  if (status === 'ACCEPTED') throw refuse(400, INVITATION_ERRORS.used);
  if (status === 'EXPIRED') throw refuse(400, INVITATION_ERRORS.expired);
  return found;
}

export const invitationRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/invitations/enseigne/{id}',
    tags: ['invitations'],
    summary: "Les invitations de l'enseigne, les plus récentes d'abord (ADMIN)",
    access: { area: 'ENSEIGNE', action: 'edit' },
    params: IdParam,
    notFound: ERRORS.enseigneNotFound,
    response: { status: 200, description: 'Invitations', schema: InvitationsResponse },
    errors: [404],
    handler: async (input) => {
      const {
        db,
        user,
        params: { id },
      } = input;
      if (id !== user.enseigneId) throw notFound(ERRORS.enseigneNotFound);
      const rows = await listInvitations(db, id);
      return { invitations: await toDtos(input, rows, await enseigneName(db, id)) };
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/invitations',
    tags: ['invitations'],
    summary:
      "Invite un manager, ou un employé dans un restaurant (ADMIN) : le lien part par email si SMTP_URL est configuré, sinon il est écrit dans le journal. 409 si l'email a un compte ou une invitation en attente, ou si la fiche du personnel a déjà un compte",
    access: { area: 'ENSEIGNE', action: 'create' },
    body: CreateInvitationBody,
    response: { status: 201, description: 'Invitation créée', schema: InvitationResponse },
    errors: [400, 404, 409],
    handler: async (input) => {
      const { db, user, body, mailer, logger, appUrl } = input;
      const role = body.role ?? 'MANAGER';
      const employeeId = body.employeeId ?? null;
      const refusal = invitationScopeRefusal(
        role,
        [...new Set(body.restaurantIds ?? [])],
        employeeId,
      );
      if (refusal) {
        throw invalidField(role === 'MANAGER' ? 'employeeId' : 'restaurantIds', refusal);
      }
      const restaurantIds = await chainRestaurantIds(db, user.enseigneId, body.restaurantIds ?? []);
      if (await emailHasAccount(db, body.email)) {
        throw new HttpError(409, ERRORS.emailTaken, { email: ERRORS.emailTaken });
      }

      const now = new Date();
      if (employeeId !== null) {
        await assertLinkableEmployee(db, user.enseigneId, employeeId, restaurantIds[0]!, now);
      }
      const row = await db.transaction(async (tx) => {
        const pending = await emailHasPendingInvitation(tx, user.enseigneId, body.email, now);
        if (pending) {
          throw new HttpError(409, INVITATION_ERRORS.pendingExists, {
            email: INVITATION_ERRORS.pendingExists,
          });
        }
        return insertInvitation(
          tx,
          {
            enseigneId: user.enseigneId,
            email: body.email,
            role,
            employeeId,
            token: newToken(),
            invitedById: user.id,
            expiresAt: invitationExpiry(now),
            createdAt: now,
          },
          restaurantIds,
        );
      });

      const name = await enseigneName(db, user.enseigneId);
      const [invitation] = await toDtos(input, [row], name);
      // The link is on the chain page whatever happens to the email: a failure is only logged
      // (docs/areas/platform.md#errors), and the response does not wait for a slow SMTP server.
      mailer
        .sendInvitation({
          to: row.email,
          enseigneName: name,
          invitedBy: personName(user),
          acceptUrl: acceptUrl(appUrl, row.token),
          expiresAt: row.expiresAt,
        })
        .catch((error: unknown) =>
          logger.error(`[api] invitation ${row.id}: l'email à ${row.email} n'est pas parti`, error),
        );
      return { invitation: invitation! };
    },
  }),
  defineRoute({
    method: 'get',
    path: '/api/invitations/verify/{token}',
    rateLimited: true,
    tags: ['invitations'],
    summary: 'Vérifie une invitation avant la création du compte (public)',
    access: 'public',
    params: TokenParam,
    // A refused token answers its own body ({ valid: false }), written here.
    response: {
      status: 200,
      description: 'Invitation valable',
      content: json(VerifyInvitationResponse),
    },
    responses: {
      400: {
        description: 'Invitation déjà utilisée ou expirée',
        content: json(InvalidInvitationResponse),
      },
      404: { description: 'Invitation inconnue', content: json(InvalidInvitationResponse) },
    },
    handler: async (input) => {
      const { res } = input;
      let found: Awaited<ReturnType<typeof usableInvitation>>;
      try {
        found = await usableInvitation(input);
      } catch (error) {
        if (!(error instanceof HttpError) || error instanceof RateLimitedError) throw error;
        const refusal: z.input<typeof InvalidInvitationResponse> = {
          valid: false,
          error: error.message,
        };
        res.status(error.status).json(refusal);
        return;
      }
      const body: z.input<typeof VerifyInvitationResponse> = {
        valid: true,
        invitation: {
          email: found.invitation.email,
          enseigneName: found.enseigneName,
          expiresAt: found.invitation.expiresAt.toISOString(),
          role: found.invitation.role === 'EMPLOYEE' ? 'EMPLOYEE' : 'MANAGER',
        },
      };
      res.json(body);
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/invitations/accept/{token}',
    // Its answer carries a session token, not kept at rest, and an invitation is single-use:
    // accepting it twice already answers "déjà utilisée" without a second account. No key.
    idempotencyKey: false,
    rateLimited: true,
    tags: ['invitations'],
    summary:
      "Accepte une invitation (public) : crée le MANAGER (ou l'EMPLOYEE) avec les restaurants de l'invitation et le connecte (une seule transaction)",
    access: 'public',
    params: TokenParam,
    load: usableInvitation,
    body: AcceptInvitationBody,
    response: { status: 201, description: 'Compte créé et connecté', schema: AuthResponse },
    errors: [400, 404, 409],
    handler: async ({ db, tokens, loaded: { invitation }, body: input }) => {
      const passwordHash = await hashPassword(input.password);
      const created = await db
        .transaction(async (tx) => {
          // The conditional update is the single-use guarantee: of two acceptances racing on one
          // token, only one finds it still PENDING and unexpired.
          const claimed = await claimInvitation(tx, invitation.id, new Date());
          if (!claimed) throw new HttpError(400, INVITATION_ERRORS.used);
          // The staff record is linked only if no account took it since the invitation was sent.
          const employeeId = claimed.role === 'EMPLOYEE' ? claimed.employeeId : null;
          if (employeeId !== null && (await employeeHasAccount(tx, employeeId))) {
            throw new HttpError(409, ACCESS_MESSAGES.employeeHasAccount);
          }
          const user = await insertInvitedUser(tx, claimed, {
            firstName: input.firstName,
            lastName: input.lastName,
            employeeId,
            passwordHash,
          });
          // Exactly the invited restaurants still in the chain (a deleted one left with its rows).
          await grantInvitedRestaurants(tx, claimed, user.id);
          return loadAuthUser(tx, user);
        })
        .catch((error: unknown) => {
          // The email got an account since the invitation was sent (e.g. another chain's).
          if (pgErrorCode(error) === PG_UNIQUE_VIOLATION) {
            throw new HttpError(409, ERRORS.emailTaken);
          }
          throw error;
        });
      return { token: await tokens.sign(created.id), user: toUserDto(created) };
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/invitations/{id}',
    tags: ['invitations'],
    summary: 'Supprime une invitation en attente (ADMIN) ; 409 si elle est acceptée ou expirée',
    access: { area: 'ENSEIGNE', action: 'delete' },
    params: IdParam,
    notFound: INVITATION_ERRORS.notFound,
    response: { status: 204, description: 'Supprimée' },
    errors: [404, 409],
    handler: async ({ db, user, params: { id } }) => {
      const row = await findChainInvitation(db, user.enseigneId, id);
      if (!row) throw notFound(INVITATION_ERRORS.notFound);
      if (invitationStatus(row.status, row.expiresAt) !== 'PENDING') {
        throw new HttpError(409, INVITATION_ERRORS.notPending);
      }
      // Conditional again: an acceptance between the read and the delete wins.
      if (!(await deletePendingInvitation(db, id))) {
        throw new HttpError(409, INVITATION_ERRORS.notPending);
      }
    },
  }),
];

import { and, asc, count, eq, inArray, ne } from 'drizzle-orm';
import type { z } from 'zod';
import { can } from '@bo/domain';
import {
  EnseigneResponse,
  EnseignesResponse,
  SignupBody,
  SignupResponse,
  UpdateEnseigneBody,
  type EnseigneSchema,
} from './enseignes.contract.ts';
import { IdParam } from '../contract/common.ts';
import { hashPassword } from '../auth/passwords.ts';
import { loadAuthUser, toUserDto, type AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  enseignes,
  invitations,
  restaurants,
  userRestaurants,
  users,
  type EnseigneRow,
} from '../db/schema.ts';
import { ERRORS, HttpError, notFound, PG_UNIQUE_VIOLATION, pgErrorCode } from '../http/errors.ts';
import { clientAddress } from '../http/rate-limit.ts';
import { defineRoute } from '../http/route.ts';
import { toRestaurantDto } from '../restaurants-dto.ts';
import { visibleRestaurants } from '../tenancy.ts';

const toEnseigneDto = (row: EnseigneRow): z.input<typeof EnseigneSchema> => ({
  id: row.id,
  name: row.name,
  createdAt: row.createdAt.toISOString(),
});

const ENSEIGNE_NOT_EMPTY = 'Cette enseigne contient encore : ';

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });

/** The caller's own chain, else 404 (another chain's id looks like no id). */
async function findOwnEnseigne(db: Db, user: AuthUser, id: number): Promise<EnseigneRow> {
  if (id !== user.enseigneId) throw notFound(ERRORS.enseigneNotFound);
  const [row] = await db.select().from(enseignes).where(eq(enseignes.id, id));
  if (!row) throw notFound(ERRORS.enseigneNotFound);
  return row;
}

/** The ADMIN's view of his chain: its users (managers with their restaurants) and restaurants. */
async function enseigneDetail(
  db: Db,
  user: AuthUser,
  row: EnseigneRow,
): Promise<z.input<typeof EnseigneSchema>> {
  const [userRows, restaurantRows] = await Promise.all([
    db.select().from(users).where(eq(users.enseigneId, row.id)),
    db.select().from(restaurants).where(visibleRestaurants(user)),
  ]);
  // A manager's scope, an employee's restaurant; an ADMIN has the whole chain.
  const scopedIds = userRows.filter((u) => u.role !== 'ADMIN').map((u) => u.id);
  const access =
    scopedIds.length === 0
      ? []
      : await db
          .select()
          .from(userRestaurants)
          .where(inArray(userRestaurants.userId, scopedIds))
          .orderBy(asc(userRestaurants.restaurantId));
  const restaurantsOf = new Map<number, number[]>();
  for (const a of access) {
    restaurantsOf.set(a.userId, [...(restaurantsOf.get(a.userId) ?? []), a.restaurantId]);
  }
  const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
    collator.compare(a.name, b.name) || a.id - b.id;
  const userList = userRows
    .map((u) =>
      toUserDto({
        ...u,
        restaurantIds: u.role === 'ADMIN' ? [] : (restaurantsOf.get(u.id) ?? []),
      }),
    )
    .sort(
      (a, b) =>
        collator.compare(`${a.lastName} ${a.firstName}`, `${b.lastName} ${b.firstName}`) ||
        a.id - b.id,
    );
  return {
    ...toEnseigneDto(row),
    users: userList,
    restaurants: restaurantRows.sort(byName).map(toRestaurantDto),
    userCount: userList.length,
    restaurantCount: restaurantRows.length,
  };
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
      const [row] = await db
        .update(enseignes)
        .set({ name: input.name })
        .where(eq(enseignes.id, params.id))
        .returning();
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
        const [r] = await tx
          .select({ n: count() })
          .from(restaurants)
          .where(eq(restaurants.enseigneId, id));
        const [u] = await tx
          .select({ n: count() })
          .from(users)
          .where(and(eq(users.enseigneId, id), ne(users.id, user.id)));
        const blocking = [
          r!.n > 0 && `${r!.n} restaurant${r!.n > 1 ? 's' : ''}`,
          u!.n > 0 && `${u!.n} autre${u!.n > 1 ? 's' : ''} utilisateur${u!.n > 1 ? 's' : ''}`,
        ].filter(Boolean);
        if (blocking.length > 0) {
          throw new HttpError(409, ENSEIGNE_NOT_EMPTY + blocking.join(', '));
        }
        await tx.delete(invitations).where(eq(invitations.enseigneId, id));
        await tx.delete(users).where(eq(users.id, user.id));
        await tx.delete(enseignes).where(eq(enseignes.id, id));
      });
    },
  }),
];

import { ROLES } from '@bo/domain';
import { id, MAX_BATCH_IDS } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, body, errorResponses, IdParam, ok, Timestamp } from './common.ts';

export const RoleSchema = z.enum(ROLES).openapi('Role');

export const UserSchema = registry.register(
  'User',
  z.object({
    id: z.number().int(),
    firstName: z.string(),
    lastName: z.string(),
    email: z.string(),
    phone: z.string().nullable(),
    role: RoleSchema,
    enseigneId: z.number().int(),
    restaurantIds: z.array(z.number().int()).openapi({
      description:
        "MANAGER : ses restaurants (son périmètre) ; EMPLOYEE : le restaurant de son invitation (indicatif, un employé lit toute l'enseigne) ; vide pour un ADMIN.",
    }),
    createdAt: Timestamp,
    deactivatedAt: Timestamp.nullable().openapi({
      description: 'Date de désactivation du compte (null : compte actif).',
    }),
    employeeId: z.number().int().nullable().openapi({
      description: 'EMPLOYEE : sa fiche du personnel, si son invitation en nommait une.',
    }),
  }),
);
export type User = z.infer<typeof UserSchema>;

/** An ADMIN sets a manager's restaurants (his scope) at once. */
export const SetUserRestaurantsBody = z
  .object({
    restaurantIds: z
      .array(id('Liste de restaurants invalide'), { error: 'Liste de restaurants invalide' })
      .max(MAX_BATCH_IDS)
      .openapi({ description: "Restaurants de l'enseigne ; vide : accès à aucun restaurant." }),
  })
  .strict();

export const UserResponse = z.object({ user: UserSchema });

registry.registerPath({
  method: 'put',
  path: '/api/users/{id}/restaurants',
  tags: ['users'],
  summary: "Remplace les restaurants d'un manager de l'enseigne (ADMIN) ; 409 pour un autre rôle",
  security: bearer,
  request: {
    params: IdParam,
    body: body(SetUserRestaurantsBody),
  },
  responses: {
    200: ok('Manager modifié', UserResponse),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

registry.registerPath({
  method: 'post',
  path: '/api/users/{id}/deactivate',
  tags: ['users'],
  summary:
    "Désactive un compte de l'enseigne (ADMIN) : ses jetons sont refusés dès la requête suivante, sa connexion aussi ; rien n'est supprimé. 409 pour soi-même ou le dernier ADMIN actif",
  security: bearer,
  request: { params: IdParam },
  responses: {
    200: ok('Compte désactivé', UserResponse),
    ...errorResponses(401, 403, 404, 409),
  },
});

registry.registerPath({
  method: 'post',
  path: '/api/users/{id}/reactivate',
  tags: ['users'],
  summary: "Réactive un compte désactivé de l'enseigne (ADMIN)",
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Compte actif', UserResponse), ...errorResponses(401, 403, 404) },
});

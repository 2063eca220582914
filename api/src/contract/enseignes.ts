import { MESSAGES, SIGNUP_PASSWORD_MIN_LENGTH } from '@bo/domain';
import { email, password, requiredText } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, body, errorResponses, IdParam, ok, Timestamp } from './common.ts';
import { RestaurantSchema } from './restaurants.ts';
import { UserSchema } from './users.ts';

export const SignupBody = z.object({
  name: requiredText(MESSAGES.enseigneNameRequired),
  adminUser: z.object(
    {
      firstName: requiredText(MESSAGES.firstNameRequired),
      lastName: requiredText(MESSAGES.lastNameRequired),
      email: email(MESSAGES.emailRequired, MESSAGES.emailInvalid),
      password: password(MESSAGES.passwordRequired).min(
        SIGNUP_PASSWORD_MIN_LENGTH,
        MESSAGES.passwordTooShort,
      ),
    },
    { error: "L'administrateur de l'enseigne est requis" },
  ),
});

export const UpdateEnseigneBody = z
  .object({ name: requiredText(MESSAGES.enseigneNameRequired) })
  .strict();

export const EnseigneSchema = registry.register(
  'Enseigne',
  z.object({
    id: z.number().int(),
    name: z.string(),
    createdAt: Timestamp,
    // The chain's detail: only an ADMIN reads it (spec 000 §6 "read the chain: ADMIN"); the other
    // members get the name and creation date the top bar needs.
    users: z.array(UserSchema).optional().openapi({
      description: "ADMIN seulement : les utilisateurs de l'enseigne, par nom.",
    }),
    restaurants: z.array(RestaurantSchema).optional().openapi({
      description: "ADMIN seulement : les restaurants et laboratoires de l'enseigne, par nom.",
    }),
    userCount: z.number().int().optional().openapi({ description: 'ADMIN seulement.' }),
    restaurantCount: z.number().int().optional().openapi({ description: 'ADMIN seulement.' }),
  }),
);

export const SignupResponse = z.object({ enseigne: EnseigneSchema, user: UserSchema });
export const EnseigneResponse = z.object({ enseigne: EnseigneSchema });
export const EnseignesResponse = z.object({
  enseigne: z.array(EnseigneSchema).openapi({
    description: "L'enseigne de l'utilisateur (une seule : un compte appartient à une enseigne).",
  }),
});

registry.registerPath({
  method: 'post',
  path: '/api/enseignes',
  tags: ['enseignes'],
  summary: 'Inscription : crée une enseigne et son premier ADMIN (une seule transaction)',
  request: { body: body(SignupBody) },
  responses: {
    201: ok('Enseigne et administrateur créés', SignupResponse),
    ...errorResponses(400, 409),
  },
});

registry.registerPath({
  method: 'get',
  path: '/api/enseignes',
  tags: ['enseignes'],
  summary: "Les enseignes de l'utilisateur (ADMIN) : la sienne, avec ses compteurs",
  security: bearer,
  responses: { 200: ok('Enseignes', EnseignesResponse), ...errorResponses(401, 403) },
});

registry.registerPath({
  method: 'get',
  path: '/api/enseignes/{id}',
  tags: ['enseignes'],
  summary:
    "L'enseigne de l'utilisateur : nom et date pour tout membre, utilisateurs et restaurants en plus pour un ADMIN (une autre enseigne répond 404)",
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Enseigne', EnseigneResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'put',
  path: '/api/enseignes/{id}',
  tags: ['enseignes'],
  summary: "Renomme l'enseigne (ADMIN)",
  security: bearer,
  request: { params: IdParam, body: body(UpdateEnseigneBody) },
  responses: {
    200: ok('Enseigne modifiée', EnseigneResponse),
    ...errorResponses(400, 401, 403, 404),
  },
});

registry.registerPath({
  method: 'delete',
  path: '/api/enseignes/{id}',
  tags: ['enseignes'],
  summary:
    "Supprime l'enseigne et le compte de l'ADMIN qui la supprime (ADMIN) ; 409 tant qu'elle a des restaurants ou d'autres utilisateurs",
  security: bearer,
  request: { params: IdParam },
  responses: { 204: { description: 'Supprimée' }, ...errorResponses(401, 403, 404, 409) },
});

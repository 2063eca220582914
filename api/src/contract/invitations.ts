import {
  ACCESS_MESSAGES,
  INVITABLE_ROLES,
  INVITATION_PASSWORD_MIN_LENGTH,
  INVITATION_STATUSES,
  MESSAGES,
} from '@bo/domain';
import {
  email,
  id,
  INPUT_LIMITS,
  MAX_BATCH_IDS,
  password,
  requiredText,
  text,
} from './primitives.ts';
import { registry, z } from './registry.ts';
import { body, bearer, errorResponses, IdParam, ok, Timestamp } from './common.ts';
import { AuthResponse } from './auth.ts';

export const InvitationStatusSchema = z.enum(INVITATION_STATUSES).openapi('InvitationStatus', {
  description: 'EXPIRED : en attente au-delà de expiresAt (calculé, jamais stocké).',
});

export const InvitableRoleSchema = z
  .enum(INVITABLE_ROLES, { error: ACCESS_MESSAGES.roleNotInvitable })
  .openapi('InvitableRole', { description: 'Le rôle du compte que crée une invitation.' });

export const InvitationSchema = registry.register(
  'Invitation',
  z.object({
    id: z.number().int(),
    enseigneId: z.number().int(),
    enseigneName: z.string(),
    email: z.string(),
    status: InvitationStatusSchema,
    role: InvitableRoleSchema,
    restaurantIds: z.array(z.number().int()).openapi({
      description:
        "Restaurants de l'invitation (MANAGER : vide = accès à aucun restaurant ; EMPLOYEE : exactement un).",
    }),
    employeeId: z.number().int().nullable().openapi({
      description: 'EMPLOYEE : la fiche du personnel à laquelle le compte sera lié, si nommée.',
    }),
    acceptUrl: z.string().nullable().openapi({
      description: "Lien d'acceptation, tant que l'invitation est en attente (null ensuite).",
    }),
    createdAt: Timestamp,
    expiresAt: Timestamp,
    acceptedAt: Timestamp.nullable(),
  }),
);
export type Invitation = z.infer<typeof InvitationSchema>;

export const InvitationPreviewSchema = registry.register(
  'InvitationPreview',
  z.object({
    email: z.string(),
    enseigneName: z.string(),
    expiresAt: Timestamp,
    role: InvitableRoleSchema,
  }),
);

/** A token that names no usable invitation: the verify route's refusal. */
export const InvalidInvitationResponse = registry.register(
  'InvalidInvitation',
  z.object({
    valid: z.literal(false),
    error: z.string().openapi({ description: 'Pourquoi, en français.' }),
  }),
);

export const TokenParam = z.object({
  token: text(INPUT_LIMITS.token).openapi({
    param: { name: 'token', in: 'path' },
    example: 'r4nd0m-t0k3n',
  }),
});

export const CreateInvitationBody = z
  .object({
    email: email(MESSAGES.emailRequired, MESSAGES.emailInvalid),
    restaurantIds: z
      .array(id('Liste de restaurants invalide'), { error: 'Liste de restaurants invalide' })
      .max(MAX_BATCH_IDS)
      .optional()
      .openapi({
        description:
          "Restaurants de l'enseigne ; MANAGER : absent ou vide = aucun restaurant ; EMPLOYEE : exactement un.",
      }),
    role: InvitableRoleSchema.optional().openapi({ description: 'MANAGER si absent.' }),
    employeeId: id('Fiche du personnel invalide').nullish().openapi({
      description:
        'EMPLOYEE seulement : une fiche du personnel de son restaurant, sans compte, à lier au compte créé.',
    }),
  })
  .strict();

export const AcceptInvitationBody = z
  .object({
    firstName: requiredText(MESSAGES.firstNameRequired),
    lastName: requiredText(MESSAGES.lastNameRequired),
    password: password(MESSAGES.passwordRequired).min(
      INVITATION_PASSWORD_MIN_LENGTH,
      MESSAGES.invitationPasswordTooShort,
    ),
  })
  .strict();

export const InvitationsResponse = z.object({ invitations: z.array(InvitationSchema) });
export const InvitationResponse = z.object({ invitation: InvitationSchema });
export const VerifyInvitationResponse = z.object({
  valid: z.literal(true),
  invitation: InvitationPreviewSchema,
});

const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

registry.registerPath({
  method: 'get',
  path: '/api/invitations/enseigne/{id}',
  tags: ['invitations'],
  summary: "Les invitations de l'enseigne, les plus récentes d'abord (ADMIN)",
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Invitations', InvitationsResponse), ...errorResponses(401, 403, 404) },
});

registry.registerPath({
  method: 'post',
  path: '/api/invitations',
  tags: ['invitations'],
  summary:
    "Invite un manager, ou un employé dans un restaurant (ADMIN) : le lien part par email si SMTP_URL est configuré, sinon il est écrit dans le journal. 409 si l'email a un compte ou une invitation en attente, ou si la fiche du personnel a déjà un compte",
  security: bearer,
  request: { body: body(CreateInvitationBody) },
  responses: {
    201: ok('Invitation créée', InvitationResponse),
    ...errorResponses(400, 401, 403, 404, 409),
  },
});

registry.registerPath({
  method: 'get',
  path: '/api/invitations/verify/{token}',
  tags: ['invitations'],
  summary: 'Vérifie une invitation avant la création du compte (public)',
  request: { params: TokenParam },
  responses: {
    200: ok('Invitation valable', VerifyInvitationResponse),
    400: {
      description: 'Invitation déjà utilisée ou expirée',
      content: json(InvalidInvitationResponse),
    },
    404: { description: 'Invitation inconnue', content: json(InvalidInvitationResponse) },
  },
});

registry.registerPath({
  method: 'post',
  path: '/api/invitations/accept/{token}',
  tags: ['invitations'],
  summary:
    "Accepte une invitation (public) : crée le MANAGER (ou l'EMPLOYEE) avec les restaurants de l'invitation et le connecte (une seule transaction)",
  request: { params: TokenParam, body: body(AcceptInvitationBody) },
  responses: {
    201: ok('Compte créé et connecté', AuthResponse),
    ...errorResponses(400, 404, 409),
  },
});

registry.registerPath({
  method: 'delete',
  path: '/api/invitations/{id}',
  tags: ['invitations'],
  summary: 'Supprime une invitation en attente (ADMIN) ; 409 si elle est acceptée ou expirée',
  security: bearer,
  request: { params: IdParam },
  responses: { 204: { description: 'Supprimée' }, ...errorResponses(401, 403, 404, 409) },
});

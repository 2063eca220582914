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
} from '../contract/primitives.ts';
import { registry, schemaRules, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

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
      .array(id('Liste de restaurants invalide', 'Liste de restaurants invalide'), {
        error: 'Liste de restaurants invalide',
      })
      .max(MAX_BATCH_IDS)
      .optional()
      .openapi({
        description:
          "Restaurants de l'enseigne ; MANAGER : absent ou vide = aucun restaurant ; EMPLOYEE : exactement un.",
      }),
    role: InvitableRoleSchema.optional().openapi({ description: 'MANAGER si absent.' }),
    employeeId: id('Fiche du personnel invalide', 'Fiche du personnel invalide').nullish().openapi({
      description:
        'EMPLOYEE seulement : une fiche du personnel de son restaurant, sans compte, à lier au compte créé.',
    }),
  })
  .strict()
  .openapi(
    // invitationScopeRefusal (domain), which the route applies, as JSON Schema: an EMPLOYEE's
    // invitation is to exactly one restaurant; any other (MANAGER, the default) links no record.
    schemaRules({
      if: { required: ['role'], properties: { role: { const: 'EMPLOYEE' } } },
      then: {
        required: ['restaurantIds'],
        properties: { restaurantIds: { minItems: 1, maxItems: 1 } },
      },
      else: { properties: { employeeId: { type: 'null' } } },
    }),
  );

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

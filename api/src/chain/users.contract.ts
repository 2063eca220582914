import { ROLES } from '@bo/domain';
import { id, MAX_BATCH_IDS } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

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
      .array(id('Liste de restaurants invalide', 'Liste de restaurants invalide'), {
        error: 'Liste de restaurants invalide',
      })
      .max(MAX_BATCH_IDS)
      .openapi({ description: "Restaurants de l'enseigne ; vide : accès à aucun restaurant." }),
  })
  .strict();

export const UserResponse = z.object({ user: UserSchema });

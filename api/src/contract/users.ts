import { ROLES } from '@bo/domain';
import { registry, z } from './registry.ts';
import { Timestamp } from './common.ts';

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
      description: 'MANAGER : restaurants de son invitation ; vide pour les autres rôles.',
    }),
    createdAt: Timestamp,
  }),
);
export type User = z.infer<typeof UserSchema>;

import { MESSAGES, SIGNUP_PASSWORD_MIN_LENGTH } from '@bo/domain';
import { email, password, requiredOr, requiredText } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';
import { RestaurantSchema } from '../restaurants/restaurants.contract.ts';
import { UserSchema } from './users.contract.ts';

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
    { error: requiredOr("L'administrateur de l'enseigne est requis") },
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
    // The chain's detail: only an ADMIN reads it (docs/areas/people.md#the-chain); the other
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

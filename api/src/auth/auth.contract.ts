import { MESSAGES } from '@bo/domain';
import { INPUT_LIMITS, password, requiredText } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { UserSchema } from '../chain/users.contract.ts';
import { PreferencesSchema } from '../account/settings.contract.ts';

export const LoginBody = z.object({
  email: requiredText(MESSAGES.emailRequired, INPUT_LIMITS.email),
  password: password(MESSAGES.passwordRequired),
});

export const AuthResponse = registry.register(
  'AuthResponse',
  z.object({
    token: z.string().openapi({ description: 'Jeton signé (JWT), à envoyer en Bearer.' }),
    user: UserSchema,
  }),
);
export const MeResponse = z.object({
  user: UserSchema,
  // Here too, so the graph's `me { preferences }` costs no call beyond `me`.
  preferences: PreferencesSchema,
});

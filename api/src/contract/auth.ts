import { MESSAGES } from '@bo/domain';
import { INPUT_LIMITS, password, requiredText } from './primitives.ts';
import { registry, z } from './registry.ts';
import { UserSchema } from './users.ts';
import { PreferencesSchema } from './settings.ts';

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

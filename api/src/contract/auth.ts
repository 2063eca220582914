import { MESSAGES } from '@bo/domain';
import { INPUT_LIMITS, password, requiredText } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, body, errorResponses, ok } from './common.ts';
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

registry.registerPath({
  method: 'post',
  path: '/api/auth/login',
  tags: ['auth'],
  summary: 'Connexion par email et mot de passe',
  request: { body: body(LoginBody) },
  // 403: the right password of a deactivated account.
  responses: { 200: ok('Connecté', AuthResponse), ...errorResponses(400, 401, 403) },
});

registry.registerPath({
  method: 'get',
  path: '/api/auth/me',
  tags: ['auth'],
  summary: "L'utilisateur du jeton",
  security: bearer,
  responses: { 200: ok('Utilisateur courant', MeResponse), ...errorResponses(401) },
});

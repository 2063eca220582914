import { MESSAGES, SIGNUP_PASSWORD_MIN_LENGTH, EMAIL_PATTERN } from '@bo/domain';
import { registry, z } from './registry.ts';
import { bearer, body, errorResponses, IdParam, ok, Timestamp } from './common.ts';
import { UserSchema } from './users.ts';

const required = (message: string) => z.string({ error: message }).trim().min(1, message);

export const SignupBody = z.object({
  name: required(MESSAGES.enseigneNameRequired),
  adminUser: z.object(
    {
      firstName: required(MESSAGES.firstNameRequired),
      lastName: required(MESSAGES.lastNameRequired),
      email: required(MESSAGES.emailRequired)
        .toLowerCase()
        .regex(EMAIL_PATTERN, MESSAGES.emailInvalid),
      password: z
        .string({ error: MESSAGES.passwordRequired })
        .min(1, MESSAGES.passwordRequired)
        .min(SIGNUP_PASSWORD_MIN_LENGTH, MESSAGES.passwordTooShort),
    },
    { error: "L'administrateur de l'enseigne est requis" },
  ),
});

export const EnseigneSchema = registry.register(
  'Enseigne',
  z.object({ id: z.number().int(), name: z.string(), createdAt: Timestamp }),
);

export const SignupResponse = z.object({ enseigne: EnseigneSchema, user: UserSchema });
export const EnseigneResponse = z.object({ enseigne: EnseigneSchema });

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
  path: '/api/enseignes/{id}',
  tags: ['enseignes'],
  summary: "L'enseigne de l'utilisateur (une autre enseigne répond 404)",
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Enseigne', EnseigneResponse), ...errorResponses(401, 404) },
});

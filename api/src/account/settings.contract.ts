// Contract of the settings routes: the user's own profile, password and preferences
// (docs/areas/settings.md; what the original kept in the browser we store on the server).
import {
  DATE_FORMATS,
  LANGUAGES,
  MESSAGES,
  NOTIFICATION_KEYS,
  SESSION_TIMEOUTS,
  SETTINGS_MESSAGES,
  SIGNUP_PASSWORD_MIN_LENGTH,
  TEMPERATURE_UNITS,
  THEMES,
  TIME_ZONES,
} from '@bo/domain';
import { email, INPUT_LIMITS, password, requiredText, text } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { UserSchema } from '../chain/users.contract.ts';

const notificationShape = Object.fromEntries(
  NOTIFICATION_KEYS.map((key) => [key, z.boolean()]),
) as {
  [K in (typeof NOTIFICATION_KEYS)[number]]: z.ZodBoolean;
};

const sessionTimeoutInvalid = `Durée de session invalide : ${SESSION_TIMEOUTS.join(', ')} minutes`;
// A refined number rather than z.literal([...]): the OpenAPI generator keeps only the first value
// of a multi-value literal, and the bff's types are generated from that document.
const sessionTimeout = z
  .number({ error: sessionTimeoutInvalid })
  .refine((v) => (SESSION_TIMEOUTS as readonly number[]).includes(v), sessionTimeoutInvalid)
  .openapi({
    enum: [...SESSION_TIMEOUTS],
    description: "Minutes d'inactivité avant la fin de la session.",
  });

const appearanceShape = {
  theme: z.enum(THEMES),
  language: z.enum(LANGUAGES).openapi({
    description: "Langue préférée (enregistrée ; l'interface n'existe qu'en français).",
  }),
  timezone: z.enum(TIME_ZONES).openapi({ description: "Fuseau horaire IANA d'affichage." }),
  dateFormat: z.enum(DATE_FORMATS),
  temperatureUnit: z.enum(TEMPERATURE_UNITS),
};

const securityShape = {
  twoFactor: z
    .boolean()
    .openapi({ description: 'Enregistré ; la double authentification reste à construire.' }),
  sessionTimeout,
  loginAlerts: z.boolean(),
  apiAccess: z.boolean().openapi({ description: "Enregistré ; l'accès API reste à construire." }),
};

export const PreferencesSchema = registry.register(
  'Preferences',
  z
    .object({
      notifications: z.object(notificationShape),
      appearance: z.object(appearanceShape),
      security: z.object(securityShape),
    })
    .openapi({
      description:
        "Les préférences de l'utilisateur, complétées par les valeurs par défaut (voir docs/areas/settings.md#preferences).",
    }),
);

/** A partial nested update: absent keys keep their value; unknown keys or values are refused. */
export const UpdatePreferencesBody = z
  .object({
    notifications: z.object(notificationShape).partial().strict().optional(),
    appearance: z.object(appearanceShape).partial().strict().optional(),
    security: z.object(securityShape).partial().strict().optional(),
  })
  .strict()
  .openapi({ description: 'Préférences à modifier ; une clé absente garde sa valeur.' });

export const PreferencesResponse = z.object({ preferences: PreferencesSchema });

export const UpdateProfileBody = z
  .object({
    firstName: requiredText(MESSAGES.firstNameRequired),
    lastName: requiredText(MESSAGES.lastNameRequired),
    email: email(MESSAGES.emailRequired, MESSAGES.emailInvalid),
    phone: text(INPUT_LIMITS.shortText, undefined, { trim: true })
      .nullable()
      .optional()
      .transform((v) => (v ? v : null))
      .openapi({ description: 'Vide, null ou absent : aucun téléphone.' }),
  })
  .strict();

export const ProfileResponse = z.object({ user: UserSchema });

export const ChangePasswordBody = z
  .object({
    currentPassword: password(SETTINGS_MESSAGES.currentPasswordRequired),
    newPassword: password(MESSAGES.passwordRequired).min(
      SIGNUP_PASSWORD_MIN_LENGTH,
      MESSAGES.passwordTooShort,
    ),
  })
  .strict();

/** A new token: the ones issued before the change are refused. */
export const ChangePasswordResponse = z.object({ token: z.string(), user: UserSchema });

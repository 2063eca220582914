/**
 * A user's preferences, their options and defaults (docs/areas/settings.md#preferences). The
 * original kept them in the browser; we store them on the server per user so they follow him to any
 * device.
 */
import { TEMPERATURE_UNITS, type TemperatureUnit } from './setup.ts';

// Values are enum-safe (the graph's enums carry them as they are); labels are what users read.
export const THEMES = ['LIGHT', 'DARK'] as const;
export const LANGUAGES = ['FR', 'EN', 'ES'] as const;
export const TIME_ZONES = [
  'Europe/Paris',
  'Europe/London',
  'America/New_York',
  'America/Los_Angeles',
] as const;
export const DATE_FORMATS = ['DD_MM_YYYY', 'MM_DD_YYYY', 'YYYY_MM_DD'] as const;
/** Idle minutes before the session ends (docs/areas/settings.md#session-timeout). */
export const SESSION_TIMEOUTS = [15, 30, 60, 120, 480] as const;

export type Theme = (typeof THEMES)[number];
export type Language = (typeof LANGUAGES)[number];
export type TimeZone = (typeof TIME_ZONES)[number];
export type DateFormat = (typeof DATE_FORMATS)[number];
export type SessionTimeout = (typeof SESSION_TIMEOUTS)[number];

export const NOTIFICATION_KEYS = [
  'email',
  'push',
  'temperatureAlerts',
  'cleaningReminders',
  'equipmentAlerts',
  'dailyReport',
  'weeklyReport',
  'monthlyReport',
] as const;
export type NotificationKey = (typeof NOTIFICATION_KEYS)[number];

export interface Preferences {
  notifications: Record<NotificationKey, boolean>;
  appearance: {
    theme: Theme;
    language: Language;
    timezone: TimeZone;
    dateFormat: DateFormat;
    temperatureUnit: TemperatureUnit;
  };
  security: {
    twoFactor: boolean;
    sessionTimeout: SessionTimeout;
    loginAlerts: boolean;
    apiAccess: boolean;
  };
}

/**
 * Notifications on except daily and monthly reports; light, fr, Paris, DD/MM/YYYY, °C, 30 min
 * (docs/areas/settings.md#preferences).
 */
export const DEFAULT_PREFERENCES: Preferences = {
  notifications: {
    email: true,
    push: true,
    temperatureAlerts: true,
    cleaningReminders: true,
    equipmentAlerts: true,
    dailyReport: false,
    weeklyReport: true,
    monthlyReport: false,
  },
  appearance: {
    theme: 'LIGHT',
    language: 'FR',
    timezone: 'Europe/Paris',
    dateFormat: 'DD_MM_YYYY',
    temperatureUnit: 'CELSIUS',
  },
  security: {
    twoFactor: false,
    sessionTimeout: 30,
    loginAlerts: true,
    apiAccess: false,
  },
};

export const PREFERENCE_LABELS = {
  notifications: {
    email: 'Notifications par email',
    push: 'Notifications push',
    temperatureAlerts: 'Alertes de température',
    cleaningReminders: 'Rappels de nettoyage',
    equipmentAlerts: 'Alertes équipements',
    dailyReport: 'Rapport quotidien',
    weeklyReport: 'Rapport hebdomadaire',
    monthlyReport: 'Rapport mensuel',
  } satisfies Record<NotificationKey, string>,
  themes: { LIGHT: 'Clair', DARK: 'Sombre' } satisfies Record<Theme, string>,
  languages: { FR: 'Français', EN: 'English', ES: 'Español' } satisfies Record<Language, string>,
  dateFormats: {
    DD_MM_YYYY: 'DD/MM/YYYY',
    MM_DD_YYYY: 'MM/DD/YYYY',
    YYYY_MM_DD: 'YYYY-MM-DD',
  } satisfies Record<DateFormat, string>,
  timeZones: {
    'Europe/Paris': 'Europe/Paris',
    'Europe/London': 'Europe/London',
    'America/New_York': 'America/New_York',
    'America/Los_Angeles': 'America/Los_Angeles',
  } satisfies Record<TimeZone, string>,
  temperatureUnits: { CELSIUS: 'Celsius (°C)', FAHRENHEIT: 'Fahrenheit (°F)' } satisfies Record<
    TemperatureUnit,
    string
  >,
} as const;

export { TEMPERATURE_UNITS };

/**
 * Stored preferences completed with the defaults: a stored value that is no longer an option
 * (an option removed since) falls back to its default instead of breaking the screen.
 */
export function withDefaults(stored: unknown): Preferences {
  const s = (typeof stored === 'object' && stored !== null ? stored : {}) as Record<
    string,
    Record<string, unknown> | undefined
  >;
  const pick = <T>(value: unknown, options: readonly T[], fallback: T): T =>
    options.includes(value as T) ? (value as T) : fallback;
  const bool = (value: unknown, fallback: boolean) =>
    typeof value === 'boolean' ? value : fallback;
  const d = DEFAULT_PREFERENCES;
  const n = s.notifications ?? {};
  const a = s.appearance ?? {};
  const sec = s.security ?? {};
  return {
    notifications: Object.fromEntries(
      NOTIFICATION_KEYS.map((key) => [key, bool(n[key], d.notifications[key])]),
    ) as Record<NotificationKey, boolean>,
    appearance: {
      theme: pick(a.theme, THEMES, d.appearance.theme),
      language: pick(a.language, LANGUAGES, d.appearance.language),
      timezone: pick(a.timezone, TIME_ZONES, d.appearance.timezone),
      dateFormat: pick(a.dateFormat, DATE_FORMATS, d.appearance.dateFormat),
      temperatureUnit: pick(a.temperatureUnit, TEMPERATURE_UNITS, d.appearance.temperatureUnit),
    },
    security: {
      twoFactor: bool(sec.twoFactor, d.security.twoFactor),
      sessionTimeout: pick(sec.sessionTimeout, SESSION_TIMEOUTS, d.security.sessionTimeout),
      loginAlerts: bool(sec.loginAlerts, d.security.loginAlerts),
      apiAccess: bool(sec.apiAccess, d.security.apiAccess),
    },
  };
}

export const SETTINGS_MESSAGES = {
  currentPasswordRequired: 'Le mot de passe actuel est requis',
  currentPasswordWrong: 'Mot de passe actuel incorrect',
  newPasswordSame: "Le nouveau mot de passe doit être différent de l'actuel",
  emailTaken: 'Un compte existe déjà avec cet email',
  profileSaved: 'Profil mis à jour',
  passwordChanged: 'Mot de passe modifié',
  preferencesSaved: 'Préférences enregistrées',
  sessionExpired: (minutes: number) =>
    `Votre session a expiré après ${minutes} minutes d'inactivité. Veuillez vous reconnecter.`,
} as const;

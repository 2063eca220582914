// Contract of the clock-in kiosk (docs/areas/planning.md#the-kiosk): the devices a manager
// authorises, and the routes the tablet calls with its device token.
import { PLANNING_MESSAGES as P } from '@bo/domain';
import { id, requiredText, text } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

/** The gestures of the kiosk, in the order of a day. */
export const KIOSK_ACTIONS = ['CLOCK_IN', 'BREAK_START', 'BREAK_END', 'CLOCK_OUT'] as const;
export type KioskAction = (typeof KIOSK_ACTIONS)[number];
export const KIOSK_PRESENCES = ['OFF', 'WORKING', 'ON_BREAK'] as const;
export type KioskPresence = (typeof KIOSK_PRESENCES)[number];

export const KIOSK_LIMITS = { label: 80, pin: 20 } as const;

export const KIOSK_MESSAGES = {
  deviceNotFound: 'Badgeuse introuvable',
  labelRequired: 'Le nom de la badgeuse est requis',
  pinRequired: 'Le code PIN est requis',
  actionInvalid: 'Geste inconnu (CLOCK_IN, BREAK_START, BREAK_END ou CLOCK_OUT)',
  tokenRequired: "Cette tablette n'est pas une badgeuse autorisée",
  tokenInvalid:
    "Cette badgeuse n'est plus autorisée : demandez à un responsable de l'autoriser à nouveau",
  wrongPin: P.wrongPin,
  tooManyPinAttempts: P.tooManyPinAttempts,
  alreadyClockedIn: P.alreadyClockedIn,
  notClockedIn: P.notClockedIn,
  alreadyOnBreak: P.alreadyOnBreak,
  notOnBreak: P.notOnBreak,
  onBreakCannotClockOut: P.onBreakCannotClockOut,
  /** A shift left open for more than a day: only the clock-out, capped, is offered. */
  shiftTooOld:
    'Votre arrivée date de plus de 24 h : badgez votre départ, votre responsable corrigera les heures',
} as const;
const M = KIOSK_MESSAGES;

export const KioskDevice = registry.register(
  'KioskDevice',
  z.object({
    id: z.number().int(),
    restaurantId: z.number().int(),
    label: z.string(),
    createdById: z.number().int().nullable(),
    createdAt: Timestamp,
    lastUsedAt: Timestamp.nullable(),
    revokedAt: Timestamp.nullable().openapi({
      description: 'null tant que la badgeuse est autorisée.',
    }),
  }),
);
export type KioskDevice = z.infer<typeof KioskDevice>;

export const CreateKioskDeviceBody = z.object({
  restaurantId: id(),
  label: requiredText(M.labelRequired, KIOSK_LIMITS.label).openapi({
    example: 'Tablette du comptoir',
  }),
});

export const KioskDeviceTokenResponse = z.object({
  device: KioskDevice,
  token: z.string().openapi({
    description:
      'Le jeton de la badgeuse (Authorization: Bearer), montré cette fois seulement : seule son empreinte est gardée.',
  }),
});
export const KioskDeviceResponse = z.object({ device: KioskDevice });
export const KioskDevicesResponse = z.object({ devices: z.array(KioskDevice) });

export const KioskMeResponse = z.object({
  deviceId: z.number().int(),
  label: z.string(),
  restaurantId: z.number().int(),
  restaurantName: z.string(),
  timeZone: z.string(),
});

const pin = text(KIOSK_LIMITS.pin, M.pinRequired)
  .min(1, M.pinRequired)
  .openapi({ description: "Le code PIN de l'employé, tel que tapé.", example: '1234' });

export const KioskIdentifyBody = z.object({ pin });
export const KioskClockBody = z.object({
  pin,
  action: z.enum(KIOSK_ACTIONS, { error: M.actionInvalid }),
});

export const KioskEmployee = registry.register(
  'KioskEmployee',
  z.object({
    firstName: z.string(),
    lastNameInitial: z.string().openapi({ description: "L'initiale du nom seulement." }),
    presence: z.enum(KIOSK_PRESENCES),
    since: Timestamp.nullable(),
    plannedStart: Timestamp.nullable(),
    plannedEnd: Timestamp.nullable(),
    actions: z.array(z.enum(KIOSK_ACTIONS)),
  }),
);
export type KioskEmployee = z.infer<typeof KioskEmployee>;

export const KioskIdentifyResponse = z.object({ employee: KioskEmployee });
export const KioskClockResponse = z.object({
  action: z.enum(KIOSK_ACTIONS),
  at: Timestamp,
  message: z.string(),
  employee: KioskEmployee,
});

/** The kiosk routes' security: a device token, never a user's. */
export const kioskSecurity = [{ kioskToken: [] }];
registry.registerComponent('securitySchemes', 'kioskToken', {
  type: 'http',
  scheme: 'bearer',
  description: 'Jeton de badgeuse (kd_…), délivré par POST /api/kiosk-devices.',
});

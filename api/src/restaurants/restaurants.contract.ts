import {
  DELIVERY_DELAY_DAYS_MAX,
  DELIVERY_FLAGS,
  MESSAGES,
  MIN_ORDER_AMOUNT_MAX,
  WEEKDAYS,
} from '@bo/domain';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';
import {
  emptyOrEmail,
  INPUT_LIMITS,
  integer,
  number,
  requiredText,
  text,
} from '../contract/primitives.ts';

export const WeekdaySchema = z.enum(WEEKDAYS).openapi('Weekday');

const deliveryFlags = Object.fromEntries(DELIVERY_FLAGS.map((f) => [f, z.boolean()])) as Record<
  (typeof DELIVERY_FLAGS)[number],
  z.ZodBoolean
>;

export const RestaurantSchema = registry.register(
  'Restaurant',
  z.object({
    id: z.number().int(),
    enseigneId: z.number().int(),
    name: z.string(),
    address: z.string(),
    phone: z.string().nullable(),
    email: z.string().nullable(),
    isLab: z.boolean(),
    minOrderAmount: z
      .number()
      .nullable()
      .openapi({ description: 'Minimum de commande, en euros.' }),
    deliveryDelayDays: z.number().int().nullable(),
    ...deliveryFlags,
    deliveryDays: z
      .array(WeekdaySchema)
      .openapi({ description: 'Jours de livraison, lundi en premier.' }),
    timeZone: z.string().openapi({
      description:
        'Fuseau horaire IANA du restaurant : ses journées (filtres par jour des relevés) y sont comptées.',
      example: 'Europe/Paris',
    }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type Restaurant = z.infer<typeof RestaurantSchema>;

const optionalText = text(INPUT_LIMITS.shortText, undefined, { trim: true })
  .transform((v) => (v === '' ? null : v))
  .nullable()
  .optional();

const restaurantFields = {
  name: requiredText(MESSAGES.restaurantNameRequired),
  address: requiredText(MESSAGES.restaurantAddressRequired),
  phone: optionalText,
  email: emptyOrEmail()
    .transform((v) => (v === '' ? null : v.toLowerCase()))
    .nullable()
    .optional(),
  isLab: z.boolean().optional(),
  minOrderAmount: number(
    0,
    MIN_ORDER_AMOUNT_MAX,
    MESSAGES.minOrderAmountInvalid,
    MESSAGES.minOrderAmountTooHigh,
  )
    .nullable()
    .optional(),
  deliveryDelayDays: integer(
    0,
    DELIVERY_DELAY_DAYS_MAX,
    MESSAGES.deliveryDelayInvalid,
    MESSAGES.deliveryDelayTooLong,
  )
    .nullable()
    .optional(),
  ...Object.fromEntries(DELIVERY_FLAGS.map((f) => [f, z.boolean().optional()])),
};

export const CreateRestaurantBody = z.object(restaurantFields).strict();
export const UpdateRestaurantBody = z
  .object(restaurantFields)
  .partial()
  .strict()
  .openapi({ description: 'Champs à modifier ; les champs absents sont inchangés.' });

export const RestaurantsResponse = z.object({ restaurants: z.array(RestaurantSchema) });
export const RestaurantResponse = z.object({ restaurant: RestaurantSchema });

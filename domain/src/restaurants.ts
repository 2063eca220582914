/** Delivery days of a laboratory: seven flags on the restaurant, Monday first. */
export const WEEKDAYS = [
  'MONDAY',
  'TUESDAY',
  'WEDNESDAY',
  'THURSDAY',
  'FRIDAY',
  'SATURDAY',
  'SUNDAY',
] as const;
export type Weekday = (typeof WEEKDAYS)[number];

export const DELIVERY_FLAGS = [
  'mondayDelivery',
  'tuesdayDelivery',
  'wednesdayDelivery',
  'thursdayDelivery',
  'fridayDelivery',
  'saturdayDelivery',
  'sundayDelivery',
] as const;
export type DeliveryFlag = (typeof DELIVERY_FLAGS)[number];
export type DeliveryFlags = Record<DeliveryFlag, boolean>;

/** Short labels of the delivery-day toggles (Lun to Dim). */
export const WEEKDAY_SHORT_LABELS: Record<Weekday, string> = {
  MONDAY: 'Lun',
  TUESDAY: 'Mar',
  WEDNESDAY: 'Mer',
  THURSDAY: 'Jeu',
  FRIDAY: 'Ven',
  SATURDAY: 'Sam',
  SUNDAY: 'Dim',
};

export function deliveryDaysOf(flags: DeliveryFlags): Weekday[] {
  return WEEKDAYS.filter((_, i) => flags[DELIVERY_FLAGS[i]!]);
}

export function deliveryFlagsOf(days: readonly Weekday[]): DeliveryFlags {
  return Object.fromEntries(
    DELIVERY_FLAGS.map((flag, i) => [flag, days.includes(WEEKDAYS[i]!)]),
  ) as DeliveryFlags;
}

/**
 * The seven delivery flags of a record that has them among other fields (a restaurant's or a
 * supplier's row, an answer); a missing or null flag reads as no delivery that day.
 */
export function pickDeliveryFlags(
  record: Partial<Record<DeliveryFlag, boolean | null>>,
): DeliveryFlags {
  return Object.fromEntries(
    DELIVERY_FLAGS.map((flag) => [flag, Boolean(record[flag])]),
  ) as DeliveryFlags;
}

/** Fields that only make sense for a laboratory: dropped from a payload when isLab is off. */
export const LAB_ONLY_FIELDS = ['minOrderAmount', 'deliveryDelayDays', ...DELIVERY_FLAGS] as const;

/** Default minimum order amount of a laboratory, in euros. */
export const DEFAULT_MIN_ORDER_AMOUNT = 0;

/**
 * The restaurant picker's order: non-laboratories alphabetically (French collation), then
 * laboratories alphabetically.
 */
export function sortForPicker<T extends { name: string; isLab: boolean }>(list: readonly T[]): T[] {
  const byName = (a: T, b: T) => a.name.localeCompare(b.name, 'fr', { sensitivity: 'base' });
  return [
    ...list.filter((r) => !r.isLab).sort(byName),
    ...list.filter((r) => r.isLab).sort(byName),
  ];
}

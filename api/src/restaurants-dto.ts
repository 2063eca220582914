// A restaurant as every answer shows it (restaurants, labs, suppliers, purchase orders, the
// dashboard), so they all read it the same way.
import { deliveryDaysOf, pickDeliveryFlags } from '@bo/domain';
import type { Restaurant } from './restaurants/restaurants.contract.ts';
import type { RestaurantRow } from './db/schema.ts';

export function toRestaurantDto(row: RestaurantRow): Restaurant {
  const flags = pickDeliveryFlags(row);
  return {
    id: row.id,
    enseigneId: row.enseigneId,
    name: row.name,
    address: row.address,
    phone: row.phone,
    email: row.email,
    isLab: row.isLab,
    minOrderAmount: row.minOrderAmount,
    deliveryDelayDays: row.deliveryDelayDays,
    ...flags,
    deliveryDays: deliveryDaysOf(flags),
    timeZone: row.timeZone,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

const collator = new Intl.Collator('fr', { sensitivity: 'base', numeric: true });
// Sorted here rather than by ORDER BY: the database's collation differs between PGlite and a
// Postgres server ("C" puts "École" after "Zinc"); a chain's restaurants (and suppliers) are few.
export const byName = (a: { name: string; id: number }, b: { name: string; id: number }) =>
  collator.compare(a.name, b.name) || a.id - b.id;

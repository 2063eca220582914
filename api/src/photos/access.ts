import { and, eq, exists, not, or, type SQL } from 'drizzle-orm';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import {
  cleaningRecordPhotos,
  cleaningRecords,
  coolingRecords,
  heatingRecords,
  oilRecords,
  photos,
  products,
  recipes,
  restaurants,
  temperatureReadings,
  traceabilityRecords,
} from '../db/schema.ts';
import { visibleRestaurants } from '../tenancy.ts';

/** The logs that hold a photo in a `photo_id` column. */
const WITH_ONE_PHOTO = [
  temperatureReadings,
  coolingRecords,
  heatingRecords,
  traceabilityRecords,
  oilRecords,
] as const;

/**
 * The photos `user` may see (issue 9, item 10): a photo is as private as the records it
 * illustrates, so it is visible through a record of a restaurant the user sees (a MANAGER only
 * his restaurants'), and, while no record names it yet, to its uploader alone — the id is
 * sequential, so "same chain" would let anyone read a photo taken elsewhere. `restaurants` is
 * joined so the scope is visibleRestaurants', the one rule for every read. A product's photo is
 * the chain's, like the catalogue.
 */
export function visiblePhotos(db: Db, user: AuthUser): SQL {
  const named = (scoped: boolean): SQL[] => [
    ...WITH_ONE_PHOTO.map((log) =>
      exists(
        db
          .select({ one: log.id })
          .from(log)
          .innerJoin(restaurants, eq(restaurants.id, log.restaurantId))
          .where(and(eq(log.photoId, photos.id), scoped ? visibleRestaurants(user) : undefined)),
      ),
    ),
    exists(
      db
        .select({ one: cleaningRecordPhotos.photoId })
        .from(cleaningRecordPhotos)
        .innerJoin(cleaningRecords, eq(cleaningRecords.id, cleaningRecordPhotos.cleaningRecordId))
        .innerJoin(restaurants, eq(restaurants.id, cleaningRecords.restaurantId))
        .where(
          and(
            eq(cleaningRecordPhotos.photoId, photos.id),
            scoped ? visibleRestaurants(user) : undefined,
          ),
        ),
    ),
    // A product's photo: the catalogue is the chain's, read by every role (docs/areas/catalogue.md#roles).
    exists(
      db
        .select({ one: products.id })
        .from(products)
        .where(and(eq(products.photoId, photos.id), eq(products.enseigneId, user.enseigneId))),
    ),
    // A recipe's photo, the same way: recipes are the chain's, read by every role.
    exists(
      db
        .select({ one: recipes.id })
        .from(recipes)
        .where(and(eq(recipes.photoId, photos.id), eq(recipes.enseigneId, user.enseigneId))),
    ),
  ];
  return and(
    eq(photos.enseigneId, user.enseigneId),
    or(...named(true), and(eq(photos.uploadedById, user.id), not(or(...named(false))!))),
  )!;
}

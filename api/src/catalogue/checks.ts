// The catalogue's checks shared by several route files (the products', packagings' and
// conversions', the stock's, the inventories' and the recipes'): one lookup of a product, one rule
// for a packaging's unit, one for the associations a product or a recipe names.
import {
  CATALOGUE_MESSAGES as C,
  packagingUnitError,
  type ProductUnits,
  type Unit,
} from '@bo/domain';
import { PRODUCT_MESSAGES as M, type Packaging } from './products.contract.ts';
import {
  chainRestaurantsAmong,
  chainStorageSpacesAmong,
  chainTagsAmong,
  findChainProduct,
  type Associations,
  type ProductRow,
} from './products.queries.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { invalidField, notFound } from '../http/errors.ts';

/**
 * The chain's product, else 404 in a path or, given a body's `field`, 400 under it (another
 * chain's id looks like no id).
 */
export async function requireChainProduct(
  db: Db | Tx,
  user: AuthUser,
  id: number,
  field?: string,
): Promise<ProductRow> {
  const row = await findChainProduct(db, user, id);
  if (!row) throw field ? invalidField(field, C.productNotFound) : notFound(C.productNotFound);
  return row;
}

/**
 * 400 under `field` when the domain refuses a packaging's unit (STORAGE family, missing rule): the
 * check of every packaging written, a product's storage one included.
 */
export function assertPackagingUnit(
  field: string,
  type: Packaging['type'],
  unit: Unit,
  units: ProductUnits,
): void {
  const error = packagingUnitError(type, unit, units);
  if (error) throw invalidField(field, error);
}

/** 400 under the field when an id names no row of the chain (another chain's included). */
export async function assertAssociations(
  db: Db,
  user: AuthUser,
  input: Associations,
): Promise<void> {
  const unknown = async (
    field: 'restaurantIds' | 'tagIds' | 'storageSpaceIds',
    message: string,
    known: (ids: number[]) => Promise<{ id: number }[]>,
  ) => {
    const wanted = new Set(input[field] ?? []);
    if (wanted.size === 0) return;
    const found = new Set((await known(input[field]!)).map((row) => row.id));
    if ([...wanted].some((id) => !found.has(id))) throw invalidField(field, message);
  };
  await unknown('restaurantIds', M.restaurantUnknown, (ids) =>
    chainRestaurantsAmong(db, user, ids),
  );
  await unknown('tagIds', M.tagUnknown, (ids) => chainTagsAmong(db, user, ids));
  await unknown('storageSpaceIds', M.storageSpaceUnknown, (ids) =>
    chainStorageSpacesAmong(db, user, ids),
  );
}

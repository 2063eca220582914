// The products' packagings' queries and their REST shape, for packagings.routes.ts and the product
// sheets (an article's SUPPLIER packagings are the articles').
import { and, asc, eq } from 'drizzle-orm';
import type { Packaging, PackagingBody } from './products.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { z } from '../contract/registry.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import { packagings, products, type PackagingRow, type ProductRow } from '../db/schema.ts';

export const toPackagingDto = (row: PackagingRow): Packaging => ({
  id: row.id,
  productId: row.productId!,
  type: row.type as Packaging['type'],
  name: row.name,
  sourceQuantity: row.sourceQuantity,
  sourceUnit: row.sourceUnit,
});

/** A packaging of one of the chain's products with its product, or undefined. */
export async function findChainPackaging(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<{ packaging: PackagingRow; product: ProductRow } | undefined> {
  const [row] = await db
    .select({ packaging: packagings, product: products })
    .from(packagings)
    .innerJoin(products, eq(products.id, packagings.productId))
    .where(and(eq(packagings.id, id), eq(products.enseigneId, user.enseigneId)));
  return row;
}

/** A packaging of the product, or undefined (another product's is not one). */
export async function findProductPackaging(
  db: Db | Tx,
  productId: number,
  id: number,
): Promise<PackagingRow | undefined> {
  const [row] = await db
    .select()
    .from(packagings)
    .where(and(eq(packagings.id, id), eq(packagings.productId, productId)));
  return row;
}

/** A product's packagings, by type then as added. */
export async function listPackagings(db: Db, productId: number): Promise<Packaging[]> {
  const rows = await db
    .select()
    .from(packagings)
    .where(eq(packagings.productId, productId))
    .orderBy(asc(packagings.type), asc(packagings.id));
  return rows.map(toPackagingDto);
}

type PackagingValues = z.output<typeof PackagingBody>;

export async function insertPackaging(
  tx: Tx,
  productId: number,
  values: PackagingValues,
): Promise<Packaging> {
  const [inserted] = await tx
    .insert(packagings)
    .values({ productId, ...values })
    .returning();
  return toPackagingDto(inserted!);
}

export async function updatePackaging(
  tx: Tx,
  id: number,
  values: Partial<PackagingValues>,
): Promise<Packaging> {
  const [updated] = await tx
    .update(packagings)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(packagings.id, id))
    .returning();
  return toPackagingDto(updated!);
}

export async function deletePackaging(db: Db, id: number): Promise<void> {
  await db.delete(packagings).where(eq(packagings.id, id));
}

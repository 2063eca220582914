// The conversion rules' queries: a product's rules, the units its packagings count in (what a
// rule is in use for) and the product's lock that serializes the writes checked against them, for
// conversion-rules.routes.ts, packagings.routes.ts and the product sheets.
import { and, asc, eq, inArray } from 'drizzle-orm';
import { canDeleteConversion, ruleFactor, type ProductUnits, type Unit } from '@bo/domain';
import type { ConversionRule, ConversionRuleBody } from './products.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import type { z } from '../contract/registry.ts';
import type { Db } from '../db/index.ts';
import type { Tx } from '../db/tx.ts';
import {
  articles,
  conversionRules,
  packagings,
  products,
  type ConversionRuleRow as RuleRow,
  type ProductRow,
} from '../db/schema.ts';

export type { RuleRow };

/** A rule of one of the chain's products, with its product, or undefined. */
export async function findChainRule(
  db: Db,
  user: AuthUser,
  id: number,
): Promise<{ rule: RuleRow; product: ProductRow } | undefined> {
  const [row] = await db
    .select({ rule: conversionRules, product: products })
    .from(conversionRules)
    .innerJoin(products, eq(products.id, conversionRules.productId))
    .where(and(eq(conversionRules.id, id), eq(products.enseigneId, user.enseigneId)));
  return row;
}

export const rulesOf = (db: Db | Tx, productId: number) =>
  db
    .select()
    .from(conversionRules)
    .where(eq(conversionRules.productId, productId))
    .orderBy(asc(conversionRules.id));

/** The rules of several products, by id, in one query: each product's by id. */
export async function rulesOfProducts(db: Db, ids: number[]): Promise<Map<number, RuleRow[]>> {
  const rows = await db
    .select()
    .from(conversionRules)
    .where(inArray(conversionRules.productId, ids))
    .orderBy(asc(conversionRules.id));
  return new Map(ids.map((id) => [id, rows.filter((rule) => rule.productId === id)]));
}

/**
 * The product's units as the domain's rules read them. Read inside the write's transaction with
 * the product row locked, so two concurrent writes cannot both pass the 2-conversion limit.
 */
export async function lockedUnits(
  tx: Tx,
  product: ProductRow,
): Promise<ProductUnits & { rules: RuleRow[] }> {
  await tx
    .select({ id: products.id })
    .from(products)
    .where(eq(products.id, product.id))
    .for('update');
  const rules = await rulesOf(tx, product.id);
  return { baseUnit: product.baseUnit, conversionRules: rules, rules };
}

/** Every unit a packaging of the product counts in: its own and its articles' SUPPLIER ones. */
export async function packagingUnitsOf(db: Db | Tx, productId: number): Promise<Unit[]> {
  return (await packagingUnitsOfProducts(db, [productId])).get(productId) ?? [];
}

/** The same for several products, in two queries: the units by product id. */
export async function packagingUnitsOfProducts(
  db: Db | Tx,
  productIds: number[],
): Promise<Map<number, Unit[]>> {
  const units = new Map<number, Unit[]>(productIds.map((id) => [id, []]));
  if (productIds.length === 0) return units;
  const [own, ofArticles] = await Promise.all([
    db
      .select({ productId: packagings.productId, unit: packagings.sourceUnit })
      .from(packagings)
      .where(inArray(packagings.productId, productIds)),
    db
      .select({ productId: articles.productId, unit: packagings.sourceUnit })
      .from(packagings)
      .innerJoin(articles, eq(articles.id, packagings.articleId))
      .where(inArray(articles.productId, productIds)),
  ]);
  for (const row of [...own, ...ofArticles]) units.get(row.productId!)?.push(row.unit);
  return units;
}

/**
 * A rule as answered, with `inUse` from the product's packaging units: the very test its DELETE
 * applies (canDeleteConversion), so the screen's disabled button and the 409 never disagree.
 */
export const toConversionRuleDto = (row: RuleRow, packagingUnits: Unit[]): ConversionRule => ({
  id: row.id,
  productId: row.productId,
  sourceQuantity: row.sourceQuantity,
  sourceUnit: row.sourceUnit,
  targetQuantity: row.targetQuantity,
  targetUnit: row.targetUnit,
  factor: ruleFactor(row),
  notes: row.notes,
  isActive: row.isActive,
  inUse: !canDeleteConversion(row, packagingUnits),
});

/** The product's rules as answered after a write (inUse read again). */
export async function ruleDto(db: Db | Tx, row: RuleRow): Promise<ConversionRule> {
  return toConversionRuleDto(row, await packagingUnitsOf(db, row.productId));
}

/** A product's rules as answered, in the order they were added. */
export async function listConversionRules(db: Db, productId: number): Promise<ConversionRule[]> {
  const [rules, units] = await Promise.all([
    rulesOf(db, productId),
    packagingUnitsOf(db, productId),
  ]);
  return rules.map((rule) => toConversionRuleDto(rule, units));
}

type RuleValues = z.output<typeof ConversionRuleBody>;

export async function insertConversionRule(
  tx: Tx,
  productId: number,
  values: RuleValues,
): Promise<RuleRow> {
  const [inserted] = await tx
    .insert(conversionRules)
    .values({ productId, ...values, isActive: values.isActive ?? true })
    .returning();
  return inserted!;
}

export async function updateConversionRule(
  tx: Tx,
  id: number,
  values: Partial<RuleValues>,
): Promise<RuleRow> {
  const [updated] = await tx
    .update(conversionRules)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(conversionRules.id, id))
    .returning();
  return updated!;
}

export async function deleteConversionRule(tx: Tx, id: number): Promise<void> {
  await tx.delete(conversionRules).where(eq(conversionRules.id, id));
}

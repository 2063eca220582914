// The products' queries: the chain's products, their sheets and costs, for products.routes.ts (which
// keeps the access, the checks and the statuses) and for the stock and recipes that read them.
import { asc, inArray } from 'drizzle-orm';
import {
  productCost,
  type ArticleCost as DomainArticleCost,
  type PreferredSupplier,
} from '@bo/domain';
import type { ProductCost } from './products.contract.ts';
import type { Db } from '../db/index.ts';
import {
  articles,
  packagings,
  type ConversionRuleRow as RuleRow,
  type ProductRow,
} from '../db/schema.ts';

/**
 * The cost of each product per base unit (docs/areas/catalogue.md#cost-per-base-unit): the
 * domain's productCost over its articles (by id: the first wins a tie) and its rules. Two queries
 * whatever the number of products.
 */
export async function costsOf(
  db: Db,
  rows: ProductRow[],
  rulesByProduct: Map<number, RuleRow[]>,
): Promise<Map<number, ProductCost>> {
  const ids = rows.map((row) => row.id);
  const articleRows = await db
    .select()
    .from(articles)
    .where(inArray(articles.productId, ids))
    .orderBy(asc(articles.id));
  const packagingRows = articleRows.length
    ? await db
        .select()
        .from(packagings)
        .where(
          inArray(
            packagings.articleId,
            articleRows.map((a) => a.id),
          ),
        )
        .orderBy(asc(packagings.id))
    : [];
  const asId = (value: string | number | null): number | null =>
    value === null ? null : Number(value);
  return new Map(
    rows.map((row) => {
      const preferred: PreferredSupplier | null =
        row.preferredSupplierId !== null
          ? { supplierId: row.preferredSupplierId }
          : row.preferredLabId !== null
            ? { labId: row.preferredLabId }
            : null;
      const cost = productCost(
        { baseUnit: row.baseUnit, conversionRules: rulesByProduct.get(row.id) ?? [] },
        articleRows
          .filter((article) => article.productId === row.id)
          .map((article) => ({
            ...article,
            packagings: packagingRows.filter((p) => p.articleId === article.id),
          })),
        preferred,
      );
      const articleCostDto = (c: DomainArticleCost | null) =>
        c && {
          articleId: Number(c.articleId),
          supplierId: asId(c.supplierId),
          labId: asId(c.labId),
          costPerBaseUnit: c.costPerBaseUnit,
        };
      return [
        row.id,
        {
          costPerBaseUnit: (cost.preferred ?? cost.cheapest)?.costPerBaseUnit ?? null,
          cheapest: articleCostDto(cost.cheapest),
          preferred: articleCostDto(cost.preferred),
          missing: cost.missing.map((gap) => ({
            reason: gap.reason,
            articleId: 'articleId' in gap ? Number(gap.articleId) : null,
            unit: 'unit' in gap ? gap.unit : null,
          })),
        },
      ];
    }),
  );
}

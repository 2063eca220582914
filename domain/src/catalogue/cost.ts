/**
 * A product's cost per base unit (docs/areas/catalogue.md#cost-per-base-unit): each article's
 * price (before VAT) divided by its supplier packaging counted in the product's base unit, through
 * the table and the product's rules; the cheapest article's, and a preferred supplier's when one is
 * chosen. What keeps an article out of the reckoning is returned with it, so a screen can say what
 * to fill in.
 */
import type { Unit } from '../catalogue-enums.ts';
import { toBaseQuantity, type ProductUnits } from './conversions.ts';
import { DEFAULT_PACKAGING } from './packagings.ts';
import { tidy, UNIT_DISPLAY } from './units.ts';

type Id = string | number;

export interface CostArticle {
  id: Id;
  /** Euros before VAT for one supplier packaging; null when not priced. */
  price: number | null | undefined;
  /** An external supplier's article carries supplierId, a laboratory's labId. */
  supplierId?: Id | null;
  labId?: Id | null;
  packagings: readonly { type?: string | null; sourceQuantity: number; sourceUnit: Unit }[];
}

/** Whose articles the cost prefers: an external supplier or a laboratory. */
export type PreferredSupplier = { supplierId: Id } | { labId: Id };

export interface ArticleCost {
  articleId: Id;
  supplierId: Id | null;
  labId: Id | null;
  /** Euros before VAT per base unit (per gram, millilitre or piece), not rounded. */
  costPerBaseUnit: number;
}

export type CostGap =
  | { reason: 'NO_ARTICLE' }
  | { reason: 'NO_PRICE'; articleId: Id }
  | { reason: 'NO_PACKAGING'; articleId: Id }
  | { reason: 'NO_CONVERSION'; articleId: Id; unit: Unit }
  | { reason: 'NO_PREFERRED_ARTICLE' };

export interface ProductCost {
  baseUnit: Unit;
  /** The lowest cost among the articles that can be costed; null when none can. */
  cheapest: ArticleCost | null;
  /** The preferred supplier's lowest; null without a preference or when none of its articles can be costed. */
  preferred: ArticleCost | null;
  /** Why each article left out could not be costed, and whether anything at all was missing. */
  missing: CostGap[];
}

/** The packaging an article is bought by: its SUPPLIER packaging, else 'Unité' 1 for a product in pieces. */
function boughtBy(
  article: CostArticle,
  product: ProductUnits,
): { sourceQuantity: number; sourceUnit: Unit } | null {
  const packaging = article.packagings.find((p) => (p.type ?? 'SUPPLIER') === 'SUPPLIER');
  if (packaging) return packaging;
  // 'Unité' names no unit: it is one piece, and says nothing of a weight or a volume.
  return product.baseUnit === 'PIECE'
    ? { sourceQuantity: DEFAULT_PACKAGING.sourceQuantity, sourceUnit: 'PIECE' }
    : null;
}

/** One article's cost per base unit, or why it has none. */
export function articleCost(article: CostArticle, product: ProductUnits): ArticleCost | CostGap {
  const { price } = article;
  if (price === null || price === undefined || !Number.isFinite(price) || price < 0) {
    return { reason: 'NO_PRICE', articleId: article.id };
  }
  const packaging = boughtBy(article, product);
  if (!packaging || !(packaging.sourceQuantity > 0)) {
    return { reason: 'NO_PACKAGING', articleId: article.id };
  }
  const base = toBaseQuantity(packaging.sourceQuantity, packaging.sourceUnit, product);
  if (base === null) {
    return { reason: 'NO_CONVERSION', articleId: article.id, unit: packaging.sourceUnit };
  }
  if (!(base > 0)) return { reason: 'NO_PACKAGING', articleId: article.id };
  return {
    articleId: article.id,
    supplierId: article.supplierId ?? null,
    labId: article.labId ?? null,
    costPerBaseUnit: tidy(price / base),
  };
}

const isCost = (value: ArticleCost | CostGap): value is ArticleCost => 'costPerBaseUnit' in value;

const cheapestOf = (costs: readonly ArticleCost[]): ArticleCost | null =>
  costs.reduce<ArticleCost | null>(
    (best, cost) => (best === null || cost.costPerBaseUnit < best.costPerBaseUnit ? cost : best),
    null,
  );

function fromPreferred(cost: ArticleCost, preferred: PreferredSupplier): boolean {
  return 'supplierId' in preferred
    ? cost.supplierId !== null && String(cost.supplierId) === String(preferred.supplierId)
    : cost.labId !== null && String(cost.labId) === String(preferred.labId);
}

export function productCost(
  product: ProductUnits,
  articles: readonly CostArticle[],
  preferred?: PreferredSupplier | null,
): ProductCost {
  const costs: ArticleCost[] = [];
  const missing: CostGap[] = [];
  if (articles.length === 0) missing.push({ reason: 'NO_ARTICLE' });
  for (const article of articles) {
    const result = articleCost(article, product);
    if (isCost(result)) costs.push(result);
    else missing.push(result);
  }
  let preferredCost: ArticleCost | null = null;
  if (preferred) {
    preferredCost = cheapestOf(costs.filter((cost) => fromPreferred(cost, preferred)));
    if (preferredCost === null) missing.push({ reason: 'NO_PREFERRED_ARTICLE' });
  }
  return {
    baseUnit: product.baseUnit,
    cheapest: cheapestOf(costs),
    preferred: preferredCost,
    missing,
  };
}

/** What a screen says of a gap. */
export function costGapText(gap: CostGap): string {
  switch (gap.reason) {
    case 'NO_ARTICLE':
      return 'Aucun article fournisseur pour ce produit';
    case 'NO_PRICE':
      return "Un article n'a pas de prix";
    case 'NO_PACKAGING':
      return "Un article n'a pas de conditionnement fournisseur";
    case 'NO_CONVERSION':
      return `Aucune règle de conversion pour l'unité ${UNIT_DISPLAY[gap.unit]}`;
    case 'NO_PREFERRED_ARTICLE':
      return "Le fournisseur préféré n'a aucun article chiffrable pour ce produit";
  }
}

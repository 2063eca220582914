// Contract of the articles routes (docs/areas/catalogue.md#articles; issue 11
// items 2, 5 and 7): the priced, packaged items bought from a supplier or a laboratory.
import {
  BASE_UNITS,
  CATALOGUE_MESSAGES,
  TEMPERATURE_CATEGORIES,
  UNITS,
  VAT_CODES,
  WEEKDAYS,
} from '@bo/domain';
import { Timestamp, PersonRef } from '../contract/common.ts';
import {
  limitParam,
  offsetParam,
  pageFields,
  PAGE_MAX_LIMIT,
  sortParams,
} from '../contract/paging.ts';
import {
  id,
  idList,
  INPUT_LIMITS,
  optionalText,
  requiredOr,
  requiredText,
  text,
} from '../contract/primitives.ts';
import { bothGiven, registry, z } from '../contract/registry.ts';

/**
 * Words of the article routes beyond the catalogue's (CATALOGUE_MESSAGES, shared with the forms),
 * shown as they are under the fields.
 */
export const ARTICLE_MESSAGES = {
  supplierNotFound: 'Fournisseur introuvable',
  labInvalid: 'Laboratoire invalide',
  labNotFound: 'Laboratoire introuvable',
  supplierOrLab: 'Indiquer un fournisseur ou un laboratoire, pas les deux',
  priceCents: 'Le prix a deux décimales au plus',
  priceTooHigh: 'Le prix dépasse le maximum admis',
  packagingsRequired: 'Le conditionnement fournisseur est requis',
  packagingTypeSupplier: 'Un article n’a que des conditionnements fournisseur (SUPPLIER)',
  quantityTooHigh: 'La quantité du conditionnement dépasse le maximum admis',
  restaurantInvalid: 'Identifiant de restaurant invalide',
  restaurantsUnknown: (ids: readonly number[]) => `Restaurant introuvable : ${ids.join(', ')}`,
  tagInvalid: 'Identifiant de tag invalide',
  tagsUnknown: (ids: readonly number[]) => `Tag introuvable : ${ids.join(', ')}`,
  packagingNotOfArticle: 'Conditionnement introuvable pour cet article',
  packagingsTwice:
    'Indiquer les conditionnements (packagings) ou les champs packaging…, pas les deux',
} as const;

/** Bounds of an article's numbers (the columns' precision). */
export const ARTICLE_LIMITS = {
  /** numeric(10, 2): eight digits before the comma. */
  priceMax: 99_999_999.99,
  quantityMin: 0.1,
  quantityMax: 1_000_000,
  /** An article is ordered in a few packagings at most (the forms send one). */
  packagingsMax: 10,
  /** Ids of one restaurants or tags list. */
  idsMax: 500,
} as const;

const M = ARTICLE_MESSAGES;
const C = CATALOGUE_MESSAGES;

/** `required` when the field is absent, `invalid` for anything else. */
/** A multiple of `step` (0.01 for cents, 0.1 for a packaging), within floating-point noise. */
export const isMultiple = (step: number) => (value: number) =>
  Math.abs(Math.round(value / step) * step - value) < 1e-9;

const price = z
  .number({ error: requiredOr(C.priceRequired, C.priceInvalid) })
  .min(0, C.priceInvalid)
  .max(ARTICLE_LIMITS.priceMax, M.priceTooHigh)
  .refine(isMultiple(0.01), M.priceCents)
  .openapi({ description: 'Prix HT en euros, deux décimales au plus.', example: 12.5 });

const vat = z.enum(VAT_CODES, { error: requiredOr(C.vatRequired, C.vatInvalid) });
const temperatureCategory = z.enum(TEMPERATURE_CATEGORIES, {
  error: C.temperatureCategoryInvalid,
});
const unit = z.enum(UNITS, { error: requiredOr(C.unitRequired, C.unitInvalid) });
const quantity = z
  .number({ error: requiredOr(C.quantityRequired, C.packagingQuantityMin) })
  .min(ARTICLE_LIMITS.quantityMin, C.packagingQuantityMin)
  .max(ARTICLE_LIMITS.quantityMax, M.quantityTooHigh)
  .refine(isMultiple(0.1), C.packagingQuantityStep);
const packagingName = optionalText(INPUT_LIMITS.shortText).openapi({
  description: 'Nom du conditionnement (« Carton de 6 ») ; vide ou absent : aucun.',
});
const supplierRef = optionalText(INPUT_LIMITS.shortText).openapi({
  description: 'La référence du fournisseur pour cet article (lignes de commande).',
});
/**
 * An optional text of an update: absent is unchanged (optionalText would make it null), empty or
 * null clears it.
 */
const changedText = (description: string) =>
  text(INPUT_LIMITS.shortText, undefined, { trim: true })
    .nullable()
    .optional()
    .transform((v) => (v === undefined ? undefined : v || null))
    .openapi({ description });

const ids = (message: string) =>
  z
    .array(id(message, message), { error: message })
    .max(ARTICLE_LIMITS.idsMax, `${ARTICLE_LIMITS.idsMax} éléments au plus`);

export const ArticlePackagingBody = z
  .object({
    type: z
      .enum(['SUPPLIER'], { error: M.packagingTypeSupplier })
      .optional()
      .openapi({ description: 'SUPPLIER, le seul type d’un article ; SUPPLIER si absent.' }),
    sourceQuantity: quantity,
    sourceUnit: unit,
    name: packagingName,
  })
  .strict();

const packagings = z
  .array(ArticlePackagingBody, { error: requiredOr(M.packagingsRequired) })
  .min(1, M.packagingsRequired)
  .max(ARTICLE_LIMITS.packagingsMax, `${ARTICLE_LIMITS.packagingsMax} conditionnements au plus`);

const supplierOrLab = (input: { supplierId?: number | null; labId?: number | null }) =>
  !(input.supplierId != null && input.labId != null);

export const CreateArticleBody = z
  .object({
    name: requiredText(C.nameRequired),
    supplierRef,
    price,
    vat,
    temperatureCategory: temperatureCategory.optional().openapi({ description: 'DRY si absente.' }),
    productId: id(C.productRequired),
    supplierId: id(C.supplierRequired)
      .optional()
      .openapi({ description: 'Un fournisseur externe de l’enseigne ; ou labId, pas les deux.' }),
    labId: id(M.labInvalid, M.labInvalid)
      .optional()
      .openapi({ description: 'Un laboratoire de l’enseigne ; ou supplierId, pas les deux.' }),
    packagings,
    restaurantIds: ids(M.restaurantInvalid).optional().openapi({
      description: 'Restaurants autorisés à le commander ; absent : tous ceux de l’enseigne.',
    }),
    tagIds: ids(M.tagInvalid).optional(),
  })
  .strict()
  .refine((input) => input.supplierId !== undefined || input.labId !== undefined, {
    path: ['supplierId'],
    message: C.supplierRequired,
  })
  .refine(supplierOrLab, { path: ['labId'], message: M.supplierOrLab })
  .openapi({
    description:
      'Un article. L’unité de chaque conditionnement est compatible avec l’unité de base du produit, ou couverte par une conversion du produit. Exactement un vendeur : supplierId ou labId.',
    // The two refinements above: exactly one of the two is there (neither takes null).
    oneOf: [{ required: ['supplierId'] }, { required: ['labId'] }],
  });

/** The fields that edit one packaging of an article without sending them all (`packagings`). */
export const FLAT_PACKAGING_FIELDS = [
  'packagingId',
  'packagingName',
  'packagingSourceQuantity',
  'packagingSourceUnit',
] as const;

export const UpdateArticleBody = z
  .object({
    name: requiredText(C.nameRequired).optional(),
    supplierRef: changedText(
      'La référence du fournisseur ; vide ou null : aucune ; absente : inchangée.',
    ),
    price: price.optional(),
    vat: vat.optional(),
    temperatureCategory: temperatureCategory.optional(),
    productId: id(C.productRequired).optional(),
    supplierId: id(C.supplierRequired).nullable().optional(),
    labId: id(M.labInvalid, M.labInvalid).nullable().optional(),
    packagings: packagings.optional().openapi({
      description: 'Remplace les conditionnements de l’article.',
    }),
    restaurantIds: ids(M.restaurantInvalid).optional().openapi({
      description: 'Remplace les restaurants autorisés.',
    }),
    tagIds: ids(M.tagInvalid).optional().openapi({ description: 'Remplace les tags.' }),
    // The product page's article dialog edits one packaging with flat fields (docs/areas/catalogue.md#the-calls).
    packagingId: id(M.packagingNotOfArticle, M.packagingNotOfArticle).optional().openapi({
      description:
        'Le conditionnement modifié par les champs packaging… ; absent : le premier de l’article (créé s’il n’en a pas).',
    }),
    packagingName: changedText(
      'Nom du conditionnement ; vide ou null : aucun ; absent : inchangé.',
    ),
    packagingSourceQuantity: quantity.optional(),
    packagingSourceUnit: unit.optional(),
  })
  .strict()
  .refine(supplierOrLab, { path: ['labId'], message: M.supplierOrLab })
  .openapi({
    description:
      'Champs à modifier (PUT ou PATCH, la même chose) ; les champs absents sont inchangés. Un changement de prix est inscrit dans l’historique des prix. supplierId et labId : pas tous deux un identifiant.',
    not: {
      anyOf: [
        // The refinement above: supplierId and labId are not both ids (one may be null).
        bothGiven({ supplierId: { type: 'integer' }, labId: { type: 'integer' } }),
        // The route's (catalogue/articles.routes.ts): packagings, or the flat fields of one, not both.
        ...FLAT_PACKAGING_FIELDS.map((field) => ({ required: ['packagings', field] })),
      ],
    },
  });

/** The columns an article list sorts by (docs/how-to/lists.md); the seller's name is the supplier's or the laboratory's. */
export const ARTICLE_SORT_FIELDS = ['name', 'price', 'productName', 'supplierName'] as const;

export const ArticlesQuery = z.object({
  supplierId: idList()
    .optional()
    .openapi({ description: 'Articles de ces fournisseurs (virgules).', example: '1' }),
  labId: idList()
    .optional()
    .openapi({ description: 'Articles de ces laboratoires (virgules).', example: '1' }),
  productIds: idList()
    .optional()
    .openapi({ description: 'Articles de ces produits (lecture groupée).', example: '1,2' }),
  ids: idList()
    .optional()
    .openapi({ description: 'Ces articles (lecture groupée).', example: '1,2' }),
  search: text(INPUT_LIMITS.shortText, undefined, { trim: true }).optional().openapi({
    description:
      "Nom de l'article ou de son produit contenant ce texte (sans tenir compte de la casse ni des accents).",
  }),
  ...sortParams(ARTICLE_SORT_FIELDS, 'name'),
  limit: limitParam(PAGE_MAX_LIMIT).openapi({
    description: `Taille de page (${PAGE_MAX_LIMIT} au plus) ; absent : tous les articles.`,
  }),
  offset: offsetParam(),
});

const PriceChangeFields = {
  price: z.number().openapi({ description: 'Prix HT en euros à partir de cette date.' }),
  previousPrice: z
    .number()
    .nullable()
    .openapi({ description: 'Le prix d’avant ; null pour le premier prix (la création).' }),
  change: z
    .number()
    .nullable()
    .openapi({ description: 'price − previousPrice, en euros ; null pour le premier prix.' }),
  changedAt: Timestamp,
  changedBy: z
    .union([PersonRef, z.null()])
    .openapi({ description: 'Le compte qui a fixé ce prix ; null s’il a été supprimé.' }),
};

export const PriceChangeSchema = registry.register(
  'ArticlePriceChange',
  z.object({ id: z.number().int(), articleId: z.number().int(), ...PriceChangeFields }),
);
export type PriceChange = z.infer<typeof PriceChangeSchema>;

export const ArticleSupplierSchema = registry.register(
  'ArticleSupplier',
  z
    .object({
      id: z.number().int(),
      name: z.string(),
      email: z.string().nullable(),
      phone: z.string().nullable(),
      address: z.string().nullable(),
      minOrderAmount: z.number().nullable(),
      deliveryDelayDays: z.number().int().nullable(),
      deliveryDays: z.array(z.enum(WEEKDAYS)),
      isLab: z.boolean(),
    })
    .openapi({ description: 'Le fournisseur ou le laboratoire de l’article (sa carte).' }),
);
export type ArticleSupplier = z.infer<typeof ArticleSupplierSchema>;

export const ArticleSchema = registry.register(
  'Article',
  z.object({
    id: z.number().int(),
    name: z.string(),
    supplierRef: z.string().nullable(),
    price: z.number().openapi({ description: 'Prix HT en euros.' }),
    vat: z.enum(VAT_CODES),
    vatRate: z.number().openapi({ description: 'Taux de TVA en %, 5.5 pour VAT_5_5.' }),
    temperatureCategory: z.enum(TEMPERATURE_CATEGORIES),
    productId: z.number().int(),
    supplierId: z.number().int().nullable(),
    labId: z.number().int().nullable(),
    product: z.object({
      id: z.number().int(),
      name: z.string(),
      photoURL: z.string().nullable(),
      baseUnit: z.enum(BASE_UNITS),
    }),
    supplier: z.union([ArticleSupplierSchema, z.null()]),
    lab: z.union([ArticleSupplierSchema, z.null()]),
    packagings: z.array(
      z.object({
        id: z.number().int(),
        type: z.enum(['SUPPLIER']),
        name: z.string().nullable(),
        sourceQuantity: z.number(),
        sourceUnit: z.enum(UNITS),
      }),
    ),
    restaurants: z
      .array(z.object({ restaurantId: z.number().int(), name: z.string() }))
      .openapi({ description: 'Restaurants autorisés, parmi ceux que l’utilisateur voit.' }),
    articleTags: z.array(
      z.object({
        tagId: z.number().int(),
        tag: z.object({ id: z.number().int(), name: z.string() }),
      }),
    ),
    lastPriceChange: z
      .union([PriceChangeSchema, z.null()])
      .openapi({ description: 'Le dernier prix fixé (la création au moins).' }),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type Article = z.infer<typeof ArticleSchema>;

export const ArticlesResponse = z.object({ articles: z.array(ArticleSchema) });
export const ArticlesPageResponse = z.object({
  articles: z.array(ArticleSchema),
  ...pageFields('Articles'),
  limit: z.number().int().nullable().openapi({
    description: 'La taille de page demandée ; null sans `limit` (tous les articles).',
  }),
});
export const ArticleResponse = z.object({ article: ArticleSchema });
export const PriceHistoriesQuery = z.object({
  ids: idList().openapi({
    description:
      "Articles séparés par des virgules (lecture groupée du graphe) ; ceux d'une autre enseigne sont ignorés.",
    example: '1,2,3',
  }),
});
export const PriceHistoryResponse = z.object({
  priceHistory: z.array(PriceChangeSchema).openapi({
    description: 'Du plus récent au plus ancien ; le dernier est le prix de création.',
  }),
});

// Contract of the purchase orders (docs/areas/purchasing.md): a restaurant's order to an external
// supplier or to a laboratory of the chain. The server prices every line from the catalogue and
// computes the totals: what a client sends for them is accepted and ignored.
import {
  BASE_UNITS,
  PURCHASE_ORDER_EMAIL_STATUSES,
  PURCHASE_ORDER_STATUSES,
  PURCHASE_ORDER_TRANSITIONS,
  PURCHASING_MESSAGES,
  SUPPLIER_KINDS,
  TEMPERATURE_CATEGORIES,
  UNITS,
  VAT_CODES,
} from '@bo/domain';
import { isMultiple } from '../catalogue/articles.contract.ts';
import { PersonRef, Timestamp } from '../contract/common.ts';
import { limitParam, offsetParam, pageFields, sortParams } from '../contract/paging.ts';
import {
  dayOrInstant,
  id,
  idList,
  INPUT_LIMITS,
  optionalText,
  requiredOr,
  requiredText,
  text,
} from '../contract/primitives.ts';
import { exactlyOneOf, registry, z } from '../contract/registry.ts';
import { RestaurantSchema } from '../restaurants/restaurants.contract.ts';
import { queryId } from '../stock/stock.contract.ts';

/** An order holds at most this many lines (a supplier's whole price list fits). */
export const PURCHASE_ORDER_MAX_LINES = 200;
/** Packagings of one line: far above any kitchen's order, inside numeric(12, 2). */
export const PURCHASE_ORDER_QUANTITY_MAX = 1_000_000;
/** Money a client may send (ignored) without being refused: numeric(12, 2). */
const MONEY_MAX = 9_999_999_999.99;

export const PURCHASE_ORDER_MESSAGES = {
  orderNotFound: 'Bon de commande non trouvé',
  restaurantRequired: 'Aucun restaurant sélectionné',
  supplierRequired: 'Veuillez sélectionner un fournisseur',
  expectedDateRequired: 'Veuillez sélectionner une date de livraison attendue',
  linesRequired: 'Veuillez sélectionner au moins un article avec une quantité',
  supplierOrLab: 'Indiquer un fournisseur ou un laboratoire, pas les deux',
  supplierNotFound: 'Fournisseur introuvable',
  labNotFound: 'Laboratoire introuvable',
  labIsIssuer: 'Un laboratoire ne passe pas commande à lui-même',
  supplierNotDelivering:
    "Ce fournisseur ne livre pas ce restaurant : cochez le restaurant dans l'onglet Restaurants de sa fiche",
  labNotDelivering:
    "Ce laboratoire ne livre pas ce restaurant : cochez le restaurant dans l'onglet Restaurants de sa fiche",
  articleRequired: 'Article requis',
  articleNotFound: 'Article introuvable',
  articleNotOfSupplier: "Cet article n'est pas vendu par ce fournisseur",
  articleNotAllowed: "Cet article n'est pas autorisé pour ce restaurant",
  articleTwice: 'Cet article est déjà sur une autre ligne',
  quantityRequired: 'La quantité est requise',
  quantityPositive: 'La quantité doit être supérieure à 0',
  quantityStep: 'La quantité a deux décimales au plus',
  quantityTooLarge: 'La quantité dépasse le maximum admis',
  amountInvalid: 'Montant invalide (ignoré : le serveur calcule les totaux)',
  tooManyLines: `${PURCHASE_ORDER_MAX_LINES} lignes au plus`,
  listScope: 'Indiquer restaurantId (bons émis) ou labId (ventes internes du laboratoire), ou ids',
  statusInvalid: 'État de bon de commande inconnu',
  supplierKindInvalid: 'Sorte de fournisseur invalide : EXTERNAL ou LABORATORY',
  supplierKindNeeded: 'supplierId se donne avec supplierKind (EXTERNAL ou LABORATORY)',
  notSentYet: "Ce bon de commande n'a pas encore été envoyé",
  noEmail: "Ce fournisseur n'a pas d'adresse email : aucun email à envoyer",
  referencesExhausted: 'Plus aucune référence de bon de commande disponible cette année',
  labNoEmail: 'Un bon de laboratoire ne part pas par email : il est dans les ventes internes',
} as const;
const M = PURCHASE_ORDER_MESSAGES;

// ---- Responses ------------------------------------------------------------------------------

const money = z.number().openapi({ description: 'Euros, arrondis au centime.' });

export const PurchaseOrderLineSchema = registry.register(
  'PurchaseOrderLine',
  z.object({
    id: z.number().int(),
    position: z.number().int(),
    articleId: z.number().int().nullable().openapi({ description: 'null : article supprimé.' }),
    productId: z.number().int().nullable(),
    articleName: z.string(),
    supplierRef: z.string().nullable(),
    productName: z.string(),
    quantityOrdered: z.number().openapi({ description: 'Conditionnements commandés.' }),
    packagingName: z.string(),
    packagingQuantity: z.number(),
    packagingUnit: z.enum(UNITS),
    baseUnit: z.enum(BASE_UNITS),
    conversionToBase: z
      .number()
      .nullable()
      .openapi({ description: 'Unités de base par conditionnement ; null sans conversion.' }),
    quantityOrderedBase: z.number().nullable(),
    unitPrice: money,
    vat: z.enum(VAT_CODES),
    vatRate: z.number(),
    lineTotal: money,
    lineTotalTTC: money,
    temperatureCategory: z.enum(TEMPERATURE_CATEGORIES),
    quantityExpedited: z.number().nullable(),
    quantityReceivedPackaging: z.number(),
    quantityReceivedBase: z.number(),
    deliveryTempC: z.number().nullable(),
    receivingLineNote: z.string().nullable(),
  }),
);
export type PurchaseOrderLine = z.infer<typeof PurchaseOrderLineSchema>;

export const ReceptionLineSchema = registry.register(
  'ReceptionLine',
  z.object({
    id: z.number().int(),
    purchaseOrderLineId: z.number().int(),
    quantityReceivedPackaging: z.number(),
    quantityReceivedBase: z.number(),
    unitPrice: money,
    deliveryTempC: z.number().nullable(),
    temperatureAlert: z.boolean(),
    lotNumber: z.string().nullable(),
    useByDate: z.string().nullable().openapi({ format: 'date' }),
    note: z.string().nullable(),
    traceabilityRecordId: z.number().int().nullable(),
    stockMovementId: z.number().int().nullable(),
  }),
);

export const ReceptionSchema = registry.register(
  'Reception',
  z.object({
    id: z.number().int(),
    receivedAt: Timestamp,
    receivedBy: z.union([PersonRef, z.null()]),
    note: z.string().nullable(),
    lines: z.array(ReceptionLineSchema),
  }),
);

const Party = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string().nullable(),
  phone: z.string().nullable(),
  address: z.string().nullable(),
});

export const PurchaseOrderSupplierSchema = registry.register(
  'PurchaseOrderSupplier',
  Party.extend({ kind: z.enum(SUPPLIER_KINDS) }).openapi({
    description:
      "Le fournisseur externe ou le laboratoire (kind) ; l'identifiant d'un laboratoire est celui de son restaurant.",
  }),
);

export const PurchaseOrderSchema = registry.register(
  'PurchaseOrder',
  z.object({
    id: z.number().int(),
    enseigneId: z.number().int(),
    reference: z.string().openapi({ example: 'BC-2026-00042' }),
    status: z.enum(PURCHASE_ORDER_STATUSES),
    allowedTransitions: z
      .array(z.enum(PURCHASE_ORDER_TRANSITIONS))
      .openapi({ description: "Ce que l'utilisateur connecté peut faire de ce bon maintenant." }),
    restaurantId: z.number().int(),
    restaurant: RestaurantSchema.openapi({
      description:
        "Le restaurant émetteur, tel que GET /api/restaurants/{id} le donne, pour quiconque lit le bon : le laboratoire y voit où livrer et qui appeler, même s'il ne lit pas ce restaurant.",
    }),
    supplierKind: z.enum(SUPPLIER_KINDS),
    supplierId: z.number().int().nullable(),
    labId: z.number().int().nullable(),
    supplierName: z.string().openapi({ description: 'Le nom du fournisseur à la commande.' }),
    supplier: z.union([PurchaseOrderSupplierSchema, z.null()]).openapi({
      description: 'Le fournisseur externe ; null pour un laboratoire ou un fournisseur supprimé.',
    }),
    lab: z.union([PurchaseOrderSupplierSchema, z.null()]).openapi({
      description: 'Le laboratoire ; null pour un fournisseur externe.',
    }),
    expectedDate: z.string().openapi({ format: 'date' }),
    notes: z.string().nullable(),
    receivingNote: z.string().nullable(),
    shippingNote: z.string().nullable(),
    statusReason: z.string().nullable(),
    subtotalHT: money,
    totalVAT: money,
    totalTTC: money,
    vatBreakdown: z
      .array(z.object({ rate: z.number(), base: money, amount: money }))
      .openapi({ description: 'La TVA par taux, du plus petit au plus grand.' }),
    lineCount: z.number().int(),
    lines: z.array(PurchaseOrderLineSchema),
    pdfUrl: z
      .string()
      .nullable()
      .openapi({ description: "Lien signé vers le PDF ; null tant que le bon n'est pas envoyé." }),
    emailStatus: z.enum(PURCHASE_ORDER_EMAIL_STATUSES),
    emailError: z.string().nullable(),
    createdAt: Timestamp,
    createdBy: z.union([PersonRef, z.null()]),
    updatedAt: Timestamp,
    sentAt: Timestamp.nullable(),
    acknowledgedAt: Timestamp.nullable(),
    refusedAt: Timestamp.nullable(),
    cancelledAt: Timestamp.nullable(),
    expeditedAt: Timestamp.nullable(),
    expeditedBy: z.union([PersonRef, z.null()]),
    firstReceivedAt: Timestamp.nullable(),
    lastReceivedAt: Timestamp.nullable(),
    receptions: z
      .array(ReceptionSchema)
      .openapi({ description: 'Les réceptions, la plus ancienne d’abord.' }),
  }),
);
export type PurchaseOrder = z.infer<typeof PurchaseOrderSchema>;

export const PurchaseOrderResponse = z.object({ purchaseOrder: PurchaseOrderSchema });
export const PurchaseOrdersResponse = z.object({
  purchaseOrders: z.array(PurchaseOrderSchema),
  ...pageFields('Bons de commande'),
});

// ---- Requests -------------------------------------------------------------------------------

export const PURCHASE_ORDER_SORT_FIELDS = [
  'createdAt',
  'reference',
  'expectedDate',
  'subtotalHT',
  'status',
] as const;

export const PurchaseOrdersQuery = z
  .object({
    restaurantId: queryId().openapi({
      description:
        'Les bons émis par ce restaurant ; avec labId, filtre les ventes internes sur ce restaurant.',
    }),
    labId: queryId().openapi({
      description:
        'Les ventes internes de ce laboratoire : ses bons reçus, hors brouillons et annulés.',
    }),
    ids: idList().optional().openapi({
      description:
        'Ces bons (lecture groupée), parmi ceux visibles ; tous sans `limit` (500 au plus). Au moins un de restaurantId, labId ou ids.',
      example: '1,2',
    }),
    search: text(INPUT_LIMITS.shortText, undefined, { trim: true }).optional().openapi({
      description:
        'Référence, nom du fournisseur ou du laboratoire (bons émis), ou du restaurant émetteur (ventes internes), sans tenir compte de la casse ni des accents.',
    }),
    status: z.enum(PURCHASE_ORDER_STATUSES, { error: M.statusInvalid }).optional(),
    supplierKind: z
      .enum(SUPPLIER_KINDS, { error: M.supplierKindInvalid })
      .optional()
      .openapi({ description: 'La sorte du fournisseur ; requise avec supplierId.' }),
    supplierId: queryId().openapi({
      description:
        'Un fournisseur (avec supplierKind : les identifiants des deux sortes peuvent coïncider).',
    }),
    ...sortParams(PURCHASE_ORDER_SORT_FIELDS, 'createdAt, décroissant'),
    limit: limitParam(25),
    offset: offsetParam(),
  })
  .refine((q) => q.restaurantId !== undefined || q.labId !== undefined || q.ids !== undefined, {
    message: M.listScope,
    path: ['restaurantId'],
  })
  .refine((q) => q.supplierId === undefined || q.supplierKind !== undefined, {
    message: M.supplierKindNeeded,
    path: ['supplierKind'],
  })
  .openapi({
    // OpenAPI parameters are independent: the rules between them, as a JSON Schema of the query
    // string read as one object (openapi.ts writes it on the operation as x-query-schema).
    'x-query-schema': {
      type: 'object',
      anyOf: [{ required: ['restaurantId'] }, { required: ['labId'] }, { required: ['ids'] }],
      dependentRequired: { supplierId: ['supplierKind'] },
    },
  });

/** Ignored money a client may send (the form's running totals): bounded so it stays harmless. */
const ignoredAmount = () =>
  z
    .number({ error: M.amountInvalid })
    .min(-MONEY_MAX, M.amountInvalid)
    .max(MONEY_MAX, M.amountInvalid)
    .optional()
    .openapi({ description: 'Ignoré : le serveur le calcule.' });

export const PurchaseOrderLineInput = z.object({
  articleId: id(M.articleRequired),
  quantityOrdered: z
    .number({ error: requiredOr(M.quantityRequired) })
    .positive(M.quantityPositive)
    .max(PURCHASE_ORDER_QUANTITY_MAX, M.quantityTooLarge)
    .refine(isMultiple(0.01), M.quantityStep)
    .openapi({ description: 'Conditionnements commandés, au-dessus de 0, pas de 0,01.' }),
  unitPrice: ignoredAmount(),
  lineTotal: ignoredAmount(),
  lineTotalTTC: ignoredAmount(),
});

export const PurchaseOrderBody = z
  .object({
    restaurantId: id(M.restaurantRequired),
    supplierId: id(M.supplierRequired)
      .nullable()
      .optional()
      .openapi({ description: "Un fournisseur externe de l'enseigne ; ou labId." }),
    labId: id(M.supplierRequired)
      .nullable()
      .optional()
      .openapi({ description: "Un laboratoire de l'enseigne ; ou supplierId." }),
    expectedDate: dayOrInstant(M.expectedDateRequired).openapi({
      description:
        "Le jour de livraison attendu : `AAAA-MM-JJ`, ou un instant ISO 8601 (`2026-11-24T00:00:00.000Z`, comme l'écrit un client JavaScript) dont on prend le jour dans le fuseau du restaurant.",
      example: '2026-11-24',
    }),
    notes: optionalText(INPUT_LIMITS.longText),
    subtotalHT: ignoredAmount(),
    totalTTC: ignoredAmount(),
    lines: z
      .array(PurchaseOrderLineInput, { error: requiredOr(M.linesRequired) })
      .min(1, M.linesRequired)
      .max(PURCHASE_ORDER_MAX_LINES, M.tooManyLines),
  })
  .refine((b) => b.supplierId != null || b.labId != null, {
    message: M.supplierRequired,
    path: ['supplierId'],
  })
  .refine((b) => b.supplierId == null || b.labId == null, {
    message: M.supplierOrLab,
    path: ['labId'],
  })
  .openapi({
    description:
      'Un bon à créer, ou le brouillon remplacé (en-tête et lignes). Prix, TVA et totaux viennent du catalogue : ceux envoyés sont ignorés. Exactement un vendeur : supplierId ou labId, l’autre absent ou null.',
    // The two refinements above, as JSON Schema: exactly one of the two is a number.
    oneOf: exactlyOneOf('supplierId', 'labId'),
  });
export type PurchaseOrderBodyValue = z.output<typeof PurchaseOrderBody>;

export const PurchaseOrderReasonBody = z.object({
  reason: optionalText(INPUT_LIMITS.longText).openapi({
    description: 'Motif du refus, facultatif.',
  }),
});

/** A cancellation always says why: the supplier who received the order is emailed the reason. */
export const PurchaseOrderCancelBody = z.object({
  reason: requiredText(PURCHASING_MESSAGES.cancelReasonRequired, INPUT_LIMITS.longText).openapi({
    description:
      "Motif de l'annulation, requis : envoyé au fournisseur qui avait reçu le bon, gardé sur le bon (statusReason).",
  }),
});

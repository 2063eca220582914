// Contract of the laboratory's expedition control and the restaurant's reception of a purchase
// order (docs/areas/purchasing.md#expedition, docs/areas/purchasing.md#reception). Both answer the
// order as it became (PurchaseOrderResponse).
import {
  CATALOGUE_MESSAGES,
  HYGIENE_MESSAGES,
  ORDER_QUANTITY_MIN,
  PURCHASING_MESSAGES as P,
  READING_LIMITS_CELSIUS,
  RECORD_TEXT_LIMITS,
} from '@bo/domain';
import { ARTICLE_LIMITS, ARTICLE_MESSAGES, isMultiple } from '../catalogue/articles.contract.ts';
import {
  day,
  id,
  INPUT_LIMITS,
  instant,
  optionalText,
  requiredOr,
} from '../contract/primitives.ts';
import {
  PURCHASE_ORDER_MAX_LINES,
  PURCHASE_ORDER_QUANTITY_MAX,
} from './purchase-orders.contract.ts';
import { z } from '../contract/registry.ts';

export const RECEIPT_MESSAGES = {
  /** The specification's words for an expedition asked of an external supplier's order. */
  notLabOrder: "Ce bon de commande n'est pas un bon de commande de laboratoire",
  expeditedByNotCaller:
    "L'expédition est enregistrée au nom de l'utilisateur connecté : expeditedByUserId doit être le sien",
  lineRequired: 'La ligne est requise',
  quantityTooLarge: 'La quantité dépasse le maximum admis',
  tooManyLines: `${PURCHASE_ORDER_MAX_LINES} lignes au plus`,
  receivedInFuture: 'La date de réception ne peut pas être dans le futur',
  /** The traceability record's lot when the delivery gave none (the column requires one). */
  noLotNumber: 'Non renseigné',
  /** The notes of the stock movements and traceability records a purchase order writes. */
  expeditionNote: (reference: string) => `Expédition du bon de commande ${reference}`,
  receptionNote: (reference: string) => `Réception du bon de commande ${reference}`,
  useBy: (frenchDay: string) => `DLC ${frenchDay}`,
} as const;
const M = RECEIPT_MESSAGES;

/** Packagings of a line, 0 allowed (nothing of it this time), two decimals at most. */
const packagings = (required: string) =>
  z
    .number({ error: requiredOr(required) })
    .min(ORDER_QUANTITY_MIN, P.quantityNegative)
    .max(PURCHASE_ORDER_QUANTITY_MAX, M.quantityTooLarge)
    .refine(isMultiple(0.01), P.quantityStep)
    .openapi({ description: 'Conditionnements (0 permis, pas de 0,01).' });

const lines = <T extends z.ZodType>(line: T) =>
  z.array(line).max(PURCHASE_ORDER_MAX_LINES, M.tooManyLines);

export const ExpeditionLineBody = z.object({
  lineId: id(M.lineRequired),
  quantityExpedited: packagings(P.expeditionQuantitiesRequired),
});

export const ExpeditionBody = z.object({
  expeditedByUserId: id(P.userUnidentified, P.userUnidentified).nullable().optional().openapi({
    description: "Facultatif : l'utilisateur connecté (le serveur enregistre toujours celui-ci).",
  }),
  shippingNote: optionalText(INPUT_LIMITS.longText),
  lines: lines(ExpeditionLineBody).openapi({
    description: 'Chaque ligne du bon, une fois, avec sa quantité expédiée.',
  }),
});
export type ExpeditionBodyValue = z.output<typeof ExpeditionBody>;

export const ReceptionLineBody = z.object({
  lineId: id(M.lineRequired),
  quantityReceived: packagings(P.quantityRequired),
  unitPrice: z
    .number({ error: CATALOGUE_MESSAGES.priceInvalid })
    .min(0, CATALOGUE_MESSAGES.priceInvalid)
    .max(ARTICLE_LIMITS.priceMax, ARTICLE_MESSAGES.priceTooHigh)
    .refine(isMultiple(0.01), ARTICLE_MESSAGES.priceCents)
    .nullable()
    .optional()
    .openapi({
      description:
        "Prix HT d'un conditionnement sur la livraison ; absent : celui de la commande. Différent : il devient le prix de l'article (historique des prix).",
    }),
  deliveryTempC: z
    .number({ error: HYGIENE_MESSAGES.temperatureImplausible })
    .min(READING_LIMITS_CELSIUS.min, HYGIENE_MESSAGES.temperatureImplausible)
    .max(READING_LIMITS_CELSIUS.max, HYGIENE_MESSAGES.temperatureImplausible)
    .nullable()
    .optional()
    .openapi({ description: 'En °C ; requise pour une ligne FRESH ou FROZEN reçue.' }),
  lotNumber: optionalText(RECORD_TEXT_LIMITS.lot),
  useByDate: day().nullable().optional().openapi({ description: 'DLC du lot.' }),
  note: optionalText(INPUT_LIMITS.longText).openapi({
    description: 'Requise quand la température dépasse le seuil.',
  }),
});

export const ReceptionBody = z.object({
  receivedAt: instant()
    .nullable()
    .optional()
    .openapi({ description: 'Quand ; maintenant si absent. Pas dans le futur.' }),
  note: optionalText(INPUT_LIMITS.longText),
  lines: lines(ReceptionLineBody).openapi({
    description:
      'Les lignes arrivées (0 permis), chacune une fois ; au moins une au-dessus de 0. Les lignes absentes ne reçoivent rien.',
  }),
});
export type ReceptionBodyValue = z.output<typeof ReceptionBody>;

/**
 * The catalogue's French texts (docs/areas/catalogue.md#messages): those of the specification word
 * for word, and the api's validation messages, the same under a form's field and in a 400.
 */
import { DLC_ENTAME_MAX_DAYS, PRODUCT_QUANTITY_MAX } from './constants.ts';
import { PRODUCT_MAX_CONVERSIONS } from './conversions.ts';
import { UNIT_DISPLAY } from './units.ts';
import type { Unit } from '../catalogue-enums.ts';

export const CATALOGUE_MESSAGES = {
  // Lists, pages and permissions.
  noSupplier: 'Aucun fournisseur trouvé',
  supplierNotFound: 'Fournisseur non trouvé',
  articleNotFound: 'Article non trouvé',
  productNotFound: 'Produit non trouvé',
  packagingNotFound: 'Conditionnement non trouvé',
  conversionNotFound: 'Conversion non trouvée',
  cannotCreateSuppliers: "Vous n'avez pas les permissions pour créer des fournisseurs",
  cannotCreateArticles: "Vous n'avez pas les permissions pour créer des articles",
  cannotCreateProducts: "Vous n'avez pas les permissions pour créer des produits",
  createConversion: 'Créer la conversion',

  // Failures and confirmations.
  articleCreateFailed: "Erreur lors de la création de l'article",
  articleSaveFailed: "Erreur lors de la sauvegarde de l'article.",
  conversionSaveFailed: 'Erreur lors de la sauvegarde de la conversion.',
  conversionDeleteFailed: 'Erreur lors de la suppression de la conversion.',
  packagingDeleteFailed: 'Erreur lors de la suppression du conditionnement.',
  conversionInUse:
    'Impossible de supprimer cette conversion car des conditionnements utilisent des unités de la même famille.',
  conversionInUseShort: 'Des conditionnements utilisent cette famille d’unités',
  /** The alert of a packaging refused for a missing rule (its 400 contains MISSING_RULE_MARK). */
  conversionRuleNeededAlert:
    'Une règle de conversion est nécessaire pour cette unité : créez-la d’abord dans l’onglet Conversions.',
  confirmDeleteArticle: 'Êtes-vous sûr de vouloir supprimer cet article ?',
  confirmDeletePackaging: 'Êtes-vous sûr de vouloir supprimer ce conditionnement ?',
  confirmDeleteConversion: 'Êtes-vous sûr de vouloir supprimer cette conversion ?',

  // Validation, shared by the api and the forms.
  nameRequired: 'Le nom est requis',
  supplierRequired: 'Le fournisseur est requis',
  productRequired: 'Le produit est requis',
  priceRequired: 'Le prix est requis',
  priceInvalid: 'Le prix doit être un nombre positif ou nul',
  vatRequired: 'La TVA est requise',
  vatInvalid: 'TVA invalide',
  temperatureCategoryInvalid: 'Catégorie de température invalide',
  deliveryDelayTypeInvalid: 'Le délai de livraison doit être de 1 à 6 jours (A pour B à G)',
  quantityRequired: 'La quantité est requise',
  packagingQuantityMin: 'La quantité doit être au moins 0,1',
  packagingQuantityStep: 'La quantité doit être un multiple de 0,1',
  conversionQuantityMin: 'La quantité doit être au moins 0,0001',
  conversionQuantityStep: 'La quantité doit être un multiple de 0,0001',
  unitRequired: "L'unité est requise",
  unitInvalid: 'Unité invalide',
  categoryRequired: 'La catégorie est requise',
  categoryInvalid: 'Catégorie invalide',
  baseUnitRequired: "L'unité de base est requise",
  baseUnitInvalid: "L'unité de base doit être G, ML ou PIECE",
  baseUnitLocked: "L'unité de base ne peut pas être modifiée",
  dlcEntameMin: "La DLC entamé doit être d'au moins 1 jour",
  dlcEntameInteger: 'La DLC entamé doit être un nombre entier de jours',
  dlcEntameTooLong: `La DLC entamé est de ${DLC_ENTAME_MAX_DAYS} jours au plus`,
  /** A product's packaging or conversion quantity. */
  quantityTooLarge: `${PRODUCT_QUANTITY_MAX.toLocaleString('fr-FR')} au plus`,
  photoFileOrUrl: 'Choisissez une image ou une URL, pas les deux',
  photoUrlInvalid: 'URL invalide',
  packagingTypeInvalid: 'Type de conditionnement invalide',
  tooManyConversions: `Un produit a au plus ${PRODUCT_MAX_CONVERSIONS} conversions`,
  conversionSourceInBaseFamily:
    "L'unité source doit être d'une autre famille que l'unité de base du produit",
  conversionFamilyTaken: 'Une conversion existe déjà pour cette famille d’unités',
  conversionTargetIncompatible:
    "L'unité cible doit être compatible avec l'unité de base du produit",
} as const;

/** What a packaging refused for a missing rule says; the web recognises it by this mark. */
export const MISSING_RULE_MARK = 'Aucune règle de conversion';

/** The 400 of a packaging whose unit's family has no rule to the base unit. */
export const missingRuleMessage = (unit: Unit, baseUnit: Unit): string =>
  `${MISSING_RULE_MARK} de ${UNIT_DISPLAY[unit]} vers ${UNIT_DISPLAY[baseUnit]} pour ce produit : créez d'abord la conversion.`;

/** The article dialog's message when the packaging unit needs a rule the product lacks. */
export const conversionRequiredMessage = (unit: Unit, baseUnit: Unit): string =>
  `Conversion requise: l'unité choisie (${UNIT_DISPLAY[unit]}) n'est pas compatible avec l'unité de base du produit (${UNIT_DISPLAY[baseUnit]}). Une conversion doit être créée pour utiliser cet article.`;

/** The 400 of a STORAGE packaging outside the base unit's family. */
export const storageUnitIncompatibleMessage = (unit: Unit, baseUnit: Unit): string =>
  `Un conditionnement de stockage doit être dans une unité compatible avec l'unité de base (${UNIT_DISPLAY[baseUnit]}) : ${UNIT_DISPLAY[unit]} ne l'est pas`;

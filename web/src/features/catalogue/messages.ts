import { CATALOGUE_MESSAGES } from '@bo/domain';

/**
 * The French texts of the catalogue's shared dialogs and badges (docs/areas/catalogue.md): the
 * specification's own sentences come from the domain's CATALOGUE_MESSAGES, the rest are ours.
 */
export const catalogueMessages = {
  ...CATALOGUE_MESSAGES,
  labBadge: 'Labo',
  laboratory: 'Laboratoire',
  external: 'Externe',
  defaultPackagingName: 'Unité',
  noMinOrder: 'Aucun minimum de commande',
  noDelay: 'Délai non renseigné',
  delayType: (type: string) => `Type de délai : ${type}`,
  conversionDialog: {
    createTitle: 'Nouvelle conversion',
    editTitle: 'Modifier la conversion',
    sourceQuantity: 'Quantité source',
    sourceUnit: 'Unité source',
    targetQuantity: 'Quantité cible',
    targetUnit: 'Unité cible',
    notes: 'Notes',
    equals: '=',
    preview: (source: string, target: string, ratio: string) =>
      `${source} = ${target} (rapport ${ratio})`,
    baseUnitHint: (unit: string) => `Unité de base du produit : ${unit}`,
    noSourceUnit: 'Toutes les familles d’unités de ce produit ont déjà leur conversion.',
  },
  articleDialog: {
    createTitle: 'Nouvel article',
    editTitle: "Modifier l'article",
    supplier: 'Fournisseur',
    name: 'Nom',
    supplierRef: 'Référence fournisseur',
    product: 'Produit',
    productSearch: 'Rechercher un produit',
    noProduct: 'Aucun produit trouvé',
    loadingProducts: 'Chargement…',
    price: 'Prix HT',
    vat: 'TVA',
    temperatureCategory: 'Catégorie de température',
    packaging: 'Conditionnement fournisseur',
    packagingQuantity: 'Quantité',
    packagingUnit: 'Unité',
    packagingName: 'Nom du conditionnement',
    packagingNameHelp: 'Facultatif : « Carton », « Sac »…',
    restaurants: 'Restaurants autorisés',
    allRestaurants: 'Tous les restaurants',
    conversionCreated: 'Conversion créée : l’article peut être enregistré.',
  },
} as const;

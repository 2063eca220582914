import { CATALOGUE_MESSAGES, STOCK_MESSAGES } from '@bo/domain';

/**
 * The French texts of /stocks and a product's stock page, in one place so wording is reviewable.
 * The specification's own words (statuses, the request to pick a restaurant) come from the
 * domain's STOCK_MESSAGES.
 */
export const stockMessages = {
  ...STOCK_MESSAGES,
  productNotFound: CATALOGUE_MESSAGES.productNotFound,
  title: 'Stocks',
  search: 'Rechercher un produit',
  status: 'État',
  allStatuses: 'Tous les états',
  tableLabel: 'Stock du restaurant',
  pagerLabel: 'Pages du stock',
  details: 'Détails',
  detailsOf: (name: string) => `Détails du stock de ${name}`,
  emptyTitle: 'Aucun stock pour le moment',
  emptyDescription:
    'Le stock d’un produit apparaît à son premier mouvement : une entrée, une perte ou un inventaire finalisé.',
  emptySearch: 'Aucun produit ne correspond à la recherche',
  columns: {
    product: 'Produit',
    stock: 'Stock actuel',
    status: 'État',
    value: 'Valeur',
    actions: 'Actions',
  },
  notValued: 'Non chiffré',

  summary: {
    title: 'Résumé du stock',
    products: 'Produits',
    value: 'Valeur au coût actuel',
    unvalued: (n: number) =>
      n === 1
        ? '1 produit en stock n’a pas de coût : la valeur ne le compte pas.'
        : `${n} produits en stock n’ont pas de coût : la valeur ne les compte pas.`,
  },

  alerts: {
    title: 'Alertes de stock',
    threshold: 'Seuil',
    thresholdHelp: 'Dans l’unité de base du produit',
    none: (threshold: string) => `Aucun produit à ${threshold} ou moins.`,
    count: (n: number) => (n === 1 ? '1 produit' : `${n} produits`),
  },

  product: {
    back: 'Retour aux stocks',
    baseUnit: 'Unité de base',
    currentStock: 'Stock actuel',
    status: 'État',
    value: 'Valeur',
    lastMovement: 'Dernier mouvement',
    neverMoved: 'Jamais mouvementé',
    chartTitle: 'Évolution du stock',
    chartLabel: (name: string) => `Évolution du stock de ${name}`,
    chartEmpty: 'Pas encore de mouvement à tracer.',
    chartOnePage: (n: number, total: number) =>
      `Les ${n} mouvements les plus récents sur ${total}.`,
    movements: 'Mouvements',
    movementsLabel: 'Mouvements du produit',
    movementsPager: 'Pages des mouvements',
    noMovement: 'Aucun mouvement pour ce produit dans ce restaurant.',
    loadFailed: 'Le stock du produit n’a pas pu être chargé.',
    newMovement: 'Nouveau mouvement',
    cannotRecord: 'Vous n’avez pas les permissions pour enregistrer un mouvement de stock',
    recorded: 'Mouvement enregistré',
    columns: {
      date: 'Date',
      type: 'Type',
      reason: 'Motif',
      quantity: 'Quantité',
      before: 'Avant',
      after: 'Après',
      by: 'Par',
      note: 'Note',
    },
  },

  dialog: {
    createTitle: 'Nouveau mouvement de stock',
    editTitle: 'Nouveau mouvement de stock',
    type: 'Type',
    reason: 'Motif',
    quantity: 'Quantité',
    adjustmentQuantity: 'Stock compté',
    adjustmentHelp: 'Le stock est fixé à cette quantité',
    unit: 'Unité',
    note: 'Note',
    failed: 'Le mouvement n’a pas pu être enregistré.',
    typeRequired: 'Le type est requis',
    reasonRequired: 'Le motif est requis',
    quantityRequired: 'La quantité est requise',
    unitRequired: 'L’unité est requise',
  },
} as const;

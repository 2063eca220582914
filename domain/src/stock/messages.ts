/**
 * The stock's and inventories' French texts (docs/areas/stock.md#messages), those of the
 * specification word for word.
 */
import { UNIT_DISPLAY } from '../catalogue/units.ts';
import type { Unit } from '../catalogue-enums.ts';

export const STOCK_MESSAGES = {
  // Stock.
  outOfStock: 'Rupture',
  lowStock: 'Stock faible',
  inStock: 'En stock',
  selectRestaurant: 'Veuillez sélectionner un restaurant...',

  // Inventory: counting screen.
  newInventory: 'Nouvel inventaire',
  selectRestaurantForInventory: 'Veuillez sélectionner un restaurant pour créer un inventaire',
  noProduct: 'Aucun produit disponible',
  noStorageZone: 'Sans zone de stockage',
  unknownZone: 'Zone inconnue',
  notCounted: 'Non compté',
  counted: 'Compté',
  zoneTotal: 'Cette zone',
  globalTotal: 'Total global',
  saveQuantities: 'Sauvegarder les quantités',
  finalizeInventory: "Finaliser l'inventaire",
  updateInventory: "Mettre à jour l'inventaire",
  createAndFinalizeInventory: "Créer et finaliser l'inventaire",
  notSpecified: 'Non spécifié',
  packagingBadgeInventory: 'Inventaire',
  packagingBadgeStorage: 'Stockage',
  savedLines: "Lignes d'inventaire sauvegardées",
  inventoryFinalized: 'Inventaire finalisé',
  inventoryFinalizedReadOnly: 'Cet inventaire a été finalisé et ne peut plus être modifié.',
  confirmFinalize:
    'Êtes-vous sûr de vouloir finaliser cet inventaire ? Cette action est irréversible.',

  // Inventory: failures.
  inventoryCreateFailed: "Erreur lors de la création de l'inventaire",
  inventoryLinesSaveFailed: "Erreur lors de la sauvegarde des lignes d'inventaire",
  inventoryFinalizeFailed: "Erreur lors de la finalisation de l'inventaire",

  // Not in the specification: a count the field cannot hold is said, never read as 0.
  countInvalid: 'La quantité comptée doit être un nombre (ex. 2,5)',
  countNotNegative: 'La quantité comptée doit être positive ou nulle',

  // Not in the specification: the api's refusals (docs/areas/stock.md#movements).
  inventoryNotDraft: 'Seul un inventaire en brouillon peut être modifié, finalisé ou annulé.',
  inventoryCancelled: 'Cet inventaire a été annulé et ne peut plus être modifié.',
  movementQuantityPositive: 'La quantité doit être supérieure à 0',
  movementQuantityNotNegative: 'La quantité doit être positive ou nulle',
  movementReasonNotForType: "Ce motif n'est pas possible pour ce type de mouvement",
} as const;

/** 'Conditionnement 12': a packaging without a name. */
export const packagingFallbackName = (id: string | number): string => `Conditionnement ${id}`;

/** 'Inventaire #12'. */
export const inventoryTitle = (id: string | number): string => `Inventaire #${id}`;

/** The 409 of an OUT larger than the stock (docs/areas/stock.md#movements). */
export const insufficientStockMessage = (available: number, unit: Unit): string =>
  `Stock insuffisant : ${new Intl.NumberFormat('fr-FR', { maximumFractionDigits: 4 }).format(available)} ${UNIT_DISPLAY[unit]} disponible(s)`;

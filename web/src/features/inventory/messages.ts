import { STOCK_MESSAGES } from '@bo/domain';

/**
 * The inventory screens' French texts: the specification's are STOCK_MESSAGES (domain/), the
 * others (headings, labels, the cancellation, not in the spec) are here.
 */
export const inventoryMessages = {
  ...STOCK_MESSAGES,
  title: 'Inventaires',
  subtitle: 'Comptages du stock par zone de stockage',
  tableLabel: 'Inventaires',
  pagerLabel: 'Pages des inventaires',
  newInventory: STOCK_MESSAGES.newInventory,
  noInventory: 'Aucun inventaire',
  noInventoryDescription: 'Un inventaire compte le stock du restaurant, zone par zone.',
  columns: {
    id: 'Inventaire',
    restaurant: 'Restaurant',
    status: 'Statut',
    startedAt: 'Débuté le',
    countedBy: 'Compté par',
    lines: 'Lignes',
    actions: 'Actions',
  },
  filters: {
    status: 'Statut',
    restaurant: 'Restaurant',
    all: 'Tous',
  },
  details: 'Détails',
  back: 'Retour',
  restaurant: 'Restaurant',
  status: 'Statut',
  countedBy: 'Compté par',
  chooseEmployee: 'Employé qui compte',
  startedAt: 'Débuté le',
  note: 'Note',
  noNote: 'Aucune note',
  photoOf: (name: string) => `Photo de ${name}`,
  // « 1 » and a colon: a packaging's name may be feminine (Plaquette, Boîte) or plural.
  minus: (what: string) => `Retirer 1 : ${what}`,
  plus: (what: string) => `Ajouter 1 : ${what}`,
  quantityOf: (what: string) => `Quantité : ${what}`,
  countedToggle: (product: string) => `${product} compté`,
  finalizeTitle: "Finaliser l'inventaire",
  confirm: 'Confirmer',
  cancelInventory: "Annuler l'inventaire",
  cancelTitle: "Annuler l'inventaire",
  confirmCancel:
    'Êtes-vous sûr de vouloir annuler cet inventaire ? Il ne pourra plus être modifié et le stock ne changera pas.',
  cancelFailed: "Erreur lors de l'annulation de l'inventaire",
  fixCounts: "Corrigez les quantités signalées : rien n'a été enregistré.",
  keepInventory: 'Garder',
  cancelledTitle: 'Inventaire annulé',
  cancelled: STOCK_MESSAGES.inventoryCancelled,
  saved: 'Quantités sauvegardées',
  finalized: 'Inventaire finalisé',
  cancelledToast: 'Inventaire annulé',
  restored: 'Les quantités non sauvegardées de ce comptage ont été reprises.',
  seeStock: 'Voir le stock',
  savedLinesColumns: {
    product: 'Produit',
    counted: 'Quantité comptée',
    packaging: 'Conditionnement',
    total: 'Total (unité de base)',
  },
  zonesNav: 'Aller à la zone',
  readOnly: 'Lecture seule',
} as const;

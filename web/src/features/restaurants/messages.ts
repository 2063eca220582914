import { MESSAGES } from '@bo/domain';

/**
 * The French texts of the restaurant screens (docs/areas/restaurants.md), reviewable in one place.
 */
export const restaurantMessages = {
  pageTitle: 'Restaurants',
  noSelection: 'Aucun restaurant sélectionné',
  noSelectionHint: 'Choisissez un restaurant dans la barre du haut pour le modifier.',
  newRestaurant: 'Nouveau restaurant',
  editTitle: 'Modifier le restaurant',
  editSection: 'Informations',
  previewSection: 'Aperçu',
  labSection: 'Configuration laboratoire',
  labSwitch: 'Ce restaurant est un laboratoire de production',
  labHint: 'Un laboratoire produit pour les autres restaurants de l’enseigne.',
  labOffHint: 'Activez cette option pour définir le minimum de commande et les jours de livraison.',
  name: 'Nom',
  address: 'Adresse',
  phone: 'Téléphone',
  email: 'Email',
  minOrderAmount: 'Minimum de commande (€)',
  minOrderAmountPlaceholder: '100,00',
  deliveryDelayDays: 'Délai de livraison (jours)',
  deliveryDays: 'Jours de livraison',
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  cancel: 'Annuler',
  create: 'Créer le restaurant',
  creating: 'Création…',
  delete: 'Supprimer',
  deleteTitle: 'Supprimer le restaurant',
  deleteQuestion: (name: string) =>
    `Êtes-vous sûr de vouloir supprimer le restaurant « ${name} » ? Cette action est irréversible.`,
  deleteFailed: 'Erreur lors de la suppression du restaurant',
  // The restaurant page's toasts, 3 seconds (docs/areas/restaurants.md#restaurants).
  updated: 'Restaurant mis à jour avec succès !',
  updateFailed: 'Erreur lors de la mise à jour',
  // "Erreur lors de la modification/création du restaurant", worded per mode
  // (docs/areas/restaurants.md#restaurant-form).
  createFailed: 'Erreur lors de la création du restaurant',
  editFailed: 'Erreur lors de la modification du restaurant',
  laboratory: 'Laboratoire',
  restaurant: 'Restaurant',
  createdOn: (date: string) => `Créé le ${date}`,
  servedBy: 'Livre',
  nameRequired: MESSAGES.restaurantNameRequired,
  addressRequired: MESSAGES.restaurantAddressRequired,
  minOrderAmountInvalid: MESSAGES.minOrderAmountInvalid,
  deliveryDelayInvalid: MESSAGES.deliveryDelayInvalid,
  notFound: 'Restaurant introuvable',
  backToList: 'Retour aux restaurants',
} as const;

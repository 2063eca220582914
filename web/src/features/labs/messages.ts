/** The French texts of /labs (docs/areas/restaurants.md#laboratories), reviewable in one place. */
export const labMessages = {
  pageTitle: 'Laboratoires',
  subtitle: 'Les laboratoires de production de l’enseigne et leurs conditions de livraison.',
  empty: 'Aucun laboratoire configuré pour le moment',
  emptyHint:
    'Activez « Configuration laboratoire » sur la page d’un restaurant pour en faire un laboratoire.',
  delayBadge: (days: number) => `Délai: ${days} jour(s)`,
  deliveryDays: 'Jours de livraison',
  noDeliveryDay: 'Aucun jour de livraison',
  nextDelivery: 'Prochaine livraison',
  servedRestaurants: 'Restaurants livrés',
  noServedRestaurant: 'Aucun',
  open: (name: string) => `Sélectionner ${name} et ouvrir sa page`,
  deliversYou: 'Livre vos restaurants',
} as const;

/** The dashboard's texts (docs/areas/platform.md#dashboard). */
export const DASHBOARD_MESSAGES = {
  pageTitle: 'Tableau de bord',
  greeting: (firstName: string) => `Bonjour ${firstName}, bienvenue sur votre back-office.`,
  cards: {
    restaurants: 'Restaurants',
    employees: 'Employés',
    equipments: 'Équipements',
    readings: 'Relevés de température',
  },
  cardHint: 'Dans tous vos restaurants',
  activityTitle: 'Activité récente',
  activityEmpty: 'Aucune activité pour le moment',
  restaurantCreated: (name: string) => `Restaurant « ${name} » créé`,
  employeeAdded: (name: string) => `Employé ${name} ajouté`,
  linksTitle: 'Accès rapides',
  links: {
    restaurants: 'Gérer les restaurants',
    employees: 'Gérer les employés',
    readings: 'Relevés de température',
  },
} as const;

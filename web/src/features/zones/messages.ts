/** The French texts of /restaurant/zones, in one place so wording is reviewable. */
export const zoneMessages = {
  title: 'Zones et surfaces',
  selectRestaurant: 'Veuillez sélectionner un restaurant pour gérer ses zones et surfaces...',
  tabsLabel: 'Zones et surfaces du restaurant',
  zonesTab: (n?: number) => (n === undefined ? 'Zones' : `Zones (${n})`),
  surfacesTab: (n?: number) => (n === undefined ? 'Surfaces' : `Surfaces (${n})`),
  newZone: 'Nouvelle zone',
  newSurface: 'Nouvelle surface',
  needsZone: "Créez d'abord une zone : chaque surface appartient à une zone",
  zones: {
    tableLabel: 'Zones du restaurant',
    columns: {
      name: 'Nom',
      description: 'Description',
      surfaces: 'Surfaces',
      equipments: 'Équipements',
      actions: 'Actions',
    },
    emptyTitle: 'Aucune zone dans ce restaurant',
    emptyDescription:
      'Découpez le restaurant en zones (cuisine, réserve, salle...) : surfaces et équipements s’y rattachent.',
    emptyAction: 'Créer la première zone',
  },
  surfaces: {
    tableLabel: 'Surfaces du restaurant',
    columns: {
      name: 'Nom',
      description: 'Description',
      zone: 'Zone',
      storage: 'Stockage',
      actions: 'Actions',
    },
    storageBadge: 'Zone de stockage',
    emptyTitle: 'Aucune surface dans ce restaurant',
    emptyDescription:
      'Ajoutez les surfaces de vos zones (plans de travail, étagères...) ; les zones de stockage organisent les inventaires.',
    emptyAction: 'Ajouter la première surface',
  },
  zoneDialog: {
    createTitle: 'Nouvelle zone',
    editTitle: 'Modifier la zone',
    restaurant: 'Restaurant',
    restaurantFixed: "Le restaurant d'une zone ne change pas",
    name: 'Nom',
    description: 'Description',
    failed: "Erreur lors de l'enregistrement de la zone",
  },
  surfaceDialog: {
    createTitle: 'Nouvelle surface',
    editTitle: 'Modifier la surface',
    zone: 'Zone',
    name: 'Nom',
    description: 'Description',
    storage: 'Zone de stockage',
    storageHelp:
      'Les inventaires sont organisés par zones de stockage : cochez-la pour une surface où la marchandise est rangée.',
    failed: "Erreur lors de l'enregistrement de la surface",
  },
  confirmZoneTitle: 'Supprimer la zone',
  // Non-breaking spaces inside the guillemets and before the question mark (French typography).
  confirmZone: (name: string) =>
    `Êtes-vous sûr de vouloir supprimer la zone «\u00a0${name}\u00a0»\u00a0?`,
  confirmSurfaceTitle: 'Supprimer la surface',
  confirmSurface: (name: string) =>
    `Êtes-vous sûr de vouloir supprimer la surface «\u00a0${name}\u00a0»\u00a0?`,
  confirmLabel: 'Supprimer',
  deleteFailed: 'La suppression a échoué',
  zoneCreated: 'Zone créée',
  zoneCreatedIn: (restaurant: string) => `Zone créée dans ${restaurant}`,
  zoneUpdated: 'Zone modifiée',
  zoneDeleted: 'Zone supprimée',
  surfaceCreated: 'Surface créée',
  surfaceUpdated: 'Surface modifiée',
  surfaceDeleted: 'Surface supprimée',
} as const;

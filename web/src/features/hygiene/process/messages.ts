/** The words of the cooling and reheating pages: one shape, each log its own nouns. */
const shared = {
  columns: {
    date: 'Date',
    product: 'Produit',
    temperatures: 'Température début → fin',
    duration: 'Durée',
    status: 'Statut',
    equipment: 'Équipement',
    employee: 'Employé',
    photo: 'Photo',
  },
  viewPhoto: (product: string) => `Voir la photo de ${product}`,
  dialog: {
    product: 'Produit',
    startTemperature: (unit: string) => `Température de début (${unit})`,
    endTemperature: (unit: string) => `Température de fin (${unit})`,
    startTime: 'Début',
    endTime: 'Fin',
    equipment: 'Équipement',
    noEquipment: 'Aucun',
    employee: 'Employé',
    noEmployee: 'Non indiqué',
    notes: 'Notes',
  },
};

export const PROCESS_MESSAGES_BY_KIND = {
  cooling: {
    ...shared,
    title: 'Refroidissement',
    selectRestaurant: 'Veuillez sélectionner un restaurant pour voir les refroidissements',
    newRecord: 'Nouveau refroidissement',
    created: 'Refroidissement enregistré',
    saveFailed: "Erreur lors de l'enregistrement du refroidissement",
    empty: 'Aucun refroidissement sur cette période',
    csvName: 'refroidissements',
    dialog: {
      ...shared.dialog,
      createTitle: 'Nouveau refroidissement',
      editTitle: 'Refroidissement',
    },
  },
  heating: {
    ...shared,
    title: 'Remise en température',
    selectRestaurant: 'Veuillez sélectionner un restaurant pour voir les remises en température',
    newRecord: 'Nouvelle remise en température',
    created: 'Remise en température enregistrée',
    saveFailed: "Erreur lors de l'enregistrement de la remise en température",
    empty: 'Aucune remise en température sur cette période',
    csvName: 'remises-en-temperature',
    dialog: {
      ...shared.dialog,
      createTitle: 'Nouvelle remise en température',
      editTitle: 'Remise en température',
    },
  },
} as const;

export type ProcessKind = keyof typeof PROCESS_MESSAGES_BY_KIND;
export type ProcessMessages = (typeof PROCESS_MESSAGES_BY_KIND)[ProcessKind];

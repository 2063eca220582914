/** The words of the temperature page (docs/areas/hygiene.md#temperatures). */
export const temperatureMessages = {
  title: 'Relevés de température',
  selectRestaurant: 'Veuillez sélectionner un restaurant pour voir les relevés de température',
  newReading: 'Nouveau relevé',
  created: 'Relevé enregistré',
  saveFailed: "Erreur lors de l'enregistrement du relevé",
  empty: 'Aucun relevé de température sur cette période',
  csvName: 'releves-temperature',
  summary: {
    total: 'Relevés',
    good: 'Conformes',
    warning: 'Attention',
    critical: 'Critiques',
  },
  columns: {
    date: 'Date / heure',
    equipment: 'Équipement',
    temperature: 'Température',
    status: 'Statut',
    employee: 'Employé',
    photo: 'Photo',
  },
  viewPhoto: (equipment: string) => `Voir la photo du relevé de ${equipment}`,
  charts: {
    title: 'Évolution par équipement',
    range: (range: string) => `Plage autorisée : ${range}`,
    noRange: 'Sans plage de températures',
    summary: (name: string, count: number, outside: number) =>
      `${name} : ${count} relevé${count > 1 ? 's' : ''}, ${outside} hors plage`,
  },
  dialog: {
    createTitle: 'Nouveau relevé',
    editTitle: 'Relevé de température',
    equipment: 'Équipement',
    temperature: (unit: string) => `Température (${unit})`,
    recordedAt: 'Date et heure',
    employee: 'Employé',
    noEmployee: 'Non indiqué',
    notes: 'Notes',
    range: (range: string) => `Plage autorisée : ${range}`,
  },
  /** Issue 10 item 7: a reading out of its equipment's range is confirmed before it is saved. */
  outOfRange: {
    title: 'Température hors de la plage autorisée',
    message: (temperature: string, equipment: string, range: string) =>
      `${temperature} est hors de la plage autorisée de « ${equipment} » (${range}). Enregistrer ce relevé quand même ?`,
    confirm: 'Enregistrer quand même',
    cancel: 'Corriger la saisie',
  },
} as const;

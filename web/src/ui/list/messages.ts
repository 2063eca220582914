const count = new Intl.NumberFormat('fr-FR');

/** The French texts of every list (the grid's own come from the theme's frFR locale). */
export const LIST_MESSAGES = {
  previous: 'Page précédente',
  next: 'Page suivante',
  page: (n: number) => `Page ${n}`,
  range: (from: number, to: number, total: number) =>
    `${count.format(from)}–${count.format(to)} sur ${count.format(total)}`,
  pageSize: 'Lignes par page',
  sortBy: 'Trier par',
  ascending: 'croissant',
  descending: 'décroissant',
} as const;

/** The bell's texts (docs/areas/platform.md#shell-and-routes). */
export const notificationMessages = {
  title: 'Notifications',
  /** The bell's name: how many are unread, said by a screen reader and shown by its badge. */
  bell: (unread: number) =>
    unread > 0 ? `Notifications (${unread} non ${unread > 1 ? 'lues' : 'lue'})` : 'Notifications',
  markAllRead: 'Tout marquer comme lu',
  empty: 'Aucune notification',
  unread: 'Non lue',
  loading: 'Chargement des notifications',
  loadFailed: 'Impossible de charger les notifications.',
  markFailed: 'Erreur lors du marquage des notifications',
} as const;

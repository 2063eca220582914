/**
 * In-app notifications: what may produce one, how many the bell lists, and the words
 * the api and the screens share.
 */

/** What produced a notification; each kind has its event in the api (notifications/). */
export const NOTIFICATION_KINDS = ['CRITICAL_READING'] as const;
export type NotificationKind = (typeof NOTIFICATION_KINDS)[number];

/** The bell lists the latest ones; a page asks for 1 to NOTIFICATION_MAX_LIMIT. */
export const NOTIFICATION_PAGE_SIZE = 20;
export const NOTIFICATION_MAX_LIMIT = 100;
/** At most this many ids are marked read in one request. */
export const NOTIFICATION_MAX_IDS = 100;

export const NOTIFICATION_MESSAGES = {
  notFound: 'Notification introuvable',
  idsOrAll: 'Donnez ids ou all (un des deux)',
  idsCount: `De 1 à ${NOTIFICATION_MAX_IDS} notifications`,
  allTrue: 'all doit valoir true',
} as const;

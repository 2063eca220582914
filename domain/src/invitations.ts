/** Manager invitations (docs/areas/people.md#invitations): lifetime and displayed status. */
export const INVITATION_TTL_DAYS = 7;

export const INVITATION_STATUSES = ['PENDING', 'ACCEPTED', 'EXPIRED'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];

export const INVITATION_STATUS_LABELS: Record<InvitationStatus, string> = {
  PENDING: 'En attente',
  ACCEPTED: 'Acceptée',
  EXPIRED: 'Expirée',
};

/** A pending invitation past its expiry date is expired; an accepted one stays accepted. */
export function invitationStatus(
  stored: 'PENDING' | 'ACCEPTED',
  expiresAt: Date | string,
  now: Date = new Date(),
): InvitationStatus {
  if (stored === 'ACCEPTED') return 'ACCEPTED';
  return new Date(expiresAt).getTime() <= now.getTime() ? 'EXPIRED' : 'PENDING';
}

export function invitationExpiry(createdAt: Date = new Date()): Date {
  return new Date(createdAt.getTime() + INVITATION_TTL_DAYS * 24 * 60 * 60 * 1000);
}

/** Restaurant badges show up to 3 names, then '+n'. */
export const BADGE_LIMIT = 3;
export function badgeOverflow<T>(
  items: readonly T[],
  limit = BADGE_LIMIT,
): { shown: T[]; more: number } {
  return { shown: items.slice(0, limit), more: Math.max(0, items.length - limit) };
}

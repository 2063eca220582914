import type { Role } from './permissions.ts';

/**
 * Who keeps access to a chain (issue 9, item 11): an ADMIN edits a manager's restaurants,
 * deactivates or reactivates an account, and invites managers or employees.
 */
export const ACCESS_MESSAGES = {
  userNotFound: 'Utilisateur introuvable',
  accountDeactivated:
    'Ce compte a été désactivé. Contactez un administrateur de votre enseigne pour le réactiver.',
  notYourself: 'Vous ne pouvez pas désactiver votre propre compte',
  lastAdmin: "Le dernier administrateur actif de l'enseigne ne peut pas être désactivé",
  onlyManagerRestaurants: "Seuls les restaurants d'un manager se modifient",
  employeeRestaurantRequired: "Choisissez le restaurant de l'employé",
  employeeOneRestaurant: 'Un employé est invité dans un seul restaurant',
  employeeNotInRestaurant: "Cette fiche du personnel n'appartient pas à ce restaurant",
  employeeOnlyForEmployee: "Une fiche du personnel ne se lie qu'au compte d'un employé",
  employeeHasAccount: 'Cette fiche du personnel a déjà un compte ou une invitation en attente',
  roleNotInvitable: 'Seuls un manager ou un employé peuvent être invités',
} as const;

/** The roles an invitation can give: an ADMIN exists by signup only. */
export const INVITABLE_ROLES = ['MANAGER', 'EMPLOYEE'] as const satisfies readonly Role[];
export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** Status chip of an account on the chain page. */
export const ACCOUNT_STATUS_LABELS = { active: 'Actif', deactivated: 'Désactivé' } as const;

/**
 * Why `actorId` may not deactivate `target`, or null when he may. `otherActiveAdmins` counts the
 * chain's active ADMINs other than the target: a chain always keeps one who can reactivate the
 * others.
 */
export function deactivationRefusal(
  actorId: number,
  target: { id: number; role: Role },
  otherActiveAdmins: number,
): string | null {
  if (target.id === actorId) return ACCESS_MESSAGES.notYourself;
  if (target.role === 'ADMIN' && otherActiveAdmins < 1) return ACCESS_MESSAGES.lastAdmin;
  return null;
}

/**
 * Why the restaurants of an invitation do not fit its role, or null. A manager's list may be
 * empty (docs/areas/people.md#invitations: none means access to no restaurant); an employee belongs
 * to exactly one.
 */
export function invitationScopeRefusal(
  role: InvitableRole,
  restaurantIds: readonly number[],
  employeeId: number | null | undefined,
): string | null {
  if (role === 'MANAGER') {
    return employeeId == null ? null : ACCESS_MESSAGES.employeeOnlyForEmployee;
  }
  if (restaurantIds.length === 0) return ACCESS_MESSAGES.employeeRestaurantRequired;
  if (restaurantIds.length > 1) return ACCESS_MESSAGES.employeeOneRestaurant;
  return null;
}

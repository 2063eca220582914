/**
 * The planning's and time clock's French texts (docs/areas/planning.md#messages), those of the
 * specification word for word.
 */
import { PLANNING_LIMITS, VALIDATE_DAY_MAX_ROWS } from './shifts.ts';

const plural = (n: number, one: string, many: string): string => (n === 1 ? one : many);

export const PLANNING_MESSAGES = {
  // Grid and dialog.
  selectRestaurant: 'Veuillez sélectionner un restaurant...',
  workedHours: 'Heures travaillées',
  copyPlanning: 'Copier un planning',
  deletePlanning: 'Supprimer planning',
  edit: 'Modifier',
  delete: 'Supprimer',
  shiftTab: 'Shift',
  absenceTab: 'Absence',
  cellFull: 'Cette cellule a déjà le maximum de 2 shifts.',
  deleteShiftConfirm: 'Êtes-vous sûr de vouloir supprimer ce shift ?',
  shiftDeleted: 'Shift supprimé avec succès !',
  shiftDeleteFailed: 'Erreur lors de la suppression du shift',
  copyWeekFailed: 'Erreur lors de la copie du planning',
  deleteWeekFailed: 'Erreur lors de la suppression du planning',

  // Time-clock validation.
  validateDay: 'Valider la journée',
  shiftApproved: 'Shift validé avec succès !',
  shiftApproveFailed: 'Erreur lors de la validation du shift',
  dayValidationFailed: 'Erreur lors de la validation de la journée',

  // The api's refusals.
  jobRequired: 'Le poste est requis',
  employeeRequired: "L'employé est requis",
  restaurantRequired: 'Le restaurant est requis',
  employeeOfOtherRestaurant: "Cet employé n'appartient pas à ce restaurant",
  jobOfOtherRestaurant: "Ce poste n'appartient pas à ce restaurant",
  jobInactive: "Ce poste n'est plus actif",
  startInvalid: 'Le début du shift est invalide',
  endInvalid: 'La fin du shift est invalide',
  endBeforeStart: 'La fin du shift doit être après son début',
  shiftTooLong: 'Un shift dure au plus 24 heures',
  breakInvalid: 'La pause doit être un nombre entier de minutes, positif ou nul',
  breakTooLong: 'La pause ne peut pas dépasser la durée du shift',
  mealCountInvalid: `Le nombre de repas doit être un nombre entier de 0 à ${PLANNING_LIMITS.mealCountMax}`,
  commentTooLong: `Le commentaire dépasse ${PLANNING_LIMITS.commentMaxLength} caractères`,
  dateInvalid: 'Date invalide (un instant ISO 8601 est attendu)',
  periodInverted: 'La date de début doit précéder la date de fin',
  periodTooLong: `La période demandée est trop longue (${PLANNING_LIMITS.listPeriodDays} jours au plus)`,
  sameWeek: 'La semaine source et la semaine cible sont identiques',
  employeeIdsInvalid: 'La liste des employés est invalide',
  shiftNotFound: 'Shift introuvable',
  realizedShiftNotFound: 'Shift badgé introuvable',
  approvedShiftNotFound: 'Shift validé introuvable',
  absenceNotFound: 'Absence introuvable',
  absenceTypeInvalid: "Type d'absence inconnu",
  absenceExists: 'Cet employé a déjà une absence ce jour-là',
  alreadyApproved: 'Ce shift est déjà validé',
  stillInProgress: 'Ce shift est encore en cours : il ne peut pas être validé',
  blocksInvalid: 'Ces blocs de badgeage ne peuvent pas être rattachés à ce shift',
  dayRowTwice: 'Ce shift figure deux fois dans la journée',

  // The kiosk.
  wrongPin: 'Code PIN incorrect',
  // The wait as the api words it ('8 secondes', '15 minutes'; Retry-After gives it in seconds).
  tooManyPinAttempts: (wait: string) => `Trop de tentatives : réessayez dans ${wait}`,
  alreadyClockedIn: 'Vous avez déjà badgé votre arrivée',
  notClockedIn: "Vous n'avez pas badgé votre arrivée",
  alreadyOnBreak: 'Vous êtes déjà en pause',
  notOnBreak: "Vous n'êtes pas en pause",
  onBreakCannotClockOut: 'Terminez votre pause avant de badger votre départ',
} as const;

/** 'Valider la journée' refused: more rows than VALIDATE_DAY_MAX_ROWS. */
export const VALIDATE_DAY_TOO_MANY = `Au plus ${VALIDATE_DAY_MAX_ROWS} shifts à la fois`;

/** Day validation's success toast: 'N shift(s) validé(s) et M shift(s) modifié(s) avec succès !'. */
export const dayValidatedMessage = (validated: number, modified: number): string =>
  `${validated} shift(s) validé(s) et ${modified} shift(s) modifié(s) avec succès !`;

/** A day of the validation screen's list: 'N shifts • M validés'. */
export const dayCountText = (shifts: number, validated: number): string =>
  `${shifts} shifts • ${validated} validés`;

/** copy-week's answer, toasted as the server's message. */
export const weekCopiedMessage = (count: number): string =>
  count === 0
    ? 'Aucun shift à copier dans la semaine choisie'
    : `${count} ${plural(count, 'shift copié', 'shifts copiés')} avec succès`;

/** delete-week's answer, toasted as the server's message. */
export const weekDeletedMessage = (count: number): string =>
  count === 0
    ? 'Aucun shift à supprimer dans cette semaine'
    : `${count} ${plural(count, 'shift supprimé', 'shifts supprimés')} avec succès`;

/** copy-week refused because target cells would hold more than 2 shifts. */
export const copyWeekCellFullMessage = (employeeName: string, day: string): string =>
  `Copie impossible : la cellule de ${employeeName} du ${day} aurait plus de 2 shifts.`;

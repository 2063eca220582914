import { hoursText, PLANNING_MESSAGES, type CalendarDay } from '@bo/domain';

const spokenDayFormat = new Intl.DateTimeFormat('fr-FR', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  timeZone: 'UTC',
});
/** A day as said aloud: 'lundi 23 novembre' (the grid's 'Lun 23/11' reads badly). */
const spokenDay = (day: CalendarDay) => spokenDayFormat.format(new Date(`${day}T12:00:00Z`));
/** A wall time as said aloud: '09:00' is '9 h', '18:30' '18 h 30'. */
const spokenTime = (time: string) => {
  const [hours, minutes] = time.split(':');
  return `${Number(hours)} h${minutes === '00' ? '' : ` ${minutes}`}`;
};
/** A cell as said aloud: 'Hugo Bernard, jeudi 26 novembre'. */
const spokenCell = (who: string, day: CalendarDay) => `${who}, ${spokenDay(day)}`;
/** 'de Léa Martin', 'd'Inès Moreau'. */
const of = (who: string) => (/^[aeiouyàâéèêëîïôùû]/i.test(who) ? `d'${who}` : `de ${who}`);

/**
 * The texts of /planning (docs/areas/planning.md#messages): the specification's from the domain's
 * PLANNING_MESSAGES, word for word, and the screen's own.
 */
export const planningMessages = {
  ...PLANNING_MESSAGES,
  title: 'Planning',
  previousWeek: 'Semaine précédente',
  nextWeek: 'Semaine suivante',
  today: "Aujourd'hui",
  weekNumber: (n: number) => `Semaine ${n}`,
  gridLabel: 'Planning de la semaine',
  employee: 'Employé',
  noEmployees: 'Aucun employé dans ce restaurant : ajoutez-en dans Employés pour planifier.',
  loadFailed: "Le planning n'a pas pu être chargé.",
  /** Planned against contract hours: '31,5 / 35 h'; '12,0 h' alone for an extra without hours. */
  plannedOfContract: (plannedMinutes: number, contractHours: number | null) =>
    contractHours === null
      ? hoursText(plannedMinutes)
      : `${hoursText(plannedMinutes).replace(/ h$/, '')} / ${contractHours} h`,
  warningsCount: (n: number) => `${n} alerte${n > 1 ? 's' : ''}`,
  people: (n: number) => `${n} pers.`,
  addShift: (who: string, day: string) => `Ajouter un shift : ${who}, ${day}`,
  moveHere: (who: string, day: string) => `Déplacer ici : ${who}, ${day}`,
  shiftActions: 'Actions du shift',
  move: 'Déplacer',
  moving: 'Choisissez la cellule où déplacer le shift.',
  duplicate: 'Dupliquer',
  duplicating: 'Choisissez la cellule où copier le shift.',
  copyHere: (who: string, day: string) => `Copier ici : ${who}, ${day}`,
  shiftDuplicated: 'Shift dupliqué',
  shiftDuplicateFailed: 'Erreur lors de la duplication du shift',
  cancelMove: 'Annuler',
  noJob: 'Poste supprimé',
  shiftMoved: 'Shift déplacé',
  shiftMoveFailed: 'Erreur lors du déplacement du shift',
  shiftCreated: 'Shift ajouté',
  shiftUpdated: 'Shift modifié',
  deleteShiftTitle: 'Supprimer le shift',

  // Dragging a shift, as a screen reader says it.
  drag: {
    instructions:
      "Pour déplacer ce shift : Espace pour le saisir, les flèches pour choisir l'employé et le jour, Espace pour le déposer, Échap pour annuler. Entrée l'ouvre.",
    pickedUp: (who: string, day: CalendarDay, start: string, end: string, job: string) =>
      `Shift ${of(spokenCell(who, day))}, de ${spokenTime(start)} à ${spokenTime(end)}, ${job} : saisi.`,
    over: (who: string, day: CalendarDay) => `Au-dessus de la cellule ${of(spokenCell(who, day))}.`,
    overFull: (who: string, day: CalendarDay) =>
      `Au-dessus de la cellule ${of(spokenCell(who, day))} : elle a déjà 2 shifts.`,
    overOrigin: "De retour sur sa cellule d'origine.",
    overNothing: 'Hors du planning.',
    moved: (who: string, day: CalendarDay) => `Shift déposé sur ${spokenCell(who, day)}.`,
    copied: (who: string, day: CalendarDay) => `Shift copié sur ${spokenCell(who, day)}.`,
    refused: (who: string, day: CalendarDay) =>
      `Shift non déposé : ${who} a déjà 2 shifts le ${spokenDay(day)}.`,
    stays: 'Shift relâché : il reste à sa place.',
    cancelled: (who: string, day: CalendarDay) =>
      `Déplacement annulé : le shift reste sur ${spokenCell(who, day)}.`,
  },

  // The shift dialog.
  dialog: {
    createTitle: 'Nouveau shift',
    editTitle: 'Modifier le shift',
    absenceTitle: 'Nouvelle absence',
    tabs: 'Shift ou absence',
    job: 'Poste',
    start: 'Début',
    end: 'Fin',
    nextDay: '(+1 jour)',
    breakDuration: 'Pause (min)',
    mealCount: 'Repas',
    comment: 'Commentaire',
    duration: (text: string) => `Durée : ${text}`,
    timeRequired: "L'heure est requise",
    timeInvalid: 'Heure invalide : HH:MM, de 00:00 à 23:59',
    failed: "Le shift n'a pas pu être enregistré.",
    inactiveJob: '(inactif)',
    absenceType: "Type d'absence",
    absenceDays: 'Jours',
    absenceDaysRequired: 'Choisissez au moins un jour',
    absenceFailed: "L'absence n'a pas pu être enregistrée.",
    absenceSaved: (n: number) => (n > 1 ? `${n} absences enregistrées` : 'Absence enregistrée'),
    absenceSubmit: { idle: 'Enregistrer', busy: 'Enregistrement…' },
  },

  // Absences in the grid.
  deleteAbsenceTitle: "Supprimer l'absence",
  deleteAbsenceConfirm: 'Êtes-vous sûr de vouloir supprimer cette absence ?',
  absenceDeleted: 'Absence supprimée',
  absenceDeleteFailed: "Erreur lors de la suppression de l'absence",
  removeAbsence: (label: string) => `Supprimer l'absence : ${label}`,

  // Copying and deleting a week.
  week: {
    source: 'Semaine à copier',
    copyInto: (label: string) => `Les shifts choisis sont ajoutés à la ${label}.`,
    copy: 'Copier',
    copying: 'Copie…',
    deleteQuestion: (label: string) =>
      `Êtes-vous sûr de vouloir supprimer les shifts de la ${label} ?`,
    delete: 'Supprimer',
    deleting: 'Suppression…',
    employees: 'Employés',
    allEmployees: 'Tous les employés',
    noneChosen: 'Choisissez au moins un employé',
    cancel: 'Annuler',
  },

  // The summaries under the grid.
  warningsTitle: 'Alertes du planning',
  noWarnings: 'Aucune alerte cette semaine.',
  hoursByJobTitle: 'Heures par poste',
  noHours: 'Aucun shift planifié cette semaine.',
  weekTotal: (text: string) => `Total de la semaine : ${text}`,
} as const;

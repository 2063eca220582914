import type { KioskAction, KioskPresence } from '../../gql/graphql.ts';

/** The kiosk's French texts (docs/areas/planning.md#the-kiosk). */
export const KIOSK_TEXT = {
  title: 'Badgeuse',
  setUp: "Demandez à un responsable d'ouvrir la badgeuse sur cette tablette",
  setUpHow:
    'Dans le back-office, page Badgeuse\u00a0: «\u00a0Badgeuses\u00a0», «\u00a0Autoriser cette tablette\u00a0», puis «\u00a0Ouvrir la badgeuse sur cet appareil\u00a0».',
  signInToSetUp: 'Se connecter pour autoriser cette tablette',
  revoked: "Cette badgeuse n'est plus autorisée.",
  loadFailed: 'Badgeuse injoignable : vérifiez la connexion, nouvel essai dans quelques secondes.',
  typePin: 'Tapez votre code PIN',
  pinLabel: 'Code PIN',
  clear: 'Effacer',
  clearLabel: 'Effacer le dernier chiffre',
  validate: 'Valider',
  cancel: 'Annuler',
  wrongPin: 'Code PIN incorrect',
  failed: "Le badgeage n'a pas pu être enregistré : réessayez.",
  hello: (firstName: string, initial: string) => `Bonjour ${firstName} ${initial}.`,
  planned: (start: string, end: string) => `Shift prévu : ${start} – ${end}`,
  notPlanned: "Pas de shift prévu aujourd'hui",
  chooseAction: 'Que voulez-vous badger ?',
} as const;

export const ACTION_LABELS: Record<KioskAction, string> = {
  CLOCK_IN: 'Arrivée',
  BREAK_START: 'Début de pause',
  BREAK_END: 'Fin de pause',
  CLOCK_OUT: 'Départ',
};

export const presenceText = (presence: KioskPresence, since: string | null): string => {
  switch (presence) {
    case 'OFF':
      return 'Pas encore badgé';
    case 'WORKING':
      return since ? `Au travail depuis ${since}` : 'Au travail';
    case 'ON_BREAK':
      return since ? `En pause depuis ${since}` : 'En pause';
  }
};

import { MESSAGES, SETTINGS_MESSAGES, SIGNUP_PASSWORD_MIN_LENGTH } from '@bo/domain';

/** The French texts of /settings, in one place so wording is reviewable. */
export const settingsMessages = {
  title: 'Paramètres',
  subtitle: 'Votre profil et vos préférences, enregistrés sur votre compte',
  tabsLabel: 'Sections des paramètres',
  tabs: {
    profil: 'Profil',
    notifications: 'Notifications',
    apparence: 'Apparence',
    securite: 'Sécurité',
  },
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  profile: {
    title: 'Informations personnelles',
    description: 'Votre nom et vos coordonnées, tels que votre équipe les voit.',
    firstName: 'Prénom',
    lastName: 'Nom',
    email: 'Email',
    emailHelp: 'Sert aussi à vous connecter',
    phone: 'Téléphone',
    phoneHelp: 'Facultatif',
    failed: "Erreur lors de l'enregistrement du profil",
    loadFailed: 'Impossible de charger votre profil',
  },
  notifications: {
    title: 'Notifications',
    description: 'Choisissez les alertes et les rapports que vous souhaitez recevoir.',
    // Honest about what exists: only the critical temperature alert is sent today.
    notice:
      'Vos choix sont enregistrés sur votre compte. Les alertes de température critique arrivent dans la cloche et, avec « Notifications par email », par email ; les autres alertes et les rapports ne sont pas encore envoyés.',
    alerts: 'Alertes',
    reports: 'Rapports',
  },
  appearance: {
    title: 'Apparence',
    description: "L'affichage de l'application, sur tous vos appareils.",
    theme: 'Thème',
    language: 'Langue',
    languageHelp:
      "L'interface n'existe pour l'instant qu'en français ; votre choix est enregistré.",
    timezone: 'Fuseau horaire',
    timezoneHelp: 'Les heures sont affichées dans ce fuseau',
    dateFormat: 'Format de date',
    temperatureUnit: 'Unité de température',
  },
  security: {
    passwordTitle: 'Mot de passe',
    passwordDescription:
      'Changer le mot de passe ferme vos sessions ouvertes sur les autres appareils.',
    currentPassword: 'Mot de passe actuel',
    newPassword: 'Nouveau mot de passe',
    newPasswordHelp: `Au moins ${SIGNUP_PASSWORD_MIN_LENGTH} caractères`,
    confirmPassword: 'Confirmer le nouveau mot de passe',
    changePassword: 'Modifier le mot de passe',
    changing: 'Modification…',
    passwordFailed: 'Erreur lors du changement de mot de passe',
    showPassword: 'Afficher le mot de passe',
    hidePassword: 'Masquer le mot de passe',
    sessionTitle: 'Session et accès',
    sessionDescription: 'Comment votre compte est protégé sur cet appareil et les autres.',
    sessionTimeout: 'Déconnexion après inactivité',
    sessionTimeoutHelp:
      'Sans activité (souris, clavier, toucher) dans aucun onglet pendant cette durée, vous êtes déconnecté.',
    loginAlerts: 'Alertes de connexion',
    loginAlertsHelp: "Préférence enregistrée ; l'envoi des alertes n'est pas encore en service.",
    twoFactor: 'Double authentification',
    apiAccess: 'Accès API',
    comingSoon: 'Bientôt disponible',
  },
  preferencesFailed: "Erreur lors de l'enregistrement des préférences",
  ...SETTINGS_MESSAGES,
  passwordsDiffer: MESSAGES.passwordsDiffer,
} as const;

/** 15 → '15 minutes', 60 → '1 heure', 480 → '8 heures'. */
export function sessionTimeoutLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} minutes`;
  const hours = minutes / 60;
  return `${hours} heure${hours > 1 ? 's' : ''}`;
}

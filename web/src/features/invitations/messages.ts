import { MESSAGES } from '@bo/domain';

/** The French texts of /accept-invitation (docs/areas/people.md#accepting-an-invitation). */
export const acceptMessages = {
  pageTitle: "Accepter l'invitation",
  verifying: "Vérification de l'invitation…",
  title: 'Créer votre compte manager',
  intro: (enseigne: string) =>
    `Vous êtes invité à rejoindre « ${enseigne} » en tant que manager. Choisissez votre mot de passe pour activer votre compte.`,
  employeeTitle: 'Créer votre compte employé',
  employeeIntro: (enseigne: string) =>
    `Vous êtes invité à rejoindre « ${enseigne} » en tant qu'employé. Choisissez votre mot de passe pour activer votre compte.`,
  expires: (date: string) => `Invitation valable jusqu'au ${date}.`,
  email: 'Email',
  firstName: 'Prénom',
  lastName: 'Nom',
  password: 'Mot de passe',
  passwordHelp: 'Au moins 6 caractères.',
  confirmPassword: 'Confirmer le mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  submit: 'Créer mon compte',
  submitting: 'Création en cours…',
  successTitle: 'Votre compte est créé',
  successText: (enseigne: string) =>
    `Bienvenue dans « ${enseigne} ». Vous allez être redirigé vers votre tableau de bord…`,
  goToLogin: 'Aller à la connexion',
  // Word for word (docs/areas/people.md#accepting-an-invitation).
  missingToken: "Token d'invitation manquant",
  invalidTitle: 'Invitation invalide',
  verifyFailed: "Impossible de vérifier l'invitation. Veuillez réessayer.",
  acceptFailed: 'Une erreur est survenue lors de la création de votre compte',
  ...MESSAGES,
} as const;

/**
 * The success screen stays this long before going to /
 * (docs/areas/people.md#accepting-an-invitation).
 */
export const REDIRECT_DELAY_MS = 2000;

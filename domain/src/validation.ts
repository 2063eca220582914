/**
 * Validation rules and their French messages (docs/areas/platform.md#signup), shared by the api's
 * zod schemas and the web's Yup schemas so the server and the form say the same words.
 */
export const SIGNUP_PASSWORD_MIN_LENGTH = 8;
export const INVITATION_PASSWORD_MIN_LENGTH = 6;

export const MESSAGES = {
  enseigneNameRequired: "Le nom de l'enseigne est requis",
  firstNameRequired: 'Le prénom est requis',
  lastNameRequired: 'Le nom est requis',
  emailRequired: "L'email est requis",
  emailInvalid: 'Email invalide',
  passwordRequired: 'Le mot de passe est requis',
  passwordTooShort: `Le mot de passe doit contenir au moins ${SIGNUP_PASSWORD_MIN_LENGTH} caractères`,
  invitationPasswordTooShort: `Le mot de passe doit contenir au moins ${INVITATION_PASSWORD_MIN_LENGTH} caractères`,
  passwordsDiffer: 'Les mots de passe ne correspondent pas',
  restaurantNameRequired: 'Nom obligatoire',
  restaurantAddressRequired: 'Adresse obligatoire',
  minOrderAmountInvalid: 'Le montant minimum doit être un nombre positif ou nul',
  deliveryDelayInvalid: 'Le délai de livraison doit être un nombre entier de jours, positif ou nul',
} as const;

/** Loose address check, the same on both sides (the browser's type=email is looser still). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

/**
 * Validation rules and their French messages (docs/areas/platform.md#signup), shared by the api's
 * zod schemas and the web's Yup schemas so the server and the form say the same words.
 */
export const SIGNUP_PASSWORD_MIN_LENGTH = 8;
export const INVITATION_PASSWORD_MIN_LENGTH = 6;

/**
 * The longest value a client may send (the api's contract refuses beyond, the forms say so under
 * the field first), and the years of a day or an instant.
 */
export const INPUT_LIMITS = {
  /** A name, an address, a phone, a search term: one line. */
  shortText: 200,
  /** Notes, descriptions. */
  longText: 2000,
  /** RFC 5321's longest address. */
  email: 254,
  /** Long enough for any passphrase, short enough that hashing it costs nothing unusual. */
  password: 256,
  /** A token in a path (invitations): ours are 43 characters. */
  token: 200,
  /** Days and instants of a back office's records: anything outside is a typo or an attack. */
  years: { min: 2000, max: 2099 },
} as const;

/** A text longer than its field's limit (counted once trimmed, where the field is trimmed). */
export const textTooLong = (max: number): string => `${max} caractères au plus`;

/** A restaurant's or a supplier's minimum order, in euros: beyond is a typo. */
export const MIN_ORDER_AMOUNT_MAX = 1_000_000;
/** A laboratory's delivery delay, in days. */
export const DELIVERY_DELAY_DAYS_MAX = 365;

/** An amount in euros to the cent (0.1 + 0.2 is one). */
export const isCents = (value: number): boolean =>
  Math.abs(Math.round(value * 100) - value * 100) < 1e-6;

/** A phone number as typed: digits, spaces, +, points, dashes and parentheses. */
export const PHONE_PATTERN = /^[0-9+(). -]*$/;

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
  minOrderAmountCents: 'Le montant minimum a deux décimales au plus',
  minOrderAmountTooHigh: `Montant minimum trop élevé : ${MIN_ORDER_AMOUNT_MAX.toLocaleString('fr-FR')} € au plus`,
  deliveryDelayInvalid: 'Le délai de livraison doit être un nombre entier de jours, positif ou nul',
  deliveryDelayTooLong: `Délai de livraison trop long : ${DELIVERY_DELAY_DAYS_MAX} jours au plus`,
  phoneInvalid:
    'Numéro de téléphone invalide (chiffres, espaces, +, points, tirets et parenthèses)',
} as const;

/** Loose address check, the same on both sides (the browser's type=email is looser still). */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
export const isEmail = (value: string): boolean => EMAIL_PATTERN.test(value);

import { MESSAGES } from '@bo/domain';

/** The French texts of the public pages (login, signup), in one place so wording is reviewable. */

export const PRODUCT_NAME = 'Brigade';

export const pitch = {
  eyebrow: 'Back-office multi-restaurants',
  title: 'Toute votre enseigne, au même endroit.',
  subtitle:
    'Restaurants et laboratoires de production partagent un seul outil, du planning du personnel à la caisse.',
  features: [
    {
      key: 'planning',
      title: 'Planning',
      text: 'Les plannings de vos équipes, restaurant par restaurant, et la badgeuse.',
    },
    {
      key: 'hygiene',
      title: 'Hygiène',
      text: 'Relevés de température, refroidissement, traçabilité et plans de nettoyage.',
    },
    {
      key: 'stock',
      title: 'Stock',
      text: 'Inventaires, niveaux de stock et commandes fournisseurs.',
    },
    {
      key: 'accounting',
      title: 'Comptabilité',
      text: 'Achats, ventes internes entre laboratoires et restaurants, coûts matière.',
    },
    {
      key: 'till',
      title: 'Caisse',
      text: 'Vos ventes rapprochées de vos produits et de vos recettes.',
    },
  ],
  footer: 'Planning, hygiène, stock, comptabilité et caisse : tout en un seul endroit.',
} as const;

export const loginMessages = {
  pageTitle: 'Connexion',
  title: 'Connexion',
  subtitle: 'Accédez au back-office de votre enseigne.',
  email: 'Email',
  emailPlaceholder: 'vous@enseigne.fr',
  password: 'Mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  submit: 'Se connecter',
  submitting: 'Connexion…',
  testButton: 'Test',
  testHint: 'Remplir avec le compte de démonstration',
  noAccount: "Pas encore d'enseigne ?",
  signupLink: 'Créer votre enseigne',
  // The server's message, or this when there is none (docs/areas/platform.md#errors).
  fallbackError: 'Erreur de connexion',
  emailRequired: MESSAGES.emailRequired,
  passwordRequired: MESSAGES.passwordRequired,
} as const;

/** Filled in by the Test button: the demo chain's administrator. */
export const TEST_CREDENTIALS = { email: 'admin@demo.fr', password: 'demo1234' } as const;

export const signupMessages = {
  pageTitle: 'Créer votre enseigne',
  title: 'Créer votre enseigne',
  subtitle:
    'Créez votre enseigne et son premier compte administrateur. Vous pourrez ensuite ajouter vos restaurants et inviter vos managers.',
  sectionEnseigne: 'Votre enseigne',
  sectionAdmin: 'Compte administrateur',
  enseigneName: "Nom de l'enseigne",
  enseigneNamePlaceholder: 'Ex. : Les Bistrots du Sud',
  firstName: 'Prénom',
  lastName: 'Nom',
  email: 'Email',
  emailPlaceholder: 'vous@enseigne.fr',
  password: 'Mot de passe',
  passwordHelp: 'Au moins 8 caractères.',
  confirmPassword: 'Confirmer le mot de passe',
  showPassword: 'Afficher le mot de passe',
  hidePassword: 'Masquer le mot de passe',
  submit: 'Créer mon enseigne',
  submitting: 'Création en cours…',
  haveAccount: 'Vous avez déjà un compte ?',
  loginLink: 'Se connecter',
  // See docs/areas/platform.md#errors.
  fallbackError: "Une erreur est survenue lors de la création de l'enseigne",
  stepForm: 'Votre enseigne',
  stepDone: 'Confirmation',
  successTitle: 'Votre enseigne est créée',
  successText: (name: string) =>
    `L'enseigne « ${name} » et votre compte administrateur sont prêts. Connectez-vous pour ajouter vos restaurants et inviter vos managers.`,
  successButton: 'Aller à la connexion',
} as const;

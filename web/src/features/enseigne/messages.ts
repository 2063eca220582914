import { ACCOUNT_STATUS_LABELS, INVITATION_STATUS_LABELS, ROLE_BADGES } from '@bo/domain';

/**
 * The French texts of the chain screens (docs/areas/people.md#the-chain), in one place so wording
 * is reviewable.
 */
export const enseigneMessages = {
  overviewTitle: 'Mon Enseigne',
  overviewSubtitle: 'Votre enseigne, ses utilisateurs et ses restaurants.',
  createdOn: (date: string) => `Créée le ${date}`,
  users: (n: number) => (n > 1 ? `${n} utilisateurs` : `${n} utilisateur`),
  restaurants: (n: number) => (n > 1 ? `${n} restaurants` : `${n} restaurant`),
  usersLabel: 'Utilisateurs',
  restaurantsLabel: 'Restaurants',
  manage: "Gérer l'enseigne",
  quickActions: 'Actions rapides',
  manageUsers: 'Gérer les utilisateurs',
  manageUsersHint: 'Inviter des managers et des employés, gérer leurs accès',
  seeProducts: 'Voir les produits',
  seeProductsHint: "Le catalogue partagé par tous les restaurants de l'enseigne",
  // Word for word (docs/areas/people.md#the-chain).
  noEnseigne: 'Aucune enseigne associée à votre compte',
  loadFailed: "Impossible de charger les informations de l'enseigne",
  noneFound: 'Aucune enseigne trouvée',
  notFound: 'Enseigne introuvable',
  back: 'Mon Enseigne',

  usersTitle: 'Utilisateurs',
  noRestaurant: 'Aucun restaurant',
  roleBadge: ROLE_BADGES,

  invitationsTitle: 'Invitations',
  invite: 'Inviter un manager',
  noInvitations: 'Aucune invitation pour le moment',
  noInvitationsHint:
    'Invitez un manager ou un employé : il choisira son mot de passe en suivant le lien reçu.',
  managerBadge: 'Manager',
  status: INVITATION_STATUS_LABELS,
  invitedOn: (date: string) => `Invitée le ${date}`,
  expiresOn: (date: string) => `expire le ${date}`,
  copyLink: "Copier le lien d'invitation",
  linkCopied: 'Lien copié',
  linkLabel: "Lien d'invitation",
  deleteInvitation: "Supprimer l'invitation",
  deleteTitle: "Supprimer l'invitation",
  deleteConfirm:
    'Êtes-vous sûr de vouloir supprimer cette invitation ? Cette action est irréversible.',
  delete: 'Supprimer',
  cancel: 'Annuler',

  dialogTitle: 'Inviter un manager',
  dialogText:
    "Le manager recevra un lien pour créer son compte. Il n'aura accès qu'aux restaurants cochés.",
  email: 'Email',
  emailPlaceholder: 'manager@enseigne.fr',
  restaurantsPick: 'Restaurants',
  selectAll: 'Tout sélectionner',
  deselectAll: 'Tout désélectionner',
  selectedCount: (n: number, total: number) => `${n} sur ${total} sélectionné${n > 1 ? 's' : ''}`,
  noRestaurantSelected: 'Aucun restaurant coché : le manager n’aura accès à aucun restaurant.',
  send: "Envoyer l'invitation",
  sending: 'Envoi…',
  sentTitle: 'Invitation créée',
  sentText: (email: string) =>
    `Transmettez ce lien à ${email} (il lui est aussi envoyé par email lorsque l'envoi est configuré). Il est valable 7 jours et ne sert qu'une fois.`,
  close: 'Fermer',
  inviteFailed: "L'invitation n'a pas pu être créée",

  // Issue 9, item 11: employees get a login too, and access can be taken away.
  inviteEmployee: 'Inviter un employé',
  employeeBadge: 'Employé',
  employeeDialogText:
    "L'employé recevra un lien pour créer son compte : il pourra se connecter et saisir les relevés d'hygiène de l'enseigne.",
  employeeEmailPlaceholder: 'employe@enseigne.fr',
  employeeRestaurant: 'Restaurant',
  employeeRestaurantRequired: "Choisissez le restaurant de l'employé",
  staffRecord: 'Fiche du personnel',
  staffRecordNone: 'Aucune fiche',
  staffRecordHint:
    "Facultatif : la fiche de l'employé dans ce restaurant, liée à son compte (une fiche, un compte).",
  staffRecordEmpty: 'Aucune fiche du personnel dans ce restaurant',
  accountStatus: ACCOUNT_STATUS_LABELS,
  you: 'vous',
  editRestaurants: 'Modifier les restaurants',
  editRestaurantsOf: (name: string) => `Modifier les restaurants de ${name}`,
  restaurantsTitle: (name: string) => `Restaurants de ${name}`,
  restaurantsText:
    "Le manager n'a accès qu'aux restaurants cochés, dès sa prochaine action, sans se reconnecter.",
  save: 'Enregistrer',
  saving: 'Enregistrement…',
  saveFailed: "Les restaurants n'ont pas pu être modifiés",
  deactivate: 'Désactiver',
  deactivateOf: (name: string) => `Désactiver le compte de ${name}`,
  deactivateTitle: 'Désactiver le compte',
  deactivateConfirm: (name: string) =>
    `Êtes-vous sûr de vouloir désactiver le compte de ${name} ? Il sera déconnecté immédiatement et ne pourra plus se connecter. Rien n'est supprimé : vous pourrez le réactiver.`,
  reactivate: 'Réactiver',
  reactivateOf: (name: string) => `Réactiver le compte de ${name}`,
  reactivateTitle: 'Réactiver le compte',
  reactivateConfirm: (name: string) =>
    `Réactiver le compte de ${name} ? Il pourra de nouveau se connecter avec son mot de passe.`,
  accessFailed: "L'opération n'a pas pu être effectuée",
  deactivatedOn: (date: string) => `depuis le ${date}`,
} as const;

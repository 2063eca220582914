import { INVITATION_STATUS_LABELS, ROLE_BADGES } from '@bo/domain';

/** The French texts of the chain screens (spec 000 §2, §8), in one place so wording is reviewable. */
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
  manageUsersHint: 'Inviter des managers et voir leurs restaurants',
  seeProducts: 'Voir les produits',
  seeProductsHint: "Le catalogue partagé par tous les restaurants de l'enseigne",
  // Spec 000 §8, word for word.
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
  noInvitationsHint: 'Invitez un manager : il choisira son mot de passe en suivant le lien reçu.',
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
} as const;

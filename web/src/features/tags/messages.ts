import { JOB_TAG_MESSAGES, SETUP_MESSAGES } from '@bo/domain';

/** The French texts of /tags, in one place so wording is reviewable. */
export const tagMessages = {
  title: 'Tags',
  subtitle: "Étiquettes communes à tous les restaurants de l'enseigne",
  newTag: 'Nouveau tag',
  /** Word for word (docs/areas/restaurants.md#tags). */
  createForbidden: "Vous n'avez pas les permissions pour créer des tags",
  tableLabel: "Tags de l'enseigne",
  columns: { name: 'Nom', createdAt: 'Date de création', actions: 'Actions' },
  emptyTitle: 'Aucun tag',
  emptyDescription: "Les tags classent les produits et les recettes de toute l'enseigne.",
  emptyAction: 'Créer le premier tag',
  dialog: {
    createTitle: 'Nouveau tag',
    editTitle: 'Modifier le tag',
    name: 'Nom',
    failed: "Erreur lors de l'enregistrement du tag",
  },
  confirmTitle: 'Supprimer le tag',
  confirmMessage: (name: string) => `Êtes-vous sûr de vouloir supprimer le tag « ${name} » ?`,
  confirmLabel: 'Supprimer',
  deleteFailed: 'Erreur lors de la suppression du tag',
  created: 'Tag créé',
  updated: 'Tag modifié',
  deleted: 'Tag supprimé',
  ...SETUP_MESSAGES,
  ...JOB_TAG_MESSAGES,
} as const;

import { HYGIENE_MESSAGES, PHOTO_MAX_BYTES } from '@bo/domain';

export const PHOTO_MAX_MEGABYTES = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

export const SHARED_MESSAGES = {
  photoLabel: 'Photo',
  photoPick: 'Ajouter une photo',
  photoReplace: 'Remplacer',
  photoRemove: 'Retirer la photo',
  photoUploading: 'Envoi de la photo...',
  photoAlt: 'Aperçu de la photo',
  photoTooLarge: HYGIENE_MESSAGES.photoTooLarge(PHOTO_MAX_MEGABYTES),
  photoNotImage: HYGIENE_MESSAGES.photoNotImage,
  photoUploadFailed: "La photo n'a pas pu être envoyée. Réessayez.",
  viewerTitle: 'Photo',
  viewerPrevious: 'Photo précédente',
  viewerNext: 'Photo suivante',
  viewerClose: 'Fermer',
  viewerPosition: (index: number, count: number) => `${index + 1} / ${count}`,
  exportCsv: 'Exporter en CSV',
  exportCsvFailed: "L'export CSV n'a pas pu être préparé. Réessayez.",
  exportPdf: "Rapport d'inspection (PDF)",
  exportPdfFailed: "Le rapport d'inspection n'a pas pu être généré. Réessayez.",
} as const;

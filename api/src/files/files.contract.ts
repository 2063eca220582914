// Contract of the stored files' route (order PDFs): a signed link or a bearer token.
import { FILE_NAME_PATTERN } from './links.ts';
import { INPUT_LIMITS, text } from '../contract/primitives.ts';
import { z } from '../contract/registry.ts';

export const FILE_MESSAGES = {
  fileNotFound: 'Fichier introuvable',
  fileNameInvalid: 'Nom de fichier invalide',
} as const;

export const FileQuery = z.object({
  e: text(INPUT_LIMITS.shortText)
    .optional()
    .openapi({ description: 'Expiration du lien (secondes Unix).' }),
  c: text(INPUT_LIMITS.shortText).optional().openapi({ description: "L'enseigne du fichier." }),
  s: text(INPUT_LIMITS.shortText).optional().openapi({ description: 'Signature HMAC du lien.' }),
  n: z.string().regex(FILE_NAME_PATTERN, FILE_MESSAGES.fileNameInvalid).optional().openapi({
    description:
      'Le nom sous lequel le navigateur montre le fichier (BC-2026-00042.pdf), signé avec le lien.',
    example: 'BC-2026-00042.pdf',
  }),
});

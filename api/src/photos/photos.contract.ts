// Contract of the photos routes (zod + OpenAPI registry).
import { PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@bo/domain';
import { INPUT_LIMITS, text } from '../contract/primitives.ts';
import { z } from '../contract/registry.ts';
import { PhotoRef, binary } from '../contract/common.ts';

export const PhotoResponse = z.object({ photo: PhotoRef });
export type PhotoResponse = z.infer<typeof PhotoResponse>;

const megabytes = Math.round(PHOTO_MAX_BYTES / (1024 * 1024));

/**
 * The request body of a record create that also takes the multipart variant
 * (docs/areas/hygiene.md#photos): the JSON body, or the same fields as text parts of a multipart
 * form with the image in `photo` (numbers may be typed with a comma; the record and its photo are
 * written together or not at all).
 */
export const recordBodyWithPhoto = (json: z.ZodObject) => ({
  required: true,
  content: {
    'application/json': { schema: json },
    'multipart/form-data': {
      schema: z
        .object({
          ...Object.fromEntries(
            Object.keys(json.shape)
              .filter((key) => key !== 'photoId')
              .map((key) => [key, z.string().optional()]),
          ),
          photo: z
            .string()
            .optional()
            .openapi({
              format: 'binary',
              description: `Une image (${PHOTO_MIME_TYPES.join(', ')}), ${megabytes} Mo au plus.`,
            }),
        })
        .openapi({
          description:
            'Les champs du corps JSON en texte (nombres avec un point ou une virgule) et la photo dans `photo`.',
        }),
    },
  },
});

/** The upload's form: one file in `photo`. */
export const PhotoUploadBody = z.object({ photo: binary });

export const PhotoFileQuery = z.object({
  e: text(INPUT_LIMITS.shortText)
    .optional()
    .openapi({ description: 'Expiration du lien (secondes Unix).' }),
  c: text(INPUT_LIMITS.shortText).optional().openapi({ description: "L'enseigne de la photo." }),
  s: text(INPUT_LIMITS.shortText).optional().openapi({ description: 'Signature HMAC du lien.' }),
});

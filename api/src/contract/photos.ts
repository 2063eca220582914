// Contract of the photos routes (zod + OpenAPI registry).
import { HYGIENE_MESSAGES, PHOTO_MAX_BYTES, PHOTO_MIME_TYPES } from '@bo/domain';
import { INPUT_LIMITS, text } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, errorResponses, ErrorResponse, IdParam, ok, PhotoRef } from './common.ts';

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

registry.registerPath({
  method: 'post',
  path: '/api/photos',
  tags: ['photos'],
  summary: `Envoie une photo (journaux d'hygiène) ; tous les rôles. Images seulement (${PHOTO_MIME_TYPES.join(', ')}, type et contenu vérifiés), ${megabytes} Mo au plus.`,
  description:
    "Le champ `photo` (un seul fichier) d'un formulaire multipart. La réponse donne l'id à passer aux relevés (`photoId`) et un lien signé vers l'image.",
  security: bearer,
  request: {
    body: {
      required: true,
      content: {
        'multipart/form-data': {
          schema: z.object({ photo: z.string().openapi({ format: 'binary' }) }),
        },
      },
    },
  },
  responses: {
    201: ok('Photo enregistrée', PhotoResponse),
    ...errorResponses(400, 401),
    413: {
      description: HYGIENE_MESSAGES.photoTooLarge(megabytes),
      content: { 'application/json': { schema: ErrorResponse } },
    },
  },
});

export const PhotoFileQuery = z.object({
  e: text(INPUT_LIMITS.shortText)
    .optional()
    .openapi({ description: 'Expiration du lien (secondes Unix).' }),
  c: text(INPUT_LIMITS.shortText).optional().openapi({ description: "L'enseigne de la photo." }),
  s: text(INPUT_LIMITS.shortText).optional().openapi({ description: 'Signature HMAC du lien.' }),
});

registry.registerPath({
  method: 'get',
  path: '/api/photos/{id}/file',
  tags: ['photos'],
  summary:
    "L'image d'une photo : avec le lien signé que donnent les relevés (`?e=&c=&s=`, pour <img src>) ou avec un jeton. 404 pour un lien faux ou expiré et pour la photo d'une autre enseigne.",
  security: [{}, ...bearer],
  request: { params: IdParam, query: PhotoFileQuery },
  responses: {
    200: {
      description: "L'image, avec son type (Cache-Control: private).",
      content: Object.fromEntries(
        PHOTO_MIME_TYPES.map((type) => [
          type,
          { schema: z.string().openapi({ format: 'binary' }) },
        ]),
      ),
    },
    ...errorResponses(401, 404),
  },
});

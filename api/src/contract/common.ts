import { day, idList, pathId } from './primitives.ts';
import { registry, z } from './registry.ts';

export const ErrorResponse = registry.register(
  'Error',
  z
    .object({
      error: z.string().openapi({ description: 'Phrase en français, lisible par un utilisateur.' }),
      fieldErrors: z
        .record(z.string(), z.string())
        .optional()
        .openapi({ description: 'Message par champ invalide (400 seulement).' }),
      requestId: z
        .string()
        .optional()
        .openapi({ description: 'Identifiant à citer au support (500).' }),
    })
    .openapi({ description: 'Toute réponse en erreur (4xx, 5xx).' }),
);

export const IdParam = z.object({ id: pathId() });

/** `?ids=1,2,3`: batch read used by the graph's DataLoaders. */
export const IdsQuery = z.object({
  ids: idList().optional().openapi({
    description: 'Identifiants séparés par des virgules (lecture groupée).',
    example: '1,2,3',
  }),
});

export const Timestamp = z
  .string()
  .openapi({ format: 'date-time', example: '2026-11-20T08:30:00.000Z' });

export const json = (schema: z.ZodType) => ({ 'application/json': { schema } });

export const errorResponses = (...codes: (400 | 401 | 403 | 404 | 409)[]) =>
  Object.fromEntries(
    codes.map((code) => [
      code,
      {
        description: {
          400: 'Entrée invalide',
          401: 'Non authentifié',
          403: 'Rôle non autorisé',
          404: 'Introuvable (ou appartenant à une autre enseigne)',
          409: 'Conflit',
        }[code],
        content: json(ErrorResponse),
      },
    ]),
  );

export const ok = (description: string, schema: z.ZodType) => ({
  description,
  content: json(schema),
});
export const body = (schema: z.ZodType) => ({ content: json(schema), required: true });
export const bearer = [{ bearerAuth: [] }];

/** A file's bytes (a PDF, an image, an upload's part). */
export const binary = z.string().openapi({ format: 'binary' });

/** A photo of a log: its id and a signed link that expires (see api/src/photos/signing.ts). */
export const PhotoRef = registry.register(
  'PhotoRef',
  z.object({
    id: z.number().int(),
    url: z.string().openapi({
      description:
        "Lien signé vers l'image, relatif à l'API (`/api/photos/{id}/file?...`), valable quelques heures.",
    }),
  }),
);

/**
 * A log's photo or null. Not `PhotoRef.nullable()`: on a registered schema that renders as
 * allOf [$ref, null], which no null matches; a union renders anyOf [$ref, null].
 */
export const NullablePhotoRef = z.union([PhotoRef, z.null()]);

/** Who a log names: the employee who did it, the account that wrote it down. */
export const PersonRef = z.object({
  id: z.number().int(),
  firstName: z.string(),
  lastName: z.string(),
});

const FROM_INVALID = 'Date de début invalide (AAAA-MM-JJ)';
const TO_INVALID = 'Date de fin invalide (AAAA-MM-JJ)';

/** `?from=2026-11-01&to=2026-11-07`: whole calendar days in the restaurant's time zone. */
export const PeriodQuery = z.object({
  from: day(FROM_INVALID, FROM_INVALID).openapi({
    description: 'Premier jour (inclus), fuseau du restaurant.',
    example: '2026-11-01',
  }),
  to: day(TO_INVALID, TO_INVALID).openapi({
    description: 'Dernier jour (inclus).',
    example: '2026-11-07',
  }),
});

/**
 * The period of a history read: both days, or neither for the last 7 days (today and the 6 before,
 * in the restaurant's time zone — the pages' default period).
 */
export const HistoryPeriodQuery = PeriodQuery.partial().openapi({
  description:
    'from et to ensemble, ou ni l’un ni l’autre : les 7 derniers jours (aujourd’hui compris), fuseau du restaurant.',
});

// Contract of the tags routes (zod + OpenAPI registry).
import { SETUP_LIMITS, SETUP_MESSAGES as M } from '@bo/domain';
import { requiredText } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { Timestamp } from '../contract/common.ts';

export const TagSchema = registry.register(
  'Tag',
  z.object({
    id: z.number().int(),
    name: z.string(),
    createdAt: Timestamp,
    updatedAt: Timestamp,
  }),
);
export type Tag = z.infer<typeof TagSchema>;

export const TagBody = z
  .object({
    name: requiredText(M.tagNameRequired, SETUP_LIMITS.nameMaxLength).openapi({
      description: "Unique dans l'enseigne, sans tenir compte de la casse.",
    }),
  })
  .strict();

/** The list is the response itself, not wrapped under a key (docs/areas/restaurants.md#tags). */
export const TagsResponse = z.array(TagSchema);

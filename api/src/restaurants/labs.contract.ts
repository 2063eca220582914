import { id, requiredOr } from '../contract/primitives.ts';
import { registry, z } from '../contract/registry.ts';
import { RestaurantSchema } from './restaurants.contract.ts';

/** Ids sent in one served-restaurants body, at most (a chain's restaurants are far fewer). */
export const MAX_SERVED_RESTAURANTS = 500;

export const LabSchema = registry.register(
  'Lab',
  // A flat object, not an allOf over Restaurant: the contract tests close every object
  // (additionalProperties: false), which an allOf's parts cannot each satisfy.
  z
    .object({
      ...RestaurantSchema.shape,
      servedRestaurantIds: z.array(z.number().int()).openapi({
        description:
          "Restaurants que le laboratoire livre, parmi ceux que l'utilisateur voit (un MANAGER : ceux de son invitation).",
      }),
    })
    .openapi({ description: 'Un laboratoire (restaurant isLab) et les restaurants qu’il livre.' }),
);
export type Lab = z.infer<typeof LabSchema>;

export const LabsResponse = z.object({ data: z.array(LabSchema) });
export const LabResponse = z.object({ data: LabSchema });
export const ServedRestaurantsResponse = z.object({ data: z.array(RestaurantSchema) });

export const SetServedRestaurantsBody = z
  .object({
    restaurantIds: z
      .array(id('Identifiant de restaurant invalide', 'Identifiant de restaurant invalide'), {
        error: requiredOr('La liste des restaurants est requise'),
      })
      .max(MAX_SERVED_RESTAURANTS, `${MAX_SERVED_RESTAURANTS} restaurants au plus`),
  })
  .strict()
  .openapi({
    description:
      "Remplace l'ensemble des restaurants livrés. Restaurants de la même enseigne seulement, jamais le laboratoire lui-même ; une liste vide : aucun.",
  });

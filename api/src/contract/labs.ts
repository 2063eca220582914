import { id } from './primitives.ts';
import { registry, z } from './registry.ts';
import { bearer, body, errorResponses, IdParam, ok } from './common.ts';
import { RestaurantSchema } from './restaurants.ts';

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
      .array(id('Identifiant de restaurant invalide'), {
        error: 'La liste des restaurants est requise',
      })
      .max(MAX_SERVED_RESTAURANTS, `${MAX_SERVED_RESTAURANTS} restaurants au plus`),
  })
  .strict()
  .openapi({
    description:
      "Remplace l'ensemble des restaurants livrés. Restaurants de la même enseigne seulement, jamais le laboratoire lui-même ; une liste vide : aucun.",
  });

registry.registerPath({
  method: 'get',
  path: '/api/labs',
  tags: ['labs'],
  summary:
    "Laboratoires visibles par l'utilisateur (un MANAGER : ceux de son invitation et ceux qui livrent ses restaurants)",
  security: bearer,
  responses: { 200: ok('Laboratoires', LabsResponse), ...errorResponses(401) },
});

registry.registerPath({
  method: 'get',
  path: '/api/labs/{id}',
  tags: ['labs'],
  summary: 'Un laboratoire',
  security: bearer,
  request: { params: IdParam },
  responses: { 200: ok('Laboratoire', LabResponse), ...errorResponses(401, 404) },
});

registry.registerPath({
  method: 'get',
  path: '/api/labs/{id}/restaurants',
  tags: ['labs'],
  summary: "Restaurants livrés par le laboratoire (parmi ceux que l'utilisateur voit)",
  security: bearer,
  request: { params: IdParam },
  responses: {
    200: ok('Restaurants livrés', ServedRestaurantsResponse),
    ...errorResponses(401, 404),
  },
});

registry.registerPath({
  method: 'post',
  path: '/api/labs/{id}/restaurants',
  tags: ['labs'],
  summary: 'Fixe les restaurants livrés par le laboratoire (ADMIN)',
  security: bearer,
  request: { params: IdParam, body: body(SetServedRestaurantsBody) },
  responses: {
    200: ok('Restaurants livrés', ServedRestaurantsResponse),
    ...errorResponses(400, 401, 403, 404),
  },
});

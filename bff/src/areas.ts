import type { Resolvers } from './generated/graphql.ts';
import type { RestClient } from './rest/client.ts';
import type { Serve } from './rest/writes.ts';
import { platformArea } from './platform/area.ts';
import { peopleArea } from './people/area.ts';
import { restaurantsArea } from './restaurants/area.ts';
import { settingsArea } from './settings/area.ts';
import { hygieneArea } from './hygiene/area.ts';
import { catalogueArea } from './catalogue/area.ts';
import { recipesArea } from './recipes/area.ts';
import { stockArea } from './stock/area.ts';
import { purchasingArea } from './purchasing/area.ts';
import { planningArea } from './planning/area.ts';
import { notificationsArea } from './notifications/area.ts';

/**
 * An area of the graph, declared by its folder's area.ts (`bff/src/<area>/`, beside its module
 * `<area>.graphql`). Declared with `satisfies GraphArea`, so that its loaders keep their own types
 * in Loaders.
 */
export interface GraphArea {
  /**
   * The resolvers of the area's types, one file per GraphQL type named after it: the type's
   * fields, its Query and Mutation fields, the lists of it on the types it extends.
   */
  readonly resolvers: readonly Resolvers[];
  /** The factories of its per-request loaders (`<name>-loaders.ts`), merged into Loaders. */
  readonly loaders: readonly ((rest: RestClient, serve: Serve) => object)[];
}

/**
 * Every area of the graph: the resolvers are combined from it (resolvers/index.ts) and the
 * request's loaders built from it (rest/loaders.ts). A new area is its import and its line here.
 */
export const AREAS = [
  platformArea,
  peopleArea,
  restaurantsArea,
  settingsArea,
  hygieneArea,
  catalogueArea,
  recipesArea,
  stockArea,
  purchasingArea,
  planningArea,
  notificationsArea,
] as const satisfies readonly GraphArea[];

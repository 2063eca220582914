/**
 * Sub-recipe cycles (docs/areas/recipes.md#sub-recipes): a recipe may never contain itself
 * through any chain of sub-recipes. The api checks a new or changed ingredient with the chain's
 * edges before writing it.
 */

type Id = string | number;

/** recipe → the sub-recipes it uses directly. */
export interface SubRecipeEdge {
  recipeId: Id;
  subRecipeId: Id;
}

/** The edges as a lookup, ids compared as strings (the api's numbers, the graph's strings). */
export function subRecipeGraph(edges: Iterable<SubRecipeEdge>): Map<string, Set<string>> {
  const graph = new Map<string, Set<string>>();
  for (const { recipeId, subRecipeId } of edges) {
    const from = String(recipeId);
    const children = graph.get(from) ?? new Set<string>();
    children.add(String(subRecipeId));
    graph.set(from, children);
  }
  return graph;
}

/**
 * Whether adding `subRecipeId` as an ingredient of `recipeId` would close a cycle: the two are the
 * same recipe, or `recipeId` is reachable from `subRecipeId`. The walk visits each recipe once, so
 * a cycle already in the data (never written by the api) cannot loop it.
 */
export function wouldCreateCycle(
  edges: Iterable<SubRecipeEdge> | ReadonlyMap<string, ReadonlySet<string>>,
  recipeId: Id,
  subRecipeId: Id,
): boolean {
  const graph = edges instanceof Map ? edges : subRecipeGraph(edges as Iterable<SubRecipeEdge>);
  const target = String(recipeId);
  const seen = new Set<string>();
  const queue = [String(subRecipeId)];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (current === target) return true;
    if (seen.has(current)) continue;
    seen.add(current);
    for (const child of graph.get(current) ?? []) queue.push(child);
  }
  return false;
}

/** Every recipe `recipeId` uses, at any depth (itself excluded unless in a cycle). */
export function subRecipesOf(
  edges: Iterable<SubRecipeEdge> | ReadonlyMap<string, ReadonlySet<string>>,
  recipeId: Id,
): Set<string> {
  const graph = edges instanceof Map ? edges : subRecipeGraph(edges as Iterable<SubRecipeEdge>);
  const found = new Set<string>();
  const queue = [...(graph.get(String(recipeId)) ?? [])];
  while (queue.length > 0) {
    const current = queue.pop() as string;
    if (found.has(current)) continue;
    found.add(current);
    for (const child of graph.get(current) ?? []) queue.push(child);
  }
  return found;
}

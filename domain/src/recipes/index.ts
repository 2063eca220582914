/** The recipes' rules (docs/areas/recipes.md): allergens, forms, sub-recipe cycles, cost. */
export * from './constants.ts';
export * from './messages.ts';
export * from './forms.ts';
export * from './graph.ts';
export * from './cost.ts';
export * from './allergens.ts';

// The shared loaders' "not found" messages, in a module of their own: the areas' resolvers import
// them, and rest/loaders.ts imports the areas, so keeping them there would close an import cycle.
export const RESTAURANT_NOT_FOUND = 'Restaurant introuvable';
export const EMPLOYEE_NOT_FOUND = 'Employé introuvable';
export const LAB_NOT_FOUND = 'Laboratoire introuvable';

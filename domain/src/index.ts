export * from './permissions.ts';
export * from './restaurants.ts';
export * from './validation.ts';

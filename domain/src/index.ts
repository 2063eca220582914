export * from './permissions.ts';
export * from './restaurants.ts';
export * from './validation.ts';
export * from './employees.ts';
export * from './invitations.ts';
export * from './deliveries.ts';
export * from './errors.ts';

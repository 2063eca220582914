export * from './common.ts';
export * from './users.ts';
export * from './auth.ts';
export * from './enseignes.ts';
export * from './invitations.ts';
export * from './restaurants.ts';
export * from './labs.ts';
export { registry } from './registry.ts';
export * from './system.ts';

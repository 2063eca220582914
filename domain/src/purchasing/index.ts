/** Purchasing's rules (docs/areas/purchasing.md): statuses, transitions, roles, totals, reception. */
export * from './constants.ts';
export * from './messages.ts';
export * from './transitions.ts';
export * from './totals.ts';
export * from './dates.ts';
export * from './reception.ts';

/** Purchasing's rules (docs/areas/purchasing.md): statuses, transitions, roles, totals, reception. */
export * from './constants.ts';

/** The planning's and the time clock's rules (docs/areas/planning.md). */
export * from './constants.ts';

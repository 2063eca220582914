/** The planning's and the time clock's rules (docs/areas/planning.md). */
export * from './constants.ts';
export * from './messages.ts';
export * from './weeks.ts';
export * from './shifts.ts';
export * from './cells.ts';
export * from './clock.ts';
export * from './labour.ts';
export * from './payroll.ts';

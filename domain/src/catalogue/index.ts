/** The catalogue's rules (docs/areas/catalogue.md): units, conversions, packagings, constants, costs. */
export * from './units.ts';
export * from './conversions.ts';
export * from './packagings.ts';
export * from './messages.ts';
export * from './constants.ts';
export * from './cost.ts';

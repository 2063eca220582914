/** The stock's rules (docs/areas/stock.md): levels, movements, inventories. */
export * from './constants.ts';
export * from './messages.ts';
export * from './levels.ts';
export * from './movements.ts';
export * from './inventory.ts';

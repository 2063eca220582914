// Every table of the database, each declared in the area that owns it (api/src/<area>/tables.ts).
// Drizzle's queries (db/index.ts), drizzle-kit (drizzle.config.ts) and the foreign-key reader
// (db/references.ts) take them from here: a new area's tables are one line below.
export * from '../chain/tables.ts';
export * from '../restaurants/tables.ts';
export * from '../people/tables.ts';
export * from '../photos/tables.ts';
export * from '../files/tables.ts';
export * from '../http/tables.ts';
export * from '../hygiene/tables.ts';
export * from '../catalogue/tables.ts';
export * from '../recipes/tables.ts';
export * from '../stock/tables.ts';
export * from '../purchasing/tables.ts';
export * from '../planning/tables.ts';
export * from '../notifications/tables.ts';

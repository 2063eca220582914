import { getTableName, is } from 'drizzle-orm';
import {
  getTableConfig,
  PgTable,
  type PgColumn,
  type UpdateDeleteAction,
} from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

/** A foreign key of the schema, seen from the table it points to. */
export interface Reference {
  /** `table.column` with the database's names, or `table.col1,col2` for a composite key. */
  key: string;
  table: PgTable;
  columns: PgColumn[];
  onDelete: UpdateDeleteAction | undefined;
}

/**
 * Read from the schema rather than listed by hand, so a table added later that points to `target`
 * is found without anyone remembering to register it. `tables` is the schema's exports (tests pass
 * their own to show what a new table would do).
 */
export function referencesTo(
  target: PgTable,
  tables: readonly unknown[] = Object.values(schema),
): Reference[] {
  const found: Reference[] = [];
  for (const table of tables) {
    if (!is(table, PgTable)) continue;
    for (const fk of getTableConfig(table).foreignKeys) {
      const { columns, foreignTable } = fk.reference();
      if (foreignTable !== target) continue;
      found.push({
        key: `${getTableName(table)}.${columns.map((c) => c.name).join(',')}`,
        table,
        columns,
        onDelete: fk.onDelete,
      });
    }
  }
  return found;
}

/**
 * Whether Postgres refuses to delete a row still referenced through this key: RESTRICT and NO
 * ACTION (the default when none is given) do; CASCADE, SET NULL and SET DEFAULT let it go.
 */
export const blocksDelete = (reference: Reference) =>
  reference.onDelete === undefined ||
  reference.onDelete === 'restrict' ||
  reference.onDelete === 'no action';

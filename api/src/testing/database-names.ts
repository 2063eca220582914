// Naming test databases on a Postgres server: for the api suite's clones (index.ts) and the
// end-to-end suite's (tests/e2e/databases.ts), which imports this alone rather than the api.

/** A database name as an SQL identifier. */
export const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** `url` with its database replaced by `database`. */
export function withDatabase(url: string, database: string): string {
  const parsed = new URL(url);
  parsed.pathname = `/${database}`;
  return parsed.toString();
}

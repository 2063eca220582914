/**
 * What the fuzz tests of the api (api/test/fuzz.test.ts) and of the graph (bff/test/fuzz.test.ts)
 * share: a seeded generator, the French-message check, and a cheap "was anything written?" probe
 * of a test database.
 */
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../db/index.ts';

// The demo's seeded generator: the same seed sends the same requests.
export { seededRandom } from '../db/seed-hygiene.ts';

/** English words zod, Express or graphql-js answer with when nobody translated them. */
const ENGLISH =
  /\b(invalid|expected|received|required|must|should|too|unrecognized|characters?|greater|less|than|string|number|boolean|array|undefined|input|the|is|not|of|unexpected|token|error|bad|request|payload|large|unsupported|found|forbidden|unauthorized|internal|server|cannot|represent|value)\b/i;
/** Something a French sentence has (an accent, or one of its small words). */
const FRENCH =
  /[àâçéèêëîïôûùüÿœ]|\b(le|la|les|un|une|des|du|de|au|aux|et|ou|en|est|sont|doit|pas|plus|moins|entre|hors|sur|sans|avec|obligatoires?|invalides?|inconnue?s?|requise?s?|introuvables?|trop|attendue?s?|limites?|maximum|minimum|champ|corps|nombre|texte|valeur|date|heure|identifiants?)\b/i;

/** Why `message` is not a French sentence for a user, or undefined when it is one. */
export function notFrench(message: unknown): string | undefined {
  if (typeof message !== 'string' || message.trim() === '') return 'message absent ou vide';
  if (ENGLISH.test(message)) return `message en anglais : « ${message.slice(0, 200)} »`;
  if (!FRENCH.test(message)) {
    return `message non reconnu comme français : « ${message.slice(0, 200)} »`;
  }
  return undefined;
}

async function queryRows<T>(db: Db, query: SQL): Promise<T[]> {
  // PGlite and node-postgres both answer `{ rows }`.
  return ((await db.execute(query)) as unknown as { rows: T[] }).rows;
}

/**
 * Tables a refused request writes on purpose: the brute-force counters (issue 9 item 8) count
 * every attempt on a token or a login, malformed ones included, and the failed guesses of a login
 * or a kiosk PIN (fit and finish item 26).
 */
export const WRITTEN_WHEN_REFUSED = new Set(['public.rate_limits', 'public.attempt_backoffs']);

/**
 * Tells which tables were written since the last look. Per table it keeps the row count and the
 * newest row version (max xmin): an insert, an update or a delete changes one of them, a
 * rolled-back attempt neither. The tables are only read when the next transaction id moved (a
 * read-only request does not move it), so a look costs one tiny query most of the time.
 */
export class WriteProbe {
  private xid = '';
  private tables = new Map<string, string>();

  constructor(private readonly db: Db) {}

  private async nextXid(): Promise<string> {
    const [row] = await queryRows<{ xmax: string }>(
      this.db,
      sql`select pg_snapshot_xmax(pg_current_snapshot())::text as xmax`,
    );
    return row!.xmax;
  }

  private async fingerprint(): Promise<Map<string, string>> {
    const names = (
      await queryRows<{ name: string }>(
        this.db,
        sql`select quote_ident(table_schema) || '.' || quote_ident(table_name) as name
            from information_schema.tables
            where table_type = 'BASE TABLE'
              and table_schema not in ('pg_catalog', 'information_schema')
            order by 1`,
      )
    )
      .map((row) => row.name)
      .filter((name) => !WRITTEN_WHEN_REFUSED.has(name));
    const union = names
      .map(
        (name) =>
          `select '${name.replace(/'/g, "''")}' as name, count(*) || ':' || coalesce(max(xmin::text::bigint), 0) as print from ${name}`,
      )
      .join(' union all ');
    const rows = await queryRows<{ name: string; print: string }>(this.db, sql.raw(union));
    return new Map(rows.map((row) => [row.name, row.print]));
  }

  /** Forgets what was written so far: the next `written()` counts from now. */
  async reset(): Promise<void> {
    this.xid = await this.nextXid();
    this.tables = await this.fingerprint();
  }

  /** The tables written since the last look, e.g. `public.zones (12 → 13 lignes)`. */
  async written(): Promise<string[]> {
    const xid = await this.nextXid();
    if (xid === this.xid) return [];
    const tables = await this.fingerprint();
    const changed: string[] = [];
    for (const [name, print] of tables) {
      const was = this.tables.get(name) ?? '0:0';
      if (was === print) continue;
      const [countWas] = was.split(':');
      const [countNow] = print.split(':');
      changed.push(
        countWas === countNow
          ? `${name} (lignes modifiées)`
          : `${name} (${countWas} → ${countNow} lignes)`,
      );
    }
    this.xid = xid;
    this.tables = tables;
    return changed;
  }
}

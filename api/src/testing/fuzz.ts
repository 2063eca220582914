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

/** The probe's own schema: its log and trigger function stay out of the tables it watches. */
const LOG_SCHEMA = 'fuzz_probe';

/**
 * Installs the write log in one statement (so one transaction): the counters start from the row
 * counts read under the same snapshot the triggers start from. Installing again keeps the
 * counters already kept, so two probes on one database agree.
 */
function installWriteLog(): SQL {
  const skipped = [...WRITTEN_WHEN_REFUSED].map((name) => `'${name.replace(/'/g, "''")}'`);
  return sql.raw(`do $install$
declare
  watched text;
begin
  create schema if not exists ${LOG_SCHEMA};
  create table if not exists ${LOG_SCHEMA}.write_log (
    table_name text primary key,
    rows_at_install bigint not null,
    inserted bigint not null default 0,
    updated bigint not null default 0,
    deleted bigint not null default 0
  );
  -- A row-level trigger does not fire for TRUNCATE, so it is counted as deleting every row.
  create or replace function ${LOG_SCHEMA}.log_write() returns trigger language plpgsql as $log$
  declare
    emptied bigint := 0;
  begin
    if TG_OP = 'TRUNCATE' then
      execute format('select count(*) from %I.%I', TG_TABLE_SCHEMA, TG_TABLE_NAME) into emptied;
    elsif TG_OP = 'DELETE' then
      emptied := 1;
    end if;
    insert into ${LOG_SCHEMA}.write_log as log (table_name, rows_at_install, inserted, updated, deleted)
    values (quote_ident(TG_TABLE_SCHEMA) || '.' || quote_ident(TG_TABLE_NAME), 0,
            (TG_OP = 'INSERT')::int, (TG_OP = 'UPDATE')::int, emptied)
    on conflict (table_name) do update set
      inserted = log.inserted + excluded.inserted,
      updated = log.updated + excluded.updated,
      deleted = log.deleted + excluded.deleted;
    return null;
  end
  $log$;
  for watched in
    select quote_ident(table_schema) || '.' || quote_ident(table_name)
    from information_schema.tables
    where table_type = 'BASE TABLE'
      and table_schema not in ('pg_catalog', 'information_schema', '${LOG_SCHEMA}')
      and not (quote_ident(table_schema) || '.' || quote_ident(table_name)
               = any (array[${skipped.join(', ')}]::text[]))
  loop
    execute format('insert into ${LOG_SCHEMA}.write_log (table_name, rows_at_install)
                    select %L, count(*) from %s on conflict (table_name) do nothing', watched, watched);
    execute format('drop trigger if exists fuzz_probe_rows on %s', watched);
    execute format('create trigger fuzz_probe_rows after insert or update or delete on %s
                    for each row execute function ${LOG_SCHEMA}.log_write()', watched);
    execute format('drop trigger if exists fuzz_probe_truncate on %s', watched);
    execute format('create trigger fuzz_probe_truncate before truncate on %s
                    for each statement execute function ${LOG_SCHEMA}.log_write()', watched);
  end loop;
end
$install$`);
}

interface Logged {
  rows: string;
  writes: string;
}

/**
 * Tells which tables were written since the last look. The database keeps the log itself: a
 * row-level trigger on every table (but the ones of WRITTEN_WHEN_REFUSED) counts the rows each
 * table had inserted, updated and deleted. A rolled-back attempt rolls its counts back, and an
 * UPDATE matching no row counts nothing, so a look is one read of a small table. Scanning every
 * table instead (count and max xmin) cost a third of the fuzz suite's time on PGlite: refused
 * requests write the rate-limit tables, so the transaction id moves after almost every batch.
 * Tables created after the first look are not watched (the schema is migrated before).
 */
export class WriteProbe {
  private installed: Promise<void> | undefined;
  private tables = new Map<string, Logged>();

  constructor(private readonly db: Db) {}

  // Drizzle's query runs again each time it is awaited: the promise of an async function does not.
  private async install(): Promise<void> {
    await this.db.execute(installWriteLog());
  }

  private async log(): Promise<Map<string, Logged>> {
    this.installed ??= this.install();
    await this.installed;
    const rows = await queryRows<Logged & { name: string }>(
      this.db,
      sql.raw(`select table_name as name,
                      (rows_at_install + inserted - deleted)::text as rows,
                      (inserted + updated + deleted)::text as writes
               from ${LOG_SCHEMA}.write_log
               order by table_name`),
    );
    return new Map(rows.map(({ name, ...logged }) => [name, logged]));
  }

  /** Forgets what was written so far: the next `written()` counts from now. */
  async reset(): Promise<void> {
    this.tables = await this.log();
  }

  /** The tables written since the last look, e.g. `public.zones (12 → 13 lignes)`. */
  async written(): Promise<string[]> {
    const tables = await this.log();
    const changed: string[] = [];
    for (const [name, now] of tables) {
      const was = this.tables.get(name) ?? { rows: now.rows, writes: '0' };
      if (was.writes === now.writes) continue;
      changed.push(
        was.rows === now.rows
          ? `${name} (lignes modifiées)`
          : `${name} (${was.rows} → ${now.rows} lignes)`,
      );
    }
    this.tables = tables;
    return changed;
  }
}

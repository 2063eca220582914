import { sql, type SQL } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { WriteProbe } from '../src/testing/fuzz.ts';
import { setupApi, type TestContext } from './setup.ts';

let t: TestContext;
let probe: WriteProbe;

/** The first row of a raw query (PGlite and node-postgres both answer `{ rows }`). */
async function firstRow<T>(query: SQL): Promise<T> {
  return ((await t.db.execute(query)) as unknown as { rows: T[] }).rows[0]!;
}

beforeAll(async () => {
  t = await setupApi();
  // Created before the probe, so it is watched like the migrated tables; only this file uses it.
  await t.db.execute(sql`create table probe_scratch (id integer primary key)`);
  await t.db.execute(sql`insert into probe_scratch values (1), (2), (3)`);
  probe = new WriteProbe(t.db);
});
afterAll(async () => {
  await t?.close();
});
beforeEach(async () => {
  await probe.reset();
});

// The fuzz suite trusts an empty answer as "the refused requests wrote nothing".
describe('WriteProbe', () => {
  it('reports an insert, an update and a delete, with the row counts when they moved', async () => {
    const { before } = await firstRow<{ before: number }>(
      sql`select count(*)::int as before from enseignes`,
    );
    const { id } = await firstRow<{ id: number }>(
      sql`insert into enseignes (name) values ('Sonde') returning id`,
    );
    expect(await probe.written()).toEqual([`public.enseignes (${before} → ${before + 1} lignes)`]);

    await t.db.execute(sql`update enseignes set name = 'Sonde bis' where id = ${id}`);
    expect(await probe.written()).toEqual(['public.enseignes (lignes modifiées)']);

    await t.db.execute(sql`delete from enseignes where id = ${id}`);
    expect(await probe.written()).toEqual([`public.enseignes (${before + 1} → ${before} lignes)`]);
    expect(await probe.written()).toEqual([]);
  });

  it('reports a truncate, which no row-level trigger sees', async () => {
    await t.db.execute(sql`truncate probe_scratch`);
    expect(await probe.written()).toEqual(['public.probe_scratch (3 → 0 lignes)']);
  });

  it('ignores the tables refused requests write on purpose', async () => {
    await t.db.execute(
      sql`insert into rate_limits (key, points) values ('sonde', 1)
          on conflict (key) do update set points = rate_limits.points + 1`,
    );
    await t.db.execute(sql`delete from rate_limits where key = 'sonde'`);
    expect(await probe.written()).toEqual([]);
  });

  it('ignores an update matching no row', async () => {
    await t.db.execute(sql`update enseignes set name = name where id = -1`);
    expect(await probe.written()).toEqual([]);
  });

  it('ignores a rolled-back write', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await tx.execute(sql`insert into enseignes (name) values ('Annulée')`);
        await tx.execute(sql`update enseignes set name = name`);
        throw new Error('annulée');
      }),
    ).rejects.toThrow('annulée');
    expect(await probe.written()).toEqual([]);
  });
});

import { GraphQLError } from 'graphql';
import { describe, expect, it } from 'vitest';
import {
  byIds,
  eachById,
  groupBy,
  groupedLists,
  listsBy,
  MAX_IDS_PER_CALL,
} from '../src/rest/batch.ts';

describe('the loader shapes (rest/batch.ts)', () => {
  it('groups rows under the keys asked, in the api order, an empty list for a key with none', () => {
    const rows = [
      { id: 1, owner: 2 },
      { id: 2, owner: 1 },
      { id: 3, owner: null },
      { id: 4, owner: 2 },
    ];
    expect(groupBy([2, 3, 1], rows, (r) => r.owner)).toEqual([[rows[0], rows[3]], [], [rows[1]]]);
  });

  it('reads ids in calls of at most MAX_IDS_PER_CALL; one left out is NOT_FOUND', async () => {
    const calls: string[] = [];
    const loader = byIds(async (ids) => {
      calls.push(ids);
      return ids
        .split(',')
        .map(Number)
        .filter((id) => id !== 7)
        .map((id) => ({ id }));
    }, 'Introuvable');
    const ids = Array.from({ length: MAX_IDS_PER_CALL + 50 }, (_, i) => i + 1);
    const rows = await loader.loadMany(ids);
    expect(calls).toHaveLength(2);
    expect(calls[0]!.split(',')).toHaveLength(MAX_IDS_PER_CALL);
    expect(rows[0]).toEqual({ id: 1 });
    expect(rows[6]).toBeInstanceOf(GraphQLError);
    expect((rows[6] as GraphQLError).extensions.code).toBe('NOT_FOUND');
  });

  it('reads the lists of every owner of a tick in one call and shows each row once', async () => {
    const calls: string[] = [];
    const seen: number[] = [];
    const loader = listsBy(
      async (owners) => {
        calls.push(owners);
        return [
          { id: 10, owner: 1 },
          { id: 11, owner: 3 },
        ];
      },
      (row) => row.owner,
      (row) => seen.push(row.id),
    );
    const [one, two, three] = await Promise.all([1, 2, 3].map((id) => loader.load(id)));
    expect(calls).toEqual(['1,2,3']);
    expect([one, two, three]).toEqual([[{ id: 10, owner: 1 }], [], [{ id: 11, owner: 3 }]]);
    expect(seen).toEqual([10, 11]);
  });

  it('keeps each id its own failure when there is no batch route', async () => {
    const loader = eachById(async (id) => {
      if (id === 2) throw new Error('absent');
      return { id };
    });
    const [ok, failed] = await loader.loadMany([1, 2]);
    expect(ok).toEqual({ id: 1 });
    expect(failed).toBeInstanceOf(Error);
  });

  it('reads each group of a tick once, for all its owners; a failed group fails its keys only', async () => {
    const calls: string[] = [];
    const loader = groupedLists<{ day: string; owner: number }, { owner: number; n: number }>({
      group: (key) => key.day,
      owner: (key) => key.owner,
      read: async (key, owners) => {
        calls.push(`${key.day}:${owners.join(',')}`);
        if (key.day === 'bad') throw new Error('refused');
        return owners.map((owner) => ({ owner, n: owner * 10 }));
      },
      ownerOf: (row) => row.owner,
    });
    const results = await Promise.allSettled([
      loader.load({ day: 'mon', owner: 1 }),
      loader.load({ day: 'mon', owner: 2 }),
      loader.load({ day: 'bad', owner: 1 }),
    ]);
    expect(calls.sort()).toEqual(['bad:1', 'mon:1,2']);
    expect(results[0]).toEqual({ status: 'fulfilled', value: [{ owner: 1, n: 10 }] });
    expect(results[1]).toEqual({ status: 'fulfilled', value: [{ owner: 2, n: 20 }] });
    expect(results[2]!.status).toBe('rejected');
  });
});

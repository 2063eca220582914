import { readFileSync } from 'node:fs';
import DataLoader from 'dataloader';
import { buildSchema, type GraphQLResolveInfo } from 'graphql';
import { describe, expect, it } from 'vitest';
import type { Context } from '../src/context.ts';
import type { RestClient } from '../src/rest/client.ts';
import { createLoaders } from '../src/rest/loaders.ts';
import { applyWrite, type Serving } from '../src/rest/writes.ts';
import type { Resolvers } from '../src/generated/graphql.ts';
import { withWrites } from '../src/resolvers/writes.ts';

/** A loader by id counting the ids it reads, and a list counting its reads. */
function fakes() {
  const reads: number[][] = [];
  const byId = new DataLoader<number, { id: number; name: string }>(async (ids) => {
    reads.push([...ids]);
    return ids.map((id) => ({ id, name: `lu ${id}` }));
  });
  const cleared: string[] = [];
  const list = (name: string): Serving => ({
    feeds: [`Restaurant.${name}`],
    clear: () => void cleared.push(name),
  });
  return { reads, byId, cleared, list };
}

describe('applyWrite (rest/writes.ts): a write applied to the loaders of its request', () => {
  it('primes the loaders of the type it answers with the answer, and only those', async () => {
    const zones = fakes();
    const jobs = fakes();
    await zones.byId.load(3);
    applyWrite(
      [
        { type: 'Zone', byId: zones.byId },
        { type: 'Job', byId: jobs.byId },
      ],
      { effect: {}, type: 'Zone', answer: { id: 3, name: 'écrit' } },
    );
    expect(await zones.byId.load(3)).toEqual({ id: 3, name: 'écrit' });
    expect(zones.reads).toEqual([[3]]);
    expect(await jobs.byId.load(3)).toEqual({ id: 3, name: 'lu 3' });
  });

  it('does not prime a loader that refuses the shape answered', async () => {
    const sheets = fakes();
    applyWrite([{ type: 'Product', byId: sheets.byId, takes: (a) => 'packagings' in a }], {
      effect: {},
      type: 'Product',
      answer: { id: 4, name: 'résumé' },
    });
    expect(await sheets.byId.load(4)).toEqual({ id: 4, name: 'lu 4' });
  });

  it('forgets the object removed, and keeps the others', async () => {
    const tags = fakes();
    await tags.byId.loadMany([1, 2]);
    applyWrite([{ type: 'Tag', byId: tags.byId }], {
      effect: { removes: 'Tag' },
      type: 'ID',
      answer: '2',
    });
    await tags.byId.loadMany([1, 2]);
    expect(tags.reads).toEqual([[1, 2], [2]]);
  });

  it('clears the loaders feeding a stale or changed field, and no other', async () => {
    const { cleared, list } = fakes();
    const zones = fakes();
    await zones.byId.load(1);
    applyWrite(
      [
        list('zones'),
        list('jobs'),
        list('surfaces'),
        { type: 'Zone', byId: zones.byId, feeds: ['Zone.surfaceCount'] },
      ],
      {
        effect: {
          stale: ['Restaurant.zones'],
          changes: ['Restaurant.surfaces', 'Zone.surfaceCount'],
        },
        type: 'Surface',
        answer: { id: 9 },
      },
    );
    expect(cleared).toEqual(['zones', 'surfaces']);
    await zones.byId.load(1);
    expect(zones.reads).toEqual([[1], [1]]);
  });

  it('primes the answer after clearing what is stale, so the object written stays known', async () => {
    const products = fakes();
    applyWrite([{ type: 'Product', byId: products.byId, feeds: ['Product.cost'] }], {
      effect: { stale: ['Product.cost'] },
      type: 'Product',
      answer: { id: 5, name: 'écrit' },
    });
    expect(await products.byId.load(5)).toEqual({ id: 5, name: 'écrit' });
    expect(products.reads).toEqual([]);
  });
});

describe('withWrites (resolvers/writes.ts): every mutation followed by its declared effect', () => {
  const schema = buildSchema(
    readFileSync(new URL('../../schema.graphql', import.meta.url), 'utf8'),
  );
  const infoOf = (field: string) =>
    ({ returnType: schema.getMutationType()!.getFields()[field]!.type }) as GraphQLResolveInfo;

  /** The request's real loaders over a REST client answering a restaurant's zones. */
  function request() {
    const calls: string[] = [];
    const rest = {
      call: async (method: string, path: string, options?: { query?: Record<string, string> }) => {
        calls.push(`${method} ${path} ${new URLSearchParams(options?.query).toString()}`);
        return { zones: [{ id: 1, restaurantId: 7, name: 'Cuisine' }] };
      },
    } as unknown as RestClient;
    return { calls, ctx: { loaders: createLoaders(rest) } as Context };
  }

  it("primes the written zone and reads its restaurant's zones again (WRITES.createZone)", async () => {
    const { calls, ctx } = request();
    const created = { id: 2, restaurantId: 7, name: 'Réserve' };
    const mutation = withWrites({ Mutation: { createZone: () => created } } as unknown as Resolvers)
      .Mutation as Record<string, (...args: unknown[]) => Promise<unknown>>;
    await ctx.loaders.zonesOfRestaurant.load(7);

    expect(await mutation.createZone!({}, {}, ctx, infoOf('createZone'))).toBe(created);

    expect(await ctx.loaders.zone.load(2)).toBe(created);
    await ctx.loaders.zonesOfRestaurant.load(7);
    expect(calls).toEqual(['get /api/zones restaurantIds=7', 'get /api/zones restaurantIds=7']);
  });

  it('changes nothing when the write fails', async () => {
    const { calls, ctx } = request();
    const mutation = withWrites({
      Mutation: {
        createZone: () => {
          throw new Error('refusé');
        },
      },
    } as unknown as Resolvers).Mutation as Record<string, (...args: unknown[]) => Promise<unknown>>;
    await ctx.loaders.zonesOfRestaurant.load(7);

    await expect(mutation.createZone!({}, {}, ctx, infoOf('createZone'))).rejects.toThrow('refusé');

    await ctx.loaders.zonesOfRestaurant.load(7);
    expect(calls).toHaveLength(1);
  });
});

import type { ServerResponse } from 'node:http';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FairShare, QueueTimeout } from '../src/rest/fair-share.ts';
import { UPSTREAM_BUSY_MESSAGE } from '../src/rest/errors.ts';
import { createBff, type Bff } from '../src/server.ts';
import { postGraphql, silentLogger, startFakeApi, type FakeApi } from './helpers.ts';

/** A task that runs until `finish()` is called. */
function pending() {
  let finish!: () => void;
  const done = new Promise<void>((resolve) => (finish = resolve));
  return { task: () => done, finish };
}

describe('FairShare', () => {
  it('caps each caller, and gives freed slots to the waiting callers in turn', async () => {
    const share = new FairShare({ limit: 3, perCaller: 2, queueTimeoutMs: 10_000 });
    const order: string[] = [];
    const tasks = new Map<string, () => void>();
    const start = (caller: string, name: string) => {
      const { task, finish } = pending();
      tasks.set(name, finish);
      return share.run(caller, () => {
        order.push(name);
        return task();
      });
    };
    const runs = [
      start('heavy', 'h1'),
      start('heavy', 'h2'),
      start('heavy', 'h3'),
      start('heavy', 'h4'),
      start('light', 'l1'),
      start('light', 'l2'),
      start('other', 'o1'),
    ];
    await Promise.resolve();
    // heavy holds its cap (2), light takes the third slot although heavy queued first.
    expect(order).toEqual(['h1', 'h2', 'l1']);
    expect(share.inFlight('heavy')).toBe(2);
    expect(share.queued()).toBe(4);

    tasks.get('h1')!();
    await new Promise((resolve) => setImmediate(resolve));
    // The freed slot goes to the next caller in turn that is under its cap: heavy (h3) came
    // first in the queue, then light, then other.
    expect(order).toEqual(['h1', 'h2', 'l1', 'h3']);
    tasks.get('l1')!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order).toEqual(['h1', 'h2', 'l1', 'h3', 'l2']);
    tasks.get('h2')!();
    await new Promise((resolve) => setImmediate(resolve));
    // heavy was served last: other's turn before heavy's h4.
    expect(order).toEqual(['h1', 'h2', 'l1', 'h3', 'l2', 'o1']);
    for (const name of ['h3', 'l2', 'o1']) tasks.get(name)!();
    await new Promise((resolve) => setImmediate(resolve));
    expect(order.at(-1)).toBe('h4');
    tasks.get('h4')!();
    await Promise.all(runs);
    expect(share.inFlight()).toBe(0);
    expect(share.queued()).toBe(0);
  });

  it('gives up a wait after the queue timeout, and frees the slot of a failed task', async () => {
    const share = new FairShare({ limit: 1, perCaller: 1, queueTimeoutMs: 50 });
    const { task, finish } = pending();
    const first = share.run('a', task);
    // The clock is the test's: the wait lasts the queue timeout, not a moment less.
    vi.useFakeTimers();
    try {
      const waiting = share.run('b', () => Promise.resolve());
      const outcome = waiting.then(
        () => 'ran',
        (error: unknown) => error,
      );
      await vi.advanceTimersByTimeAsync(49);
      expect(share.queued()).toBe(1);
      await vi.advanceTimersByTimeAsync(1);
      expect(await outcome).toBeInstanceOf(QueueTimeout);
    } finally {
      vi.useRealTimers();
    }
    expect(share.queued()).toBe(0);
    finish();
    await first;
    await expect(share.run('a', () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
    expect(share.inFlight()).toBe(0);
    await expect(share.run('b', () => Promise.resolve(7))).resolves.toBe(7);
  });
});

describe('the bff shares the api between callers (issue 9 item 2)', () => {
  let fake: FakeApi;
  let bff: Bff;
  let url: string;
  /** Requests of the heavy caller the fake api holds (never answered until the end). */
  const held: ServerResponse[] = [];
  const DASHBOARD = {
    dashboard: {
      restaurantCount: 1,
      employeeCount: 0,
      equipmentCount: 0,
      temperatureReadingCount: 0,
      recentRestaurants: [],
      recentEmployees: [],
    },
  };

  beforeAll(async () => {
    fake = await startFakeApi((req, res) => {
      if (req.headers.authorization === 'Bearer heavy') {
        held.push(res);
        return;
      }
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(DASHBOARD));
    });
    // Default pool (32 connections, 4 per caller); a short queue timeout for the test.
    bff = await createBff({ apiUrl: fake.url, logger: silentLogger, queueTimeoutMs: 1_000 });
    url = await bff.listen(0);
  });
  afterAll(async () => {
    for (const res of held) res.destroy();
    await bff?.close();
    await fake?.close();
  });

  it("one caller's flood neither holds every connection nor makes the others wait", async () => {
    const fifteen = `{ ${Array.from({ length: 15 }, (_, i) => `a${i}: dashboard { restaurantCount }`).join(' ')} }`;
    // 3 operations of 15 REST calls: more than the pool's 32 connections.
    const flood = Array.from({ length: 3 }, () => postGraphql(url, fifteen, undefined, 'heavy'));
    await expect.poll(() => held.length).toBe(4);

    // Whether the flood's operations have been answered (their queued calls give up after the
    // queue timeout): the light caller must be served before, not after a slot freed up.
    let floodAnswered = 0;
    for (const operation of flood) void operation.then(() => (floodAnswered += 1));
    const light = await postGraphql(url, '{ dashboard { restaurantCount } }', undefined, 'light');
    expect(light.errors).toBeUndefined();
    expect(light.data).toEqual({ dashboard: { restaurantCount: 1 } });
    expect(floodAnswered).toBe(0);
    // Still 4: the heavy caller's other calls wait in its own queue.
    expect(held.length).toBe(4);

    // Its queued calls give up after the queue timeout, in French, saying nothing was sent.
    const results = await Promise.all(flood);
    const codes = results.flatMap((r) => (r.errors ?? []).map((e) => e.extensions?.code));
    expect(codes.length).toBeGreaterThan(0);
    expect(new Set(codes)).toEqual(new Set(['UPSTREAM_BUSY']));
    expect(results.flatMap((r) => r.errors ?? []).map((e) => e.message)).toContain(
      UPSTREAM_BUSY_MESSAGE,
    );
    expect(held.length).toBe(4);
  });
});

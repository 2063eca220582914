// `npm start` keeps the product up: a killed api or bff is started again, Ctrl-C still stops
// everything, and a process that cannot start any more stops the product with a clear message.
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, test } from 'vitest';
import { waitForHttp } from './lib/processes.ts';
import { launchProduct, type ProductProcess } from './lib/product.ts';
import { DEFAULT_RESTART_POLICY, decideRestart, type RestartState } from './lib/supervise.ts';

describe('decideRestart', () => {
  const policy = DEFAULT_RESTART_POLICY;
  const crashedAfter = (readyForMs: number) => ({ ready: true, readyForMs });
  const neverReady = { ready: false, readyForMs: 0 };

  test('the delay doubles while crashes come quickly, up to its cap', () => {
    let state: RestartState = { crashes: 0, startFailures: 0 };
    const delays: number[] = [];
    for (let i = 0; i < 8; i++) {
      const decision = decideRestart(state, crashedAfter(1_000), policy);
      expect(decision.action).toBe('restart');
      if (decision.action === 'restart') delays.push(decision.delayMs);
      state = decision.state;
    }
    expect(delays).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 30_000, 30_000, 30_000]);
  });

  test('a process that ran healthily for a while starts over from the first delay', () => {
    const decision = decideRestart(
      { crashes: 6, startFailures: 0 },
      crashedAfter(policy.healthyAfterMs),
      policy,
    );
    expect(decision).toEqual({
      action: 'restart',
      delayMs: policy.initialDelayMs,
      state: { crashes: 1, startFailures: 0 },
    });
  });

  test('it gives up after maxStartFailures starts in a row that never answered', () => {
    let state: RestartState = { crashes: 0, startFailures: 0 };
    const actions: string[] = [];
    for (let i = 0; i < policy.maxStartFailures; i++) {
      const decision = decideRestart(state, neverReady, policy);
      actions.push(decision.action);
      state = decision.state;
    }
    expect(actions).toEqual([...Array(policy.maxStartFailures - 1).fill('restart'), 'give-up']);
  });

  test('a start that answered clears the count of failed starts (crashes after start never give up)', () => {
    let state: RestartState = { crashes: 0, startFailures: policy.maxStartFailures - 1 };
    for (let i = 0; i < 20; i++) {
      const decision = decideRestart(state, crashedAfter(10), policy);
      expect(decision.action).toBe('restart');
      state = decision.state;
    }
    expect(state.startFailures).toBe(0);
  });
});

describe('npm start', () => {
  // One directory for both tests, empty for the first: its start is the suites' only npm start on
  // an empty DATA_DIR (the e2e files start on copies of a seeded one), and the second starts on
  // what the first left after its api was killed and Ctrl-C stopped it.
  let dataDir: string;
  let product: ProductProcess | undefined;

  beforeAll(() => {
    dataDir = mkdtempSync(join(tmpdir(), 'start-test-'));
  });
  afterEach(async () => {
    await product?.stop();
    product = undefined;
  });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  const start = async (env: NodeJS.ProcessEnv = {}) =>
    (product = await launchProduct({
      dataDir,
      // Short waits between restarts keep the test short; the policy itself is tested above.
      env: { START_RESTART_DELAY_MS: '200', ...env },
      verbose: Boolean(process.env.START_TEST_VERBOSE),
    }));

  const alive = (pid: number) => {
    try {
      process.kill(pid, 0);
      return true;
    } catch {
      return false;
    }
  };

  test('a killed api, then a killed bff, answer again; Ctrl-C then stops everything', async () => {
    const { port, apiPort, line, pid, output } = await start();
    expect(output).toContain(
      '[api] base vide : enseigne de démonstration créée (admin@demo.fr / demo1234)',
    );

    const api = pid('api');
    let from = output.length;
    process.kill(api, 'SIGKILL');
    await line(/^\[start\] api stopped unexpectedly \(signal SIGKILL\); restarting it in/, {
      from,
    });
    const newApi = Number((await line(/^\[start\] api is back \(pid (\d+)/, { from }))[1]);
    expect(newApi).not.toBe(api);
    expect((await fetch(`http://127.0.0.1:${apiPort}/api/health`)).status).toBe(200);
    // The bff, which was never stopped, reaches the new api.
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, { timeoutMs: 10_000 });

    const bff = pid('bff');
    from = output.length;
    process.kill(bff, 'SIGKILL');
    await line(/^\[start\] bff stopped unexpectedly \(signal SIGKILL\); restarting it in/, {
      from,
    });
    const newBff = Number((await line(/^\[start\] bff is back \(pid (\d+)/, { from }))[1]);
    expect(newBff).not.toBe(bff);
    await waitForHttp(`http://127.0.0.1:${port}/readyz`, { timeoutMs: 10_000 });

    // Ctrl-C reaches start.ts alone (the servers have their own process groups).
    product!.managed.child.kill('SIGINT');
    expect(await product!.managed.exited).toBe(0);
    expect(output.join('\n')).toContain('[api] SIGTERM: stopping');
    expect([newApi, newBff].filter(alive)).toEqual([]);
  });

  test('a bff that can no longer start (its port taken) stops the product with a clear message', async () => {
    const { port, line, pid, output, managed } = await start({ START_RESTART_MAX_FAILURES: '2' });
    const api = pid('api');
    const from = output.length;
    process.kill(pid('bff'), 'SIGKILL');
    // Someone else takes the port before the restart (200 ms later). It hangs up on every
    // connection, so that closing it does not wait for npm start's probes.
    const squatter: Server = createServer((socket) => socket.destroy());
    for (;;) {
      const taken = await new Promise<boolean>((resolve) => {
        squatter.once('error', () => resolve(false));
        squatter.listen(port, () => resolve(true));
      });
      if (taken) break;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    try {
      await line(/^\[start\] bff failed to start \(exit 1\); restarting it in/, { from });
      await line(
        /^\[start\] bff failed to start 2 times in a row \(last: exit 1\); giving up\..*Stopping everything\.$/,
        { from },
      );
      expect(await managed.exited).toBe(1);
      expect(alive(api)).toBe(false);
      expect(output.slice(from).join('\n')).toContain('[api] SIGTERM: stopping');
    } finally {
      await new Promise((resolve) => squatter.close(resolve));
    }
  });
});

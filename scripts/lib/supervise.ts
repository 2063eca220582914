// Keeps one server process running for `npm start`: when it dies, it is started again after an
// exponential backoff, and the log says so. A process that keeps failing before it answers its
// health check (a port taken, a broken database) is not retried forever: the supervisor gives up
// and says why, and the caller stops the product.
import { stopManaged, waitForHttp, type Managed } from './processes.ts';

export interface RestartPolicy {
  /** Delay before the first restart; it doubles after each crash until the process runs healthily. */
  initialDelayMs: number;
  maxDelayMs: number;
  /** A process that has answered its health check for this long counts as healthy: the backoff starts over. */
  healthyAfterMs: number;
  /** Restarts in a row that never answered the health check before the supervisor gives up. */
  maxStartFailures: number;
  /** How long a restarted process may take to answer (PGlite replays its log after a kill -9). */
  readyTimeoutMs: number;
}

export const DEFAULT_RESTART_POLICY: RestartPolicy = {
  initialDelayMs: 1_000,
  maxDelayMs: 30_000,
  healthyAfterMs: 60_000,
  maxStartFailures: 5,
  readyTimeoutMs: 180_000,
};

/** Consecutive failures since the process last ran healthily. */
export interface RestartState {
  crashes: number;
  startFailures: number;
}

export interface RunSummary {
  /** The process answered its health check during this run. */
  ready: boolean;
  /** How long it had been answering when it died (0 when it never did). */
  readyForMs: number;
}

export type RestartDecision =
  | { action: 'restart'; delayMs: number; state: RestartState }
  | { action: 'give-up'; state: RestartState };

/**
 * What to do when a supervised process dies. Crashes after a healthy start are always retried,
 * with a delay that grows while they come quickly (a request that kills the api must not get the
 * supervisor to stop the product for good); only failures to start count towards giving up.
 */
export function decideRestart(
  previous: RestartState,
  run: RunSummary,
  policy: RestartPolicy,
): RestartDecision {
  const healthy = run.ready && run.readyForMs >= policy.healthyAfterMs;
  const base = healthy ? { crashes: 0, startFailures: 0 } : previous;
  const state: RestartState = {
    crashes: base.crashes + 1,
    startFailures: run.ready ? 0 : base.startFailures + 1,
  };
  if (state.startFailures >= policy.maxStartFailures) return { action: 'give-up', state };
  const delayMs = Math.min(policy.maxDelayMs, policy.initialDelayMs * 2 ** (state.crashes - 1));
  return { action: 'restart', delayMs, state };
}

/** The policy, with START_RESTART_DELAY_MS and START_RESTART_MAX_FAILURES overriding its defaults. */
export function restartPolicyFromEnv(env: NodeJS.ProcessEnv = process.env): RestartPolicy {
  const positive = (value: string | undefined, fallback: number) => {
    const number = Number(value);
    return value && Number.isFinite(number) && number > 0 ? number : fallback;
  };
  return {
    ...DEFAULT_RESTART_POLICY,
    initialDelayMs: positive(env.START_RESTART_DELAY_MS, DEFAULT_RESTART_POLICY.initialDelayMs),
    maxStartFailures: positive(
      env.START_RESTART_MAX_FAILURES,
      DEFAULT_RESTART_POLICY.maxStartFailures,
    ),
  };
}

export interface SupervisorOptions {
  name: string;
  spawn: () => Managed;
  /** Answers 2xx while the process is up (its liveness check, not one that needs other servers). */
  healthUrl: string;
  policy?: RestartPolicy;
  log: (line: string) => void;
  /** Called once when the supervisor gives up; the process is not restarted any more. */
  onGiveUp: (message: string) => void;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

export class Supervisor {
  readonly name: string;
  private readonly options: SupervisorOptions;
  private readonly policy: RestartPolicy;
  private state: RestartState = { crashes: 0, startFailures: 0 };
  private managed: Managed | undefined;
  private pendingRestart: NodeJS.Timeout | undefined;
  private stopped = false;

  constructor(options: SupervisorOptions) {
    this.options = options;
    this.name = options.name;
    this.policy = options.policy ?? restartPolicyFromEnv();
  }

  /** The running process, if any (between a crash and its restart there is none). */
  get current(): Managed | undefined {
    return this.managed;
  }

  /**
   * The first start: rejects if the process dies or does not answer in `timeoutMs`, without
   * retrying (a port taken at start-up is the user's to fix, not ours to retry). Once it has
   * answered, every later death is restarted.
   */
  async start(timeoutMs = this.policy.readyTimeoutMs): Promise<void> {
    const managed = this.launch();
    await waitForHttp(this.options.healthUrl, { watch: [managed], timeoutMs });
    this.watch(managed, Date.now());
  }

  /** No more restarts; stops the running process (SIGTERM, then SIGKILL after `graceMs`). */
  async stop(graceMs?: number): Promise<void> {
    this.stopped = true;
    clearTimeout(this.pendingRestart);
    if (this.managed) await stopManaged(this.managed, graceMs);
  }

  private launch(): Managed {
    const managed = this.options.spawn();
    this.managed = managed;
    // The pid lets an operator (and the restart test) find the process among its siblings.
    if (managed.child.pid !== undefined) {
      this.options.log(`${this.name} started (pid ${managed.child.pid})`);
    }
    return managed;
  }

  /** Follows one run of the process: `readyAt` is when it answered, undefined if it never did. */
  private watch(managed: Managed, readyAt: number | undefined): void {
    void managed.exited.then((code) => {
      if (this.stopped) return;
      this.managed = undefined;
      const { signalCode } = managed.child;
      const how = signalCode ? `signal ${signalCode}` : `exit ${code}`;
      const decision = decideRestart(
        this.state,
        {
          ready: readyAt !== undefined,
          readyForMs: readyAt === undefined ? 0 : Date.now() - readyAt,
        },
        this.policy,
      );
      this.state = decision.state;
      if (decision.action === 'give-up') {
        this.stopped = true;
        this.options.onGiveUp(
          `${this.name} failed to start ${decision.state.startFailures} times in a row ` +
            `(last: ${how}); giving up. Its log above says why (a port already taken?).`,
        );
        return;
      }
      this.options.log(
        `${this.name} ${readyAt === undefined ? 'failed to start' : 'stopped unexpectedly'} ` +
          `(${how}); restarting it in ${seconds(decision.delayMs)} (restart ${decision.state.crashes})`,
      );
      this.pendingRestart = setTimeout(() => void this.restart(), decision.delayMs);
    });
  }

  private async restart(): Promise<void> {
    if (this.stopped) return;
    const started = Date.now();
    const managed = this.launch();
    let readyAt: number | undefined;
    try {
      await waitForHttp(this.options.healthUrl, {
        watch: [managed],
        timeoutMs: this.policy.readyTimeoutMs,
      });
      readyAt = Date.now();
    } catch {
      // Died (its exit is handled below) or hangs: a hung start is killed and counts as a failure.
      if (managed.child.exitCode === null && managed.child.signalCode === null) {
        this.options.log(
          `${this.name} did not answer within ${seconds(this.policy.readyTimeoutMs)}; killing it`,
        );
        try {
          process.kill(-managed.child.pid!, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
    }
    if (readyAt !== undefined && !this.stopped) {
      this.options.log(
        `${this.name} is back (pid ${managed.child.pid}, answered after ${seconds(readyAt - started)})`,
      );
    }
    // A death during start-up has already resolved `exited`: watch() still sees it, as a failed start.
    this.watch(managed, readyAt);
  }
}

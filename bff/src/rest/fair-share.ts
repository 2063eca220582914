/**
 * Shares the bff's connections to the api between callers (issue 9 item 2): at most `limit`
 * REST calls in flight in all, at most `perCaller` of them for any one caller, and a free slot
 * goes to the callers waiting in turn (round robin), not to whoever queued the most. A call that
 * waits longer than `queueTimeoutMs` gives up before anything was sent: the caller gets a
 * French "busy" error, knowing nothing was written.
 */
export interface FairShareOptions {
  /** Calls in flight in all (the pool's connections: nothing waits inside undici). */
  limit: number;
  /** Calls in flight for one caller. */
  perCaller: number;
  /** Longest wait for a slot, in ms. */
  queueTimeoutMs: number;
}

export class QueueTimeout extends Error {
  constructor(readonly waitedMs: number) {
    super(`no REST slot after ${waitedMs} ms`);
    this.name = 'QueueTimeout';
  }
}

interface Waiter {
  start: () => void;
  timer: NodeJS.Timeout;
}

export class FairShare {
  private active = 0;
  private readonly activeBy = new Map<string, number>();
  /** Waiting callers in turn order; each one's waiters in arrival order. */
  private readonly waiting = new Map<string, Waiter[]>();

  constructor(readonly options: FairShareOptions) {}

  /** Calls in flight (all callers, or one). */
  inFlight(caller?: string): number {
    return caller === undefined ? this.active : (this.activeBy.get(caller) ?? 0);
  }

  /** Calls waiting for a slot (all callers). */
  queued(): number {
    let count = 0;
    for (const list of this.waiting.values()) count += list.length;
    return count;
  }

  /** Runs `task` once the caller has a slot; the slot is freed when it settles. */
  async run<T>(caller: string, task: () => Promise<T>): Promise<T> {
    await this.acquire(caller);
    try {
      return await task();
    } finally {
      this.release(caller);
    }
  }

  private canStart(caller: string): boolean {
    return this.active < this.options.limit && this.inFlight(caller) < this.options.perCaller;
  }

  private take(caller: string): void {
    this.active += 1;
    this.activeBy.set(caller, this.inFlight(caller) + 1);
  }

  private acquire(caller: string): Promise<void> {
    // Nobody of this caller waiting: start at once if there is room (keeps each caller's order).
    if (!this.waiting.has(caller) && this.canStart(caller)) {
      this.take(caller);
      return Promise.resolve();
    }
    return new Promise((resolve, reject) => {
      const started = Date.now();
      const waiter: Waiter = {
        start: () => {
          clearTimeout(waiter.timer);
          this.take(caller);
          resolve();
        },
        timer: setTimeout(() => {
          const list = this.waiting.get(caller);
          const at = list?.indexOf(waiter) ?? -1;
          if (list && at !== -1) {
            list.splice(at, 1);
            if (list.length === 0) this.waiting.delete(caller);
          }
          reject(new QueueTimeout(Date.now() - started));
        }, this.options.queueTimeoutMs),
      };
      const list = this.waiting.get(caller);
      if (list) list.push(waiter);
      else this.waiting.set(caller, [waiter]);
    });
  }

  private release(caller: string): void {
    this.active -= 1;
    const mine = this.inFlight(caller) - 1;
    if (mine === 0) this.activeBy.delete(caller);
    else this.activeBy.set(caller, mine);
    this.dispatch();
  }

  /** Gives free slots to waiting callers in turn; a served caller goes to the back. */
  private dispatch(): void {
    let progressed = true;
    while (this.active < this.options.limit && progressed) {
      progressed = false;
      for (const [caller, list] of this.waiting) {
        if (this.active >= this.options.limit) return;
        if (this.inFlight(caller) >= this.options.perCaller) continue;
        const waiter = list.shift()!;
        this.waiting.delete(caller);
        // Map order is insertion order: re-inserting puts the caller behind the others.
        if (list.length > 0) this.waiting.set(caller, list);
        waiter.start();
        progressed = true;
        break;
      }
    }
  }
}

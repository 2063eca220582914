// Child-process plumbing shared by start.ts, dev.ts and the load bench: prefixed logs, readiness
// polling and an ordered, bounded shutdown.
import { spawn, type ChildProcess, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../', import.meta.url));

const COLORS = [36, 35, 33, 32, 34];
const useColor = process.stdout.isTTY && !process.env.NO_COLOR;

export interface Managed {
  name: string;
  child: ChildProcess;
  /** Resolves with the exit code (signal deaths map to 128 + n, like a shell) once the child is gone. */
  exited: Promise<number>;
}

export interface SpawnManagedOptions {
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Receives every output line (without prefix), e.g. to wait for a banner. */
  onLine?: (line: string) => void;
  /** Do not echo the child's output (the bench keeps its own output readable). */
  quiet?: boolean;
}

// One colour per name: a restarted api keeps the colour of the one that died.
const colorOf = new Map<string, number>();

export function spawnManaged(
  name: string,
  command: string,
  args: string[],
  options: SpawnManagedOptions = {},
): Managed {
  if (!colorOf.has(name)) colorOf.set(name, COLORS[colorOf.size % COLORS.length] ?? 36);
  const color = colorOf.get(name)!;
  const prefix = useColor ? `\u001b[${color}m[${name}]\u001b[0m ` : `[${name}] `;
  const spawnOptions: SpawnOptions = {
    cwd: options.cwd ?? repoRoot,
    env: options.env ?? process.env,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Own process group: a terminal Ctrl-C reaches only us, and we stop the children in order
    // (bff first, then the api, which must close its database cleanly).
    detached: true,
  };
  const child = spawn(command, args, spawnOptions);
  for (const stream of [child.stdout, child.stderr]) {
    if (!stream) continue;
    const out = stream === child.stderr ? process.stderr : process.stdout;
    // Servers that already tag their lines with our name (`[api] ready`) are not tagged twice.
    const ownTag = `[${name}] `;
    createInterface({ input: stream }).on('line', (line) => {
      options.onLine?.(line);
      const text = line.startsWith(ownTag) ? line.slice(ownTag.length) : line;
      if (!options.quiet) out.write(prefix + text + '\n');
    });
  }
  const exited = new Promise<number>((resolve) => {
    child.once('error', (error) => {
      process.stderr.write(`${prefix}could not start: ${error.message}\n`);
      resolve(127);
    });
    child.once('exit', (code, signal) => {
      resolve(code ?? (signal ? 128 + signalNumber(signal) : 1));
    });
  });
  liveChildren.add(child);
  void exited.then(() => liveChildren.delete(child));
  return { name, child, exited };
}

function signalNumber(signal: NodeJS.Signals): number {
  return { SIGHUP: 1, SIGINT: 2, SIGKILL: 9, SIGTERM: 15 }[signal as string] ?? 0;
}

const liveChildren = new Set<ChildProcess>();

// Children live in their own process groups, so if we exit abruptly (an uncaught error, a
// process.exit) they would survive us; take them down with us.
process.on('exit', () => {
  for (const child of liveChildren) {
    if (child.pid !== undefined) {
      try {
        process.kill(-child.pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
});

/** SIGTERM, then SIGKILL of the whole group if it has not exited within `graceMs`. */
export async function stopManaged(managed: Managed, graceMs = 15_000): Promise<number> {
  const { child } = managed;
  if (child.exitCode === null && child.signalCode === null && child.pid !== undefined) {
    child.kill('SIGTERM');
    const timer = setTimeout(() => {
      process.stderr.write(`[${managed.name}] did not stop within ${graceMs} ms, killing it\n`);
      try {
        process.kill(-child.pid!, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }, graceMs);
    const code = await managed.exited;
    clearTimeout(timer);
    return code;
  }
  return managed.exited;
}

/**
 * Polls `url` until it answers 2xx. Rejects when `timeoutMs` passes or, earlier, when one of the
 * `watch`ed children exits (a crash at start-up should not make us wait for the timeout).
 */
export async function waitForHttp(
  url: string,
  { timeoutMs = 180_000, watch = [] as Managed[] } = {},
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let died: Managed | undefined;
  for (const managed of watch) void managed.exited.then(() => (died ??= managed));
  let lastError = '';
  while (Date.now() < deadline) {
    if (died) throw new Error(`${died.name} exited before ${url} answered`);
    try {
      const response = await fetch(url, { signal: AbortSignal.timeout(2_000) });
      if (response.ok) return;
      lastError = `HTTP ${response.status}`;
    } catch (error) {
      lastError = error instanceof Error ? error.message : String(error);
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms (last: ${lastError})`);
}

/** A port that was free a moment ago (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** `node --import tsx <file>` with the current node, so the pid we stop is the server itself. */
export function nodeTsArgs(file: string, { watch = false } = {}): string[] {
  return [...(watch ? ['--watch'] : []), '--import', 'tsx', file];
}

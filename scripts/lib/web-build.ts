// Builds web/dist only when a source is newer than it: a cheap mtime walk, so `npm start` stays fast
// on the second run and never serves a stale bundle after a pull.
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './processes.ts';

const webDir = join(repoRoot, 'web');
export const webDist = join(webDir, 'dist');
const builtMarker = join(webDist, 'index.html');
/** The graph's explorer, a build of its own (web/vite.explorer.config.ts) run by the same script. */
const explorerMarker = join(webDist, 'explorer', 'index.html');

// Everything the bundle is made of: the web sources and config, the shared domain rules and the
// graph schema its typed documents come from.
const inputs = [
  join(webDir, 'src'),
  join(webDir, 'public'),
  join(webDir, 'index.html'),
  join(webDir, 'package.json'),
  join(webDir, 'tsconfig.json'),
  join(repoRoot, 'domain', 'src'),
  join(repoRoot, 'schema.graphql'),
];

function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) {
    if (entry === 'node_modules' || entry === 'dist') continue;
    newest = Math.max(newest, newestMtime(join(path, entry)));
  }
  return newest;
}

function viteConfigs(): string[] {
  return readdirSync(webDir)
    .filter((name) => /^vite\.(?:explorer\.)?config\.[cm]?[jt]s$/.test(name))
    .map((name) => join(webDir, name));
}

export type WebBuildState = 'fresh' | 'stale' | 'missing' | 'no-web-app';

export function webBuildState(): WebBuildState {
  if (!existsSync(join(webDir, 'index.html'))) return 'no-web-app';
  if (!existsSync(builtMarker)) return 'missing';
  // A web/dist built before the explorer existed lacks it: build again.
  if (!existsSync(explorerMarker)) return 'stale';
  const built = statSync(builtMarker).mtimeMs;
  const newestSource = Math.max(...[...inputs, ...viteConfigs()].map(newestMtime));
  return newestSource > built ? 'stale' : 'fresh';
}

/** Runs `npm run build -w web` when web/dist is missing or older than its sources. */
export async function ensureWebBuilt(log: (line: string) => void = console.log): Promise<void> {
  const state = webBuildState();
  if (state === 'fresh') return;
  if (state === 'no-web-app') {
    log('web/index.html not found: the web app is not there yet, nothing to build.');
    return;
  }
  log(
    state === 'missing'
      ? 'web/dist is missing: building the web app…'
      : 'web sources changed: rebuilding the web app…',
  );
  const started = Date.now();
  const code = await new Promise<number>((resolve) => {
    const child = spawn('npm', ['run', 'build', '-w', 'web'], {
      cwd: repoRoot,
      // What is served is the production bundle, whoever asks for the build: under a test runner
      // (NODE_ENV=test) Vite would bundle development React, and `npm start` would keep serving it.
      env: { ...process.env, NODE_ENV: 'production' },
      stdio: ['ignore', 'inherit', 'inherit'],
    });
    child.once('error', () => resolve(127));
    child.once('exit', (exitCode) => resolve(exitCode ?? 1));
  });
  if (code !== 0) throw new Error(`the web build failed (exit ${code})`);
  log(`web app built in ${((Date.now() - started) / 1000).toFixed(1)} s.`);
}

// `npm test`: every suite and check, each with its name, duration and result, the total time, and
// a last line `N passed, N failed` that CI tooling can read. Independent steps run side by side on
// the machine's cores (the longest first); a step's output is printed whole when it ends, so the
// log reads step by step. A failing step does not stop the run (the summary is more useful whole)
// but makes the exit code non-zero.
//
//   npm test                              every step
//   npm test -- --only api,bff            some steps (names below)
//   npm test -- --list                    the step names
//   npm test -- --jobs 1                  one step at a time, its output as it comes
//   npm test -- --postgres postgres://…   also the api suite on that Postgres server
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { repoRoot } from './lib/processes.ts';
import { webBuildState } from './lib/web-build.ts';
import { MODULES_GLOB, mergeModules, readModules, SCHEMA_FILE } from './schema.ts';

interface StepResult {
  ok: boolean;
  note?: string;
}

interface Step {
  name: string;
  description: string;
  run: () => Promise<StepResult>;
  /** Steps that must have ended first (they build what this one uses). */
  needs?: string[];
  /**
   * Roughly how many seconds it takes on a two-core machine: the scheduler starts the longest
   * first, so the last step to end is a short one.
   */
  weight: number;
}

type Sink = (chunk: Buffer | string, stream: 'out' | 'err') => void;

const terminal: Sink = (chunk, stream) =>
  (stream === 'err' ? process.stderr : process.stdout).write(chunk);
/** Where the running step's output goes: the terminal as it comes, or the step's own buffer. */
const stepOutput = new AsyncLocalStorage<Sink>();
const sink = (): Sink => stepOutput.getStore() ?? terminal;

const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves with its exit code. */
function run(
  command: string,
  args: string[],
  {
    cwd = repoRoot,
    quiet = false,
    env = process.env,
  }: { cwd?: string; quiet?: boolean; env?: NodeJS.ProcessEnv } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Output goes through a pipe (we keep a copy): keep the colours a terminal would get. Some
      // tools colour whenever FORCE_COLOR exists, whatever its value, so it is only ever added.
      env:
        process.stdout.isTTY && env.FORCE_COLOR === undefined ? { ...env, FORCE_COLOR: '1' } : env,
    });
    let output = '';
    const write = sink();
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!quiet) write(chunk, 'out');
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!quiet) write(chunk, 'err');
    });
    child.once('error', (error) => resolve({ code: 127, output: error.message }));
    child.once('close', (code, signal) => resolve({ code: code ?? (signal ? 1 : 0), output }));
  });
}

const command =
  (cmd: string, args: string[], cwd = repoRoot) =>
  async (): Promise<StepResult> => ({ ok: (await run(cmd, args, { cwd })).code === 0 });

const workspaceTests = (workspace: string) => command('npm', ['run', 'test', '-w', workspace]);

function listFiles(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => relative(dir, join(entry.parentPath, entry.name)))
    .sort();
}

/**
 * Merges the graph's modules and regenerates every generated file into a temporary directory with
 * the committed inputs and the repository's codegen config, then compares: the working tree is
 * never written, so a dirty checkout is safe. A module edited without `npm run codegen` leaves the
 * published schema.graphql behind it, which fails first.
 */
async function codegenDrift(): Promise<StepResult> {
  let merged: string;
  try {
    merged = await mergeModules(readModules());
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    return { ok: false, note: `the graph's modules do not merge (scripts/schema.ts):\n${message}` };
  }
  if (merged !== readFileSync(join(repoRoot, SCHEMA_FILE), 'utf8')) {
    sink()(
      `${SCHEMA_FILE} is not the merge of ${MODULES_GLOB}.\nRun \`npm run codegen\` and commit.\n`,
      'err',
    );
    return { ok: false, note: `${SCHEMA_FILE} out of date` };
  }
  const tmp = mkdtempSync(join(tmpdir(), 'codegen-drift-'));
  try {
    const restOut = join(tmp, 'bff/src/generated/rest.ts');
    const rest = await run(bin('openapi-typescript'), ['api/openapi.json', '-o', restOut], {
      quiet: true,
    });
    if (rest.code !== 0) return { ok: false, note: `openapi-typescript failed:\n${rest.output}` };

    const { default: config } = (await import(
      pathToFileURL(join(repoRoot, 'codegen.ts')).href
    )) as {
      default: CodegenConfig;
    };
    const generates = Object.fromEntries(
      Object.entries(config.generates).map(([target, output]) => [
        join(tmp, target) + (target.endsWith('/') ? '/' : ''),
        output,
      ]),
    );
    const tmpConfig = join(tmp, 'codegen.json');
    writeFileSync(tmpConfig, JSON.stringify({ ...config, generates }));
    const codegen = await run(bin('graphql-codegen'), ['--config', tmpConfig, '--silent'], {
      quiet: true,
    });
    if (codegen.code !== 0)
      return { ok: false, note: `graphql-codegen failed:\n${codegen.output}` };

    const generatedDirs = ['bff/src/generated', 'web/src/gql'];
    const format = await run(
      bin('prettier'),
      [
        '--log-level',
        'warn',
        '--config',
        join(repoRoot, '.prettierrc.json'),
        '--write',
        ...generatedDirs.map((dir) => join(tmp, dir)),
      ],
      { quiet: true },
    );
    if (format.code !== 0) return { ok: false, note: `prettier failed:\n${format.output}` };

    const drift: string[] = [];
    for (const dir of generatedDirs) {
      const expected = listFiles(join(tmp, dir));
      const actual = listFiles(join(repoRoot, dir));
      for (const file of new Set([...expected, ...actual])) {
        const path = `${dir}/${file}`;
        if (!expected.includes(file)) drift.push(`${path} should not exist`);
        else if (!actual.includes(file)) drift.push(`${path} is missing`);
        else if (
          readFileSync(join(tmp, dir, file), 'utf8') !==
          readFileSync(join(repoRoot, dir, file), 'utf8')
        )
          drift.push(`${path} differs`);
      }
    }
    if (drift.length === 0) return { ok: true };
    sink()(
      `Generated code is stale:\n  ${drift.join('\n  ')}\nRun \`npm run codegen\` and commit.\n`,
      'err',
    );
    return { ok: false, note: `${drift.length} generated file(s) out of date` };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

/**
 * schema.graphql against the previous commit's with graphql-inspector. The graph is a public
 * contract: a breaking change passes only when the commit message says `[breaking-graph]`.
 */
async function graphBreakingChanges(): Promise<StepResult> {
  const previous = await run('git', ['show', 'HEAD~1:schema.graphql'], { quiet: true });
  if (previous.code !== 0) {
    return { ok: true, note: 'skipped: no schema.graphql in the previous commit' };
  }
  const tmp = mkdtempSync(join(tmpdir(), 'graph-diff-'));
  try {
    const oldSchema = join(tmp, 'previous.graphql');
    writeFileSync(oldSchema, previous.output);
    const diff = await run(bin('graphql-inspector'), ['diff', oldSchema, 'schema.graphql']);
    if (diff.code === 0) return { ok: true };
    const message = (await run('git', ['log', '-1', '--format=%B'], { quiet: true })).output;
    const breaking = /breaking change/i.test(diff.output);
    if (breaking && message.includes('[breaking-graph]')) {
      return {
        ok: true,
        note: 'breaking change accepted: the commit message says [breaking-graph]',
      };
    }
    return {
      ok: false,
      note: breaking
        ? 'breaking graph change: make it additive, or say [breaking-graph] in the commit message'
        : 'graphql-inspector failed',
    };
  } finally {
    rmSync(tmp, { recursive: true, force: true });
  }
}

async function contract(): Promise<StepResult> {
  const config = 'tests/contract/vitest.config.ts';
  if (!existsSync(join(repoRoot, config))) return { ok: false, note: `${config} not found` };
  const { code } = await run(bin('vitest'), ['run', '--config', config], { env: throughTheApi() });
  return { ok: code === 0 };
}

/** The web app the product serves, built once for the steps that start the product. */
async function webBuild(): Promise<StepResult> {
  const state = webBuildState();
  if (state === 'fresh') return { ok: true, note: 'web/dist is up to date' };
  if (state === 'no-web-app') return { ok: true, note: 'no web app' };
  // What is served is the production bundle (as scripts/lib/web-build.ts builds it for npm start).
  const { code } = await run('npm', ['run', 'build', '-w', 'web'], {
    env: { ...process.env, NODE_ENV: 'production' },
  });
  return { ok: code === 0 };
}

/** A vitest run of `config`; `env`, if any, read when the step starts (after the options). */
const vitest =
  (config: string, env?: () => NodeJS.ProcessEnv) => async (): Promise<StepResult> => ({
    ok:
      (await run(bin('vitest'), ['run', '--config', config], env ? { env: env() } : {})).code === 0,
  });

/** The api suite again on a real Postgres server (--postgres URL): the same SQL, another driver. */
let postgresUrl: string | undefined;

/**
 * The environment of the suites that reach the database only through a real api (the graph's,
 * the contract's): with --postgres, on that server rather than PGlite. They test the graph and
 * the published contract, not the SQL (the api suite runs on both databases); on a native server
 * they take half the processor time PGlite's WebAssembly Postgres costs them.
 */
const throughTheApi = (): NodeJS.ProcessEnv =>
  postgresUrl ? { ...process.env, DATABASE_URL: postgresUrl } : process.env;

// Weights: seconds on a two-core machine with the other steps running beside it.
const steps: Step[] = [
  { name: 'domain', description: 'domain unit tests', run: workspaceTests('domain'), weight: 7 },
  { name: 'api', description: 'api integration tests', run: workspaceTests('api'), weight: 130 },
  {
    name: 'api-postgres',
    description: 'api integration tests on Postgres (with --postgres URL)',
    run: async () => {
      if (!postgresUrl) return { ok: true, note: 'skipped: no --postgres URL' };
      const env = { ...process.env, DATABASE_URL: postgresUrl };
      // From the api's own directory: its config's include is relative to it. The fuzz file stays
      // on PGlite: its thousands of malformed requests are refused by the routes' validation
      // before any SQL, so on Postgres it would repeat the same answers for a minute and a half.
      const args = ['run', '--exclude', 'test/fuzz.test.ts'];
      return {
        ok: (await run(bin('vitest'), args, { cwd: join(repoRoot, 'api'), env })).code === 0,
      };
    },
    weight: 62,
  },
  {
    name: 'bff',
    description: 'bff tests against a running api (on Postgres with --postgres URL)',
    run: async () => ({
      ok: (await run('npm', ['run', 'test', '-w', 'bff'], { env: throughTheApi() })).code === 0,
    }),
    weight: 95,
  },
  { name: 'web', description: 'web component tests', run: workspaceTests('web'), weight: 160 },
  {
    name: 'contract',
    description: 'contract tests (REST vs openapi.json; on Postgres with --postgres URL)',
    run: contract,
    weight: 27,
  },
  {
    name: 'openapi',
    description: 'api/openapi.json is up to date',
    run: command('npm', ['run', 'openapi', '-w', 'api', '--', '--check']),
    weight: 3,
  },
  {
    name: 'codegen',
    description: 'schema.graphql and the generated code match their sources',
    run: codegenDrift,
    weight: 12,
  },
  {
    name: 'graph-diff',
    description: 'no unannounced breaking graph change',
    run: graphBreakingChanges,
    weight: 3,
  },
  {
    name: 'typecheck',
    // Two programs, each file checked once: the node side (domain, api, bff, scripts, tests) and the
    // web app (DOM, bundler resolution, JSX), rather than a program per workspace re-checking the
    // domain and the api it imports. The compiler is TypeScript 7's native one (see
    // docs/decisions/platform.md#types-checked-by-typescript-7): under a third of TypeScript 5's processor time, single-threaded
    // since the other steps already keep every core busy.
    description: 'tsc on every workspace, scripts and tests',
    run: command('npm', ['run', 'typecheck']),
    weight: 20,
  },
  {
    name: 'lint',
    description: 'eslint and prettier',
    // prettier leaves out bff/src/generated and web/src/gql (~12 of its ~60 CPU-s): the codegen
    // step regenerates them, formats them with the same prettier config and fails on any byte of
    // difference, so a badly formatted generated file fails there.
    run: command('npm', ['run', 'lint']),
    weight: 61,
  },
  {
    name: 'docs',
    description: 'the docs/ pages and headings the code cites exist; no spec section cited',
    run: command('node', ['--import', 'tsx', 'scripts/check-docs.ts']),
    weight: 1,
  },
  {
    name: 'build',
    description: 'the web app npm start serves, built once for the steps that start it',
    run: webBuild,
    weight: 11,
  },
  {
    name: 'start',
    description: 'npm start restarts a killed api or bff; the schema merge (scripts/*.test.ts)',
    run: vitest('scripts/vitest.config.ts'),
    needs: ['build'],
    weight: 37,
  },
  {
    name: 'e2e',
    description:
      'end-to-end in headless Chromium against npm start (on Postgres with --postgres URL)',
    // With --postgres, on that server (tests/e2e/databases.ts says why).
    run: vitest('tests/e2e/vitest.config.ts', () =>
      postgresUrl ? { ...process.env, E2E_DATABASE_URL: postgresUrl } : process.env,
    ),
    needs: ['build'],
    weight: 550,
  },
];

function optionValue(argv: string[], name: string): string | undefined {
  const index = argv.findIndex((arg) => arg === name || arg.startsWith(`${name}=`));
  if (index === -1) return undefined;
  return argv[index]!.includes('=') ? argv[index]!.split('=').slice(1).join('=') : argv[index + 1];
}

function parseOnly(argv: string[]): Set<string> | undefined {
  const value = optionValue(argv, '--only');
  if (value === undefined) return undefined;
  const names = value
    .split(',')
    .map((name) => name.trim())
    .filter(Boolean);
  const unknown = names.filter((name) => !steps.some((step) => step.name === name));
  if (names.length === 0 || unknown.length > 0) {
    console.error(
      `--only expects a comma-separated list of: ${steps.map((step) => step.name).join(', ')}` +
        (unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''),
    );
    process.exit(2);
  }
  return new Set(names);
}

interface Outcome {
  step: Step;
  result: StepResult;
  seconds: number;
}

const secs = (ms: number) => (ms / 1000).toFixed(1);

/** Runs one step, its output to the terminal (`live`) or kept and printed whole at its end. */
async function runStep(step: Step, live: boolean, clock: () => number): Promise<Outcome> {
  const chunks: (Buffer | string)[] = [];
  const header = `\n━━━ ${step.name}: ${step.description} ━━━\n`;
  if (live) process.stdout.write(header);
  else console.log(`▶ ${step.name} started at ${secs(clock())} s`);
  const started = Date.now();
  let result: StepResult;
  try {
    result = await stepOutput.run(live ? terminal : (chunk) => void chunks.push(chunk), () =>
      step.run(),
    );
  } catch (error) {
    result = { ok: false, note: error instanceof Error ? error.message : String(error) };
  }
  const elapsed = (Date.now() - started) / 1000;
  if (!live) process.stdout.write(header + chunks.join(''));
  console.log(
    `━━━ ${step.name}: ${result.ok ? 'passed' : 'FAILED'} in ${elapsed.toFixed(1)} s` +
      (result.note ? ` (${result.note})` : ''),
  );
  return { step, result, seconds: elapsed };
}

/**
 * How long the run still takes from a step's start at the least: its weight and the longest chain
 * of steps that need it. A short step that a long one needs (the build before the e2e) goes first.
 */
function criticalPath(step: Step, selected: readonly Step[]): number {
  const after = selected
    .filter((other) => other.needs?.includes(step.name))
    .map((other) => criticalPath(other, selected));
  return step.weight + Math.max(0, ...after);
}

/**
 * Runs the steps `jobs` at a time: whenever a place frees, the step with the longest critical path
 * whose needs have ended starts. A step whose need failed fails without running.
 */
async function schedule(selected: Step[], jobs: number): Promise<Outcome[]> {
  const t0 = Date.now();
  const clock = () => Date.now() - t0;
  const names = new Set(selected.map((step) => step.name));
  const priority = new Map(selected.map((step) => [step, criticalPath(step, selected)]));
  const waiting = [...selected].sort((a, b) => priority.get(b)! - priority.get(a)!);
  const done = new Map<string, Outcome>();
  const outcomes: Outcome[] = [];
  const running = new Set<Promise<void>>();
  const ready = (step: Step) =>
    (step.needs ?? []).every((need) => !names.has(need) || done.has(need));

  while (waiting.length > 0 || running.size > 0) {
    while (running.size < jobs) {
      const index = waiting.findIndex(ready);
      if (index === -1) break;
      const [step] = waiting.splice(index, 1) as [Step];
      const failedNeed = (step.needs ?? []).find((need) => done.get(need)?.result.ok === false);
      const task = (
        failedNeed
          ? Promise.resolve({
              step,
              result: { ok: false, note: `not run: ${failedNeed} failed` },
              seconds: 0,
            })
          : runStep(step, jobs === 1, clock)
      ).then((outcome) => {
        done.set(step.name, outcome);
        outcomes.push(outcome);
        running.delete(task);
      });
      running.add(task);
    }
    if (running.size === 0) break;
    await Promise.race(running);
  }
  return outcomes;
}

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--list')) {
    for (const step of steps) console.log(`${step.name.padEnd(12)} ${step.description}`);
    return;
  }
  postgresUrl = optionValue(argv, '--postgres');
  const only = parseOnly(argv);
  const jobsOption = optionValue(argv, '--jobs');
  const jobs = Math.max(1, jobsOption ? Number(jobsOption) : Math.min(availableParallelism(), 4));
  const selected = steps.filter(
    (step) => (only ? only.has(step.name) : true) && (step.name !== 'api-postgres' || postgresUrl),
  );
  const started = Date.now();
  const outcomes = await schedule(selected, jobs);
  const order = new Map(steps.map((step, index) => [step.name, index]));
  outcomes.sort((a, b) => order.get(a.step.name)! - order.get(b.step.name)!);

  console.log('\nSummary');
  for (const { step, result, seconds } of outcomes) {
    console.log(
      `  ${result.ok ? 'ok  ' : 'FAIL'}  ${step.name.padEnd(12)} ${seconds.toFixed(1).padStart(6)} s` +
        (result.note ? `  ${result.note}` : ''),
    );
  }
  console.log(`  total        ${secs(Date.now() - started).padStart(6)} s (${jobs} at a time)`);
  const failed = outcomes.filter(({ result }) => !result.ok).length;
  console.log(`${outcomes.length - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();

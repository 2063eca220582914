// `npm test`: every suite and check, one after the other, each with its name, duration and result,
// and a last line `N passed, N failed` that CI tooling can read. A failing step does not stop the
// run (the summary is more useful whole) but makes the exit code non-zero.
//
//   npm test                       every step
//   npm test -- --only api,bff     some steps (names below)
//   npm test -- --list             the step names
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { CodegenConfig } from '@graphql-codegen/cli';
import { repoRoot } from './lib/processes.ts';

interface StepResult {
  ok: boolean;
  note?: string;
}

interface Step {
  name: string;
  description: string;
  run: () => Promise<StepResult>;
}

const bin = (name: string) => join(repoRoot, 'node_modules', '.bin', name);

/** Runs a command with inherited output; resolves with its exit code. */
function run(
  command: string,
  args: string[],
  { cwd = repoRoot, quiet = false } = {},
): Promise<{ code: number; output: string }> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd,
      stdio: ['ignore', 'pipe', 'pipe'],
      // Output goes through a pipe (we keep a copy): keep the colours a terminal would get. Some
      // tools colour whenever FORCE_COLOR exists, whatever its value, so it is only ever added.
      env:
        process.stdout.isTTY && process.env.FORCE_COLOR === undefined
          ? { ...process.env, FORCE_COLOR: '1' }
          : process.env,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!quiet) process.stdout.write(chunk);
    });
    child.stderr.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      if (!quiet) process.stderr.write(chunk);
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
 * Regenerates every generated file into a temporary directory with the committed inputs and the
 * repository's codegen config, then compares: the working tree is never written, so a dirty
 * checkout is safe.
 */
async function codegenDrift(): Promise<StepResult> {
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
    console.error(
      `Generated code is stale:\n  ${drift.join('\n  ')}\nRun \`npm run codegen\` and commit.`,
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
  return command(bin('vitest'), ['run', '--config', config])();
}

const steps: Step[] = [
  { name: 'domain', description: 'domain unit tests', run: workspaceTests('domain') },
  { name: 'api', description: 'api integration tests', run: workspaceTests('api') },
  { name: 'bff', description: 'bff tests against a running api', run: workspaceTests('bff') },
  { name: 'web', description: 'web component tests', run: workspaceTests('web') },
  { name: 'contract', description: 'contract tests (REST vs openapi.json)', run: contract },
  {
    name: 'openapi',
    description: 'api/openapi.json is up to date',
    run: command('npm', ['run', 'openapi', '-w', 'api', '--', '--check']),
  },
  { name: 'codegen', description: 'generated code matches its sources', run: codegenDrift },
  {
    name: 'graph-diff',
    description: 'no unannounced breaking graph change',
    run: graphBreakingChanges,
  },
  {
    name: 'typecheck',
    description: 'tsc on every workspace',
    run: command('npm', ['run', 'typecheck']),
  },
  { name: 'lint', description: 'eslint and prettier', run: command('npm', ['run', 'lint']) },
  {
    name: 'docs',
    description: 'the docs/ pages and headings the code cites exist; no spec section cited',
    run: command('node', ['--import', 'tsx', 'scripts/check-docs.ts']),
  },
  {
    name: 'start',
    description: 'npm start restarts a killed api or bff (scripts/*.test.ts)',
    run: command(bin('vitest'), ['run', '--config', 'scripts/vitest.config.ts']),
  },
  {
    name: 'e2e',
    description: 'end-to-end in headless Chromium against npm start',
    run: command(bin('vitest'), ['run', '--config', 'tests/e2e/vitest.config.ts']),
  },
];

function parseOnly(argv: string[]): Set<string> | undefined {
  const index = argv.findIndex((arg) => arg === '--only' || arg.startsWith('--only='));
  if (index === -1) return undefined;
  const value = argv[index]!.includes('=') ? argv[index]!.split('=')[1] : argv[index + 1];
  const names = (value ?? '')
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

async function main(): Promise<void> {
  const argv = process.argv.slice(2);
  if (argv.includes('--list')) {
    for (const step of steps) console.log(`${step.name.padEnd(11)} ${step.description}`);
    return;
  }
  const only = parseOnly(argv);
  const selected = steps.filter((step) => !only || only.has(step.name));
  const results: { step: Step; result: StepResult; seconds: number }[] = [];

  for (const step of selected) {
    console.log(`\n━━━ ${step.name}: ${step.description} ━━━`);
    const started = Date.now();
    let result: StepResult;
    try {
      result = await step.run();
    } catch (error) {
      result = { ok: false, note: error instanceof Error ? error.message : String(error) };
    }
    const seconds = (Date.now() - started) / 1000;
    results.push({ step, result, seconds });
    console.log(
      `━━━ ${step.name}: ${result.ok ? 'passed' : 'FAILED'} in ${seconds.toFixed(1)} s` +
        (result.note ? ` (${result.note})` : ''),
    );
  }

  console.log('\nSummary');
  for (const { step, result, seconds } of results) {
    console.log(
      `  ${result.ok ? 'ok  ' : 'FAIL'}  ${step.name.padEnd(11)} ${seconds.toFixed(1).padStart(6)} s` +
        (result.note ? `  ${result.note}` : ''),
    );
  }
  const failed = results.filter(({ result }) => !result.ok).length;
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exitCode = failed > 0 ? 1 : 0;
}

await main();

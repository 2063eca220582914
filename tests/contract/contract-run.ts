// What every contract run shares: a stack of its own, the demo users, and the two checks on the
// REST calls the bff made.
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, expect } from 'vitest';
import { startStack, type Stack } from '../../bff/test/helpers.ts';
import { OpenApiValidator } from './openapi-validator.ts';

export const repoRoot = fileURLToPath(new URL('../..', import.meta.url));
export const validator = new OpenApiValidator(`${repoRoot}/api/openapi.json`);

/**
 * Starts a stack before the file's tests and closes it after (call at the top of the file);
 * `start()` gives it with tokens for the chain's ADMIN, MANAGER and EMPLOYEE and another chain's
 * ADMIN.
 */
export function contractRun() {
  let stack: Stack | undefined;
  beforeAll(async () => {
    stack = await startStack();
  });
  afterAll(() => stack?.close());
  return {
    async start() {
      const started = stack!;
      return {
        stack: started,
        gql: started.gql,
        admin: await started.login('admin@demo.fr'),
        manager: await started.login('manager@demo.fr'),
        employee: await started.login('employe@demo.fr'),
        other: await started.login('admin@autre.fr'),
      };
    },
  };
}

/**
 * Every REST response the bff received matches api/openapi.json, and the run met at least
 * `covered` (`METHOD /template STATUS`): a run is only worth what it met.
 */
export function expectContract(stack: Stack, covered: readonly string[]) {
  const failures = stack.calls.flatMap(
    (call) => validator.validate(call.method, call.path, call.status, call.body).errors,
  );
  expect(failures).toEqual([]);
  const seen = new Set(
    stack.calls.map((c) => `${c.method} ${validator.templateOf(c.path)} ${c.status}`),
  );
  expect([...seen].sort()).toEqual(expect.arrayContaining([...covered]));
}

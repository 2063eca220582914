// Two holes the graph's fuzz test (fuzz.test.ts) found, each pinned by a test of its own.
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { notFrench } from '../../api/src/testing/fuzz.ts';
import { ADMIN, codeOf, startStack, type Stack } from './helpers.ts';

let stack: Stack;
let admin: string;
beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
});
afterAll(() => stack?.close());

const count = async (table: string) =>
  Number(
    (
      (await stack.database.db.execute(
        sql`select count(*) as n from ${sql.identifier(table)}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]!.n,
  );

describe('a 4xx the api answers before any of its routes', () => {
  // A token of 20,000 characters makes a URL Node refuses itself (431, no body): the graph used to
  // map that unlisted status to INTERNAL.
  const long = 'x'.repeat(20_000);

  it('verifyInvitation: BAD_USER_INPUT in French, not INTERNAL', async () => {
    const result = await stack.gql(
      'query ($t: String!) { verifyInvitation(token: $t) { email } }',
      {
        t: long,
      },
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(notFrench(result.errors![0]!.message)).toBeUndefined();
  });

  it('acceptInvitation: BAD_USER_INPUT in French, and no account is created', async () => {
    const users = await count('users');
    const result = await stack.gql(
      'mutation ($t: String!, $i: AcceptInvitationInput!) { acceptInvitation(token: $t, input: $i) { token } }',
      { t: long, i: { firstName: 'Nina', lastName: 'Roux', password: 'secret123' } },
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(notFrench(result.errors![0]!.message)).toBeUndefined();
    expect(await count('users')).toBe(users);
  });
});

describe('DateTime', () => {
  it('a day that does not exist (30 February) is refused, not moved to 2 March', async () => {
    const [fridge] = (
      (await stack.database.db.execute(sql`
        select e.id from equipments e join equipment_types t on t.id = e.equipment_type_id
        where t.family = 'TEMPERATURE' order by e.id limit 1`)) as unknown as {
        rows: { id: number }[];
      }
    ).rows;
    const readings = await count('temperature_readings');
    const result = await stack.gql(
      'mutation ($input: TemperatureReadingInput!) { recordTemperature(input: $input) { id recordedAt } }',
      {
        input: {
          equipmentId: String(fridge!.id),
          temperature: 4,
          recordedAt: '2026-02-30T08:00:00.000Z',
        },
      },
      admin,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    // As a variable, graphql-js puts the scalar's French reason after its own words.
    expect(result.errors![0]!.message).toContain('Date invalide : un instant ISO 8601 est attendu');
    expect(await count('temperature_readings')).toBe(readings);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN,
  codeOf,
  EMPLOYEE,
  MANAGER,
  OTHER_ADMIN,
  startStack,
  type Stack,
} from './helpers.ts';

interface Job {
  id: string;
  title: string;
  breakDuration: number;
  color: string;
  displayColor: string;
  isActive: boolean;
  createdAt: string;
  restaurant: { id: string; name: string };
}
interface Tag {
  id: string;
  name: string;
  createdAt: string;
}

const JOB = `id title breakDuration color displayColor isActive createdAt restaurant { id name }`;
const ONE = `query ($id: ID!) { job(id: $id) { ${JOB} } }`;
const CREATE = `mutation ($input: CreateJobInput!) { createJob(input: $input) { ${JOB} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateJobInput!) { updateJob(id: $id, input: $input) { ${JOB} } }`;
const DELETE = `mutation ($id: ID!) { deleteJob(id: $id) }`;
const TAGS = `{ tags { id name createdAt } }`;
const CREATE_TAG = `mutation ($name: String!) { createTag(name: $name) { id name createdAt } }`;
const UPDATE_TAG = `mutation ($id: ID!, $name: String!) { updateTag(id: $id, name: $name) { id name } }`;
const DELETE_TAG = `mutation ($id: ID!) { deleteTag(id: $id) }`;

let stack: Stack;
let admin: string;
let restaurants: { id: string; name: string }[];
const restaurantNamed = (name: string) => restaurants.find((r) => r.name === name)!.id;

beforeAll(async () => {
  stack = await startStack();
  admin = await stack.login(ADMIN);
  const result = await stack.gql<{ restaurants: { id: string; name: string }[] }>(
    '{ restaurants { id name } }',
    {},
    admin,
  );
  restaurants = result.data!.restaurants;
});
afterAll(() => stack?.close());

async function jobsOf(restaurant: string, token = admin): Promise<Job[]> {
  const result = await stack.gql<{ restaurant: { jobs: Job[] } }>(
    `query ($id: ID!) { restaurant(id: $id) { jobs { ${JOB} } } }`,
    { id: restaurantNamed(restaurant) },
    token,
  );
  expect(result.errors).toBeUndefined();
  return result.data!.restaurant.jobs;
}

describe('reading jobs', () => {
  it("lists a restaurant's jobs by title, with their display colour and restaurant", async () => {
    const jobs = await jobsOf('La Table des Halles');
    expect(jobs.map((j) => j.title)).toEqual(['Chef de rang', 'Cuisinier', 'Plongeur', 'Serveur']);
    expect(jobs.find((j) => j.title === 'Plongeur')).toMatchObject({
      breakDuration: 20,
      color: '#4CAF50',
      displayColor: '#4CAF50',
      isActive: true,
      restaurant: { id: restaurantNamed('La Table des Halles'), name: 'La Table des Halles' },
    });
    expect(jobs.find((j) => j.title === 'Chef de rang')!.isActive).toBe(false);
  });

  it('the jobs of every restaurant, and their restaurants, cost a constant number of calls', async () => {
    const before = stack.calls.length;
    const result = await stack.gql<{
      restaurants: { name: string; jobs: { title: string; restaurant: { name: string } }[] }[];
    }>('{ restaurants { name jobs { title restaurant { name } } } }', {}, admin);
    expect(result.errors).toBeUndefined();
    const all = result.data!.restaurants;
    expect(all.length).toBeGreaterThanOrEqual(4);
    for (const r of all.filter((x) => x.jobs.length > 0)) {
      expect(r.jobs.every((j) => j.restaurant.name === r.name)).toBe(true);
    }
    expect(all.flatMap((r) => r.jobs).length).toBeGreaterThanOrEqual(16);
    // GET /api/restaurants (which primes each restaurant), ONE GET /api/jobs?restaurantIds=….
    expect(result.restCalls).toBe(2);
    const made = stack.calls.slice(before).map((c) => c.path);
    expect(made[0]).toBe('/api/restaurants');
    expect(made[1]).toMatch(/^\/api\/jobs\?restaurantIds=\d+(,\d+)+$/);
  });

  it('reads one job, NOT_FOUND for another chain, outside a manager, or a malformed id', async () => {
    const serveur = (await jobsOf('Le Comptoir Lyonnais')).find((j) => j.title === 'Serveur')!;
    const read = await stack.gql<{ job: Job }>(ONE, { id: serveur.id }, admin);
    expect(read.data!.job).toEqual(serveur);

    const manager = await stack.login(MANAGER);
    const outside = await stack.gql(ONE, { id: serveur.id }, manager);
    expect(codeOf(outside)).toBe('NOT_FOUND');
    expect(outside.errors![0]!.message).toBe('Poste introuvable');

    const other = await stack.login(OTHER_ADMIN);
    expect(codeOf(await stack.gql(ONE, { id: serveur.id }, other))).toBe('NOT_FOUND');

    const before = stack.calls.length;
    expect(codeOf(await stack.gql(ONE, { id: 'abc' }, admin))).toBe('NOT_FOUND');
    expect(stack.calls.length).toBe(before);
  });
});

describe('writing jobs', () => {
  it('creates with the defaults, reads, updates and deletes a job as an admin', async () => {
    const bistrot = restaurantNamed('Le Bistrot du Port');
    const created = await stack.gql<{ createJob: Job }>(
      CREATE,
      { input: { restaurantId: bistrot, title: 'Sommelier', breakDuration: null } },
      admin,
    );
    expect(created.errors).toBeUndefined();
    const job = created.data!.createJob;
    expect(job).toMatchObject({
      title: 'Sommelier',
      breakDuration: 30,
      color: '#2196F3',
      displayColor: '#2196F3',
      isActive: true,
      restaurant: { id: bistrot, name: 'Le Bistrot du Port' },
    });

    // A colour typed as free text is kept; the graph paints it grey.
    const updated = await stack.gql<{ updateJob: Job }>(
      UPDATE,
      {
        id: job.id,
        input: { title: 'Caviste', breakDuration: 0, color: 'bordeaux', isActive: false },
      },
      admin,
    );
    expect(updated.errors).toBeUndefined();
    expect(updated.data!.updateJob).toMatchObject({
      id: job.id,
      title: 'Caviste',
      breakDuration: 0,
      color: 'bordeaux',
      displayColor: '#9E9E9E',
      isActive: false,
    });

    const deleted = await stack.gql<{ deleteJob: string }>(DELETE, { id: job.id }, admin);
    expect(deleted.data).toEqual({ deleteJob: job.id });
    expect(codeOf(await stack.gql(ONE, { id: job.id }, admin))).toBe('NOT_FOUND');
  });

  it('a list read after a write in the same operation sees the write', async () => {
    const halles = restaurantNamed('La Table des Halles');
    const result = await stack.gql<{
      createJob: { id: string; restaurant: { jobs: { title: string }[] } };
    }>(
      `mutation ($input: CreateJobInput!) {
        createJob(input: $input) { id restaurant { jobs { title } } }
      }`,
      { input: { restaurantId: halles, title: 'Barman', color: '#FF9800' } },
      admin,
    );
    expect(result.errors).toBeUndefined();
    const { id, restaurant } = result.data!.createJob;
    expect(restaurant.jobs.map((j) => j.title)).toEqual([
      'Barman',
      'Chef de rang',
      'Cuisinier',
      'Plongeur',
      'Serveur',
    ]);
    await stack.gql(DELETE, { id }, admin);
  });

  it('answers BAD_USER_INPUT with field errors under the input names', async () => {
    const result = await stack.gql(
      CREATE,
      {
        input: {
          restaurantId: restaurantNamed('Le Bistrot du Port'),
          title: ' ',
          breakDuration: -1,
          color: '',
        },
      },
      admin,
    );
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      title: 'Le titre est requis',
      breakDuration: 'La pause doit être un nombre entier de minutes, positif ou nul',
      color: 'La couleur est requise',
    });
  });

  it('lets a manager write in his restaurants only; an employee only reads', async () => {
    const manager = await stack.login(MANAGER);
    const created = await stack.gql<{ createJob: Job }>(
      CREATE,
      { input: { restaurantId: restaurantNamed('La Table des Halles'), title: 'Runner' } },
      manager,
    );
    expect(created.errors).toBeUndefined();
    const id = created.data!.createJob.id;
    const edited = await stack.gql(
      UPDATE,
      { id, input: { title: 'Runner', breakDuration: 15, color: '#795548', isActive: true } },
      manager,
    );
    expect(edited.errors).toBeUndefined();
    const outside = await stack.gql(
      CREATE,
      { input: { restaurantId: restaurantNamed('Le Comptoir Lyonnais'), title: 'X' } },
      manager,
    );
    // A restaurant in a body the user cannot see: BAD_USER_INPUT under restaurantId (issue 9).
    expect(codeOf(outside)).toBe('BAD_USER_INPUT');

    const employee = await stack.login(EMPLOYEE);
    expect((await stack.gql(ONE, { id }, employee)).errors).toBeUndefined();
    const input = { title: 'X', breakDuration: 0, color: '#000000', isActive: true };
    expect(codeOf(await stack.gql(UPDATE, { id, input }, employee))).toBe('FORBIDDEN');
    expect(codeOf(await stack.gql(DELETE, { id }, employee))).toBe('FORBIDDEN');
    expect((await stack.gql(DELETE, { id }, manager)).errors).toBeUndefined();
  });
});

describe('tags', () => {
  it("lists the chain's tags by name to everyone, in one REST call", async () => {
    const employee = await stack.login(EMPLOYEE);
    const result = await stack.gql<{ tags: Tag[] }>(TAGS, {}, employee);
    expect(result.errors).toBeUndefined();
    expect(result.data!.tags.map((t) => t.name)).toEqual([
      'Bio',
      'Fait maison',
      'Sans gluten',
      'Végétarien',
    ]);
    expect(result.restCalls).toBe(1);
    const other = await stack.login(OTHER_ADMIN);
    const theirs = await stack.gql<{ tags: Tag[] }>(TAGS, {}, other);
    expect(theirs.data!.tags.map((t) => t.name)).toEqual(['Local']);
  });

  it('creates, renames and deletes a tag as an admin', async () => {
    const created = await stack.gql<{ createTag: Tag }>(CREATE_TAG, { name: 'Épicé' }, admin);
    expect(created.errors).toBeUndefined();
    const { id } = created.data!.createTag;
    expect(created.data!.createTag.name).toBe('Épicé');

    const renamed = await stack.gql<{ updateTag: Tag; tags?: Tag[] }>(
      UPDATE_TAG,
      { id, name: 'Très épicé' },
      admin,
    );
    expect(renamed.data!.updateTag).toEqual({ id, name: 'Très épicé' });

    const deleted = await stack.gql<{ deleteTag: string }>(DELETE_TAG, { id }, admin);
    expect(deleted.data).toEqual({ deleteTag: id });
    const list = await stack.gql<{ tags: Tag[] }>(TAGS, {}, admin);
    expect(list.data!.tags.map((t) => t.id)).not.toContain(id);
  });

  it('answers CONFLICT with the field error for a name taken, whatever its case', async () => {
    const result = await stack.gql(CREATE_TAG, { name: 'sans GLUTEN' }, admin);
    expect(codeOf(result)).toBe('CONFLICT');
    expect(result.errors![0]!.message).toBe('Un tag porte déjà ce nom');
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      name: 'Un tag porte déjà ce nom',
    });
  });

  it('answers BAD_USER_INPUT for an empty name', async () => {
    const result = await stack.gql(CREATE_TAG, { name: '  ' }, admin);
    expect(codeOf(result)).toBe('BAD_USER_INPUT');
    expect(result.errors![0]!.extensions!.fieldErrors).toEqual({
      name: 'Le nom du tag est requis',
    });
  });

  it("forbids a manager; another chain's tag is NOT_FOUND", async () => {
    const manager = await stack.login(MANAGER);
    expect(codeOf(await stack.gql(CREATE_TAG, { name: 'Nouveau' }, manager))).toBe('FORBIDDEN');
    const other = await stack.login(OTHER_ADMIN);
    const theirs = await stack.gql<{ tags: Tag[] }>(TAGS, {}, other);
    const local = theirs.data!.tags[0]!.id;
    const result = await stack.gql(UPDATE_TAG, { id: local, name: 'Volé' }, admin);
    expect(codeOf(result)).toBe('NOT_FOUND');
    expect(result.errors![0]!.message).toBe('Tag introuvable');
    expect(codeOf(await stack.gql(DELETE_TAG, { id: local }, admin))).toBe('NOT_FOUND');
  });
});

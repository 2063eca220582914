// The jobs and tags routes, as the bff meets them, match api/openapi.json (a file of its own so
// each area's contract run stays readable).
import { describe, expect, it } from 'vitest';
import { contractRun, expectContract } from './contract-run.ts';

const JOB = 'id title breakDuration color displayColor isActive createdAt restaurant { id }';
const CREATE = `mutation ($input: CreateJobInput!) { createJob(input: $input) { ${JOB} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateJobInput!) { updateJob(id: $id, input: $input) { ${JOB} } }`;
const DELETE = 'mutation ($id: ID!) { deleteJob(id: $id) }';
const ONE = `query ($id: ID!) { job(id: $id) { ${JOB} } }`;
const TAGS = '{ tags { id name createdAt } }';
const CREATE_TAG = 'mutation ($name: String!) { createTag(name: $name) { id name createdAt } }';
const UPDATE_TAG = 'mutation ($id: ID!, $name: String!) { updateTag(id: $id, name: $name) { id } }';
const DELETE_TAG = 'mutation ($id: ID!) { deleteTag(id: $id) }';

const run = contractRun();

describe('jobs and tags: REST responses received by the bff match api/openapi.json', () => {
  it('for every route and its refusals', async () => {
    const { stack, gql, admin, manager, employee, other } = await run.start();

    const list = await gql<{ restaurants: { id: string; jobs: { id: string }[] }[] }>(
      `{ restaurants { id jobs { ${JOB} } } }`,
      {},
      admin,
    );
    const [first] = list.data!.restaurants;
    const theirs = await gql<{ restaurants: { id: string; jobs: { id: string }[] }[] }>(
      '{ restaurants { id jobs { id } } }',
      {},
      other,
    );
    const foreignJob = theirs.data!.restaurants[0]!.jobs[0]!.id;
    await gql(ONE, { id: first!.jobs[0]!.id }, employee);
    await gql(ONE, { id: foreignJob }, admin);

    const input = { restaurantId: first!.id, title: 'Contrat' };
    const created = await gql<{ createJob: { id: string } }>(CREATE, { input }, admin);
    const id = created.data!.createJob.id;
    await gql(CREATE, { input: { ...input, title: '' } }, admin);
    await gql(CREATE, { input }, employee);
    await gql(
      CREATE,
      { input: { ...input, restaurantId: theirs.data!.restaurants[0]!.id } },
      admin,
    );
    const full = { title: 'Contrat 2', breakDuration: 10, color: '#000', isActive: false };
    await gql(UPDATE, { id, input: full }, manager);
    await gql(UPDATE, { id, input: { ...full, breakDuration: -1 } }, admin);
    await gql(UPDATE, { id, input: full }, employee);
    await gql(UPDATE, { id: foreignJob, input: full }, admin);
    await gql(DELETE, { id }, employee);
    await gql(DELETE, { id }, admin);
    await gql(DELETE, { id }, admin);

    await gql(TAGS, {}, employee);
    const tag = await gql<{ createTag: { id: string } }>(CREATE_TAG, { name: 'Contrat' }, admin);
    const tagId = tag.data!.createTag.id;
    await gql(CREATE_TAG, { name: 'contrat' }, admin);
    await gql(CREATE_TAG, { name: '' }, admin);
    await gql(CREATE_TAG, { name: 'Non' }, manager);
    await gql(UPDATE_TAG, { id: tagId, name: 'Contrat renommé' }, admin);
    await gql(UPDATE_TAG, { id: tagId, name: 'Bio' }, admin);
    await gql(UPDATE_TAG, { id: tagId, name: ' ' }, admin);
    await gql(UPDATE_TAG, { id: tagId, name: 'Non' }, employee);
    const foreignTag = (await gql<{ tags: { id: string }[] }>(TAGS, {}, other)).data!.tags[0]!.id;
    await gql(UPDATE_TAG, { id: foreignTag, name: 'Non' }, admin);
    await gql(DELETE_TAG, { id: tagId }, manager);
    await gql(DELETE_TAG, { id: tagId }, admin);
    await gql(DELETE_TAG, { id: tagId }, admin);

    expectContract(stack, [
      'GET /api/jobs 200',
      'GET /api/jobs/{id} 200',
      'GET /api/jobs/{id} 404',
      'POST /api/jobs 201',
      'POST /api/jobs 400',
      'POST /api/jobs 403',
      'PUT /api/jobs/{id} 200',
      'PUT /api/jobs/{id} 400',
      'PUT /api/jobs/{id} 403',
      'PUT /api/jobs/{id} 404',
      'DELETE /api/jobs/{id} 204',
      'DELETE /api/jobs/{id} 403',
      'DELETE /api/jobs/{id} 404',
      'GET /api/tags 200',
      'POST /api/tags 201',
      'POST /api/tags 400',
      'POST /api/tags 403',
      'POST /api/tags 409',
      'PUT /api/tags/{id} 200',
      'PUT /api/tags/{id} 400',
      'PUT /api/tags/{id} 403',
      'PUT /api/tags/{id} 404',
      'PUT /api/tags/{id} 409',
      'DELETE /api/tags/{id} 204',
      'DELETE /api/tags/{id} 403',
      'DELETE /api/tags/{id} 404',
    ]);
    expect(stack.calls.some((c) => /^\/api\/jobs\?restaurantIds=\d+(,\d+)+$/.test(c.path))).toBe(
      true,
    );
  });
});

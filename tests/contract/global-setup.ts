import { prepareTestTemplate } from '../../api/src/testing/index.ts';

// The seeded database every file's stack clones, built once here rather than by both test
// processes at the same moment.
export default async function setup() {
  await prepareTestTemplate();
}

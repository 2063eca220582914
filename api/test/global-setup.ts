import { prepareTestTemplate } from '../src/testing/index.ts';

// Built once here rather than by two test processes at the same moment.
export default async function setup() {
  await prepareTestTemplate();
}

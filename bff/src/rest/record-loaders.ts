import type { RestClient } from './client.ts';

/** Per-request loaders of this area, merged into Loaders (rest/loaders.ts). */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type
export interface RecordLoaders {}

export function createRecordLoaders(_rest: RestClient): RecordLoaders {
  return {};
}

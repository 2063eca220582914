import { graphError } from '../rest/errors.ts';

/**
 * Graph ids are strings, REST ids positive integers. An id that cannot be one names nothing:
 * NOT_FOUND, like an unknown id, without bothering the api.
 */
export function restId(id: string, notFoundMessage: string): number {
  if (!/^[1-9]\d{0,14}$/.test(id)) throw graphError('NOT_FOUND', notFoundMessage);
  return Number(id);
}

import { GraphQLError } from 'graphql';
import { graphError } from '../rest/errors.ts';

const REST_ID = /^[1-9]\d{0,14}$/;

/**
 * Graph ids are strings, REST ids positive integers. An id that cannot be one names nothing:
 * NOT_FOUND, like an unknown id, without bothering the api.
 */
export function restId(id: string, notFoundMessage: string): number {
  if (!REST_ID.test(id)) throw graphError('NOT_FOUND', notFoundMessage);
  return Number(id);
}

/**
 * An id given in an input that names another resource than the operation's (a mutation's type or
 * zone): one that cannot be an id is refused under its field with the api's words for an unknown
 * one (BAD_USER_INPUT, not NOT_FOUND), without a REST call.
 */
export function inputId(id: string, field: string, message: string): number {
  if (REST_ID.test(id)) return Number(id);
  throw refusedField(field, message);
}

/** An input refused under one of its fields, in the api's words and shape for a bad body. */
export const refusedField = (field: string, message: string): GraphQLError =>
  graphError('BAD_USER_INPUT', `Données invalides : ${message}`, {
    fieldErrors: { [field]: message },
  });

/** An optional input id: none (absent or null) is sent as null, which the api reads as none. */
export const optionalId = (id: string | null | undefined, field: string, message: string) =>
  id === null || id === undefined ? null : inputId(id, field, message);

export const isNotFound = (error: unknown): boolean =>
  error instanceof GraphQLError && error.extensions.code === 'NOT_FOUND';

/** A loaded row, or null when the caller may no longer see it (deleted, out of scope). */
export async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    if (isNotFound(error)) return null;
    throw error;
  }
}

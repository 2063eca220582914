import { isCalendarDay } from '@bo/domain';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/graphql.ts';

const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:\d{2})$/;

function toIso(value: unknown): string {
  const date =
    value instanceof Date
      ? value
      : // new Date() would move 30 February to 2 March: the day must be one of the calendar.
        typeof value === 'string' && ISO_INSTANT.test(value) && isCalendarDay(value.slice(0, 10))
        ? new Date(value)
        : undefined;
  if (!date || Number.isNaN(date.getTime())) {
    throw new GraphQLError('Date invalide : un instant ISO 8601 est attendu', {
      extensions: { code: 'BAD_USER_INPUT' },
    });
  }
  return date.toISOString();
}

/** ISO 8601 instants, always written back in UTC with milliseconds (`…T08:30:00.000Z`). */
const DateTime = new GraphQLScalarType<string, string>({
  name: 'DateTime',
  description: 'Instant ISO 8601 en UTC, par exemple `2026-11-20T08:30:00.000Z`.',
  serialize: toIso,
  parseValue: toIso,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) {
      throw new GraphQLError('Date invalide : un instant ISO 8601 est attendu', {
        nodes: ast,
        extensions: { code: 'BAD_USER_INPUT' },
      });
    }
    return toIso(ast.value);
  },
});

export const resolvers: Resolvers = { DateTime };

import { isCalendarDay } from '@bo/domain';
import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import type { Resolvers } from '../generated/graphql.ts';

const INVALID = 'Date invalide : un jour AAAA-MM-JJ est attendu';

/** A real calendar day ('2026-02-30' is refused), kept as the string it is. */
function toIsoDate(value: unknown): string {
  if (typeof value === 'string' && isCalendarDay(value)) return value;
  throw new GraphQLError(INVALID, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Calendar days, 'YYYY-MM-DD', with no time and no zone: the restaurant's zone gives them one. */
const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'Jour du calendrier, `AAAA-MM-JJ`, compris dans le fuseau du restaurant.',
  serialize: toIsoDate,
  parseValue: toIsoDate,
  parseLiteral(ast) {
    if (ast.kind !== Kind.STRING) {
      throw new GraphQLError(INVALID, { nodes: ast, extensions: { code: 'BAD_USER_INPUT' } });
    }
    return toIsoDate(ast.value);
  },
});

export const resolvers: Resolvers = { Date: DateScalar };

import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const INVALID = 'Date invalide : un jour AAAA-MM-JJ est attendu';

/** Whether 'YYYY-MM-DD' names a day of the calendar ('2026-02-30' does not). */
export function isCalendarDay(value: string): boolean {
  if (!ISO_DATE.test(value)) return false;
  const [y, m, d] = value.split('-').map(Number) as [number, number, number];
  return new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10) === value;
}

/** A real calendar day ('2026-02-30' is refused), kept as the string it is. */
function toIsoDate(value: unknown): string {
  if (typeof value === 'string' && isCalendarDay(value)) return value;
  throw new GraphQLError(INVALID, { extensions: { code: 'BAD_USER_INPUT' } });
}

/** Calendar days, 'YYYY-MM-DD', with no time and no zone: the restaurant's zone gives them one. */
export const DateScalar = new GraphQLScalarType<string, string>({
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

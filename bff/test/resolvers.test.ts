import { GraphQLScalarType } from 'graphql';
import { describe, expect, it } from 'vitest';
import { combine, resolvers } from '../src/resolvers/index.ts';

describe('resolver files', () => {
  it('are merged into one map: a type extended by several files keeps every field', () => {
    // Restaurant.ts, Employee.ts and Zone.ts each give Restaurant fields.
    expect(resolvers.Restaurant).toHaveProperty('servedRestaurants');
    expect(resolvers.Restaurant).toHaveProperty('employees');
    expect(resolvers.Restaurant).toHaveProperty('zones');
    expect(resolvers.Query).toHaveProperty('me');
    expect(resolvers.Query).toHaveProperty('employees');
    expect(resolvers.Mutation).toHaveProperty('login');
    expect(resolvers.Mutation).toHaveProperty('recordOil');
    expect(resolvers.Date).toBeInstanceOf(GraphQLScalarType);
  });

  it('refuses a field that two files resolve', () => {
    const one = { Query: { me: () => null } } as never;
    const other = { Query: { me: () => null } } as never;
    expect(() => combine([one, other])).toThrow('Query.me is resolved by two resolver files');
    expect(() => combine([{ Date: resolvers.Date }, { Date: resolvers.Date }])).toThrow(
      'Date is resolved by two resolver files',
    );
  });
});

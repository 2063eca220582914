import { describe, expect, it } from 'vitest';
import { compareEmployees, personName } from './employees.ts';

describe('people', () => {
  it('names a person first name then last name, as written', () => {
    expect(personName({ firstName: 'Léa', lastName: 'Martin' })).toBe('Léa Martin');
    expect(personName({ firstName: 'Jean-Éric', lastName: 'de La Tour' })).toBe(
      'Jean-Éric de La Tour',
    );
  });

  it('sorts by last name, then first name, in French order, then by id', () => {
    const people = [
      { id: 3, firstName: 'Zoé', lastName: 'Étienne' },
      { id: 1, firstName: 'Anne', lastName: 'Durand' },
      { id: 2, firstName: 'Anne', lastName: 'durand' },
      { id: 4, firstName: 'Émile', lastName: 'Etienne' },
    ];
    expect([...people].sort(compareEmployees).map((p) => p.id)).toEqual([1, 2, 4, 3]);
  });
});

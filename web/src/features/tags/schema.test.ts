import { describe, expect, it } from 'vitest';
import { tagSchema } from './schema.ts';

describe('the tag dialog rule (docs/areas/restaurants.md#tags)', () => {
  it('requires a name', () => {
    expect(tagSchema.isValidSync({ name: 'Bio' })).toBe(true);
    for (const name of ['', '   ']) {
      expect(() => tagSchema.validateSync({ name })).toThrow('Le nom du tag est requis');
    }
    expect(() => tagSchema.validateSync({ name: 'x'.repeat(101) })).toThrow(
      '100 caractères au plus',
    );
  });
});

import { describe, expect, it } from 'vitest';
import {
  surfaceSchema,
  toCreateZoneInput,
  toSurfaceInput,
  toUpdateZoneInput,
  zoneSchema,
} from './schema.ts';

describe('zone form', () => {
  it('leaves an empty description out on create and clears it on edit', () => {
    const values = { restaurantId: '12', name: ' Cave ', description: '  ' };
    expect(toCreateZoneInput(values)).toEqual({ restaurantId: '12', name: 'Cave' });
    expect(toUpdateZoneInput(values)).toEqual({ name: 'Cave', description: null });
    expect(toUpdateZoneInput({ ...values, description: ' Vins ' })).toEqual({
      name: 'Cave',
      description: 'Vins',
    });
  });

  it('wants a restaurant and a name of 100 characters at most', async () => {
    await expect(
      zoneSchema.validate({ restaurantId: '', name: 'A', description: '' }),
    ).rejects.toThrow('Le restaurant est requis');
    await expect(
      zoneSchema.validate({ restaurantId: '1', name: ' ', description: '' }),
    ).rejects.toThrow('Le nom de la zone est requis');
    await expect(
      zoneSchema.validate({ restaurantId: '1', name: 'x'.repeat(101), description: '' }),
    ).rejects.toThrow('100 caractères au plus');
  });
});

describe('surface form', () => {
  const values = { zoneId: '3', name: ' Étagère ', description: '', isStorageArea: true };

  it('sends the storage flag always, an empty description only as null on edit', () => {
    expect(toSurfaceInput(values, 'create')).toEqual({
      zoneId: '3',
      name: 'Étagère',
      isStorageArea: true,
    });
    expect(toSurfaceInput(values, 'edit')).toEqual({
      zoneId: '3',
      name: 'Étagère',
      isStorageArea: true,
      description: null,
    });
  });

  it('wants a zone and a name', async () => {
    await expect(surfaceSchema.validate({ ...values, zoneId: '' })).rejects.toThrow(
      'La zone est requise',
    );
    await expect(surfaceSchema.validate({ ...values, name: '' })).rejects.toThrow(
      'Le nom de la surface est requis',
    );
  });
});

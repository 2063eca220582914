import { describe, expect, it } from 'vitest';
import { emptyJobValues, jobSchema, toCreateJobInput, toUpdateJobInput } from './schema.ts';

const errorsOf = (values: object) => {
  try {
    jobSchema.validateSync(
      { ...emptyJobValues, title: 'Serveur', ...values },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
};

describe('the job dialog rules (docs/areas/restaurants.md#jobs)', () => {
  it('starts a new job with a 30-minute break, the default colour, active', () => {
    expect(emptyJobValues).toEqual({
      title: '',
      breakDuration: '30',
      color: '#2196F3',
      isActive: true,
    });
  });

  it('requires a title and a colour; the break is an integer from 0 to 1440', () => {
    expect(errorsOf({})).toEqual({});
    expect(errorsOf({ breakDuration: '0', color: 'rose pâle' })).toEqual({});
    expect(errorsOf({ title: '  ', color: '' })).toEqual({
      title: 'Le titre est requis',
      color: 'La couleur est requise',
    });
    const invalid = 'La pause doit être un nombre entier de minutes, positif ou nul';
    for (const breakDuration of ['', '-1', '1.5', '1e2', 'abc']) {
      expect(errorsOf({ breakDuration })).toEqual({ breakDuration: invalid });
    }
    expect(errorsOf({ breakDuration: '1441' })).toEqual({
      breakDuration: 'La pause ne peut pas dépasser 1440 minutes',
    });
  });

  it('sends trimmed text and the break as an integer', () => {
    const values = {
      title: ' Barman ',
      breakDuration: ' 15 ',
      color: ' #FF9800 ',
      isActive: false,
    };
    expect(toUpdateJobInput(values)).toEqual({
      title: 'Barman',
      breakDuration: 15,
      color: '#FF9800',
      isActive: false,
    });
    expect(toCreateJobInput(values, '12')).toEqual({
      restaurantId: '12',
      title: 'Barman',
      breakDuration: 15,
      color: '#FF9800',
      isActive: false,
    });
  });
});

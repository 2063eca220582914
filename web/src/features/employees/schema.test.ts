import { describe, expect, it } from 'vitest';
import { employeeSchema, toEmployeeInput, valuesOf, type EmployeeFormValues } from './schema.ts';

const values = (fields: Partial<EmployeeFormValues> = {}): EmployeeFormValues => ({
  firstName: ' Lucas ',
  lastName: 'Bernard',
  pin: '',
  contractType: '',
  contractNbHours: '',
  ...fields,
});

const errorsOf = async (mode: 'create' | 'edit', v: EmployeeFormValues) => {
  try {
    await employeeSchema(mode).validate(v, { abortEarly: false });
    return {};
  } catch (error) {
    const { inner } = error as { inner: { path: string; message: string }[] };
    return Object.fromEntries(inner.map((e) => [e.path, e.message]));
  }
};

describe('employee form rules (docs/areas/people.md#employees)', () => {
  it('requires first name, last name and, on create only, the PIN', async () => {
    const empty = values({ firstName: ' ', lastName: '' });
    expect(await errorsOf('create', empty)).toEqual({
      firstName: 'Le prénom est requis',
      lastName: 'Le nom est requis',
      pin: 'Le code PIN est requis',
    });
    expect(await errorsOf('edit', values())).toEqual({});
  });

  it('wants 4 to 6 digits when a PIN is typed', async () => {
    for (const pin of ['123', '1234567', '12a4']) {
      expect(await errorsOf('edit', values({ pin }))).toEqual({
        pin: 'Le code PIN doit contenir de 4 à 6 chiffres',
      });
    }
    expect(await errorsOf('create', values({ pin: '123456' }))).toEqual({});
  });

  it('wants the hours as an integer from 0 to 80, or nothing', async () => {
    for (const contractNbHours of ['81', '-1', '35.5', 'abc']) {
      expect(await errorsOf('edit', values({ contractNbHours }))).toEqual({
        contractNbHours: "Le nombre d'heures doit être un entier entre 0 et 80",
      });
    }
    for (const contractNbHours of ['0', '80', '']) {
      expect(await errorsOf('edit', values({ contractNbHours }))).toEqual({});
    }
  });
});

describe('the mutation input', () => {
  it('on create: the selected restaurant, trimmed names, no empty contract or hours', () => {
    expect(
      toEmployeeInput(values({ pin: '1234' }), { mode: 'create', restaurantId: '12' }),
    ).toEqual({ firstName: 'Lucas', lastName: 'Bernard', pin: '1234', restaurantId: '12' });
  });

  it('sends the hours as an integer and the contract type when filled', () => {
    expect(
      toEmployeeInput(values({ pin: '1234', contractType: 'CDD', contractNbHours: '035' }), {
        mode: 'create',
        restaurantId: '12',
      }),
    ).toMatchObject({ contractType: 'CDD', contractNbHours: 35 });
  });

  it('on edit: an empty PIN is left out (the current one stays), and no restaurant is sent', () => {
    const initial = { firstName: 'Lucas', lastName: 'Bernard' };
    expect(toEmployeeInput(valuesOf(initial), { mode: 'edit', initial })).toEqual({
      firstName: 'Lucas',
      lastName: 'Bernard',
    });
    expect(
      toEmployeeInput({ ...valuesOf(initial), pin: '9876' }, { mode: 'edit', initial }),
    ).toEqual({ firstName: 'Lucas', lastName: 'Bernard', pin: '9876' });
  });

  it('on edit: a contract or hours the user emptied is cleared with null', () => {
    const initial = {
      firstName: 'Lucas',
      lastName: 'Bernard',
      contractType: 'CDI' as const,
      contractNbHours: 35,
    };
    expect(valuesOf(initial)).toMatchObject({ contractType: 'CDI', contractNbHours: '35' });
    expect(
      toEmployeeInput(
        { ...valuesOf(initial), contractType: '', contractNbHours: '' },
        { mode: 'edit', initial },
      ),
    ).toEqual({
      firstName: 'Lucas',
      lastName: 'Bernard',
      contractType: null,
      contractNbHours: null,
    });
  });
});

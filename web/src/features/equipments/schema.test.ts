import { describe, expect, it } from 'vitest';
import type { ValidationError } from 'yup';
import {
  emptyTypeValues,
  equipmentSchema,
  equipmentTypeSchema,
  parseTemperature,
  toEquipmentInput,
  toEquipmentTypeInput,
  type EquipmentFormValues,
  type EquipmentTypeFormValues,
} from './schema.ts';

/** The messages per field, as Formik would show them. */
async function errorsOf(
  schema: { validate(value: unknown, options: { abortEarly: boolean }): Promise<unknown> },
  values: object,
) {
  try {
    await schema.validate(values, { abortEarly: false });
    return {};
  } catch (error) {
    return Object.fromEntries(
      (error as ValidationError).inner.map((issue) => [issue.path, issue.message]),
    );
  }
}

const equipment: EquipmentFormValues = {
  restaurantId: '12',
  equipmentTypeId: '3',
  name: ' Saladette ',
  zoneId: '',
  serialNumber: '',
  description: '',
};

describe('the equipment form', () => {
  it('requires a type, a name and a restaurant', async () => {
    expect(
      await errorsOf(equipmentSchema, {
        ...equipment,
        restaurantId: '',
        equipmentTypeId: '',
        name: ' ',
      }),
    ).toEqual({
      restaurantId: 'Le restaurant est requis',
      equipmentTypeId: "Le type d'équipement est requis",
      name: "Le nom de l'équipement est requis",
    });
    expect(await errorsOf(equipmentSchema, equipment)).toEqual({});
  });

  it('leaves the empty optional fields out on create, and clears them on edit', () => {
    expect(toEquipmentInput(equipment, 'create')).toEqual({
      restaurantId: '12',
      equipmentTypeId: '3',
      name: 'Saladette',
    });
    expect(toEquipmentInput({ ...equipment, zoneId: '7', serialNumber: ' SL-1 ' }, 'edit')).toEqual(
      {
        restaurantId: '12',
        equipmentTypeId: '3',
        name: 'Saladette',
        zoneId: '7',
        serialNumber: 'SL-1',
        description: null,
      },
    );
  });
});

const fridge: EquipmentTypeFormValues = {
  ...emptyTypeValues('CELSIUS'),
  name: 'Saladette',
  equipmentFamily: 'TEMPERATURE',
  temperatureMin: '0',
  temperatureMax: '4,5',
};

describe('the equipment type form', () => {
  it('requires a name and a family', async () => {
    expect(await errorsOf(equipmentTypeSchema, emptyTypeValues('CELSIUS'))).toEqual({
      name: 'Le nom du type est requis',
      equipmentFamily: 'La famille est requise',
    });
  });

  it("checks a TEMPERATURE range with the api's rule", async () => {
    expect(await errorsOf(equipmentTypeSchema, fridge)).toEqual({});
    expect(
      await errorsOf(equipmentTypeSchema, {
        ...fridge,
        temperatureMin: '',
        temperatureMax: '0.25',
      }),
    ).toEqual({
      temperatureMin: 'La température minimale est requise',
      temperatureMax: 'Température invalide (un nombre avec une décimale au plus)',
    });
    expect(await errorsOf(equipmentTypeSchema, { ...fridge, temperatureMin: '8' })).toEqual({
      temperatureMin: 'La température minimale doit être inférieure à la maximale',
    });
    expect(
      await errorsOf(equipmentTypeSchema, {
        ...fridge,
        temperatureMin: '350',
        temperatureMax: '400',
        temperatureUnit: 'FAHRENHEIT',
      }),
    ).toEqual({});
  });

  it('ignores the hidden range of another family, and does not send it', async () => {
    const oil = { ...fridge, equipmentFamily: 'OIL' as const, temperatureMin: 'x' };
    expect(await errorsOf(equipmentTypeSchema, oil)).toEqual({});
    expect(toEquipmentTypeInput(oil, 'create')).toEqual({
      name: 'Saladette',
      equipmentFamily: 'OIL',
    });
    expect(toEquipmentTypeInput({ ...oil, description: '' }, 'edit')).toEqual({
      name: 'Saladette',
      equipmentFamily: 'OIL',
      description: null,
    });
  });

  it('sends min, max and unit as numbers for TEMPERATURE', () => {
    expect(toEquipmentTypeInput({ ...fridge, description: ' Poste froid ' }, 'create')).toEqual({
      name: 'Saladette',
      description: 'Poste froid',
      equipmentFamily: 'TEMPERATURE',
      temperatureMin: 0,
      temperatureMax: 4.5,
      temperatureUnit: 'CELSIUS',
    });
    expect(parseTemperature(' ')).toBeNull();
    expect(parseTemperature('-18,5')).toBe(-18.5);
    expect(parseTemperature('abc')).toBeNaN();
  });
});

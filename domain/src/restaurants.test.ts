import { describe, expect, it } from 'vitest';
import {
  deliveryDaysOf,
  deliveryFlagsOf,
  pickDeliveryFlags,
  sortForPicker,
} from './restaurants.ts';

describe('delivery days', () => {
  it('lists the flagged days Monday first, and back', () => {
    const flags = deliveryFlagsOf(['FRIDAY', 'MONDAY']);
    expect(flags.mondayDelivery).toBe(true);
    expect(flags.tuesdayDelivery).toBe(false);
    expect(deliveryDaysOf(flags)).toEqual(['MONDAY', 'FRIDAY']);
  });

  it('picks the seven flags out of a row, a missing or null one read as no delivery', () => {
    const row = { id: 3, name: 'Labo', mondayDelivery: true, fridayDelivery: null, extra: 'x' };
    expect(pickDeliveryFlags(row)).toEqual({
      mondayDelivery: true,
      tuesdayDelivery: false,
      wednesdayDelivery: false,
      thursdayDelivery: false,
      fridayDelivery: false,
      saturdayDelivery: false,
      sundayDelivery: false,
    });
  });
});

describe('picker order', () => {
  it('puts restaurants alphabetically, then laboratories', () => {
    const sorted = sortForPicker([
      { name: 'Labo Central', isLab: true },
      { name: 'Zénith', isLab: false },
      { name: 'Atelier Nord', isLab: true },
      { name: 'épicerie', isLab: false },
      { name: 'Bistrot', isLab: false },
    ]);
    expect(sorted.map((r) => r.name)).toEqual([
      'Bistrot',
      'épicerie',
      'Zénith',
      'Atelier Nord',
      'Labo Central',
    ]);
  });
});

import { describe, expect, it } from 'vitest';
import { BASE_UNITS, UNITS, type Unit } from '../catalogue-enums.ts';
import {
  canDeleteConversion,
  conversionSourceUnits,
  conversionTargetUnits,
  isUnitCovered,
  needsConversion,
  ruleFactor,
  ruleFactorText,
  storagePackagingUnits,
  toBaseQuantity,
  type ProductUnits,
} from './conversions.ts';
import {
  ARTICLE_FORM_UNITS,
  BASE_UNIT_LABELS,
  compatibleUnits,
  convertUnit,
  FAMILY_UNITS,
  isUnit,
  isUnitCompatible,
  productBaseUnit,
  quantityText,
  quantityWithSymbol,
  RECIPE_BASE_UNITS,
  UNIT_DISPLAY,
  unitFactor,
  unitFamily,
} from './units.ts';

describe('units and families', () => {
  it('puts every unit in exactly one family: weight G/KG, volume ML/CL/L, piece PIECE', () => {
    expect(UNITS.map(unitFamily)).toEqual([
      'WEIGHT',
      'WEIGHT',
      'VOLUME',
      'VOLUME',
      'VOLUME',
      'PIECE',
    ]);
    expect(Object.values(FAMILY_UNITS).flat().sort()).toEqual([...UNITS].sort());
  });

  it('knows the base units of products and recipes, and the article form’s units', () => {
    expect(BASE_UNITS).toEqual(['G', 'ML', 'PIECE']);
    expect(RECIPE_BASE_UNITS).toEqual(['KG', 'L', 'PIECE']);
    expect(ARTICLE_FORM_UNITS).toEqual(['KG', 'G', 'L', 'ML', 'PIECE']);
    expect(productBaseUnit(null)).toBe('PIECE');
    expect(productBaseUnit(undefined)).toBe('PIECE');
    expect(productBaseUnit('G')).toBe('G');
  });

  it('writes units as the screens do', () => {
    expect(UNITS.map((u) => UNIT_DISPLAY[u])).toEqual(['g', 'kg', 'mL', 'cL', 'L', 'pièce']);
    expect(BASE_UNIT_LABELS).toEqual({ G: 'Poids', ML: 'Volume', PIECE: 'à la pièce' });
    expect(quantityText(1.5, 'KG')).toBe('1,5 kg');
  });

  it('writes pièce in the plural from 2 on, and every quantity to the same four decimals', () => {
    expect(quantityText(1, 'PIECE')).toBe('1 pièce');
    expect(quantityText(1.5, 'PIECE')).toBe('1,5 pièce');
    expect(quantityText(6, 'PIECE')).toBe('6 pièces');
    expect(quantityText(-2, 'PIECE')).toBe('-2 pièces');
    expect(quantityText(2, 'KG')).toBe('2 kg');
    // A stock's header (the graph's display symbol) and its movements (the unit) alike.
    expect(quantityWithSymbol(2.2575, 'kg')).toBe('2,2575 kg');
    expect(quantityText(2.2575, 'KG')).toBe('2,2575 kg');
    expect(quantityWithSymbol(3, 'pièce')).toBe('3 pièces');
  });

  it('tells a unit from another string', () => {
    expect(isUnit('CL')).toBe(true);
    expect(isUnit('cl')).toBe(false);
    expect(isUnit('LB')).toBe(false);
    expect(isUnit(3)).toBe(false);
  });
});

describe('the conversion table', () => {
  it('holds KG→G 1000, L→ML 1000, L→CL 100, CL→ML 10 and their inverses', () => {
    expect(unitFactor('KG', 'G')).toBe(1000);
    expect(unitFactor('L', 'ML')).toBe(1000);
    expect(unitFactor('L', 'CL')).toBe(100);
    expect(unitFactor('CL', 'ML')).toBe(10);
    expect(unitFactor('G', 'KG')).toBe(0.001);
    expect(unitFactor('ML', 'CL')).toBe(0.1);
    expect(unitFactor('PIECE', 'PIECE')).toBe(1);
  });

  it('converts between any two units of one family, both ways', () => {
    for (const units of Object.values(FAMILY_UNITS)) {
      for (const from of units) {
        for (const to of units) {
          const there = convertUnit(3, from, to);
          expect(there).not.toBeNull();
          expect(convertUnit(there as number, to, from)).toBe(3);
        }
      }
    }
    expect(convertUnit(2.5, 'KG', 'G')).toBe(2500);
    expect(convertUnit(1.1, 'KG', 'G')).toBe(1100);
    expect(convertUnit(75, 'CL', 'L')).toBe(0.75);
    expect(convertUnit(33, 'CL', 'ML')).toBe(330);
    expect(convertUnit(250, 'ML', 'CL')).toBe(25);
  });

  it('refuses to convert across families', () => {
    const pairs: [Unit, Unit][] = [
      ['KG', 'L'],
      ['G', 'ML'],
      ['PIECE', 'G'],
      ['CL', 'PIECE'],
    ];
    for (const [from, to] of pairs) {
      expect(unitFactor(from, to)).toBeNull();
      expect(convertUnit(1, from, to)).toBeNull();
      expect(isUnitCompatible(from, to)).toBe(false);
    }
  });

  it('lists the units compatible with each base unit', () => {
    expect(compatibleUnits('G')).toEqual(['G', 'KG']);
    expect(compatibleUnits('ML')).toEqual(['ML', 'CL', 'L']);
    expect(compatibleUnits('PIECE')).toEqual(['PIECE']);
    expect(storagePackagingUnits('ML')).toEqual(['ML', 'CL', 'L']);
    expect(conversionTargetUnits('G')).toEqual(['G', 'KG']);
  });
});

/** A lettuce counted in grams, one head weighing 400 g. */
const lettuce: ProductUnits = {
  baseUnit: 'G',
  conversionRules: [
    { id: 1, sourceQuantity: 1, sourceUnit: 'PIECE', targetQuantity: 400, targetUnit: 'G' },
  ],
};

describe('a product’s conversion rules', () => {
  it('converts within the base unit’s family through the table alone', () => {
    expect(toBaseQuantity(2, 'KG', lettuce)).toBe(2000);
    expect(toBaseQuantity(2, 'KG', { baseUnit: 'G', conversionRules: [] })).toBe(2000);
    expect(toBaseQuantity(75, 'CL', { baseUnit: 'ML', conversionRules: [] })).toBe(750);
  });

  it('falls back on the product’s rule for another family', () => {
    expect(toBaseQuantity(3, 'PIECE', lettuce)).toBe(1200);
  });

  it('chains the table before and after the rule', () => {
    // Oil counted in pieces (bottles): 1 bottle = 75 cL. 1.5 L is 2 bottles.
    const oil: ProductUnits = {
      baseUnit: 'PIECE',
      conversionRules: [
        { sourceQuantity: 75, sourceUnit: 'CL', targetQuantity: 1, targetUnit: 'PIECE' },
      ],
    };
    expect(toBaseQuantity(1.5, 'L', oil)).toBe(2);
    expect(toBaseQuantity(750, 'ML', oil)).toBe(1);
    // Flour in grams, 1 L of it weighing 0.6 KG: 2 L is 1200 G.
    const flour: ProductUnits = {
      baseUnit: 'G',
      conversionRules: [
        { sourceQuantity: 1, sourceUnit: 'L', targetQuantity: 0.6, targetUnit: 'KG' },
      ],
    };
    expect(toBaseQuantity(2, 'L', flour)).toBe(1200);
    expect(toBaseQuantity(50, 'CL', flour)).toBe(300);
  });

  it('gives null for a family without a rule, or whose rule is switched off', () => {
    expect(toBaseQuantity(1, 'L', lettuce)).toBeNull();
    expect(toBaseQuantity(1, 'PIECE', { baseUnit: 'G', conversionRules: [] })).toBeNull();
    const off: ProductUnits = {
      baseUnit: 'G',
      conversionRules: [{ ...lettuce.conversionRules[0]!, isActive: false }],
    };
    expect(toBaseQuantity(1, 'PIECE', off)).toBeNull();
  });

  it('ignores a rule whose target is outside the base unit’s family', () => {
    const wrong: ProductUnits = {
      baseUnit: 'G',
      conversionRules: [
        { sourceQuantity: 1, sourceUnit: 'PIECE', targetQuantity: 1, targetUnit: 'L' },
      ],
    };
    expect(toBaseQuantity(1, 'PIECE', wrong)).toBeNull();
  });

  it('says which units need a rule', () => {
    expect(needsConversion('KG', lettuce)).toBe(false);
    expect(needsConversion('PIECE', lettuce)).toBe(false);
    expect(needsConversion('L', lettuce)).toBe(true);
    expect(needsConversion('CL', lettuce)).toBe(true);
    expect(isUnitCovered('G', { baseUnit: 'G', conversionRules: [] })).toBe(true);
    expect(needsConversion('PIECE', { baseUnit: 'G', conversionRules: [] })).toBe(true);
  });

  it('reads a rule as a factor shown with one decimal', () => {
    expect(ruleFactor(lettuce.conversionRules[0]!)).toBe(400);
    expect(ruleFactorText(lettuce.conversionRules[0]!)).toBe('400,0');
    expect(
      ruleFactorText({
        sourceQuantity: 3,
        sourceUnit: 'L',
        targetQuantity: 1,
        targetUnit: 'PIECE',
      }),
    ).toBe('0,3');
  });
});

describe('the conversion dialog', () => {
  it('offers source units outside the base unit’s family and the families already converted', () => {
    expect(conversionSourceUnits({ baseUnit: 'G', conversionRules: [] })).toEqual([
      'ML',
      'CL',
      'L',
      'PIECE',
    ]);
    expect(conversionSourceUnits(lettuce)).toEqual(['ML', 'CL', 'L']);
    expect(conversionSourceUnits({ baseUnit: 'PIECE', conversionRules: [] })).toEqual([
      'G',
      'KG',
      'ML',
      'CL',
      'L',
    ]);
  });

  it('keeps the edited rule’s own family available', () => {
    expect(conversionSourceUnits(lettuce, lettuce.conversionRules[0])).toEqual([
      'ML',
      'CL',
      'L',
      'PIECE',
    ]);
    expect(conversionSourceUnits(lettuce, { ...lettuce.conversionRules[0]!, id: 1 })).toContain(
      'PIECE',
    );
  });

  it('allows deleting a rule only while no packaging uses its family', () => {
    const rule = lettuce.conversionRules[0]!;
    expect(canDeleteConversion(rule, ['G', 'KG'])).toBe(true);
    expect(canDeleteConversion(rule, [])).toBe(true);
    expect(canDeleteConversion(rule, ['KG', 'PIECE'])).toBe(false);
    const volume = {
      sourceQuantity: 1,
      sourceUnit: 'L' as const,
      targetQuantity: 1,
      targetUnit: 'KG' as const,
    };
    expect(canDeleteConversion(volume, ['CL'])).toBe(false);
    expect(canDeleteConversion(volume, ['PIECE'])).toBe(true);
  });
});

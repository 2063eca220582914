import { describe, expect, it } from 'vitest';
import { numberText, typedNumber } from './numbers.ts';

describe('the number fields’ text', () => {
  it('reads what a French user types, NaN for what it cannot read, null for nothing', () => {
    expect(typedNumber('4,5')).toBe(4.5);
    expect(typedNumber('-18')).toBe(-18);
    expect(typedNumber(' 1 234,5 ')).toBe(1234.5);
    expect(typedNumber('')).toBeNull();
    expect(typedNumber(undefined)).toBeNull();
    expect(typedNumber('4,5,6')).toBeNaN();
  });

  it('refuses with the French message what does not read as a number, or a whole one', () => {
    const decimal = numberText();
    expect(decimal.isValidSync('4,5')).toBe(true);
    expect(decimal.isValidSync('')).toBe(true);
    expect(() => decimal.validateSync('abc')).toThrow('Nombre invalide (ex. 4,5)');
    const whole = numberText({ integer: true });
    expect(whole.isValidSync('30')).toBe(true);
    expect(() => whole.validateSync('30,5')).toThrow('Nombre entier attendu (ex. 30)');
    expect(() => numberText({ message: 'Pause invalide' }).validateSync('x')).toThrow(
      'Pause invalide',
    );
  });
});

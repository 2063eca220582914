import { describe, expect, it } from 'vitest';
import {
  changeText,
  correctionInput,
  dialogFieldLabel,
  dialogFields,
  typedValue,
} from './corrections.ts';

describe('the correction dialog’s rules', () => {
  const reading = { id: 'r1', temperature: 45, notes: null, history: [], voided: null };

  it('offers each log its values, not the dates nor the employee', () => {
    expect(dialogFields('TEMPERATURE').map((f) => f.field)).toEqual(['temperature', 'notes']);
    expect(dialogFields('OIL').map((f) => f.field)).toEqual(['action', 'method', 'rate', 'notes']);
    expect(dialogFields('CLEANING').map((f) => f.field)).toEqual(['notes']);
  });

  it("reads '4,5' as 4.5 and sends only what changed, with the reason", () => {
    expect(typedValue(4.5)).toBe('4,5');
    expect(
      correctionInput('TEMPERATURE', reading, { temperature: '4,5', notes: '' }, ' Virgule '),
    ).toEqual({ input: { temperature: 4.5, reason: 'Virgule' } });
    expect(
      correctionInput('TEMPERATURE', reading, { temperature: '45', notes: 'Porte' }, 'x'),
    ).toEqual({ input: { notes: 'Porte', reason: 'x' } });
  });

  it('shows and takes a temperature in the user’s unit, and sends it in °C as stored', () => {
    const cold = { ...reading, temperature: 4 };
    expect(typedValue(4, 'temperature', 'FAHRENHEIT')).toBe('39,2');
    expect(dialogFieldLabel('temperature', 'FAHRENHEIT')).toBe('Température (°F)');
    expect(dialogFieldLabel('notes', 'FAHRENHEIT')).toBe('Notes');
    // Unchanged in °F is no change; 40,1 °F is 4,5 °C.
    expect(
      correctionInput('TEMPERATURE', cold, { temperature: '39,2' }, 'x', 'FAHRENHEIT'),
    ).toEqual({ errors: { form: 'Aucune valeur ne change : rien à corriger' } });
    expect(
      correctionInput('TEMPERATURE', cold, { temperature: '40,1' }, 'x', 'FAHRENHEIT'),
    ).toEqual({ input: { temperature: 4.5, reason: 'x' } });
  });

  it('refuses a missing reason, a number that is not one, and nothing changed', () => {
    expect(correctionInput('TEMPERATURE', reading, { temperature: '4,5' }, '  ')).toEqual({
      errors: { reason: 'Le motif est requis' },
    });
    expect(correctionInput('TEMPERATURE', reading, { temperature: '4,5,6' }, 'x')).toEqual({
      errors: { temperature: 'Nombre invalide (ex. 4,5)' },
    });
    expect(correctionInput('TEMPERATURE', reading, { temperature: '45' }, 'x')).toEqual({
      errors: { form: 'Aucune valeur ne change : rien à corriger' },
    });
  });

  it('writes a change as an inspector reads it', () => {
    expect(changeText({ field: 'temperature', from: '45', to: '4.5' }, 'Europe/Paris')).toMatch(
      /^Température : 45 °C → 4,5 °C$/,
    );
    expect(changeText({ field: 'method', from: 'STRIP', to: 'NOTHING' }, 'Europe/Paris')).toBe(
      'Méthode : Bandelette → Aucun test',
    );
  });
});

import { describe, expect, it } from 'vitest';
import { HYGIENE_MESSAGES as M, PROCESS_MESSAGES as P } from '@bo/domain';
import { oilSchema, parseRate } from './OilDialog.tsx';
import { formatRate } from './OilTable.tsx';

describe('the oil form rules', () => {
  const schema = oilSchema('Europe/Paris');
  const valid = {
    equipmentId: '7',
    action: 'REUSE',
    method: 'TESTING',
    rate: '0,25',
    recordedAt: '2025-03-10T12:00',
    notes: '',
  };

  it('takes a rate of 0 to 1 typed with a comma, or none', () => {
    expect(parseRate('0,25')).toBe(0.25);
    expect(parseRate(' ')).toBeNull();
    expect(schema.isValidSync(valid)).toBe(true);
    expect(schema.isValidSync({ ...valid, rate: '' })).toBe(true);
    expect(() => schema.validateSync({ ...valid, rate: '1,5' })).toThrow(M.rateOutOfRange);
  });

  it('refuses a rate without a test, a missing fryer or action, a future date', () => {
    expect(() => schema.validateSync({ ...valid, method: 'NOTHING' })).toThrow(P.rateWithoutTest);
    expect(schema.isValidSync({ ...valid, method: 'NOTHING', rate: '' })).toBe(true);
    expect(() => schema.validateSync({ ...valid, equipmentId: '' })).toThrow(M.equipmentRequired);
    expect(() => schema.validateSync({ ...valid, action: '' })).toThrow(M.actionRequired);
    expect(() => schema.validateSync({ ...valid, recordedAt: '2999-01-01T00:00' })).toThrow(
      M.inFuture,
    );
  });

  it('shows a rate as a percentage, none as a dash', () => {
    expect(formatRate(0.25)).toMatch(/^25\s%$/);
    expect(formatRate(null)).toBe('—');
  });
});

import { describe, expect, it } from 'vitest';
import { checkPaidFields } from './EditPaidDialog.tsx';
import { payrollExportPath, payrollPresets, periodProblem } from './PayrollExportDialog.tsx';
import {
  dayCanBeValidated,
  dayValidation,
  editOf,
  paidValues,
  rowState,
  storedPaidValues,
  type PaidEdit,
} from './rows.ts';
import {
  APPROVED,
  IN_PROGRESS,
  NIGHT,
  NOT_CLOCKED,
  PENDING,
  realized,
  row,
  TIME_ZONE,
  TUESDAY_ROWS,
} from './test-fixtures.ts';

const edit = (changes: Partial<PaidEdit>, base = APPROVED): PaidEdit => ({
  ...editOf(storedPaidValues(base)!, TIME_ZONE),
  ...changes,
});

describe('the rows of the day table', () => {
  it('read the state of the server, MODIFIED once an approved row is edited on screen', () => {
    expect(TUESDAY_ROWS.map((r) => rowState(r, {}))).toEqual([
      'NOT_CLOCKED',
      'IN_PROGRESS',
      'PENDING',
      'APPROVED',
    ]);
    expect(rowState(APPROVED, { s4: edit({ breakDuration: 45 }) })).toBe('MODIFIED');
    expect(rowState(PENDING, { s3: edit({ end: '15:00' }, PENDING) })).toBe('PENDING');
  });

  it('count hours entered without clocking as approved', () => {
    const manual = row('a9', ['9', 'Gina', 'Blanc'], { approved: NIGHT.approved });
    expect(rowState(manual, {})).toBe('APPROVED');
    expect(rowState(manual, { a9: edit({ mealCount: 2 }, manual) })).toBe('MODIFIED');
  });

  it("enable 'Valider la journée' only with a pending or a modified row", () => {
    expect(dayCanBeValidated([NOT_CLOCKED, IN_PROGRESS, APPROVED], {})).toBe(false);
    expect(dayCanBeValidated([NOT_CLOCKED, APPROVED], { s4: edit({ mealCount: 0 }) })).toBe(true);
    expect(dayCanBeValidated(TUESDAY_ROWS, {})).toBe(true);
    expect(dayCanBeValidated([], {})).toBe(false);
  });

  it('send pending rows (adjusted or not) and modified rows, nothing of the others', () => {
    const other = row('s5', ['5', 'Hugo', 'Noir'], {
      realized: realized('5', '2026-10-20T16:00:00.000Z', '2026-10-20T20:00:00.000Z', 0, 0),
    });
    const edits = { s3: edit({ end: '15:00', comment: ' oubli ' }, PENDING), s4: edit({}) };
    // An edit equal to the stored values still counts as an edit here; the page drops those.
    expect(dayValidation([...TUESDAY_ROWS, other], edits, TIME_ZONE)).toEqual({
      approvals: [
        {
          realizedShiftId: '3',
          adjustments: {
            datetimeStart: '2026-10-20T09:02:00.000Z',
            datetimeEnd: '2026-10-20T13:00:00.000Z',
            breakDuration: 20,
            mealCount: 1,
            comment: 'oubli',
          },
        },
        { realizedShiftId: '5' },
      ],
      updates: [
        {
          approvedShiftId: '4',
          input: {
            datetimeStart: '2026-10-20T06:00:00.000Z',
            datetimeEnd: '2026-10-20T14:00:00.000Z',
            breakDuration: 30,
            mealCount: 1,
            comment: '',
          },
        },
      ],
    });
  });

  it('read edited wall times on the shift’s day in the restaurant’s zone, across the clock change', () => {
    // Saturday 22:00 summer time to Sunday 07:00 winter time: 06:00 UTC.
    const values = paidValues(NIGHT, { r7: edit({ end: '07:00' }, NIGHT) }, TIME_ZONE)!;
    expect(values.datetimeStart).toBe('2026-10-24T20:00:00.000Z');
    expect(values.datetimeEnd).toBe('2026-10-25T06:00:00.000Z');
    expect(editOf(storedPaidValues(NIGHT)!, TIME_ZONE)).toMatchObject({
      start: '22:00',
      end: '06:00',
    });
  });
});

describe('the paid hours dialog', () => {
  const fields = { start: '09:00', end: '17:00', breakDuration: '30', mealCount: '1', comment: '' };

  it('accepts HH:MM times, whole minutes and 0 to 10 meals', () => {
    expect(checkPaidFields(fields)).toEqual({
      edit: { start: '09:00', end: '17:00', breakDuration: 30, mealCount: 1, comment: '' },
    });
  });

  it('refuses the rest under each field', () => {
    expect(
      checkPaidFields({
        ...fields,
        start: '9h',
        end: '24:00',
        mealCount: '11',
        breakDuration: '-1',
      }),
    ).toEqual({
      errors: {
        start: 'Heure au format HH:MM',
        end: 'Heure au format HH:MM',
        breakDuration: 'La pause doit être un nombre entier de minutes, positif ou nul',
        mealCount: 'Le nombre de repas doit être un nombre entier de 0 à 10',
      },
    });
    expect(checkPaidFields({ ...fields, breakDuration: '480' })).toEqual({
      errors: { breakDuration: 'La pause ne peut pas dépasser la durée du shift' },
    });
    // A French decimal is not rounded away on a payslip: minutes are whole, the field says so.
    expect(checkPaidFields({ ...fields, breakDuration: '4,5', mealCount: '1,5' })).toEqual({
      errors: {
        breakDuration: 'La pause doit être un nombre entier de minutes, positif ou nul',
        mealCount: 'Le nombre de repas doit être un nombre entier de 0 à 10',
      },
    });
  });
});

describe('the payroll export', () => {
  it('builds the bff address', () => {
    expect(payrollExportPath('12', { from: '2026-11-01', to: '2026-11-30' }, 'pdf')).toBe(
      '/exports/payroll?restaurantId=12&dateFrom=2026-11-01&dateTo=2026-11-30&format=pdf',
    );
  });

  it('offers this week, last month and this month', () => {
    expect(payrollPresets('2026-03-04')).toEqual([
      { label: 'Cette semaine', range: { from: '2026-03-02', to: '2026-03-08' } },
      { label: 'Mois dernier', range: { from: '2026-02-01', to: '2026-02-28' } },
      { label: 'Ce mois', range: { from: '2026-03-01', to: '2026-03-31' } },
    ]);
  });

  it('refuses a reversed period or one over 62 days', () => {
    expect(periodProblem({ from: '2026-01-01', to: '2026-03-03' })).toBeNull();
    expect(periodProblem({ from: '2026-01-01', to: '2026-03-04' })).toBe(
      'La période dépasse 62 jours : raccourcissez-la.',
    );
    expect(periodProblem({ from: '2026-02-02', to: '2026-02-01' })).toBe(
      'La date de début doit précéder la date de fin',
    );
  });
});

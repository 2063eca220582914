import { describe, expect, it } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { presetRange, type DayRange } from '@bo/domain';
import { DateLocalization } from '../../../app/date-localization.tsx';
import { PeriodPicker, clampRange, formatDayRange, usePeriod } from './PeriodPicker.tsx';

function Harness({ timeZone }: { timeZone?: string }) {
  const period = usePeriod(timeZone);
  return (
    <DateLocalization>
      <PeriodPicker period={period} timeZone={timeZone} />
      <output data-testid="range">{`${period.range.from}..${period.range.to}`}</output>
    </DateLocalization>
  );
}

const shown = () => screen.getByTestId('range').textContent;
const asText = (r: DayRange) => `${r.from}..${r.to}`;

describe('PeriodPicker', () => {
  it('starts on the last 7 days of the restaurant, written in French', () => {
    render(<Harness />);
    const week = presetRange('LAST_7_DAYS', 'Europe/Paris');
    expect(shown()).toBe(asText(week));
    expect(screen.getByRole('combobox', { name: 'Période' })).toHaveTextContent('7 derniers jours');
    expect(screen.getByText(formatDayRange(week))).toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Du' })).not.toBeInTheDocument();
  });

  it("counts today in the restaurant's zone", () => {
    // Both sides of the date line: at any instant their todays differ by a day.
    const { unmount } = render(<Harness timeZone="Pacific/Kiritimati" />);
    expect(shown()).toBe(asText(presetRange('LAST_7_DAYS', 'Pacific/Kiritimati')));
    unmount();
    render(<Harness timeZone="Pacific/Pago_Pago" />);
    expect(shown()).toBe(asText(presetRange('LAST_7_DAYS', 'Pacific/Pago_Pago')));
  });

  it('switches presets', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Période' }));
    await user.click(screen.getByRole('option', { name: 'Cette année' }));
    const year = presetRange('THIS_YEAR', 'Europe/Paris');
    expect(shown()).toBe(asText(year));
    expect(year.from.endsWith('-01-01')).toBe(true);
    await user.click(screen.getByRole('combobox', { name: 'Période' }));
    await user.click(screen.getByRole('option', { name: 'Ce mois-ci' }));
    expect(shown()).toBe(asText(presetRange('THIS_MONTH', 'Europe/Paris')));
  });

  it('a custom period starts from the days on screen and is picked in a Monday-first French calendar', async () => {
    const user = userEvent.setup();
    render(<Harness />);
    const week = presetRange('LAST_7_DAYS', 'Europe/Paris');
    await user.click(screen.getByRole('combobox', { name: 'Période' }));
    await user.click(screen.getByRole('option', { name: 'Période personnalisée' }));
    expect(shown()).toBe(asText(week));
    const from = screen.getByRole('group', { name: 'Du' });
    expect(screen.getByRole('group', { name: 'Au' })).toBeInTheDocument();

    await user.click(within(from.parentElement!).getByRole('button', { name: /choisir la date/i }));
    const calendar = await screen.findByRole('grid');
    const weekdays = within(calendar).getAllByRole('columnheader');
    expect(weekdays[0]).toHaveAttribute('aria-label', expect.stringMatching(/^lundi$/i));
    await user.click(within(calendar).getByRole('gridcell', { name: '1' }));
    const firstOfMonth = `${week.from.slice(0, 8)}01`;
    expect(shown()).toBe(asText({ from: firstOfMonth, to: week.to }));
    expect(screen.getByRole('combobox', { name: 'Période' })).toHaveTextContent(
      'Période personnalisée',
    );
  });
});

describe('clampRange', () => {
  it('keeps the bound just moved and moves the other', () => {
    expect(clampRange({ from: '2025-03-10', to: '2025-03-05' }, 'from')).toEqual({
      from: '2025-03-10',
      to: '2025-03-10',
    });
    expect(clampRange({ from: '2025-03-10', to: '2025-03-05' }, 'to')).toEqual({
      from: '2025-03-05',
      to: '2025-03-05',
    });
  });

  it('caps the period at 366 days', () => {
    expect(clampRange({ from: '2024-01-01', to: '2024-12-31' }, 'from')).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(clampRange({ from: '2024-01-01', to: '2025-06-30' }, 'from')).toEqual({
      from: '2024-01-01',
      to: '2024-12-31',
    });
    expect(clampRange({ from: '2024-01-01', to: '2025-06-30' }, 'to')).toEqual({
      from: '2024-06-30',
      to: '2025-06-30',
    });
  });
});

describe('formatDayRange', () => {
  it('writes the days in French', () => {
    expect(formatDayRange({ from: '2025-03-03', to: '2025-03-09' })).toBe(
      'Du 3 mars 2025 au 9 mars 2025',
    );
    expect(formatDayRange({ from: '2025-03-09', to: '2025-03-09' })).toBe('Le 9 mars 2025');
  });
});

import { describe, expect, it } from 'vitest';
import { useState } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DateLocalization } from '../../../app/date-localization.tsx';
import { DateTimeField } from './RecordFields.tsx';

function Harness({ initial }: { initial: string }) {
  const [value, setValue] = useState(initial);
  return (
    <DateLocalization>
      <DateTimeField
        id="when"
        name="when"
        label="Date et heure"
        value={value}
        onChange={setValue}
        onBlur={() => {}}
        helperText="sous le champ"
        error
      />
      <output data-testid="value">{value}</output>
    </DateLocalization>
  );
}

const value = () => screen.getByTestId('value').textContent;

describe('DateTimeField', () => {
  it("shows a wall time in French, 24 h, and gives back the typed wall time ('YYYY-MM-DDTHH:mm')", async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-21T16:37" />);
    const field = screen.getByRole('group', { name: /Date et heure/ });
    expect(field).toHaveTextContent('21/11/2026 16:37');
    expect(screen.getByText('sous le champ')).toBeInTheDocument();

    await user.click(field);
    await user.keyboard('{Control>}a{/Control}{Backspace}290320260230');
    // 29 March 2026 02:30 does not exist in Paris: the picker, in UTC, keeps it as typed anyway.
    expect(value()).toBe('2026-03-29T02:30');
    expect(field).toHaveTextContent('29/03/2026 02:30');
  });

  it('gives back nothing for a half-typed date (the rules then ask for one) and not a date for an impossible one', async () => {
    const user = userEvent.setup();
    render(<Harness initial="2026-11-21T16:37" />);
    const field = screen.getByRole('group', { name: /Date et heure/ });
    await user.click(field);
    await user.keyboard('{Control>}a{/Control}{Backspace}0503');
    expect(value()).toBe('');
    expect(field).toHaveTextContent(/05\/03\/AAAA/);
    await user.keyboard('{Control>}a{/Control}{Backspace}310220261000');
    expect(value()).toBe('invalid');
  });
});

import { afterEach, describe, expect, it, vi } from 'vitest';
import { MockedProvider } from '../../../test/MockedProvider.tsx';
import type { MockLink } from '@apollo/client/testing';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { currentSaveKey } from '../../../lib/idempotency.ts';
import { fill } from '../../../test/fill.ts';
import { CorrectionDialog } from './Corrections.tsx';
import { CorrectHygieneRecordMutation, VoidHygieneRecordMutation } from './documents.ts';

// The correction dialog on the one form hook (issue 10 item 4): its own checks when sent, the
// server's refusal under its field or on top, one idempotency key per save.

const RECORD = { id: 'r9', temperature: 45, notes: null };
const answer = { __typename: 'TemperatureReading', id: 'r9' };

afterEach(() => vi.restoreAllMocks());

function open(mode: 'correct' | 'void', mocks: MockLink.MockedResponse[]) {
  const onSaved = vi.fn();
  const onClose = vi.fn();
  render(
    <MockedProvider mocks={mocks}>
      <CorrectionDialog
        log="TEMPERATURE"
        record={RECORD}
        mode={mode}
        onClose={onClose}
        onSaved={onSaved}
      />
    </MockedProvider>,
  );
  return { onSaved, onClose, events: userEvent.setup() };
}

describe('CorrectionDialog', () => {
  it('voids with a reason only, in red, closing with Fermer', async () => {
    const sent: unknown[] = [];
    const { onSaved, onClose, events } = open('void', [
      {
        request: { query: VoidHygieneRecordMutation, variables: () => true },
        result: (variables: Record<string, unknown>) => {
          sent.push(variables);
          return { data: { voidHygieneRecord: answer } } as never;
        },
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: "Annuler l'enregistrement" });
    expect(dialog).toHaveTextContent('ne compte plus dans les états ni les totaux');
    const confirm = within(dialog).getByRole('button', { name: "Annuler l'enregistrement" });
    expect(confirm).toHaveClass('MuiButton-colorError');
    await events.click(confirm);
    expect(await within(dialog).findByText('Le motif est requis')).toBeInTheDocument();
    expect(sent).toHaveLength(0);
    await fill(events, within(dialog).getByLabelText(/Motif/), '  Relevé en double ');
    await events.click(confirm);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('void'));
    expect(sent).toEqual([{ log: 'TEMPERATURE', id: 'r9', reason: 'Relevé en double' }]);
    await events.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says on top that nothing changes, sending nothing', async () => {
    const { onSaved, events } = open('correct', []);
    const dialog = screen.getByRole('dialog', { name: "Corriger l'enregistrement" });
    await fill(events, within(dialog).getByLabelText(/Motif/), 'Vérifié');
    await events.click(within(dialog).getByRole('button', { name: 'Enregistrer la correction' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Aucune valeur ne change : rien à corriger',
    );
    expect(onSaved).not.toHaveBeenCalled();
  });

  it("shows the server's refusal under its field, and sends the same values again with the same key", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys: (string | null)[] = [];
    const refused = {
      errors: [
        {
          message: 'Données invalides',
          extensions: { code: 'BAD_USER_INPUT', fieldErrors: { temperature: 'Trop froid' } },
        },
      ],
    };
    const { onSaved, events } = open('correct', [
      {
        request: { query: CorrectHygieneRecordMutation, variables: () => true },
        result: () => {
          keys.push(currentSaveKey());
          return (
            keys.length === 1 ? refused : { data: { correctHygieneRecord: answer } }
          ) as never;
        },
        maxUsageCount: 2,
      },
    ]);
    const dialog = screen.getByRole('dialog', { name: "Corriger l'enregistrement" });
    const field = within(dialog).getByLabelText('Température (°C)');
    await events.clear(field);
    await fill(events, field, '4,5');
    await fill(events, within(dialog).getByLabelText(/Motif/), 'Virgule oubliée');
    const save = within(dialog).getByRole('button', { name: 'Enregistrer la correction' });
    await events.click(save);
    expect(await within(dialog).findByText('Trop froid')).toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[corrections] save failed', expect.anything());
    expect(onSaved).not.toHaveBeenCalled();
    await events.click(save);
    await waitFor(() => expect(onSaved).toHaveBeenCalledWith('correct'));
    expect(keys).toHaveLength(2);
    expect(keys[0]).toEqual(expect.any(String));
    expect(keys[1]).toBe(keys[0]);
  });
});

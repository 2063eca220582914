import { describe, expect, it, vi } from 'vitest';
import { CombinedGraphQLErrors } from '@apollo/client';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import TextField from '@mui/material/TextField';
import * as yup from 'yup';
import { currentSaveKey } from '../lib/idempotency.ts';
import { fill } from '../test/fill.ts';
import { FormDialogContent } from './FormDialog.tsx';
import { useDialogForm, type FormOptions } from './useDialogForm.ts';

interface Values {
  name: string;
  restaurantId: string;
}

function Form(options: Partial<FormOptions<Values>> & Pick<FormOptions<Values>, 'onSave'>) {
  const { content, field } = useDialogForm<Values>({
    initialValues: { name: '', restaurantId: '' },
    validationSchema: yup.object({ name: yup.string().trim().required('Nom obligatoire') }),
    failed: "Erreur lors de l'enregistrement",
    logLabel: 'test',
    ...options,
  });
  return (
    <FormDialogContent
      titleId="t"
      titles={{ createTitle: 'Nouvelle zone', editTitle: 'Modifier la zone' }}
      mode="create"
      {...content}
      onClose={() => {}}
    >
      <TextField {...field('name', 'zone')} label="Nom" />
      <TextField {...field('restaurantId', 'zone')} label="Restaurant" />
    </FormDialogContent>
  );
}

interface LineValues {
  note: string;
  lines: { quantity: string }[];
}

const titles = { createTitle: 'Nouvelle zone', editTitle: 'Modifier la zone' };

const refusal = (fieldErrors: Record<string, string>, message = 'Données invalides') =>
  new CombinedGraphQLErrors({
    errors: [{ message, extensions: { code: 'BAD_USER_INPUT', fieldErrors } }],
  });

const nameField = () => screen.getByRole('textbox', { name: 'Nom' });
const restaurantField = () => screen.getByRole('textbox', { name: 'Restaurant' });
const send = () => userEvent.click(screen.getByRole('button', { name: 'Créer' }));

describe('useDialogForm', () => {
  it("puts the server's field errors under their fields until edited, and logs the refusal", async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const failure = refusal({ name: 'Ce nom existe déjà', restaurantId: 'Restaurant introuvable' });
    const onSave = vi.fn().mockRejectedValueOnce(failure).mockResolvedValueOnce(undefined);
    render(<Form onSave={onSave} />);
    await fill(userEvent, nameField(), 'Cuisine');
    await send();
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('Ce nom existe déjà'));
    expect(restaurantField()).toHaveAccessibleDescription('Restaurant introuvable');
    // Field errors say it all: no message on top.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).toHaveBeenCalledWith('[test] save failed', failure);

    await fill(userEvent, nameField(), ' 2');
    expect(nameField()).not.toHaveAccessibleDescription('Ce nom existe déjà');
    expect(restaurantField()).toHaveAccessibleDescription('Restaurant introuvable');

    await send();
    await waitFor(() => expect(onSave).toHaveBeenCalledTimes(2));
    expect(onSave).toHaveBeenLastCalledWith({ name: 'Cuisine 2', restaurantId: '' });
    await waitFor(() => expect(restaurantField()).not.toHaveAccessibleDescription());
    logged.mockRestore();
  });

  it("shows the server's message on top when no field of the form is named, or the fallback", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(refusal({ zoneId: 'Zone introuvable' }, 'Zone introuvable'))
      .mockRejectedValueOnce(new Error('réseau'));
    render(<Form onSave={onSave} />);
    await fill(userEvent, nameField(), 'Cuisine');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Zone introuvable');
    expect(nameField()).not.toHaveAccessibleDescription();

    await send();
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent("Erreur lors de l'enregistrement"),
    );
    vi.mocked(console.error).mockRestore();
  });

  it('places a field the server names otherwise, and keeps the others on top', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSave = vi
      .fn()
      .mockRejectedValueOnce(refusal({ restaurantIds: 'Restaurant introuvable' }))
      .mockRejectedValueOnce(refusal({ restaurantId: 'Restaurant introuvable' }, 'Refusé'));
    const { unmount } = render(
      <Form onSave={onSave} serverFields={{ restaurantIds: 'restaurantId' }} />,
    );
    await fill(userEvent, nameField(), 'Cuisine');
    await send();
    await waitFor(() =>
      expect(restaurantField()).toHaveAccessibleDescription('Restaurant introuvable'),
    );
    unmount();

    // A field that shows no message (here: only the name does) is said on top.
    render(<Form onSave={onSave} fields={['name']} />);
    await fill(userEvent, nameField(), 'Cuisine');
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Refusé');
    expect(restaurantField()).not.toHaveAccessibleDescription();
    vi.mocked(console.error).mockRestore();
  });

  it('sends the same idempotency key when the same values are saved again, a new one after', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys: (string | null)[] = [];
    const onSave = vi.fn(() => {
      keys.push(currentSaveKey());
      return keys.length === 1 ? Promise.reject(new Error('délai dépassé')) : Promise.resolve();
    });
    render(<Form onSave={onSave} />);
    await fill(userEvent, nameField(), 'Cuisine');
    await send();
    await screen.findByRole('alert');
    await send();
    await waitFor(() => expect(keys).toHaveLength(2));
    await send();
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[0]);
    vi.mocked(console.error).mockRestore();
  });

  it('checks only when sent, when asked, and drops a message once its field is edited', async () => {
    const onSave = vi.fn().mockResolvedValue(undefined);
    render(<Form onSave={onSave} validateOnBlur={false} />);
    await userEvent.click(nameField());
    await userEvent.tab();
    expect(nameField()).not.toHaveAccessibleDescription();
    await send();
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('Nom obligatoire'));
    await userEvent.type(nameField(), 'C');
    expect(nameField()).not.toHaveAccessibleDescription();
    expect(onSave).not.toHaveBeenCalled();
  });

  it("places a list's server errors under their line's field, until that field is edited", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    function LinesForm({ onSave }: { onSave(values: LineValues): Promise<unknown> }) {
      const { content, field } = useDialogForm<LineValues>({
        initialValues: { note: '', lines: [{ quantity: '1' }, { quantity: '2' }] },
        onSave,
        failed: "Erreur lors de l'enregistrement",
        // The server numbers only the lines sent: here the second one alone.
        serverFields: (name) => {
          const line = /^lines\.0\.quantityReceived$/.exec(name);
          return line ? 'lines.1.quantity' : name === 'note' ? 'note' : undefined;
        },
      });
      return (
        <FormDialogContent
          titleId="t"
          titles={titles}
          mode="create"
          {...content}
          onClose={() => {}}
        >
          <TextField {...field('lines.0.quantity', 'line')} label="Ligne 1" />
          <TextField {...field('lines.1.quantity', 'line')} label="Ligne 2" />
        </FormDialogContent>
      );
    }
    const onSave = vi.fn().mockRejectedValueOnce(
      refusal({
        'lines.0.quantityReceived': 'Quantité invalide',
        'lines.0.lineId': 'Ligne inconnue',
      }),
    );
    render(<LinesForm onSave={onSave} />);
    const line = (n: number) => screen.getByRole('textbox', { name: `Ligne ${n}` });
    await send();
    await waitFor(() => expect(line(2)).toHaveAccessibleDescription('Quantité invalide'));
    expect(line(1)).not.toHaveAccessibleDescription();
    // A server name the form does not place is said on top.
    expect(screen.getByRole('alert')).toHaveTextContent('Ligne inconnue');
    await fill(userEvent, line(2), '3');
    expect(line(2)).not.toHaveAccessibleDescription();
    vi.mocked(console.error).mockRestore();
  });

  it('sends no idempotency key when told', async () => {
    const keys: (string | null)[] = [];
    const onSave = vi.fn(() => {
      keys.push(currentSaveKey());
      return Promise.resolve();
    });
    render(<Form onSave={onSave} idempotent={false} />);
    await fill(userEvent, nameField(), 'Cuisine');
    await send();
    await waitFor(() => expect(keys).toEqual([null]));
    expect(onSave).toHaveBeenCalledWith({ name: 'Cuisine', restaurantId: '' });
  });

  it('checks once sent only, places a refusal its own way, and drops the top message on an edit', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const onSave = vi.fn().mockRejectedValue(new Error('refusé'));
    render(
      <Form
        onSave={onSave}
        checkOnceSent
        formErrorUntilEdit
        placeRefusal={() => ({
          fields: { restaurantId: 'Restaurant fermé' },
          form: 'Accès refusé',
        })}
      />,
    );
    await userEvent.click(nameField());
    await userEvent.tab();
    expect(nameField()).not.toHaveAccessibleDescription();
    await send();
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('Nom obligatoire'));
    // Once sent, the messages follow the typing.
    await userEvent.type(nameField(), 'C');
    await waitFor(() => expect(nameField()).not.toHaveAccessibleDescription());
    await send();
    expect(await screen.findByRole('alert')).toHaveTextContent('Accès refusé');
    expect(restaurantField()).toHaveAccessibleDescription('Restaurant fermé');
    await userEvent.type(nameField(), 'u');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(restaurantField()).toHaveAccessibleDescription('Restaurant fermé');
    vi.mocked(console.error).mockRestore();
  });

  it('saves given values outside the submit, each way with its own key, and shows the refusal', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const keys: (string | null)[] = [];
    const onSave = vi.fn(() => {
      keys.push(currentSaveKey());
      return Promise.reject(refusal({ name: 'Ce nom existe déjà' }));
    });
    const results: unknown[] = [];
    function TwoWays() {
      const { formik, saveValues, field } = useDialogForm<Values>({
        initialValues: { name: 'Cuisine', restaurantId: '' },
        onSave,
        failed: "Erreur lors de l'enregistrement",
      });
      const saveAs = (restaurantId: string) =>
        void saveValues({ ...formik.values, restaurantId }).then((r) => results.push(r));
      return (
        <>
          <TextField {...field('name', 'zone')} label="Nom" />
          <button type="button" onClick={() => saveAs('1')}>
            Brouillon
          </button>
          <button type="button" onClick={() => saveAs('2')}>
            Envoyer
          </button>
        </>
      );
    }
    render(<TwoWays />);
    await userEvent.click(screen.getByRole('button', { name: 'Brouillon' }));
    await waitFor(() => expect(nameField()).toHaveAccessibleDescription('Ce nom existe déjà'));
    await userEvent.click(screen.getByRole('button', { name: 'Envoyer' }));
    await userEvent.click(screen.getByRole('button', { name: 'Brouillon' }));
    await waitFor(() => expect(keys).toHaveLength(3));
    expect(keys[1]).not.toBe(keys[0]);
    expect(keys[2]).not.toBe(keys[1]);
    expect(results[0]).toEqual({ fields: { name: 'Ce nom existe déjà' } });
    vi.mocked(console.error).mockRestore();
  });
});

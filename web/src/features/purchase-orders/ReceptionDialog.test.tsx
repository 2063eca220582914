import { useState } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApolloLink } from '@apollo/client';
import { MockLink } from '@apollo/client/testing';
import { MockedProvider } from '../../test/MockedProvider.tsx';
import { ThemeProvider } from '@mui/material/styles';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { PURCHASING_MESSAGES as M, stockText } from '@bo/domain';
import type { ReceptionDialog_OrderFragment } from '../../gql/graphql';
import { DateLocalization } from '../../app/date-localization.tsx';
import { theme } from '../../app/theme.ts';
import { formatTemperature } from '../../lib/format.ts';
import { fill } from '../../test/fill.ts';
import { OUTCOME_UNKNOWN, outcomeUnknown, recordSaveKeys } from '../../test/save-keys.ts';
import { ReceivePurchaseOrderMutation } from './documents.ts';
import { receptionMessages as t } from './messages.ts';
import { ReceptionDialog } from './ReceptionDialog.tsx';

const spaced = (text: string) => text.replace(/\s/g, ' ');

type Line = ReceptionDialog_OrderFragment['lines'][number];
const line = (id: string, fields: Partial<Line> & { articleName: string }): Line => ({
  id,
  productName: fields.articleName,
  quantityOrdered: 4,
  packagingName: 'Sac',
  packagingQuantity: 5,
  packagingUnit: 'KG',
  baseUnit: 'G',
  conversionToBase: 5000,
  unitPrice: 12.5,
  temperatureCategory: 'DRY',
  quantityReceivedPackaging: 0,
  ...fields,
});

const ORDER: ReceptionDialog_OrderFragment = {
  id: '5',
  reference: 'BC-2026-00005',
  status: 'SENT_PENDING',
  lines: [
    line('51', { articleName: 'Carottes', quantityReceivedPackaging: 1.5 }),
    line('52', {
      articleName: 'Crème fraîche',
      temperatureCategory: 'FRESH',
      packagingName: 'Pot',
      packagingQuantity: 1,
      packagingUnit: 'L',
      baseUnit: 'ML',
      conversionToBase: 1000,
      quantityOrdered: 2,
      unitPrice: 6,
    }),
    line('53', {
      articleName: 'Frites surgelées',
      temperatureCategory: 'FROZEN',
      quantityOrdered: 1,
      unitPrice: 9,
    }),
  ],
};

function Harness({ onClose }: { onClose: () => void }) {
  const [open, setOpen] = useState(true);
  return (
    <ReceptionDialog
      order={ORDER}
      open={open}
      onClose={() => {
        setOpen(false);
        onClose();
      }}
    />
  );
}

/** `links`: in front of the mocks (test/save-keys.ts). */
function openDialog(mocks: MockLink.MockedResponse[] = [], links?: ApolloLink) {
  const onClose = vi.fn();
  render(
    <ThemeProvider theme={theme}>
      <MockedProvider mocks={mocks} {...(links && { link: links.concat(new MockLink(mocks)) })}>
        <DateLocalization>
          <Harness onClose={onClose} />
        </DateLocalization>
      </MockedProvider>
    </ThemeProvider>,
  );
  return { onClose, events: userEvent.setup() };
}

const section = (name: string) => screen.getByRole('region', { name });
const field = (name: string, label: string) =>
  within(section(name)).getByRole('textbox', { name: new RegExp(`^${label}`) });

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the reception dialog', { timeout: 30_000 }, () => {
  it('prefills what remains to receive, shown in the base unit too; Tout reçu puts it back', async () => {
    const { events } = openDialog();
    expect(screen.getByRole('dialog', { name: t.title('BC-2026-00005') })).toBeInTheDocument();
    const carottes = section('Carottes');
    expect(field('Carottes', t.received)).toHaveValue('2,5');
    expect(carottes).toHaveTextContent(spaced(t.inBaseUnit(stockText(12500, 'G'))));
    await events.clear(field('Carottes', t.received));
    await fill(events, field('Carottes', t.received), '1,5');
    expect(carottes).toHaveTextContent(spaced(t.inBaseUnit(stockText(7500, 'G'))));
    await events.click(within(carottes).getByRole('button', { name: t.allReceived }));
    expect(field('Carottes', t.received)).toHaveValue('2,5');
    // Dry goods have no temperature to take.
    expect(within(carottes).queryByRole('textbox', { name: /^Température/ })).toBeNull();
  });

  it('flags a fresh line above 4 °C and a frozen one above −18 °C, and then asks for a note', async () => {
    const { events } = openDialog();
    const creme = section('Crème fraîche');
    await events.type(field('Crème fraîche', t.temperature), '6,5');
    expect(creme).toHaveTextContent(M.temperatureAlert);
    expect(field('Crème fraîche', t.temperature)).toHaveAttribute('aria-invalid', 'true');
    await events.clear(field('Crème fraîche', t.temperature));
    await events.type(field('Crème fraîche', t.temperature), '4');
    expect(creme).not.toHaveTextContent(M.temperatureAlert);
    expect(creme).toHaveTextContent(t.temperatureOk);

    // Negative with a comma.
    await events.type(field('Frites surgelées', t.temperature), '-15,5');
    expect(section('Frites surgelées')).toHaveTextContent(M.temperatureAlert);

    expect(section('Frites surgelées')).toHaveTextContent(t.alertNote);

    await events.click(screen.getByRole('button', { name: t.submit }));
    const frites = section('Frites surgelées');
    expect(frites).toHaveTextContent(t.alertNoteRequired);
    // Said once: the threshold under the temperature, what to do under the note.
    expect(frites.textContent?.split(M.temperatureAlert)).toHaveLength(2);
    expect(frites).toHaveTextContent(
      spaced(`${M.temperatureAlert} : ${t.temperatureAbove(formatTemperature(-18))}`),
    );
    await events.clear(field('Frites surgelées', t.temperature));
    await events.click(screen.getByRole('button', { name: t.submit }));
    // Received without a temperature.
    expect(section('Frites surgelées')).toHaveTextContent(M.temperatureRequired);
  });

  it('says that a different price on the delivery becomes the article’s price', async () => {
    const { events } = openDialog();
    expect(section('Carottes')).not.toHaveTextContent(t.priceChange);
    await events.clear(field('Carottes', t.unitPrice));
    await fill(events, field('Carottes', t.unitPrice), '13,2');
    expect(section('Carottes')).toHaveTextContent(t.priceChange);
  });

  it('records the reception, tells its result in a toast and closes', async () => {
    const receive = vi.fn(() => ({
      data: {
        receivePurchaseOrder: {
          __typename: 'PurchaseOrder',
          id: '5',
          status: 'PARTIALLY_RECEIVED',
          allowedTransitions: ['RECEIVE'],
          receivingNote: 'Livreur en avance',
          firstReceivedAt: '2026-12-02T07:00:00.000Z',
          lastReceivedAt: '2026-12-02T07:00:00.000Z',
          lines: [],
        },
      },
    }));
    const { events, onClose } = openDialog([
      {
        request: {
          query: ReceivePurchaseOrderMutation,
          variables: {
            id: '5',
            input: {
              note: 'Livreur en avance',
              lines: [
                { lineId: '51', quantityReceived: 2.5, unitPrice: 13.2, lotNumber: 'L-778' },
                {
                  lineId: '52',
                  quantityReceived: 2,
                  deliveryTempC: 7,
                  note: 'Remis au froid aussitôt',
                },
                { lineId: '53', quantityReceived: 0.5, deliveryTempC: -20 },
              ],
            },
          },
        },
        result: receive,
      },
    ]);
    await events.clear(field('Carottes', t.unitPrice));
    await fill(events, field('Carottes', t.unitPrice), '13,2');
    await fill(events, field('Carottes', t.lotNumber), 'L-778');
    await fill(events, field('Crème fraîche', t.temperature), '7');
    await fill(events, field('Crème fraîche', t.lineNote), 'Remis au froid aussitôt');
    await events.clear(field('Frites surgelées', t.received));
    await fill(events, field('Frites surgelées', t.received), '0,5');
    await fill(events, field('Frites surgelées', t.temperature), '-20');
    await fill(events, screen.getByRole('textbox', { name: t.receivingNote }), 'Livreur en avance');
    await events.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(receive).toHaveBeenCalled());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(await screen.findByText(t.done.PARTIALLY_RECEIVED)).toBeInTheDocument();
  });

  it('shows the server’s refusal and stays open', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events, onClose } = openDialog([
      {
        request: {
          query: ReceivePurchaseOrderMutation,
          variables: {
            id: '5',
            input: {
              note: null,
              lines: [{ lineId: '51', quantityReceived: 2.5 }],
            },
          },
        },
        result: { errors: [{ message: M.receiveStatusOnly, extensions: { code: 'CONFLICT' } }] },
      },
    ]);
    await events.clear(field('Crème fraîche', t.received));
    await events.type(field('Crème fraîche', t.received), '0');
    await events.clear(field('Frites surgelées', t.received));
    await events.type(field('Frites surgelées', t.received), '0');
    await events.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(M.receiveStatusOnly)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('sends the reception with an idempotency key, the same one when it is sent again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const request = {
      query: ReceivePurchaseOrderMutation,
      variables: {
        id: '5',
        input: { note: null, lines: [{ lineId: '51', quantityReceived: 2.5 }] },
      },
    };
    const received = {
      data: {
        receivePurchaseOrder: {
          __typename: 'PurchaseOrder',
          id: '5',
          status: 'PARTIALLY_RECEIVED',
          allowedTransitions: ['RECEIVE'],
          receivingNote: null,
          firstReceivedAt: '2026-12-02T07:00:00.000Z',
          lastReceivedAt: '2026-12-02T07:00:00.000Z',
          lines: [],
        },
      },
    };
    const { link, keys } = recordSaveKeys('ReceivePurchaseOrder');
    const { events, onClose } = openDialog(
      [
        { request, result: outcomeUnknown() },
        { request, result: received },
      ],
      link,
    );
    for (const name of ['Crème fraîche', 'Frites surgelées']) {
      await events.clear(field(name, t.received));
      await events.type(field(name, t.received), '0');
    }
    await events.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(OUTCOME_UNKNOWN)).toBeInTheDocument();
    // Sent again as it was: the api answers the first reception instead of recording a second.
    await events.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBeTruthy();
    expect(keys[1]).toBe(keys[0]);
  });

  it('puts the server’s field errors under the fields of the lines sent, until edited', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const { events, onClose } = openDialog([
      {
        request: {
          query: ReceivePurchaseOrderMutation,
          variables: {
            id: '5',
            input: {
              note: null,
              lines: [{ lineId: '53', quantityReceived: 1, deliveryTempC: -20, lotNumber: 'L-9' }],
            },
          },
        },
        result: {
          errors: [
            {
              message: 'Données invalides : Quantité trop grande',
              extensions: {
                code: 'BAD_USER_INPUT',
                // The api numbers the lines it was sent: the frozen fries are the only one.
                fieldErrors: {
                  'lines.0.quantityReceived': 'Quantité trop grande',
                  'lines.0.lotNumber': 'Lot inconnu du fournisseur',
                },
              },
            },
          ],
        },
      },
    ]);
    for (const name of ['Carottes', 'Crème fraîche']) {
      await events.clear(field(name, t.received));
      await events.type(field(name, t.received), '0');
    }
    await fill(events, field('Frites surgelées', t.temperature), '-20');
    await fill(events, field('Frites surgelées', t.lotNumber), 'L-9');
    await events.click(screen.getByRole('button', { name: t.submit }));
    await waitFor(() =>
      expect(field('Frites surgelées', t.received)).toHaveAccessibleDescription(
        'Quantité trop grande',
      ),
    );
    expect(field('Frites surgelées', t.lotNumber)).toHaveAccessibleDescription(
      'Lot inconnu du fournisseur',
    );
    expect(field('Carottes', t.received)).not.toHaveAccessibleDescription('Quantité trop grande');
    // Every message is under its field: nothing on top, and the dialog stays.
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await fill(events, field('Frites surgelées', t.lotNumber), '0');
    expect(field('Frites surgelées', t.lotNumber)).not.toHaveAccessibleDescription(
      'Lot inconnu du fournisseur',
    );
    expect(field('Frites surgelées', t.received)).toHaveAccessibleDescription(
      'Quantité trop grande',
    );
  });

  it('refuses a reception of nothing', async () => {
    const { events } = openDialog();
    for (const name of ['Carottes', 'Crème fraîche', 'Frites surgelées']) {
      await events.clear(field(name, t.received));
      await events.type(field(name, t.received), '0');
    }
    await events.click(screen.getByRole('button', { name: t.submit }));
    expect(await screen.findByText(M.nothingReceived)).toBeInTheDocument();
  });
});

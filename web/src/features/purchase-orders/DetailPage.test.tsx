import { beforeAll, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { MockLink } from '@apollo/client/testing';
import { GraphQLError } from 'graphql';
import { USERS, renderApp } from '../../test/renderApp.tsx';
import {
  AcknowledgePurchaseOrderMutation,
  CancelPurchaseOrderMutation,
  DeletePurchaseOrderMutation,
  PurchaseOrderDetailQuery,
  RefusePurchaseOrderMutation,
  ResendPurchaseOrderEmailMutation,
  SendPurchaseOrderMutation,
} from './documents.ts';
import {
  LINES,
  forever,
  listMock,
  orderDetail,
  reception,
  suppliersMock,
  type DetailFixture,
} from './test-fixtures.ts';

// The area's chunk takes jsdom a few seconds to load the first time on a busy machine.
beforeAll(() => import('./pages.tsx'), 60_000);

// The orders' list is ListPage.test.tsx.

const detailMock = (
  order: ReturnType<typeof orderDetail> | (() => ReturnType<typeof orderDetail>),
): MockLink.MockedResponse => ({
  request: { query: PurchaseOrderDetailQuery, variables: { id: '1' } },
  result: () => ({ data: { purchaseOrder: typeof order === 'function' ? order() : order } }),
  maxUsageCount: forever,
});

const renderOrder = (
  fixture: DetailFixture,
  mocks: MockLink.MockedResponse[] = [],
  options: { restaurant?: string; user?: (typeof USERS)['ADMIN'] } = {},
) =>
  renderApp({
    path: '/purchase-orders/1',
    storedRestaurantId: options.restaurant ?? '11',
    user: options.user ?? USERS.ADMIN,
    mocks: [detailMock(orderDetail(fixture)), ...mocks],
  });

const actionBar = () => screen.getByRole('group', { name: 'Bon de commande' });
const findBar = () => screen.findByRole('group', { name: 'Bon de commande' });

describe('the order', { timeout: 60_000 }, () => {
  it("says 'Bon de commande non trouvé' for an order the user cannot read", async () => {
    renderApp({
      path: '/purchase-orders/99',
      mocks: [
        {
          request: { query: PurchaseOrderDetailQuery, variables: { id: '99' } },
          result: {
            errors: [
              new GraphQLError('Bon de commande introuvable', {
                extensions: { code: 'NOT_FOUND' },
              }),
            ],
          },
        },
      ],
    });
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Bon de commande non trouvé' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Retour aux bons de commande' })).toHaveAttribute(
      'href',
      '/purchase-orders',
    );
  });

  it('makes the restaurant picker follow the order: opened with another restaurant selected, its issuer is selected', async () => {
    renderOrder({ status: 'DRAFT', allowedTransitions: ['EDIT'] }, [], { restaurant: '13' });
    expect(await screen.findByRole('heading', { level: 1, name: 'BC-2026-00001' })).toBeVisible();
    await waitFor(() => expect(localStorage.getItem('selectedRestaurant')).toBe('11'));
    await waitFor(() =>
      expect(screen.getByRole('combobox', { name: 'Restaurant' })).toHaveValue(
        'Le Bistrot du Port',
      ),
    );
  });

  it('opens after an expedition with its confirmation as a toast, said once', async () => {
    const { router } = renderApp({
      path: '/purchase-orders/1',
      state: { toast: 'Contrôle à expédition enregistré avec succès' },
      storedRestaurantId: '11',
      mocks: [detailMock(orderDetail({ status: 'EXPEDITED', allowedTransitions: ['RECEIVE'] }))],
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Contrôle à expédition enregistré avec succès',
    );
    // The history entry forgets it: a reload or a return here does not say it again.
    await waitFor(() => expect(router.state.location.state).toBeNull());
    expect(router.state.location.pathname).toBe('/purchase-orders/1');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('shows a draft: its lines, notes, totals, supplier and restaurant, and its draft buttons', async () => {
    renderOrder({
      status: 'DRAFT',
      allowedTransitions: ['EDIT', 'SEND', 'DELETE', 'CANCEL'],
    });
    expect(await screen.findByRole('heading', { level: 1, name: 'BC-2026-00001' })).toBeVisible();
    expect(screen.getByText('Brouillon')).toBeInTheDocument();
    expect(screen.getByText('Créé le 09/03/2026 par Alice Martin')).toBeInTheDocument();
    const bar = actionBar();
    for (const name of ['Modifier', 'Envoyer', 'Annuler', 'Supprimer']) {
      expect(within(bar).getByRole('button', { name })).toBeEnabled();
    }
    expect(within(bar).queryByRole('link', { name: 'Télécharger le PDF' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Réceptionner' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Contrôle à expédition' })).toBeNull();

    const lines = screen.getByRole('table', { name: 'Lignes du bon de commande' });
    const rows = within(lines).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Crème fraîche');
    expect(rows[1]).toHaveTextContent('Frais');
    expect(rows[1]).toHaveTextContent('Livré à 3,5 °C');
    expect(rows[1]).toHaveTextContent('CR-35');
    expect(rows[1]).toHaveTextContent('2 × Carton (6 pièces)');
    expect(rows[1]).toHaveTextContent('12,50 €');
    expect(rows[1]).toHaveTextContent('TVA 5,5 %');
    expect(rows[1]).toHaveTextContent('25,00 €');
    expect(rows[1]).toHaveTextContent('1 Carton');
    expect(rows[1]).toHaveTextContent('6 pièces');
    expect(rows[1]).toHaveTextContent('Un carton abîmé');
    // Without a supplier reference, the article's name.
    expect(rows[2]).toHaveTextContent('Farine sac 25 kg');
    expect(rows[2]).toHaveTextContent('Sec');

    expect(screen.getByText('Livrer avant 10 h')).toBeInTheDocument();
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(summary).toHaveTextContent('Date de livraison prévue12/03/2026');
    expect(summary).toHaveTextContent('Total HT245,50 €');
    expect(summary).toHaveTextContent('Total TTC259,00 €');
    expect(summary).toHaveTextContent('Première réception—');

    const supplier = screen.getByRole('region', { name: 'Fournisseur' });
    expect(within(supplier).getByRole('link', { name: 'Primeurs Dupont' })).toHaveAttribute(
      'href',
      '/suppliers/3',
    );
    expect(
      within(supplier).getByRole('link', { name: 'commandes@primeurs.example.fr' }),
    ).toHaveAttribute('href', 'mailto:commandes@primeurs.example.fr');
    expect(within(supplier).getByRole('link', { name: '01 23 45 67 89' })).toHaveAttribute(
      'href',
      'tel:01 23 45 67 89',
    );
    const restaurant = screen.getByRole('region', { name: 'Restaurant' });
    expect(restaurant).toHaveTextContent('Le Bistrot du Port');
    expect(restaurant).toHaveTextContent('11 quai du Port, Marseille');
    expect(screen.getByText('Aucune réception pour le moment')).toBeInTheDocument();
  });

  it('sends a draft after the confirmation, and shows it sent', async () => {
    let sent = false;
    const { events } = renderApp({
      path: '/purchase-orders/1',
      storedRestaurantId: '11',
      mocks: [
        detailMock(() =>
          orderDetail(
            sent
              ? { status: 'SENT_PENDING', allowedTransitions: ['CANCEL', 'RECEIVE'] }
              : { status: 'DRAFT', allowedTransitions: ['EDIT', 'SEND', 'DELETE', 'CANCEL'] },
          ),
        ),
        {
          request: { query: SendPurchaseOrderMutation, variables: { id: '1' } },
          result: () => {
            sent = true;
            return {
              data: {
                sendPurchaseOrder: orderDetail({
                  status: 'SENT_PENDING',
                  allowedTransitions: ['CANCEL', 'RECEIVE'],
                  pdfUrl: '/api/files/9?s=abc',
                  emailStatus: 'SENT',
                }),
              },
            };
          },
        },
      ],
    });
    await events.click(await screen.findByRole('button', { name: 'Envoyer' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirmer l'envoi" });
    expect(dialog).toHaveTextContent('Voulez-vous envoyer ce bon de commande au fournisseur ?');
    await events.click(within(dialog).getByRole('button', { name: 'Envoyer' }));
    expect(await screen.findByText('Bon de commande envoyé')).toBeInTheDocument();
    expect(await screen.findByText('Commandé/Envoyé')).toBeInTheDocument();
    // `hidden`: the closing dialog keeps the page out of the accessibility tree a while longer
    // on a loaded machine; the link is what is checked here.
    expect(
      await screen.findByRole('link', { name: 'Télécharger le PDF', hidden: true }),
    ).toHaveAttribute('href', '/api/files/9?s=abc');
    expect(screen.queryByRole('button', { name: 'Modifier', hidden: true })).toBeNull();
    expect(await screen.findByRole('button', { name: 'Réceptionner' })).toBeEnabled();
  });

  it('deletes a draft after the confirmation and goes back to the list', async () => {
    const { events, router } = renderOrder(
      { status: 'DRAFT', allowedTransitions: ['EDIT', 'SEND', 'DELETE', 'CANCEL'] },
      [
        {
          request: { query: DeletePurchaseOrderMutation, variables: { id: '1' } },
          result: { data: { deletePurchaseOrder: '1' } },
        },
        listMock([]),
        suppliersMock,
      ],
    );
    await events.click(await screen.findByRole('button', { name: 'Supprimer' }));
    const dialog = await screen.findByRole('dialog', { name: 'Supprimer le bon de commande' });
    expect(dialog).toHaveTextContent('Êtes-vous sûr de vouloir supprimer ce bon de commande ?');
    await events.click(within(dialog).getByRole('button', { name: 'Supprimer' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-orders'));
  });

  it("records the external supplier's answer: confirmed, or refused with a reason", async () => {
    const refused: Record<string, unknown>[] = [];
    const { events } = renderOrder(
      {
        status: 'SENT_PENDING',
        allowedTransitions: ['ACKNOWLEDGE', 'REFUSE', 'CANCEL', 'RECEIVE'],
        pdfUrl: '/api/files/9?s=abc',
        emailStatus: 'SENT',
      },
      [
        {
          request: { query: RefusePurchaseOrderMutation, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            refused.push(variables);
            return {
              data: {
                refusePurchaseOrder: orderDetail({
                  status: 'REFUSED_SUPPLIER',
                  statusReason: 'Rupture de stock',
                }),
              },
            };
          },
        },
        {
          request: { query: AcknowledgePurchaseOrderMutation, variables: { id: '1' } },
          result: {
            data: {
              acknowledgePurchaseOrder: orderDetail({ status: 'ACKNOWLEDGED_SUPPLIER' }),
            },
          },
        },
      ],
    );
    const bar = await screen.findByRole('group', { name: 'Bon de commande' });
    expect(within(bar).getByRole('button', { name: 'Confirmé par le fournisseur' })).toBeEnabled();
    expect(within(bar).getByRole('link', { name: 'Télécharger le PDF' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Modifier' })).toBeNull();
    await events.click(within(bar).getByRole('button', { name: 'Refusé par le fournisseur' }));
    const dialog = await screen.findByRole('dialog', { name: 'Refus du fournisseur' });
    await events.click(within(dialog).getByRole('textbox', { name: 'Motif (facultatif)' }));
    await events.paste('Rupture de stock');
    await events.click(within(dialog).getByRole('button', { name: 'Refusé par le fournisseur' }));
    expect(await screen.findByText('Refusé par fournisseur')).toBeInTheDocument();
    expect(refused).toEqual([{ id: '1', reason: 'Rupture de stock' }]);
    expect(screen.getByText('Motif : Rupture de stock')).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.queryByRole('button', { name: 'Refusé par le fournisseur' })).toBeNull();
  });

  it('cancels an order the supplier confirmed, only with a reason, the supplier told by email', async () => {
    const cancelled: Record<string, unknown>[] = [];
    const { events } = renderOrder(
      { status: 'ACKNOWLEDGED_SUPPLIER', allowedTransitions: ['CANCEL', 'RECEIVE'] },
      [
        {
          request: { query: CancelPurchaseOrderMutation, variables: () => true },
          result: (variables: Record<string, unknown>) => {
            cancelled.push(variables);
            return {
              data: {
                cancelPurchaseOrder: orderDetail({
                  status: 'CANCELLED',
                  statusReason: 'Fermeture exceptionnelle',
                }),
              },
            };
          },
        },
      ],
    );
    await events.click(within(await findBar()).getByRole('button', { name: 'Annuler' }));
    const dialog = await screen.findByRole('dialog', { name: 'Annuler le bon de commande' });
    expect(dialog).toHaveTextContent('Le fournisseur sera prévenu par email, avec ce motif.');
    await events.click(within(dialog).getByRole('button', { name: 'Annuler le bon' }));
    expect(
      await within(dialog).findByText("Indiquez le motif de l'annulation"),
    ).toBeInTheDocument();
    expect(cancelled).toEqual([]);
    await events.click(within(dialog).getByRole('textbox', { name: "Motif de l'annulation" }));
    await events.paste('Fermeture exceptionnelle');
    await events.click(within(dialog).getByRole('button', { name: 'Annuler le bon' }));
    expect(await screen.findByText('Motif : Fermeture exceptionnelle')).toBeInTheDocument();
    expect(cancelled).toEqual([{ id: '1', reason: 'Fermeture exceptionnelle' }]);
    expect(screen.getByText('Annulé')).toBeInTheDocument();
  });

  it("warns when the supplier's email failed, and sends it again", async () => {
    let resent = false;
    const { events } = renderOrder(
      {
        status: 'SENT_PENDING',
        allowedTransitions: ['CANCEL', 'RECEIVE'],
        emailStatus: 'FAILED',
        emailError: 'connexion refusée',
      },
      [
        {
          request: { query: ResendPurchaseOrderEmailMutation, variables: { id: '1' } },
          result: () => {
            resent = true;
            return {
              data: {
                resendPurchaseOrderEmail: orderDetail({
                  status: 'SENT_PENDING',
                  allowedTransitions: ['CANCEL', 'RECEIVE'],
                  emailStatus: 'SENT',
                }),
              },
            };
          },
        },
      ],
    );
    expect(await screen.findByText(/l'email au fournisseur n'a pas pu partir/)).toHaveTextContent(
      'connexion refusée',
    );
    await events.click(screen.getByRole('button', { name: "Renvoyer l'email" }));
    expect(await screen.findByText('Email renvoyé au fournisseur')).toBeInTheDocument();
    expect(resent).toBe(true);
    await waitFor(() =>
      expect(screen.queryByRole('button', { name: "Renvoyer l'email" })).toBeNull(),
    );
  });

  it('shows the receptions as an inspector reads them: who, when, temperature, lot, DLC', async () => {
    const [cream, flour] = LINES;
    renderOrder({
      status: 'PARTIALLY_RECEIVED',
      allowedTransitions: ['RECEIVE'],
      firstReceivedAt: '2026-03-12T07:15:00.000Z',
      lastReceivedAt: '2026-03-13T06:40:00.000Z',
      receptions: [
        reception(
          'r1',
          '2026-03-12T07:15:00.000Z',
          [
            {
              line: cream!,
              quantity: 1,
              temperature: 6.2,
              alert: true,
              lot: 'L240312',
              useBy: '2026-03-20',
              note: 'Camion mal réfrigéré',
            },
            { line: flour!, quantity: 0 },
          ],
          'Livreur en retard',
        ),
      ],
    });
    const section = await screen.findByRole('region', {
      name: 'Réception du 12/03/2026 08:15 par Emma Petit',
    });
    expect(section).toHaveTextContent('Livreur en retard');
    const rows = within(section).getAllByRole('row');
    expect(rows[1]).toHaveTextContent('Crème fraîche');
    expect(rows[1]).toHaveTextContent('1 Carton');
    expect(rows[1]).toHaveTextContent('6,2 °C');
    expect(rows[1]).toHaveTextContent('Température hors seuil');
    expect(rows[1]).toHaveTextContent('L240312');
    expect(rows[1]).toHaveTextContent('20/03/2026');
    expect(rows[1]).toHaveTextContent('Camion mal réfrigéré');
    expect(rows[2]).not.toHaveTextContent('Température hors seuil');
    const summary = screen.getByRole('region', { name: 'Récapitulatif' });
    expect(summary).toHaveTextContent('Première réception12/03/2026 08:15');
    expect(summary).toHaveTextContent('Dernière réception13/03/2026 07:40');
    expect(screen.getByText('Partiellement reçu')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Réceptionner' })).toBeEnabled();
  });

  it("opens the reception dialog from 'Réceptionner'", async () => {
    const { events } = renderOrder({ status: 'EXPEDITED', allowedTransitions: ['RECEIVE'] });
    await events.click(await screen.findByRole('button', { name: 'Réceptionner' }));
    expect(
      await screen.findByRole('dialog', { name: 'Réception du bon BC-2026-00001' }),
    ).toBeInTheDocument();
  });

  it("offers 'Contrôle à expédition' to the order's laboratory only, with its own words", async () => {
    const fixture: DetailFixture = {
      lab: true,
      status: 'SENT_PENDING',
      allowedTransitions: ['ACKNOWLEDGE', 'REFUSE', 'EXPEDITE'],
    };
    const { events, router } = renderOrder(fixture, [], { restaurant: '14' });
    const bar = await screen.findByRole('group', { name: 'Bon de commande' });
    expect(screen.getByText('En attente')).toBeInTheDocument();
    expect(within(bar).getByRole('button', { name: 'Accepter' })).toBeEnabled();
    expect(within(bar).getByRole('button', { name: 'Refuser' })).toBeEnabled();
    expect(screen.getByRole('region', { name: 'Laboratoire' })).toHaveTextContent('Labo');
    expect(screen.getByRole('link', { name: 'Retour aux ventes internes' })).toHaveAttribute(
      'href',
      '/internal-sales',
    );
    await events.click(within(bar).getByRole('button', { name: 'Contrôle à expédition' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/purchase-orders/1/expedite'));
  });

  it("hides 'Contrôle à expédition' and the laboratory's answers from the ordering restaurant, which receives once expedited", async () => {
    renderOrder({ lab: true, status: 'SENT_PENDING', allowedTransitions: ['CANCEL'] });
    await screen.findByRole('group', { name: 'Bon de commande' });
    expect(screen.getByText('Commandé/Envoyé')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Contrôle à expédition' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Réceptionner' })).toBeNull();
    expect(
      screen.getByText(
        "Le laboratoire n'a pas encore expédié cette commande : elle se réceptionne après son contrôle à expédition",
      ),
    ).toBeInTheDocument();
  });

  it('asks before sending to the laboratory, in its words', async () => {
    const { events } = renderOrder(
      { lab: true, status: 'DRAFT', allowedTransitions: ['EDIT', 'SEND', 'DELETE', 'CANCEL'] },
      [],
    );
    await events.click(await screen.findByRole('button', { name: 'Envoyer' }));
    const dialog = await screen.findByRole('dialog', { name: "Confirmer l'envoi" });
    expect(dialog).toHaveTextContent('Voulez-vous envoyer ce bon de commande au laboratoire ?');
  });

  it("shows an ADMIN, allowed on both sides, each side's actions on its own page", async () => {
    const both: DetailFixture = {
      lab: true,
      status: 'SENT_PENDING',
      allowedTransitions: ['CANCEL', 'ACKNOWLEDGE', 'REFUSE', 'EXPEDITE'],
    };
    const restaurantSide = renderOrder(both);
    const bar = await screen.findByRole('group', { name: 'Bon de commande' });
    // Received once the laboratory expedited it.
    expect(within(bar).queryByRole('button', { name: 'Réceptionner' })).toBeNull();
    expect(within(bar).getByRole('button', { name: 'Annuler' })).toBeInTheDocument();
    expect(within(bar).queryByRole('button', { name: 'Accepter' })).toBeNull();
    expect(within(bar).queryByRole('button', { name: 'Refuser' })).toBeNull();
    restaurantSide.unmount();

    renderOrder(both, [], { restaurant: '14' });
    const labBar = await screen.findByRole('group', { name: 'Bon de commande' });
    expect(within(labBar).getByRole('button', { name: 'Accepter' })).toBeInTheDocument();
    expect(within(labBar).getByRole('button', { name: 'Contrôle à expédition' })).toBeEnabled();
    expect(within(labBar).queryByRole('button', { name: 'Réceptionner' })).toBeNull();
    expect(within(labBar).queryByRole('button', { name: 'Annuler' })).toBeNull();
  });
});

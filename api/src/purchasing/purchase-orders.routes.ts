// Purchase orders (docs/areas/purchasing.md): a restaurant's orders to an external supplier or to
// a laboratory of the chain, from the draft to the supplier's answer. Lines are priced from the
// catalogue and totalled here, never from what a client sends. Every transition locks the order
// row and judges its status under the lock (409 and nothing written when it does not allow it);
// sending writes the PDF in the same transaction, then emails it once committed, its outcome kept
// on the order (a failed email leaves the order sent, emailStatus FAILED, to resend).
import { PURCHASING_MESSAGES, type PurchaseOrderTransition } from '@bo/domain';
import { IdParam } from '../contract/common.ts';
import {
  PURCHASE_ORDER_MESSAGES as M,
  PurchaseOrderBody,
  PurchaseOrderCancelBody,
  PurchaseOrderReasonBody,
  PurchaseOrderResponse,
  PurchaseOrdersQuery,
  PurchaseOrdersResponse,
} from './purchase-orders.contract.ts';
import type { AuthUser } from '../auth/users.ts';
import { HttpError } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { MAX_BATCH_IDS, optionalIdList } from '../http/validate.ts';
import {
  emailOrder,
  insertOrder,
  markSent,
  orderOpenTo,
  prepareOrder,
  replaceDraft,
  transition,
} from './orders.ts';
import { listVisibleOrders } from './purchase-orders.queries.ts';
import { findVisibleOrder, readPurchaseOrder } from './view.ts';
import type { RouteDeps } from '../http/deps.ts';
import { findVisibleRestaurant } from '../tenancy.ts';

const NOT_FOUND = M.orderNotFound;

/** The order answered after a write, as the caller now sees it. */
const answer = async (deps: RouteDeps, user: AuthUser, id: number) => ({
  purchaseOrder: await readPurchaseOrder(deps.db, user, deps.fileLinks, id),
});

/** A transition whose body is at most a reason: acknowledge, refuse. */
function transitionRoute(
  name: 'acknowledge' | 'refuse',
  which: Extract<PurchaseOrderTransition, 'ACKNOWLEDGE' | 'REFUSE'>,
  summary: string,
) {
  return defineRoute({
    method: 'post',
    path: `/api/purchase-orders/{id}/${name}`,
    tags: ['purchase-orders'],
    summary,
    access: { area: 'PURCHASE_ORDERS', action: 'edit' },
    params: IdParam,
    notFound: NOT_FOUND,
    load: orderOpenTo(which),
    body: PurchaseOrderReasonBody,
    response: { status: 200, description: 'Bon de commande', schema: PurchaseOrderResponse },
    errors: [400, 404, 409],
    handler: async (input) => {
      await transition(input.db, input.user, input.loaded.id, which, input.body.reason);
      return answer(input, input.user, input.loaded.id);
    },
  });
}

export const purchaseOrdersRoutes = [
  defineRoute({
    method: 'get',
    path: '/api/purchase-orders',
    tags: ['purchase-orders'],
    summary:
      "Les bons émis par un restaurant (restaurantId), ou les ventes internes d'un laboratoire (labId : ses bons reçus, hors brouillons et annulés, restaurantId filtrant l'émetteur), ou ces bons (ids) ; recherche, état, fournisseur, tri, pages (docs/how-to/lists.md)",
    access: 'authenticated',
    query: PurchaseOrdersQuery,
    response: { status: 200, description: 'Bons de commande', schema: PurchaseOrdersResponse },
    errors: [400, 404],
    handler: async ({ db, user, fileLinks, query }) => {
      const lab =
        query.labId === undefined ? undefined : await findVisibleRestaurant(db, user, query.labId);
      if (lab && !lab.isLab) {
        throw new HttpError(400, `Données invalides : ${PURCHASING_MESSAGES.labOnly}`, {
          labId: PURCHASING_MESSAGES.labOnly,
        });
      }
      if (!lab && query.restaurantId !== undefined) {
        await findVisibleRestaurant(db, user, query.restaurantId);
      }
      const ids = optionalIdList(query.ids, 'ids');
      // A batch read (the graph's loader) gets every order it names unless it pages itself.
      const limit = query.limit ?? (query.ids === undefined ? 25 : MAX_BATCH_IDS);
      const offset = query.offset ?? 0;
      const { purchaseOrders, total } = await listVisibleOrders(
        db,
        user,
        fileLinks,
        { ...query, ids, labId: lab?.id },
        { limit, offset },
      );
      return { purchaseOrders, total, limit, offset };
    },
  }),

  defineRoute({
    method: 'get',
    path: '/api/purchase-orders/{id}',
    tags: ['purchase-orders'],
    summary:
      "Un bon de commande : lignes, totaux et TVA par taux, réceptions, fournisseur ou laboratoire, restaurant, transitions permises à l'appelant, lien du PDF, état de l'email",
    access: 'authenticated',
    params: IdParam,
    notFound: NOT_FOUND,
    response: { status: 200, description: 'Bon de commande', schema: PurchaseOrderResponse },
    errors: [404],
    handler: (input) => answer(input, input.user, input.params.id),
  }),

  ...(['', '/send'] as const).map((suffix) =>
    defineRoute({
      method: 'post',
      path: `/api/purchase-orders${suffix}`,
      tags: ['purchase-orders'],
      summary:
        suffix === ''
          ? 'Crée un brouillon (ADMIN, ou MANAGER du restaurant) : les articles du fournisseur autorisés au restaurant, prix, TVA et totaux calculés par le serveur ; référence BC-AAAA-NNNNN'
          : "Crée et envoie un bon : comme la création, puis l'envoi (PDF, email au fournisseur après validation ; un email en échec laisse le bon envoyé, emailStatus FAILED)",
      access: { area: 'PURCHASE_ORDERS', action: 'create' },
      body: PurchaseOrderBody,
      response: { status: 201, description: 'Bon de commande créé', schema: PurchaseOrderResponse },
      errors: [400],
      handler: async (input) => {
        const { db, user, body } = input;
        const prepared = await prepareOrder(db, user, body);
        const id = await db.transaction(async (tx) => {
          const created = await insertOrder(tx, user, prepared);
          if (suffix === '/send') await markSent(tx, input, user, created);
          return created;
        });
        if (suffix === '/send') await emailOrder(input, id);
        return answer(input, user, id);
      },
    }),
  ),

  defineRoute({
    method: 'put',
    path: '/api/purchase-orders/{id}',
    tags: ['purchase-orders'],
    summary:
      "Remplace l'en-tête et les lignes d'un brouillon (409 « Seuls les bons de commande en brouillon peuvent être modifiés » sinon)",
    access: { area: 'PURCHASE_ORDERS', action: 'edit' },
    params: IdParam,
    notFound: NOT_FOUND,
    load: orderOpenTo('EDIT'),
    body: PurchaseOrderBody,
    response: { status: 200, description: 'Brouillon modifié', schema: PurchaseOrderResponse },
    errors: [400, 404, 409],
    handler: async (input) => {
      const prepared = await prepareOrder(input.db, input.user, input.body);
      await input.db.transaction((tx) => replaceDraft(tx, input.user, input.loaded.id, prepared));
      return answer(input, input.user, input.loaded.id);
    },
  }),

  defineRoute({
    method: 'delete',
    path: '/api/purchase-orders/{id}',
    tags: ['purchase-orders'],
    summary: 'Supprime un brouillon (409 sinon)',
    access: { area: 'PURCHASE_ORDERS', action: 'delete' },
    params: IdParam,
    notFound: NOT_FOUND,
    load: orderOpenTo('DELETE'),
    response: { status: 204, description: 'Brouillon supprimé' },
    errors: [404, 409],
    handler: async ({ db, user, loaded }) => {
      await transition(db, user, loaded.id, 'DELETE');
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/purchase-orders/{id}/send',
    tags: ['purchase-orders'],
    summary:
      'Envoie un brouillon (DRAFT → SENT_PENDING) : PDF écrit dans la même transaction, puis email au fournisseur externe (un laboratoire le voit aussitôt dans ses ventes internes) ; un email en échec laisse le bon envoyé (emailStatus FAILED)',
    access: { area: 'PURCHASE_ORDERS', action: 'edit' },
    params: IdParam,
    notFound: NOT_FOUND,
    load: orderOpenTo('SEND'),
    response: { status: 200, description: 'Bon envoyé', schema: PurchaseOrderResponse },
    errors: [404, 409],
    handler: async (input) => {
      await input.db.transaction((tx) => markSent(tx, input, input.user, input.loaded.id));
      await emailOrder(input, input.loaded.id);
      return answer(input, input.user, input.loaded.id);
    },
  }),

  defineRoute({
    method: 'post',
    path: '/api/purchase-orders/{id}/resend-email',
    tags: ['purchase-orders'],
    summary:
      "Renvoie l'email d'un bon envoyé à un fournisseur externe qui a une adresse (après un échec, ou à sa demande) ; son résultat dans emailStatus",
    access: { area: 'PURCHASE_ORDERS', action: 'edit' },
    params: IdParam,
    notFound: NOT_FOUND,
    load: ({ db, user, params }) => findVisibleOrder(db, user, params.id),
    response: { status: 200, description: 'Bon de commande', schema: PurchaseOrderResponse },
    errors: [404, 409],
    handler: async (input) => {
      await emailOrder(input, input.loaded.id, input.user);
      return answer(input, input.user, input.loaded.id);
    },
  }),

  transitionRoute(
    'acknowledge',
    'ACKNOWLEDGE',
    "Enregistre l'accord du fournisseur (le restaurant émetteur) ou l'acceptation du laboratoire (SENT_PENDING → ACKNOWLEDGED_SUPPLIER)",
  ),
  transitionRoute(
    'refuse',
    'REFUSE',
    'Enregistre le refus du fournisseur (le restaurant émetteur) ou du laboratoire (SENT_PENDING → REFUSED_SUPPLIER), avec un motif facultatif',
  ),

  defineRoute({
    method: 'post',
    path: '/api/purchase-orders/{id}/cancel',
    tags: ['purchase-orders'],
    summary:
      "Annule un bon avant toute réception (brouillon, en attente de réponse ou confirmé → CANCELLED ; ADMIN, ou MANAGER du restaurant émetteur), avec un motif requis ; le fournisseur externe qui avait reçu le bon en est prévenu par email (son résultat dans emailStatus). Le rôle d'abord (403), puis l'état (409), puis le motif (400)",
    access: { area: 'PURCHASE_ORDERS', action: 'edit' },
    params: IdParam,
    notFound: NOT_FOUND,
    load: orderOpenTo('CANCEL'),
    body: PurchaseOrderCancelBody,
    response: { status: 200, description: 'Bon annulé', schema: PurchaseOrderResponse },
    errors: [400, 404, 409],
    handler: async (input) => {
      await transition(input.db, input.user, input.loaded.id, 'CANCEL', input.body.reason);
      await emailOrder(input, input.loaded.id);
      return answer(input, input.user, input.loaded.id);
    },
  }),
];

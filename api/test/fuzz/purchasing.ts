// The purchasing's demo rows: orders of the demo restaurant, one per route that moves its own.
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { FUZZ_DAY, fuzzArea } from './core.ts';

interface PurchasingFixtures {
  /** A DRAFT purchase order of the demo restaurant to the supplier, of the article. */
  purchaseOrder: number;
  /** The laboratory's article of the product: what an order to the laboratory buys. */
  labArticle: number;
  /**
   * An order per route that moves its own (PUT and send take a draft, the answers and the resend
   * a sent order): the one above stays a draft for the others.
   */
  purchaseOrderFor: Record<
    'put' | 'send' | 'acknowledge' | 'refuse' | 'cancel' | 'resend' | 'expedite' | 'receive',
    number
  >;
  /**
   * The one line of the orders expedited and received (an expedition names every line): a
   * laboratory order of the laboratory's article, its stock plenty; an order sent to the supplier.
   */
  purchaseOrderLineFor: Record<'expedite' | 'receive', number>;
}
declare module './core.ts' {
  interface AreaFixtures {
    purchasing: PurchasingFixtures;
  }
}

export default fuzzArea({
  name: 'purchasing',
  after: ['chain', 'restaurants', 'catalogue'],
  /**
   * Purchase orders of the demo restaurant to the supplier for the article (allowed there
   * first), written through the api: their references, lines and totals are the server's.
   */
  async load({ t, server, adminToken, firstId }, fx) {
    const { restaurant, supplier, article, lab, enseigne, product } = fx;
    await t.db.execute(sql`
      insert into article_restaurants (article_id, restaurant_id) values (${article}, ${restaurant})`);
    // The supplier delivers the restaurant: an order to one that does not is refused.
    await t.db.execute(sql`
      insert into supplier_restaurants (supplier_id, restaurant_id) values (${supplier}, ${restaurant})`);
    // The laboratory sells the product too, and holds plenty of it to expedite.
    const labArticle = await firstId(sql`
      insert into articles (enseigne_id, name, price, product_id, lab_id)
      values (${enseigne}, 'Article du labo du fuzz', 1, ${product}, ${lab}) returning id`);
    await t.db.execute(sql`
      insert into packagings (article_id, type, source_quantity, source_unit)
      values (${labArticle}, 'SUPPLIER', 1, 'KG')`);
    await t.db.execute(sql`
      insert into article_restaurants (article_id, restaurant_id) values (${labArticle}, ${restaurant})`);
    await t.db.execute(sql`
      insert into product_stocks (product_id, restaurant_id, current_stock)
      values (${product}, ${lab}, 1000000)`);
    const sent = async (
      send: boolean,
      seller: Record<string, number> = { supplierId: supplier },
    ) => {
      const res = await request(server)
        .post(`/api/purchase-orders${send ? '/send' : ''}`)
        .set('Authorization', `Bearer ${adminToken}`)
        .send({
          restaurantId: restaurant,
          ...seller,
          expectedDate: FUZZ_DAY,
          lines: [{ articleId: seller.labId ? labArticle : article, quantityOrdered: 1 }],
        });
      if (res.status !== 201) throw new Error(`bon de commande : ${res.status} ${res.text}`);
      const { purchaseOrder } = res.body as {
        purchaseOrder: { id: number; lines: { id: number }[] };
      };
      return { id: purchaseOrder.id, line: purchaseOrder.lines[0]!.id };
    };
    const order = async (send: boolean) => (await sent(send)).id;
    const toExpedite = await sent(true, { labId: lab });
    const toReceive = await sent(true);
    return {
      labArticle,
      purchaseOrderLineFor: { expedite: toExpedite.line, receive: toReceive.line },
      purchaseOrder: await order(false),
      purchaseOrderFor: {
        put: await order(false),
        send: await order(false),
        acknowledge: await order(true),
        refuse: await order(true),
        cancel: await order(true),
        resend: await order(true),
        expedite: toExpedite.id,
        receive: toReceive.id,
      },
    };
  },
  ids: {
    // The expedition is recorded in the caller's name: the ADMIN who sends it.
    expeditedByUser: (_, fx) => fx.user,
    // The one line of the order expedited or received.
    line: (route, fx, field) => {
      if (route.path.endsWith('/expedite')) return fx.purchaseOrderLineFor.expedite;
      if (route.path.endsWith('/receive')) return fx.purchaseOrderLineFor.receive;
      throw new Error(`${route.key} : aucune ligne de bon de commande de démo pour ${field}`);
    },
  },
  pathIds: {
    'purchase-orders': (route, fx) => {
      const own = /^(PUT) \/api\/purchase-orders\/\{id\}$|\{id\}\/([\w-]+)$/.exec(route.key);
      const name = own?.[1] ? 'put' : own?.[2] === 'resend-email' ? 'resend' : own?.[2];
      return name && name in fx.purchaseOrderFor
        ? fx.purchaseOrderFor[name as keyof PurchasingFixtures['purchaseOrderFor']]
        : fx.purchaseOrder;
    },
  },
});

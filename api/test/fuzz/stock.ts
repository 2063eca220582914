// The stock's demo rows: draft inventories of the demo restaurant counting the catalogue's product.
import { sql } from 'drizzle-orm';
import { fuzzArea } from './core.ts';

interface StockFixtures {
  /** A DRAFT inventory of the demo restaurant with a line of the product (in base units). */
  inventory: number;
  inventoryLine: number;
  /**
   * Drafts for PUT and PATCH /api/inventories/{id} (which may finalize or cancel theirs) and for
   * PUT …/lines (which replaces its lines): the inventory above keeps its line.
   */
  inventoryToClose: { put: number; patch: number; lines: number };
}
declare module './core.ts' {
  interface AreaFixtures {
    stock: StockFixtures;
  }
}

export default fuzzArea({
  name: 'stock',
  after: ['restaurants', 'catalogue'],
  async load({ firstId }, { restaurant, product }) {
    const inventory = await firstId(sql`
      insert into inventories (restaurant_id, note) values (${restaurant}, 'Inventaire du fuzz') returning id`);
    const inventoryLine = await firstId(sql`
      insert into inventory_lines (inventory_id, product_id, input_quantity, quantity_in_base_unit)
      values (${inventory}, ${product}, 1, 1) returning id`);
    const draft = () =>
      firstId(sql`insert into inventories (restaurant_id) values (${restaurant}) returning id`);
    return {
      inventory,
      inventoryLine,
      inventoryToClose: { put: await draft(), patch: await draft(), lines: await draft() },
    };
  },
  ids: {
    inventory: (_, fx) => fx.inventory,
    // The employee who counted an inventory.
    countedBy: (_, fx) => fx.employee,
  },
  pathIds: {
    inventories: (route, fx) =>
      route.key === 'PUT /api/inventories/{id}'
        ? fx.inventoryToClose.put
        : route.key === 'PATCH /api/inventories/{id}'
          ? fx.inventoryToClose.patch
          : route.key === 'PUT /api/inventories/{id}/lines'
            ? fx.inventoryToClose.lines
            : fx.inventory,
    'inventory-lines': (_, fx) => fx.inventoryLine,
  },
});

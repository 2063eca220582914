// The catalogue's demo rows: a supplier, a product counted in grams, an article of it.
import { sql } from 'drizzle-orm';
import request from 'supertest';
import { fuzzArea } from './core.ts';

interface CatalogueFixtures {
  /** An external supplier of the demo chain (created here: the seed has none). */
  supplier: number;
  /** A product of the demo chain counted in grams (a packaging's first unit, G, fits it). */
  product: number;
  /** An article of that product from that supplier, and its SUPPLIER packaging. */
  article: number;
  articlePackaging: number;
  /** The product's STORAGE packaging, and its rule (1 L = 1000 G: a PIECE rule may still be added). */
  productPackaging: number;
  conversionRule: number;
  /** A surface flagged as a storage area (a product's storage space). */
  storageSurface: number;
}
declare module './core.ts' {
  interface AreaFixtures {
    catalogue: CatalogueFixtures;
  }
}

export default fuzzArea({
  name: 'catalogue',
  after: ['chain'],
  async load({ server, adminToken, firstId }, { enseigne }) {
    const created = await request(server)
      .post('/api/suppliers')
      .set('Authorization', `Bearer ${adminToken}`)
      // An email address: a sent order's email may be resent.
      .send({ name: 'Fournisseur du fuzz', email: 'fournisseur.fuzz@exemple.fr' });
    if (created.status !== 201) {
      throw new Error(`fournisseur: ${created.status} ${created.text}`);
    }
    const supplier = (created.body as { data: { id: number } }).data.id;
    // The rows the article routes name, written here (the seed has none yet).
    const product = await firstId(sql`
      insert into products (enseigne_id, name, base_unit, category)
      values (${enseigne}, 'Produit du fuzz', 'G', 'VEGETABLE') returning id`);
    const article = await firstId(sql`
      insert into articles (enseigne_id, name, price, product_id, supplier_id)
      values (${enseigne}, 'Article du fuzz', 1, ${product}, ${supplier}) returning id`);
    const articlePackaging = await firstId(sql`
      insert into packagings (article_id, type, source_quantity, source_unit)
      values (${article}, 'SUPPLIER', 1, 'KG') returning id`);
    const productPackaging = await firstId(sql`
      insert into packagings (product_id, type, source_quantity, source_unit)
      values (${product}, 'STORAGE', 1000, 'G') returning id`);
    const conversionRule = await firstId(sql`
      insert into conversion_rules (product_id, source_quantity, source_unit, target_quantity, target_unit)
      values (${product}, 1, 'L', 1000, 'G') returning id`);
    const storageSurface = await firstId(sql`
      select s.id from surfaces s join zones z on z.id = s.zone_id
      join restaurants r on r.id = z.restaurant_id
      where r.enseigne_id = ${enseigne} and s.is_storage_area order by s.id limit 1`);
    return {
      supplier,
      product,
      article,
      articlePackaging,
      productPackaging,
      conversionRule,
      storageSurface,
    };
  },
  ids: {
    supplier: (_, fx) => fx.supplier,
    preferredSupplier: (_, fx) => fx.supplier,
    product: (_, fx) => fx.product,
    storageSpace: (_, fx) => fx.storageSurface,
    article: (_, fx) => fx.article,
    // An article's packaging, or the product's one an inventory counts in.
    packaging: (route, fx, field) => {
      if (route.path.startsWith('/api/articles')) return fx.articlePackaging;
      if (/^\/api\/inventor/.test(route.path)) return fx.productPackaging;
      throw new Error(`${route.key} : aucun conditionnement de démo pour ${field}`);
    },
  },
  pathIds: {
    suppliers: (_, fx) => fx.supplier,
    articles: (_, fx) => fx.article,
    products: (_, fx) => fx.product,
    packagings: (_, fx) => fx.productPackaging,
    'conversion-rules': (_, fx) => fx.conversionRule,
  },
  pathParams: {
    // A quantity to convert (`/conversion-rules/{id}/convert/{value}`), decimal comma included.
    value: () => '2,5',
  },
  /**
   * The fuzz's article sold by its supplier at 1 €: a variant of the contract's requests moved it
   * to the laboratory and priced it so that an order of it overflows.
   */
  async restore({ t }, fx) {
    await t.db.execute(
      sql`update articles set supplier_id = ${fx.supplier}, lab_id = null, price = 1 where id = ${fx.article}`,
    );
  },
});

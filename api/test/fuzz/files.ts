// The stored files' demo row.
import { sql } from 'drizzle-orm';
import { fuzzArea } from './core.ts';

interface FilesFixtures {
  /** A stored file of the demo chain that is no photo's: an open order's PDF (the seed's). */
  file: number;
}
declare module './core.ts' {
  interface AreaFixtures {
    files: FilesFixtures;
  }
}

export default fuzzArea({
  name: 'files',
  after: ['chain'],
  async load({ firstId }, { enseigne }) {
    return {
      file: await firstId(
        sql`select pdf_file_id as id from purchase_orders where enseigne_id = ${enseigne} and pdf_file_id is not null order by id limit 1`,
      ),
    };
  },
  pathIds: {
    files: (_, fx) => fx.file,
  },
});

// The hygiene logs' demo rows: a record of each log of the demo restaurant.
import { sql } from 'drizzle-orm';
import { fuzzArea, type Fixtures, type FuzzRoute } from './core.ts';

interface HygieneFixtures {
  oilRecord: number;
  /** A record of each hygiene log of the demo restaurant, by the log's collection in the path. */
  records: Map<string, number>;
}
declare module './core.ts' {
  interface AreaFixtures {
    hygiene: HygieneFixtures;
  }
}

/** The hygiene logs' collections (in paths) and their tables. */
const RECORD_TABLES: Record<string, string> = {
  'temperature-readings': 'temperature_readings',
  'cooling-records': 'cooling_records',
  'heating-records': 'heating_records',
  traceability: 'traceability_records',
  'cleaning-records': 'cleaning_records',
  'oil-records': 'oil_records',
};

/** A record's corrections, voiding and history name the record. */
const record = (route: FuzzRoute, fx: Fixtures) => {
  const collection = /^\/api\/([\w-]+)\/\{id\}\/(corrections|void|history)$/.exec(route.path)?.[1];
  return collection ? fx.records.get(collection) : undefined;
};
/** These two take the restaurant's id directly (documented in their descriptions). */
const restaurantOf = (collection: string) => (route: FuzzRoute, fx: Fixtures) =>
  record(route, fx) ?? (route.path === `/api/${collection}/{id}` ? fx.restaurant : undefined);

export default fuzzArea({
  name: 'hygiene',
  after: ['restaurants'],
  async load({ firstId }, { restaurant }) {
    return {
      oilRecord: await firstId(
        sql`select id from oil_records where restaurant_id = ${restaurant} order by id limit 1`,
      ),
      records: new Map(
        await Promise.all(
          Object.entries(RECORD_TABLES).map(
            async ([collection, table]) =>
              [
                collection,
                await firstId(
                  sql`select id from ${sql.identifier(table)} where restaurant_id = ${restaurant} order by id desc limit 1`,
                ),
              ] as const,
          ),
        ),
      ),
    };
  },
  pathIds: {
    'temperature-readings': restaurantOf('temperature-readings'),
    traceability: restaurantOf('traceability'),
    'cooling-records': record,
    'heating-records': record,
    'cleaning-records': record,
    'oil-records': (route, fx) => record(route, fx) ?? fx.oilRecord,
  },
});

// `npm run seed:large`: the demo chain (if missing) and "Restaurant Banc d'essai" with a year of
// readings on 20 equipments, in DATA_DIR's PGlite (or DATABASE_URL). Run it with the api stopped:
// PGlite takes one process at a time.
import { dataPaths } from '../config.ts';
import { openDatabase } from './index.ts';
import { LARGE_RESTAURANT_NAME, seedLarge } from './seed-large.ts';

const paths = dataPaths();
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: paths.pglite,
});
try {
  const started = Date.now();
  const result = await seedLarge(database.db, { photosDir: paths.photos });
  console.log(
    result.created
      ? `« ${LARGE_RESTAURANT_NAME} » créé (id ${result.restaurantId}) : ${result.equipmentCount} ` +
          `équipements, ${result.readingCount} relevés de température en ` +
          `${((Date.now() - started) / 1000).toFixed(1)} s.`
      : `« ${LARGE_RESTAURANT_NAME} » déjà présent (id ${result.restaurantId}) : rien à faire.`,
  );
} finally {
  await database.close();
}

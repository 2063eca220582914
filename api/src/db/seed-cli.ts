// `npm run seed -w api`: adds the demo chain unless "Enseigne Démo" already exists.
import { dataPaths } from '../config.ts';
import { openDatabase } from './index.ts';
import { DEMO_CHAIN, seedChain } from './seed.ts';

const paths = dataPaths();
const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: paths.pglite,
});
try {
  const created = await seedChain(database.db, DEMO_CHAIN, { photosDir: paths.photos });
  console.log(
    created
      ? `Enseigne « ${DEMO_CHAIN.name} » créée (admin@demo.fr / demo1234).`
      : `Enseigne « ${DEMO_CHAIN.name} » déjà présente : rien à faire.`,
  );
} finally {
  await database.close();
}

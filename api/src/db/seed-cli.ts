// `npm run seed -w api`: adds the demo chain unless "Enseigne Démo" already exists.
import { openDatabase } from './index.ts';
import { DEMO_CHAIN, seedChain } from './seed.ts';

const database = await openDatabase({
  databaseUrl: process.env.DATABASE_URL,
  dataDir: process.env.DATA_DIR ? `${process.env.DATA_DIR}/pglite` : undefined,
});
try {
  const created = await seedChain(database.db, DEMO_CHAIN);
  console.log(
    created
      ? `Enseigne « ${DEMO_CHAIN.name} » créée (admin@demo.fr / demo1234).`
      : `Enseigne « ${DEMO_CHAIN.name} » déjà présente : rien à faire.`,
  );
} finally {
  await database.close();
}

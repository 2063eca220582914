import type { Db } from './index.ts';

/** The handle drizzle gives a transaction's callback: the same queries as Db, in that transaction. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

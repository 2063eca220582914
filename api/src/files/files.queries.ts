// Who may open a stored file with a token, for files.routes.ts.
import { and, eq } from 'drizzle-orm';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { purchaseOrders } from '../db/schema.ts';
import { visibleOrders } from '../purchasing/view.ts';

/**
 * Whether a token's user may open a stored file: only as he may read what the file belongs to.
 * The kinds of stored files are an order's PDF (purchase_orders.pdf_file_id) and a photo's bytes;
 * a photo is read through /api/photos/{id}/file with its own visibility, so it is no file here,
 * nor is a file nothing names any more. An order's PDF follows the order's read rule (the
 * purchase-order read route's): a MANAGER of another restaurant does not open it by its id.
 */
export async function mayOpenWithToken(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  const [order] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.pdfFileId, fileId), visibleOrders(user)))
    .limit(1);
  return order !== undefined;
}

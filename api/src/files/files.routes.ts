import { and, eq } from 'drizzle-orm';
import { bearer, binary, IdParam } from '../contract/common.ts';
import { FILE_MESSAGES as M, FileQuery } from './files.contract.ts';
import { currentUser } from '../auth/middleware.ts';
import type { AuthUser } from '../auth/users.ts';
import type { Db } from '../db/index.ts';
import { purchaseOrders } from '../db/schema.ts';
import { notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { visibleOrders } from '../purchasing/view.ts';

/**
 * Whether a token's user may open a stored file: only as he may read what the file belongs to.
 * The kinds of stored files are an order's PDF (purchase_orders.pdf_file_id) and a photo's bytes;
 * a photo is read through /api/photos/{id}/file with its own visibility, so it is no file here,
 * nor is a file nothing names any more. An order's PDF follows the order's read rule (the
 * purchase-order read route's): a MANAGER of another restaurant does not open it by its id.
 */
async function mayOpenWithToken(db: Db, user: AuthUser, fileId: number): Promise<boolean> {
  const [order] = await db
    .select({ id: purchaseOrders.id })
    .from(purchaseOrders)
    .where(and(eq(purchaseOrders.pdfFileId, fileId), visibleOrders(user)))
    .limit(1);
  return order !== undefined;
}

export const filesRoutes = [
  /**
   * A stored file (an order's PDF), opened by a browser from a signed link (`?e=&c=&s=`, handed
   * out only to users who may read what the file belongs to) or with a bearer token of a user who
   * may read it (mayOpenWithToken). Whatever refuses it answers the 404 of a missing file, so
   * ids are not probed.
   */
  defineRoute({
    method: 'get',
    path: '/api/files/{id}',
    tags: ['files'],
    summary:
      "Un fichier de l'enseigne (le PDF d'un bon de commande) : avec le lien signé que donne l'api (`?e=&c=&s=`, et `n` pour son nom) ou avec le jeton d'un utilisateur qui peut lire le bon de commande. 404 pour un lien faux ou expiré, pour le fichier d'une autre enseigne et pour celui d'un bon de commande que l'utilisateur ne peut pas lire.",
    access: 'public',
    security: [{}, ...bearer],
    middlewares: [
      ({ auth }) =>
        (req, res, next) =>
          req.headers.authorization ? auth(req, res, next) : next(),
    ],
    params: IdParam,
    notFound: M.fileNotFound,
    query: FileQuery,
    response: {
      status: 200,
      description:
        'Le fichier, avec son type, `Content-Disposition: inline` (et son nom quand le lien en donne un), `Cache-Control: private`.',
      content: {
        'application/pdf': { schema: binary },
        'application/octet-stream': { schema: binary },
      },
    },
    errors: [400, 401, 404],
    handler: async ({ db, files, fileLinks, req, res, params: { id }, query }) => {
      let enseigneId: number;
      if (req.headers.authorization) {
        const user = currentUser(req);
        if (!(await mayOpenWithToken(db, user, id))) throw notFound(M.fileNotFound);
        enseigneId = user.enseigneId;
      } else {
        const proof = fileLinks.verify(id, query);
        if (!proof) throw notFound(M.fileNotFound);
        enseigneId = proof.enseigneId;
      }
      const file = await files.open(id, { enseigneId });
      if (!file) throw notFound(M.fileNotFound);
      res.setHeader('Content-Type', file.mimeType);
      res.setHeader('Content-Length', String(file.size));
      res.setHeader(
        'Content-Disposition',
        query.n === undefined ? 'inline' : `inline; filename="${query.n}"`,
      );
      // Per user (private), never shared by a proxy; the link itself changes every hour.
      res.setHeader('Cache-Control', 'private, max-age=3600');
      res.setHeader('X-Content-Type-Options', 'nosniff');
      res.end(file.bytes);
    },
  }),
];

import { bearer, binary, IdParam } from '../contract/common.ts';
import { FILE_MESSAGES as M, FileQuery } from './files.contract.ts';
import { currentUser } from '../auth/middleware.ts';
import { notFound } from '../http/errors.ts';
import { defineRoute } from '../http/route.ts';
import { mayOpenWithToken } from './files.queries.ts';

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

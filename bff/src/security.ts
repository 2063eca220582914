import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { RequestHandler, Router } from 'express';
import { Router as createRouter } from 'express';
import helmet from 'helmet';

/**
 * The headers every answer of the bff carries (issue 9 item 13), the web app's pages first. The
 * policy allows only what the built web app and the explorer load, all from this origin:
 * - scripts, workers (the explorer's Monaco editor) and fetches from 'self'; images from 'self',
 *   blob: (a photo's preview before upload), data: (MUI icons, GraphiQL's) and https: (a product's
 *   or a recipe's photo may be an address on the web (docs/areas/catalogue.md): an image runs no
 *   script, and the Referrer-Policy below sends none of our URLs with it);
 * - fonts from 'self' and data: (GraphiQL inlines its icon fonts);
 * - styles from 'self' and 'unsafe-inline': MUI's emotion injects <style> elements at run time
 *   and Monaco sets style attributes, which a nonce cannot cover (a nonce needs a per-response
 *   index.html, and style attributes are not nonce-able at all). Injected CSS cannot run script,
 *   and script-src stays strict;
 * - no framing at all (frame-ancestors 'none' and X-Frame-Options DENY for old browsers), no
 *   plugins, forms and <base> only to this origin.
 */
export const CONTENT_SECURITY_POLICY = {
  'default-src': ["'self'"],
  'script-src': ["'self'"],
  'worker-src': ["'self'"],
  'connect-src': ["'self'"],
  'img-src': ["'self'", 'data:', 'blob:', 'https:'],
  'font-src': ["'self'", 'data:'],
  'style-src': ["'self'", "'unsafe-inline'"],
  'object-src': ["'none'"],
  'base-uri': ["'self'"],
  'form-action': ["'self'"],
  'frame-ancestors': ["'none'"],
  'frame-src': ["'none'"],
  'manifest-src': ["'self'"],
} as const;

/**
 * Browser features a back-office never needs (the photo field uses a file input, not these). Only
 * features Chromium knows: it logs an error on every page for one it does not ('bluetooth'), and
 * the end-to-end harness fails on that error.
 */
const PERMISSIONS_POLICY =
  'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=()';

export function securityHeaders(): RequestHandler[] {
  return [
    helmet({
      contentSecurityPolicy: { useDefaults: false, directives: { ...CONTENT_SECURITY_POLICY } },
      frameguard: { action: 'deny' },
      // Nothing of the back-office's URLs (ids, filters) leaves with a link.
      referrerPolicy: { policy: 'no-referrer' },
      // Served over HTTPS in production; browsers ignore it over plain http (development).
      strictTransportSecurity: { maxAge: 31_536_000, includeSubDomains: true },
    }),
    (_req, res, next) => {
      res.setHeader('Permissions-Policy', PERMISSIONS_POLICY);
      next();
    },
  ];
}

/** Where the explorer's build lands inside web/dist (web/vite.explorer.config.ts). */
export const EXPLORER_DIR = 'explorer';

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="fr">
  <head><meta charset="UTF-8" /><title>Brigade · Explorateur du graphe</title></head>
  <body>
    <h1>Explorateur du graphe</h1>
    <p>L'explorateur n'est pas construit : lancez <code>npm run build</code> (ou <code>npm start</code>,
    qui le construit), puis rechargez cette page. Le graphe répond toujours en POST sur
    <code>/graphql</code>.</p>
  </body>
</html>
`;

/**
 * GET /graphql from a browser: the explorer (GraphiQL bundled from npm, no CDN), or a French page
 * saying how to build it. Other GETs (a query in the URL) go on to Apollo.
 */
export function explorerRoute(webDist: string | undefined): Router {
  const router = createRouter();
  router.get('/graphql', (req, res, next) => {
    if (req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    if (Object.keys(req.query).length > 0) return next();
    res.setHeader('Cache-Control', 'no-cache');
    const page = webDist ? join(webDist, EXPLORER_DIR, 'index.html') : undefined;
    if (page && existsSync(page)) return res.sendFile(page);
    res.type('html').send(NOT_BUILT_PAGE);
  });
  return router;
}

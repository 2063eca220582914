import helmet from 'helmet';

/**
 * The security headers of every api answer (helmet). The api serves JSON, images and PDFs, never
 * a page: nothing it sends may load anything, be framed or leak its address in a Referer.
 * Cross-origin reads stay possible for the same site only (the web app on another port in
 * development); the browser reaches the api through the bff, which sets its own headers.
 */
export const securityHeaders = () =>
  helmet({
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'none'"],
        frameAncestors: ["'none'"],
        baseUri: ["'none'"],
        formAction: ["'none'"],
      },
    },
    crossOriginResourcePolicy: { policy: 'same-site' },
    frameguard: { action: 'deny' },
    referrerPolicy: { policy: 'no-referrer' },
  });

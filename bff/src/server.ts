import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { basename, join, resolve, sep } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { ApolloServer, type ApolloServerPlugin } from '@apollo/server';
import { ApolloServerPluginDrainHttpServer } from '@apollo/server/plugin/drainHttpServer';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type ErrorRequestHandler, type Express, type RequestHandler } from 'express';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { unwrapResolverError } from '@apollo/server/errors';
import { createContext, type Context } from './context.ts';
import { IDEMPOTENCY_HEADER, idempotencyPlugin } from './idempotency.ts';
import {
  DEFAULT_LIMITS,
  limitRules,
  refusalOf,
  requestVariables,
  responseSizePlugin,
  variablesProblem,
  type GraphLimits,
} from './limits.ts';
import { jsonBody } from './json-body.ts';
import { RestTransport, type RestResponseHook } from './rest/client.ts';
import { INTERNAL_MESSAGE } from './rest/errors.ts';
import { proxyRoutes } from './rest/proxy.ts';
import { EXPLORER_DIR, explorerRoute, securityHeaders } from './security.ts';
import { resolvers } from './resolvers/index.ts';

export interface BffOptions {
  /** Base URL of the REST api, e.g. http://127.0.0.1:4001. */
  apiUrl: string;
  /** The built web app (web/dist); served with SPA fallback when it exists. */
  webDist?: string;
  /** Development: stack traces and unexpected errors' own messages in responses. */
  dev?: boolean;
  /** REST connect / headers / body timeout, in ms (default 10 s). */
  restTimeoutMs?: number;
  /** Sees every REST response (contract tests). */
  onRestResponse?: RestResponseHook;
  /** Where unexpected errors are logged (default console). */
  logger?: Pick<Console, 'error' | 'warn' | 'info' | 'debug'>;
  /** What one operation may ask (limits.ts; tests lower them). */
  limits?: Partial<GraphLimits>;
  /** Sharing the api's connections (rest/fair-share.ts): per-caller cap and queue timeout. */
  perCallerConnections?: number;
  queueTimeoutMs?: number;
}

export interface Bff {
  app: Express;
  apollo: ApolloServer<Context>;
  httpServer: Server;
  transport: RestTransport;
  /** Listens (port 0: a free port) and resolves with the base URL, e.g. http://127.0.0.1:4000. */
  listen(port?: number, host?: string): Promise<string>;
  /** Drains in-flight requests, stops Apollo and closes the REST connections. */
  close(): Promise<void>;
}

/** Request header asking for `extensions.restCalls` in the GraphQL response body. */
export const DEBUG_REST_CALLS_HEADER = 'x-debug-rest-calls';
/** Response header giving the number of REST calls the operation cost. */
export const REST_CALLS_HEADER = 'x-rest-calls';

const SCHEMA_FILE = fileURLToPath(new URL('../../schema.graphql', import.meta.url));
const RESERVED_PREFIXES = ['/graphql', '/healthz', '/readyz', '/api'];

/** Counts what the operation cost the api: always as a header, in the body on request. */
const restCallsPlugin: ApolloServerPlugin<Context> = {
  async requestDidStart({ request }) {
    const inBody = request.http?.headers.get(DEBUG_REST_CALLS_HEADER) != null;
    return {
      async willSendResponse({ response, contextValue }) {
        const count = contextValue.restCalls.count;
        response.http.headers.set(REST_CALLS_HEADER, String(count));
        if (inBody && response.body.kind === 'single') {
          const result = response.body.singleResult;
          result.extensions = { ...result.extensions, restCalls: count };
        }
      },
    };
  },
};

/**
 * Refuses a request whose variables cross a limit before Apollo parses, validates or coerces
 * anything: HTTP 400 with one QUERY_TOO_COMPLEX error, `extensions.limit` naming which, and no
 * REST call (limits.ts).
 */
function boundedVariables(limits: GraphLimits): RequestHandler {
  return (req, res, next) => {
    const refused = variablesProblem(requestVariables(req), limits);
    if (!refused) return next();
    res.setHeader(REST_CALLS_HEADER, '0');
    res
      .status(400)
      .json({ errors: [{ message: refused.message, extensions: refused.extensions }] });
  };
}

/** What json-body.ts's refusals say (the api's words for the same refusals). */
const BODY_REFUSALS: Partial<Record<number, string>> = {
  413: 'Corps de requête trop volumineux : 1 Mo au plus',
  415: 'Corps de requête non pris en charge : du JSON en UTF-8, sans compression',
};

const TOO_MANY_VARIABLE_ERRORS =
  'Too many errors processing variables, error limit reached. Execution aborted.';
const TOO_MANY_VARIABLE_ERRORS_FR = 'Trop de valeurs invalides dans les variables de la requête';

/**
 * Apollo's INTERNAL_SERVER_ERROR (a bug, not a REST answer) becomes the graph's INTERNAL, with
 * its details only in the log and, in development, in the response.
 */
function errorFormatter(
  dev: boolean,
  logger: NonNullable<BffOptions['logger']>,
  limits: GraphLimits,
) {
  return (formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError => {
    // A limit of limits.ts crossed: Apollo reports it as a validation or parse failure.
    const refused = refusalOf(error, limits);
    if (refused) return { message: refused.message, extensions: refused.extensions };
    const code = formatted.extensions?.code;
    if (code === 'UPSTREAM_UNAVAILABLE' || code === 'UPSTREAM_BUSY' || code === 'INTERNAL') {
      // The client gets a French sentence; the operator needs the cause (refused, timeout, 5xx).
      const original = unwrapResolverError(error);
      const cause = original instanceof GraphQLError ? original.originalError : original;
      logger[code === 'INTERNAL' ? 'error' : 'warn'](
        `bff: ${code} ${formatted.path?.join('.') ?? ''}: ${formatted.message}`,
        ...(cause ? [cause] : []),
      );
      return formatted;
    }
    if (code !== 'INTERNAL_SERVER_ERROR') return formatted;
    // graphql-js stops reading variables after 50 errors (a list of 100,000 malformed items) with
    // a sentence Apollo does not count as the input's fault: it is.
    if (formatted.message === TOO_MANY_VARIABLE_ERRORS && !formatted.path) {
      return { message: TOO_MANY_VARIABLE_ERRORS_FR, extensions: { code: 'BAD_USER_INPUT' } };
    }
    logger.error('bff: unexpected error', error);
    const stacktrace = formatted.extensions?.stacktrace;
    return {
      message: dev ? formatted.message : INTERNAL_MESSAGE,
      ...(formatted.locations ? { locations: formatted.locations } : {}),
      ...(formatted.path ? { path: formatted.path } : {}),
      extensions: { code: 'INTERNAL', ...(dev && stacktrace ? { stacktrace } : {}) },
    };
  };
}

export async function createBff(options: BffOptions): Promise<Bff> {
  const dev = options.dev ?? false;
  const logger = options.logger ?? console;
  const limits: GraphLimits = { ...DEFAULT_LIMITS, ...options.limits };
  const transport = new RestTransport({
    apiUrl: options.apiUrl,
    timeoutMs: options.restTimeoutMs,
    onRestResponse: options.onRestResponse,
    perCallerConnections: options.perCallerConnections,
    queueTimeoutMs: options.queueTimeoutMs,
  });

  const app = express();
  app.disable('x-powered-by');
  // Express hashes every res.send body for an ETag: for the graph's answers (per caller, POSTed,
  // never revalidated) that is a SHA-1 of each response for nothing, the largest ones included.
  // Static files and index.html keep their own (serve-static, send).
  app.set('etag', false);
  const httpServer = createServer(app);

  const apollo = new ApolloServer<Context>({
    typeDefs: readFileSync(SCHEMA_FILE, 'utf8'),
    resolvers,
    // Developers explore the graph in every environment: the schema is the public contract
    // (schema.graphql is in the repository, the web bundle holds every document), and graphql-js's
    // MaxIntrospectionDepthRule bounds what an introspection query may cost.
    introspection: true,
    // main() owns the signals: it drains HTTP, stops Apollo, then closes the REST pool.
    stopOnTerminationSignals: false,
    includeStacktraceInErrorResponses: dev,
    formatError: errorFormatter(dev, logger, limits),
    logger,
    // Checked before any resolver runs, so a refused operation costs the api nothing.
    parseOptions: { maxTokens: limits.maxTokens },
    validationRules: limitRules(limits),
    plugins: [
      ApolloServerPluginDrainHttpServer({ httpServer }),
      // GET /graphql in a browser is our explorer (security.ts), bundled, not Apollo's CDN page.
      ApolloServerPluginLandingPageDisabled(),
      restCallsPlugin,
      idempotencyPlugin((context: Context) => context.restCalls.writeKeys),
      responseSizePlugin(limits.maxResolvedFields),
    ],
  });
  await apollo.start();

  app.use(securityHeaders());

  app.get('/healthz', (_req, res) => {
    res.json({ status: 'ok' });
  });
  app.get('/readyz', async (_req, res) => {
    const ready = await transport.ready();
    res.status(ready ? 200 : 503).json({ status: ready ? 'ok' : 'api indisponible' });
  });

  app.use(explorerRoute(options.webDist));
  app.use(
    '/graphql',
    // A body over 1 MB is refused without reading it, then variables beyond their limits before
    // Apollo parses or coerces anything.
    jsonBody(),
    boundedVariables(limits),
    expressMiddleware(apollo, {
      context: async ({ req }) =>
        createContext(transport, req.headers.authorization, {
          address: req.socket.remoteAddress,
          restBudget: limits.restBudget,
          idempotencyKey: req.get(IDEMPOTENCY_HEADER),
        }),
    }),
  );

  // Uploads, photo files and the inspection report: plain HTTP, streamed to the api.
  app.use(proxyRoutes(transport));

  if (options.webDist && existsSync(join(options.webDist, 'index.html'))) {
    serveWeb(app, resolve(options.webDist));
  }

  // Express's default handler prints stack traces unless NODE_ENV=production.
  const onError: ErrorRequestHandler = (
    error: { status?: number; type?: string },
    _req,
    res,
    next,
  ) => {
    if (res.headersSent) return next(error);
    const status = typeof error.status === 'number' && error.status < 500 ? error.status : 500;
    if (status === 500) logger.error('bff: unexpected error', error);
    res.status(status).json({
      errors: [
        {
          message:
            status === 500 ? INTERNAL_MESSAGE : (BODY_REFUSALS[status] ?? 'Requête invalide'),
          extensions: { code: status === 500 ? 'INTERNAL' : 'BAD_REQUEST' },
        },
      ],
    });
  };
  app.use(onError);

  return {
    app,
    apollo,
    httpServer,
    transport,
    listen(port = 0, host = '127.0.0.1') {
      return new Promise((done, fail) => {
        httpServer.once('error', fail);
        httpServer.listen(port, host, () => {
          httpServer.off('error', fail);
          const address = httpServer.address() as AddressInfo;
          const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
          done(`http://${shownHost}:${address.port}`);
        });
      });
    },
    async close() {
      await apollo.stop();
      await transport.close();
    },
  };
}

/** The built web app: hashed assets cached for a year, index.html always revalidated. */
function serveWeb(app: Express, root: string): void {
  const hashed = [join(root, 'assets') + sep, join(root, EXPLORER_DIR, 'assets') + sep];
  app.use(
    express.static(root, {
      index: false,
      setHeaders(res, file) {
        res.setHeader(
          'Cache-Control',
          hashed.some((dir) => file.startsWith(dir))
            ? 'public, max-age=31536000, immutable'
            : 'no-cache',
        );
      },
    }),
  );
  app.use((req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    const reserved = RESERVED_PREFIXES.some((p) => req.path === p || req.path.startsWith(`${p}/`));
    // A missing file (a stale hashed chunk) must 404, not come back as HTML the browser
    // would try to run as a script.
    if (reserved || /\.[a-z0-9]+$/i.test(basename(req.path))) return next();
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile('index.html', { root });
  });
}

async function main(): Promise<void> {
  const port = Number(process.env.PORT ?? 4000);
  const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:4001';
  const webDist = process.env.WEB_DIST ?? fileURLToPath(new URL('../../web/dist', import.meta.url));
  // The bench compares fair sharing with a pool any one caller may fill (BFF_CALLER_CONNECTIONS=32).
  const perCaller = Number(process.env.BFF_CALLER_CONNECTIONS);
  const bff = await createBff({
    apiUrl,
    webDist,
    dev: process.env.BFF_DEV === '1',
    ...(perCaller > 0 ? { perCallerConnections: perCaller } : {}),
  });
  const url = await bff.listen(port, process.env.HOST ?? '0.0.0.0');
  console.info(`bff: ${url}/graphql (api ${apiUrl})`);

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    console.info(`bff: ${signal}, stopping`);
    bff.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error('bff: unclean stop', error);
        process.exit(1);
      },
    );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
}

if (process.argv[1] && import.meta.url === pathToFileURL(process.argv[1]).href) {
  main().catch((error: unknown) => {
    console.error('bff: failed to start', error);
    process.exit(1);
  });
}

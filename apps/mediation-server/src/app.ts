import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, FastifyReply, FastifyRequest, RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import cors from '@fastify/cors';
import helmet from '@fastify/helmet';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, LIMITS } from '@mediation/protocol';
import type { Config } from './config';
import { embeddingOriginsOf } from './config';
import { loggerOptions } from './lib/logger';
import { signingSecretOf } from './lib/signing-key';
import apiDocsPlugin from './plugins/api-docs';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import healthPlugin from './plugins/health';
import joinsPlugin from './plugins/joins';
import metricsPlugin, { createMetrics } from './plugins/metrics';
import servicesPlugin from './plugins/services';
import socketPlugin from './plugins/socket';
import webPlugin, { resolveWebRoot } from './plugins/web';
import { ensureAdmin } from './services/bootstrap';
import { createDemo } from './services/demo';
import { createMailer } from './services/mailer';
import type { Mailer } from './services/mailer';
import type { ServerEventEmitter, ServerEvents } from './services/session-events';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    /**
     * Emits 'ended' with a case id when a case stops running (ended or closed), and 'sessionsEnded'
     * when sessions end (sign-out, a password change, a party's removal): their sockets close everywhere.
     */
    caseEvents: ServerEventEmitter;
    /** One budget per address for every case-code look-up (code, client and join routes): an onRequest hook. */
    lookupLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
    /** Every route as it was registered (method, url, schema): the input tests walk them all. */
    registeredRoutes: RouteOptions[];
    /** The demo sign-ins made by this first start, as a box to print once the server listens. */
    demoSignIns: string | undefined;
  }
}

/** Builds the whole server (REST API, database, static web app) without listening. */
export async function buildApp(config: Config, options: { logStream?: DestinationStream } = {}): Promise<FastifyInstance> {
  // First, so a server that cannot sign tokens refuses to start before it opens anything.
  const signingSecret = signingSecretOf(config);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request, written when it is answered (below), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: LIMITS.restBodyMaxBytes,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY: anyone else sending it
    // cannot pick its own rate-limit bucket or its address in the logs.
    trustProxy: config.TRUST_PROXY ?? false,
    return503OnClosing: true,
    // A client dribbling a body (a byte every few seconds) would hold its connection for as long as it
    // likes: the whole request must arrive within HTTP_REQUEST_TIMEOUT_S. Socket.io is unaffected: a
    // long-polling GET is complete once its headers are in, and an upgraded WebSocket leaves HTTP.
    requestTimeout: config.HTTP_REQUEST_TIMEOUT_S * 1000,
    // A connection silent both ways (a client that neither sends nor reads its answer) is closed.
    connectionTimeout: config.HTTP_CONNECTION_TIMEOUT_S * 1000,
    http: {
      // Node enforces the request timeout only when the headers' own timeout (60 s) is not longer.
      headersTimeout: Math.min(60_000, config.HTTP_REQUEST_TIMEOUT_S * 1000),
      // Node checks every 30 s by default, letting a slow request live up to twice the timeout.
      connectionsCheckingInterval: Math.max(100, (config.HTTP_REQUEST_TIMEOUT_S * 1000) / 10),
    },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // The request id, echoed so that a person reporting a problem can name the log line.
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });
  // Route pattern, not the URL: no e-mail, code or token of a path or query reaches the log; never a body.
  app.addHook('onResponse', async (request, reply) => {
    request.log.info(
      {
        method: request.method,
        route: request.routeOptions.url ?? '(no route)',
        status: reply.statusCode,
        durationMs: Math.round(reply.elapsedTime * 10) / 10,
        // The client's address: through the proxies named in TRUST_PROXY, the peer's otherwise.
        address: request.ip,
      },
      'request',
    );
  });

  const registeredRoutes: RouteOptions[] = [];
  app.decorate('registeredRoutes', registeredRoutes);
  app.addHook('onRoute', (route) => {
    registeredRoutes.push(route);
  });
  app.decorate('config', config);
  const metrics = createMetrics();
  await app.register(metricsPlugin, { config, metrics });
  app.decorate('caseEvents', new EventEmitter<ServerEvents>());
  await app.register(errorsPlugin);
  // Before every route, so API answers and the web app's files are compressed alike.
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(helmet, {
    // One policy for the API and the web app it serves: our own scripts, styles injected by the app,
    // the API and the socket on this origin (CSP 3's 'self' covers ws: and wss: of the same host), and no framing by other sites.
    contentSecurityPolicy: {
      useDefaults: false,
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        objectSrc: ["'none'"],
        baseUri: ["'self'"],
        formAction: ["'self'"],
        frameAncestors: ["'none'"],
      },
    },
    referrerPolicy: { policy: 'no-referrer' },
    // HSTS only when people reach the app over HTTPS: over plain HTTP it would pin a name to a scheme it lacks.
    hsts: config.PUBLIC_ORIGIN?.toLowerCase().startsWith('https://') ? undefined : false,
  });
  // Pages of other teams that embed the chat (ALLOWED_ORIGINS) may call the API from the browser; nobody else.
  const embeddingOrigins = new Set(embeddingOriginsOf(config));
  await app.register(cors, {
    origin: (origin, callback) => callback(null, origin !== undefined && embeddingOrigins.has(origin.toLowerCase())),
    credentials: true,
  });
  // With REDIS_URL every process counts against the same budgets.
  const rateLimitRedis = config.REDIS_URL
    ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, keyPrefix: `${config.REDIS_KEY_PREFIX}:rl:` })
    : undefined;
  if (rateLimitRedis) {
    rateLimitRedis.on('error', (error: unknown) => app.log.error({ err: error }, 'rate-limit redis connection error'));
    app.addHook('onClose', async () => {
      await rateLimitRedis.quit().catch(() => rateLimitRedis.disconnect());
    });
  }
  await app.register(rateLimit, { global: false, ...(rateLimitRedis ? { redis: rateLimitRedis } : {}) });
  const lookupLimit = app.rateLimit({ max: config.RATE_LIMIT_LOOKUP_PER_MIN, timeWindow: '1 minute' });
  app.decorate('lookupLimit', lookupLimit as unknown as FastifyInstance['lookupLimit']);
  await app.register(dbPlugin, { config, onQuery: metrics.query });
  await app.register(authPlugin, { config, secret: signingSecret });
  await app.register(joinsPlugin);
  await app.register(socketPlugin, { config });
  // Before every route: the OpenAPI description learns each route as it is registered.
  await app.register(apiDocsPlugin);
  await app.register(healthPlugin);
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outbox: app.repos.outbox, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  await app.register(servicesPlugin);

  // One folder per resource, each with the hook that checks its routes' `auth` (its autohooks file); the paths
  // come from the REST contract, not from the folders' names.
  await app.register(autoload, {
    dir: fileURLToPath(new URL('./routes/api', import.meta.url)),
    options: { prefix: API_BASE },
    dirNameRoutePrefix: false,
    autoHooks: true,
    ignorePattern: /\.test\.ts$/,
  });

  const webRoot = resolveWebRoot(config.WEB_DIST);
  if (webRoot) await app.register(webPlugin, { root: webRoot });

  const demoAdmin = await ensureAdmin(config, app.repos.users, app.log);
  // Shown once the server listens (listenAndAnnounce), below its log lines rather than among them.
  app.decorate('demoSignIns', demoAdmin ? await createDemo(app.repos, demoAdmin, app.log) : undefined);
  return app;
}

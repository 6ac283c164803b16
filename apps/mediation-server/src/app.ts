import { EventEmitter } from 'node:events';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import autoload from '@fastify/autoload';
import Fastify, { LogController } from 'fastify';
import type { FastifyInstance, RouteOptions } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import type { DestinationStream } from 'pino';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, LIMITS } from '@mediation/protocol';
import { assertPublicOrigin } from './config';
import type { Config } from './config';
import { loggerOptions } from './lib/logger';
import { signingSecretOf } from './lib/signing-key';
import apiDocsPlugin from './plugins/api-docs';
import authPlugin from './plugins/auth';
import corsPlugin from './plugins/cors';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import healthPlugin from './plugins/health';
import joinsPlugin from './plugins/joins';
import metricsPlugin, { createMetrics } from './plugins/metrics';
import rateLimitsPlugin from './plugins/rate-limits';
import requestLogPlugin from './plugins/request-log';
import securityHeadersPlugin from './plugins/security-headers';
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
  assertPublicOrigin(config);
  const app = Fastify({
    logger: loggerOptions(config, options.logStream),
    // One line per request, written when it is answered (plugins/request-log.ts), instead of Fastify's two.
    logController: new LogController({ disableRequestLogging: true }),
    genReqId: () => randomUUID(),
    bodyLimit: LIMITS.restBodyMaxBytes,
    // X-Forwarded-For is believed only from the proxies named in TRUST_PROXY: anyone else sending it
    // cannot pick its own rate-limit bucket or its address in the logs.
    trustProxy: config.TRUST_PROXY ?? false,
    return503OnClosing: true,
    // Opening the database runs its pending migrations, and one that builds an index over a large table
    // (the message search's) takes minutes, not Fastify's default 10 s; an embedded database on a busy
    // machine takes tens of seconds just to start.
    pluginTimeout: 10 * 60_000,
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
  await app.register(requestLogPlugin);

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
  await app.register(securityHeadersPlugin, { config });
  await app.register(corsPlugin, { config });
  await app.register(rateLimitsPlugin, { config });
  await app.register(dbPlugin, { config, onQuery: metrics.query });
  await app.register(authPlugin, { config, secret: signingSecret });
  await app.register(joinsPlugin);
  // Before the socket: the countersignature, a socket command, e-mails the signed agreement.
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outbox: app.repos.outbox, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());
  await app.register(socketPlugin, { config });
  // Before every route: the OpenAPI description learns each route as it is registered.
  await app.register(apiDocsPlugin);
  await app.register(healthPlugin);
  await app.register(servicesPlugin);

  // One folder per resource, each with the hook that checks its routes' `auth` (its autohooks file); the paths
  // come from the REST contract, not from the folders' names. Run from source, the route files are .ts, which
  // autoload loads only when it detects a TypeScript loader; it cannot see one registered with `node --import
  // tsx` (the benches, the operations scripts). This module being .ts proves a loader is active.
  if (import.meta.url.endsWith('.ts')) process.env.FASTIFY_AUTOLOAD_TYPESCRIPT ??= '1';
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

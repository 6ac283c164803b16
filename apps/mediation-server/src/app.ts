import { EventEmitter } from 'node:events';
import Fastify from 'fastify';
import type { FastifyInstance } from 'fastify';
import compress from '@fastify/compress';
import cookie from '@fastify/cookie';
import rateLimit from '@fastify/rate-limit';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { API_BASE, LIMITS } from '@mediation/protocol';
import type { Config } from './config';
import authPlugin from './plugins/auth';
import dbPlugin from './plugins/db';
import errorsPlugin from './plugins/errors';
import socketPlugin from './plugins/socket';
import webPlugin, { resolveWebRoot } from './plugins/web';
import authRoutes from './routes/api/auth';
import insightsRoutes from './routes/api/insights';
import profileRoutes from './routes/api/profile';
import sessionRoutes from './routes/api/session';
import usersRoutes from './routes/api/users';
import { ensureAdmin } from './services/bootstrap';
import { createDemo } from './services/demo';
import { createMailer } from './services/mailer';
import type { Mailer } from './services/mailer';

declare module 'fastify' {
  interface FastifyInstance {
    config: Config;
    mailer: Mailer;
    /** Emits 'ended' with a case id when a case stops running (ended or closed). */
    caseEvents: EventEmitter<{ ended: [caseId: string] }>;
  }
}

/** Builds the whole server (REST API, database, static web app) without listening. */
export async function buildApp(config: Config): Promise<FastifyInstance> {
  const app = Fastify({
    logger: { level: config.LOG_LEVEL },
    bodyLimit: LIMITS.restBodyMaxBytes,
    trustProxy: false,
    return503OnClosing: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  app.decorate('config', config);
  app.decorate('caseEvents', new EventEmitter<{ ended: [caseId: string] }>());
  await app.register(errorsPlugin);
  // Before every route, so API answers and the web app's files are compressed alike.
  await app.register(compress, { threshold: 1024 });
  await app.register(cookie);
  await app.register(rateLimit, { global: false });
  await app.register(dbPlugin, { config });
  await app.register(authPlugin, { config });
  await app.register(socketPlugin, { config });
  const mailer = createMailer({ smtpUrl: config.SMTP_URL, outbox: app.repos.outbox, log: app.log });
  app.decorate('mailer', mailer);
  app.addHook('onClose', async () => mailer.close());

  await app.register(
    async (api) => {
      await api.register(authRoutes, { config });
      await api.register(sessionRoutes, { config });
      await api.register(usersRoutes, { config });
      await api.register(insightsRoutes);
      await api.register(profileRoutes);
    },
    { prefix: API_BASE },
  );

  const webRoot = resolveWebRoot(config.WEB_DIST);
  if (webRoot) await app.register(webPlugin, { root: webRoot, publicOrigin: config.PUBLIC_ORIGIN });

  const demoAdmin = await ensureAdmin(config, app.repos.users, app.log);
  if (demoAdmin) await createDemo(app.repos, demoAdmin, app.log);
  return app;
}

import { once } from 'node:events';
import fp from 'fastify-plugin';
import { createAdapter } from '@socket.io/redis-adapter';
import { Redis } from 'ioredis';
import type { Config } from '../config';
import { createCaseSocketServer } from '../realtime/socket-server';
import type { CaseSocketServerHandle } from '../realtime/socket-server';
import { agreementService } from '../services/agreement-service';
import { agreementDeliveryService } from '../services/agreement-delivery-service';
import { publicOriginOfApp } from '../lib/public-origin';
import { caseLifecycle } from '../services/case-lifecycle';
import { caseAccess } from '../services/access';
import { callService } from '../services/call-service';
import { caseRoom } from '../services/case-room';
import { memberships } from '../services/member';
import type { Presence } from '../services/presence';

declare module 'fastify' {
  interface FastifyInstance {
    /** The socket.io server of the case rooms (for this plugin and the tests: routes ask `presence`). */
    realtime: CaseSocketServerHandle;
    /** Who is connected to the case rooms now, on every process. */
    presence: Presence;
  }
}

const REDIS_READY_TIMEOUT_MS = 10_000;

async function connectRedis(url: string, log: { error: (object: object, message: string) => void }) {
  const publisher = new Redis(url, { maxRetriesPerRequest: null, lazyConnect: true });
  const subscriber = publisher.duplicate();
  for (const client of [publisher, subscriber]) {
    client.on('error', (error: unknown) => log.error({ err: error }, 'redis connection error'));
  }
  const timeout = AbortSignal.timeout(REDIS_READY_TIMEOUT_MS);
  try {
    await Promise.all([publisher.connect(), subscriber.connect()]);
    await Promise.race([
      Promise.all([publisher.status === 'ready' || once(publisher, 'ready'), subscriber.status === 'ready' || once(subscriber, 'ready')]),
      once(timeout, 'abort').then(() => {
        throw new Error('timed out');
      }),
    ]);
  } catch (error) {
    publisher.disconnect();
    subscriber.disconnect();
    throw new Error(`Cannot reach Redis at REDIS_URL: ${error instanceof Error ? error.message : String(error)}`);
  }
  return { publisher, subscriber };
}

/**
 * socket.io on the same HTTP server and port as the API. With REDIS_URL the Redis adapter joins the
 * rooms of several server processes; without it rooms live in this process.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const redis = config.REDIS_URL ? await connectRedis(config.REDIS_URL, app.log) : undefined;
    // The per-person limits' commands fail fast instead of waiting for a lost Redis (the adapter's client waits).
    const commands = redis?.publisher.duplicate({ maxRetriesPerRequest: 1, lazyConnect: false });
    commands?.on('error', (error: unknown) => app.log.error({ err: error }, 'redis connection error'));
    const delivery = agreementDeliveryService({
      repos: app.repos,
      config,
      mailer: app.mailer,
      publicOrigin: () => publicOriginOfApp(app),
    });
    const realtime = createCaseSocketServer({
      config,
      tokens: app.tokens,
      room: caseRoom(app.repos, caseLifecycle(app.repos, app.caseEvents)),
      joins: app.joins,
      memberships: memberships(app.repos),
      agreements: agreementService({
        repos: app.repos,
        settings: { maxChars: config.AGREEMENT_MAX_CHARS, renderTimeoutMs: config.PDF_RENDER_TIMEOUT_MS },
        // The address printed in the PDF: PUBLIC_ORIGIN, or this server's own port.
        publicOrigin: () => publicOriginOfApp(app),
        // The mails go out after the countersignature's answer: an SMTP server taking its time never holds it up.
        onSigned: async (caseId) => {
          void delivery
            .deliver(caseId)
            .catch((error: unknown) => app.log.error({ err: error, caseId }, 'e-mailing the signed agreement failed'));
        },
      }),
      calls: callService({
        repos: app.repos,
        access: caseAccess(app.repos),
        ice: {
          stunUrls: config.STUN_URLS,
          turnUrls: config.TURN_URLS,
          turnSecret: config.TURN_SECRET,
          turnTtlS: config.TURN_CREDENTIAL_TTL_S,
        },
      }),
      caseEvents: app.caseEvents,
      log: app.log,
      redis: commands,
      metrics: app.metrics,
    });
    if (redis) {
      realtime.io.adapter(createAdapter(redis.publisher, redis.subscriber, { key: config.REDIS_KEY_PREFIX }));
    }
    app.decorate('realtime', realtime);
    app.decorate('presence', realtime.presence);
    if (redis) app.decorate('pingRedis', () => redis.publisher.ping());
    app.addHook('onReady', async () => {
      realtime.attach(app.server);
    });
    // Connections must close before the HTTP server can: Fastify closes it right after preClose.
    app.addHook('preClose', async () => {
      await realtime.close();
    });
    app.addHook('onClose', async () => {
      if (redis) await Promise.allSettled([redis.publisher.quit(), redis.subscriber.quit(), commands!.quit()]);
    });
  },
  { name: 'socket', dependencies: ['db', 'auth', 'metrics', 'joins'] },
);

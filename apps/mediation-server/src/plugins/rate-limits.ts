import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Config } from '../config';

declare module 'fastify' {
  interface FastifyInstance {
    /** One budget per address for every case-code look-up (code, client and join routes): an onRequest hook. */
    lookupLimit: (request: FastifyRequest, reply: FastifyReply) => Promise<void>;
  }
}

/**
 * The request budgets: none by default, each route names its own (`config.rateLimit`), and the case-code look-ups
 * share one (`lookupLimit`). With REDIS_URL every process counts against the same budgets.
 */
export default fp<{ config: Config }>(
  async (app, { config }) => {
    const redis = config.REDIS_URL
      ? new Redis(config.REDIS_URL, { connectTimeout: 2000, maxRetriesPerRequest: 1, keyPrefix: `${config.REDIS_KEY_PREFIX}:rl:` })
      : undefined;
    if (redis) {
      redis.on('error', (error: unknown) => app.log.error({ err: error }, 'rate-limit redis connection error'));
      app.addHook('onClose', async () => {
        await redis.quit().catch(() => redis.disconnect());
      });
    }
    await app.register(rateLimit, { global: false, ...(redis ? { redis } : {}) });
    const lookupLimit = app.rateLimit({ max: config.RATE_LIMIT_LOOKUP_PER_MIN, timeWindow: '1 minute' });
    app.decorate('lookupLimit', lookupLimit as unknown as FastifyInstance['lookupLimit']);
  },
  { name: 'rate-limits' },
);

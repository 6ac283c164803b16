import fp from 'fastify-plugin';
import type { FastifyReply } from 'fastify';
import { API_BASE, ROUTES, ROUTE_SCHEMAS } from '@mediation/protocol';
import { migrationState } from '../db/client';

declare module 'fastify' {
  interface FastifyInstance {
    /** True from the moment the process was asked to stop: `/api/ready` answers 503 so a balancer drains it. */
    isDraining: () => boolean;
    startDraining: () => void;
    /** Pings the Redis that joins the processes, when REDIS_URL is set (the socket plugin provides it). */
    pingRedis?: () => Promise<unknown>;
  }
}

/** How long one readiness check may take before it counts as failed. */
const CHECK_TIMEOUT_MS = 2000;

function withTimeout<T>(work: Promise<T>, what: string): Promise<T> {
  return Promise.race([
    work,
    new Promise<never>((_resolve, reject) =>
      setTimeout(() => reject(new Error(`${what} did not answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS).unref(),
    ),
  ]);
}

type CheckResult = 'ok' | 'not configured' | string;

/**
 * Whether the database's migrations are this build's: all of them applied, and none it does not ship. A database
 * migrated by a newer build may have changed what this process's code relies on (after one, the database
 * stopped counting messages by itself), so a balancer should drain the process until it is upgraded.
 */
function migrationsCheck({ shipped, applied }: { shipped: number; applied: number }): CheckResult {
  if (applied < shipped) return `${shipped - applied} of ${shipped} migrations not applied`;
  if (applied > shipped)
    return `the database is newer than this build (${applied} migrations applied, ${shipped} shipped): upgrade this process`;
  return 'ok';
}

/**
 * Liveness and readiness for load balancers and orchestrators, under /api: `health` answers 200 while
 * the process runs (nothing checked); `ready` answers 200 when the database answers, every migration this
 * build ships is applied and none it does not ship, and Redis (when configured) answers, and 503 naming what failed otherwise, or
 * while the process drains before it stops.
 */
export default fp(
  async (app) => {
    let isDraining = false;
    app.decorate('isDraining', () => isDraining);
    app.decorate('startDraining', () => {
      isDraining = true;
    });

    const noStore = (reply: FastifyReply) => reply.header('cache-control', 'no-store');

    // Outside the API's route folders (the process's own state, decorated here), on the contract's paths all the same.
    app.get(`${API_BASE}${ROUTES.health.path}`, { schema: ROUTE_SCHEMAS.health }, async (_request, reply) => {
      noStore(reply);
      return { status: 'ok' };
    });

    app.get(`${API_BASE}${ROUTES.ready.path}`, { schema: ROUTE_SCHEMAS.ready }, async (request, reply) => {
      noStore(reply);
      const checks: Record<string, CheckResult> = {};
      // Anyone may ask: the answer names what failed in plain words, and the error itself (a failed query's
      // SQL, an address) goes to the log only.
      const failure = (what: string, error: unknown) => {
        request.log.error({ err: error }, `readiness: ${what} failed`);
        return 'unavailable';
      };
      const [database, redis] = await Promise.allSettled([
        withTimeout(migrationState(app.db), 'the database'),
        app.pingRedis ? withTimeout(app.pingRedis(), 'Redis') : Promise.resolve('not configured' as const),
      ]);
      if (database.status === 'fulfilled') {
        checks.database = 'ok';
        checks.migrations = migrationsCheck(database.value);
      } else {
        checks.database = failure('the database', database.reason);
        checks.migrations = 'unknown: the database did not answer';
      }
      checks.redis =
        redis.status === 'fulfilled' ? (redis.value === 'not configured' ? 'not configured' : 'ok') : failure('Redis', redis.reason);
      if (isDraining) checks.process = 'shutting down';
      const failed = Object.entries(checks)
        .filter(([, result]) => result !== 'ok' && result !== 'not configured')
        .map(([name]) => name);
      if (failed.length === 0) return { status: 'ready', checks };
      return reply
        .code(503)
        .send({ status: 'unavailable', detail: `Not ready: ${failed.map((name) => `${name} (${checks[name]})`).join(', ')}.`, checks });
    });
  },
  { name: 'health', dependencies: ['db'] },
);

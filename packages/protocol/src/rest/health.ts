/** Liveness and readiness (GET /api/health, GET /api/ready), for a load balancer or an orchestrator. */
import { z } from 'zod';

/** GET /api/health: the process runs. */
export const healthResponseSchema = z.object({ status: z.literal('ok') });
export type HealthResponse = z.infer<typeof healthResponseSchema>;

/** Each check by name (database, migrations, redis, process): `ok`, `not configured`, or what failed. */
const readinessChecksSchema = z.record(z.string(), z.string());

/** GET /api/ready, 200: the database answers, every migration is applied, and Redis answers when configured. */
export const readyResponseSchema = z.object({ status: z.literal('ready'), checks: readinessChecksSchema });
export type ReadyResponse = z.infer<typeof readyResponseSchema>;
/** GET /api/ready, 503: a sentence naming what failed, and every check. */
export const notReadyResponseSchema = z.object({ status: z.literal('unavailable'), detail: z.string(), checks: readinessChecksSchema });
export type NotReadyResponse = z.infer<typeof notReadyResponseSchema>;

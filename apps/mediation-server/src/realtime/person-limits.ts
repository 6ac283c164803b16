import type { Redis } from 'ioredis';
import { createRateLimiter } from './rate-limit';
import type { RateLimiter } from './rate-limit';

/** How long a connection's slot stays counted in Redis without its process renewing it (a crashed process's slots lapse). */
export const SLOT_TTL_MS = 60_000;
const EVENT_WINDOW_MS = 10_000;

/**
 * Takes a slot when fewer than the limit are held (lapsed ones dropped first), in one step.
 * KEYS[1] the person's sorted set of socket ids scored by expiry; ARGV: limit, ttl ms, socket id.
 */
const TAKE_SLOT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
redis.call('ZREMRANGEBYSCORE', KEYS[1], '-inf', now)
if redis.call('ZCARD', KEYS[1]) >= tonumber(ARGV[1]) then return 0 end
redis.call('ZADD', KEYS[1], now + tonumber(ARGV[2]), ARGV[3])
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[2]))
return 1`;

/** Renews the slots this process holds. KEYS[1] the person's set; ARGV: ttl ms, socket ids. */
const RENEW_SLOTS = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
for i = 2, #ARGV do redis.call('ZADD', KEYS[1], 'XX', now + tonumber(ARGV[1]), ARGV[i]) end
redis.call('PEXPIRE', KEYS[1], tonumber(ARGV[1]))
return 1`;

/**
 * One token bucket per person across processes, as the in-process limiter counts: `capacity` at once,
 * refilled at `capacity` per window. KEYS[1] the person's bucket; ARGV: capacity, window ms.
 */
const TAKE_EVENT = `
local t = redis.call('TIME')
local now = tonumber(t[1]) * 1000 + math.floor(tonumber(t[2]) / 1000)
local capacity = tonumber(ARGV[1])
local window = tonumber(ARGV[2])
local state = redis.call('HMGET', KEYS[1], 'tokens', 'at')
local tokens = tonumber(state[1]) or capacity
local at = tonumber(state[2]) or now
tokens = math.min(capacity, tokens + math.max(0, now - at) * capacity / window)
local allowed = 0
if tokens >= 1 then
  tokens = tokens - 1
  allowed = 1
end
redis.call('HSET', KEYS[1], 'tokens', tostring(tokens), 'at', now)
redis.call('PEXPIRE', KEYS[1], window * 2)
return allowed`;

export interface PersonLimitsOptions {
  socketsPerPerson: number;
  eventsPer10s: number;
  /**
   * Call signals (descriptions, ICE candidates) per 10 s: their own budget, because joining a mesh call sends
   * a burst of candidates per peer that would otherwise spend the chat's budget in a second.
   */
  signalsPer10s?: number;
  /** With Redis every process counts against the same budgets; without, this process alone. */
  redis?: Redis | undefined;
  keyPrefix: string;
  log: { error: (object: object, message: string) => void };
}

/**
 * The per-person limits of the socket server: connections held at once (SOCKETS_PER_PERSON) and
 * events per 10 s (SOCKET_EVENTS_PER_10S), each checked and taken in one atomic step — a Lua script on
 * Redis, shared by every process, or synchronous in-process code. Should Redis fail, this process's
 * own count stands in.
 */
export function personLimits(options: PersonLimitsOptions) {
  const { redis, socketsPerPerson, eventsPer10s, keyPrefix, log } = options;
  const signalsPer10s = options.signalsPer10s ?? eventsPer10s;
  /**
   * This process's connections per person, and their shared budgets: events, and call signals. A budget is
   * made at its first event (a full bucket then is what one made at the connection would hold): most
   * connections sit idle, and never need theirs.
   */
  const local = new Map<number, { sockets: Set<string>; limiter?: RateLimiter; signals?: RateLimiter }>();
  const slotKey = (userId: number) => `${keyPrefix}:rt:sockets:${userId}`;
  const eventKey = (userId: number, kind: EventKind) => `${keyPrefix}:rt:${kind === 'signal' ? 'signals' : 'events'}:${userId}`;

  function takeLocal(userId: number, socketId: string, isCounted: boolean): boolean {
    const entry = local.get(userId) ?? { sockets: new Set<string>() };
    if (isCounted && entry.sockets.size >= socketsPerPerson) return false;
    entry.sockets.add(socketId);
    local.set(userId, entry);
    return true;
  }

  const failed = (what: string) => (error: unknown) => {
    log.error({ err: error }, `redis ${what} failed: counting in this process`);
    return undefined;
  };

  return {
    /** Takes one of the person's connection slots; false when all are held (on every process). */
    async takeSlot(userId: number, socketId: string): Promise<boolean> {
      if (!redis) return takeLocal(userId, socketId, true);
      const taken = await redis.eval(TAKE_SLOT, 1, slotKey(userId), socketsPerPerson, SLOT_TTL_MS, socketId).catch(failed('socket count'));
      if (taken === undefined) return takeLocal(userId, socketId, true);
      return taken === 1 && takeLocal(userId, socketId, false);
    },

    /** Gives a slot back (idempotent). */
    releaseSlot(userId: number, socketId: string): void {
      const entry = local.get(userId);
      if (!entry?.sockets.delete(socketId)) return;
      if (entry.sockets.size === 0) local.delete(userId);
      if (redis) redis.zrem(slotKey(userId), socketId).catch(failed('socket release'));
    },

    /** Renews this process's slots in Redis, so that only a crashed process's slots lapse. */
    async renewSlots(): Promise<void> {
      if (!redis) return;
      const pipeline = redis.pipeline();
      for (const [userId, entry] of local) pipeline.eval(RENEW_SLOTS, 1, slotKey(userId), SLOT_TTL_MS, ...entry.sockets);
      await pipeline.exec().catch(failed('socket renewal'));
    },

    /**
     * Takes one event of the person's budget. Synchronous without Redis (the realtime hot path); with
     * Redis one atomic round trip, after the in-process budget, which refuses first when it is spent.
     */
    takeEvent(userId: number, kind: EventKind = 'event'): boolean | Promise<boolean> {
      const entry = local.get(userId);
      if (!entry) return false;
      const budget =
        kind === 'signal'
          ? (entry.signals ??= createRateLimiter(signalsPer10s, EVENT_WINDOW_MS))
          : (entry.limiter ??= createRateLimiter(eventsPer10s, EVENT_WINDOW_MS));
      if (!budget.take()) return false;
      if (!redis) return true;
      return redis
        .eval(TAKE_EVENT, 1, eventKey(userId, kind), kind === 'signal' ? signalsPer10s : eventsPer10s, EVENT_WINDOW_MS)
        .then((allowed) => allowed === 1)
        .catch((error: unknown) => failed('event budget')(error) ?? true);
    },
  };
}

export type PersonLimits = ReturnType<typeof personLimits>;

/** Which budget an event spends: the person's events, or (call signals) their signals. */
export type EventKind = 'event' | 'signal';

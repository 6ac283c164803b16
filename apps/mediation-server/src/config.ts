import { z } from 'zod';

const boolFromEnv = z.enum(['true', 'false', '1', '0']).transform((value) => value === 'true' || value === '1');

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

/** A comma-separated list, its entries trimmed, empty ones dropped. */
const commaList = (value: string | undefined): string[] =>
  (value ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter(Boolean);

/** Every setting of the server, read from environment variables with documented defaults (docs/configuration.md). */
export const configSchema = z
  .object({
    PORT: z.coerce.number().int().min(0).max(65535).default(3000),
    HOST: z.string().default('0.0.0.0'),
    DATA_DIR: z.string().default('./data'),
    DATABASE_URL: optionalText,
    REDIS_URL: optionalText,
    /** Key that signs every token; required when NODE_ENV is production. Unset: the key of JWT_SECRET_FILE. */
    JWT_SECRET: optionalText,
    /**
     * Without JWT_SECRET, the file holding the signing key (made on the first start, readable by its owner only).
     * Unset: a file beside the data folder, `<DATA_DIR>.jwt-secret`; never inside it, so no backup carries the key.
     */
    JWT_SECRET_FILE: optionalText,
    NODE_ENV: optionalText,
    ACCESS_TOKEN_TTL_S: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    REFRESH_TOKEN_TTL_S: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 60 * 60),
    PARTY_TOKEN_TTL_S: z.coerce
      .number()
      .int()
      .positive()
      .default(12 * 60 * 60),
    /** Absolute lifetime of a sign-in or a party's session in a case: past it, no refresh or rotation keeps it alive. */
    SESSION_MAX_AGE_S: z.coerce
      .number()
      .int()
      .positive()
      .default(30 * 24 * 60 * 60),
    ADMIN_EMAIL: optionalText,
    ADMIN_PASSWORD: optionalText,
    SMTP_URL: optionalText,
    MAIL_FROM: z.string().default('Mediation <no-reply@mediation.local>'),
    PUBLIC_ORIGIN: optionalText,
    ALLOWED_ORIGINS: optionalText,
    COOKIE_SECURE: boolFromEnv.default(false),
    /** json: one JSON object a line; pretty: readable lines; auto: pretty on a terminal, JSON otherwise. */
    LOG_FORMAT: z.enum(['auto', 'json', 'pretty']).default('auto'),
    LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
    RATE_LIMIT_AUTH_PER_MIN: z.coerce.number().int().positive().default(10),
    RATE_LIMIT_LOOKUP_PER_MIN: z.coerce.number().int().positive().default(30),
    SOCKET_EVENTS_PER_10S: z.coerce.number().int().positive().default(100),
    /** Most characters an agreement's clauses hold together: a clause that would pass it is refused. */
    AGREEMENT_MAX_CHARS: z.coerce.number().int().positive().default(200_000),
    /** Longest a signed agreement's PDF may take to render (in a worker thread) before the countersignature fails. */
    PDF_RENDER_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
    /** Sockets one person may hold open at once (tabs and devices). */
    SOCKETS_PER_PERSON: z.coerce.number().int().positive().default(10),
    /** Bytes a socket may have waiting to be sent (its client not reading) before the server closes it. */
    SOCKET_MAX_BUFFER_BYTES: z.coerce
      .number()
      .int()
      .positive()
      .default(4 * 1024 * 1024),
    /**
     * Message inserts one process keeps running at once on PostgreSQL; messages that arrive meanwhile wait and go
     * together in the next statement (one commit). PGlite runs one statement at a time whatever this says.
     */
    MESSAGE_WRITE_CONCURRENCY: z.coerce.number().int().min(1).max(10).default(4),
    /**
     * How often each process merges the message search index's pending list (db/search-index-upkeep.ts), so no
     * message's insert waits for the merge; 0 leaves it to the inserts and autovacuum.
     */
    SEARCH_INDEX_MERGE_INTERVAL_MS: z.coerce.number().int().min(0).default(1000),
    /**
     * How often the server analyzes the embedded database's grown tables (db/statistics-upkeep.ts), as
     * autovacuum does on PostgreSQL, which this setting leaves alone; 0 never does.
     */
    STATISTICS_INTERVAL_MS: z.coerce.number().int().min(0).default(60_000),
    /** How long a new socket may take to sign in (connect with its token) before it is closed. */
    SOCKET_CONNECT_TIMEOUT_S: z.coerce.number().positive().default(10),
    /** Sockets one address may hold open that have not signed in yet; more are refused. */
    SOCKET_UNAUTHENTICATED_PER_ADDRESS: z.coerce.number().int().positive().default(20),
    /** Time a client has to send a whole HTTP request, body included; a slower one is answered 408 and closed. */
    HTTP_REQUEST_TIMEOUT_S: z.coerce.number().positive().default(30),
    /**
     * How long an HTTP connection may stay silent both ways before it is closed. Above socket.io's ping
     * interval (25 s), which is how long a long-polling request is held without a byte.
     */
    HTTP_CONNECTION_TIMEOUT_S: z.coerce.number().min(30, 'must exceed the 25 s a long-polling request is held').default(60),
    /** How long a join request waits for the mediator before it expires. */
    JOIN_REQUEST_TTL_S: z.coerce
      .number()
      .int()
      .positive()
      .default(15 * 60),
    /** Join requests one address may have waiting in one case at once. */
    JOIN_WAITING_PER_ADDRESS: z.coerce.number().int().positive().default(5),
    /** Lifetime of a personal invitation link. */
    INVITE_TTL_S: z.coerce
      .number()
      .int()
      .positive()
      .default(7 * 24 * 60 * 60),
    /** Invitations one mediator may send per hour. */
    INVITES_PER_HOUR: z.coerce.number().int().positive().default(30),
    /**
     * Addresses (IPs or CIDR ranges, comma-separated) of the proxies whose X-Forwarded-For the server
     * believes; unset: none, and the header is ignored. Rate limits and logs use the client's address through them.
     */
    TRUST_PROXY: optionalText.transform((value) =>
      value === undefined
        ? undefined
        : value
            .split(',')
            .map((entry) => entry.trim())
            .filter(Boolean),
    ),
    /** Port of the Prometheus metrics (GET /metrics); unset: no metrics served. Never the public port. */
    METRICS_PORT: z.coerce.number().int().min(0).max(65535).optional(),
    /** Interface of the metrics port: loopback unless a scraper on another machine needs it. */
    METRICS_HOST: z.string().default('127.0.0.1'),
    /** On SIGTERM, how long /api/ready answers 503 (so a balancer stops sending) before sockets close and the process exits. */
    SHUTDOWN_DRAIN_S: z.coerce.number().min(0).max(600).default(5),
    /** STUN servers for calls (comma-separated `stun:` URLs); unset: none, and calls connect on one network only. */
    STUN_URLS: optionalText.transform(commaList),
    /** TURN servers for calls (comma-separated `turn:`/`turns:` URLs of coturn); used with TURN_SECRET. */
    TURN_URLS: optionalText.transform(commaList),
    /** coturn's `static-auth-secret` (`use-auth-secret`): the server issues each person time-limited credentials from it. */
    TURN_SECRET: optionalText,
    /** How long issued TURN credentials hold, in seconds (a rejoin gets fresh ones). */
    TURN_CREDENTIAL_TTL_S: z.coerce
      .number()
      .int()
      .positive()
      .default(12 * 60 * 60),
    /** Call signals (descriptions, ICE candidates) per 10 seconds per person: their own budget, apart from SOCKET_EVENTS_PER_10S. */
    CALL_SIGNALS_PER_10S: z.coerce.number().int().positive().default(400),
    /** How long a person's place in a call is kept after their connection drops, for a reconnection to resume it. */
    CALL_GRACE_S: z.coerce.number().min(0).max(600).default(30),
    /** Prefix of the Redis channels of the socket.io adapter; processes sharing rooms use the same one. */
    REDIS_KEY_PREFIX: z.string().min(1).default('mediation'),
    /** Folder of the built web app, relative to the working folder; empty turns serving it off. */
    WEB_DIST: z
      .string()
      .default('../mediation-web/dist')
      .transform((value) => (value.trim() === '' ? undefined : value.trim())),
  })
  .superRefine((config, context) => {
    // A session shorter than its own refresh cookie would end while the browser still holds a valid-looking cookie.
    if (config.SESSION_MAX_AGE_S < config.REFRESH_TOKEN_TTL_S) {
      context.addIssue({
        code: 'custom',
        path: ['SESSION_MAX_AGE_S'],
        message: `must be at least REFRESH_TOKEN_TTL_S (${config.REFRESH_TOKEN_TTL_S})`,
      });
    }
  });

export type Config = z.infer<typeof configSchema>;

/** A start refused for a reason the operator fixes (a setting, a file's mode): its message says how, no stack needed. */
export class StartRefusal extends Error {
  override name = 'StartRefusal';
}

/** Reads the configuration; a bad value stops the start with a message naming the variable. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = configSchema.safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new StartRefusal(`Invalid configuration:\n${problems.join('\n')}`);
  }
  return result.data;
}

/**
 * Refuses a production start without PUBLIC_ORIGIN: behind a proxy or a domain the server cannot know the address
 * people use, and every invitation, e-mail and PDF would carry a link to localhost.
 */
export function assertPublicOrigin(config: Pick<Config, 'NODE_ENV' | 'PUBLIC_ORIGIN'>): void {
  if (config.NODE_ENV === 'production' && !config.PUBLIC_ORIGIN) {
    throw new StartRefusal(
      'PUBLIC_ORIGIN is not set: in production (NODE_ENV=production) the server needs the address people open the app at (for example https://mediation.example.org), because the links in invitations, e-mails and the signed agreement are built from it.',
    );
  }
  if (config.PUBLIC_ORIGIN) {
    let url: URL | undefined;
    try {
      url = new URL(config.PUBLIC_ORIGIN);
    } catch {
      url = undefined;
    }
    if (!url || !/^https?:$/.test(url.protocol) || url.origin !== config.PUBLIC_ORIGIN.replace(/\/+$/, '').toLowerCase()) {
      throw new StartRefusal(
        `PUBLIC_ORIGIN is not an origin: give the scheme and host only, for example https://mediation.example.org (it is ${config.PUBLIC_ORIGIN}).`,
      );
    }
  }
}

/** The origin people reach the web app at: PUBLIC_ORIGIN, or localhost on the port the server listens on. */
export function publicOriginOf(config: Config, listeningPort: number = config.PORT): string {
  if (config.PUBLIC_ORIGIN) return config.PUBLIC_ORIGIN.replace(/\/+$/, '');
  return `http://localhost:${listeningPort}`;
}

/** The browser origins of pages that embed the chat (ALLOWED_ORIGINS), normalized. */
export function embeddingOriginsOf(config: Config): string[] {
  const normalize = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();
  return (config.ALLOWED_ORIGINS ?? '').split(',').map(normalize).filter(Boolean);
}

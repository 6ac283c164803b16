/**
 * The ICE servers a person gets when joining a call: STUN as configured, and TURN through coturn's REST-API
 * scheme (`use-auth-secret`): a username `<expiry>:<user id>` and a credential base64(HMAC-SHA1(secret,
 * username)), which coturn checks with the same shared secret, so no account is stored anywhere and each
 * credential lapses on its own.
 */
import { createHmac } from 'node:crypto';
import type { IceServer } from '@mediation/protocol';

export interface IceSettings {
  stunUrls: readonly string[];
  turnUrls: readonly string[];
  /** coturn's static-auth-secret; without it no TURN server is offered. */
  turnSecret: string | undefined;
  /** How long a credential holds, in seconds. */
  turnTtlS: number;
}

/** coturn's time-limited credential for a person, valid until `now + ttl`. */
export function turnCredential(secret: string, userId: number, ttlS: number, now: number = Date.now()) {
  const username = `${Math.floor(now / 1000) + ttlS}:${userId}`;
  const credential = createHmac('sha1', secret).update(username).digest('base64');
  return { username, credential };
}

/** The ICE servers for one person now: STUN (if any), then TURN with their own credential (if configured). */
export function iceServersFor(settings: IceSettings, userId: number, now: number = Date.now()): IceServer[] {
  const servers: IceServer[] = [];
  if (settings.stunUrls.length > 0) servers.push({ urls: [...settings.stunUrls] });
  if (settings.turnSecret && settings.turnUrls.length > 0) {
    servers.push({ urls: [...settings.turnUrls], ...turnCredential(settings.turnSecret, userId, settings.turnTtlS, now) });
  }
  return servers;
}

/** The httpOnly cookies that carry a session over a reload: a staff user's refresh token and an admitted party's. */
import type { FastifyReply } from 'fastify';
import type { Config } from '../config';

/** A refresh token to set as a session's cookie, and when it expires. */
export interface RefreshToken {
  token: string;
  expiresAt: Date;
}

export const REFRESH_COOKIE = 'refresh';
const REFRESH_COOKIE_PATH = '/api/core/auth';
export const PARTY_COOKIE = 'party_session';
const PARTY_COOKIE_PATH = '/api/session/party';

/** Sets a user session's new refresh cookie; token answers are personal, so no cache may keep them. */
export function setRefreshCookie(reply: FastifyReply, config: Config, refresh: RefreshToken): void {
  reply.header('cache-control', 'no-store');
  reply.setCookie(REFRESH_COOKIE, refresh.token, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.COOKIE_SECURE,
    path: REFRESH_COOKIE_PATH,
    expires: refresh.expiresAt,
  });
}

export function clearRefreshCookie(reply: FastifyReply): void {
  reply.clearCookie(REFRESH_COOKIE, { path: REFRESH_COOKIE_PATH });
}

/** Sets the cookie that lets an admitted party refresh its token after a reload. */
export function setPartyCookie(reply: FastifyReply, config: Config, sessionCookie: string): void {
  reply.setCookie(PARTY_COOKIE, sessionCookie, {
    httpOnly: true,
    sameSite: 'strict',
    secure: config.COOKIE_SECURE,
    path: PARTY_COOKIE_PATH,
    maxAge: config.REFRESH_TOKEN_TTL_S,
  });
}

export function clearPartyCookie(reply: FastifyReply): void {
  reply.clearCookie(PARTY_COOKIE, { path: PARTY_COOKIE_PATH });
}

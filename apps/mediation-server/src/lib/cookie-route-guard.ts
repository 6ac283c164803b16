import type { FastifyRequest } from 'fastify';
import type { Config } from '../config';
import { embeddingOriginsOf } from '../config';
import { originPolicy } from './origin';
import { HttpError } from './http-error';

/**
 * The guard of every route that acts on a cookie (staff refresh and logout, party refresh): another site's
 * page can make the browser send the cookie, so these routes take a body only as JSON (a cross-site form
 * always sends text/plain, urlencoded or multipart; JSON needs a CORS preflight) and only from this origin or
 * an ALLOWED_ORIGINS embedding page, by Origin and Sec-Fetch-Site. A request with neither header (not from a
 * browser) passes; so does one without any body (no form sends that, and the origin rule still applies).
 */
export function cookieRouteGuard(config: Config) {
  const isAllowedOrigin = originPolicy({ publicOrigin: config.PUBLIC_ORIGIN, allowedOrigins: embeddingOriginsOf(config) });
  return async function guard(request: FastifyRequest): Promise<void> {
    const contentType = request.headers['content-type'];
    if (contentType !== undefined && contentType.split(';')[0]!.trim().toLowerCase() !== 'application/json') {
      throw new HttpError(415, 'json_only');
    }
    const fetchSite = String(request.headers['sec-fetch-site'] ?? '').toLowerCase();
    if (request.headers.origin !== undefined) {
      if (!isAllowedOrigin(request.raw)) throw new HttpError(403, 'cross_site');
    } else if (fetchSite === 'cross-site' || fetchSite === 'same-site') {
      throw new HttpError(403, 'cross_site');
    }
  };
}

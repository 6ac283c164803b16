import type { FastifyInstance, FastifyRequest } from 'fastify';
import { publicOriginOf } from '../config';

/** The origin people open the app at: PUBLIC_ORIGIN, or this server's own address on the port it listens on. */
export function publicOriginOfApp(app: FastifyInstance): string {
  const address = app.server.address();
  return publicOriginOf(app.config, typeof address === 'object' && address ? address.port : app.config.PORT);
}

/**
 * The origin to build a link from for the person whose request this is: PUBLIC_ORIGIN when set; without it, the
 * origin of the mediator's own page when that page is this server's (localhost or 127.0.0.1 on the port the
 * request arrived at, the only names this server knows as its own), so that a link opens where the mediator's
 * browser already works; otherwise this server's own address. The Origin header is never taken as it comes: any
 * page, or any client, can send any Origin (or Referer).
 */
export function linkOriginOf(app: FastifyInstance, request: FastifyRequest): string {
  return namedOriginOf(app, request) ?? publicOriginOfApp(app);
}

/** PUBLIC_ORIGIN, or the page of this server the request names (Origin, else Referer); undefined when neither. */
export function namedOriginOf(app: FastifyInstance, request: FastifyRequest): string | undefined {
  if (app.config.PUBLIC_ORIGIN) return publicOriginOfApp(app);
  // A browser names no Origin on a same-origin GET; its Referer (when the page's policy sends one) may.
  const origin = (request.headers.origin ?? originOfUrl(request.headers.referer))?.toLowerCase();
  const port = request.raw.socket.localPort;
  if (origin && port !== undefined && (origin === `http://localhost:${port}` || origin === `http://127.0.0.1:${port}`)) return origin;
  return undefined;
}

function originOfUrl(url: string | undefined): string | undefined {
  if (!url) return undefined;
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

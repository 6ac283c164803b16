import type { IncomingMessage } from 'node:http';

/**
 * Whether a browser request's Origin may open the socket: the server's own origin (PUBLIC_ORIGIN, or
 * the Host it was reached at), or one of ALLOWED_ORIGINS. Requests without Origin (not from a browser) pass.
 */
export function originPolicy(options: { publicOrigin?: string | undefined; allowedOrigins?: string | undefined }) {
  const allowed = new Set(
    [options.publicOrigin, ...(options.allowedOrigins ?? '').split(',')]
      .map((origin) => origin?.trim().replace(/\/+$/, '').toLowerCase())
      .filter((origin): origin is string => Boolean(origin)),
  );
  return function isAllowed(request: Pick<IncomingMessage, 'headers'>): boolean {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    const normalized = origin.toLowerCase();
    if (allowed.has(normalized)) return true;
    // Without PUBLIC_ORIGIN the server's own origin is the host the browser reached it at.
    if (options.publicOrigin) return false;
    try {
      return new URL(normalized).host === request.headers.host?.toLowerCase();
    } catch {
      return false;
    }
  };
}

import type { IncomingMessage } from 'node:http';

const normalize = (origin: string) => origin.trim().replace(/\/+$/, '').toLowerCase();

/**
 * Whether a browser request's Origin may open the socket: the app's own origin (PUBLIC_ORIGIN, or
 * without it localhost and 127.0.0.1 on the port the connection arrived at) or one of ALLOWED_ORIGINS.
 * The Host header is never trusted: an attacker's page can reach the server under any name.
 * Requests without Origin (not from a browser) pass.
 */
export function originPolicy(options: { publicOrigin?: string | undefined; allowedOrigins?: readonly string[] }) {
  const allowed = new Set([options.publicOrigin ?? '', ...(options.allowedOrigins ?? [])].map(normalize).filter(Boolean));
  return function isAllowed(request: Pick<IncomingMessage, 'headers'> & { socket?: { localPort?: number | undefined } }): boolean {
    const origin = request.headers.origin;
    if (origin === undefined) return true;
    const normalized = origin.toLowerCase();
    if (allowed.has(normalized)) return true;
    if (options.publicOrigin) return false;
    const port = request.socket?.localPort;
    return port !== undefined && (normalized === `http://localhost:${port}` || normalized === `http://127.0.0.1:${port}`);
  };
}

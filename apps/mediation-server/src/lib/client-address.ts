import type { IncomingMessage } from 'node:http';
import proxyAddr from '@fastify/proxy-addr';

/**
 * The client's address of a raw request, as Fastify's `request.ip` reads it (the same proxy-addr rules):
 * X-Forwarded-For is believed only from the proxies of TRUST_PROXY, so a client cannot pick its own
 * bucket. For requests that do not go through Fastify's routes, such as socket.io's.
 */
export function clientAddressOf(trustProxy: readonly string[] | undefined): (request: IncomingMessage) => string {
  if (trustProxy === undefined) return (request) => request.socket.remoteAddress ?? 'unknown';
  const isTrusted = proxyAddr.compile([...trustProxy]);
  return (request) => proxyAddr(request, isTrusted);
}

import fp from 'fastify-plugin';

/**
 * One log line per request, written when it is answered (Fastify's own two are turned off in app.ts), and the
 * request id echoed so that a person reporting a problem can name the log line.
 */
export default fp(
  async (app) => {
    app.addHook('onRequest', async (request, reply) => {
      reply.header('x-request-id', request.id);
    });
    // Route pattern, not the URL: no e-mail, code or token of a path or query reaches the log; never a body.
    app.addHook('onResponse', async (request, reply) => {
      request.log.info(
        {
          method: request.method,
          route: request.routeOptions.url ?? '(no route)',
          status: reply.statusCode,
          durationMs: Math.round(reply.elapsedTime * 10) / 10,
          // The client's address: through the proxies named in TRUST_PROXY, the peer's otherwise.
          address: request.ip,
        },
        'request',
      );
    });
  },
  { name: 'request-log' },
);

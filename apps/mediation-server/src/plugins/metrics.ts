import { createServer } from 'node:http';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import fp from 'fastify-plugin';
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client';
import type { Config } from '../config';

/**
 * The server's Prometheus metrics, one registry per app (tests run several apps in one process). What a
 * part of the server observes goes through these few functions, so no part needs to know prom-client.
 */
export function createMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  const httpDuration = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status',
    labelNames: ['method', 'route', 'status'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
    registers: [registry],
  });
  const connected = new Gauge({ name: 'socket_connected', help: 'Sockets connected to this process now', registers: [registry] });
  const socketEvents = new Counter({
    name: 'socket_events_total',
    help: 'Socket events received, by event name and result (ok or the error code of the acknowledgement)',
    labelNames: ['event', 'result'] as const,
    registers: [registry],
  });
  const disconnects = new Counter({
    name: 'socket_disconnects_total',
    help: "Sockets closed, by reason: socket.io's (transport close, ping timeout, ...) or the server's own (unsent_buffer_full: a client that does not read)",
    labelNames: ['reason'] as const,
    registers: [registry],
  });
  const broadcast = new Histogram({
    name: 'message_broadcast_seconds',
    help: "From a message's arrival to its broadcast (stored first): what bench:realtime measures from outside",
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5],
    registers: [registry],
  });
  const queries = new Histogram({
    name: 'db_query_duration_seconds',
    help: 'Database statements (PostgreSQL), or queries and transactions (PGlite)',
    buckets: [0.0005, 0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 1],
    registers: [registry],
  });
  const refusals = new Counter({
    name: 'rate_limit_refusals_total',
    help: 'Requests, socket events and socket connections refused by a limit, by where they came in',
    labelNames: ['scope', 'name'] as const,
    registers: [registry],
  });
  return {
    registry,
    request(method: string, route: string, status: number, seconds: number) {
      httpDuration.observe({ method, route, status: String(status) }, seconds);
      if (status === 429) refusals.inc({ scope: 'http', name: route });
    },
    socketConnected(delta: 1 | -1) {
      connected.inc(delta);
    },
    socketEvent(event: string, result: string) {
      socketEvents.inc({ event, result });
      if (result === 'rate_limited') refusals.inc({ scope: 'socket', name: event });
    },
    socketDisconnected(reason: string) {
      disconnects.inc({ reason });
    },
    socketRefused(reason: string) {
      refusals.inc({ scope: 'socket', name: reason });
    },
    messageBroadcast(seconds: number) {
      broadcast.observe(seconds);
    },
    query(seconds: number) {
      queries.observe(seconds);
    },
  };
}

export type Metrics = ReturnType<typeof createMetrics>;

declare module 'fastify' {
  interface FastifyInstance {
    metrics: Metrics;
    /** The metrics port's address once listening (METRICS_PORT set), for tests and logs. */
    metricsAddress: () => AddressInfo | undefined;
  }
}

/**
 * Serves the metrics as Prometheus text on METRICS_HOST:METRICS_PORT (`GET /metrics`), never on the public
 * port; unset METRICS_PORT: nothing listens. HTTP durations are observed here; the socket server and the
 * database report through `app.metrics`.
 */
export default fp<{ config: Config; metrics: Metrics }>(
  async (app, { config, metrics }) => {
    app.decorate('metrics', metrics);
    app.addHook('onResponse', async (request, reply) => {
      metrics.request(request.method, request.routeOptions.url ?? '(no route)', reply.statusCode, reply.elapsedTime / 1000);
    });
    if (config.METRICS_PORT === undefined) {
      app.decorate('metricsAddress', () => undefined);
      return;
    }
    const server: Server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') return void response.writeHead(404).end();
      metrics.registry
        .metrics()
        .then((text) => response.writeHead(200, { 'content-type': metrics.registry.contentType }).end(text))
        .catch((error: unknown) => {
          app.log.error({ err: error }, 'collecting metrics failed');
          response.writeHead(500).end();
        });
    });
    app.decorate('metricsAddress', () => (server.address() as AddressInfo | null) ?? undefined);
    app.addHook('onReady', async () => {
      await new Promise<void>((resolve, reject) => {
        server.once('error', reject);
        server.listen(config.METRICS_PORT, config.METRICS_HOST, () => resolve());
      });
      app.log.info({ address: server.address() }, 'metrics listening');
    });
    app.addHook('onClose', async () => {
      if (server.listening) await new Promise<void>((resolve) => server.close(() => resolve()));
    });
  },
  { name: 'metrics' },
);

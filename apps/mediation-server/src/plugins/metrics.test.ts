/**
 * The Prometheus metrics on their own port: traffic over HTTP and the socket moves every figure an
 * operator watches, and the public port never serves them.
 */
import { describe, expect, it } from 'vitest';
import { DATABASE_KINDS } from '../testing/harness';
import { connectOptionsOf, roomMsg, send } from '../testing/rooms';
import { connect } from '../testing/sockets';
import { useWorldServer } from '../testing/world';

/** Prometheus text as `name{labels}` -> value (histograms by their _count and _sum lines). */
function parse(text: string): Map<string, number> {
  const values = new Map<string, number>();
  for (const line of text.split('\n')) {
    if (!line || line.startsWith('#')) continue;
    const at = line.lastIndexOf(' ');
    values.set(line.slice(0, at), Number(line.slice(at + 1)));
  }
  return values;
}

describe.each(DATABASE_KINDS)('metrics on %s', (kind) => {
  const context = useWorldServer(kind, { METRICS_PORT: '0', SOCKET_EVENTS_PER_10S: '15', RATE_LIMIT_LOOKUP_PER_MIN: '6' });
  const scrape = async () => {
    const address = context.server.app.metricsAddress();
    expect(address).toBeDefined();
    const response = await fetch(`http://127.0.0.1:${address!.port}/metrics`);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/plain');
    return parse(await response.text());
  };
  const value = (figures: Map<string, number>, key: string) => figures.get(key) ?? 0;

  it('moves every figure with traffic, on a port of its own', async () => {
    const { world, server, api } = context;
    const before = await scrape();
    expect(before.has('process_cpu_user_seconds_total')).toBe(true);
    expect(before.has('nodejs_eventloop_lag_seconds')).toBe(true);

    const mediator = await connect(server.url, connectOptionsOf(world, 'mediator'));
    const party = await connect(server.url, connectOptionsOf(world, 'partyA'));
    try {
      const during = await scrape();
      expect(value(during, 'socket_connected')).toBe(value(before, 'socket_connected') + 2);
      await send(party, roomMsg(world, 'partyA', 'M', 'Counted, never logged'));
      // Past the per-person budget: some typing notices are refused.
      const typing = await Promise.all(Array.from({ length: 20 }, () => party.emit('typing', { case_id: world.caseOne.id, side: 'M' })));
      expect(typing.some((ack) => !ack.ok && ack.error.code === 'rate_limited')).toBe(true);
      // Past the look-up budget (the world's three joins used three of six).
      const lookups = [];
      for (let attempt = 0; attempt < 4; attempt += 1) {
        lookups.push(
          (await api('GET', '/session/get_case_full_id/', { query: { link_id: world.caseOne.link }, token: world.mediator.token })).status,
        );
      }
      expect(lookups).toContain(429);
    } finally {
      mediator.close();
      party.close();
    }

    const after = await scrape();
    const signIn = 'http_request_duration_seconds_count{method="POST",route="/api/core/auth/token/",status="200"}';
    expect(value(after, signIn)).toBeGreaterThan(0);
    expect(
      value(after, 'http_request_duration_seconds_count{method="GET",route="/api/session/get_case_full_id/",status="429"}'),
    ).toBeGreaterThan(0);
    expect(value(after, 'socket_events_total{event="roomMsg",result="ok"}')).toBe(
      value(before, 'socket_events_total{event="roomMsg",result="ok"}') + 1,
    );
    expect(value(after, 'message_broadcast_seconds_count')).toBe(value(before, 'message_broadcast_seconds_count') + 1);
    expect(value(after, 'message_broadcast_seconds_sum')).toBeGreaterThan(value(before, 'message_broadcast_seconds_sum'));
    expect(value(after, 'db_query_duration_seconds_count')).toBeGreaterThan(value(before, 'db_query_duration_seconds_count'));
    expect(value(after, 'rate_limit_refusals_total{scope="socket",name="typing"}')).toBeGreaterThan(0);
    expect(value(after, 'rate_limit_refusals_total{scope="http",name="/api/session/get_case_full_id/"}')).toBeGreaterThan(0);
    expect(value(after, 'socket_connected')).toBe(value(before, 'socket_connected'));
  });

  it('is not served on the public port', async () => {
    const response = await fetch(`${context.server.url}/metrics`);
    expect(await response.text()).not.toContain('http_request_duration_seconds');
  });
});

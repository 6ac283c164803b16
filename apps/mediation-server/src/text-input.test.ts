/**
 * Every route and every socket event refuses a NUL or another control character in each of its text fields
 * with a 400 (a bad_request acknowledgement) naming the field. The routes are the ones the server registered
 * (so a new route is covered, and one without a schema for its input fails here), the events are HANDLERS.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { z } from 'zod';
import type { RouteOptions } from 'fastify';
import { CONTROL_CHARACTERS_MESSAGE, joinRequestSchema } from '@mediation/protocol';
import type { ErrorBody } from '@mediation/protocol';
import { MULTI_LINE_FIELDS, samples, spliced, textLeaves, withValue } from '@mediation/protocol/testing';
import { HANDLERS } from './realtime/handlers';
import { DATABASE_KINDS } from './testing/harness';
import { closeAll, connectOptionsOf } from './testing/rooms';
import { connect } from './testing/sockets';
import type { TestClient } from './testing/sockets';
import { useWorldServer } from './testing/world';

const BAD: [string, string][] = [
  ['NUL', '\u0000'],
  ['escape', '\u001B'],
  // A bidi override shows a clause or a message otherwise than the text stored (and hashed).
  ['right-to-left override', '\u202E'],
];
/** Refused too in one-line fields (names, titles, e-mails, ids), which are all but the multi-line texts. */
const ONE_LINE_BAD: [string, string][] = [['line feed', '\n']];
const isOneLine = (path: (string | number)[]) => !MULTI_LINE_FIELDS.has(String(path.findLast((part) => typeof part === 'string') ?? ''));
const badFor = (path: (string | number)[]) => (isOneLine(path) ? [...BAD, ...ONE_LINE_BAD] : BAD);

/** Routes that read no body, query or path text at all (cookie routes). */
const NO_INPUT = new Set(['POST /api/core/auth/token/refresh/', 'POST /api/core/auth/logout/', 'POST /api/session/party/refresh/']);
/** Commands whose whole input is the path (validated by its params schema): they read no body. */
const PATH_ONLY = new Set([
  'POST /api/users/mediator/:id/deactivate/',
  'POST /api/users/mediator/:id/reactivate/',
  'POST /api/users/mediator/:id/password-reset/',
  'POST /api/session/case/:id/agreement/links/:side/',
  'POST /api/session/case/:id/invitations/:invitation_id/resend/',
  'POST /api/session/case/:id/invitations/:invitation_id/revoke/',
]);
/** Routes whose body schema is a generic record because they parse one of two shapes themselves. */
const PARSED_IN_HANDLER: Record<string, z.ZodType> = { 'POST /api/session/join/': joinRequestSchema };

interface Input {
  route: string;
  method: string;
  url: string;
  body?: z.ZodType;
  query?: z.ZodType;
  params?: z.ZodType;
}

function inputsOf(routes: RouteOptions[]): Input[] {
  const inputs: Input[] = [];
  for (const route of routes) {
    const methods = (Array.isArray(route.method) ? route.method : [route.method]).filter((method) => method !== 'HEAD');
    for (const method of methods) {
      const key = `${method} ${route.url}`;
      const schema = (route.schema ?? {}) as { body?: z.ZodType; querystring?: z.ZodType; params?: z.ZodType };
      inputs.push({
        route: key,
        method,
        url: route.url,
        body: PARSED_IN_HANDLER[key] ?? schema.body,
        query: schema.querystring,
        params: schema.params,
      });
    }
  }
  return inputs;
}

const pathOf = (url: string, params: Record<string, unknown>) =>
  url.replace(/:([A-Za-z_]+)/g, (_match, name: string) => encodeURIComponent(String(params[name]))).replace(/^\/api/, '');

describe.each(DATABASE_KINDS)('text input on %s', (kind) => {
  // Enough event budget for one event per text field and bad character.
  const context = useWorldServer(kind, { SOCKET_EVENTS_PER_10S: '1000' });
  const apiRoutes = () => inputsOf(context.server.app.registeredRoutes).filter((input) => input.url.startsWith('/api/'));

  it('every API route validates what it reads: a body, query or path schema, or none read at all', () => {
    const routes = apiRoutes();
    expect(routes.length).toBeGreaterThan(25);
    const missing = routes.filter(
      (input) =>
        !NO_INPUT.has(input.route) &&
        ((['POST', 'PUT', 'PATCH'].includes(input.method) && !input.body && !PATH_ONLY.has(input.route)) ||
          (input.url.includes(':') && !input.params)),
    );
    expect(missing.map((input) => input.route)).toEqual([]);
  });

  it('every API route answers 400 naming the field to a control character in any text field', async () => {
    const { api, world } = context;
    const failures: string[] = [];
    for (const input of apiRoutes()) {
      const params = (input.params ? samples(input.params)[0] : {}) as Record<string, unknown>;
      const query = (input.query ? samples(input.query)[0] : undefined) as Record<string, unknown> | undefined;
      const stringQuery = query ? Object.fromEntries(Object.entries(query).map(([key, value]) => [key, String(value)])) : undefined;
      const tries: { field: string; body?: unknown; query?: Record<string, string>; params?: Record<string, unknown> }[] = [];
      for (const body of input.body ? samples(input.body) : []) {
        for (const leaf of textLeaves(input.body!, body)) {
          for (const [, character] of badFor(leaf.path)) {
            tries.push({ field: leaf.path.join('.'), body: withValue(body, leaf.path, spliced(leaf.value, character)) });
          }
        }
      }
      if (input.query && query) {
        for (const leaf of textLeaves(input.query, query)) {
          for (const [, character] of badFor(leaf.path)) {
            tries.push({ field: leaf.path.join('.'), query: { ...stringQuery, [leaf.path.join('.')]: spliced(leaf.value, character) } });
          }
        }
      }
      if (input.params) {
        for (const leaf of textLeaves(input.params, params)) {
          for (const [, character] of badFor(leaf.path)) {
            tries.push({ field: leaf.path.join('.'), params: { ...params, [leaf.path.join('.')]: spliced(leaf.value, character) } });
          }
        }
      }
      for (const attempt of tries) {
        const bodyOf = attempt.body ?? (input.body ? samples(input.body)[0] : undefined);
        const answer = await api<ErrorBody>(input.method, pathOf(input.url, attempt.params ?? params), {
          token: world.mediator.token,
          ...(bodyOf !== undefined && input.method !== 'GET' ? { body: bodyOf } : {}),
          ...((attempt.query ?? stringQuery) ? { query: attempt.query ?? stringQuery } : {}),
        });
        if (answer.status !== 400 || !answer.body?.errors?.[attempt.field]) {
          failures.push(`${input.route} ${attempt.field}: ${answer.status} ${JSON.stringify(answer.body).slice(0, 160)}`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  describe('socket events', () => {
    let mediator: TestClient;
    beforeAll(async () => {
      mediator = await connect(context.server.url, connectOptionsOf(context.world, 'mediator'));
    });
    afterAll(() => closeAll({ mediator }));

    it('every event answers bad_request naming the field to a control character in any text field', async () => {
      const failures: string[] = [];
      let tried = 0;
      for (const [event, { schema }] of Object.entries(HANDLERS)) {
        for (const payload of samples(schema)) {
          for (const leaf of textLeaves(schema, payload)) {
            const field = leaf.path.join('.');
            for (const [label, character] of badFor(leaf.path)) {
              const ack = await mediator.emit(event, withValue(payload, leaf.path, spliced(leaf.value, character)));
              tried += 1;
              // A free text (a message, a clause, a comment) is refused with the sentence one-line fields use.
              const expected = isOneLine(leaf.path) ? `${field}:` : `${field}: ${CONTROL_CHARACTERS_MESSAGE}`;
              if (ack.ok || ack.error.code !== 'bad_request' || !ack.error.message.includes(expected)) {
                failures.push(`${event} ${field} (${label}): ${JSON.stringify(ack)}`);
              }
            }
          }
        }
      }
      expect(tried).toBeGreaterThan(10);
      expect(failures).toEqual([]);
    });
  });
});

/**
 * The component tests' fake backend: MSW in Node intercepting the app's real `fetch`, as the stories do in
 * the browser. A test puts the routes it needs in front with `server.use(...)`; a route it did not give
 * answers 404, as a server without it would. Every request is recorded, so a test can assert what the app
 * sent (method, path, query, headers, body) and what it did not.
 */
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { errorBodySchema } from '@mediation/protocol/rest';

export interface RecordedCall {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: Headers;
  /** The JSON body the app sent (undefined without one). */
  body(): Promise<unknown>;
}

const recorded: RecordedCall[] = [];

export const server = setupServer(
  http.all('/api/*', ({ request }) =>
    HttpResponse.json(errorBodySchema.parse({ detail: `No route for ${request.method} ${new URL(request.url).pathname}` }), {
      status: 404,
    }),
  ),
);

server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  // Cloned now, before a handler reads the body, so the test can read it afterwards.
  const copy = request.clone();
  let body: Promise<unknown> | undefined;
  recorded.push({
    method: request.method,
    path: url.pathname,
    query: url.searchParams,
    headers: request.headers,
    body: () => (body ??= copy.text().then((text) => (text === '' ? undefined : JSON.parse(text)))),
  });
});

// A handler that throws (an answer the contract refuses, see `respond`) reaches the app as a 500, which a
// screen may well show as an error the test expects: the test fails instead, after it ran.
const handlerErrors: Error[] = [];
server.events.on('unhandledException', ({ request, error }) => {
  handlerErrors.push(new Error(`${request.method} ${new URL(request.url).pathname}: ${error.message}`, { cause: error }));
});

/** Every request the app sent in this test, in order. */
export function calls(): readonly RecordedCall[] {
  return recorded;
}

/** The requests sent to one route, named as 'METHOD /api/path/' (the concrete path, parameters filled in). */
export function callsTo(route: string): RecordedCall[] {
  const [method, path] = route.split(' ');
  return recorded.filter((call) => call.method === method && call.path === path);
}

/** The bodies of the requests sent to one route, in order. */
export function bodiesSentTo(route: string): Promise<unknown[]> {
  return Promise.all(callsTo(route).map((call) => call.body()));
}

/** Forgets the routes a test gave and the requests it saw (after each test); throws if a handler threw. */
export function resetServer() {
  server.resetHandlers();
  recorded.length = 0;
  const errors = handlerErrors.splice(0);
  if (errors.length === 1) throw errors[0];
  if (errors.length > 1) throw new AggregateError(errors, errors.map((error) => error.message).join('\n'));
}

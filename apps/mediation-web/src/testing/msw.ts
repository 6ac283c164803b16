/**
 * MSW helpers shared by the stories (in the browser) and the component tests (msw/node), over the protocol's
 * REST contract: a handler is named by its route (`onRoute('token', ...)`, at the route's method and path), and
 * every answer is first read through the route's response schema for its status (`respond`, `refuse`), so a
 * fixture or a handler that drifts from the contract fails the story or the test instead of showing a screen
 * the server could never produce.
 */
import { delay, http, HttpResponse, type HttpHandler, type HttpResponseResolver } from 'msw';
import type { z } from 'zod';
import { API_BASE, ROUTES, type RouteName } from '@mediation/protocol/contract';
import { errorBodySchema, ROUTE_SCHEMAS, type RouteSchemas, type RouteSuccessStatus } from '@mediation/protocol/rest';

type Answers<K extends RouteName> = RouteSchemas[K]['response'];
/** A route's statuses in the contract, and 500, which any route may give. */
type AnswerStatus<K extends RouteName> = Extract<keyof Answers<K>, number> | 500;

/** What a handler may give as a route's successful answer (any of its success statuses' bodies). */
export type RouteAnswer<K extends RouteName> = {
  [S in RouteSuccessStatus<K>]: Answers<K>[S] extends z.ZodType ? z.input<Answers<K>[S]> : never;
}[RouteSuccessStatus<K>];

const STATIC_PATHS = new Set(
  Object.values(ROUTES)
    .filter((definition) => !definition.path.includes(':'))
    .map((definition) => `${definition.method} ${API_BASE}${definition.path}`),
);

/** An MSW handler of one route of the contract, at its method and path (`:name` parameters as the table has them). */
export function onRoute<K extends RouteName>(name: K, resolver: HttpResponseResolver): HttpHandler {
  const { method, path } = ROUTES[name];
  const isParametric = path.includes(':');
  return http[method.toLowerCase() as Lowercase<typeof method>](`${API_BASE}${path}`, (info) => {
    // The server matches a fixed path before a template (/session/case/get_mediator_cases/ is not the case
    // 'get_mediator_cases'): a template's handler leaves such a request to the next handler.
    if (isParametric && STATIC_PATHS.has(`${method} ${new URL(info.request.url).pathname}`)) return undefined;
    return resolver(info);
  });
}

function schemaOf(name: RouteName, status: number): z.ZodType {
  const schema = (ROUTE_SCHEMAS[name].response as Record<number, z.ZodType>)[status] ?? (status === 500 ? errorBodySchema : undefined);
  if (!schema) throw new Error(`The contract gives ${name} no ${status} answer`);
  return schema;
}

/**
 * A route's JSON answer, first read through the route's schema for its status (by default its first success
 * status, e.g. 201 for a route that creates): a body or a status the contract refuses throws here.
 */
export function respond<K extends RouteName>(name: K, body: RouteAnswer<K>, init: ResponseInit & { status?: AnswerStatus<K> } = {}) {
  const status = init.status ?? Number(Object.keys(ROUTE_SCHEMAS[name].response)[0]);
  const value = schemaOf(name, status).parse(body);
  return value === undefined ? new HttpResponse(null, { ...init, status }) : HttpResponse.json(value as never, { ...init, status });
}

/** A route's error answer ({ detail, errors? }), at a status the contract says the route may give. */
export function refuse<K extends RouteName>(name: K, status: AnswerStatus<K>, detail: string, errors?: Record<string, string[]>) {
  const value = schemaOf(name, status).parse(errors ? { detail, errors } : { detail });
  return HttpResponse.json(value as never, { status });
}

/** A route that never answers: the screen stays in its loading state, the same in every screenshot. */
export function pending(name: RouteName): HttpHandler {
  return onRoute(name, async () => {
    await delay('infinite');
    return new HttpResponse(null, { status: 204 });
  });
}

/** A route that answers with a server error. */
export function broken<K extends RouteName>(
  name: K,
  status: AnswerStatus<K> = 500,
  detail = 'The server is unavailable. Try again later.',
) {
  return onRoute(name, () => refuse(name, status, detail));
}

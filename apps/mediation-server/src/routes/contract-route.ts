/**
 * A route of the REST contract (@mediation/protocol's ROUTES and ROUTE_SCHEMAS) as Fastify registers it: its
 * method, its url, its schemas (validated and serialized by the zod type provider), and its `auth` in the route's
 * config, which the folder's authorize hook checks. A route adds only its handler and what is its own (a rate
 * limit, an onRequest guard).
 */
import { z } from 'zod';
import { ROUTES, ROUTE_SCHEMAS } from '@mediation/protocol';
import type { RouteName, RouteSchema, RouteSchemas } from '@mediation/protocol';
import type { FastifyContextConfig, FastifyRequest, onRequestHookHandler } from 'fastify';
import { unauthorized } from '../lib/http-error';
import type { Principal } from '../services/token-service';

/** The body a route that parses its own body is given: any JSON object. */
const anyObject = z.record(z.string(), z.unknown());

type Part<K extends RouteName, P extends string> = RouteSchemas[K] extends { [key in P]: infer S extends z.ZodType } ? S : undefined;

export interface ContractSchema<K extends RouteName> {
  params: Part<K, 'params'>;
  querystring: Part<K, 'query'>;
  body: RouteSchemas[K] extends { bodyParsedByRoute: true } ? typeof anyObject : Part<K, 'body'>;
  response: RouteSchemas[K]['response'];
  description?: string;
}

export interface ContractRouteOptions {
  config?: FastifyContextConfig;
  onRequest?: onRequestHookHandler;
}

/** The method, url, schema and config of a route of the contract, to spread into `app.route`. */
export function contractRoute<K extends RouteName>(name: K, options: ContractRouteOptions = {}) {
  const { method, path, auth } = ROUTES[name];
  const schemas: RouteSchema = ROUTE_SCHEMAS[name];
  const schema: Record<string, unknown> = { response: schemas.response };
  if (schemas.params) schema.params = schemas.params;
  if (schemas.query) schema.querystring = schemas.query;
  if (schemas.body) schema.body = schemas.bodyParsedByRoute ? anyObject : schemas.body;
  if (schemas.description) schema.description = schemas.description;
  return {
    method,
    url: path,
    schema: schema as unknown as ContractSchema<K>,
    config: { ...options.config, routeName: name, auth },
    ...(options.onRequest ? { onRequest: options.onRequest } : {}),
  };
}

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route's name in the REST contract. */
    routeName?: RouteName;
  }
}

/** The caller the authorize hook found: for a route whose `auth` asks for a token. */
export function principalOf(request: FastifyRequest): Principal {
  if (!request.principal) throw unauthorized('credentials_missing');
  return request.principal;
}

/** The signed-in staff caller (a mediator or an admin): for a route whose `auth` names a role. */
export function staffOf(request: FastifyRequest): Principal & { kind: 'user' } {
  const principal = principalOf(request);
  if (principal.kind !== 'user') throw unauthorized('credentials_missing');
  return principal;
}

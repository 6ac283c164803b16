import { describe, expect, expectTypeOf, it } from 'vitest';
import { ROUTES, buildPath } from './contract';
import type { RouteName } from './contract';
import { ROUTE_SCHEMAS } from './schemas';
import type { RouteBody, RouteParams, RouteQuery, RouteResponse } from './schemas';

const names = Object.keys(ROUTES) as RouteName[];

describe('the REST contract', () => {
  it('has the schemas of every route, and no schemas of a route it lacks', () => {
    expect(Object.keys(ROUTE_SCHEMAS).sort()).toEqual([...names].sort());
    for (const name of names) expect(Object.keys(ROUTE_SCHEMAS[name].response), name).not.toHaveLength(0);
  });

  it('names each method and path once', () => {
    const routes = names.map((name) => `${ROUTES[name].method} ${ROUTES[name].path}`);
    expect(new Set(routes).size).toBe(routes.length);
  });

  it('has path parameters exactly where the params schema has fields', () => {
    for (const name of names) {
      const fromPath = [...ROUTES[name].path.matchAll(/:(\w+)/g)].map((match) => match[1]).sort();
      const schema = ROUTE_SCHEMAS[name] as { params?: { shape: Record<string, unknown> } };
      expect(Object.keys(schema.params?.shape ?? {}).sort(), name).toEqual(fromPath);
    }
  });

  it('keeps the spec paths with their trailing slashes', () => {
    expect(ROUTES.caseById.path).toBe('/session/case/:id/');
    expect(ROUTES.jwtVerify.path).toBe('/auth/jwt/verify');
  });

  it('fills a path with its parameters, encoded', () => {
    expect(buildPath('caseById', { id: 'abc123' })).toBe('/session/case/abc123/');
    expect(buildPath('removeParticipant', { id: 'c1', user_id: 7 })).toBe('/session/case/c1/participants/7/');
    expect(buildPath('joinStatus', { request_id: 'a/b c' })).toBe('/session/join/a%2Fb%20c/');
    expect(buildPath('mediators')).toBe('/users/mediator/');
    expect(() => buildPath('caseById', {} as { id: string })).toThrow(/:id/);
  });

  it('gives a client the types of each route', () => {
    expectTypeOf<RouteParams<'joinDecision'>>().toEqualTypeOf<{ id: string; request_id: string }>();
    expectTypeOf<RouteQuery<'caseByCode'>>().toHaveProperty('link_id');
    expectTypeOf<RouteBody<'token'>>().toEqualTypeOf<{ email: string; password: string }>();
    expectTypeOf<RouteBody<'me'>>().toEqualTypeOf<undefined>();
    expectTypeOf<RouteResponse<'token'>>().toEqualTypeOf<{ access: string }>();
    expectTypeOf<RouteResponse<'deleteCase'>>().toEqualTypeOf<undefined>();
  });
});

/**
 * The REST side is described for teams that embed the chat: every API route declares what it answers for each
 * status (a route without a response schema fails here the day it is added), the OpenAPI document at
 * /api/docs/json holds every route with those answers, and the page at /api/docs loads its own files under
 * the server's content security policy.
 */
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { RouteOptions } from 'fastify';
import { API_BASE, ROUTES, ROUTE_SCHEMAS } from '@mediation/protocol';
import { createStorage, startServer } from '../testing/harness';
import type { Storage, TestServer } from '../testing/harness';
import { DOCS_PATH } from './api-docs';

interface ApiRoute {
  key: string;
  method: string;
  url: string;
  response: Record<string, unknown> | undefined;
}

/** The API's routes by method, without the docs' own (the page and its files) and the web app's. */
function apiRoutesOf(routes: RouteOptions[]): ApiRoute[] {
  return routes.flatMap((route) =>
    (Array.isArray(route.method) ? route.method : [route.method])
      .filter((method) => method !== 'HEAD' && route.url.startsWith('/api/') && !route.url.startsWith(DOCS_PATH))
      .map((method) => ({
        key: `${method} ${route.url}`,
        method,
        url: route.url,
        response: (route.schema as { response?: Record<string, unknown> } | undefined)?.response,
      })),
  );
}

const isSuccess = (status: string) => /^2\d\d$/.test(status);
const requiredOf = (schema: z.ZodType) => (z.toJSONSchema(schema, { io: 'output', unrepresentable: 'any' }).required ?? []) as string[];

interface OpenApiDocument {
  openapi: string;
  paths: Record<
    string,
    Record<string, { tags?: string[]; responses: Record<string, { description: string; content?: Record<string, { schema: object }> }> }>
  >;
}

describe('the API described', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'mediation-docs-web-'));
  let storage: Storage;
  let server: TestServer;
  let routes: ApiRoute[];

  beforeAll(async () => {
    // With the web app served too, so that its routes are seen and kept out of the API's description.
    writeFileSync(path.join(webDist, 'index.html'), '<!doctype html><title>Mediation</title>');
    storage = await createStorage('pglite');
    server = await startServer(storage, { WEB_DIST: webDist });
    routes = apiRoutesOf(server.app.registeredRoutes);
  });

  afterAll(async () => {
    await server?.close();
    await storage?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('every API route declares a response schema: its success body, and the error body for each error status', () => {
    expect(routes.length).toBeGreaterThan(30);
    const failures: string[] = [];
    for (const route of routes) {
      const statuses = Object.keys(route.response ?? {});
      if (!statuses.some(isSuccess)) failures.push(`${route.key}: no response schema for a success status`);
      for (const status of statuses) {
        const schema = route.response![status];
        if (!(schema instanceof z.ZodType)) {
          failures.push(`${route.key} ${status}: not a zod schema`);
        } else if (Number(status) >= 400 && !requiredOf(schema).includes('detail')) {
          failures.push(`${route.key} ${status}: an error answer without the error body's detail`);
        }
      }
    }
    expect(failures).toEqual([]);
  });

  it('registers exactly the routes of the REST contract, each with its auth and its answers', () => {
    const contract = Object.entries(ROUTES).map(([name, route]) => ({ name, key: `${route.method} ${API_BASE}${route.path}` }));
    expect(routes.map((route) => route.key).sort()).toEqual(contract.map((route) => route.key).sort());
    for (const { name, key } of contract) {
      const registered = server.app.registeredRoutes.find((route) => `${String(route.method)} ${route.url}` === key);
      const config = registered?.config as { auth?: string } | undefined;
      // Health and readiness live outside the route folders, answering anyone as their entries say.
      if (name !== 'health' && name !== 'ready') expect(config?.auth, key).toBe(ROUTES[name as keyof typeof ROUTES].auth);
      expect(Object.keys(routes.find((route) => route.key === key)?.response ?? {}), key).toEqual(
        expect.arrayContaining(Object.keys(ROUTE_SCHEMAS[name as keyof typeof ROUTE_SCHEMAS].response)),
      );
    }
  });

  it('serves the OpenAPI document with every API route and each of its answers, and nothing else', async () => {
    const response = await fetch(new URL(`${DOCS_PATH}/json`, server.url));
    expect(response.status).toBe(200);
    const document = (await response.json()) as OpenApiDocument;
    expect(document.openapi).toBe('3.1.0');

    const failures: string[] = [];
    for (const route of routes) {
      const openApiPath = route.url.replace(/:(\w+)/g, '{$1}');
      const operation = document.paths[openApiPath]?.[route.method.toLowerCase()];
      if (!operation) {
        failures.push(`${route.key}: missing`);
        continue;
      }
      if (!operation.tags?.length) failures.push(`${route.key}: in no group`);
      const declared = Object.keys(route.response ?? {}).sort();
      const documented = Object.keys(operation.responses).sort();
      if (documented.join() !== declared.join())
        failures.push(`${route.key}: documents ${documented.join()} but answers ${declared.join()}`);
      for (const [status, answer] of Object.entries(operation.responses)) {
        const schema = answer.content?.['application/json']?.schema;
        if (status === '204' ? answer.content !== undefined : !schema || Object.keys(schema).length === 0) {
          failures.push(`${route.key} ${status}: ${status === '204' ? 'a body for no content' : 'no body schema'}`);
        }
      }
    }
    expect(failures).toEqual([]);
    // Neither the web app's routes nor the docs' own are part of the API.
    const documentedPaths = Object.keys(document.paths);
    expect(documentedPaths.filter((documentedPath) => !documentedPath.startsWith('/api/') || documentedPath.startsWith(DOCS_PATH))).toEqual(
      [],
    );
    expect(documentedPaths.length).toBe(new Set(routes.map((route) => route.url)).size);
  });

  it('describes an answer with its fields: a case as its mediator reads it', async () => {
    const document = (await (await fetch(new URL(`${DOCS_PATH}/json`, server.url))).json()) as OpenApiDocument;
    const created = document.paths['/api/session/case/']!.post!.responses['201']!.content!['application/json']!.schema as {
      properties: Record<string, unknown>;
      required: string[];
    };
    expect(Object.keys(created.properties)).toEqual(expect.arrayContaining(['id', 'link', 'title', 'mediator', 'is_started', 'close_at']));
    expect(created.required).toContain('link');
    const refused = document.paths['/api/session/case/']!.post!.responses['403']!;
    expect(refused.description).toBe('The caller may not do this');
  });

  it('serves a readable page whose every file comes from this origin under the content security policy', async () => {
    for (const pagePath of [DOCS_PATH, `${DOCS_PATH}/`]) {
      const page = await fetch(new URL(pagePath, server.url));
      expect(page.status, pagePath).toBe(200);
      expect(page.headers.get('content-type')).toMatch(/^text\/html/);
      const policy = page.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self';");
      expect(policy).toContain("style-src 'self' 'unsafe-inline';");
      const html = await page.text();
      const files = [...html.matchAll(/(?:src|href)="([^"]+)"/g)].map((match) => match[1]!);
      expect(files.filter((file) => file.endsWith('.js'))).toHaveLength(3);
      for (const file of files) {
        const url = new URL(file, new URL(pagePath, server.url));
        expect(url.origin, file).toBe(new URL(server.url).origin);
        const asset = await fetch(url);
        expect(asset.status, url.pathname).toBe(200);
        expect((await asset.arrayBuffer()).byteLength, url.pathname).toBeGreaterThan(0);
        if (file.endsWith('.js')) expect(asset.headers.get('content-type'), url.pathname).toMatch(/javascript/);
        if (file.endsWith('.css')) expect(asset.headers.get('content-type'), url.pathname).toMatch(/^text\/css/);
      }
    }
  });
});

import { existsSync } from 'node:fs';
import path from 'node:path';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import fastifyStatic from '@fastify/static';
import { API_BASE } from '@mediation/protocol';
import { errorBody } from './errors';

/** Hashed build files never change: a year in every cache. */
export const ASSET_CACHE_CONTROL = 'public, max-age=31536000, immutable';
/** The page names the current hashed files, so it is never kept. */
export const PAGE_CACHE_CONTROL = 'no-store';

/** Paths the client app never answers: the API and the real-time channel. */
const SERVER_PATHS = [`${API_BASE}/`, '/socket.io/'];

/** True for a path that names a file (has an extension), which the client routes never do. */
function looksLikeFile(urlPath: string): boolean {
  return /\.[A-Za-z0-9]+$/.test(urlPath);
}

export interface WebOptions {
  /** Folder of the built web app (with index.html). */
  root: string;
}

/** Where the built app is: WEB_DIST when set (empty turns serving off), relative to the working folder. */
export function resolveWebRoot(webDist: string | undefined): string | undefined {
  if (!webDist) return undefined;
  const root = path.resolve(webDist);
  return existsSync(path.join(root, 'index.html')) ? root : undefined;
}

/**
 * Serves the built web app on the API's port: hashed assets cached for a year, the page never
 * cached, and every client route (any other GET outside /api and /socket.io) answered with the page.
 * The security headers and the content security policy (helmet, in app.ts) cover these answers too.
 */
export default fp<WebOptions>(
  async (app, { root }) => {
    const sendPage = (_request: FastifyRequest, reply: FastifyReply) =>
      reply
        .header('cache-control', PAGE_CACHE_CONTROL)
        .type('text/html; charset=utf-8')
        .sendFile('index.html', root, { cacheControl: false });

    await app.register(fastifyStatic, {
      root,
      // Only the files that exist get routes; every other path falls to the client routes below.
      wildcard: false,
      index: false,
      // The page itself always goes through sendPage, with its headers.
      // Source maps are never served (they would publish the source).
      globIgnore: ['index.html', '**/*.map', '**/*.gz', '**/*.br'],
      // The build writes .br and .gz beside each file (vite.config.ts): sent as they are to a browser that takes them.
      preCompressed: true,
      cacheControl: false,
      setHeaders(reply, filePath) {
        const isAsset = filePath.startsWith(path.join(root, 'assets') + path.sep);
        reply.header('cache-control', isAsset ? ASSET_CACHE_CONTROL : PAGE_CACHE_CONTROL);
      },
    });

    app.get('/', sendPage);
    app.get('/index.html', sendPage);
    app.get('/*', async (request, reply) => {
      const urlPath = request.url.split('?')[0] ?? '/';
      if (SERVER_PATHS.some((prefix) => urlPath.startsWith(prefix) || `${urlPath}/` === prefix) || looksLikeFile(urlPath)) {
        return reply.status(404).send(errorBody('no_route', { method: 'GET', path: urlPath }));
      }
      return sendPage(request, reply);
    });
  },
  { name: 'web' },
);

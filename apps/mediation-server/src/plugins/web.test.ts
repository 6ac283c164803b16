import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ADMIN, createStorage, startServer } from '../testing/harness';
import type { Storage, TestServer } from '../testing/harness';

const PAGE =
  '<!doctype html><html><head><title>Mediation</title><script type="module" src="/assets/index-abc123.js"></script></head><body><div id="root"></div></body></html>';
const SCRIPT = `console.log(${JSON.stringify('x'.repeat(4000))});`;
/** A script the build wrote with its .gz and .br beside it (the web app's vite.config.ts does so). */
const PRECOMPRESSED = `console.log(${JSON.stringify('y'.repeat(4000))});`;

describe('serving the built web app', () => {
  const webDist = mkdtempSync(path.join(tmpdir(), 'mediation-web-dist-'));
  let storage: Storage;
  let server: TestServer;

  beforeAll(async () => {
    mkdirSync(path.join(webDist, 'assets'));
    writeFileSync(path.join(webDist, 'index.html'), PAGE);
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js'), SCRIPT);
    writeFileSync(path.join(webDist, 'assets', 'chunk-def456.js'), PRECOMPRESSED);
    writeFileSync(path.join(webDist, 'assets', 'chunk-def456.js.gz'), gzipSync(PRECOMPRESSED, { level: 9 }));
    writeFileSync(path.join(webDist, 'assets', 'chunk-def456.js.br'), brotliCompressSync(PRECOMPRESSED));
    writeFileSync(path.join(webDist, 'robots.txt'), 'User-agent: *\n');
    writeFileSync(path.join(webDist, 'assets', 'index-abc123.js.map'), '{"version":3,"sources":["secret.ts"]}');
    storage = await createStorage('pglite');
    server = await startServer(storage, { WEB_DIST: webDist });
  });

  afterAll(async () => {
    await server?.close();
    await storage?.drop();
    rmSync(webDist, { recursive: true, force: true });
  });

  const get = (urlPath: string, headers: Record<string, string> = {}) => fetch(new URL(urlPath, server.url), { headers });

  it('never serves a source map, and sends no HSTS over plain HTTP', async () => {
    const response = await get('/assets/index-abc123.js.map');
    expect(response.status).toBe(404);
    expect(await response.text()).not.toContain('secret.ts');
    expect((await get('/')).headers.get('strict-transport-security')).toBeNull();
  });

  it('answers every client route with the page, never cached, with the content security policy', async () => {
    for (const route of ['/', '/login', '/Mediator/case/AbC123xyz', '/client-login?case_code=AbC123', '/index.html']) {
      const response = await get(route);
      expect(response.status, route).toBe(200);
      expect(response.headers.get('content-type')).toMatch(/^text\/html/);
      expect(response.headers.get('cache-control')).toBe('no-store');
      expect(await response.text()).toBe(PAGE);
      // The app's own scripts and styled-components' style elements, its API and socket, no framing.
      const policy = response.headers.get('content-security-policy') ?? '';
      expect(policy).toContain("script-src 'self'");
      expect(policy).toContain("style-src 'self' 'unsafe-inline'");
      expect(policy).toContain("connect-src 'self';");
      expect(policy).toContain("frame-ancestors 'none'");
      expect(response.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });

  it('serves hashed assets cached for a year, compressed when the browser accepts it', async () => {
    const response = await get('/assets/index-abc123.js', { 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(response.headers.get('content-encoding')).toBe('gzip');
    // fetch decodes the body: it is the file itself.
    expect(await response.text()).toBe(SCRIPT);
    expect((await get('/robots.txt')).headers.get('cache-control')).toBe('no-store');
  });

  it("sends the build's own .br or .gz of a file, as the browser accepts, and never those files by their own names", async () => {
    const raw = (response: Response) => response.arrayBuffer().then((body) => body.byteLength);
    const gzip = await get('/assets/chunk-def456.js', { 'accept-encoding': 'gzip' });
    expect(gzip.headers.get('content-encoding')).toBe('gzip');
    expect(gzip.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await gzip.text()).toBe(PRECOMPRESSED);
    const brotli = await get('/assets/chunk-def456.js', { 'accept-encoding': 'br, gzip' });
    expect(brotli.headers.get('content-encoding')).toBe('br');
    expect(await brotli.text()).toBe(PRECOMPRESSED);
    // The stored file, not one compressed again on the fly: its length is the .gz's.
    const stored = await fetch(new URL('/assets/chunk-def456.js', server.url), {
      headers: { 'accept-encoding': 'gzip' },
      decompress: false,
    } as RequestInit);
    expect(stored.headers.get('content-length') ?? String(await raw(stored))).toBe(String(gzipSync(PRECOMPRESSED, { level: 9 }).length));
    expect((await get('/assets/chunk-def456.js.gz')).status).toBe(404);
  });

  it('compresses API answers too', async () => {
    const signIn = await fetch(new URL('/api/core/auth/token/', server.url), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ email: ADMIN.email, password: ADMIN.password }),
    });
    const { access } = (await signIn.json()) as { access: string };
    const response = await get('/api/admin/statistics/', { authorization: `JWT ${access}`, 'accept-encoding': 'gzip' });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-encoding')).toBe('gzip');
    expect(await response.json()).toHaveProperty('messages_per_day');
  });

  it('never answers /api or /socket.io paths, or missing files, with the page', async () => {
    for (const route of ['/api/no/such/route/', '/api', '/assets/missing-file.js', '/favicon.ico']) {
      const response = await get(route);
      expect(response.status, route).toBe(404);
      expect(response.headers.get('content-type')).toMatch(/^application\/json/);
      expect(await response.json()).toHaveProperty('detail');
    }
    const socket = await get('/socket.io/?EIO=4&transport=polling');
    expect(socket.headers.get('content-type') ?? '').not.toMatch(/text\/html/);
  });
});

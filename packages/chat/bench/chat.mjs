/**
 * `pnpm bench:chat`: builds bench/page.tsx for production with Vite, serves it on loopback, loads it in
 * Debian's Chromium (CHROMIUM_PATH, default /usr/bin/chromium) and prints one JSON document:
 * mount_ms of MessageList with 10,000 messages and of a bare @tanstack/react-virtual list of the same rows
 * (mount_ratio = ours / bare, target at most 1.5), and of the bare list drawing our Message component per row
 * (mount_ratio_message_rows: what the list itself adds), prepend_shift_px when 500 older messages are prepended
 * while reading the middle (target at most 1), the p95 frame time while scrolling from bottom to top, and the
 * renders of the room's message list per typing notice (list_renders_per_typing_event, target 0).
 * `--smoke` runs 300 messages and three rounds: the package's tests run it so the bench cannot rot, and hold
 * the typing figure at 0.
 */
import { createServer } from 'node:http';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright';
import { build } from 'vite';

const here = path.dirname(fileURLToPath(import.meta.url));
const outDir = await mkdtemp(path.join(tmpdir(), 'chat-bench-'));

await build({
  root: here,
  logLevel: 'silent',
  mode: 'production',
  esbuild: { jsx: 'automatic' },
  build: { outDir, emptyOutDir: true, minify: true },
});

const types = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' };
const server = createServer(async (request, response) => {
  const { pathname } = new URL(request.url ?? '/', 'http://bench.local');
  const file = path.join(outDir, path.normalize(pathname === '/' ? '/index.html' : pathname));
  if (!file.startsWith(outDir)) return void response.writeHead(404).end();
  try {
    const body = await readFile(file);
    response.writeHead(200, { 'content-type': types[path.extname(file)] ?? 'application/octet-stream' }).end(body);
  } catch {
    response.writeHead(404).end();
  }
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
});
try {
  const page = await browser.newPage({ viewport: { width: 1000, height: 900 } });
  page.on('pageerror', (error) => console.error(error));
  page.on('console', (message) => console.error(message.text()));
  await page.goto(`http://127.0.0.1:${port}/${process.argv.includes('--smoke') ? '?smoke=1' : ''}`);
  const result = await page.evaluate(() => window.benchResult);
  const chromiumVersion = browser.version();
  console.log(JSON.stringify({ browser: `Chromium ${chromiumVersion}`, ...result }, null, 2));
} finally {
  await browser.close();
  server.close();
  await rm(outDir, { recursive: true, force: true });
}

/**
 * `pnpm bench:web`: the web app's budgets, printed as one JSON document (never part of the tests).
 *
 * - login: the JavaScript a browser downloads (compressed, as sent: Brotli, which the server keeps
 *   beside each file and Chromium takes) before /login is interactive; `gzipKb` beside it is the same
 *   files as the server sends them to a browser without Brotli (the stored .gz): budget 155 KB gzipped
 *   (Brotli is smaller).
 * - lighthouse: Lighthouse's performance and accessibility scores (mobile defaults, simulated
 *   throttling) on /login, on the mediator dashboard of a signed-in mediator and on that mediator's
 *   room (/Mediator/chat); budgets 90 and 100. Each page is measured LIGHTHOUSE_RUNS times (3; once in
 *   a smoke run) and the median run reported, with every run's scores beside it.
 * - packages: what importing one constant from the built @mediation/protocol, and ThemeProvider +
 *   Button from the built @mediation/ui, adds to an otherwise empty page (Rollup, minified, gzip).
 *
 * - room: the JavaScript of /Mediator/chat (budget 180 KB gzipped) and
 *   what a Hebrew visit loads more (its catalogs, budget 25 KB gzipped), browser-to-browser message latency (p50/p99 over 200
 *   messages) beside a bare socket.io relay measured the same way, and the room's first render with
 *   10,000 messages of history (bench/room.ts).
 *
 * Runs the built product (`vite build` and the server's build) on a fresh data folder, in Chromium
 * (CHROME_PATH or CHROMIUM_PATH, default /usr/bin/chromium). Exits 1 when a budget is missed.
 *
 * `--smoke`: 10 messages of latency, 100 of history and one Lighthouse run a page; the web app's tests
 * run it (through `pnpm bench:smoke`) so that the bench cannot rot, and enforce there the budgets that
 * do not depend on timing: the bytes of /login and of the room (check-bench-report.mjs `field<=limit`).
 */
import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import lighthouse from 'lighthouse';
import { chromium } from '@playwright/test';
import { build } from 'vite';
import type { Rollup } from 'vite';
import { distinctScripts, gzipKbOf, roomBudgets } from './room';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../../..');
/** A port nobody listens on now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port'))));
    });
  });
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()));
const debuggingPort = Number(process.env.BENCH_DEBUGGING_PORT ?? (await freePort()));
const base = `http://127.0.0.1:${port}`;
const executablePath = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const chromeArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const BUDGET = { loginJsKb: 155, roomJsKb: 180, hebrewExtraKb: 25, performance: 90, accessibility: 100 };
const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1' };

const SMOKE = process.argv.includes('--smoke');
const LIGHTHOUSE_RUNS = SMOKE ? 1 : Number(process.env.LIGHTHOUSE_RUNS ?? 3);

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

async function startProduct() {
  const child = spawn(process.execPath, [path.join(here, '../e2e/server.mjs')], {
    // The room's history is seeded through the socket, far faster than a person may send.
    env: { ...process.env, E2E_PORT: String(port), SOCKET_EVENTS_PER_10S: '1000000' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let attempt = 0; attempt < 240; attempt += 1) {
    try {
      if ((await fetch(`${base}/login`)).ok) return child;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  child.kill('SIGTERM');
  throw new Error('the product did not start');
}

async function api<T>(method: string, apiPath: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${base}/api${apiPath}`, {
    method,
    headers: { ...(body ? { 'content-type': 'application/json' } : {}), ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** A mediator with a few cases, so the dashboard has something to show. */
async function seedMediator() {
  const { access: adminToken } = await api<{ access: string }>('POST', '/core/auth/token/', ADMIN);
  const mediator = { email: `bench.${Date.now()}@bench.test`, password: 'bench-password-1' };
  const created = await api<{ user: { id: number } }>(
    'POST',
    '/users/mediator/',
    { user: { ...mediator, first_name: 'Bench', last_name: 'Mediator' }, phone: '+972501234567' },
    adminToken,
  );
  const { access } = await api<{ access: string }>('POST', '/core/auth/token/', mediator);
  let caseId = '';
  for (const title of ['Garden fence', 'Shop partners', 'School trip']) {
    const room = await api<{ id: string; link: string }>(
      'POST',
      '/session/case/',
      { title, category: 'neighbors', problem_brief: `About ${title.toLowerCase()}.`, mediator: created.user.id },
      access,
    );
    caseId ||= room.id;
    // The first case is started: its room is the third page Lighthouse measures.
    if (caseId === room.id) await api('POST', '/session/set_case_full_id/', { case_id: room.id, link_id: room.link }, access);
  }
  return { ...mediator, caseId };
}

/** Compressed bytes of every script the page fetched until /login could be used. */
async function loginJavaScript() {
  const browser = await chromium.launch({ executablePath, args: chromeArgs });
  try {
    const page = await browser.newPage();
    const scripts: { url: string; bytes: number }[] = [];
    const pending: Promise<void>[] = [];
    page.on('requestfinished', (request) => {
      if (request.resourceType() !== 'script') return;
      pending.push(
        request.sizes().then((sizes) => void scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
      );
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.getByRole('textbox', { name: 'Email' }).waitFor();
    await page.getByRole('button', { name: 'Submit' }).waitFor();
    await Promise.all(pending);
    const files = distinctScripts(scripts);
    const total = files.reduce((sum, script) => sum + script.bytes, 0);
    return {
      note: 'KB as sent (kb: Brotli, which Chromium takes; gzipKb: the same files as sent gzipped, to a browser without Brotli), each script once',
      kb: kb(total),
      gzipKb: await gzipKbOf(
        base,
        files.map((script) => script.url),
      ),
      files: files.map((script) => ({ file: script.url, kb: kb(script.bytes) })),
    };
  } finally {
    await browser.close();
  }
}

interface PageScore {
  performance: number;
  accessibility: number;
  firstContentfulPaintMs: number;
  largestContentfulPaintMs: number;
  totalBlockingTimeMs: number;
  finalUrl: string | undefined;
}

/** The median run of a page (by performance, then by largest contentful paint), with every run's two scores. */
function medianRun(runs: PageScore[]) {
  const sorted = [...runs].sort(
    (left, right) => left.performance - right.performance || right.largestContentfulPaintMs - left.largestContentfulPaintMs,
  );
  const median = sorted[Math.floor((sorted.length - 1) / 2)]!;
  return { ...median, runs: runs.map(({ performance, accessibility }) => ({ performance, accessibility })) };
}

async function lighthouseScores(mediator: { email: string; password: string; caseId: string }) {
  const profile = mkdtempSync(path.join(tmpdir(), 'mediation-bench-profile-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath,
    args: [...chromeArgs, `--remote-debugging-port=${debuggingPort}`],
  });
  try {
    const flags = {
      port: debuggingPort,
      output: 'json' as const,
      logLevel: 'error' as const,
      onlyCategories: ['performance', 'accessibility'],
    };
    const once = async (url: string, keepStorage: boolean): Promise<PageScore> => {
      const result = await lighthouse(url, { ...flags, disableStorageReset: keepStorage });
      const categories = result?.lhr.categories;
      const audits = result?.lhr.audits;
      return {
        performance: Math.round((categories?.performance?.score ?? 0) * 100),
        accessibility: Math.round((categories?.accessibility?.score ?? 0) * 100),
        firstContentfulPaintMs: Math.round(audits?.['first-contentful-paint']?.numericValue ?? 0),
        largestContentfulPaintMs: Math.round(audits?.['largest-contentful-paint']?.numericValue ?? 0),
        totalBlockingTimeMs: Math.round(audits?.['total-blocking-time']?.numericValue ?? 0),
        finalUrl: result?.lhr.finalDisplayedUrl,
      };
    };
    const score = async (url: string, keepStorage: boolean) => {
      const runs: PageScore[] = [];
      for (let run = 0; run < LIGHTHOUSE_RUNS; run += 1) runs.push(await once(url, keepStorage));
      return medianRun(runs);
    };
    const login = await score(`${base}/login`, false);
    // Sign in once in this profile: the dashboard then restores the session through the refresh cookie.
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${base}/login`);
    await page.getByRole('textbox', { name: 'Email' }).fill(mediator.email);
    await page.getByLabel('Password', { exact: false }).fill(mediator.password);
    await page.getByRole('button', { name: 'Submit' }).click();
    await page.waitForURL('**/Mediator/dashboard');
    // The room opens the case named in the browser's storage, as a click on the case in the dashboard does.
    await page.evaluate((id) => localStorage.setItem('case_id', id), mediator.caseId);
    await page.goto('about:blank');
    const mediatorDashboard = await score(`${base}/Mediator/dashboard`, true);
    const room = await score(`${base}/Mediator/chat`, true);
    return { login, mediatorDashboard, room };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** Gzip size of an empty page that imports `code` (peers left out), bundled by Rollup as an app would. */
async function bundledKb(code: string): Promise<number> {
  const folder = mkdtempSync(path.join(tmpdir(), 'mediation-bench-entry-'));
  const entry = path.join(folder, 'entry.js');
  writeFileSync(entry, code);
  try {
    const output = (await build({
      configFile: false,
      logLevel: 'silent',
      root: folder,
      build: {
        write: false,
        minify: true,
        target: 'es2022',
        rollupOptions: { input: entry, external: ['react', 'react-dom', 'react/jsx-runtime', 'styled-components'] },
      },
    })) as Rollup.RollupOutput;
    const chunks = output.output.filter((item): item is Rollup.OutputChunk => item.type === 'chunk');
    return kb(chunks.reduce((sum, chunk) => sum + gzipSync(chunk.code).length, 0));
  } finally {
    rmSync(folder, { recursive: true, force: true });
  }
}

async function packageCosts() {
  const protocol = path.join(root, 'packages/protocol/dist/index.js');
  const ui = path.join(root, 'packages/ui/dist/index.js');
  return {
    protocolOneConstantKb: await bundledKb(`import { LIMITS } from ${JSON.stringify(protocol)};\nconsole.log(LIMITS);\n`),
    protocolLoginSchemaKb: await bundledKb(`import { loginSchema } from ${JSON.stringify(protocol)};\nconsole.log(loginSchema);\n`),
    uiThemeProviderAndButtonKb: await bundledKb(
      `import { ThemeProvider, Button } from ${JSON.stringify(ui)};\nconsole.log(ThemeProvider, Button);\n`,
    ),
  };
}

async function main() {
  const product = await startProduct();
  try {
    const mediator = await seedMediator();
    const login = await loginJavaScript();
    const scores = await lighthouseScores(mediator);
    const packages = await packageCosts();
    const room = await roomBudgets(
      { base, executablePath, chromeArgs, api, admin: ADMIN },
      SMOKE ? { messages: 10, history: 100 } : undefined,
    );
    const report = {
      smoke: SMOKE,
      budgets: BUDGET,
      loginJavaScript: { ...login, withinBudget: login.gzipKb <= BUDGET.loginJsKb },
      lighthouse: {
        settings: `Lighthouse 12, mobile form factor, simulated throttling, Chromium at ${executablePath}; median of ${LIGHTHOUSE_RUNS} run(s) a page`,
        ...scores,
        withinBudget: [scores.login, scores.mediatorDashboard, scores.room].every(
          (entry) => entry.performance >= BUDGET.performance && entry.accessibility >= BUDGET.accessibility,
        ),
      },
      room: {
        ...room,
        roomRouteJavaScript: {
          ...room.roomRouteJavaScript,
          withinBudget:
            room.roomRouteJavaScript.gzipKb <= BUDGET.roomJsKb && room.roomRouteJavaScript.hebrewExtraGzipKb <= BUDGET.hebrewExtraKb,
        },
      },
      packages: { note: 'gzip KB an empty page grows by, bundled by Rollup from the built packages, peers excluded', ...packages },
    };
    console.log(JSON.stringify(report, null, 2));
    // A smoke run's timings come from a tiny, shared machine: its byte budgets are checked by the tests instead.
    if (
      !SMOKE &&
      (!report.loginJavaScript.withinBudget || !report.room.roomRouteJavaScript.withinBudget || !report.lighthouse.withinBudget)
    )
      process.exitCode = 1;
  } finally {
    product.kill('SIGTERM');
  }
}

await main();

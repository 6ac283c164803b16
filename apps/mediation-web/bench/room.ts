/**
 * The case room's budgets for `pnpm bench:web` (see web.ts): the JavaScript loaded for /Mediator/chat,
 * browser-to-browser message latency through the product against a bare socket.io relay measured the
 * same way in the same run, and the room's first render over 10,000 messages of history.
 */
import { createServer, get } from 'node:http';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gunzipSync } from 'node:zlib';
import { chromium, type Browser, type Page } from '@playwright/test';
import { io as connect } from 'socket.io-client';

const here = path.dirname(fileURLToPath(import.meta.url));
// socket.io (the server side) is the mediation server's dependency; the bare relay borrows it.
const requireFromServer = createRequire(path.resolve(here, '../../mediation-server/package.json'));

export interface RoomBenchContext {
  base: string;
  executablePath: string;
  chromeArgs: string[];
  api: <T>(method: string, apiPath: string, body?: unknown, token?: string) => Promise<T>;
  admin: { email: string; password: string };
}

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Each script once: with the cache off, a file both preloaded (modulepreload) and imported may be fetched
 * twice, depending on timing; the budget counts the code a visit needs, the same on every run.
 */
export function distinctScripts<T extends { url: string; bytes: number }>(scripts: T[]): T[] {
  return [...new Map(scripts.map((script) => [script.url, script])).values()];
}

/**
 * The same scripts as sent to a browser that takes gzip and not Brotli: the stored .gz the server sends
 * (Chromium takes Brotli, on localhost too). A file sent without compression counts whole. Each body must
 * decode to the file itself, so a broken .gz fails the bench rather than being counted.
 */
export async function gzipKbOf(base: string, paths: string[]): Promise<number> {
  let total = 0;
  for (const file of paths) {
    const [gzip, identity] = await Promise.all([sentBody(`${base}${file}`, 'gzip'), sentBody(`${base}${file}`, 'identity')]);
    const decoded = gzip.encoding === 'gzip' ? gunzipSync(gzip.body) : gzip.body;
    if (!decoded.equals(identity.body)) throw new Error(`${file}: the gzip the server sends is not the file`);
    total += gzip.body.length;
  }
  return kb(total);
}

/** A response's body as it travels, before any decoding (fetch would decode a gzip body), and its encoding. */
function sentBody(url: string, acceptEncoding: string): Promise<{ body: Buffer; encoding: string | undefined }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'accept-encoding': acceptEncoding } }, (response) => {
      if (response.statusCode !== 200) reject(new Error(`${url}: ${response.statusCode}`));
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => resolve({ body: Buffer.concat(chunks), encoding: response.headers['content-encoding'] }));
      response.on('error', reject);
    }).on('error', reject);
  });
}

const round = (ms: number) => Math.round(ms * 10) / 10;

function percentile(values: number[], p: number) {
  const sorted = [...values].sort((left, right) => left - right);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? NaN;
}

const summary = (values: number[]) => ({
  messages: values.length,
  p50Ms: round(percentile(values, 50)),
  p99Ms: round(percentile(values, 99)),
  maxMs: round(Math.max(...values)),
});

async function seedCase(context: RoomBenchContext, title: string) {
  const { api } = context;
  const { access: adminToken } = await api<{ access: string }>('POST', '/core/auth/token/', context.admin);
  const mediator = { email: `room.${Date.now()}.${Math.random().toString(36).slice(2, 6)}@bench.test`, password: 'bench-password-1' };
  const created = await api<{ user: { id: number } }>(
    'POST',
    '/users/mediator/',
    { user: { ...mediator, first_name: 'Room', last_name: 'Bench' }, phone: '+972501234567' },
    adminToken,
  );
  const { access } = await api<{ access: string }>('POST', '/core/auth/token/', mediator);
  const room = await api<{ id: string; link: string }>(
    'POST',
    '/session/case/',
    { title, category: 'neighbors', problem_brief: 'Bench.', mediator: created.user.id },
    access,
  );
  await api('POST', '/session/set_case_full_id/', { case_id: room.id, link_id: room.link }, access);
  return { mediator, token: access, adminToken, caseId: room.id, mediatorId: created.user.id };
}

/** Signs the mediator in through the form and opens the case's room. */
async function openMediatorRoom(page: Page, context: RoomBenchContext, mediator: { email: string; password: string }, caseId: string) {
  await page.goto(`${context.base}/login`);
  await page.getByRole('textbox', { name: 'Email' }).fill(mediator.email);
  await page.getByLabel('Password', { exact: false }).fill(mediator.password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await page.waitForURL(/\/Mediator\/dashboard$/);
  // The dashboard's own code has arrived: none of it is still on its way when the room's visit is counted.
  await page.getByRole('heading', { name: 'Welcome Mediator.' }).waitFor();
  await page.evaluate((id) => localStorage.setItem('case_id', id), caseId);
}

/** A party let in through a personal invitation, its room open. */
async function openPartyRoom(browser: Browser, context: RoomBenchContext, seeded: Awaited<ReturnType<typeof seedCase>>) {
  const email = `party.${Date.now()}@bench.test`;
  // Without SMTP the link comes back to the mediator who made it (the outbox keeps it redacted).
  const { link } = await context.api<{ link?: string }>(
    'POST',
    '/session/send-invite-email/',
    { email, side: 'A', case_id: seeded.caseId },
    seeded.token,
  );
  if (!link) throw new Error('no invitation link in the answer');
  const page = await (await browser.newContext()).newPage();
  // Opening the invitation only reads it; a new invitee names themself, and the press joins.
  await page.goto(link);
  const join = page.getByRole('button', { name: /^Join as .* on side A$/ });
  await join.waitFor();
  await page.getByRole('textbox', { name: 'First name' }).fill('Bench');
  await page.getByRole('textbox', { name: 'Last name' }).fill('Party');
  await join.click();
  await page.waitForURL(/\/User\/dashboard$/);
  await page.getByRole('textbox', { name: /message to /i }).waitFor();
  return page;
}

/**
 * Compressed bytes of every script loaded from a reload of /Mediator/chat (no HTTP cache) until its composer
 * is there, in a browser that chose `language`.
 */
async function roomJavaScript(
  browser: Browser,
  context: RoomBenchContext,
  seeded: Awaited<ReturnType<typeof seedCase>>,
  language: 'en' | 'he' = 'en',
) {
  const page = await (await browser.newContext()).newPage();
  await openMediatorRoom(page, context, seeded.mediator, seeded.caseId);
  await page.evaluate((chosen) => localStorage.setItem('language', chosen), language);
  // The reload fetches every script again, as a first visit does: hashed files in the HTTP cache would
  // otherwise report no size, and which ones are cached varies from run to run.
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.setCacheDisabled', { cacheDisabled: true });
  const scripts: { url: string; bytes: number }[] = [];
  const pending: Promise<void>[] = [];
  page.on('requestfinished', (request) => {
    if (request.resourceType() !== 'script') return;
    pending.push(
      request.sizes().then((sizes) => void scripts.push({ url: new URL(request.url()).pathname, bytes: sizes.responseBodySize })),
    );
  });
  await page.goto(`${context.base}/Mediator/chat`, { waitUntil: 'networkidle' });
  await page.getByRole('textbox', { name: /^(message to |הודעה ל)/i }).waitFor();
  await Promise.all(pending);
  await page.context().close();
  const files = distinctScripts(scripts);
  const total = files.reduce((sum, script) => sum + script.bytes, 0);
  return {
    kb: kb(total),
    gzipKb: await gzipKbOf(
      context.base,
      files.map((script) => script.url),
    ),
    files: files.map((script) => ({ file: script.url, kb: kb(script.bytes) })),
  };
}

/** Watches a page for texts `${prefix}<n>` appearing (DOM for the room, the socket for the relay). */
const watchDom = (prefix: string) => {
  const seen: Record<string, number> = {};
  (window as unknown as { __seen: Record<string, number> }).__seen = seen;
  const pattern = new RegExp(`${prefix}(\\d+)`, 'g');
  new MutationObserver((records) => {
    const at = performance.timeOrigin + performance.now();
    for (const record of records) {
      for (const node of record.addedNodes) {
        for (const match of (node.textContent ?? '').matchAll(pattern)) seen[match[1]!] ??= at;
      }
      if (record.type === 'characterData') for (const match of (record.target.textContent ?? '').matchAll(pattern)) seen[match[1]!] ??= at;
    }
  }).observe(document.body, { childList: true, subtree: true, characterData: true });
};

/** Types into the room's composer and presses Enter inside the page; returns when it was pressed. */
const sendThroughComposer = (text: string) => {
  const box = document.querySelector<HTMLTextAreaElement>('textarea[aria-label*="essage to "]');
  if (!box) throw new Error('no composer');
  Object.getOwnPropertyDescriptor(HTMLTextAreaElement.prototype, 'value')!.set!.call(box, text);
  box.dispatchEvent(new Event('input', { bubbles: true }));
  const at = performance.timeOrigin + performance.now();
  box.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter', code: 'Enter', bubbles: true, cancelable: true }));
  return at;
};

async function roomLatency(browser: Browser, context: RoomBenchContext, seeded: Awaited<ReturnType<typeof seedCase>>, count: number) {
  const mediator = await (await browser.newContext()).newPage();
  await openMediatorRoom(mediator, context, seeded.mediator, seeded.caseId);
  await mediator.goto(`${context.base}/Mediator/chat`);
  await mediator.getByRole('textbox', { name: /message to /i }).waitFor();
  const party = await openPartyRoom(browser, context, seeded);
  await party.evaluate(watchDom, 'latency-');
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const sentAt = await mediator.evaluate(sendThroughComposer, `latency-${index}`);
    const seenAt = await party.waitForFunction(
      (key) => (window as unknown as { __seen: Record<string, number> }).__seen[key],
      String(index),
      { polling: 'raf' },
    );
    latencies.push(((await seenAt.jsonValue()) as number) - sentAt);
  }
  await mediator.context().close();
  await party.context().close();
  return latencies;
}

/** The same measure through a bare socket.io server that only relays: the floor of the transport. */
async function relayLatency(browser: Browser, count: number) {
  interface RelaySocket {
    on: (event: string, listener: (text: string) => void) => void;
    broadcast: { emit: (event: string, text: string) => void };
  }
  const { Server } = requireFromServer('socket.io') as {
    Server: new (
      http: ReturnType<typeof createServer>,
      options: object,
    ) => { on: (event: 'connection', listener: (socket: RelaySocket) => void) => void; close: () => void };
  };
  const http = createServer();
  const server = new Server(http, { serveClient: true, cors: { origin: '*' } });
  server.on('connection', (socket) => socket.on('m', (text: string) => socket.broadcast.emit('m', text)));
  await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve));
  const port = (http.address() as { port: number }).port;
  const open = async () => {
    const page = await (await browser.newContext()).newPage();
    await page.setContent(`<script src="http://127.0.0.1:${port}/socket.io/socket.io.js"></script>`);
    await page.evaluate(
      (url) =>
        new Promise<void>((resolve) => {
          const socket = (
            window as unknown as {
              io: (
                url: string,
                options: object,
              ) => { on: (event: string, listener: (value: string) => void) => void; emit: (event: string, value: string) => void };
            }
          ).io(url, { transports: ['websocket'] });
          const seen: Record<string, number> = {};
          Object.assign(window, { __socket: socket, __seen: seen });
          socket.on('m', (text) => {
            seen[text.replace('relay-', '')] = performance.timeOrigin + performance.now();
          });
          socket.on('connect', () => resolve());
        }),
      `http://127.0.0.1:${port}`,
    );
    return page;
  };
  const sender = await open();
  const receiver = await open();
  const latencies: number[] = [];
  for (let index = 0; index < count; index += 1) {
    const sentAt = await sender.evaluate((text) => {
      const at = performance.timeOrigin + performance.now();
      (window as unknown as { __socket: { emit: (event: string, value: string) => void } }).__socket.emit('m', text);
      return at;
    }, `relay-${index}`);
    const seenAt = await receiver.waitForFunction(
      (key) => (window as unknown as { __seen: Record<string, number> }).__seen[key],
      String(index),
      { polling: 'raf' },
    );
    latencies.push(((await seenAt.jsonValue()) as number) - sentAt);
  }
  await sender.context().close();
  await receiver.context().close();
  server.close();
  http.close();
  return latencies;
}

/** 10,000 messages stored through the real-time channel, as the mediator, a few in flight at once. */
async function seedHistory(context: RoomBenchContext, seeded: Awaited<ReturnType<typeof seedCase>>, count: number) {
  const socket = connect(context.base, {
    auth: { token: seeded.token },
    query: { case_id: seeded.caseId, user_id: String(seeded.mediatorId), side: 'M' },
    transports: ['websocket'],
  });
  await new Promise<void>((resolve, reject) => {
    socket.on('connect', () => resolve());
    socket.on('connect_error', reject);
  });
  await socket.timeout(10_000).emitWithAck('startCase', { case_id: seeded.caseId, mediator_id: seeded.mediatorId });
  const inFlight = 32;
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = (next += 1);
      const groups = ['M', 'A', 'B'] as const;
      const ack = (await socket.timeout(30_000).emitWithAck('roomMsg', {
        to: seeded.caseId,
        from: seeded.mediatorId,
        fromSide: 'M',
        side: groups[index % 3],
        displayName: 'Room Bench',
        message: `History message ${index}: a line long enough to wrap now and then on a narrow screen.`,
        client_msg_id: `history-seed-${index}`,
      })) as { ok: boolean; error?: { message: string } };
      if (!ack.ok) throw new Error(`seeding failed: ${ack.error?.message}`);
    }
  };
  await Promise.all(Array.from({ length: inFlight }, worker));
  socket.disconnect();
}

/** From navigation to the room showing its latest message, with 10,000 messages in the case. */
async function firstRender(browser: Browser, context: RoomBenchContext, seeded: Awaited<ReturnType<typeof seedCase>>, count: number) {
  const page = await (await browser.newContext()).newPage();
  await openMediatorRoom(page, context, seeded.mediator, seeded.caseId);
  const runs: number[] = [];
  for (let run = 0; run < 3; run += 1) {
    const started = Date.now();
    await page.goto(`${context.base}/Mediator/chat`);
    // Seeded messages 1..count go to M, A, B in turn (index % 3 === 0 is M, the group the room opens on).
    await page
      .getByRole('log', { name: 'Messages' })
      .getByText(`History message ${count - (count % 3)}:`, { exact: false })
      .waitFor();
    runs.push(Date.now() - started);
  }
  const rendered = await page.getByRole('log', { name: 'Messages' }).getByRole('article').count();
  await page.context().close();
  return { messagesInCase: count, runsMs: runs, medianMs: [...runs].sort((left, right) => left - right)[1], articlesInDom: rendered };
}

export async function roomBudgets(context: RoomBenchContext, sizes = { messages: 200, history: 10_000 }) {
  const browser = await chromium.launch({ executablePath: context.executablePath, args: context.chromeArgs });
  try {
    const latencyCase = await seedCase(context, 'Latency case');
    const javaScript = await roomJavaScript(browser, context, latencyCase);
    // A Hebrew visit: the same code and, lazily, the Hebrew catalogs of what the room shows.
    const hebrew = await roomJavaScript(browser, context, latencyCase, 'he');
    const count = sizes.messages;
    const room = await roomLatency(browser, context, latencyCase, count);
    const relay = await relayLatency(browser, count);
    const historyCount = sizes.history;
    const historyCase = await seedCase(context, 'History case');
    const seedStarted = Date.now();
    await seedHistory(context, historyCase, historyCount);
    const seedMs = Date.now() - seedStarted;
    const render = await firstRender(browser, context, historyCase, historyCount);
    return {
      roomRouteJavaScript: {
        note: 'KB as sent (kb: Brotli, which Chromium takes; gzipKb: the same files as sent gzipped, to a browser without Brotli), every script loaded by a reload of /Mediator/chat without the HTTP cache until its composer shows, each once',
        ...javaScript,
        hebrewExtraGzipKb: Math.round((hebrew.gzipKb - javaScript.gzipKb) * 10) / 10,
        hebrewFiles: hebrew.files.filter((file) => !javaScript.files.some((english) => english.file === file.file)),
      },
      messageLatency: {
        note: 'mediator composer Enter -> the text in the party page DOM (room), or sender emit -> receiver handler (bare socket.io relay); sequential, both pages in one Chromium',
        room: summary(room),
        bareSocketIoRelay: summary(relay),
      },
      firstRenderWith10kHistory: {
        note: 'navigation to /Mediator/chat until the latest message shows (median of 3 reloads)',
        seedMs,
        ...render,
      },
    };
  } finally {
    await browser.close();
  }
}

import { randomUUID } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, request as apiRequest, test, type Browser, type Page } from '@playwright/test';
import { createDatabase, type TestDatabase } from '@mediation/test-harness/database';
import { freePort, startNginx, type Nginx } from '@mediation/test-harness/nginx';
import { runServer, type ServerProcess } from '@mediation/test-harness/processes';
import { ADMIN, askToJoin, createMediator, signIn, uniqueEmail } from './helpers';

/**
 * The mediation spread over two server processes (the build, sharing one fresh PostgreSQL database and
 * Redis) behind two nginx front doors with the deployed proxy settings (deploy/mediation-proxy.conf): door 1
 * prefers process 1 and door 2 process 2, each with the other process as its `backup`. The mediator and
 * party A come through door 1, party B through door 2. In the middle of the conversation process 2 dies
 * with SIGKILL: party B's page reconnects on its own through door 2 (now to process 1), shows what was said
 * while it was away once each, and its next message reaches the others. Nobody presses anything to recover.
 *
 * Runs only with TEST_DATABASE_URL and TEST_REDIS_URL (playwright.config.ts leaves it out otherwise).
 */
test.describe.configure({ mode: 'serial', timeout: 300_000 });

const here = path.dirname(fileURLToPath(import.meta.url));
const JWT_SECRET = 'e2e-secret-that-is-long-enough-for-hs256';

interface Backend {
  server: ServerProcess;
  metricsPort: number;
  dataDir: string;
}

let database: TestDatabase | undefined;
const backends: Backend[] = [];
const doors: Nginx[] = [];

/** Ports free now and distinct from one another (the processes and doors are given theirs up front). */
async function distinctPorts(count: number): Promise<number[]> {
  const ports = new Set<number>();
  while (ports.size < count) ports.add(await freePort());
  return [...ports];
}

/** How many sockets a process holds now (its `socket_connected` gauge on its metrics port). */
async function socketsOn(backend: Backend): Promise<number> {
  const text = await (await fetch(`http://127.0.0.1:${backend.metricsPort}/metrics`)).text();
  const match = /^socket_connected (\d+)$/m.exec(text);
  if (!match) throw new Error(`no socket_connected in the metrics:\n${text.slice(0, 500)}`);
  return Number(match[1]);
}

test.beforeAll(async () => {
  test.setTimeout(180_000);
  database = await createDatabase(process.env.TEST_DATABASE_URL!, 'mediation_e2e');
  const [port1, port2, metrics1, metrics2, door1Port, door2Port] = await distinctPorts(6);
  const processUrls = [`http://127.0.0.1:${port1}`, `http://127.0.0.1:${port2}`];
  // Door 1 sends everyone to process 1 while it lives; door 2 to process 2. Each falls back to the other.
  doors.push(await startNginx(processUrls, { port: door1Port }));
  doors.push(await startNginx([...processUrls].reverse(), { port: door2Port }));
  const shared = {
    DATABASE_URL: database.url,
    REDIS_URL: process.env.TEST_REDIS_URL!,
    REDIS_KEY_PREFIX: `mediation-e2e-${randomUUID()}`,
    JWT_SECRET,
    ADMIN_EMAIL: ADMIN.email,
    ADMIN_PASSWORD: ADMIN.password,
    WEB_DIST: path.resolve(here, '../dist'),
    // Both doors are this app's own addresses: the socket's origin check and the cookie routes take both.
    PUBLIC_ORIGIN: doors[0]!.url,
    ALLOWED_ORIGINS: doors[1]!.url,
    TRUST_PROXY: '127.0.0.1',
    RATE_LIMIT_AUTH_PER_MIN: '10000',
    RATE_LIMIT_LOOKUP_PER_MIN: '10000',
    JOIN_WAITING_PER_ADDRESS: '10000',
    SHUTDOWN_DRAIN_S: '0',
    LOG_LEVEL: 'info',
  };
  // One after the other: the first applies the migrations.
  for (const { port, metricsPort } of [
    { port: port1!, metricsPort: metrics1! },
    { port: port2!, metricsPort: metrics2! },
  ]) {
    const dataDir = mkdtempSync(path.join(tmpdir(), 'mediation-e2e-cluster-'));
    const server = runServer({ ...shared, PORT: String(port), METRICS_PORT: String(metricsPort), DATA_DIR: dataDir }, { built: true });
    backends.push({ server, metricsPort, dataDir });
    await server.ready;
  }
});

test.afterAll(async () => {
  const testInfo = test.info();
  for (const [index, backend] of backends.entries()) {
    backend.server.child.kill('SIGKILL');
    await backend.server.exited;
    writeFileSync(testInfo.outputPath(`process-${index + 1}.log`), backend.server.output());
    rmSync(backend.dataDir, { recursive: true, force: true });
  }
  for (const door of doors) await door.close();
  await database?.drop();
});

async function openAt(browser: Browser, baseURL: string) {
  const context = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  return { context, page: await context.newPage() };
}

/** Sends a message in the open group through the composer. */
async function send(page: Page, text: string) {
  const composer = page.getByRole('textbox', { name: /message to /i });
  await composer.fill(text);
  await composer.press('Enter');
}

const messages = (page: Page) => page.getByRole('log', { name: 'Messages' });
const rows = (page: Page, text: string) => messages(page).getByRole('article').filter({ hasText: text });
const group = (page: Page, name: 'M' | 'A' | 'B') =>
  page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: new RegExp(`^${name}\\b`) });

/** Each page shows the message exactly once. */
async function expectOnce(pages: Page[], text: string) {
  for (const page of pages) await expect(rows(page, text)).toHaveCount(1, { timeout: 30_000 });
}

test('party B’s process is killed mid-conversation: B reconnects through nginx by itself and nothing is lost or doubled', async ({
  browser,
}) => {
  const [door1, door2] = doors as [Nginx, Nginx];
  const [process1, process2] = backends as [Backend, Backend];

  // The mediator (made through door 1 by the admin's API) signs in, creates a case and starts it.
  const api = await apiRequest.newContext({ baseURL: door1.url });
  const account = await createMediator(api, 'Maya', 'Cohen');
  await api.dispose();
  const m = await openAt(browser, door1.url);
  const mediator = m.page;
  await signIn(mediator, account.email, account.password, /\/Mediator\/dashboard$/);
  await mediator.getByRole('button', { name: 'Create new case' }).first().click();
  await mediator.getByRole('textbox', { name: /^Case Title/ }).fill('Fence over two processes');
  await mediator.getByRole('combobox', { name: /^Category/ }).selectOption('Neighbors');
  await mediator.getByRole('textbox', { name: 'Problem brief' }).fill('Where the fence between the gardens should stand.');
  await mediator.getByRole('button', { name: 'Submit' }).click();
  await mediator.getByRole('button', { name: /^Fence over two processes/ }).click();
  await mediator.getByRole('button', { name: 'Start' }).click();
  await expect(mediator).toHaveURL(/\/Mediator\/chat$/);
  const waiting = mediator.getByRole('region', { name: 'Waiting room' });
  await expect(waiting).toContainText('0 waiting');
  await mediator.getByRole('button', { name: 'Share' }).click();
  const share = mediator.getByRole('dialog', { name: 'Share case' });
  const link = await share.getByRole('link', { name: /\/client-login\?case_code=/ }).getAttribute('href');
  const code = /case_code=(\w{6})$/.exec(link ?? '')?.[1];
  expect(code, `the case code in the share link ${link}`).toBeTruthy();
  await mediator.keyboard.press('Escape');
  await expect(share).toBeHidden();

  // Party A comes through door 1, party B through door 2; both wait and are admitted.
  const a = await openAt(browser, door1.url);
  const b = await openAt(browser, door2.url);
  await askToJoin(a.page, code!, { side: 'A', email: uniqueEmail('dana'), first: 'Dana', last: 'Levi' });
  await askToJoin(b.page, code!, { side: 'B', email: uniqueEmail('yossi'), first: 'Yossi', last: 'Mor' });
  await expect(waiting).toContainText('2 waiting', { timeout: 20_000 });
  await waiting.getByRole('button', { name: 'Admit Dana Levi' }).click();
  // The admitted row leaves the list and the next moves up: press Yossi's Admit once it has (a press
  // during the move can land on another row's button, as a person's can).
  await expect(waiting.getByRole('button', { name: 'Admit Dana Levi' })).toBeHidden();
  await waiting.getByRole('button', { name: 'Admit Yossi Mor' }).click();
  await expect(waiting).toContainText('0 waiting');
  for (const party of [a.page, b.page]) {
    await expect(party).toHaveURL(/\/User\/dashboard$/, { timeout: 20_000 });
    await expect(messages(party)).toBeVisible();
  }

  // Where each landed: process 2 holds party B's socket and nobody else's; process 1 the other two.
  await expect.poll(() => socketsOn(process2), { timeout: 20_000 }).toBe(1);
  await expect.poll(() => socketsOn(process1), { timeout: 20_000 }).toBe(2);

  // They talk in M, across the two processes.
  await send(a.page, 'Hello, Dana here (process one).');
  await expectOnce([mediator, b.page], 'Hello, Dana here (process one).');
  await send(b.page, 'Hi, Yossi here (process two).');
  await expectOnce([mediator, a.page], 'Hi, Yossi here (process two).');
  await send(mediator, 'Welcome both, let us begin.');
  await expectOnce([a.page, b.page], 'Welcome both, let us begin.');

  // From now on B's page records when it says that the connection was lost, and when it stops saying so.
  await b.page.evaluate(() => {
    const times = window as unknown as { lostAt?: number; backAt?: number };
    const observer = new MutationObserver(() => {
      const isLost = document.body.textContent?.includes('Reconnecting…') ?? false;
      if (isLost && times.lostAt === undefined) times.lostAt = Date.now();
      if (!isLost && times.lostAt !== undefined) {
        times.backAt = Date.now();
        observer.disconnect();
      }
    });
    observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  });
  const lostAndBack = () =>
    b.page.evaluate(() => {
      const { lostAt, backAt } = window as unknown as { lostAt?: number; backAt?: number };
      return { lostAt, backAt };
    });

  // Process 2, carrying party B, dies without a word. Party B is alive and connected until then.
  expect(process2.server.child.exitCode).toBeNull();
  await expect(b.page.getByText('Reconnecting…')).toHaveCount(0);
  const killedAt = Date.now();
  process2.server.child.kill('SIGKILL');
  await process2.server.exited;
  expect(process2.server.child.signalCode).toBe('SIGKILL');

  // Meanwhile the mediator and party A go on: M, then the mediator's private word to B.
  const away = ['While Yossi reconnects: the mediator speaks in M.', 'While Yossi reconnects: Dana answers in M.'];
  await send(mediator, away[0]!);
  await send(a.page, away[1]!);
  await expectOnce([mediator, a.page], away[0]!);
  const firstShownAt = Date.now();
  await expectOnce([mediator, a.page], away[1]!);
  await group(mediator, 'B').click();
  const privateWord = 'For Yossi alone, sent while he was away.';
  await send(mediator, privateWord);
  await expectOnce([mediator], privateWord);
  await group(mediator, 'M').click();

  // Party B's page, untouched, noticed the loss and came back through door 2, now to process 1.
  await expect.poll(async () => (await lostAndBack()).backAt !== undefined, { timeout: 60_000 }).toBe(true);
  await expect.poll(() => socketsOn(process1), { timeout: 60_000 }).toBe(3);
  await expect(b.page.getByText('Reconnecting…')).toHaveCount(0);
  const { lostAt, backAt } = await lostAndBack();
  const timing = `after the kill: B's page said "Reconnecting…" at ${lostAt! - killedAt} ms, the first message sent meanwhile was shown at ${firstShownAt - killedAt} ms, B was back at ${backAt! - killedAt} ms`;
  test.info().annotations.push({ type: 'reconnection', description: timing });
  console.log(timing);
  await expect(b.page.getByRole('button', { name: 'Reconnect' })).toHaveCount(0);
  // Everything said while it was away, once each, and what came before still once.
  for (const text of away) await expectOnce([b.page], text);
  for (const text of ['Hello, Dana here (process one).', 'Hi, Yossi here (process two).', 'Welcome both, let us begin.'])
    await expectOnce([b.page], text);
  await expect(group(b.page, 'B')).toHaveAccessibleName(/1 unread/, { timeout: 30_000 });
  await group(b.page, 'B').click();
  await expectOnce([b.page], privateWord);
  await group(b.page, 'M').click();

  // B speaks again: the mediator and party A see it once, and nothing else was doubled on their side.
  await send(b.page, 'Yossi is back, did I miss anything?');
  await expectOnce([mediator, a.page, b.page], 'Yossi is back, did I miss anything?');
  for (const page of [mediator, a.page]) {
    for (const text of [...away, 'Hi, Yossi here (process two).', 'Welcome both, let us begin.']) await expectOnce([page], text);
  }
  await expect(rows(a.page, privateWord)).toHaveCount(0);

  // What an operator's scrape of the surviving process shows after the story (kept with the test's output).
  const scrape = await (await fetch(`http://127.0.0.1:${backends[0]!.metricsPort}/metrics`)).text();
  writeFileSync(test.info().outputPath('process-1.metrics.txt'), scrape);
  console.log(
    scrape
      .split('\n')
      .filter((line) =>
        /^(socket_connected|socket_events_total\{event="(roomMsg|history)"|message_broadcast_seconds_(count|sum)|db_query_duration_seconds_count|http_request_duration_seconds_count\{method="(POST|GET)",route="\/api\/session\/join\/)/.test(
          line,
        ),
      )
      .join('\n'),
  );

  await a.context.close();
  await b.context.close();
  await m.context.close();
});

import { expect, test, type BrowserContext, type Page } from '@playwright/test';
import { messageLog, openRoomWithParties, type RoomWithParties } from './roomSetup';
import { startSeverableProxy } from './severableProxy';
import { startSeverableForwarder, startTurnServer, type TurnServer } from './turnServer';

/**
 * Calls in Chromium with a fake camera and microphone (the project's launch arguments): media flows peer to
 * peer, the server only carries signalling. Each page records its RTCPeerConnections and the socket's
 * frames (an init script), so the test reads `getStats` and can speak the socket's protocol as a person
 * with a modified client would.
 */

const TURN_SECRET = 'e2e-turn-secret';

interface Instrumented {
  /** Force every connection through a TURN relay. */
  relay: boolean;
  /** Send TURN over TCP through this port (a severable forwarder) instead of the server's. */
  turnPort: number | null;
}

/** Runs in the page before its scripts: records connections and socket frames; forces relay when asked. */
function instrument({ relay, turnPort }: Instrumented) {
  const scope = window as unknown as Record<string, unknown>;
  const peers: RTCPeerConnection[] = [];
  const sockets: WebSocket[] = [];
  const signals: string[] = [];
  scope.__peers = peers;
  scope.__sockets = sockets;
  scope.__signals = signals;
  const NativePeer = window.RTCPeerConnection;
  scope.RTCPeerConnection = class extends NativePeer {
    constructor(config?: RTCConfiguration) {
      let servers = config?.iceServers ?? [];
      if (turnPort !== null) {
        // The server's credentials, through the test's forwarder (TCP, which the test can sever).
        servers = servers
          .filter((server) => server.username)
          .map((server) => ({ ...server, urls: `turn:127.0.0.1:${turnPort}?transport=tcp` }));
      }
      super(relay ? { ...config, iceServers: servers, iceTransportPolicy: 'relay' } : { ...config, iceServers: servers });
      peers.push(this);
    }
  };
  const NativeSocket = window.WebSocket;
  scope.WebSocket = class extends NativeSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      if (!String(url).includes('/socket.io/')) return;
      sockets.push(this);
      this.addEventListener('message', (event: MessageEvent) => {
        if (typeof event.data === 'string' && event.data.startsWith('42["callSignal"')) signals.push(event.data);
      });
    }
  };
}

async function prepare(context: BrowserContext, options: Instrumented = { relay: false, turnPort: null }) {
  await context.addInitScript(instrument, options);
}

interface Received {
  /**
   * Per open connection: audio bytes, video bytes and frames decoded; its state is "connected", or else
   * says where it stands (connection, signalling and ICE states), so that a failure names it.
   */
  peers: { audioBytes: number; videoBytes: number; frames: number; state: string }[];
}

/** What a page receives now, per connection (`getStats`' inbound RTP). */
async function received(page: Page): Promise<Received> {
  return page.evaluate(async () => {
    const peers = (window as unknown as { __peers: RTCPeerConnection[] }).__peers.filter((pc) => pc.connectionState !== 'closed');
    const result: Received['peers'] = [];
    for (const pc of peers) {
      const state =
        pc.connectionState === 'connected' ? 'connected' : `${pc.connectionState} (${pc.signalingState}, ICE ${pc.iceConnectionState})`;
      const entry = { audioBytes: 0, videoBytes: 0, frames: 0, state };
      (await pc.getStats()).forEach((report: { type: string; kind?: string; bytesReceived?: number; framesDecoded?: number }) => {
        if (report.type !== 'inbound-rtp') return;
        if (report.kind === 'audio') entry.audioBytes += report.bytesReceived ?? 0;
        if (report.kind === 'video') {
          entry.videoBytes += report.bytesReceived ?? 0;
          entry.frames += report.framesDecoded ?? 0;
        }
      });
      result.push(entry);
    }
    return { peers: result };
  });
}

/** Audio bytes, video bytes and decoded frames rise on each of `count` connections of the page. */
async function expectMediaRising(page: Page, count: number) {
  const connected = Array.from({ length: count }, () => 'connected').join(',');
  await expect.poll(async () => (await received(page)).peers.map((peer) => peer.state).join(','), { timeout: 45_000 }).toBe(connected);
  const before = (await received(page)).peers;
  // What has not risen yet, per connection (empty once everything rose): a failure names it.
  await expect
    .poll(
      async () => {
        const now = (await received(page)).peers;
        if (now.length !== before.length) return `${now.length} connections, ${before.length} before`;
        return now
          .flatMap((peer, index) => {
            const then = before[index]!;
            const stalled = [
              peer.audioBytes > then.audioBytes ? '' : 'audio bytes',
              peer.videoBytes > then.videoBytes ? '' : 'video bytes',
              peer.frames > then.frames ? '' : 'decoded frames',
            ].filter(Boolean);
            return stalled.length > 0 ? [`connection ${index} (${peer.state}): ${stalled.join(', ')}`] : [];
          })
          .join('; ');
      },
      { timeout: 30_000 },
    )
    .toBe('');
}

const callRegion = (page: Page) => page.getByRole('region', { name: 'Call' });
const tile = (page: Page, name: string) => callRegion(page).getByRole('figure', { name });
const group = (page: Page, name: 'M' | 'A' | 'B') =>
  page.getByRole('tablist', { name: 'Groups' }).getByRole('tab', { name: new RegExp(`^${name}\\b`) });

/** The picture of a tile's video has a size (a remote frame was decoded and shown). */
const videoWidth = (page: Page, name: string) =>
  tile(page, name)
    .locator('video')
    .evaluate((video: HTMLVideoElement) => video.videoWidth);

/**
 * Measures, in the page and on its own clock, the time from the press of the dialog's "Join call" (a
 * capturing click listener) to the first frame of each named person's video presented on screen
 * (`requestVideoFrameCallback`, called when the compositor shows a new frame). Call it before `enterCall`;
 * `joinToFirstFrame` reads the result.
 */
async function watchJoinToFirstFrame(page: Page, names: string[]) {
  await page.evaluate((remoteNames) => {
    const scope = window as unknown as { __firstFrames: Promise<Record<string, number>> };
    let pressedAt: number | null = null;
    document.addEventListener(
      'click',
      (event) => {
        const button = (event.target as Element | null)?.closest('button');
        if (pressedAt === null && button?.closest('[role="dialog"]') && button.textContent?.trim() === 'Join call')
          pressedAt = performance.now();
      },
      true,
    );
    scope.__firstFrames = Promise.all(
      remoteNames.map(
        (name) =>
          new Promise<[string, number]>((resolve) => {
            const watched = new WeakSet<HTMLVideoElement>();
            const watch = () => {
              // A tile's video element can be replaced as the call renders: each one found is watched.
              const video = document.querySelector<HTMLVideoElement>(`figure[aria-label="${name}"] video`);
              if (!video || watched.has(video)) return;
              watched.add(video);
              video.requestVideoFrameCallback((_now, frame) => {
                observer.disconnect();
                resolve([name, frame.presentationTime - (pressedAt ?? Number.NaN)]);
              });
            };
            const observer = new MutationObserver(watch);
            observer.observe(document.body, { childList: true, subtree: true });
            watch();
          }),
      ),
    ).then((entries) => Object.fromEntries(entries));
  }, names);
}

/** What `watchJoinToFirstFrame` measured, in milliseconds per person, once every first frame showed. */
async function joinToFirstFrame(page: Page): Promise<Record<string, number>> {
  const measured = await page.evaluate(() =>
    Promise.race([
      (window as unknown as { __firstFrames: Promise<Record<string, number>> }).__firstFrames,
      new Promise<null>((resolve) => setTimeout(() => resolve(null), 45_000)),
    ]),
  );
  if (!measured) throw new Error('A first frame did not show within 45 s of "Join call".');
  // A press the listener missed would make every figure NaN: the measurement itself is checked, never its size.
  for (const ms of Object.values(measured)) expect(Number.isFinite(ms)).toBe(true);
  return measured;
}

/** Presses "Start call" or "Join call", then "Join call" in the dialog once its preview shows. */
async function enterCall(page: Page, button: 'Start call' | 'Join call'): Promise<void> {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Join call' });
  // Generous waits: three browsers encoding and decoding video share this machine's cores.
  await expect(dialog).toBeVisible({ timeout: 30_000 });
  await expect
    .poll(() => dialog.locator('video').evaluate((video: HTMLVideoElement) => video.videoWidth), { timeout: 30_000 })
    .toBeGreaterThan(0);
  await dialog.getByRole('button', { name: 'Join call' }).click();
  await expect(dialog).toBeHidden({ timeout: 30_000 });
  await expect(callRegion(page)).toBeVisible();
}

/** The socket's query (case and user id) and a raw emit with an acknowledgement, as a modified client would send. */
async function rawEmit(page: Page, event: string, payload: Record<string, unknown>): Promise<{ ok: boolean; [key: string]: unknown }> {
  return page.evaluate(
    ([name, body]) =>
      new Promise((resolve) => {
        const sockets = (window as unknown as { __sockets: WebSocket[] }).__sockets;
        const socket = [...sockets].reverse().find((candidate) => candidate.readyState === WebSocket.OPEN);
        if (!socket) throw new Error('no open socket');
        const id = 900_000 + Math.floor(Math.random() * 90_000);
        const onMessage = (message: MessageEvent) => {
          if (typeof message.data !== 'string' || !message.data.startsWith(`43${id}[`)) return;
          socket.removeEventListener('message', onMessage);
          resolve((JSON.parse(message.data.slice(`43${id}`.length)) as [{ ok: boolean }])[0]);
        };
        socket.addEventListener('message', onMessage);
        socket.send(`42${id}${JSON.stringify([name, body])}`);
      }),
    [event, payload] as const,
  );
}

const socketQuery = (page: Page) =>
  page.evaluate(() => {
    const socket = (window as unknown as { __sockets: WebSocket[] }).__sockets.at(-1);
    const query = new URL(socket?.url ?? 'http://x/').searchParams;
    return { caseId: query.get('case_id') ?? '', userId: Number(query.get('user_id')) };
  });

const signalsFrom = (page: Page, userId: number) =>
  page.evaluate(
    (from) =>
      (window as unknown as { __signals: string[] }).__signals.filter(
        (frame) => (JSON.parse(frame.slice(2)) as [string, { from: number }])[1].from === from,
      ).length,
    userId,
  );

async function closeAll(room: RoomWithParties) {
  for (const page of [room.mediator, room.a, room.b]) await page.context().close();
}

test('the mediator and party A hold a call in A; party B can neither join nor signal into it; the mediator moves to B', async ({
  browser,
}) => {
  test.setTimeout(240_000);
  const room = await openRoomWithParties(browser, 'Call in A', { prepare: (context) => prepare(context) });
  const { mediator, a, b } = room;
  try {
    await group(mediator, 'A').click();
    await enterCall(mediator, 'Start call');
    await expect(tile(mediator, 'Dana Demo, Mediator (you)')).toBeVisible();

    // Party A is told, and joins from its own group's conversation.
    await expect(a.getByRole('status').filter({ hasText: 'Dana Demo started a call' })).toBeVisible();
    await group(a, 'A').click();
    await watchJoinToFirstFrame(a, ['Dana Demo, Mediator']);
    await enterCall(a, 'Join call');
    const firstFrame = await joinToFirstFrame(a);
    const firstFrameMs = Math.round(firstFrame['Dana Demo, Mediator']!);
    const figure = `party A's "Join call" to the mediator's first frame on screen, call of two in A: ${firstFrameMs} ms`;
    test.info().annotations.push({ type: 'figure', description: figure });
    console.log(`FIGURE join_to_first_frame_ms ${firstFrameMs} (${figure})`);

    // Each receives the other's audio and video, and shows the other's picture.
    await expectMediaRising(a, 1);
    await expectMediaRising(mediator, 1);
    await expect.poll(() => videoWidth(mediator, 'Noa Levi, Side A')).toBeGreaterThan(0);
    await expect(tile(a, 'Noa Levi, Side A (you)')).toBeVisible();
    await a.screenshot({ path: test.info().outputPath('call-in-A-1280.png') });
    await a.setViewportSize({ width: 375, height: 812 });
    await expect(callRegion(a).getByRole('button', { name: 'Minimise call' })).toBeVisible();
    // The call sits above the conversation and leaves room for it: the messages and the composer stay in view.
    await expect(messageLog(a)).toBeInViewport();
    await expect(a.getByRole('textbox', { name: /message to /i })).toBeInViewport();
    await a.screenshot({ path: test.info().outputPath('call-in-A-375.png'), fullPage: true });
    await a.setViewportSize({ width: 1280, height: 800 });

    // Party B sees no call of A and cannot join or signal into it, even by speaking the socket's protocol.
    await expect(b.getByRole('button', { name: 'Join call' })).toHaveCount(0);
    const mediatorQuery = await socketQuery(mediator);
    const bQuery = await socketQuery(b);
    const calls = await rawEmit(mediator, 'calls', { case_id: mediatorQuery.caseId });
    const callId = (calls.calls as { group: string; call_id: string }[]).find((call) => call.group === 'A')?.call_id;
    expect(callId).toBeTruthy();
    const join = await rawEmit(b, 'callJoin', { case_id: bQuery.caseId, group: 'A' });
    expect(join.ok).toBe(false);
    const signal = await rawEmit(b, 'callSignal', {
      case_id: bQuery.caseId,
      call_id: callId,
      to: mediatorQuery.userId,
      description: { type: 'offer', sdp: 'v=0\r\n' },
    });
    expect(signal.ok === false || signal.delivered === false).toBe(true);
    expect(await signalsFrom(mediator, bQuery.userId)).toBe(0);
    expect(await b.evaluate(() => (window as unknown as { __peers: unknown[] }).__peers.length)).toBe(0);

    // The mediator moves to B's caucus: A's call goes on without the mediator, and A is told where the mediator is.
    await group(mediator, 'B').click();
    await mediator.getByRole('button', { name: 'Start call', exact: true }).click();
    await expect(callRegion(mediator).getByRole('heading', { name: 'Call with side B' })).toBeVisible();
    await expect(tile(a, 'Dana Demo, Mediator')).toHaveCount(0);
    await expect(a.getByRole('status').filter({ hasText: 'The mediator is with the other side' })).toBeVisible();
    await group(b, 'B').click();
    await enterCall(b, 'Join call');
    await expectMediaRising(b, 1);
    await expectMediaRising(mediator, 1);
    await expect.poll(() => videoWidth(b, 'Dana Demo, Mediator')).toBeGreaterThan(0);
  } finally {
    await closeAll(room);
  }
});

test('a call of three in M carries everyone’s media to everyone, and shuttle mode ends it', async ({ browser }) => {
  test.setTimeout(240_000);
  const room = await openRoomWithParties(browser, 'Call of three', { prepare: (context) => prepare(context) });
  const { mediator, a, b } = room;
  try {
    await enterCall(mediator, 'Start call');
    await enterCall(a, 'Join call');
    // The third person: the one whose connections come up while the other two are already connected.
    await watchJoinToFirstFrame(b, ['Dana Demo, Mediator', 'Noa Levi, Side A']);
    await enterCall(b, 'Join call');
    for (const page of [mediator, a, b]) await expectMediaRising(page, 2);
    for (const name of ['Noa Levi, Side A', 'Yossi Mor, Side B'])
      await expect.poll(() => videoWidth(mediator, name), { timeout: 30_000 }).toBeGreaterThan(0);
    const firstFrames = await joinToFirstFrame(b);
    const slowest = Math.round(Math.max(...Object.values(firstFrames)));
    const threeFigure = `party B's "Join call" to the first frame of both others on screen, call of three in M: ${slowest} ms (${Object.entries(
      firstFrames,
    )
      .map(([name, ms]) => `${name.split(',')[0]} ${Math.round(ms)} ms`)
      .join(', ')})`;
    test.info().annotations.push({ type: 'figure', description: threeFigure });
    console.log(`FIGURE join_to_first_frame_ms ${slowest} (${threeFigure})`);
    await mediator.screenshot({ path: test.info().outputPath('call-of-three-in-M.png') });

    // CPU of the browser that holds the three people, over 20 s of the call.
    const cdp = await browser.newBrowserCDPSession();
    type ProcessInfo = { id: number; type: string; cpuTime: number };
    const sample = async () => (await cdp.send('SystemInfo.getProcessInfo')).processInfo as ProcessInfo[];
    const first = await sample();
    const startedAt = Date.now();
    await expect.poll(() => Date.now() - startedAt, { timeout: 30_000, intervals: [1000] }).toBeGreaterThanOrEqual(20_000);
    const second = await sample();
    const seconds = (Date.now() - startedAt) / 1000;
    const used = second.map((process) => ({
      type: process.type,
      cpu: (process.cpuTime - (first.find((before) => before.id === process.id)?.cpuTime ?? 0)) / seconds,
    }));
    const total = used.reduce((sum, process) => sum + process.cpu, 0);
    const renderers = used
      .filter((process) => process.type === 'renderer')
      .map((process) => process.cpu)
      .sort((left, right) => right - left);
    const figure = `Chromium with the 3 people of the call, ${seconds.toFixed(0)} s: all processes ${(total * 100).toFixed(0)}% of one core; busiest renderers ${renderers
      .slice(0, 3)
      .map((cpu) => `${(cpu * 100).toFixed(0)}%`)
      .join(', ')}`;
    test.info().annotations.push({ type: 'figure', description: figure });
    console.log(`FIGURE cpu ${figure}`);

    await mediator.getByRole('switch', { name: 'Shuttle mode' }).click();
    for (const page of [mediator, a, b]) await expect(callRegion(page)).toHaveCount(0);
    await expect(mediator.getByRole('button', { name: 'Start call', exact: true })).toHaveCount(0);
    // The connections are closed with the call.
    for (const page of [mediator, a, b])
      await expect
        .poll(() =>
          page.evaluate(
            () => (window as unknown as { __peers: RTCPeerConnection[] }).__peers.filter((pc) => pc.connectionState !== 'closed').length,
          ),
        )
        .toBe(0);
  } finally {
    await closeAll(room);
  }
});

test.describe('through coturn', () => {
  let turn: TurnServer;
  test.beforeAll(async () => {
    const port = Number(process.env.E2E_TURN_PORT);
    const base = 40_000 + (port % 200) * 100;
    turn = await startTurnServer(port, TURN_SECRET, [base, base + 99]);
  });
  test.afterAll(async () => turn?.stop());

  test('a call forced through the TURN relay carries media, and comes back by itself after party A’s network drops for 10 s', async ({
    browser,
  }) => {
    test.setTimeout(240_000);
    // Party A reaches the server through a proxy and coturn through a forwarder, both of which the test can sever.
    const forwarder = await startSeverableForwarder(turn.port);
    const proxy = await startSeverableProxy();
    const room = await openRoomWithParties(browser, 'Relayed call', {
      contextOptions: (who) => (who === 'A' ? { proxy: { server: proxy.server } } : {}),
      prepare: (context, who) => prepare(context, { relay: true, turnPort: who === 'A' ? forwarder.port : null }),
    });
    const { mediator, a } = room;
    try {
      await group(mediator, 'A').click();
      await enterCall(mediator, 'Start call');
      await group(a, 'A').click();
      await enterCall(a, 'Join call');
      await expectMediaRising(a, 1);
      await expectMediaRising(mediator, 1);
      // Relayed: the pair in use is between relay candidates, with the server's time-limited credentials.
      // The transport's selected pair, read until the stats have one: they may lag the first frames a little.
      const selectedPair = () =>
        a.evaluate(async () => {
          const pc = (window as unknown as { __peers: RTCPeerConnection[] }).__peers.find((peer) => peer.connectionState === 'connected');
          if (!pc) return { local: '', remote: '' };
          const stats = await pc.getStats();
          let local = '';
          let remote = '';
          stats.forEach((report: { type: string; selectedCandidatePairId?: string }) => {
            if (report.type !== 'transport' || !report.selectedCandidatePairId) return;
            const pair = stats.get(report.selectedCandidatePairId) as { localCandidateId: string; remoteCandidateId: string } | undefined;
            if (!pair) return;
            local = (stats.get(pair.localCandidateId) as { candidateType: string }).candidateType;
            remote = (stats.get(pair.remoteCandidateId) as { candidateType: string }).candidateType;
          });
          return { local, remote };
        });
      await expect.poll(selectedPair, { timeout: 15_000 }).toEqual({ local: 'relay', remote: 'relay' });

      // Party A's network drops for 10 s: its socket and its TURN connection are severed, and nothing new gets through.
      await proxy.cut(a.context());
      forwarder.cut();
      await expect.poll(async () => (await received(a)).peers.some((peer) => peer.state !== 'connected'), { timeout: 30_000 }).toBe(true);
      const cutAt = Date.now();
      await expect.poll(() => Date.now() - cutAt, { timeout: 20_000, intervals: [1000] }).toBeGreaterThanOrEqual(10_000);
      forwarder.restore();
      await proxy.restore(a.context());
      // Nobody clicks: the call comes back, media flowing both ways again.
      await expectMediaRising(a, 1);
      await expectMediaRising(mediator, 1);
      await expect(tile(mediator, 'Noa Levi, Side A')).toBeVisible();
    } finally {
      await closeAll(room);
      await forwarder.close();
      await proxy.close();
    }
  });
});

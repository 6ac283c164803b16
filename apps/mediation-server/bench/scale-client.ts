/**
 * The client of bench:scale, in its own process: it makes the requests people wait for (the room's history and
 * search over its socket, the pages' REST calls) and times them. In production this client is a browser on another
 * machine. In the server's process its allocations (socket.io-client, fetch, parsing pages of 1,000 messages) would
 * share the server's heap, and the collector's pauses they cause would count against the server.
 *
 * The bench (scale.ts) sends the world it filled over IPC, then asks for an operation by name: once (while it
 * records the queries the server runs), or timed (a warm-up, then the samples), answered with each sample's
 * latency, this process's collector pauses over the samples and the samples' window on the machine's monotonic
 * clock, so that the bench can take the server's pauses over the same window. It exits when the bench does.
 */
import { performance } from 'node:perf_hooks';
import { io } from 'socket.io-client';
import type { Socket } from 'socket.io-client';
import { call, gcPausesDuring, monotonicMs } from './lib';

/** The filled world the operations read: the server, the people's tokens and the long case. */
export interface ClientWorld {
  url: string;
  mediatorId: number;
  mediatorToken: string;
  adminToken: string;
  caseId: string;
  /** The long case's last message; the catch-up starts `missed` before it. */
  lastSeq: number;
  missed: number;
}

/** What the bench sends this process. */
export type ScaleClientCommand =
  ({ type: 'setup' } & ClientWorld) | { type: 'once'; name: string } | { type: 'run'; name: string; warmup: number; samples: number };

/** What this process answers a command: an answer of the command's type (with `error` when it failed, as server.ts answers). */
export type ScaleClientReply =
  | { type: 'setup'; operations: string[] }
  | { type: 'once' }
  | { type: 'run'; latenciesMs: number[]; gcPausesMs: number[]; fromMs: number; toMs: number };

function connectAs(url: string, token: string, caseId: string): Promise<Socket> {
  const socket = io(url, { auth: { token }, query: { case_id: caseId }, transports: ['websocket'], reconnection: false, forceNew: true });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

async function ask<T>(socket: Socket, event: string, payload: object): Promise<T> {
  const ack = (await socket.timeout(60_000).emitWithAck(event, payload)) as { ok: boolean; error?: { message: string } } & T;
  if (!ack.ok) throw new Error(`${event}: ${ack.error?.message}`);
  return ack;
}

/** What people wait for, each as one call through the running server (see scale.ts's header). */
function operationsOf(socket: Socket, world: ClientWorld): Record<string, () => Promise<unknown>> {
  const { url, caseId, mediatorId, mediatorToken, adminToken } = world;
  return {
    room_first_page: () => ask(socket, 'history', { case_id: caseId }),
    catch_up_1000_missed: async () => {
      let after = Math.max(0, world.lastSeq - world.missed);
      for (let page = 0; page < 100; page += 1) {
        const ack = await ask<{ last_seq: number; has_more: boolean }>(socket, 'history', { case_id: caseId, after_seq: after });
        after = ack.last_seq;
        if (!ack.has_more) return;
      }
    },
    search_rare_word: () => ask(socket, 'searchMessages', { case_id: caseId, side: 'M', query: 'quokka' }),
    search_common_word: () => ask(socket, 'searchMessages', { case_id: caseId, side: 'M', query: 'garden' }),
    // What the dashboard reads on a visit: the first page of the open cases, and the running ones (the top bar).
    mediator_dashboard: () =>
      Promise.all(
        ['open', 'running'].map((state) =>
          call(url, 'GET', `/session/case/mediator_cases_page/?userId=${mediatorId}&state=${state}`, undefined, mediatorToken),
        ),
      ),
    case_information: () =>
      Promise.all([
        call(url, 'GET', `/session/case/${caseId}/`, undefined, mediatorToken),
        call(url, 'GET', `/session/case/${caseId}/statistics/`, undefined, mediatorToken),
        call(url, 'GET', `/session/case/${caseId}/participants/`, undefined, mediatorToken),
      ]),
    admin_statistics: () => call(url, 'GET', '/admin/statistics/', undefined, adminToken),
  };
}

let socket: Socket | undefined;
let operations: Record<string, () => Promise<unknown>> = {};

function operationNamed(name: string) {
  const work = operations[name];
  if (!work) throw new Error(`no operation ${name} (the client knows ${Object.keys(operations).join(', ') || 'none: no setup yet'})`);
  return work;
}

async function answer(command: ScaleClientCommand): Promise<ScaleClientReply> {
  switch (command.type) {
    case 'setup': {
      // A new world (the young database's, then the filled one's) gets a new socket, as a new visit would.
      socket?.close();
      socket = await connectAs(command.url, command.mediatorToken, command.caseId);
      operations = operationsOf(socket, command);
      return { type: 'setup', operations: Object.keys(operations) };
    }
    case 'once':
      await operationNamed(command.name)();
      return { type: 'once' };
    case 'run': {
      const work = operationNamed(command.name);
      for (let index = 0; index < command.warmup; index += 1) await work();
      const { result, pauses } = await gcPausesDuring(async () => {
        const latenciesMs: number[] = [];
        const fromMs = monotonicMs();
        for (let index = 0; index < command.samples; index += 1) {
          const started = performance.now();
          await work();
          latenciesMs.push(performance.now() - started);
        }
        return { latenciesMs, fromMs, toMs: monotonicMs() };
      });
      return { type: 'run', ...result, gcPausesMs: pauses.map((pause) => pause.ms) };
    }
  }
}

// A bench that stopped (or failed, or died) leaves no client behind it.
process.on('disconnect', () => {
  socket?.close();
  process.exit(0);
});

// The bench sends one command at a time and waits for its answer.
process.on('message', (command: ScaleClientCommand) => {
  answer(command).then(
    (reply) => process.send?.(reply),
    (error: unknown) =>
      process.send?.({ type: command.type, error: error instanceof Error ? (error.stack ?? error.message) : String(error) }),
  );
});

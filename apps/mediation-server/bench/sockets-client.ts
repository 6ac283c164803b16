/**
 * One client process of bench:sockets: connects the seats it is given (over IPC) as the web client does,
 * says how many connected and how long it took, holds them idle until told to close, then exits. Several
 * run at once, so that the server, not one client's event loop, sets the pace of the connections.
 */
import { performance } from 'node:perf_hooks';
import { connectSeats } from './rooms';
import type { Seat } from './rooms';

/** What the bench sends this process. */
export type ClientCommand =
  { type: 'connect'; url: string; seats: Pick<Seat, 'token' | 'query'>[]; concurrency: number } | { type: 'close' };

/** What this process answers once its seats are connected (or one failed). */
export type ClientReport = { type: 'connected'; sockets: number; ms: number } | { type: 'failed'; error: string };

let held: Awaited<ReturnType<typeof connectSeats>> = [];

// A bench that stopped (or failed) leaves no client holding sockets behind it.
process.on('disconnect', () => {
  for (const socket of held) socket.disconnect();
  process.exit(0);
});

process.on('message', (command: ClientCommand) => {
  if (command.type === 'close') {
    process.disconnect?.();
    return;
  }
  const started = performance.now();
  connectSeats(command.url, command.seats, command.concurrency).then(
    (sockets) => {
      held = sockets;
      process.send?.({ type: 'connected', sockets: sockets.length, ms: performance.now() - started } satisfies ClientReport);
    },
    (error: unknown) => process.send?.({ type: 'failed', error: String(error) } satisfies ClientReport),
  );
});

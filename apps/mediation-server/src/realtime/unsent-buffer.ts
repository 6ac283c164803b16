import type { EventEmitter } from 'node:events';

/**
 * The parts of an engine.io 6 connection the watch reads. `writeBuffer` and the WebSocket transport's
 * `socket` (a `ws` WebSocket) are not in engine.io's types, hence this view.
 */
export interface EngineConnection extends EventEmitter {
  transport: { name: string; socket?: { bufferedAmount: number; terminate: () => void } };
  close: (discard?: boolean) => unknown;
}

interface Packet {
  data?: unknown;
}

/** A broadcast hands the same string to every connection: its size is measured once, not once per reader. */
let lastData: unknown;
let lastSize = 0;

function sizeOf(data: unknown): number {
  if (data === undefined) return 0;
  if (data === lastData) return lastSize;
  const size =
    typeof data === 'string' ? Buffer.byteLength(data) : ArrayBuffer.isView(data) || data instanceof ArrayBuffer ? data.byteLength : 0;
  lastData = data;
  lastSize = size;
  return size;
}

/**
 * Calls `onOverflow` once when the bytes a connection has not yet sent pass `limitBytes`.
 *
 * What is unsent: packets in engine.io's queue (its `writeBuffer`, which grows while the transport is
 * busy: a WebSocket whose last write is still buffered, or a long-polling client that has no request
 * waiting), plus, over WebSocket, what `ws` holds in the TCP socket's buffer (`bufferedAmount`). The queue
 * is counted as packets enter it and reset when it is handed to the transport ('flush'), so each check costs
 * a size and an addition, not a walk of the queue.
 *
 * The check runs on every packet created for the connection ('packetCreate'): the buffers grow only when a
 * packet is sent to it, so no sweep is needed, and the connection is caught within one packet of the bound
 * (a sweep would let a flood run on between two sweeps).
 */
export function watchUnsentBytes(connection: EngineConnection, limitBytes: number, onOverflow: (unsentBytes: number) => void) {
  let queuedBytes = 0;
  let hasOverflowed = false;
  const onPacket = (packet: Packet) => {
    if (hasOverflowed) return;
    queuedBytes += sizeOf(packet.data);
    const unsentBytes = queuedBytes + (connection.transport.socket?.bufferedAmount ?? 0);
    if (unsentBytes <= limitBytes) return;
    hasOverflowed = true;
    onOverflow(unsentBytes);
  };
  const onFlush = () => {
    queuedBytes = 0;
  };
  connection.on('packetCreate', onPacket);
  connection.on('flush', onFlush);
}

/**
 * Closes a connection at once, dropping what it has not sent: engine.io's own close waits for the queue to
 * drain, and `ws`'s for the client's closing frame (30 s), neither of which a client that does not read sends.
 */
export function dropConnection(connection: EngineConnection) {
  connection.close(true);
  connection.transport.socket?.terminate();
}

/**
 * The WebSocket frame reader the server runs (socket.io → engine.io → ws), with the project's patch
 * (patches/ws@8.21.3.patch): it keeps one array for a connection's message fragments instead of making one per
 * message, and every message must still arrive whole and alone, never with a part of the one before.
 */
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';

interface Receiver {
  write: (chunk: Buffer) => void;
  on: (event: 'message', listener: (data: Buffer | Buffer[], isBinary: boolean) => void) => void;
}
interface Ws {
  Receiver: new (options: { isServer: boolean; binaryType?: string }) => Receiver;
  Sender: { frame: (data: Buffer, options: Record<string, unknown>) => Buffer[] };
}

// The copy of ws that engine.io, and so the server, loads.
const fromSocketIo = createRequire(createRequire(import.meta.url).resolve('socket.io'));
const { Receiver, Sender } = createRequire(fromSocketIo.resolve('engine.io'))('ws') as Ws;

const TEXT = 0x1;
const BINARY = 0x2;
const CONTINUATION = 0x0;

/** One client frame (clients mask theirs), as its bytes on the wire. */
function frame(data: string, opcode: number, fin: boolean): Buffer {
  return Buffer.concat(Sender.frame(Buffer.from(data), { fin, opcode, mask: true, readOnly: false, rsv1: false }));
}

function reader(binaryType?: string) {
  const receiver = new Receiver({ isServer: true, binaryType });
  // Kept as handed out and read only when asked: a reader that reused what it handed out would show here.
  const received: { data: Buffer | Buffer[]; isBinary: boolean }[] = [];
  receiver.on('message', (data, isBinary) => received.push({ data, isBinary }));
  const messages = () =>
    received.map(({ data, isBinary }) => ({ data: Array.isArray(data) ? Buffer.concat(data).toString() : data.toString(), isBinary }));
  const fragments = () => (receiver as unknown as { _fragments: unknown[] })._fragments;
  return { receiver, messages, fragments };
}

describe('the WebSocket frame reader', () => {
  it('reads messages whole, in one frame or several, each apart from the one before', () => {
    const { receiver, messages } = reader();
    receiver.write(frame('42["roomMsg",{"a":1}]', TEXT, true));
    receiver.write(
      Buffer.concat([frame('42["room', TEXT, false), frame('Msg",{"b"', CONTINUATION, false), frame(':2}]', CONTINUATION, true)]),
    );
    receiver.write(frame('binary one', BINARY, true));
    receiver.write(frame('binary ', BINARY, false));
    receiver.write(frame('two', CONTINUATION, true));
    receiver.write(frame('3', TEXT, true));
    expect(messages()).toEqual([
      { data: '42["roomMsg",{"a":1}]', isBinary: false },
      { data: '42["roomMsg",{"b":2}]', isBinary: false },
      { data: 'binary one', isBinary: true },
      { data: 'binary two', isBinary: true },
      { data: '3', isBinary: false },
    ]);
  });

  it("keeps one array for a connection's fragments, empty between messages", () => {
    const { receiver, messages, fragments } = reader();
    const array = fragments();
    for (let index = 0; index < 3; index += 1) {
      receiver.write(frame(`message ${index}`, TEXT, true));
      expect(fragments()).toBe(array);
      expect(fragments()).toHaveLength(0);
    }
    expect(messages().map((message) => message.data)).toEqual(['message 0', 'message 1', 'message 2']);
  });

  it('hands out a fresh array where the fragments themselves are the message', () => {
    const { receiver, messages, fragments } = reader('fragments');
    receiver.write(frame('first ', BINARY, false));
    receiver.write(frame('part', CONTINUATION, true));
    const handedOut = fragments();
    receiver.write(frame('second', BINARY, true));
    expect(fragments()).not.toBe(handedOut);
    expect(messages().map((message) => message.data)).toEqual(['first part', 'second']);
  });
});

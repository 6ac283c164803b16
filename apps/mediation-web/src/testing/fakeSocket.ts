/**
 * The socket.io client surface the room's chat client uses (on, off, timeout().emit, connect, disconnect),
 * without a network: what an emit answers is the caller's, and `fire` plays an event from the server.
 * Shared by the web tests' fake room (testing/fakeRoom.ts) and the App stories' room (stories/storyRoom.ts).
 */
export type Handler = (payload: unknown) => void;
export type Payload = Record<string, unknown>;

export interface FakeSocketOptions {
  /** Answers one emit; `reply` sends the acknowledgement (at once or later). */
  onEmit: (event: string, payload: Payload, reply: (ack: object) => void) => void;
  /** Called when the client disconnects. */
  onDisconnect?: () => void;
}

export function fakeSocket({ onEmit, onDisconnect }: FakeSocketOptions) {
  const handlers = new Map<string, Handler[]>();
  const socket = {
    connected: false,
    active: true,
    on(event: string, handler: Handler) {
      handlers.set(event, [...(handlers.get(event) ?? []), handler]);
      return socket;
    },
    off(event: string, handler: Handler) {
      handlers.set(
        event,
        (handlers.get(event) ?? []).filter((candidate) => candidate !== handler),
      );
      return socket;
    },
    io: { on: () => undefined, removeAllListeners: () => undefined },
    timeout: () => ({
      emit: (event: string, payload: Payload, callback: (error: Error | null, ack: object) => void) =>
        onEmit(event, payload, (ack) => callback(null, ack)),
    }),
    connect: () => socket,
    disconnect: () => {
      onDisconnect?.();
      return socket;
    },
    removeAllListeners: () => socket,
  };
  /** Plays an event from the server to this socket's listeners. */
  const fire = (event: string, payload: unknown) => handlers.get(event)?.forEach((handler) => handler(payload));
  return { socket, fire };
}

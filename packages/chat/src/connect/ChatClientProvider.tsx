import { createContext, useContext, useEffect, useRef, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChatClient } from './ChatClient';
import type { ChatClientOptions, TokenRequest } from './options';
import type { RoomState } from './roomState';

const ChatClientContext = createContext<ChatClient | null>(null);

export interface ChatClientProviderProps extends ChatClientOptions {
  children?: ReactNode;
}

/**
 * Connects to the server for one case while mounted and shares the client with `useSocket` and `useRoom`.
 * The token is read through the latest `getToken` (or `token`) at every connection: a new one reconnects
 * the same client, whose store and unsent messages stay; only another server, case or setting makes a new client.
 */
export function ChatClientProvider({
  children,
  serverUrl,
  getToken,
  token,
  caseId,
  ackTimeoutMs,
  sendAttempts,
  connect,
  reconnectDelayMs,
  reconnectDelayMaxMs,
}: ChatClientProviderProps) {
  const tokenSource = useRef({ getToken, token });
  tokenSource.current = { getToken, token };
  const [client, setClient] = useState<ChatClient | null>(null);
  useEffect(() => {
    const readToken = (request: TokenRequest) => {
      const source = tokenSource.current;
      return source.getToken ? source.getToken(request) : source.token;
    };
    const created = new ChatClient({
      serverUrl,
      getToken: readToken,
      caseId,
      ackTimeoutMs,
      sendAttempts,
      connect,
      reconnectDelayMs,
      reconnectDelayMaxMs,
    });
    created.connect();
    setClient(created);
    return () => created.close();
  }, [serverUrl, caseId, ackTimeoutMs, sendAttempts, connect, reconnectDelayMs, reconnectDelayMaxMs]);
  return <ChatClientContext.Provider value={client}>{client ? children : null}</ChatClientContext.Provider>;
}

function useClient(): ChatClient {
  const client = useContext(ChatClientContext);
  if (!client) throw new Error('useSocket must be used within a SocketProvider');
  return client;
}

/**
 * The chat client of the surrounding `ChatClientProvider`: the one way to the server (its commands return
 * promises that reject with the server's error). No raw socket is handed out.
 */
export function useSocket(): { client: ChatClient } {
  return { client: useClient() };
}

/** The room's state, re-rendering on every change. */
export function useRoom(): RoomState {
  const client = useClient();
  return useSyncExternalStore(client.subscribe, client.getState, client.getState);
}

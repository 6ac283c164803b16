import { useContext, useEffect, useRef, useState, type ReactNode } from 'react';
import { RoomClientContext } from '../room/useRoom';
import { ChatClient } from './ChatClient';
import type { ChatClientOptions, TokenRequest } from './options';

export interface ChatClientProviderProps extends ChatClientOptions {
  children?: ReactNode;
}

/**
 * Connects to the server for one case while mounted and shares the client with `useChatClient` and `useRoom`.
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
  return <RoomClientContext.Provider value={client}>{client ? children : null}</RoomClientContext.Provider>;
}

/**
 * The chat client of the surrounding `ChatClientProvider`: the one way to the server (its commands return
 * promises that reject with the server's error). No raw socket is handed out. The room's data is read with
 * `useRoom(selector)`.
 */
export function useChatClient(): ChatClient {
  const client = useContext(RoomClientContext);
  if (!(client instanceof ChatClient)) throw new Error('useChatClient must be used within a ChatClientProvider');
  return client;
}

import { createContext, useContext, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { ChatClient, type ChatClientOptions, type RoomState } from './ChatClient';

const ChatClientContext = createContext<ChatClient | null>(null);

export interface ChatClientProviderProps extends ChatClientOptions {
  children?: ReactNode;
}

/** Connects to the server for one case while mounted and shares the client with `useSocket` and `useRoom`. */
export function ChatClientProvider({ children, serverUrl, token, caseId, ackTimeoutMs, sendAttempts, connect }: ChatClientProviderProps) {
  const [client, setClient] = useState<ChatClient | null>(null);
  useEffect(() => {
    const created = new ChatClient({ serverUrl, token, caseId, ackTimeoutMs, sendAttempts, connect });
    created.connect();
    setClient(created);
    return () => created.close();
  }, [serverUrl, token, caseId, ackTimeoutMs, sendAttempts, connect]);
  return <ChatClientContext.Provider value={client}>{client ? children : null}</ChatClientContext.Provider>;
}

function useClient(): ChatClient {
  const client = useContext(ChatClientContext);
  if (!client) throw new Error('useSocket must be used within a SocketProvider');
  return client;
}

/** The connection of the surrounding `ChatClientProvider`: the socket and an `emit` that throws 'Socket is not defined' while disconnected. */
export function useSocket() {
  const client = useClient();
  return { client, socket: client.getSocket(), emit: client.emit };
}

/** The room's state, re-rendering on every change. */
export function useRoom(): RoomState {
  const client = useClient();
  return useSyncExternalStore(client.subscribe, client.getState, client.getState);
}

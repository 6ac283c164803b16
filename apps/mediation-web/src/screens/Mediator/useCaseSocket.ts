import { useEffect, useRef } from 'react';
import { io, type Socket } from 'socket.io-client';
import { useServices } from '../../app/services';

export interface CaseSocketHandlers {
  [event: string]: (payload: never) => void;
}

/**
 * The mediator's connection to one case's real-time channel (token in `auth`, the spec's query).
 * Each reconnection asks the session for its current token, so a refreshed token is used.
 */
export function useCaseSocket(caseId: string | undefined, handlers: CaseSocketHandlers, onReconnect?: () => void) {
  const { session } = useServices();
  const handlersRef = useRef(handlers);
  handlersRef.current = handlers;
  const onReconnectRef = useRef(onReconnect);
  onReconnectRef.current = onReconnect;

  useEffect(() => {
    const user = session.getSnapshot().user;
    if (!caseId || !user) return;
    const socket: Socket = io({
      auth: (callback) => callback({ token: session.getToken() ?? '' }),
      query: {
        user_id: String(user.id),
        role: 'Mediator',
        case_id: caseId,
        side: 'M',
        displayName: `${user.first_name} ${user.last_name}`.trim(),
      },
      transports: ['websocket'],
      reconnectionAttempts: 5,
      reconnectionDelay: 1000,
    });
    socket.onAny((event: string, payload: unknown) => handlersRef.current[event]?.(payload as never));
    let hasConnected = false;
    socket.on('connect', () => {
      if (hasConnected) onReconnectRef.current?.();
      hasConnected = true;
    });
    socket.on('connect_error', (error: Error & { data?: { code?: string } }) => {
      // An expired token: refresh it once through the cookie, then try again.
      if (error.data?.code === 'unauthorized') {
        void session.refresh().then((token) => {
          if (token) socket.connect();
        });
      }
    });
    return () => {
      socket.disconnect();
    };
  }, [caseId, session]);
}

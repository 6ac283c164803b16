import { createContext, useContext, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClient } from '@tanstack/react-query';
import type { ChatClientOptions } from '@mediation/chat/connect';
import { createEndpoints, type Endpoints } from '../api/endpoints';
import { ApiError, createHttpClient } from '../api/httpClient';
import { Session, type SessionSnapshot } from '../auth/session';

function isClientError(error: unknown): boolean {
  const status = error instanceof ApiError ? error.httpStatus : undefined;
  return status !== undefined && status < 500;
}

/** What every screen needs from outside React: the session, the API (every REST call, typed by the contract) and the cache. */
export interface Services {
  session: Session;
  api: Endpoints;
  queryClient: QueryClient;
  /** Opens a case room's socket; undefined means socket.io's (production). Stories give a fake room here. */
  roomConnect?: ChatClientOptions['connect'];
  /** The address the share link starts with; undefined means this page's (production). Stories fix it. */
  shareOrigin?: string;
}

/** Wires the session and the HTTP client together: 401 refreshes the session once through its cookie. */
export function createServices(
  options: { fetch?: typeof fetch; storage?: Storage; roomConnect?: ChatClientOptions['connect']; shareOrigin?: string } = {},
): Services {
  // The client needs the session for tokens and the session needs the client's API: tied once both exist.
  const late: { session?: Session } = {};
  const http = createHttpClient({
    fetch: options.fetch,
    getToken: () => late.session?.getToken(),
    refresh: () => late.session?.refresh() ?? Promise.resolve(undefined),
  });
  const api = createEndpoints(http);
  const session = new Session(
    {
      refreshStaff: api.auth.refreshStaff,
      refreshParty: api.auth.refreshParty,
      logout: api.auth.logout,
    },
    options.storage,
  );
  late.session = session;
  const queryClient = new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        // A 4xx will not change by asking again.
        retry: (count, error) => count < 2 && !isClientError(error),
      },
      mutations: { retry: false },
    },
  });
  return { session, api, queryClient, roomConnect: options.roomConnect, shareOrigin: options.shareOrigin };
}

const ServicesContext = createContext<Services | null>(null);

export function ServicesProvider({ services, children }: { services: Services; children: ReactNode }) {
  return <ServicesContext.Provider value={services}>{children}</ServicesContext.Provider>;
}

export function useServices(): Services {
  const services = useContext(ServicesContext);
  if (!services) throw new Error('useServices must be used within a ServicesProvider');
  return services;
}

export function useApi(): Endpoints {
  return useServices().api;
}

/** The session's user and status, re-rendering when they change. */
export function useSession(): SessionSnapshot & { session: Session } {
  const { session } = useServices();
  const snapshot = useSyncExternalStore(session.subscribe, session.getSnapshot);
  return { ...snapshot, session };
}

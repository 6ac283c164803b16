/** Reading the room's store by selector, the way an external store is read in React (`useSyncExternalStore`). */
import { createContext, createElement, useCallback, useContext, useRef, useSyncExternalStore, type ReactNode } from 'react';
import type { RoomClient } from './RoomClient';
import type { RoomState } from './roomState';

export const RoomClientContext = createContext<RoomClient | null>(null);

export interface RoomClientProviderProps {
  client: RoomClient;
  children?: ReactNode;
}

/** Hands `client` to the room's parts placed inside (`useRoom`, `useRoomClient`). */
export function RoomClientProvider({ client, children }: RoomClientProviderProps) {
  return createElement(RoomClientContext.Provider, { value: client }, children);
}

/** The room's client of the surrounding provider (`ChatRoom`, `ChatClientProvider` or `RoomClientProvider`). */
export function useRoomClient(): RoomClient {
  const client = useContext(RoomClientContext);
  if (!client) throw new Error('useRoomClient must be used within a ChatRoom, a ChatClientProvider or a RoomClientProvider');
  return client;
}

/** Equal when the same value, or two objects or arrays whose own entries are the same values. */
export function shallowEqual(left: unknown, right: unknown): boolean {
  if (Object.is(left, right)) return true;
  if (typeof left !== 'object' || typeof right !== 'object' || left === null || right === null) return false;
  if (Array.isArray(left) !== Array.isArray(right)) return false;
  const leftKeys = Object.keys(left);
  if (leftKeys.length !== Object.keys(right).length) return false;
  return leftKeys.every(
    (key) =>
      Object.prototype.hasOwnProperty.call(right, key) &&
      Object.is((left as Record<string, unknown>)[key], (right as Record<string, unknown>)[key]),
  );
}

const whole = (state: RoomState) => state;

/**
 * The part of the room `selector` picks, re-rendering only when that part changes (compared with
 * `isEqual`, shallow by default, so a selector may return a fresh object or array of unchanged values).
 * Without a selector, the whole room: that re-renders on every change, typing notices included.
 */
export function useRoom(): RoomState;
export function useRoom<T>(selector: (state: RoomState) => T, isEqual?: (left: T, right: T) => boolean): T;
export function useRoom<T>(
  selector: (state: RoomState) => T = whole as (state: RoomState) => T,
  isEqual: (left: T, right: T) => boolean = shallowEqual,
): T {
  const client = useRoomClient();
  // The last state read and what was picked from it: the same state gives the same answer, and an equal
  // pick keeps the previous one, so React sees no change and does not render.
  const memo = useRef<{ state: RoomState; selector: (state: RoomState) => T; picked: T } | null>(null);
  const pick = () => {
    const state = client.getState();
    const last = memo.current;
    if (last && last.state === state && last.selector === selector) return last.picked;
    const fresh = selector(state);
    const picked = last && isEqual(last.picked, fresh) ? last.picked : fresh;
    memo.current = { state, selector, picked };
    return picked;
  };
  const subscribe = useCallback((listener: () => void) => client.subscribe(listener), [client]);
  return useSyncExternalStore(subscribe, pick, pick);
}

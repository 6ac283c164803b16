import type { ReactNode } from 'react';

/** Default time a toast stays, in milliseconds (spec: 5000). */
export const TOAST_DEFAULT_DURATION_MS = 5000;
/** Pixels a toast must be swiped to dismiss it (spec: 50). */
export const TOAST_SWIPE_THRESHOLD_PX = 50;
/** Key that moves focus to the toast region (spec: F8). */
export const TOAST_HOTKEY = 'F8';

export type ToastVariant = 'default' | 'success' | 'destructive';

export interface ToastAction {
  /** Button text, such as 'Fill Survey'. */
  label: string;
  /** Describes the action for people who cannot reach the button before the toast closes. */
  altText: string;
  /** Called when the button is pressed; the toast then closes. */
  onClick: () => void;
}

export interface ToastOptions {
  /** Short heading, such as 'Success'. */
  title: ReactNode;
  /** Sentence under the heading. */
  description?: ReactNode;
  /** Milliseconds before it closes by itself; `Infinity` keeps it until dismissed. @default provider's duration */
  duration?: number;
  /** Colour and urgency; `destructive` is announced assertively. @default 'default' */
  variant?: ToastVariant;
  /** One button offering an action. */
  action?: ToastAction;
}

export interface QueuedToast extends ToastOptions {
  id: string;
}

/** Toasts on screen at once (the protocol's `TOAST.limit`; ui imports no other package); older ones wait until a newer one closes. */
export const TOAST_VISIBLE_LIMIT = 3;

/** Adds a toast at the end; nothing is replaced, so a success stays even when an error follows it. */
export function enqueue(queue: readonly QueuedToast[], toast: QueuedToast): QueuedToast[] {
  return [...queue, toast];
}

/** The toasts on screen: the newest `limit`, newest first. */
export function visibleToasts(queue: readonly QueuedToast[], limit = TOAST_VISIBLE_LIMIT): QueuedToast[] {
  return queue.slice(-limit).reverse();
}

/** Removes one toast, or all when no id is given. */
export function dequeue(queue: readonly QueuedToast[], id?: string): QueuedToast[] {
  return id === undefined ? [] : queue.filter((toast) => toast.id !== id);
}

import { useCallback, useEffect, useId, useMemo, useRef, useState, type CSSProperties, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { Button } from '../Button';
import { IconButton } from '../IconButton';
import { useUiText } from '../i18n/messages';
import { createStrictContext } from '../internal/createContext';
import { CloseIcon } from '../Icon';
import { ToastActions, ToastDescription, ToastRegion, StyledToast, ToastText, ToastTitle } from './Toast.styles';
import {
  dequeue,
  enqueue,
  TOAST_DEFAULT_DURATION_MS,
  TOAST_HOTKEY,
  TOAST_SWIPE_THRESHOLD_PX,
  TOAST_VISIBLE_LIMIT,
  visibleToasts,
  type QueuedToast,
  type ToastOptions,
} from './toastQueue';

export interface ToastLabels {
  /** Accessible name of the region; `{hotkey}` is replaced by the hotkey. @default 'Notifications ({hotkey})' */
  region: string;
  /** Accessible name of each toast's close button. @default 'Close' */
  close: string;
}

interface ToastContextValue {
  /** Shows a toast after the ones already waiting; returns its id. */
  toast: (options: ToastOptions) => string;
  /** Closes one toast, or every toast when no id is given. */
  dismiss: (id?: string) => void;
}

const [ToastContextProvider, useToastContext] = createStrictContext<ToastContextValue>('useToast', 'ToastProvider');

/** Shows and dismisses toasts; must be called below a `ToastProvider`. */
export function useToast(): ToastContextValue {
  return useToastContext();
}

export interface ToastProviderProps {
  /** Default milliseconds a toast stays. @default 5000 */
  duration?: number;
  /** Pixels a swipe must travel to dismiss. @default 50 */
  swipeThreshold?: number;
  /** Key that moves focus to the toast region. @default 'F8' */
  hotkey?: string;
  /** Visible strings and aria labels; by default from the catalog in the language in use. */
  labels?: Partial<ToastLabels>;
  children?: ReactNode;
}

/**
 * Queues toasts and shows the newest three, newest first, at the top of the window below the header (never
 * over a composer's Send or a form's Submit), in a labelled region that F8 focuses. Nothing is replaced: a
 * success stays on screen when an error follows it; a toast pushed out by newer ones waits, its time paused,
 * and comes back when one of them closes. The region is marked `data-toast-region`, so that an open modal
 * (Dialog, Drawer, AlertDialog) leaves it readable instead of hiding it from screen readers with the rest.
 */
export function ToastProvider({
  duration = TOAST_DEFAULT_DURATION_MS,
  swipeThreshold = TOAST_SWIPE_THRESHOLD_PX,
  hotkey = TOAST_HOTKEY,
  labels,
  children,
}: ToastProviderProps) {
  const t = useUiText();
  const regionLabel = labels?.region ? labels.region.replace('{hotkey}', hotkey) : t('toast.region', { hotkey });
  const closeLabel = labels?.close ?? t('toast.close');
  const [queue, setQueue] = useState<QueuedToast[]>([]);
  const counter = useRef(0);
  const baseId = useId();
  const regionRef = useRef<HTMLElement>(null);
  /** Time left of each toast taken off screen by newer ones, so that it resumes where it stopped. */
  const remaining = useRef(new Map<string, number>());

  const toast = useCallback(
    (options: ToastOptions) => {
      counter.current += 1;
      const id = `${baseId}-${counter.current}`;
      setQueue((current) => enqueue(current, { ...options, id }));
      return id;
    },
    [baseId],
  );
  const dismiss = useCallback((id?: string) => {
    if (id === undefined) remaining.current.clear();
    else remaining.current.delete(id);
    setQueue((current) => dequeue(current, id));
  }, []);
  const value = useMemo(() => ({ toast, dismiss }), [toast, dismiss]);

  useEffect(() => {
    const handleKeyDown = (event: KeyboardEvent) => {
      if (event.key !== hotkey) return;
      event.preventDefault();
      regionRef.current?.focus();
    };
    document.addEventListener('keydown', handleKeyDown);
    return () => document.removeEventListener('keydown', handleKeyDown);
  }, [hotkey]);

  // Forget the time left of toasts that closed.
  useEffect(() => {
    const ids = new Set(queue.map((item) => item.id));
    for (const id of remaining.current.keys()) if (!ids.has(id)) remaining.current.delete(id);
  }, [queue]);

  const shown = visibleToasts(queue, TOAST_VISIBLE_LIMIT);
  return (
    <ToastContextProvider value={value}>
      {children}
      {/* A plain portal: the region needs no floating positioning, and the toast stays out of the floating-ui bundle. */}
      {createPortal(
        <ToastRegion ref={regionRef} tabIndex={-1} aria-label={regionLabel} data-toast-region="">
          {shown.map((item) => (
            <ToastItem
              key={item.id}
              toast={item}
              duration={item.duration ?? duration}
              remaining={remaining.current}
              swipeThreshold={swipeThreshold}
              closeLabel={closeLabel}
              onDismiss={() => dismiss(item.id)}
            />
          ))}
        </ToastRegion>,
        document.body,
      )}
    </ToastContextProvider>
  );
}

interface ToastItemProps {
  toast: QueuedToast;
  duration: number;
  /** The provider's record of time left per toast, kept while a toast is off screen. */
  remaining: Map<string, number>;
  swipeThreshold: number;
  closeLabel: string;
  onDismiss: () => void;
}

function ToastItem({ toast, duration, remaining: remainingById, swipeThreshold, closeLabel, onDismiss }: ToastItemProps) {
  const variant = toast.variant ?? 'default';
  const [isPaused, setPaused] = useState(false);
  const remaining = useRef(remainingById.get(toast.id) ?? duration);
  const onDismissRef = useRef(onDismiss);
  onDismissRef.current = onDismiss;

  // The timer pauses while the pointer or focus is on the toast, so nobody loses a message mid-read.
  useEffect(() => {
    if (isPaused || !Number.isFinite(remaining.current)) return;
    const startedAt = Date.now();
    const timer = setTimeout(() => onDismissRef.current(), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt;
      remainingById.set(toast.id, remaining.current);
    };
  }, [isPaused, remainingById, toast.id]);

  // A toast is swiped away towards the end of the line: rightwards, or leftwards under right-to-left.
  const drag = useRef<{ x: number; pointerId: number; sign: 1 | -1 } | null>(null);
  /** Signed pixels the toast follows the finger, in the closing direction only. */
  const [dragOffset, setDragOffset] = useState(0);
  const handlePointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return;
    const sign = getComputedStyle(event.currentTarget).direction === 'rtl' ? -1 : 1;
    drag.current = { x: event.clientX, pointerId: event.pointerId, sign };
  };
  const handlePointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    const { x, sign } = drag.current;
    setDragOffset(sign * Math.max(0, sign * (event.clientX - x)));
  };
  const handlePointerEnd = (event: PointerEvent<HTMLDivElement>) => {
    if (!drag.current || drag.current.pointerId !== event.pointerId) return;
    const { x, sign } = drag.current;
    drag.current = null;
    setDragOffset(0);
    if (sign * (event.clientX - x) > swipeThreshold) onDismiss();
  };

  return (
    <StyledToast
      $variant={variant}
      role={variant === 'destructive' ? 'alert' : 'status'}
      aria-live={variant === 'destructive' ? 'assertive' : 'polite'}
      aria-atomic="true"
      data-variant={variant}
      data-dragging={dragOffset !== 0 || undefined}
      style={dragOffset !== 0 ? ({ '--toast-drag': `${dragOffset}px` } as CSSProperties) : undefined}
      onPointerEnter={() => setPaused(true)}
      onPointerLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={(event) => {
        if (!event.currentTarget.contains(event.relatedTarget as Node | null)) setPaused(false);
      }}
      onPointerDown={handlePointerDown}
      onPointerMove={handlePointerMove}
      onPointerUp={handlePointerEnd}
      onPointerCancel={handlePointerEnd}
    >
      <ToastText>
        <ToastTitle>{toast.title}</ToastTitle>
        {toast.description ? <ToastDescription>{toast.description}</ToastDescription> : null}
      </ToastText>
      <IconButton aria-label={closeLabel} data-variant="close" icon={<CloseIcon />} size="sm" onClick={onDismiss} />
      {toast.action ? (
        <ToastActions>
          <Button
            size="sm"
            variant="secondary"
            aria-description={toast.action.altText}
            onClick={() => {
              toast.action?.onClick();
              onDismiss();
            }}
          >
            {toast.action.label}
          </Button>
        </ToastActions>
      ) : null}
    </StyledToast>
  );
}

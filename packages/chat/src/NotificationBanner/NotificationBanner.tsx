import { forwardRef, useEffect, useRef, type ComponentPropsWithoutRef } from 'react';
import { BellIcon } from '@mediation/ui';
import { Banner } from './NotificationBanner.styles';

/** How long the first notification shows before the queue is cleared (spec: 3 s). */
export const NOTIFICATION_CLEAR_MS = 3000;

export interface NotificationBannerProps extends ComponentPropsWithoutRef<'div'> {
  /** The notification queue; the first one is shown. */
  notifications: readonly string[];
  /** Called when the shown notification's time is up, to clear the queue. */
  onClear: () => void;
  /** Milliseconds the first notification shows. @default 3000 */
  duration?: number;
}

/** Shows the first notification of the queue for 3 s, then asks to clear the queue; announced politely. */
export const NotificationBanner = forwardRef<HTMLDivElement, NotificationBannerProps>(function NotificationBanner(
  { notifications, onClear, duration = NOTIFICATION_CLEAR_MS, ...rest },
  ref,
) {
  const first = notifications[0];
  const onClearRef = useRef(onClear);
  onClearRef.current = onClear;
  useEffect(() => {
    if (first === undefined) return;
    const timer = setTimeout(() => onClearRef.current(), duration);
    return () => clearTimeout(timer);
    // The timer restarts only when the shown notification changes.
  }, [first, duration]);
  return (
    <Banner ref={ref} role="status" {...rest}>
      {first === undefined ? null : (
        <>
          <BellIcon />
          <span>{first}</span>
        </>
      )}
    </Banner>
  );
});

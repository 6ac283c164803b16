import { useEffect, useState } from 'react';

const PROPERTIES = ['--toast-top', '--toast-left', '--toast-right', '--toast-room'] as const;

/**
 * Places the toasts over the top of the message list while the room is shown: the room's top holds the
 * controls a toast must never cover (the group tabs, the search, the waiting room), its bottom the composer
 * and Send, and a dialog's buttons sit low in the middle of the window. Follows the list as the window, the
 * info column's edge or the waiting room move it. Returns the ref for the room's root element.
 */
export function useToastsOverMessages() {
  const [root, setRoot] = useState<HTMLElement | null>(null);
  useEffect(() => {
    if (!root || typeof ResizeObserver === 'undefined') return;
    const style = document.documentElement.style;
    let watched: Element | null = null;
    const place = () => {
      const log = root.querySelector('[role="log"]');
      if (log !== watched) {
        if (watched) observer.unobserve(watched);
        if (log) observer.observe(log);
        watched = log;
      }
      const box = log?.getBoundingClientRect();
      if (!box || box.width === 0) {
        PROPERTIES.forEach((property) => style.removeProperty(property));
        return;
      }
      style.setProperty('--toast-top', `${Math.round(box.top)}px`);
      style.setProperty('--toast-left', `${Math.round(box.left)}px`);
      style.setProperty('--toast-right', `${Math.round(document.documentElement.clientWidth - box.right)}px`);
      style.setProperty('--toast-room', `${Math.round(box.width)}px`);
    };
    const observer = new ResizeObserver(place);
    observer.observe(root);
    // The list appears once the room has connected (and anew in each group): placed then. A mutation
    // while the watched list is still there costs nothing.
    const appearing = new MutationObserver(() => {
      if (!watched?.isConnected) place();
    });
    appearing.observe(root, { childList: true, subtree: true });
    window.addEventListener('resize', place);
    place();
    return () => {
      observer.disconnect();
      appearing.disconnect();
      window.removeEventListener('resize', place);
      PROPERTIES.forEach((property) => style.removeProperty(property));
    };
  }, [root]);
  return setRoot;
}

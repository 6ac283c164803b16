const JOIN_NOTIFICATIONS_KEY = 'notify_join_requests';

/** Whether a toast announces each party asking to join (on unless the mediator turned it off). */
export function readNotificationPreference(): boolean {
  return localStorage.getItem(JOIN_NOTIFICATIONS_KEY) !== 'off';
}

export function writeNotificationPreference(isOn: boolean) {
  localStorage.setItem(JOIN_NOTIFICATIONS_KEY, isOn ? 'on' : 'off');
}

const BROWSER_NOTIFICATIONS_KEY = 'notify_browser';

/** Whether this browser can show notifications at all (a phone's browser in a tab often cannot). */
export function hasBrowserNotifications(): boolean {
  return typeof window !== 'undefined' && 'Notification' in window;
}

/** Whether the person turned browser notifications on here (in Settings or with "Notify me") and the browser allows them. */
export function readBrowserNotifications(): boolean {
  return hasBrowserNotifications() && Notification.permission === 'granted' && localStorage.getItem(BROWSER_NOTIFICATIONS_KEY) === 'on';
}

/**
 * Whether the room may offer "Notify me": once, never again after an answer (yes or no, here or in the
 * browser's own prompt), and never when the browser refused already.
 */
export function shouldOfferBrowserNotifications(): boolean {
  return hasBrowserNotifications() && Notification.permission !== 'denied' && localStorage.getItem(BROWSER_NOTIFICATIONS_KEY) === null;
}

/** Turns browser notifications on (asking the browser, which may refuse) or off; true when they are on. */
export async function writeBrowserNotifications(isOn: boolean): Promise<boolean> {
  if (!isOn || !hasBrowserNotifications()) {
    localStorage.setItem(BROWSER_NOTIFICATIONS_KEY, 'off');
    return false;
  }
  const permission = Notification.permission === 'granted' ? 'granted' : await Notification.requestPermission();
  localStorage.setItem(BROWSER_NOTIFICATIONS_KEY, permission === 'granted' ? 'on' : 'off');
  return permission === 'granted';
}

/**
 * Tells the person through the browser, while the page is hidden (on view, the toast says it): only when turned
 * on. One `tag` per kind of news, so that a burst of changes replaces its notification instead of piling up.
 */
export function notifyBrowser(title: string, body: string, tag: string) {
  if (!readBrowserNotifications() || document.visibilityState !== 'hidden') return;
  try {
    const notification = new Notification(title, { body, tag });
    notification.onclick = () => {
      window.focus();
      notification.close();
    };
  } catch {
    // Some browsers allow notifications only from a service worker: the toast and the title still say it.
  }
}

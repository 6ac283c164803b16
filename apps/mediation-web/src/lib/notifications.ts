const JOIN_NOTIFICATIONS_KEY = 'notify_join_requests';

/** Whether a toast announces each party asking to join (on unless the mediator turned it off). */
export function readNotificationPreference(): boolean {
  return localStorage.getItem(JOIN_NOTIFICATIONS_KEY) !== 'off';
}

export function writeNotificationPreference(isOn: boolean) {
  localStorage.setItem(JOIN_NOTIFICATIONS_KEY, isOn ? 'on' : 'off');
}

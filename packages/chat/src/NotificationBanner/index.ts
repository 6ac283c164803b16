export { NotificationBanner, NOTIFICATION_CLEAR_MS } from './NotificationBanner';
export type { NotificationBannerProps } from './NotificationBanner';

import { useState } from 'react';
import { BellIcon, Button } from '@mediation/ui';
import { useRoomText } from './i18n';
import { shouldOfferBrowserNotifications, writeBrowserNotifications } from '../../lib/notifications';

export interface NotifyMeButtonLabels {
  notifyMe: string;
  /** Its longer meaning, read with it. */
  description: string;
}

/**
 * "Notify me": asks the browser once for notifications, from the room, where a person sees why. It goes away
 * after the person's answer (here or in the browser's prompt), and never shows where the browser refused already.
 */
export function NotifyMeButton({ labels }: { labels?: Partial<NotifyMeButtonLabels> }) {
  const t = useRoomText();
  const text: NotifyMeButtonLabels = { notifyMe: t('notifyMe.label'), description: t('notifyMe.description'), ...labels };
  const [isOffered, setOffered] = useState(shouldOfferBrowserNotifications);
  if (!isOffered) return null;
  return (
    <Button
      variant="ghost"
      size="sm"
      title={text.description}
      onClick={() => {
        setOffered(false);
        void writeBrowserNotifications(true);
      }}
    >
      <BellIcon />
      {text.notifyMe}
    </Button>
  );
}

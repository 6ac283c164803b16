import { Button, EmptyState, VisuallyHidden } from '@mediation/ui';
import { ExitIcon } from '../../components/icons';
import { useRoomText } from './i18n';
import { RemovedFrame } from './CaseRoom.styles';

export interface RemovedNoticeLabels {
  heading: string;
  title: string;
  description: string;
  askAgain: string;
}

export interface RemovedNoticeProps {
  /** Back to the party entry, filled in with the person's code, side, e-mail and name. */
  onAskAgain: () => void;
  labels?: Partial<RemovedNoticeLabels>;
}

/**
 * What a party sees once the mediator removed it: what happened and the one way on. Its connection is over
 * for good, so "You are offline" and "Reconnect" would only send it round in circles.
 */
export function RemovedNotice({ onAskAgain, labels }: RemovedNoticeProps) {
  const t = useRoomText();
  const text: RemovedNoticeLabels = {
    heading: t('partyRoom.heading'),
    title: t('removed.title'),
    description: t('removed.description'),
    askAgain: t('removed.askAgain'),
    ...labels,
  };
  return (
    <RemovedFrame>
      <VisuallyHidden as="h1">{text.heading}</VisuallyHidden>
      <EmptyState
        icon={<ExitIcon />}
        title={text.title}
        description={text.description}
        // The room the person was in is gone from under it: its focus goes to the way on.
        action={
          <Button autoFocus onClick={onAskAgain}>
            {text.askAgain}
          </Button>
        }
      />
    </RemovedFrame>
  );
}

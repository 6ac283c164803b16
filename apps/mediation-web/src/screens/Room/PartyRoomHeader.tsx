import { useState, type ReactNode } from 'react';
import { AlertDialog, Button } from '@mediation/ui';
import { ExitIcon } from '../../components/icons';
import { useRoomText } from './i18n';
import { useIsolate } from '../../lib/bidi';
import { PartyHeader, PartyHeaderLine, PartyHeaderText } from './CaseRoom.styles';

export interface PartyRoomHeaderLabels {
  /** "Side A · mediator Dana Demo" */
  whoIsWho: (side: string, mediator: string) => string;
  exit: string;
  leaveTitle: string;
  leaveDescription: string;
  leave: string;
}

export interface PartyRoomHeaderProps {
  title: string;
  side: string;
  mediatorName: string;
  onExit: () => void;
  /** Before Exit (such as "Notify me"). */
  actions?: ReactNode;
  labels?: Partial<PartyRoomHeaderLabels>;
}

/** The party's room header: the case title as the page's h1, the party's side and the mediator's name, and Exit (one tap on a phone). */
export function PartyRoomHeader({ title, side, mediatorName, onExit, actions, labels }: PartyRoomHeaderProps) {
  const t = useRoomText();
  const isolate = useIsolate();
  const text: PartyRoomHeaderLabels = {
    whoIsWho: (side, mediator) =>
      mediator ? t('partyHeader.whoIsWho', { side, mediator: isolate(mediator) }) : t('partyHeader.side', { side }),
    exit: t('partyHeader.exit'),
    leaveTitle: t('partyHeader.leaveTitle'),
    leaveDescription: t('partyHeader.leaveDescription'),
    leave: t('partyHeader.leave'),
    ...labels,
  };
  // Leaving ends the party's session: one stray tap on a phone must not cost it a new admission.
  const [isAsking, setAsking] = useState(false);
  return (
    <PartyHeader>
      <PartyHeaderText>
        <h1 dir="auto" title={title}>
          {title}
        </h1>
        <PartyHeaderLine dir="auto">{text.whoIsWho(side, mediatorName)}</PartyHeaderLine>
      </PartyHeaderText>
      {actions}
      <Button variant="secondary" size="sm" onClick={() => setAsking(true)}>
        <ExitIcon />
        {text.exit}
      </Button>
      <AlertDialog
        open={isAsking}
        onOpenChange={setAsking}
        title={text.leaveTitle}
        description={text.leaveDescription}
        isDestructive
        labels={{ confirm: text.leave }}
        onConfirm={onExit}
      />
    </PartyHeader>
  );
}

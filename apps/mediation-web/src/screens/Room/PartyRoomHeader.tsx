import { Button, ExitIcon } from '@mediation/ui';
import { PartyHeader, PartyHeaderLine, PartyHeaderText } from './CaseRoom.styles';

export interface PartyRoomHeaderLabels {
  /** "Side A · mediator Dana Demo" */
  whoIsWho: (side: string, mediator: string) => string;
  exit: string;
}

export const defaultPartyRoomHeaderLabels: PartyRoomHeaderLabels = {
  whoIsWho: (side, mediator) => (mediator ? `Side ${side} · mediator ${mediator}` : `Side ${side}`),
  exit: 'Exit',
};

export interface PartyRoomHeaderProps {
  title: string;
  side: string;
  mediatorName: string;
  onExit: () => void;
  labels?: Partial<PartyRoomHeaderLabels>;
}

/** The party's room header: the case title as the page's h1, the party's side and the mediator's name, and Exit (one tap on a phone). */
export function PartyRoomHeader({ title, side, mediatorName, onExit, labels }: PartyRoomHeaderProps) {
  const text = { ...defaultPartyRoomHeaderLabels, ...labels };
  return (
    <PartyHeader>
      <PartyHeaderText>
        <h1 dir="auto" title={title}>
          {title}
        </h1>
        <PartyHeaderLine dir="auto">{text.whoIsWho(side, mediatorName)}</PartyHeaderLine>
      </PartyHeaderText>
      <Button variant="secondary" size="sm" onClick={onExit}>
        <ExitIcon />
        {text.exit}
      </Button>
    </PartyHeader>
  );
}

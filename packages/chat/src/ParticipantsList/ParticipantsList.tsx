import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { Badge, SideIcon } from '@mediation/ui';
import { PanelHeading } from '../internal/styles';
import type { ChatParticipant, Side } from '../types';
import { Item, List, Name, Presence } from './ParticipantsList.styles';

export interface ParticipantsListLabels {
  /** @default 'Participants' */
  heading: string;
  /** Badge of the viewer. @default 'Me' */
  me: string;
  /** @default 'Online' */
  online: string;
  /** @default 'Offline' */
  offline: string;
  /** Text alternatives of the side icons. */
  sides: Record<Side, string>;
}

export const defaultParticipantsListLabels: ParticipantsListLabels = {
  heading: 'Participants',
  me: 'Me',
  online: 'Online',
  offline: 'Offline',
  sides: { A: 'Side A', B: 'Side B', M: 'Mediator' },
};

export interface ParticipantsListProps extends ComponentPropsWithoutRef<'section'> {
  /** The people of the case. */
  participants: readonly ChatParticipant[];
  /** The viewer's user id, marked 'Me'. */
  viewerId: number;
  /** Visible strings. */
  labels?: Partial<ParticipantsListLabels>;
}

/** The people of the case: side icon, display name, a 'Me' badge for the viewer, and online or offline. */
export const ParticipantsList = forwardRef<HTMLElement, ParticipantsListProps>(function ParticipantsList(
  { participants, viewerId, labels, ...rest },
  ref,
) {
  const text = { ...defaultParticipantsListLabels, ...labels };
  const headingId = useId();
  return (
    <section ref={ref} aria-labelledby={headingId} {...rest}>
      <PanelHeading id={headingId}>{text.heading}</PanelHeading>
      <List>
        {participants.map((participant) => (
          <Item key={`${participant.side}-${participant.userId}`}>
            <SideIcon side={participant.side} size="sm" labels={text.sides} />
            <Name>{participant.name}</Name>
            {participant.userId === viewerId ? <Badge tone="accent">{text.me}</Badge> : null}
            {participant.isOnline === undefined ? null : (
              <Presence data-online={participant.isOnline || undefined}>{participant.isOnline ? text.online : text.offline}</Presence>
            )}
          </Item>
        ))}
      </List>
    </section>
  );
});

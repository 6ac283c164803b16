import { forwardRef, useId, type ComponentPropsWithoutRef } from 'react';
import { AlertDialog, Badge, Button, SideIcon } from '@mediation/ui';
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
  /** Name of a party's remove button (with `onRemove`). @default (name) => `Remove ${name}` */
  remove: (name: string) => string;
  /** Visible text of the remove button. @default 'Remove' */
  removeShort: string;
  /** Title of the confirmation. @default 'Remove from case' */
  removeTitle: string;
  /** What removing does. */
  removeDescription: (name: string) => string;
}

export const defaultParticipantsListLabels: ParticipantsListLabels = {
  heading: 'Participants',
  me: 'Me',
  online: 'Online',
  offline: 'Offline',
  sides: { A: 'Side A', B: 'Side B', M: 'Mediator' },
  remove: (name) => `Remove ${name}`,
  removeShort: 'Remove',
  removeTitle: 'Remove from case',
  removeDescription: (name) =>
    `${name} leaves the case now: their session ends and their connection closes. They can ask to join again from the waiting room, and you decide.`,
};

export interface ParticipantsListProps extends ComponentPropsWithoutRef<'section'> {
  /** The people of the case. */
  participants: readonly ChatParticipant[];
  /** The viewer's user id, marked 'Me'. */
  viewerId: number;
  /** Visible strings. */
  labels?: Partial<ParticipantsListLabels>;
  /** Given (to the mediator), each party gets a remove button that asks for confirmation first. */
  onRemove?: (participant: ChatParticipant) => void;
}

/** The people of the case: side icon, display name, a 'Me' badge for the viewer, and online or offline. */
export const ParticipantsList = forwardRef<HTMLElement, ParticipantsListProps>(function ParticipantsList(
  { participants, viewerId, labels, onRemove, ...rest },
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
            {onRemove && participant.side !== 'M' && participant.userId !== viewerId ? (
              <AlertDialog
                trigger={
                  <Button size="sm" variant="ghost" aria-label={text.remove(participant.name)}>
                    {text.removeShort}
                  </Button>
                }
                title={text.removeTitle}
                description={text.removeDescription(participant.name)}
                isDestructive
                onConfirm={() => onRemove(participant)}
              />
            ) : null}
          </Item>
        ))}
      </List>
    </section>
  );
});

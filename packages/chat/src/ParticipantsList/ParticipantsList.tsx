import { forwardRef, useId, useMemo, type ComponentPropsWithoutRef } from 'react';
import { AlertDialog, Badge, Button, SideIcon } from '@mediation/ui';
import { useChatText } from '../i18n';
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

/** The participants list's labels in the language in use, with the given ones over them. */
export function useParticipantsListLabels(labels?: Partial<ParticipantsListLabels>): ParticipantsListLabels {
  const t = useChatText();
  const defaults = useMemo<ParticipantsListLabels>(
    () => ({
      heading: t('participants.heading'),
      me: t('participants.me'),
      online: t('participants.online'),
      offline: t('participants.offline'),
      sides: { A: t('participants.sideA'), B: t('participants.sideB'), M: t('participants.mediator') },
      remove: (name) => t('participants.remove', { name }),
      removeShort: t('participants.removeShort'),
      removeTitle: t('participants.removeTitle'),
      removeDescription: (name) => t('participants.removeDescription', { name }),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

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
  const text = useParticipantsListLabels(labels);
  const headingId = useId();
  return (
    <section ref={ref} aria-labelledby={headingId} {...rest}>
      <PanelHeading id={headingId}>{text.heading}</PanelHeading>
      <List>
        {participants.map((participant) => (
          <Item key={`${participant.side}-${participant.userId}`}>
            <SideIcon side={participant.side} size="sm" labels={text.sides} />
            <Name dir="auto">{participant.name}</Name>
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

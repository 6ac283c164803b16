import { useMemo, type ComponentPropsWithoutRef } from 'react';
import { Button } from '@mediation/ui';
import { useChatText } from '../i18n';
import { AwayNotice, StarterRoot } from './Call.styles';
import type { CallView } from './types';

export interface CallStarterLabels {
  start: string;
  join: string;
  /** Who is in the group's call, after "Join call". */
  inCall: (names: readonly string[]) => string;
  /** A party's notice while the mediator is in the other side's call. */
  mediatorAway: string;
}

/** The call starter's labels in the language in use, with the given ones over them. */
export function useCallStarterLabels(labels?: Partial<CallStarterLabels>): CallStarterLabels {
  const t = useChatText();
  const defaults = useMemo<CallStarterLabels>(
    () => ({
      start: t('callStarter.start'),
      join: t('callStarter.join'),
      inCall: (names) => t('callStarter.inCall', { names: names.join(', ') }),
      mediatorAway: t('callStarter.mediatorAway'),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface CallStarterProps extends ComponentPropsWithoutRef<'div'> {
  /** The call of the open group, or null. */
  call: CallView | null;
  /** Whether the viewer is in that call already (then nothing is offered). */
  isInCall: boolean;
  /** The mediator may start a call where there is none (not in M under shuttle: leave it out then). */
  onStart?: () => void;
  onJoin: () => void;
  /** For a party: the mediator is in the other side's call now. */
  mediatorAway?: boolean;
  labels?: Partial<CallStarterLabels>;
}

/** Above a group's conversation: "Start call" (mediator) or "Join call" with who is in it, and where the mediator is. */
export function CallStarter({ call, isInCall, onStart, onJoin, mediatorAway = false, labels, ...rest }: CallStarterProps) {
  const text = useCallStarterLabels(labels);
  const offer =
    call && !isInCall ? (
      <>
        <Button size="sm" onClick={onJoin}>
          {text.join}
        </Button>
        <span>{text.inCall(call.members.map((member) => member.name))}</span>
      </>
    ) : !call && onStart ? (
      <Button size="sm" variant="secondary" onClick={onStart}>
        {text.start}
      </Button>
    ) : null;
  if (!offer && !mediatorAway) return null;
  return (
    <StarterRoot {...rest}>
      {offer}
      {mediatorAway ? <AwayNotice role="status">{text.mediatorAway}</AwayNotice> : null}
    </StarterRoot>
  );
}

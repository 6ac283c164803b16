import { forwardRef, type ReactNode } from 'react';
import { useChatClient, useRoom } from '@mediation/chat/connect';
import { GuidePanel, guidedMessageGroups, useGuide } from '@mediation/guide';
import { useRoomText } from './i18n';
import { useFailureToast } from '../../lib/useFailureToast';

/**
 * The mediator's guided negotiation. Where it stands is the server's guide state alone, as the room's
 * client holds it (read on connect, then `guid`/`endGuid` events and each received position): the wizard
 * shows it and changes it only through the client, so a reload, a second tab or another device shows the
 * same step of the same type, and a stop in one tab stops the others. Nothing is kept in the browser.
 * Expanded or not is the host's when it passes `open` (see LazyMediatorGuide), else the panel's own.
 */
export const MediatorGuide = forwardRef<HTMLElement, { open?: boolean; onOpenChange?: (isOpen: boolean) => void; actions?: ReactNode }>(
  function MediatorGuide({ open, onOpenChange, actions }, ref) {
    const t = useRoomText();
    const client = useChatClient();
    const progress = useRoom((state) => state.guide);
    const shuttle = useRoom((state) => state.shuttle);
    const failed = useFailureToast();
    const report = (what: string) => (error: unknown) => failed(what, error);
    const guide = useGuide({
      progress,
      // In M, or in shuttle mode (as the room knows it now) a question goes to group A and to group B.
      onSendGuidedMessage: (message, ext) => {
        client.sendGuided(guidedMessageGroups(ext, client.getState().shuttle), message, ext).catch(report(t('action.guide.send')));
      },
      onRequestInitialPositions: () => {
        client.setMarker('add', 'initialPosition').catch(report(t('action.guide.askPositions')));
      },
      onProgress: (progress) => client.saveGuideProgress(progress).catch(report(t('action.guide.save'))),
      onStop: () => client.stopGuide().catch(report(t('action.guide.stop'))),
    });
    return <GuidePanel ref={ref} guide={guide} open={open} onOpenChange={onOpenChange} shuttle={shuttle} actions={actions} />;
  },
);

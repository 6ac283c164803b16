import { forwardRef } from 'react';
import { useChatClient, useRoom } from '@mediation/chat/connect';
import { GuidePanel, guidedMessageGroups, useGuide } from '@mediation/guide';
import { useFailureToast } from '../../lib/useFailureToast';

/**
 * The mediator's guided negotiation. Where it stands is the server's guide state alone, as the room's
 * client holds it (read on connect, then `guid`/`endGuid` events and each received position): the wizard
 * shows it and changes it only through the client, so a reload, a second tab or another device shows the
 * same step of the same type, and a stop in one tab stops the others. Nothing is kept in the browser.
 * Expanded or not is the host's when it passes `open` (see LazyMediatorGuide), else the panel's own.
 */
export const MediatorGuide = forwardRef<HTMLElement, { open?: boolean; onOpenChange?: (isOpen: boolean) => void }>(function MediatorGuide(
  { open, onOpenChange },
  ref,
) {
  const client = useChatClient();
  const progress = useRoom((state) => state.guide);
  const failed = useFailureToast();
  const report = (what: string) => (error: unknown) => failed(what, error);
  const guide = useGuide({
    progress,
    // In M, or in shuttle mode (as the room knows it now) a question goes to group A and to group B.
    onSendGuidedMessage: (message, ext) => {
      client.sendGuided(guidedMessageGroups(ext, client.getState().shuttle), message, ext).catch(report('Sending the guided message'));
    },
    onRequestInitialPositions: () => {
      client.setMarker('add', 'initialPosition').catch(report('Asking for the initial positions'));
    },
    onProgress: (progress) => client.saveGuideProgress(progress).catch(report('Saving the negotiation step')),
    onStop: () => client.stopGuide().catch(report('Stopping the negotiation')),
  });
  return <GuidePanel ref={ref} guide={guide} open={open} onOpenChange={onOpenChange} />;
});

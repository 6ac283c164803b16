import { useEffect, useRef } from 'react';
import { useRoom, useSocket } from '@mediation/chat/connect';
import { GuidePanel, isServerGuideNewer, useGuide, type PersistedGuideState } from '@mediation/guide';
import type { ActionMessage } from '@mediation/protocol';
import { useFailureToast } from '../../lib/useFailureToast';
import { guideStorageKey, postGuidedMessage, sendAction } from './roomActions';

function readGuide(caseId: string): unknown {
  try {
    return JSON.parse(localStorage.getItem(guideStorageKey(caseId)) ?? 'null') ?? undefined;
  } catch {
    return undefined;
  }
}

/**
 * The mediator's guided negotiation, sending its cards and progress through the room's connection. Its
 * place on this screen is kept in local storage; the server's state (the room's `guide`: read on connect,
 * then `guid`/`endGuid` events) wins when it is ahead, so a reload or a second device continues where the
 * negotiation stands, and a stop elsewhere stops it here.
 */
export function MediatorGuide({ caseId }: { caseId: string }) {
  const { client, socket } = useSocket();
  const serverGuide = useRoom().guide;
  const failed = useFailureToast();
  const report = (what: string) => (error: unknown) => failed(what, error);
  const guide = useGuide({
    initialState: readGuide(caseId),
    onGuideStateChange: (state: PersistedGuideState) => localStorage.setItem(guideStorageKey(caseId), JSON.stringify(state)),
    onSendGuidedMessage: (message, ext) => {
      postGuidedMessage(client, caseId, message, ext).catch(report('Sending the guided message'));
    },
    onRequestInitialPositions: () => {
      sendAction(client, caseId, { actionType: 'add', actionPayload: 'initialPosition' }).catch(report('Asking for the initial positions'));
    },
    onProgress: (progress) => {
      Promise.resolve()
        .then(() => client.emit('guid', { case_id: caseId, ...progress }))
        .catch(report('Saving the negotiation step'));
    },
    onStop: () => {
      Promise.resolve()
        .then(() => client.emit('endGuid', { case_id: caseId }))
        .catch(report('Stopping the negotiation'));
    },
  });

  // The guide's callbacks change every render; the socket listeners read the latest through a ref.
  const guideRef = useRef(guide);
  guideRef.current = guide;
  useEffect(() => {
    if (!socket) return;
    const onAction = (action: ActionMessage) => {
      if (action.actionType !== 'add') return;
      if (action.actionPayload === 'receivedInitialA') guideRef.current.receiveInitialPosition('A', action.extMsg ?? '');
      if (action.actionPayload === 'receivedInitialB') guideRef.current.receiveInitialPosition('B', action.extMsg ?? '');
    };
    socket.on('action', onAction);
    return () => {
      socket.off('action', onAction);
    };
  }, [socket]);

  useEffect(() => {
    if (serverGuide && isServerGuideNewer(guideRef.current.state, serverGuide)) guideRef.current.applyServerState(serverGuide);
  }, [serverGuide]);

  return <GuidePanel guide={guide} />;
}

import { useEffect, useRef } from 'react';
import { useRoom, useSocket } from '@mediation/chat/connect';
import { GuidePanel, guidedMessageGroups, isServerGuideNewer, useGuide, type PersistedGuideState } from '@mediation/guide';
import { useFailureToast } from '../../lib/useFailureToast';

/** Where the mediator's guided negotiation is kept between reloads. */
const guideStorageKey = (caseId: string) => `guide:${caseId}`;

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
  const { client } = useSocket();
  const room = useRoom();
  const serverGuide = room.guide;
  const failed = useFailureToast();
  const report = (what: string) => (error: unknown) => failed(what, error);
  const guide = useGuide({
    initialState: readGuide(caseId),
    onGuideStateChange: (state: PersistedGuideState) => localStorage.setItem(guideStorageKey(caseId), JSON.stringify(state)),
    // In M, or in shuttle mode (as the room knows it now) a question goes to group A and to group B.
    onSendGuidedMessage: (message, ext) => {
      client.sendGuided(guidedMessageGroups(ext, client.getState().shuttle), message, ext).catch(report('Sending the guided message'));
    },
    onRequestInitialPositions: () => {
      client.setMarker('add', 'initialPosition').catch(report('Asking for the initial positions'));
    },
    onProgress: (progress) => {
      client.saveGuideProgress(progress).catch(report('Saving the negotiation step'));
    },
    onStop: () => {
      client.stopGuide().catch(report('Stopping the negotiation'));
    },
  });

  // The guide's callbacks change every render; the effects read the latest through a ref.
  const guideRef = useRef(guide);
  guideRef.current = guide;
  // Each party's initial position as the room's store received it (live, or caught up after a reconnect).
  const initialPositions = room.initialPositions;
  const appliedSeqs = useRef<Partial<Record<'A' | 'B', number>>>({});
  useEffect(() => {
    for (const side of ['A', 'B'] as const) {
      const position = initialPositions[side];
      if (!position || appliedSeqs.current[side] === position.seq) continue;
      appliedSeqs.current[side] = position.seq;
      guideRef.current.receiveInitialPosition(side, position.text);
    }
  }, [initialPositions]);

  useEffect(() => {
    if (serverGuide && isServerGuideNewer(guideRef.current.state, serverGuide)) guideRef.current.applyServerState(serverGuide);
  }, [serverGuide]);

  return <GuidePanel guide={guide} />;
}

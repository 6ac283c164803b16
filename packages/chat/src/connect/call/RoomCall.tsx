import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import type { CallState } from '@mediation/protocol';
import { loadWithRetry } from '@mediation/ui';
import type { CallPanelLabels } from '../../Call/CallPanel';
import { CallStarter, type CallStarterLabels } from '../../Call/CallStarter';
import type { JoinCallDialogLabels } from '../../Call/JoinCallDialog';
import type { CallPerson, CallView } from '../../Call/types';
import type { Side } from '../../types';
import { useRoom, useRoomClient } from '../../room/useRoom';
import type { RoomClient } from '../../room/RoomClient';
import type { RoomState } from '../../room/roomState';
import type { CallControl } from './ConnectedCall';

// The engine, the call's panel and the dialog are not part of a room's first visit: most rooms hold no call.
const ConnectedCall = lazy(() => loadWithRetry(() => import('./ConnectedCall')).then(({ ConnectedCall }) => ({ default: ConnectedCall })));

export interface RoomCallLabels {
  panel?: Partial<CallPanelLabels>;
  starter?: Partial<CallStarterLabels>;
  dialog?: Partial<JoinCallDialogLabels>;
}

/** What went wrong, for the host's failure message. */
export type RoomCallAction = 'join' | 'leave' | 'microphone' | 'camera' | 'screen' | 'devices';

export interface RoomCallProps {
  /** The open group: its "Start call" / "Join call" show. */
  group: Side;
  /** A call started in a group of the viewer (not by the viewer): the host may toast it. */
  onCallStarted?: (call: CallView) => void;
  /** A call command failed. */
  onError?: (action: RoomCallAction, error: unknown) => void;
  /** Added to every connection's configuration (tests force `iceTransportPolicy: 'relay'` with it). */
  rtcConfig?: Omit<RTCConfiguration, 'iceServers'>;
  labels?: RoomCallLabels;
}

/** What the calls read of the room, for the starter here and the machinery in ConnectedCall alike. */
export const callRoomOf = (state: RoomState) => ({
  viewer: state.viewer,
  calls: state.calls,
  inCall: state.inCall,
  mediatorAway: state.mediatorAway,
  shuttle: state.shuttle,
});

export type CallClient = RoomClient &
  Required<Pick<RoomClient, 'joinCall' | 'leaveCall' | 'sendCallSignal' | 'setCallMedia' | 'onCallSignal'>>;

const hasCalls = (client: RoomClient): client is CallClient =>
  Boolean(client.joinCall && client.leaveCall && client.sendCallSignal && client.setCallMedia && client.onCallSignal);

/** The wire's call as the components show it. */
export function toCallView(call: CallState): CallView {
  return {
    callId: call.call_id,
    group: call.group,
    startedAt: call.started_at,
    members: call.members.map((member): CallPerson => ({
      userId: member.user_id,
      name: member.displayName,
      side: member.side,
      role: member.role,
      mic: member.mic,
      camera: member.camera,
      screen: member.screen,
    })),
  };
}

/**
 * The calls of the room for a client that has them: the open group's "Start call" / "Join call" (and a
 * party's notice of where the mediator is), the "Join call" dialog, and the call the viewer is in, whose
 * media the engine carries peer to peer. Renders nothing for a client without calls.
 */
export function RoomCall(props: RoomCallProps) {
  const client = useRoomClient();
  return hasCalls(client) ? <CallGate {...props} client={client} /> : null;
}

/**
 * "Start call" / "Join call" and the notice of a call that starts, always there; the call machinery loads
 * when a call exists in the viewer's groups or the viewer presses the starter.
 */
function CallGate(props: RoomCallProps & { client: CallClient }) {
  const { group, onCallStarted, labels, client } = props;
  const room = useRoom(callRoomOf);
  const viewerId = room.viewer.id;
  const control = useRef<CallControl | null>(null);
  const [requested, setRequested] = useState<'start' | 'join' | null>(null);

  // A call that starts in one of the viewer's groups (not one the viewer started or is in) is told once.
  const knownCalls = useRef<Set<string> | null>(null);
  useEffect(() => {
    const ids = new Set(Object.values(room.calls).map((call) => call.call_id));
    const before = knownCalls.current;
    knownCalls.current = ids;
    if (!before) return;
    for (const call of Object.values(room.calls)) {
      if (before.has(call.call_id) || call.members.some((member) => member.user_id === viewerId)) continue;
      onCallStarted?.(toCallView(call));
    }
  }, [room.calls, viewerId, onCallStarted]);

  const press = (mode: 'start' | 'join') => (control.current ? control.current.open(mode) : setRequested(mode));
  const joined = room.inCall;
  const joinedCall = joined ? room.calls[joined.group] : undefined;
  const openCall = room.calls[group] ?? null;
  const isMediator = room.viewer.side === 'M';
  const mayStart = isMediator && Boolean(client.startCall) && !(group === 'M' && room.shuttle);
  const needsMachinery = requested !== null || Boolean(joined) || Object.keys(room.calls).length > 0;

  return (
    <>
      {needsMachinery ? (
        <Suspense fallback={null}>
          <ConnectedCall {...props} control={control} requested={requested} />
        </Suspense>
      ) : null}
      <CallStarter
        data-part="call-starter"
        call={openCall ? toCallView(openCall) : null}
        isInCall={Boolean(joined && joined.group === group)}
        onStart={mayStart ? () => press('start') : undefined}
        onJoin={() => press('join')}
        mediatorAway={!isMediator && room.mediatorAway && !(joined && joinedCall?.members.some((member) => member.role === 'mediator'))}
        labels={labels?.starter}
      />
    </>
  );
}

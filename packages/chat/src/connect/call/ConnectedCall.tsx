import { useEffect, useMemo, useRef, useState, useSyncExternalStore, type RefObject } from 'react';
import { CallPanel } from '../../Call/CallPanel';
import { JoinCallDialog } from '../../Call/JoinCallDialog';
import type { CallDeviceOption } from '../../Call/types';
import type { Side } from '../../types';
import { useCallText, type CallMessage } from '../../Call/i18n';
import { useRoom } from '../../room/useRoom';
import { CallEngine, mediaProblemOf, type CallEngineState } from './CallEngine';
import { callRoomOf, toCallView, type CallClient, type RoomCallAction, type RoomCallProps } from './RoomCall';

/** What the starter calls on the loaded call machinery. */
export interface CallControl {
  open: (mode: 'start' | 'join') => void;
}

export interface ConnectedCallProps extends RoomCallProps {
  client: CallClient;
  control: RefObject<CallControl | null>;
  requested: 'start' | 'join' | null;
}

/** The browser's media errors by name (DOMException), said in the room's language; others in their own words. */
const MEDIA_PROBLEMS: Record<string, CallMessage> = {
  NotAllowedError: 'joinCall.deviceRefused',
  SecurityError: 'joinCall.deviceRefused',
  NotFoundError: 'joinCall.deviceMissing',
  OverconstrainedError: 'joinCall.deviceMissing',
  NotReadableError: 'joinCall.deviceBusy',
  AbortError: 'joinCall.deviceBusy',
};

function useErrorText() {
  const t = useCallText();
  return (error: unknown) => {
    const { name, message } = mediaProblemOf(error);
    const problem = MEDIA_PROBLEMS[name];
    return problem ? t(problem) : message;
  };
}

/**
 * The call machinery, loaded when the room first needs it (a call in one of the viewer's groups, or the
 * viewer pressing "Start call"): the engine that carries the media peer to peer, the call the viewer is
 * in, and the "Join call" dialog. `control` lets the always-present "Start call" / "Join call" open the
 * dialog; `requested` is the press that made the room load this code.
 */
export function ConnectedCall({ group, onError, rtcConfig, labels, client, control, requested }: ConnectedCallProps) {
  const room = useRoom(callRoomOf);
  const errorText = useErrorText();
  const t = useCallText();
  const viewerId = room.viewer.id;
  const engine = useMemo(() => new CallEngine({ transport: client, selfId: viewerId, rtcConfig }), [client, viewerId, rtcConfig]);
  useEffect(() => () => engine.close(), [engine]);
  const media = useSyncExternalStore<CallEngineState>(engine.subscribe, engine.getState, engine.getState);

  const [dialog, setDialog] = useState<{ mode: 'start' | 'join'; group: Side } | null>(null);
  const [devices, setDevices] = useState<{ mics: CallDeviceOption[]; cameras: CallDeviceOption[] }>({ mics: [], cameras: [] });
  const [isJoining, setJoining] = useState(false);
  const [dialogError, setDialogError] = useState<string | null>(null);
  const [minimised, setMinimised] = useState(false);

  const joined = room.inCall;
  const joinedCall = joined ? room.calls[joined.group] : undefined;
  const memberIds = joinedCall?.members.map((member) => member.user_id).join(',') ?? '';

  // The server's view of the call drives the connections: newcomers connected, leavers closed.
  useEffect(() => {
    if (!joined || media.callId !== joined.callId) return;
    engine.setMembers(joined.callId, memberIds ? memberIds.split(',').map(Number) : []);
  }, [engine, joined, media.callId, memberIds]);

  // The call ended, shuttle mode closed it, or the viewer was moved out of it: the media stop too.
  const previousJoined = useRef(joined);
  useEffect(() => {
    const before = previousJoined.current;
    previousJoined.current = joined;
    if (!joined) {
      if (engine.getState().callId) engine.leave();
      return;
    }
    // Joined again after a reconnection (the same call): connections that dropped restart now.
    if (before && before !== joined && before.callId === joined.callId && engine.getState().callId === joined.callId) engine.reconnected();
  }, [engine, joined]);

  const openDialog = async (mode: 'start' | 'join') => {
    setDialogError(null);
    // Moving from one call to another: the devices are open already, no preview needed.
    if (engine.getState().callId) {
      void enter(mode, group);
      return;
    }
    setDialog({ mode, group });
    try {
      await engine.openDevices(engine.getState().devices);
      const listed = await engine.listDevices();
      // A browser that has not been allowed the devices yet names none of them.
      const option = (device: MediaDeviceInfo, index: number, unnamed: CallMessage) => ({
        deviceId: device.deviceId,
        label: device.label || t(unnamed, { number: index + 1 }),
      });
      setDevices({
        mics: listed.mics.map((device, index) => option(device, index, 'joinCall.unnamedMicrophone')),
        cameras: listed.cameras.map((device, index) => option(device, index, 'joinCall.unnamedCamera')),
      });
    } catch (error) {
      setDialogError(errorText(error));
    }
  };

  const enter = async (mode: 'start' | 'join', target: Side) => {
    setJoining(true);
    try {
      const call = mode === 'start' && client.startCall ? await client.startCall(target) : await client.joinCall(target);
      const members = client.getState().calls[target]?.members.map((member) => member.user_id) ?? [];
      await engine.join(call.callId, call.iceServers, members);
      setDialog(null);
    } catch (error) {
      setDialogError(errorText(error));
      onError?.('join', error);
    } finally {
      setJoining(false);
    }
  };

  const closeDialog = () => {
    setDialog(null);
    engine.closeDevices();
  };

  // The starter's presses reach the dialog through `control`; the press that loaded this code opens it once.
  const open = useRef(openDialog);
  open.current = openDialog;
  useEffect(() => {
    control.current = { open: (mode) => void open.current(mode) };
    return () => void (control.current = null);
  }, [control]);
  const firstPress = useRef(requested);
  useEffect(() => {
    if (firstPress.current) void open.current(firstPress.current);
    firstPress.current = null;
  }, []);

  const dialogCall = dialog ? room.calls[dialog.group] : undefined;

  const streams: Record<number, MediaStream | null> = { ...media.remote, [viewerId]: media.local };
  const members = joinedCall
    ? toCallView(joinedCall).members.map((person) =>
        person.userId === viewerId ? { ...person, mic: media.mic, camera: media.camera, screen: media.screen } : person,
      )
    : [];
  const act = (action: RoomCallAction, run: () => Promise<void> | void) => {
    void Promise.resolve()
      .then(run)
      .catch((error: unknown) => onError?.(action, error));
  };
  const canShareScreen = typeof navigator !== 'undefined' && Boolean(navigator.mediaDevices?.getDisplayMedia);

  return (
    <>
      {joined && joinedCall ? (
        <CallPanel
          data-part="call-panel"
          group={joined.group}
          members={members}
          viewerId={viewerId}
          streams={streams}
          speaking={media.speaking}
          mic={media.mic}
          camera={media.camera}
          screen={media.screen}
          onMicChange={(on) => engine.setMic(on)}
          onCameraChange={(on) => act('camera', () => engine.setCamera(on))}
          onScreenChange={canShareScreen ? (on) => act('screen', () => engine.setScreen(on)) : undefined}
          onLeave={() =>
            act('leave', async () => {
              engine.leave();
              await client.leaveCall();
            })
          }
          minimised={minimised}
          onMinimisedChange={setMinimised}
          labels={labels?.panel}
        />
      ) : null}
      <JoinCallDialog
        open={dialog !== null}
        onOpenChange={(open) => (open ? undefined : closeDialog())}
        preview={media.local}
        mics={devices.mics}
        cameras={devices.cameras}
        micId={media.devices.micId ?? ''}
        cameraId={media.devices.cameraId ?? ''}
        onMicChange={(micId) => act('devices', () => engine.switchDevices({ micId }))}
        onCameraChange={(cameraId) => act('devices', () => engine.switchDevices({ cameraId }))}
        onJoin={() => dialog && void enter(dialog.mode, dialog.group)}
        inCall={dialogCall?.members.map((member) => member.displayName) ?? []}
        isJoining={isJoining}
        error={dialogError ?? (media.mediaError ? errorText(media.mediaError) : null)}
        labels={labels?.dialog}
      />
    </>
  );
}

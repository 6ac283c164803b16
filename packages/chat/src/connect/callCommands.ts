/**
 * The call commands of `ChatClient`: the signalling half of a call (the media engine lives with the call's
 * components). The store keeps the calls the viewer may see (`calls`), the call this client is in (`inCall`)
 * and `mediatorAway`; signals for the viewer go to the `onCallSignal` subscribers. After a reconnection the
 * client joins its call again (`resume`), which the server allows while it keeps the person's place (a grace
 * period after a drop), so a network blip does not end the call for anyone.
 */
import type { CallSignalEvent, CallState, CallsAck } from '@mediation/protocol';
import type { Side } from '../types';
import type { CallMedia, OutgoingCallSignal } from '../room/RoomClient';
import type { JoinedCall, RoomState } from '../room/roomState';
import { ChatClientError } from './errors';
import type { RoomConnection } from './connection';

/** What the commands need of their client. */
export interface CallHost {
  emit: RoomConnection['emit'];
  caseId: string;
  getState: () => RoomState;
  update: (change: Partial<RoomState> | ((state: RoomState) => Partial<RoomState>)) => void;
}

/** The store with one group's call as the server answered it. */
const withCall = (state: RoomState, call: CallState): Partial<RoomState> => ({ calls: { ...state.calls, [call.group]: call } });

export class CallCommands {
  private readonly signalHandlers = new Set<(signal: CallSignalEvent) => void>();

  constructor(private readonly host: CallHost) {}

  private joined(ack: { call: CallState; iceServers: JoinedCall['iceServers'] }): JoinedCall {
    const inCall: JoinedCall = { group: ack.call.group, callId: ack.call.call_id, iceServers: ack.iceServers };
    this.host.update((state) => ({ ...withCall(state, ack.call), inCall }));
    return inCall;
  }

  /** The mediator starts the group's call (joining it); resolves with the call joined, ICE servers included. */
  async start(group: Side): Promise<JoinedCall> {
    const started = await this.host.emit('callStart', { case_id: this.host.caseId, group });
    this.host.update((state) => withCall(state, started.call));
    return this.join(group);
  }

  /** Joins the group's call; the server takes the viewer out of any other call first. */
  async join(group: Side): Promise<JoinedCall> {
    return this.joined(await this.host.emit('callJoin', { case_id: this.host.caseId, group }));
  }

  /** Leaves the call this client is in (the store forgets it even when the server cannot be told). */
  async leave(): Promise<void> {
    if (this.host.getState().inCall === null) return;
    this.host.update({ inCall: null });
    await this.host.emit('callLeave', { case_id: this.host.caseId });
  }

  /** A signal for another person of the viewer's call; resolves with whether the server delivered it. */
  async signal(signal: OutgoingCallSignal): Promise<boolean> {
    const joined = this.host.getState().inCall;
    if (!joined) throw new ChatClientError('conflict', 'You are not in a call.');
    const ack = await this.host.emit('callSignal', { case_id: this.host.caseId, call_id: joined.callId, ...signal });
    return ack.delivered;
  }

  /** Tells the others what the viewer sends now (microphone, camera, screen). */
  async setMedia(media: CallMedia): Promise<void> {
    const joined = this.host.getState().inCall;
    if (!joined) return;
    await this.host.emit('callMedia', { case_id: this.host.caseId, call_id: joined.callId, ...media });
  }

  /** Reads the calls the viewer may see, and whether the mediator is with the other side, into the store. */
  async list(): Promise<CallsAck> {
    const { ok: _ok, ...ack } = await this.host.emit('calls', { case_id: this.host.caseId });
    const calls: RoomState['calls'] = {};
    for (const call of ack.calls) calls[call.group] = call;
    this.host.update((state) => {
      const joined = state.inCall;
      const isGone = joined !== null && calls[joined.group]?.call_id !== joined.callId;
      return isGone ? { calls, mediatorAway: ack.mediator_away, inCall: null } : { calls, mediatorAway: ack.mediator_away };
    });
    return ack;
  }

  /**
   * After a reconnection: joins the call this client was in again (the server kept the place for a while),
   * then reads the calls. A call that ended meanwhile is left behind.
   */
  async resume(): Promise<void> {
    const joined = this.host.getState().inCall;
    if (joined) {
      try {
        await this.join(joined.group);
      } catch (error) {
        // Refused (the call ended, the group is closed by shuttle mode): the call is over for this client.
        if (error instanceof ChatClientError && (error.code === 'timeout' || error.code === 'disconnected')) throw error;
        this.host.update({ inCall: null });
      }
    }
    await this.list();
  }

  /** Calls `handler` with each signal for the viewer; returns the unsubscribe function. */
  onSignal(handler: (signal: CallSignalEvent) => void): () => void {
    this.signalHandlers.add(handler);
    return () => this.signalHandlers.delete(handler);
  }

  /** A signal arrived on the socket (the server sends one only to a member of the call it names). */
  receive(signal: CallSignalEvent): void {
    for (const handler of this.signalHandlers) handler(signal);
  }
}

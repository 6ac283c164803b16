/** What the call engine needs from the room's client: the signalling of the socket, nothing of media. */
import type { CallSignalEvent, IceServer } from '@mediation/protocol';
import type { RoomClient } from '../../room/RoomClient';

export type IncomingCallSignal = CallSignalEvent;
export type IceServerConfig = IceServer;

/** The part of the room's client the engine drives (`ChatClient` and `MemoryRoomClient` have it). */
export type CallTransport = Required<Pick<RoomClient, 'sendCallSignal' | 'setCallMedia' | 'onCallSignal'>>;

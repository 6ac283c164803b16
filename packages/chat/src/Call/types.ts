/** What the call components show: people in a call and their media, as the connect layer maps them. */
import type { Side } from '../types';

/** One person in a call, with what they send (for the tile's indicators). */
export interface CallPerson {
  userId: number;
  name: string;
  side: Side;
  role: 'mediator' | 'party';
  mic: boolean;
  camera: boolean;
  screen: boolean;
}

/** A call of one group, as its members see it. */
export interface CallView {
  callId: string;
  group: Side;
  startedAt: string;
  members: CallPerson[];
}

/** A device the person may choose in the "Join call" dialog. */
export interface CallDeviceOption {
  deviceId: string;
  label: string;
}

/** The camera choice that means "no camera" (audio only). */
export const NO_CAMERA = 'none';

/** A room in memory for stories and tests, offering the commands given, each told to its spy first. */
import { MemoryRoomClient, type MemoryRoomClientOptions } from '../room/MemoryRoomClient';
import type { RoomClient } from '../room/RoomClient';
import type { ChatNote, Side } from '../types';

export interface RoomSpies {
  send?: (group: Side, text: string) => void;
  like?: (messageId: string, liked: boolean) => void;
  edit?: (messageId: string, text: string) => void;
  setShuttle?: (shuttle: boolean) => void;
  addNote?: (note: ChatNote) => void;
  removeNote?: (index: number) => void;
  sendSurvey?: () => void;
  markRead?: (side: Side, seq: number) => void;
}

/**
 * The room's client over a `MemoryRoomClient` with only the commands in `spies` (the room shows the
 * controls of those alone), each told to its spy before the memory applies it. With `echo: false` what is
 * sent is only told, not shown, as a host that stores nothing.
 */
export function spiedRoom(options: MemoryRoomClientOptions, spies: RoomSpies, { echo = true }: { echo?: boolean } = {}): RoomClient {
  const memory = new MemoryRoomClient(options);
  const { send, like, edit, setShuttle, addNote, removeNote, sendSurvey, markRead } = spies;
  return {
    getState: memory.getState,
    subscribe: memory.subscribe,
    offerNotices: (show) => memory.offerNotices(show),
    dismissNotice: () => memory.dismissNotice(),
    send: (group, text) => {
      send?.(group, text);
      return echo ? memory.send(group, text) : '';
    },
    ...(like ? { like: (id: string, liked: boolean) => (like(id, liked), memory.like(id, liked)) } : {}),
    ...(edit ? { edit: (id: string, text: string) => (edit(id, text), memory.edit(id, text)) } : {}),
    ...(setShuttle ? { setShuttle: (value: boolean) => (setShuttle(value), memory.setShuttle(value)) } : {}),
    ...(addNote ? { addNote: (note: ChatNote) => (addNote(note), memory.addNote(note)) } : {}),
    ...(removeNote ? { removeNote: (index: number) => (removeNote(index), memory.removeNote(index)) } : {}),
    ...(sendSurvey ? { sendSurvey: () => (sendSurvey(), memory.sendSurvey()) } : {}),
    ...(markRead ? { markRead: (side: Side, seq: number) => (markRead(side, seq), memory.markRead(side, seq)) } : {}),
  };
}

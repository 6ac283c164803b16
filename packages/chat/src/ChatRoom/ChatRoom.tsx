import { ChatRoomProvider } from './ChatRoomProvider';
import type { ChatRoomProps } from './props';
import { RoomBoard } from './RoomBoard';
import { RoomInfoColumn } from './RoomInfoColumn';
import { RoomLayout, RoomSideBar } from './RoomLayout';
import { RoomSplit } from './RoomSplit';

export { useChatRoomLabels, useRoomNoticeLabels } from './labels';
export type { ChatRoomLabels, RoomNoticeLabels } from './labels';
export type { ChatRoomProps, ChatRoomSlots, RoomActionName } from './props';
export { ROOM_COMPACT_WIDTH } from './useRoomWidth';

/**
 * The whole case room for the mediator or a party: side bar, header, messages, composer and the info column
 * (resizable by its edge; a drawer below 768 px). It is the usual composition of the room's parts; an app that wants them elsewhere
 * places them itself inside a `ChatRoomProvider`.
 */
export function ChatRoom(props: ChatRoomProps) {
  return (
    <ChatRoomProvider {...props}>
      <RoomLayout>
        <RoomSideBar />
        <RoomSplit board={<RoomBoard />} info={<RoomInfoColumn />} />
      </RoomLayout>
    </ChatRoomProvider>
  );
}

import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseInfo, mediator, participants, partyA, roomMessages } from '../internal/fixtures';
import { renderWithTheme } from '../internal/test-utils';
import { ChatRoom } from './ChatRoom';
import { ChatRoomProvider, useChatRoom } from './ChatRoomProvider';
import { RoomBoard, RoomComposer, RoomHeader, RoomMessages } from './RoomBoard';
import { RoomInfoColumn } from './RoomInfoColumn';
import { RoomLayout, RoomSideBar } from './RoomLayout';

const room = { caseInfo, participants, messages: roomMessages(), shuttle: false, locale: 'en-GB', timeZone: 'UTC' };

afterEach(() => {
  vi.restoreAllMocks();
});

describe('ChatRoom parts', () => {
  it('throw a clear error when placed outside a ChatRoomProvider', () => {
    // React reports the thrown error on the console as well; the test reads it from the throw.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => renderWithTheme(<RoomMessages />)).toThrow('useChatRoom must be used within a ChatRoomProvider');
    expect(() => renderWithTheme(<RoomInfoColumn />)).toThrow('useChatRoom must be used within a ChatRoomProvider');
  });

  it('compose the room an app arranges: its own panel beside the messages, no info column, an action in the header', async () => {
    const onSend = vi.fn();
    function CaseTitle() {
      const { caseInfo: shown, viewer } = useChatRoom();
      return (
        <h1>
          {shown.title} · side {viewer.side}
        </h1>
      );
    }
    renderWithTheme(
      <ChatRoomProvider {...room} viewer={partyA} messages={room.messages.filter((message) => message.group !== 'B')} onSend={onSend}>
        <CaseTitle />
        <RoomLayout>
          <RoomSideBar />
          <RoomBoard>
            <RoomHeader actions={<span>0 waiting</span>} />
            <RoomMessages />
            <RoomComposer />
          </RoomBoard>
          <section aria-label="My panel">Beside the messages</section>
        </RoomLayout>
      </ChatRoomProvider>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Shared fence repair · side A' })).toBeTruthy();
    expect(screen.getByRole('region', { name: 'My panel' }).textContent).toBe('Beside the messages');
    expect(screen.getByText('0 waiting')).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Participants' })).toBeNull();
    // The parts share one room: the tab chosen in the side bar is the group the composer writes to.
    await userEvent.click(screen.getByRole('tab', { name: /^A/ }));
    await userEvent.type(screen.getByRole('textbox', { name: 'Type a message' }), 'Only to the mediator{Enter}');
    expect(onSend).toHaveBeenCalledWith('A', 'Only to the mediator');
  });

  it('keeps the one-line room as their usual composition', () => {
    renderWithTheme(<ChatRoom {...room} viewer={mediator} onSend={vi.fn()} />);
    const board = screen.getByRole('tabpanel', { name: 'Conversation: Everyone' });
    expect(within(board).getByRole('log', { name: 'Messages' })).toBeTruthy();
    expect(within(board).getByRole('textbox', { name: 'Type a message' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Case room' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Participants' })).toBeTruthy();
  });
});

import { Profiler } from 'react';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { caseInfo, mediator, participants, partyA, roomMessages } from '../internal/fixtures';
import { spiedRoom } from '../internal/spiedRoom';
import { renderWithTheme } from '../internal/test-utils';
import { MemoryRoomClient } from '../room/MemoryRoomClient';
import { ChatRoom } from './ChatRoom';
import { ChatRoomProvider, useChatRoom } from './ChatRoomProvider';
import { RoomBoard, RoomComposer, RoomHeader, RoomMessages, RoomTypingNotice } from './RoomBoard';
import { RoomInfoColumn } from './RoomInfoColumn';
import { RoomLayout, RoomSideBar } from './RoomLayout';

const view = { caseInfo, locale: 'en-GB', timeZone: 'UTC' };
const store = { participants, messages: roomMessages(), shuttle: false };

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
      <ChatRoomProvider
        {...view}
        client={spiedRoom(
          { ...store, viewer: partyA, messages: store.messages.filter((message) => message.group !== 'B') },
          { send: onSend },
        )}
      >
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
    await userEvent.type(screen.getByRole('textbox', { name: 'Private message to the mediator' }), 'Only to the mediator{Enter}');
    expect(onSend).toHaveBeenCalledWith('A', 'Only to the mediator');
  });

  it('keeps the one-line room as their usual composition', () => {
    renderWithTheme(<ChatRoom {...view} client={new MemoryRoomClient({ ...store, viewer: mediator })} />);
    const board = screen.getByRole('tabpanel', { name: 'Conversation: Joint' });
    expect(within(board).getByRole('log', { name: 'Messages' })).toBeTruthy();
    expect(within(board).getByRole('textbox', { name: 'Message to everyone' })).toBeTruthy();
    expect(screen.getByRole('complementary', { name: 'Case room' })).toBeTruthy();
    expect(screen.getByRole('heading', { name: 'Participants' })).toBeTruthy();
  });

  it('shows the notes and the summary, whose code loads when they are first chosen', async () => {
    renderWithTheme(<ChatRoom {...view} client={new MemoryRoomClient({ ...store, viewer: mediator })} />);
    const sideBar = screen.getByRole('complementary', { name: 'Case room' });
    expect(screen.queryByRole('textbox', { name: 'Note' })).toBeNull();
    await userEvent.click(within(sideBar).getByRole('button', { name: 'Notes' }));
    expect(await screen.findByRole('textbox', { name: 'Note' })).toBeTruthy();
    expect(screen.queryByText('Loading…')).toBeNull();
    await userEvent.click(within(sideBar).getByRole('button', { name: 'Summary' }));
    expect(await screen.findByRole('heading', { name: 'Summary' })).toBeTruthy();
  });

  it('renders the typing line on a typing notice, and not the messages', () => {
    const client = new MemoryRoomClient({ ...store, viewer: mediator });
    let listRenders = 0;
    renderWithTheme(
      <ChatRoomProvider {...view} client={client}>
        <RoomBoard>
          <Profiler id="list" onRender={() => (listRenders += 1)}>
            <RoomMessages />
          </Profiler>
          <RoomTypingNotice />
        </RoomBoard>
      </ChatRoomProvider>,
    );
    const before = listRenders;
    act(() => client.update({ typing: [{ userId: partyA.id, name: partyA.name, side: 'M', at: 1 }] }));
    expect(screen.getByText(`${partyA.name} is typing…`)).toBeTruthy();
    expect(listRenders).toBe(before);
    // A message does render the list.
    act(() => client.send('M', 'Thank you.'));
    expect(listRenders).toBeGreaterThan(before);
  });
});

import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { Avatar, type AvatarProps } from '@mediation/ui';
import { caseInfo, hebrewConversation, makeMessage, mediator, notes, participants, partyA, roomMessages } from '../internal/fixtures';
import { spiedRoom } from '../internal/spiedRoom';
import type { RoomNotice, RoomState } from '../room/roomState';
import type { ChatMessage, ChatNote, ChatParticipant, ChatViewer, Side } from '../types';
import { ChatRoom, type ChatRoomProps } from './ChatRoom';

/** What the room's store starts with, and spies on the client's commands. */
interface RoomStoryArgs extends Omit<ChatRoomProps, 'client'> {
  viewer: ChatViewer;
  participants: readonly ChatParticipant[];
  messages: readonly ChatMessage[];
  notes?: readonly ChatNote[];
  shuttle: boolean;
  isOffline?: boolean;
  notifications?: RoomNotice[];
  typing?: RoomState['typing'];
  onSend: (group: Side, text: string) => void;
  onLike?: (messageId: string, liked: boolean) => void;
  onEdit?: (messageId: string, text: string) => void;
  onShuttleChange?: (shuttle: boolean) => void;
  onSendSurvey?: () => void;
  onMarkRead?: (side: Side, seq: number) => void;
}

/** A message sent in a story is stamped with this time, so that its pixels do not depend on the clock. */
const sentAt = () => makeMessage('M', 'M', '', 1450).time;
const keep = () => undefined;

/** The room over a client in memory, which keeps what is sent, liked, edited and noted as the server would. */
function Room({
  viewer,
  participants: people,
  messages,
  notes: noteList = [],
  shuttle,
  isOffline = false,
  notifications = [],
  typing = [],
  onSend,
  onLike,
  onEdit,
  onShuttleChange,
  onSendSurvey,
  onMarkRead,
  ...props
}: RoomStoryArgs) {
  const [client] = useState(() =>
    spiedRoom(
      {
        viewer,
        participants: [...people],
        messages: [...messages],
        notes: [...noteList],
        shuttle,
        status: isOffline ? 'offline' : 'online',
        notifications,
        typing,
        now: sentAt,
      },
      {
        send: onSend,
        like: onLike,
        edit: onEdit,
        setShuttle: onShuttleChange,
        sendSurvey: onSendSurvey,
        markRead: onMarkRead,
        addNote: keep,
        removeNote: keep,
      },
    ),
  );
  return (
    <div style={{ height: '100vh' }}>
      <ChatRoom {...props} client={client} />
    </div>
  );
}

const meta = {
  title: 'Chat/ChatRoom',
  args: {
    viewer: mediator,
    caseInfo,
    participants,
    messages: roomMessages(),
    notes,
    shuttle: false,
    locale: 'en-GB',
    timeZone: 'UTC',
    shareOrigin: 'https://mediation.example.org',
    onSend: fn(),
    onLike: fn(),
    onEdit: fn(),
    onShuttleChange: fn(),
    onSendSurvey: fn(),
    onExit: fn(),
    onMarkRead: fn(),
  },
  argTypes: { messages: { control: false }, participants: { control: false }, slots: { control: false }, components: { control: false } },
  parameters: {
    frame: 'none',
    viewport: { options: { phone375: { name: 'Phone 375', styles: { width: '375px', height: '720px' }, type: 'mobile' } } },
  },
  render: (args) => <Room {...args} />,
} satisfies Meta<RoomStoryArgs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The mediator: groups M, A, B with unread counts that reset when viewed, sending, shuttle and the info panels. */
export const Mediator: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'M — Joint' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.click(canvas.getByRole('tab', { name: 'A — Side A, 1 unread' }));
    await expect(canvas.getByRole('tab', { name: 'A — Side A' })).toHaveAttribute('aria-selected', 'true');
    // A group never read before opens at its first unread message, under the "New messages" divider.
    await expect(canvas.getByRole('separator', { name: 'New messages' })).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'B — Side B, 1 unread' })).toBeVisible();
    const read = args.messages.find((message) => message.text === 'Thank you, I will keep that in mind.');
    await expect(args.onMarkRead).toHaveBeenLastCalledWith('A', read?.seq);
    // Group A is a caucus: the header says so and the composer names who reads it.
    await expect(canvas.getByText('Private', { exact: true })).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Private message to side A' }), 'Noted, thank you.{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('A', 'Noted, thank you.');
    await waitFor(() => expect(canvas.getByRole('log', { name: 'Messages' })).toHaveTextContent('Noted, thank you.'));
    await userEvent.click(canvas.getByRole('switch', { name: 'Shuttle mode' }));
    await expect(args.onShuttleChange).toHaveBeenCalledWith(true);
    await expect(canvas.getByRole('switch', { name: 'Shuttle mode' })).toHaveAttribute('aria-checked', 'true');
    await userEvent.click(canvas.getByRole('button', { name: 'Notes' }));
    await expect(await canvas.findByRole('textbox', { name: 'Note' })).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Case information' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Send survey' }));
    await expect(args.onSendSurvey).toHaveBeenCalled();
    await userEvent.click(canvas.getByRole('tab', { name: 'M — Joint' }));
  },
};

/** Party A with shuttle on: it cannot write in M (the reason is shown) but can in its own group. */
export const PartyShuttleOn: Story = {
  args: { viewer: partyA, shuttle: true, messages: roomMessages().filter((message) => message.group !== 'B') },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('tab').map((tab) => tab.getAttribute('aria-label'))).toEqual([
      'M — Everyone',
      'A — You and the mediator, 1 unread',
    ]);
    await expect(canvas.queryByRole('button', { name: 'Share' })).toBeNull();
    await expect(canvas.queryByRole('button', { name: 'Notes' })).toBeNull();
    const box = canvas.getByRole('textbox', { name: 'Message to everyone' });
    await expect(box).toBeDisabled();
    await expect(box).toHaveAccessibleDescription('Shuttle mode is on: only the mediator writes in the joint group.');
    await userEvent.click(canvas.getByRole('tab', { name: /^A/ }));
    const own = canvas.getByRole('textbox', { name: 'Private message to the mediator' });
    await expect(own).toBeEnabled();
    await userEvent.type(own, 'I can pay 60 percent at most.{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('A', 'I can pay 60 percent at most.');
  },
};

/**
 * 375 px wide, with something waiting in the agreement: the button that opens the drawer names the panel and
 * its count ("Agreement, 1 new"), and opens the drawer on it.
 */
export const MobileWithAgreementCount: Story = {
  args: {
    viewer: partyA,
    messages: roomMessages().filter((message) => message.group !== 'B'),
    slots: { agreement: <section aria-label="Agreement">The agreement's clauses.</section> },
    infoCounts: { agreement: 1 },
  },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const counted = await canvas.findByRole('button', { name: 'Agreement, 1 new' });
    await expect(counted).toHaveTextContent('Agreement');
    await userEvent.click(counted);
    const drawer = within(await screen.findByRole('dialog', { name: 'Shared fence repair' }));
    await expect(drawer.getByRole('region', { name: 'Agreement' })).toBeVisible();
  },
};

/** 375 px wide: the groups sit above the messages and the info column opens in a slide-in drawer. */
export const MobileWidth: Story = {
  args: { viewer: partyA, messages: roomMessages().filter((message) => message.group !== 'B') },
  globals: { viewport: { value: 'phone375', isRotated: false } },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Case details' }));
    const drawer = within(await screen.findByRole('dialog', { name: 'Shared fence repair' }));
    await expect(drawer.getByRole('heading', { name: 'Participants' })).toBeVisible();
    await userEvent.click(drawer.getByRole('button', { name: 'Exit' }));
    await expect(args.onExit).toHaveBeenCalled();
    // Escape closes the drawer; the screenshot shows the room at 375 px.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('tablist', { name: 'Groups' })).toHaveAttribute('aria-orientation', 'horizontal');
  },
};

/** Right to left, in Hebrew. */
export const RightToLeft: Story = {
  args: {
    messages: hebrewConversation(),
    locale: 'he-IL',
    caseInfo: { ...caseInfo, title: 'תיקון גדר משותפת', category: 'שכנים', problemBrief: 'שני שכנים חלוקים על מי משלם על הגדר החדשה.' },
    labels: {
      composer: { placeholder: 'הקלידו הודעה', send: 'שליחה' },
      search: { search: 'חיפוש בהודעות', previous: 'התוצאה הקודמת', next: 'התוצאה הבאה' },
      groupSelector: { groups: { M: 'משותף', A: 'צד א', B: 'צד ב' } },
    },
  },
  globals: { dir: 'rtl' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('textbox', { name: 'הקלידו הודעה' })).toBeVisible();
    await expect(getComputedStyle(canvas.getByRole('log', { name: 'Messages' })).direction).toBe('rtl');
  },
};

function RoundAvatar(props: AvatarProps) {
  return <Avatar {...props} size="sm" data-replaced="" />;
}

/** The guide package's panels in their slots, a replaced piece (Avatar), someone typing and the offline state. */
export const SlotsAndOffline: Story = {
  args: {
    isOffline: true,
    components: { Avatar: RoundAvatar },
    notifications: [{ id: 1, kind: 'joined', name: 'Dana Levi', offered: false }],
    typing: [{ userId: partyA.id, name: 'Dana Levi', side: 'M', at: 0 }],
    slots: {
      guidePanel: (
        <div style={{ padding: '8px 16px', borderTop: '1px dashed currentColor' }}>Guided negotiation panel (from @mediation/guide)</div>
      ),
      partyBanner: <div style={{ padding: '8px 16px', borderBottom: '1px dashed currentColor' }}>Banner slot</div>,
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Guided negotiation panel (from @mediation/guide)')).toBeVisible();
    await expect(canvas.getByRole('textbox', { name: 'Message to everyone' })).toHaveAccessibleDescription(
      'You are offline. You can send again once the connection is back.',
    );
    await waitFor(() => expect(canvasElement.querySelectorAll('[data-replaced]').length).toBeGreaterThan(0));
    await expect(canvas.getByText('Dana Levi joined to chat')).toBeVisible();
    await expect(canvas.getByText('Dana Levi is typing…')).toBeVisible();
  },
};

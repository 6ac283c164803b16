import { useId, useState, type ReactNode } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import styled from 'styled-components';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Badge, Button, ChevronDownIcon, CompassIcon, ExitIcon } from '@mediation/ui';
import { caseInfo, mediator, participants, partyA, roomMessages } from '../internal/fixtures';
import { spiedRoom } from '../internal/spiedRoom';
import type { ChatMessage, ChatParticipant, ChatViewer, Side } from '../types';
import { ChatRoomProvider, useChatRoom, type ChatRoomProviderProps } from './ChatRoomProvider';
import { RoomBoard, RoomComposer, RoomHeader, RoomMessages, RoomNotifications, RoomTypingNotice } from './RoomBoard';
import { RoomInfoColumn } from './RoomInfoColumn';
import { RoomLayout, RoomSideBar } from './RoomLayout';

const Page = styled.div`
  display: flex;
  flex-direction: column;
  height: 100vh;

  & > :last-child {
    flex: 1 1 auto;
    min-height: 0;
  }
`;

const Dock = styled.section`
  flex: none;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  width: ${({ theme }) => theme.size.drawer};
  padding: ${({ theme }) => theme.space.lg};
  border-inline-start: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};

  &[data-state='closed'] {
    width: auto;
  }

  & h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
  }
`;

const PartyBar = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.font.family.sans};

  & h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
  }

  & p {
    flex: 1 1 auto;
    margin: 0;
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

/** An app's own panel docked beside the messages, reading the room from its context. */
function GuideDock() {
  const { group, isMediator } = useChatRoom();
  const [isOpen, setOpen] = useState(true);
  const headingId = useId();
  if (!isMediator) return null;
  return (
    <Dock aria-labelledby={headingId} data-state={isOpen ? 'open' : 'closed'}>
      <Button variant="secondary" size="sm" aria-expanded={isOpen} onClick={() => setOpen(!isOpen)}>
        <CompassIcon />
        <span id={headingId}>Guided negotiation</span>
        <ChevronDownIcon />
      </Button>
      {isOpen ? (
        <>
          <h2>Stage 1 of 5: Opening</h2>
          <p>Ask each side what a good outcome looks like. You are reading group {group}.</p>
          <Button size="sm">Next</Button>
        </>
      ) : null}
    </Dock>
  );
}

/** A party's header of the app's own: the case title, who the party is, and Exit. */
function PartyHeader() {
  const { caseInfo: shown, viewer, onExit, labels } = useChatRoom();
  return (
    <PartyBar>
      <h1>{shown.title}</h1>
      <p>
        Side {viewer.side} · mediator {shown.mediatorName}
      </p>
      {onExit ? (
        <Button variant="ghost" size="sm" onClick={onExit}>
          <ExitIcon />
          {labels.sideBar.exit ?? 'Exit'}
        </Button>
      ) : null}
    </PartyBar>
  );
}

/** What the room's store starts with, and a spy on what is sent (told only, not shown: the host stores nothing). */
interface ComposedArgs extends Omit<ChatRoomProviderProps, 'client'> {
  viewer: ChatViewer;
  participants: readonly ChatParticipant[];
  messages: readonly ChatMessage[];
  shuttle: boolean;
  onSend: (group: Side, text: string) => void;
  children?: ReactNode;
}

/** The provider over a client in memory that offers sending alone. */
function Composed({ viewer, participants: people, messages, shuttle, onSend, children, ...props }: ComposedArgs) {
  const [client] = useState(() =>
    spiedRoom({ viewer, participants: [...people], messages: [...messages], shuttle }, { send: onSend }, { echo: false }),
  );
  return (
    <ChatRoomProvider {...props} client={client}>
      {children}
    </ChatRoomProvider>
  );
}

const meta = {
  title: 'Chat/ChatRoom/Composed',
  args: {
    viewer: mediator,
    caseInfo,
    participants,
    messages: roomMessages(),
    shuttle: false,
    locale: 'en-GB',
    timeZone: 'UTC',
    onSend: fn(),
    onExit: fn(),
  },
  argTypes: { messages: { control: false }, participants: { control: false }, slots: { control: false }, components: { control: false } },
  parameters: { frame: 'none' },
} satisfies Meta<ComposedArgs>;

export default meta;
type Story = StoryObj<ComposedArgs>;

/** The mediator's room rearranged: no info column, a guided negotiation panel docked beside the messages, a waiting-room badge in the header. */
export const GuideBesideMessages: Story = {
  render: (args: ComposedArgs) => (
    <Composed {...args}>
      <Page>
        <RoomLayout>
          <RoomSideBar />
          <RoomBoard>
            <RoomHeader actions={<Badge tone="neutral">0 waiting</Badge>} />
            <RoomNotifications />
            <RoomMessages />
            <RoomTypingNotice />
            <RoomComposer />
          </RoomBoard>
          <GuideDock />
        </RoomLayout>
      </Page>
    </Composed>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const dock = canvas.getByRole('region', { name: 'Guided negotiation' });
    await expect(canvas.queryByRole('heading', { name: 'Participants' })).toBeNull();
    await expect(canvas.getByText('0 waiting')).toBeVisible();
    // The dock reads the room: choosing group A in the side bar reaches it.
    await userEvent.click(canvas.getByRole('tab', { name: 'A — Side A, 1 unread' }));
    await expect(within(dock).getByText(/reading group A/)).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Private message to side A' }), 'Thank you, noted.{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('A', 'Thank you, noted.');
    // Collapsed, the dock gives the messages its width back.
    const log = canvas.getByRole('log', { name: 'Messages' });
    const before = log.getBoundingClientRect().width;
    await userEvent.click(within(dock).getByRole('button', { name: 'Guided negotiation' }));
    await expect(within(dock).getByRole('button', { name: 'Guided negotiation' })).toHaveAttribute('aria-expanded', 'false');
    await waitFor(() => expect(log.getBoundingClientRect().width).toBeGreaterThan(before));
    // Open again for the screenshot, which shows group A (short enough not to scroll, so no pixel depends on where a scroll settled).
    await userEvent.click(within(dock).getByRole('button', { name: 'Guided negotiation' }));
    await expect(within(dock).getByRole('button', { name: 'Next' })).toBeVisible();
  },
};

/** A party's room rearranged: the app's header with the case title and Exit, the groups as tabs above the messages, no side bar. */
export const PartyWithHeader: Story = {
  args: { viewer: partyA, messages: roomMessages().filter((message) => message.group !== 'B') },
  render: (args: ComposedArgs) => (
    <Composed {...args}>
      <Page>
        <PartyHeader />
        <RoomLayout>
          <RoomBoard>
            {/* RoomHeader brings the group tabs below the wide layout. */}
            <RoomHeader />
            <RoomMessages />
            <RoomComposer />
          </RoomBoard>
          <RoomInfoColumn />
        </RoomLayout>
      </Page>
    </Composed>
  ),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Shared fence repair' })).toBeVisible();
    await expect(canvas.getByText('Side A · mediator Noa Ben-David')).toBeVisible();
    await expect(canvas.queryByRole('complementary', { name: 'Case room' })).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Participants' })).toBeVisible();
    await userEvent.click(canvas.getByRole('tab', { name: /^A/ }));
    await userEvent.type(canvas.getByRole('textbox', { name: 'Private message to the mediator' }), 'I can pay 60 percent at most.{Enter}');
    await expect(args.onSend).toHaveBeenCalledWith('A', 'I can pay 60 percent at most.');
    // The header's Exit (the column's footer has one too below the wide layout).
    const header = canvas.getByRole('heading', { level: 1, name: 'Shared fence repair' }).parentElement!;
    await userEvent.click(within(header).getByRole('button', { name: 'Exit' }));
    await expect(args.onExit).toHaveBeenCalled();
  },
};

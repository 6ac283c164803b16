import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ChatConfigProvider } from '../ChatConfig';
import { conversation, makeMessage, manyMessages, partyA } from '../internal/fixtures';
import type { ChatMessage } from '../types';
import { MessageList } from './MessageList';

const meta = {
  title: 'Chat/MessageList',
  component: MessageList,
  args: { messages: conversation(), viewerId: partyA.id, onLike: fn(), onEdit: fn(), onRetry: fn(), onLoadOlder: fn() },
  argTypes: { messages: { control: false } },
  parameters: { frame: 'none' },
  decorators: [
    (Story) => (
      <ChatConfigProvider locale="en-GB" timeZone="UTC">
        <div style={{ height: '100vh' }}>
          <Story />
        </div>
      </ChatConfigProvider>
    ),
  ],
} satisfies Meta<typeof MessageList>;

export default meta;
type Story = StoryObj<typeof meta>;

const scroller = (canvasElement: HTMLElement) => within(canvasElement).getByRole('log', { name: 'Messages' });

/** Waits until the list has settled at its latest message, as a reader would see it on opening. */
async function settledAtEnd(log: HTMLElement) {
  await waitFor(() => expect(log.scrollHeight - log.clientHeight - log.scrollTop).toBeLessThanOrEqual(1));
  await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
  await waitFor(() => expect(log.scrollHeight - log.clientHeight - log.scrollTop).toBeLessThanOrEqual(1));
}

/**
 * Waits until the list has stopped moving: its position, its height and the reading position unchanged over
 * three frames (rows above the view are still being measured for a few frames after a jump or a prepend).
 */
async function settled(log: HTMLElement) {
  const state = () =>
    `${log.scrollTop}|${log.scrollHeight}|${log.parentElement?.querySelector('[role="progressbar"]')?.getAttribute('aria-valuenow')}`;
  let last = state();
  let stable = 0;
  for (let frame = 0; frame < 120 && stable < 3; frame += 1) {
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const now = state();
    stable = now === last ? stable + 1 : 0;
    last = now;
  }
  await expect(stable).toBeGreaterThanOrEqual(3);
}

/** A conversation over two days: grouped by author and minute, day separators, likes, an edit and a guided message. */
export const Default: Story = {
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = scroller(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBe(7));
    await expect(canvas.getAllByRole('separator')).toHaveLength(2);
    // Arrow keys move between messages once the log has focus.
    log.focus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getAllByRole('article', { name: /^Yossi Cohen/ }).at(-1)).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(canvas.getAllByRole('article', { name: /^Dana Levi/ }).at(-1)).toHaveFocus();
    // Focus reveals the controls; Like reports the new state.
    const like = within(document.activeElement as HTMLElement).getByRole('button', { name: 'Like' });
    await expect(like).toHaveAttribute('aria-pressed', 'false');
    await userEvent.click(like);
    await expect(args.onLike).toHaveBeenCalledWith(expect.stringMatching(/^msg-/), true);
    log.focus();
  },
};

/** No messages yet. */
export const Empty: Story = { args: { messages: [] } };

function Growing({ initial, ...props }: { initial: ChatMessage[] } & Omit<React.ComponentProps<typeof MessageList>, 'messages'>) {
  const [messages, setMessages] = useState(initial);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <button
        type="button"
        onClick={() => setMessages((list) => [...list, makeMessage('B', 'M', `New reply ${list.length}`, 3000 + list.length)])}
      >
        Add message
      </button>
      <div style={{ flex: 1, minHeight: 0 }}>
        <MessageList {...props} messages={messages} />
      </div>
    </div>
  );
}

/** The "New messages" divider at the first unread one; scrolled up, arrivals are counted on "Jump to latest". */
export const NewMessagesAndJump: Story = {
  render: (args) => {
    const initial = manyMessages(40);
    return <Growing {...args} initial={initial} firstUnreadId={initial[34]?.id} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const log = scroller(canvasElement);
    await expect(await canvas.findByRole('separator', { name: 'New messages' })).toBeVisible();
    await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
    log.scrollTop = 0;
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Jump to latest' })).toBeVisible());
    await userEvent.click(canvas.getByRole('button', { name: 'Add message' }));
    await userEvent.click(canvas.getByRole('button', { name: 'Add message' }));
    const jump = await canvas.findByRole('button', { name: 'Jump to latest, 2 new' });
    await expect(canvasElement.querySelector('[aria-live="polite"]')).toHaveTextContent('Yossi Cohen: New reply 41');
    await userEvent.click(jump);
    await waitFor(() => expect(canvas.queryByRole('button', { name: /^Jump to latest/ })).toBeNull());
    await waitFor(() => expect(canvas.getByText('New reply 41')).toBeVisible());
    // At the very end once the rows' measured heights replace their estimates (a frame or two later), as the
    // reader sees it: the latest row's bottom above the list's end padding. The scroller's own numbers are not
    // enough, its scrollHeight can lag the rows' new total by a frame.
    await waitFor(() => expect(log.scrollHeight - log.clientHeight - log.scrollTop).toBeLessThan(1));
    await settled(log);
    const rows = log.querySelectorAll('[data-index]');
    const latest = rows[rows.length - 1]!;
    await expect(log.getBoundingClientRect().bottom - latest.getBoundingClientRect().bottom).toBeCloseTo(16, 0);
  },
};

// Built once, so that the pages keep their ids however often the story renders.
const latestPage = manyMessages(60, 1000);
const olderPages = [manyMessages(200, 800), manyMessages(200, 600), manyMessages(200, 400)];

function Paged(props: Omit<React.ComponentProps<typeof MessageList>, 'messages'>) {
  const [messages, setMessages] = useState(latestPage);
  const [loads, setLoads] = useState(0);
  const [isLoading, setLoading] = useState(false);
  return (
    <div style={{ display: 'flex', flexDirection: 'column', height: '100%' }}>
      <button
        type="button"
        onClick={() => {
          setMessages((list) => [...(olderPages[loads] ?? []), ...list]);
          setLoads(loads + 1);
          setLoading(false);
        }}
      >
        Deliver older messages
      </button>
      <div style={{ flex: 1, minHeight: 0 }}>
        <MessageList
          {...props}
          messages={messages}
          hasMoreOlder={loads < 3}
          isLoadingOlder={isLoading}
          onLoadOlder={() => {
            props.onLoadOlder?.();
            setLoading(true);
          }}
        />
      </div>
    </div>
  );
}

/**
 * Waits until the rows in the page reach past both edges of the view: after a prepend, the rows at an edge are
 * rendered only once the virtualizer has taken in where the list now stands, and until then the reader would
 * see a blank band there.
 */
async function rowsFillView(log: HTMLElement) {
  await waitFor(() => {
    const view = log.getBoundingClientRect();
    const rows = [...log.querySelectorAll('[data-index]')].map((row) => row.getBoundingClientRect());
    expect(Math.min(...rows.map((row) => row.top))).toBeLessThanOrEqual(view.top);
    expect(Math.max(...rows.map((row) => row.bottom))).toBeGreaterThanOrEqual(view.bottom);
  });
}

/** Reaching the top loads older messages (`history` with `before_seq`); the message being read stays where it was. */
export const LoadOlder: Story = {
  render: (args) => <Paged {...args} />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const log = scroller(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(3));
    await settledAtEnd(log);
    log.scrollTop = 0;
    await waitFor(() => expect(args.onLoadOlder).toHaveBeenCalledTimes(1));
    await expect(await canvas.findByRole('status')).toHaveTextContent('Loading older messages');
    const anchor = () => canvas.getByText(/^1002\. /);
    await waitFor(() => expect(anchor()).toBeVisible());
    const before = anchor().getBoundingClientRect().top;
    await userEvent.click(canvas.getByRole('button', { name: 'Deliver older messages' }));
    await waitFor(() => expect(canvas.queryByRole('status')).toBeNull());
    await waitFor(() => expect(log.scrollTop).toBeGreaterThan(1000));
    await waitFor(() => expect(Math.abs(anchor().getBoundingClientRect().top - before)).toBeLessThanOrEqual(1));
    await settled(log);
    await expect(Math.abs(anchor().getBoundingClientRect().top - before)).toBeLessThanOrEqual(1);
    await rowsFillView(log);
    // The reading position after a prepend depends on which rows above were measured on the way (estimates
    // stand in for the others), so the screenshot leaves the bar out.
    const bar = canvasElement.querySelector<HTMLElement>('[role="progressbar"]');
    if (bar) bar.style.visibility = 'hidden';
  },
};

/** Ten thousand messages: only the rows in view are in the page. */
export const TenThousand: Story = {
  args: { messages: manyMessages(10_000) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('article').length).toBeGreaterThan(3));
    await expect(canvas.getAllByRole('article').length).toBeLessThan(60);
    await waitFor(() => expect(canvas.getByText(/^10000\. /)).toBeVisible());
    await settledAtEnd(scroller(canvasElement));
  },
};

/** A search hit is highlighted and scrolled into the middle. */
export const SearchHit: Story = {
  render: (args) => {
    const messages = manyMessages(80);
    return <MessageList {...args} messages={messages} highlight="quote" currentMatchId={messages[9]?.id} />;
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const hit = await canvas.findByText(/^10\. /);
    await waitFor(() => expect(hit).toBeVisible());
    const article = hit.closest('article');
    await expect(article).toHaveAttribute('data-current-match');
    await expect(article?.querySelector('mark')).toHaveTextContent('quote');
    await settled(scroller(canvasElement));
    await expect(hit).toBeVisible();
  },
};

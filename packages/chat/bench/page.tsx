/**
 * The page `pnpm bench:chat` loads in Chromium: it mounts our MessageList and a bare @tanstack/react-virtual
 * list of the same rows, prepends older messages while reading the middle, scrolls from bottom to top, and
 * counts the renders of the room's message list per typing notice, then exposes the figures on `window.benchResult`.
 */
import { useLayoutEffect, useRef, useState } from 'react';
import { flushSync } from 'react-dom';
import { createRoot } from 'react-dom/client';
import { useVirtualizer } from '@tanstack/react-virtual';
import { ThemeProvider } from '@mediation/ui';
import { ChatConfigProvider } from '../src/ChatConfig';
import { ChatRoomProvider, useChatRoom } from '../src/ChatRoom/ChatRoomProvider';
import { RoomBoard, RoomComposer, RoomMessages, RoomTypingNotice } from '../src/ChatRoom/RoomBoard';
import { roomEvents } from '../src/connect/roomEvents';
import { MemoryRoomClient } from '../src/room/MemoryRoomClient';
import { Message } from '../src/Message';
import { MessageList } from '../src/MessageList';
import type { ChatMessage, Side } from '../src/types';

const phrases = [
  'I think we can agree on the schedule if the costs are shared.',
  'That is not what we discussed last week.',
  'Let us focus on what each of you needs rather than past events. What would a fair split look like to you?',
  'I can accept paying half if the work starts next month.',
  'Could you explain why the second quote is higher?',
];
const names: Record<Side, string> = { A: 'Dana Levi', B: 'Yossi Cohen', M: 'Noa Ben-David' };
const sides: Side[] = ['A', 'B', 'M'];

/** `count` messages ending at `endMinute`, one a minute, ids prefixed so that batches never collide. */
function messages(count: number, endMinute: number, prefix: string): ChatMessage[] {
  const start = Date.UTC(2025, 2, 4, 9, 0);
  return Array.from({ length: count }, (_, index) => {
    const side = sides[index % 3] ?? 'A';
    const minute = endMinute - count + index;
    return {
      id: `${prefix}${index}`,
      authorId: index % 3,
      authorName: names[side],
      authorSide: side,
      group: 'M',
      text: `${minute}. ${phrases[minute % phrases.length] ?? ''}`,
      time: new Date(start + minute * 60_000).toISOString(),
      likes: { A: [], B: [], M: [] },
    };
  });
}

/**
 * The same rows in a bare virtualised list, measured and opened at the latest row like a chat: text only,
 * or (`asMessages`) each drawn with our Message component, so that only the list's own work differs.
 */
function BareList({ rows, asMessages = false }: { rows: readonly ChatMessage[]; asMessages?: boolean }) {
  const parent = useRef<HTMLDivElement>(null);
  const virtualizer = useVirtualizer({
    count: rows.length,
    getScrollElement: () => parent.current,
    estimateSize: () => 60,
    getItemKey: (index) => rows[index]?.id ?? index,
    overscan: 6,
  });
  useLayoutEffect(() => virtualizer.scrollToEnd(), [virtualizer]);
  return (
    <div ref={parent} data-bench-scroller="" style={{ height: '100%', overflowY: 'auto' }}>
      <div style={{ height: virtualizer.getTotalSize(), position: 'relative' }}>
        {virtualizer.getVirtualItems().map((item) => {
          const row = rows[item.index];
          return (
            <div
              key={item.key}
              data-index={item.index}
              ref={virtualizer.measureElement}
              style={{ position: 'absolute', top: 0, left: 0, width: '100%', transform: `translateY(${item.start}px)` }}
            >
              {asMessages && row ? (
                <Message message={row} viewerId={1} onLike={noop} onEdit={noop} />
              ) : (
                <>
                  <strong>{row?.authorName}</strong> <span>{row?.text}</span>
                </>
              )}
            </div>
          );
        })}
      </div>
    </div>
  );
}

const noop = () => undefined;

function Ours({ rows }: { rows: readonly ChatMessage[] }) {
  return <MessageList messages={rows} viewerId={1} onLike={noop} onEdit={noop} />;
}

const stage = document.getElementById('stage') as HTMLElement;

/** The app around the lists, mounted once: theme and chat settings, as a page that shows a chat has them. */
let show: (element: React.ReactElement | null) => void = () => undefined;
function Host() {
  const [content, setContent] = useState<React.ReactElement | null>(null);
  show = setContent;
  return (
    <ThemeProvider>
      <ChatConfigProvider locale="en-GB" timeZone="UTC">
        <div style={{ height: '800px' }}>{content}</div>
      </ChatConfigProvider>
    </ThemeProvider>
  );
}
const hostRoot = createRoot(stage);
flushSync(() => hostRoot.render(<Host />));
const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
const settle = async (frames = 10) => {
  for (let index = 0; index < frames; index += 1) await frame();
};
const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;
const percentile = (values: number[], p: number) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
};

/** Milliseconds from rendering a list to its first committed, laid-out frame (React flushed synchronously). */
function mountOnce(element: React.ReactElement): number {
  const started = performance.now();
  flushSync(() => show(element));
  void stage.getBoundingClientRect().height;
  return performance.now() - started;
}

/**
 * Median mount time of each list, the lists taking turns in every round so that the machine's drift (other
 * processes, clock speed, garbage collection) falls on all of them alike; the first round warms the code up.
 */
async function mountMs(makers: Record<string, () => React.ReactElement>, rounds: number): Promise<Record<string, number>> {
  const times: Record<string, number[]> = Object.fromEntries(Object.keys(makers).map((name) => [name, []]));
  for (let round = 0; round < rounds + 1; round += 1) {
    for (const [name, make] of Object.entries(makers)) {
      const ms = mountOnce(make());
      await settle(3);
      flushSync(() => show(null));
      await settle(2);
      if (round > 0) times[name]!.push(ms);
    }
  }
  return Object.fromEntries(Object.entries(times).map(([name, values]) => [name, median(values)]));
}

/** p95 of frame intervals while scrolling the list from the bottom to the top in steps. */
async function scrollP95(make: () => React.ReactElement, selector: string): Promise<number> {
  flushSync(() => show(make()));
  await settle(20);
  const scroller = stage.querySelector<HTMLElement>(selector);
  if (!scroller) throw new Error(`no scroller ${selector}`);
  scroller.scrollTop = scroller.scrollHeight;
  await settle(20);
  const intervals: number[] = [];
  let last = await frame();
  const step = 240;
  for (let guard = 0; scroller.scrollTop > 0 && guard < 400; guard += 1) {
    scroller.scrollTop = Math.max(0, scroller.scrollTop - step);
    const now = await frame();
    intervals.push(now - last);
    last = now;
  }
  flushSync(() => show(null));
  await settle(2);
  return percentile(intervals, 95);
}

/** How far the message being read moves when 500 older messages are prepended. */
async function prependShift(): Promise<number> {
  let prepend: () => void = () => undefined;
  const latest = messages(2000, 100_000, 'n');
  const older = messages(500, 100_000 - 2000, 'o');
  function Harness() {
    const [rows, setRows] = useState(latest);
    prepend = () => setRows((current) => [...older, ...current]);
    return <MessageList messages={rows} viewerId={1} hasMoreOlder onLoadOlder={noop} onLike={noop} />;
  }
  flushSync(() => show(<Harness />));
  await settle(30);
  const scroller = stage.querySelector<HTMLElement>('[role="log"]');
  if (!scroller) throw new Error('no log');
  scroller.scrollTop = scroller.scrollHeight / 2;
  await settle(30);
  const middle = scroller.getBoundingClientRect().top + scroller.clientHeight / 2;
  const article = Array.from(scroller.querySelectorAll('article')).find((candidate) => candidate.getBoundingClientRect().bottom > middle);
  if (!article) throw new Error('no article in view');
  const label = article.getAttribute('aria-label');
  const text = article.textContent;
  const before = article.getBoundingClientRect().top;
  prepend();
  await settle(60);
  const after = Array.from(scroller.querySelectorAll('article')).find(
    (candidate) => candidate.getAttribute('aria-label') === label && candidate.textContent === text,
  );
  const shift = after ? Math.abs(after.getBoundingClientRect().top - before) : Number.POSITIVE_INFINITY;
  flushSync(() => show(null));
  await settle(2);
  return shift;
}

/**
 * The room's message list, counting its renders: it renders exactly when this parent does (a production
 * build, which the bench measures, calls no Profiler back), as both read the room's context.
 */
function CountedMessages({ onRender }: { onRender: () => void }) {
  useChatRoom();
  onRender();
  return <RoomMessages />;
}

/**
 * Renders of the room's message list per typing notice: the room over a client in memory, each notice
 * applied by the client's event table as a live one is, committed at once.
 */
async function listRendersPerTypingEvent(events: number): Promise<number> {
  const client = new MemoryRoomClient({ viewer: { id: 1, name: names.M, side: 'M' }, messages: messages(200, 200, 't') });
  let listRenders = 0;
  flushSync(() =>
    show(
      <ChatRoomProvider
        client={client}
        caseInfo={{ title: 'Bench', problemBrief: '', category: '', subCategory: '', mediatorName: names.M, code: 'BENCH1' }}
      >
        <RoomBoard>
          <CountedMessages onRender={() => (listRenders += 1)} />
          <RoomTypingNotice />
          <RoomComposer />
        </RoomBoard>
      </ChatRoomProvider>,
    ),
  );
  await settle(10);
  const before = listRenders;
  for (let index = 0; index < events; index += 1) {
    const event = { case_id: 'bench', user_id: 2 + (index % 2), side: 'M' as const, displayName: index % 2 ? names.A : names.B };
    flushSync(() => client.update((state) => roomEvents.typing.reduce(state, event)));
    await frame();
  }
  const renders = listRenders - before;
  flushSync(() => show(null));
  await settle(2);
  return renders / events;
}

/** `?smoke=1`: a small list and three rounds, so the tests can prove the bench still runs (nothing compared). */
const isSmoke = new URLSearchParams(window.location.search).has('smoke');

async function run() {
  const count = isSmoke ? 300 : 10_000;
  const rows = messages(count, count, 'm');
  const rounds = isSmoke ? 3 : 31;
  const mounts = await mountMs(
    { ours: () => <Ours rows={rows} />, bare: () => <BareList rows={rows} />, bareMessages: () => <BareList rows={rows} asMessages /> },
    rounds,
  );
  const oursMount = mounts.ours!;
  const bareMount = mounts.bare!;
  const bareMessagesMount = mounts.bareMessages!;
  const shift = await prependShift();
  const oursScroll = await scrollP95(() => <Ours rows={rows} />, '[role="log"]');
  const bareScroll = await scrollP95(() => <BareList rows={rows} />, '[data-bench-scroller]');
  const typingRenders = await listRendersPerTypingEvent(isSmoke ? 10 : 100);
  return {
    smoke: isSmoke,
    messages: rows.length,
    rounds,
    mount_ms: { message_list: round(oursMount), bare_virtual: round(bareMount), bare_virtual_message_rows: round(bareMessagesMount) },
    /** Ours against the bare list of text rows (the target: at most 1.5). */
    mount_ratio: round(oursMount / bareMount),
    /** Ours against the bare list drawing the same Message component: what the list itself adds. */
    mount_ratio_message_rows: round(oursMount / bareMessagesMount),
    prepend_shift_px: round(shift),
    scroll_p95_frame_ms: { message_list: round(oursScroll), bare_virtual: round(bareScroll) },
    /** Renders of the room's message list per typing notice (the typing line alone renders: 0). */
    list_renders_per_typing_event: round(typingRenders),
  };
}

function round(value: number) {
  return Math.round(value * 100) / 100;
}

(window as unknown as { benchResult: Promise<unknown> }).benchResult = run();

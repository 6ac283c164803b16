import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Button } from '@mediation/ui';
import { ChatRoom, type ChatRoomProps } from '../ChatRoom';
import type { CaseInfo, ChatMessage, ChatParticipant, PartySide, Side } from '../types';
import type { ChatClient } from './ChatClient';
import { useRoom } from '../room/useRoom';
import { ChatClientProvider, useChatClient } from './ChatClientProvider';
import type { ChatClientOptions } from './options';
import type { RoomNotice, RoomState } from '../room/roomState';
import { ConnectedRoot, ConnectionBanner, RoomSlot } from './ConnectedChatRoom.styles';

export interface ConnectedChatRoomLabels {
  /** @default 'Connecting…' */
  connecting: string;
  /** While a lost connection is retried (without end, with growing delays). @default 'Reconnecting…' */
  reconnecting: string;
  /** The button that tries at once instead of waiting for the next attempt. @default 'Retry now' */
  retryNow: string;
  /** When the server itself ended the connection (a refusal, a removal): no automatic attempts follow. @default 'You are offline.' */
  offline: string;
  /** @default 'Reconnect' */
  reconnect: string;
  /** @default 'Mediator Close this case' */
  ended: string;
  /** Notice of another person joining. @default '{name} joined to chat' */
  joined: (name: string) => string;
  /** Notice of another person leaving. @default '{name} left the chat' */
  left: (name: string) => string;
  /** Notice of another person's like. @default '{name} like message' */
  liked: (name: string) => string;
  /** Notice to a party when the mediator turns shuttle mode on. */
  shuttleOn: string;
  /** Notice to a party when the mediator turns shuttle mode off. */
  shuttleOff: string;
}

export const defaultConnectedChatRoomLabels: ConnectedChatRoomLabels = {
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  retryNow: 'Retry now',
  offline: 'You are offline.',
  reconnect: 'Reconnect',
  ended: 'Mediator Close this case',
  joined: (name) => `${name} joined to chat`,
  left: (name) => `${name} left the chat`,
  liked: (name) => `${name} like message`,
  shuttleOn: 'The mediator turned shuttle mode on.',
  shuttleOff: 'The mediator turned shuttle mode off.',
};

/** The room's actions that go to the server; `onActionError` is told which one failed. */
export type RoomActionName = 'like' | 'unlike' | 'edit' | 'shuttle' | 'survey' | 'addNote' | 'removeNote' | 'shareEmail';

export interface ConnectedRoomProps extends Partial<
  Pick<
    ChatRoomProps,
    | 'onExit'
    | 'slots'
    | 'components'
    | 'locale'
    | 'timeZone'
    | 'labels'
    | 'shareOrigin'
    | 'group'
    | 'defaultGroup'
    | 'onGroupChange'
    | 'onRemoveParticipant'
    | 'onAddToAgreement'
  >
> {
  /**
   * The case's details. When omitted, the room reads them from the server's REST API with the
   * connection's token; `null` means the host is still loading them (the fallback shows meanwhile).
   */
  caseInfo?: CaseInfo | null;
  /** The viewer's display name (for its messages and likes); by default the mediator's from the case, a party's from the participants. */
  viewerName?: string;
  /** People to list besides those the connection reports (a party's view of the creator as participant M, for example); the connection's entries win. */
  extraParticipants?: readonly ChatParticipant[];
  /** Above the connection banner, inside the connection (a waiting room, headings). */
  header?: ReactNode;
  /** After the room, inside the connection (dialogs, prompts). */
  children?: ReactNode;
  /** Sends a personal invitation by e-mail on the chosen side; the room reports its failure through `onActionError`. */
  onShareEmail?: (email: string, link: string, side: PartySide) => Promise<void> | void;
  /** Called once the server has stored the survey request (never when it refused it). */
  onSurveySent?: () => void;
  /**
   * Called when an action of the room fails, with the `ChatClientError` (the server's code and message)
   * or the host's own error (`onShareEmail`); a failed like or edit is undone first. By default the error is logged.
   */
  onActionError?: (action: RoomActionName, error: unknown) => void;
  /**
   * Offered each notice of what others did, once, with its text: return true when the host showed it
   * (as a toast, for example), and the banner leaves it out. By default the banner shows every notice.
   */
  onNotice?: (notice: RoomNotice, text: string) => boolean;
  /** Strings of the connection banner and of the notices. */
  connectionLabels?: Partial<ConnectedChatRoomLabels>;
  /** Shown until the case details and the first history arrive. */
  fallback?: ReactNode;
}

export interface ConnectedChatRoomProps
  extends
    ConnectedRoomProps,
    Pick<ChatClientOptions, 'ackTimeoutMs' | 'sendAttempts' | 'connect' | 'getToken' | 'reconnectDelayMs' | 'reconnectDelayMaxMs'> {
  /** Origin of the mediation server; same origin when omitted. */
  serverUrl?: string;
  /** A mediator's access token or a party token (personal invitation or the waiting room); or give `getToken`, read at every connection. */
  token?: string;
  /** The case. */
  caseId: string;
}

/** The whole case room for whoever holds the token, connected to our server: one component to embed. */
export function ConnectedChatRoom({
  serverUrl,
  token,
  getToken,
  caseId,
  ackTimeoutMs,
  sendAttempts,
  connect,
  reconnectDelayMs,
  reconnectDelayMaxMs,
  ...rest
}: ConnectedChatRoomProps) {
  return (
    <ChatClientProvider
      serverUrl={serverUrl}
      token={token}
      getToken={getToken}
      caseId={caseId}
      ackTimeoutMs={ackTimeoutMs}
      sendAttempts={sendAttempts}
      connect={connect}
      reconnectDelayMs={reconnectDelayMs}
      reconnectDelayMaxMs={reconnectDelayMaxMs}
    >
      <ConnectedRoom {...rest} />
    </ChatClientProvider>
  );
}

async function getJson<T>(serverUrl: string | undefined, path: string, token: string): Promise<T | undefined> {
  const response = await fetch(`${serverUrl ?? ''}/api${path}`, { headers: { Authorization: `JWT ${token}` } });
  return response.ok ? ((await response.json()) as T) : undefined;
}

interface WireCase {
  title: string;
  problem_brief: string;
  category: string;
  sub_category: string;
  link: string;
  mediator: number;
}

/** The case's details from the REST API, read with the connection's token when the host gives none. */
function useCaseInfo(client: ChatClient, given: CaseInfo | null | undefined): CaseInfo | undefined {
  const [loaded, setLoaded] = useState<CaseInfo>();
  const shouldLoad = given === undefined;
  useEffect(() => {
    if (!shouldLoad) return;
    const { serverUrl, caseId, getToken } = client.settings;
    let isCurrent = true;
    void (async () => {
      const token = (await getToken({ reason: 'connect' })) ?? '';
      const row = await getJson<WireCase>(serverUrl, `/session/case/${caseId}/`, token);
      if (!row || !isCurrent) return;
      const mediator = await getJson<{ first_name: string; last_name: string }>(serverUrl, `/users/user/${row.mediator}/`, token);
      if (!isCurrent) return;
      const mediatorName = mediator ? `${mediator.first_name} ${mediator.last_name}`.trim() : '';
      setLoaded({
        title: row.title,
        problemBrief: row.problem_brief,
        category: row.category,
        subCategory: row.sub_category,
        mediatorName,
        code: row.link,
      });
    })();
    return () => {
      isCurrent = false;
    };
  }, [client, shouldLoad]);
  return given ?? loaded;
}

/**
 * The connected room inside a `ChatClientProvider`: the room's store drives the chat components
 * (messages, read positions and "Seen", notices, connection state), and the host adds what is its own.
 */
export function ConnectedRoom({
  caseInfo: givenCaseInfo,
  viewerName,
  extraParticipants,
  header,
  children,
  onShareEmail,
  onSurveySent,
  onActionError,
  onNotice,
  connectionLabels,
  fallback = null,
  ...rest
}: ConnectedRoomProps) {
  const text = { ...defaultConnectedChatRoomLabels, ...connectionLabels };
  const room = useRoom();
  const client = useChatClient();
  const caseInfo = useCaseInfo(client, givenCaseInfo);

  // The viewer's name: given, else the mediator's from the case, else a party's from the participants.
  const own = room.participants.find((participant) => participant.userId === room.viewer.id && participant.side === room.viewer.side);
  const name = viewerName || (room.viewer.side === 'M' ? caseInfo?.mediatorName : own?.name) || '';
  useEffect(() => {
    if (name && name !== room.viewer.name) client.setViewerName(name);
  }, [client, name, room.viewer.name]);

  // Each notice is offered to the host once; what it does not show goes to the banner.
  const noticeText = (notice: RoomNotice) => noticeTextOf(notice, text);
  const noticeRef = useRef({ onNotice, noticeText });
  noticeRef.current = { onNotice, noticeText };
  useEffect(() => {
    const offer = noticeRef.current.onNotice;
    if (!offer) return;
    client.offerNotices((notice) => offer(notice, noticeRef.current.noticeText(notice)));
  }, [client, room.notifications]);
  const bannerNotices = (onNotice ? room.notifications.filter((notice) => notice.offered) : room.notifications).map(noticeText);

  const participants = useMemo(
    () => withExtraParticipants(room.participants, extraParticipants, room.online),
    [room.participants, extraParticipants, room.online],
  );
  const messages = useMemo(() => withSeen(room), [room]);
  // The unread counts start from the store's read positions (one source: no copy is kept here).
  const lastRead = room.hasReadPositions && room.isLoaded ? lastReadIds(room) : undefined;

  if (!caseInfo || lastRead === undefined) return <>{fallback}</>;

  const run = (action: RoomActionName, work: () => Promise<unknown> | unknown) => {
    Promise.resolve()
      .then(work)
      .catch((error: unknown) => (onActionError ? onActionError(action, error) : console.error(error)));
  };

  // An ended case closes the connection on purpose: its closing dialog shows without an offline bar behind it.
  const banner =
    room.status === 'online' || room.isCaseEnded ? null : (
      <ConnectionBanner role="status" data-status={room.status}>
        <span>
          {room.status === 'offline' ? text.offline : room.status === 'reconnecting' ? text.reconnecting : text.connecting}
          {room.error ? ` ${room.error}` : ''}
        </span>
        {room.status === 'offline' || room.status === 'reconnecting' ? (
          <Button size="sm" variant="secondary" onClick={() => client.reconnect()}>
            {room.status === 'offline' ? text.reconnect : text.retryNow}
          </Button>
        ) : null}
      </ConnectionBanner>
    );
  return (
    <ConnectedRoot>
      {header}
      {banner}
      <RoomSlot>
        <ChatRoom
          {...rest}
          viewer={room.viewer}
          caseInfo={caseInfo}
          participants={participants}
          messages={messages}
          lastRead={lastRead}
          onMarkRead={(group, message) => {
            // A position not stored now is stored with the next one (positions only move forward).
            if (message.seq !== undefined) void client.markRead(group, message.seq).catch(() => undefined);
          }}
          shuttle={room.shuttle}
          isCaseEnded={room.isCaseEnded}
          isOffline={room.status !== 'online' && !room.isCaseEnded}
          notes={room.notes}
          notifications={bannerNotices}
          onClearNotifications={() => client.dismissNotice()}
          hasMoreOlder={{ M: room.hasMoreOlder, A: room.hasMoreOlder, B: room.hasMoreOlder }}
          loadingOlder={{ M: room.isLoadingOlder, A: room.isLoadingOlder, B: room.isLoadingOlder }}
          onLoadOlder={() => void client.loadOlder()}
          onSend={(group, value) => client.send(group, value)}
          typing={typingByGroup(room)}
          onTyping={(group) => void client.typingIn(group).catch(() => undefined)}
          onRetry={(id) => client.retry(id)}
          onLike={(id, liked) => run(liked ? 'like' : 'unlike', () => client.like(id, liked))}
          onEdit={(id, value) => run('edit', () => client.edit(id, value))}
          onShuttleChange={(value) => run('shuttle', () => client.setShuttle(value))}
          onSendSurvey={() =>
            run('survey', async () => {
              await client.sendSurvey();
              onSurveySent?.();
            })
          }
          onAddNote={(note) => run('addNote', () => client.addNote(note))}
          onRemoveNote={(index) => run('removeNote', () => client.removeNote(index))}
          onShareEmail={onShareEmail ? (email, link, side) => run('shareEmail', () => onShareEmail(email, link, side)) : undefined}
          shareOrigin={rest.shareOrigin ?? client.settings.serverUrl}
        />
      </RoomSlot>
      {children}
    </ConnectedRoot>
  );
}

function noticeTextOf(notice: RoomNotice, text: ConnectedChatRoomLabels): string {
  switch (notice.kind) {
    case 'joined':
      return text.joined(notice.name);
    case 'left':
      return text.left(notice.name);
    case 'liked':
      return text.liked(notice.name);
    case 'shuttleOn':
      return text.shuttleOn;
    case 'shuttleOff':
      return text.shuttleOff;
    default:
      return notice.kind satisfies never;
  }
}

/**
 * The listed participants with the host's extra ones (such as the creator, whom a party's connection does
 * not list) in front; an extra person is online as the store's `online` says, like the listed ones.
 */
function withExtraParticipants(
  listed: readonly ChatParticipant[],
  extra: readonly ChatParticipant[] | undefined,
  online: readonly number[],
): readonly ChatParticipant[] {
  const missing = (extra ?? [])
    .filter((person) => !listed.some((entry) => entry.side === person.side && entry.userId === person.userId))
    .map((person) => ({ ...person, isOnline: online.includes(person.userId) }));
  return missing.length === 0 ? listed : [...missing, ...listed];
}

/** The mediator's own messages marked seen once the party of the group (any party, in M) has read past them. */
function withSeen(room: RoomState): ChatMessage[] {
  if (room.viewer.side !== 'M' || room.readByOthers.length === 0) return room.messages;
  return room.messages.map((message) => {
    if (message.authorId !== room.viewer.id || message.seq === undefined) return message;
    const seq = message.seq;
    const isSeen = room.readByOthers.some((position) => position.side === message.group && position.seq >= seq);
    return isSeen ? { ...message, isSeen } : message;
  });
}

/** The id of the last message the viewer had read in each group, from the server's read positions. */
function lastReadIds(room: Pick<RoomState, 'messages' | 'readUpTo'>): Partial<Record<Side, string>> {
  const ids: Partial<Record<Side, string>> = {};
  for (const message of room.messages) {
    const upTo = room.readUpTo[message.group];
    if (upTo !== undefined && message.seq !== undefined && message.seq <= upTo) ids[message.group] = message.id;
  }
  return ids;
}

/** Names of the others typing, per group. */
function typingByGroup(room: RoomState): Partial<Record<Side, string[]>> {
  const byGroup: Partial<Record<Side, string[]>> = {};
  for (const entry of room.typing) {
    if (entry.userId !== room.viewer.id) (byGroup[entry.side] ??= []).push(entry.name);
  }
  return byGroup;
}

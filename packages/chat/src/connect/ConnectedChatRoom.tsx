import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button } from '@mediation/ui';
import { ChatRoom, type ChatRoomProps } from '../ChatRoom';
import type { CaseInfo, ChatMessage, Side } from '../types';
import type { RoomState } from './ChatClient';
import { ChatClientProvider, useRoom, useSocket } from './ChatClientProvider';
import { ConnectedRoot, ConnectionBanner, RoomSlot } from './ConnectedChatRoom.styles';

export interface ConnectedChatRoomLabels {
  /** @default 'Connecting…' */
  connecting: string;
  /** @default 'Connection lost. Reconnecting…' */
  reconnecting: string;
  /** @default 'You are offline.' */
  offline: string;
  /** @default 'Reconnect' */
  reconnect: string;
  /** @default 'Mediator Close this case' */
  ended: string;
}

export const defaultConnectedChatRoomLabels: ConnectedChatRoomLabels = {
  connecting: 'Connecting…',
  reconnecting: 'Connection lost. Reconnecting…',
  offline: 'You are offline.',
  reconnect: 'Reconnect',
  ended: 'Mediator Close this case',
};

export interface ConnectedChatRoomProps
  extends Partial<Pick<ChatRoomProps, 'onExit' | 'slots' | 'components' | 'locale' | 'timeZone' | 'labels'>> {
  /** Origin of the mediation server; same origin when omitted. */
  serverUrl?: string;
  /** A mediator's access token or a party token (personal invitation or the waiting room). */
  token: string;
  /** The case. */
  caseId: string;
  /** Strings of the connection banner. */
  connectionLabels?: Partial<ConnectedChatRoomLabels>;
  /** Shown until the case details arrive. */
  fallback?: ReactNode;
}

/** The whole case room for whoever holds the token, connected to our server: one component to embed. */
export function ConnectedChatRoom({ serverUrl, token, caseId, ...rest }: ConnectedChatRoomProps) {
  return (
    <ChatClientProvider serverUrl={serverUrl} token={token} caseId={caseId}>
      <Room serverUrl={serverUrl} token={token} caseId={caseId} {...rest} />
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

function Room({ serverUrl, token, caseId, connectionLabels, fallback = null, ...rest }: ConnectedChatRoomProps) {
  const text = { ...defaultConnectedChatRoomLabels, ...connectionLabels };
  const room = useRoom();
  const { client } = useSocket();
  const [caseInfo, setCaseInfo] = useState<CaseInfo>();

  useEffect(() => {
    let isCurrent = true;
    void (async () => {
      const row = await getJson<WireCase>(serverUrl, `/session/case/${caseId}/`, token);
      if (!row || !isCurrent) return;
      const mediator = await getJson<{ first_name: string; last_name: string }>(serverUrl, `/users/user/${row.mediator}/`, token);
      const mediatorName = mediator ? `${mediator.first_name} ${mediator.last_name}`.trim() : '';
      if (!isCurrent) return;
      setCaseInfo({ title: row.title, problemBrief: row.problem_brief, category: row.category, subCategory: row.sub_category, mediatorName, code: row.link });
      if (client.getState().viewer.side === 'M') client.setViewerName(mediatorName);
    })();
    return () => {
      isCurrent = false;
    };
  }, [serverUrl, caseId, token, client]);

  // A party's name comes from the participants list.
  const own = room.participants.find((participant) => participant.userId === room.viewer.id);
  useEffect(() => {
    if (own && own.name !== room.viewer.name) client.setViewerName(own.name);
  }, [own, room.viewer.name, client]);

  const messages = useMemo(() => withSeen(room), [room]);
  // Read positions seed the unread counts once; the room keeps them from then on.
  const [lastRead, setLastRead] = useState<Partial<Record<Side, string>>>();
  if (room.hasReadPositions && room.isLoaded && lastRead === undefined) setLastRead(lastReadIds(room));

  if (!caseInfo || lastRead === undefined) return <>{fallback}</>;
  const banner =
    room.status === 'online' ? null : (
      <ConnectionBanner role="status" data-status={room.status}>
        <span>
          {room.status === 'offline' ? text.offline : room.status === 'reconnecting' ? text.reconnecting : text.connecting}
          {room.error ? ` ${room.error}` : ''}
        </span>
        {room.status === 'offline' ? (
          <Button size="sm" variant="secondary" onClick={() => client.reconnect()}>
            {text.reconnect}
          </Button>
        ) : null}
      </ConnectionBanner>
    );
  return (
    <ConnectedRoot>
      {banner}
      <RoomSlot>
        <ChatRoom
          {...rest}
          viewer={room.viewer}
          caseInfo={caseInfo}
          participants={room.participants}
          messages={messages}
          lastRead={lastRead}
          onMarkRead={(group, message) => {
            if (message.seq !== undefined) void client.markRead(group, message.seq);
          }}
          shuttle={room.shuttle}
          isCaseEnded={room.isCaseEnded}
          isOffline={room.status !== 'online'}
          notes={room.notes}
          notifications={room.notifications}
          onClearNotifications={() => client.clearNotifications()}
          hasMoreOlder={{ M: room.hasMoreOlder, A: room.hasMoreOlder, B: room.hasMoreOlder }}
          loadingOlder={{ M: room.isLoadingOlder, A: room.isLoadingOlder, B: room.isLoadingOlder }}
          onLoadOlder={() => void client.loadOlder()}
          onSend={(group, value) => client.send(group, value)}
          typing={typingByGroup(room)}
          onTyping={(group) => void client.typingIn(group).catch(() => undefined)}
          onRetry={(id) => client.retry(id)}
          onLike={(id, liked) => void client.like(id, liked)}
          onEdit={(id, value) => void client.edit(id, value)}
          onShuttleChange={(value) => void client.setShuttle(value)}
          onSendSurvey={() => void client.sendSurvey()}
          onAddNote={(note) => void client.addNote(note)}
          onRemoveNote={(index) => void client.removeNote(index)}
          shareOrigin={serverUrl}
        />
      </RoomSlot>
    </ConnectedRoot>
  );
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
function lastReadIds(room: RoomState): Partial<Record<Side, string>> {
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

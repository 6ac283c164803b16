import { useEffect, useState, type ReactNode } from 'react';
import { Button } from '@mediation/ui';
import { ChatRoom, type ChatRoomProps } from '../ChatRoom';
import { useRoomNoticeLabels } from '../ChatRoom/labels';
import { useChatText } from '../i18n';
import { ServerSentenceContext, useClientSentence } from '../internal/useClientSentence';
import type { CaseInfo } from '../types';
import type { ChatClient } from './ChatClient';
import { useRoom } from '../room/useRoom';
import { ChatClientProvider, useChatClient } from './ChatClientProvider';
import type { ChatClientOptions } from './options';
import type { RoomState } from '../room/roomState';
import { ConnectedRoot, ConnectionBanner, RoomSlot } from './ConnectedChatRoom.styles';

export interface ConnectedChatRoomLabels {
  /** @default 'Connecting…' */
  connecting: string;
  /** While a lost connection is retried (without end, with growing delays). @default 'Connection lost. Reconnecting…' */
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

/** The connection banner's and the notices' labels in the language in use, with the given ones over them. */
export function useConnectedChatRoomLabels(labels?: Partial<ConnectedChatRoomLabels>): ConnectedChatRoomLabels {
  const t = useChatText();
  const notices = useRoomNoticeLabels();
  return {
    connecting: t('connection.connecting'),
    reconnecting: t('connection.reconnecting'),
    retryNow: t('connection.retryNow'),
    offline: t('connection.offline'),
    reconnect: t('connection.reconnect'),
    ended: t('connection.ended'),
    ...notices,
    ...labels,
  };
}

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
    | 'shareInvitations'
    | 'group'
    | 'defaultGroup'
    | 'onGroupChange'
    | 'onRemoveParticipant'
    | 'onAddToAgreement'
    | 'infoView'
    | 'onInfoViewChange'
    | 'infoCounts'
    | 'extraParticipants'
    | 'onShareEmail'
    | 'onSurveySent'
    | 'onActionError'
    | 'onNotice'
  >
> {
  /**
   * The case's details. When omitted, the room reads them with the client (`readCase`, the server's REST
   * API with the connection's token); `null` means the host is still loading them (the fallback shows meanwhile).
   */
  caseInfo?: CaseInfo | null;
  /**
   * Says a sentence of the server (a refused connection, the reason a message failed) in the reader's
   * language; the room shows it as the server sent it (in English) when omitted.
   */
  serverSentence?: (sentence: string) => string;
  /** The viewer's display name (for its messages and likes); by default the mediator's from the case, a party's from the participants. */
  viewerName?: string;
  /** Above the connection banner, inside the connection (a waiting room, headings). */
  header?: ReactNode;
  /** After the room, inside the connection (dialogs, prompts). */
  children?: ReactNode;
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

/** The case's details, read with the client when the host gives none. */
function useCaseInfo(client: ChatClient, given: CaseInfo | null | undefined): CaseInfo | undefined {
  const [loaded, setLoaded] = useState<CaseInfo>();
  const shouldLoad = given === undefined;
  useEffect(() => {
    if (!shouldLoad) return;
    let isCurrent = true;
    void client.readCase().then((info) => {
      if (info && isCurrent) setLoaded(info);
    });
    return () => {
      isCurrent = false;
    };
  }, [client, shouldLoad]);
  return given ?? loaded;
}

/** What the connected room shows around the chat room: the connection's state, and what the name needs. */
const connection = (state: RoomState) => ({
  status: state.status,
  error: state.error,
  isCaseEnded: state.isCaseEnded,
  isRemoved: state.isRemoved,
  viewer: state.viewer,
  // The viewer's name as the participants list it (a party's).
  listedName: state.participants.find((participant) => participant.userId === state.viewer.id && participant.side === state.viewer.side)
    ?.name,
  // The unread counts start from the store's read positions: the room waits for them.
  isReady: state.hasReadPositions && state.isLoaded,
});

/**
 * The connected room inside a `ChatClientProvider`: the room's store drives the chat components
 * (messages, read positions and "Seen", notices, connection state), and the host adds what is its own.
 */
export function ConnectedRoom({
  caseInfo: givenCaseInfo,
  viewerName,
  header,
  children,
  connectionLabels,
  fallback = null,
  serverSentence,
  ...rest
}: ConnectedRoomProps) {
  const text = useConnectedChatRoomLabels(connectionLabels);
  const sentence = useClientSentence(serverSentence);
  const room = useRoom(connection);
  const client = useChatClient();
  const caseInfo = useCaseInfo(client, givenCaseInfo);

  // The viewer's name: given, else the mediator's from the case, else a party's from the participants.
  const name = viewerName || (room.viewer.side === 'M' ? caseInfo?.mediatorName : room.listedName) || '';
  useEffect(() => {
    if (name && name !== room.viewer.name) client.setViewerName(name);
  }, [client, name, room.viewer.name]);

  if (!caseInfo || !room.isReady) return <>{fallback}</>;

  // An ended case or a removal closes the connection on purpose: the host says so, without an offline bar.
  const banner =
    room.status === 'online' || room.isCaseEnded || room.isRemoved ? null : (
      <ConnectionBanner role="status" data-status={room.status}>
        <span>
          {room.status === 'offline' ? text.offline : room.status === 'reconnecting' ? text.reconnecting : text.connecting}
          {/* Only a final refusal's sentence is worth reading; while retrying, the banner's own words say it all. */}
          {room.status === 'offline' && room.error ? ` ${sentence(room.error)}` : ''}
        </span>
        {room.status === 'offline' || room.status === 'reconnecting' ? (
          <Button size="sm" variant="secondary" onClick={() => client.reconnect()}>
            {room.status === 'offline' ? text.reconnect : text.retryNow}
          </Button>
        ) : null}
      </ConnectionBanner>
    );
  const { joined, left, liked, shuttleOn, shuttleOff } = text;
  return (
    <ServerSentenceContext.Provider value={serverSentence}>
      <ConnectedRoot>
        {header}
        {banner}
        <RoomSlot>
          <ChatRoom
            {...rest}
            client={client}
            caseInfo={caseInfo}
            labels={{ ...rest.labels, notices: { joined, left, liked, shuttleOn, shuttleOff } }}
            shareOrigin={rest.shareOrigin ?? client.settings.serverUrl}
          />
        </RoomSlot>
        {children}
      </ConnectedRoot>
    </ServerSentenceContext.Provider>
  );
}

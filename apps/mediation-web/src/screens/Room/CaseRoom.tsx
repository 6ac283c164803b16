import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { useQuery } from '@tanstack/react-query';
import { io } from 'socket.io-client';
import { ChatRoom, type CaseInfo, type ChatParticipant, type Side } from '@mediation/chat';
import { ChatClientProvider, useRoom, useSocket } from '@mediation/chat/connect';
import { BarrierAdvice, InitialPositionRequest, SurveyPrompt } from '@mediation/guide';
import { PATHS, type LikeEvent, type Participant } from '@mediation/protocol';
import { AlertDialog, Button, Spinner, useToast, VisuallyHidden } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useServices, useSession } from '../../app/services';
import type { SessionUser } from '../../auth/session';
import { categoryLabel } from '../../lib/categories';
import { useFailureToast } from '../../lib/useFailureToast';
import { ConnectionBanner, Loading, RoomColumn, RoomSlot } from './CaseRoom.styles';
import { MediatorGuide } from './MediatorGuide';
import { loadReadPositions, saveReadPosition, sendAction, sendGuidedMessage } from './roomActions';

export interface CaseRoomLabels {
  connecting: string;
  reconnecting: string;
  offline: string;
  reconnect: string;
  loading: string;
  roomHeading: string;
  joined: (name: string) => string;
  left: (name: string) => string;
  liked: (name: string) => string;
  surveySent: string;
  inviteSent: (email: string) => string;
  endedTitle: string;
  endedDescription: string;
  endedConfirm: string;
}

export const defaultCaseRoomLabels: CaseRoomLabels = {
  connecting: 'Connecting…',
  reconnecting: 'Connection lost. Reconnecting…',
  offline: 'You are offline.',
  reconnect: 'Reconnect',
  loading: 'Opening the case room…',
  roomHeading: 'Case room',
  joined: (name) => `${name} joined to chat`,
  left: (name) => `${name} left the chat`,
  liked: (name) => `${name} like message`,
  surveySent: 'Survey Action Sent',
  inviteSent: (email) => `The invitation was sent to ${email}.`,
  endedTitle: 'Mediator Close this case',
  endedDescription: 'You will be logged out after closing this case',
  endedConfirm: 'OK',
};

/** How long a send waits for its acknowledgement before it is retried with the same id, and how often. */
const SEND_ACK_TIMEOUT_MS = 5000;
const SEND_ATTEMPTS = 3;

/** Joins, leaves and likes come often: their toasts stay as long as the banner's first notification (3 s). */
const PRESENCE_TOAST_MS = 3000;

/** How long the mediator's 'Survey Action Sent' stays (spec: 1.5 s). */
export const SURVEY_SENT_TOAST_MS = 1500;

export interface CaseRoomProps {
  caseId: string;
  /** Exit: the mediator's dashboard, or /login for a party. */
  onExit: () => void;
  /** A party confirmed 'Mediator Close this case'. */
  onCaseEndedConfirmed?: () => void;
  /** The mediator's active case as the server tells it on connection (`case_active`). */
  onActiveCase?: (caseId: string) => void;
  /** Shown above the room, inside the connection (the mediator's waiting room). */
  header?: ReactNode;
  labels?: Partial<CaseRoomLabels>;
}

/** Whether a connection error means the token is no longer accepted. */
const isAuthError = (message: string | undefined) => message !== undefined && /unauthori|expired|jwt|token/i.test(message);

/**
 * The case room for the signed-in person (mediator or party), over one connection opened only once the
 * user id is above 0 and a token is at hand. The room's store (`useRoom`) holds everything real-time;
 * react-query holds only the REST data (the case and its people).
 */
export function CaseRoom(props: CaseRoomProps) {
  const { session, user } = useSession();
  const [token, setToken] = useState<string | undefined>(() => session.getToken());
  const text = { ...defaultCaseRoomLabels, ...props.labels };

  useEffect(() => {
    if (token || !user || user.id <= 0) return;
    let isCurrent = true;
    void session.refresh().then((fresh) => {
      if (isCurrent && fresh) setToken(fresh);
    });
    return () => {
      isCurrent = false;
    };
  }, [token, user, session]);

  const renewToken = useCallback(() => {
    void session.refresh().then((fresh) => {
      if (fresh) setToken(fresh);
    });
  }, [session]);

  if (!user || user.id <= 0 || !token) {
    return (
      <Loading role="status">
        <Spinner size="sm" /> {text.loading}
      </Loading>
    );
  }
  return (
    // The options are passed in full: the provider hands undefined ones on, which would override the client's defaults.
    <ChatClientProvider token={token} caseId={props.caseId} connect={io} ackTimeoutMs={SEND_ACK_TIMEOUT_MS} sendAttempts={SEND_ATTEMPTS}>
      <RoomBody {...props} user={user} onTokenRejected={renewToken} />
    </ChatClientProvider>
  );
}

function RoomBody({
  caseId,
  onExit,
  onCaseEndedConfirmed,
  onActiveCase,
  header,
  labels,
  user,
  onTokenRejected,
}: CaseRoomProps & { user: SessionUser; onTokenRejected: () => void }) {
  const text = { ...defaultCaseRoomLabels, ...labels };
  const { api, http } = useServices();
  const room = useRoom();
  const { client, socket } = useSocket();
  const { toast } = useToast();
  const failed = useFailureToast();
  const isMediator = room.viewer.side === 'M';
  const [notifications, setNotifications] = useState<string[]>([]);
  const [surveyKey, setSurveyKey] = useState<number | null>(null);
  const [lastRead] = useState(() => loadReadPositions(caseId, user.id));

  const details = useQuery({ queryKey: queryKeys.cases.detail(caseId), queryFn: () => api.cases.details(caseId) });
  const people = useQuery({ queryKey: queryKeys.cases.participants(caseId), queryFn: () => api.cases.participants(caseId) });

  // The viewer's name for its messages and likes.
  const ownName = `${user.first_name} ${user.last_name}`.trim();
  useEffect(() => {
    if (ownName && room.viewer.name !== ownName) client.setViewerName(ownName);
  }, [client, ownName, room.viewer.name]);

  // A token the server no longer accepts is refreshed once through the cookie, then the room reconnects.
  const hasRenewed = useRef(false);
  useEffect(() => {
    if (room.status === 'online') hasRenewed.current = false;
    else if (isAuthError(room.error) && !hasRenewed.current) {
      hasRenewed.current = true;
      onTokenRejected();
    }
  }, [room.status, room.error, onTokenRejected]);

  // Toasts and the banner: joins, leaves, another's like; the mediator's active case; survey requests.
  const push = useCallback(
    (message: string) => {
      setNotifications((current) => [...current, message]);
      toast({ title: message, duration: PRESENCE_TOAST_MS });
    },
    [toast],
  );
  const viewerId = room.viewer.id;
  const callbacks = useRef({ onActiveCase, push, text });
  callbacks.current = { onActiveCase, push, text };
  useEffect(() => {
    if (!socket) return;
    const onJoin = (participant: Participant) => {
      if (participant.user_id !== viewerId) callbacks.current.push(callbacks.current.text.joined(participant.displayName));
    };
    const onLeave = (participant: Participant) => {
      if (participant.user_id !== viewerId) callbacks.current.push(callbacks.current.text.left(participant.displayName));
    };
    const onLike = (like: LikeEvent) => {
      if (like.user_id !== viewerId && like.action === 'add') callbacks.current.push(callbacks.current.text.liked(like.displayName));
    };
    const onConnection = (greeting: { case_active: string | null } | { creator: number }) => {
      if ('case_active' in greeting && greeting.case_active) callbacks.current.onActiveCase?.(greeting.case_active);
    };
    const onSurvey = (request: { seq: number }) => setSurveyKey(request.seq);
    socket.on('userJoin', onJoin);
    socket.on('userLeave', onLeave);
    socket.on('like', onLike);
    socket.on('connection', onConnection);
    socket.on('sendSurvey', onSurvey);
    return () => {
      socket.off('userJoin', onJoin);
      socket.off('userLeave', onLeave);
      socket.off('like', onLike);
      socket.off('connection', onConnection);
      socket.off('sendSurvey', onSurvey);
    };
  }, [socket, viewerId]);

  // The people: the room's list, with the case's creator as participant M (a party's connection does not list it).
  const mediatorRow = people.data?.find((person) => person.side === 'M');
  const participants = useMemo<ChatParticipant[]>(() => {
    const list = [...room.participants];
    if (mediatorRow && !list.some((person) => person.side === 'M' && person.userId === mediatorRow.user_id)) {
      list.unshift({ userId: mediatorRow.user_id, name: mediatorRow.displayName, side: 'M', isOnline: mediatorRow.is_online });
    }
    return list;
  }, [room.participants, mediatorRow]);

  const caseInfo = useMemo<CaseInfo | undefined>(
    () =>
      details.data
        ? {
            title: details.data.title,
            problemBrief: details.data.problem_brief,
            category: categoryLabel(details.data.category),
            subCategory: details.data.sub_category,
            mediatorName: isMediator ? ownName : (mediatorRow?.displayName ?? ''),
            code: details.data.link,
          }
        : undefined,
    [details.data, isMediator, ownName, mediatorRow],
  );

  const guarded = (what: string, run: () => Promise<unknown>) => {
    Promise.resolve()
      .then(run)
      .catch((error: unknown) => failed(what, error));
  };

  if (!caseInfo) {
    return (
      <Loading role="status">
        <Spinner size="sm" /> {text.loading}
      </Loading>
    );
  }

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

  const partySide = room.viewer.side === 'M' ? undefined : room.viewer.side;

  return (
    <RoomColumn>
      <VisuallyHidden as="h1">{caseInfo.title}</VisuallyHidden>
      {/* The room's own panels start at level 2 or 3 (on a narrow screen, without the side bar's headings). */}
      <VisuallyHidden as="h2">{text.roomHeading}</VisuallyHidden>
      {header}
      {banner}
      <RoomSlot>
        <ChatRoom
          viewer={room.viewer}
          caseInfo={caseInfo}
          participants={participants}
          messages={room.messages}
          shuttle={room.shuttle}
          isCaseEnded={room.isCaseEnded}
          isOffline={room.status !== 'online'}
          notes={room.notes}
          notifications={notifications}
          onClearNotifications={() => setNotifications((current) => current.slice(1))}
          lastRead={lastRead}
          onMarkRead={(group: Side, message) => saveReadPosition(caseId, user.id, group, message.id)}
          hasMoreOlder={{ M: room.hasMoreOlder, A: room.hasMoreOlder, B: room.hasMoreOlder }}
          loadingOlder={{ M: room.isLoadingOlder, A: room.isLoadingOlder, B: room.isLoadingOlder }}
          onLoadOlder={() => void client.loadOlder()}
          onSend={(group, value) => client.send(group, value)}
          onRetry={(id) => client.retry(id)}
          onLike={(id, liked) => guarded(liked ? 'Liking the message' : 'Removing the like', () => client.like(id, liked))}
          onEdit={(id, value) => guarded('Editing the message', () => client.edit(id, value))}
          onShuttleChange={(value) => guarded('Changing shuttle mode', () => client.setShuttle(value))}
          onSendSurvey={() =>
            guarded('Sending the survey', async () => {
              await client.sendSurvey();
              toast({ title: text.surveySent, variant: 'success', duration: SURVEY_SENT_TOAST_MS });
            })
          }
          onAddNote={(note) => guarded('Adding the note', () => client.addNote(note))}
          onRemoveNote={(index) => guarded('Removing the note', () => client.removeNote(index))}
          onShareEmail={(email) =>
            guarded('Sending the invitation', async () => {
              await http('POST', PATHS.inviteEmail, { body: { email, case_id: caseId } });
              toast({ title: text.inviteSent(email), variant: 'success' });
            })
          }
          onExit={onExit}
          slots={
            isMediator
              ? { guidePanel: <MediatorGuide caseId={caseId} />, recommendation: <BarrierAdvice /> }
              : {
                  partyBanner: partySide ? (
                    <InitialPositionRequest
                      side={partySide}
                      markers={room.actions}
                      onSendGuidedMessage={(message, ext) => guarded('Sending your initial position', () => sendGuidedMessage(client, caseId, message, ext))}
                      onSendAction={(action) => guarded('Sending your initial position', () => sendAction(client, caseId, action))}
                    />
                  ) : null,
                }
          }
        />
      </RoomSlot>
      {!isMediator ? (
        <SurveyPrompt
          requestKey={surveyKey}
          onSubmit={async (answer) => {
            const ack = await client.emit('submitSurvey', { case_id: caseId, ...answer });
            if (!ack.ok) throw new Error(ack.error.message);
          }}
        />
      ) : null}
      {!isMediator ? (
        <AlertDialog
          open={room.isCaseEnded}
          title={text.endedTitle}
          description={text.endedDescription}
          hideCancel
          labels={{ confirm: text.endedConfirm }}
          onConfirm={() => onCaseEndedConfirmed?.()}
        />
      ) : null}
    </RoomColumn>
  );
}

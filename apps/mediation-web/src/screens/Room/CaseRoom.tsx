/**
 * The room screen for the mediator and a party: it wires the chat client, REST queries, toasts, attention
 * counts, calls and the agreement into one ChatRoom. Longer than most screens because each of those needs
 * the same client and case; the parts with their own state are split out (useRoomAttention, RoomCall, …).
 */
import { useCallback, useEffect, useMemo, useRef, useState, type ComponentType, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { RoomWideButton, type CallView, type CaseInfo, type ChatParticipant, type Side } from '@mediation/chat';
import {
  ChatClientProvider,
  ConnectedRoom,
  RoomCall,
  useRoom,
  useChatClient,
  type ChatClientOptions,
  type ConnectedChatRoomLabels,
  type RoomActionName,
  type RoomNotice,
  type TokenRequest,
} from '@mediation/chat/connect';
import type { PartySide } from '@mediation/protocol';
import { AlertDialog, Spinner, useToast, VisuallyHidden } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { localizedRule } from '../../api/errorLanguage';
import { useServices, useSession } from '../../app/services';
import type { SessionUser } from '../../auth/session';
import { useText } from '../../i18n';
import { useRoomText, type RoomMessage } from './i18n';
import { useIsolate } from '../../lib/bidi';
import { categoryLabel } from '../../lib/categories';
import { useFailureToast } from '../../lib/useFailureToast';
import { Loading, RoomColumn, RoomTop } from './CaseRoom.styles';
import { LazyBarrierAdvice, LazyMediatorGuide, LazyRoomAgreement, LazySurveyPrompt } from './lazyPanels';
import type { PartyRoomHeaderProps } from './PartyRoomHeader';
import type { RemovedNoticeProps } from './RemovedNotice';
import { NotifyMeButton } from './NotifyMeButton';
import { useRoomAttention } from './useRoomAttention';
import { notifyBrowser } from '../../lib/notifications';
import type { PartyEntryPrefill } from '../Login/partyEntry';
import { useToastsOverMessages } from './useToastsOverMessages';

/** The web's own strings; the connection banner's and the notices' are the chat's (`connectionLabels`). */
export interface CaseRoomLabels {
  loading: string;
  roomHeading: string;
  surveySent: string;
  inviteSent: (email: string) => string;
  endedTitle: string;
  endedDescription: string;
  endedConfirm: string;
  /** The mediator's "Add to agreement" on a message took effect. */
  addedToAgreement: string;
  /** A call started in one of the person's groups (the group in its words under it). */
  callStarted: (startedBy: string) => string;
  /** The browser notification of a person waiting to join (the mediator's). */
  someoneWaiting: (name: string) => string;
  /** The browser notification of a survey request (a party's). */
  surveyWaits: string;
}

/** The room's texts from the catalog, a caller's labels over them. */
function useCaseRoomLabels(labels: Partial<CaseRoomLabels> | undefined): CaseRoomLabels {
  const t = useRoomText();
  const isolate = useIsolate();
  return {
    loading: t('room.loading'),
    roomHeading: t('room.heading'),
    surveySent: t('room.surveySent'),
    inviteSent: (email) => t('room.inviteSent', { email: isolate(email) }),
    endedTitle: t('room.endedTitle'),
    endedDescription: t('room.endedDescription'),
    endedConfirm: t('room.endedConfirm'),
    addedToAgreement: t('room.addedToAgreement'),
    callStarted: (startedBy) => (startedBy ? t('room.callStartedBy', { name: isolate(startedBy) }) : t('room.callStarted')),
    someoneWaiting: (name) => t('room.someoneWaiting', { name: isolate(name) }),
    surveyWaits: t('room.surveyWaits'),
    ...labels,
  };
}

/** How a call's group is named to the person (as the group tabs name it). */
const CALL_GROUP_NAMES: Record<'mediator' | 'party', Record<Side, RoomMessage>> = {
  mediator: { M: 'room.callGroup.joint', A: 'partyEntry.sideA', B: 'partyEntry.sideB' },
  party: { M: 'room.callGroup.everyone', A: 'room.callGroup.withMediator', B: 'room.callGroup.withMediator' },
};

/** How long a toast of news in the agreement stays (long enough to read a sentence, and then it is on the tab's count). */
const NEWS_TOAST_MS = 8000;

/**
 * Marks the agreement as on view while its panel is shown in a visible page; the room's count of what waits
 * there then stays at nought.
 */
function AgreementOnView({ onChange }: { onChange: (isOnView: boolean) => void }) {
  useEffect(() => {
    const follow = () => onChange(document.visibilityState === 'visible');
    follow();
    document.addEventListener('visibilitychange', follow);
    return () => {
      document.removeEventListener('visibilitychange', follow);
      onChange(false);
    };
  }, [onChange]);
  return null;
}

/** Joins, leaves and likes come often: their toasts stay as long as the banner's first notification (3 s). */
const PRESENCE_TOAST_MS = 3000;
/** How many presence toasts may wait at once; older ones are dropped, so a busy room does not toast minutes late. */
const PRESENCE_TOASTS_KEPT = 2;

/** How long the mediator's 'Survey Action Sent' stays (spec: 1.5 s). */
export const SURVEY_SENT_TOAST_MS = 1500;

/** What failed, in the words of the failure toast. */
const ACTION_NAMES: Record<RoomActionName, RoomMessage> = {
  like: 'action.like',
  unlike: 'action.unlike',
  edit: 'action.edit',
  shuttle: 'action.shuttle',
  survey: 'action.survey',
  addNote: 'action.addNote',
  removeNote: 'action.removeNote',
  shareEmail: 'action.shareEmail',
};

/** What failed in a call, in the words of the failure toast. */
const CALL_ACTION_NAMES = {
  join: 'action.call.join',
  leave: 'action.call.leave',
  microphone: 'action.call.microphone',
  camera: 'action.call.camera',
  screen: 'action.call.screen',
  devices: 'action.call.devices',
} as const satisfies Record<string, RoomMessage>;

/** The notices shown as toasts (spec section 4); the others stay in the chat's notification banner. */
const TOASTED_NOTICES: ReadonlySet<RoomNotice['kind']> = new Set(['joined', 'left', 'liked']);

/**
 * What only a party's room shows. The party's screen brings these parts, so the mediator's room never loads
 * their code (the initial position's banner carries much of the guide's).
 */
export interface PartyRoomParts {
  /** The party's header: the case title as the page's h1, the side, the mediator and Exit. */
  Header: ComponentType<PartyRoomHeaderProps>;
  /** The banner that asks for the party's initial position while the mediator's request is in force. */
  InitialPosition: ComponentType<{ side: PartySide }>;
  /** What a party removed from the case sees instead of the room. */
  Removed: ComponentType<RemovedNoticeProps>;
}

export interface CaseRoomProps {
  caseId: string;
  /** A party's own parts (see PartyRoomParts); without them a party's room has no header, no banner and, once removed, shows nothing. */
  partyParts?: PartyRoomParts;
  /** Exit: the mediator's dashboard, or /login for a party. */
  onExit: () => void;
  /** A party confirmed 'Mediator Close this case'. */
  onCaseEndedConfirmed?: () => void;
  /** A removed party asks to join again: back to the party entry with what it typed to join. */
  onAskToJoinAgain?: (prefill: PartyEntryPrefill) => void;
  /** Shown above the room, inside the connection (the mediator's waiting room). */
  header?: ReactNode;
  labels?: Partial<CaseRoomLabels>;
  /** Strings of the connection banner and of the notices (joined, left, liked), as the chat names them. */
  connectionLabels?: Partial<ConnectedChatRoomLabels>;
  /** Socket factory, for tests; socket.io's by default. */
  connect?: ChatClientOptions['connect'];
}

/** The line shown while the room opens. */
function Opening({ label }: { label: string }) {
  return (
    <Loading role="status">
      <Spinner size="sm" /> {label}
    </Loading>
  );
}

/**
 * The case room for the signed-in person (mediator or party), over one connection opened once the user id
 * is above 0. The room's store (`useRoom`) holds everything real-time; react-query holds only the REST data
 * (the case and its people). The token is the session's, read at every connection: a refreshed one (the
 * server ends an expired token's connection) reconnects the same client, which keeps its store.
 */
export function CaseRoom(props: CaseRoomProps) {
  const { session, user } = useSession();
  const { roomConnect } = useServices();
  const text = useCaseRoomLabels(props.labels);
  const getToken = useMemo(
    () => (request: TokenRequest) => {
      if (request.reason === 'expired') return session.refresh();
      // The server ended the session: staff ask their cookie whether another holds (a deactivated account's
      // or a signed-out one's does not, and the session's end sends the page to sign-in at once); a party's
      // ends only with its place in the case, which the room shows.
      if (request.reason === 'ended') {
        const user = session.getSnapshot().user;
        return user?.is_staff || user?.is_superuser ? session.refresh() : undefined;
      }
      return session.getToken() ?? session.refresh();
    },
    [session],
  );

  if (!user || user.id <= 0) return <Opening label={text.loading} />;
  return (
    <ChatClientProvider getToken={getToken} caseId={props.caseId} connect={props.connect ?? roomConnect}>
      <RoomBody {...props} user={user} />
    </ChatClientProvider>
  );
}

function RoomBody({
  caseId,
  onExit,
  onCaseEndedConfirmed,
  onAskToJoinAgain,
  header,
  partyParts,
  labels,
  connectionLabels,
  connect: _connect,
  user,
}: CaseRoomProps & { user: SessionUser }) {
  const t = useRoomText();
  const tEntry = useText();
  const text = useCaseRoomLabels(labels);
  const { api, shareOrigin } = useServices();
  // What the host shows itself; the room's parts read the rest, so that (for example) a typing notice renders here nothing.
  const room = useRoom((state) => ({
    viewer: state.viewer,
    actions: state.actions,
    shuttle: state.shuttle,
    surveyRequest: state.surveyRequest,
    isCaseEnded: state.isCaseEnded,
    isRemoved: state.isRemoved,
  }));
  const client = useChatClient();
  const { toast, dismiss } = useToast();
  // Presence toasts (joins, leaves, likes) show one at a time: only the newest few wait, none outlive the room.
  const presenceToasts = useRef<string[]>([]);
  useEffect(() => () => presenceToasts.current.forEach((id) => dismiss(id)), [dismiss]);
  // A removed party's room is gone: its news (a clause added, a like) no longer concerns them.
  useEffect(() => {
    if (room.isRemoved) dismiss();
  }, [room.isRemoved, dismiss]);
  const failed = useFailureToast();
  const isMediator = room.viewer.side === 'M';
  // The open group, for its "Start call" / "Join call".
  const [group, setGroup] = useState<Side>('M');
  const onCallStarted = useCallback(
    (call: CallView) => {
      const startedBy = call.members.find((member) => member.role === 'mediator')?.name ?? '';
      toast({ title: text.callStarted(startedBy), description: t(CALL_GROUP_NAMES[isMediator ? 'mediator' : 'party'][call.group]) });
    },
    [toast, text, t, isMediator],
  );
  const toastsRef = useToastsOverMessages();

  const details = useQuery({ queryKey: queryKeys.cases.detail(caseId), queryFn: () => api.cases.details(caseId) });
  const people = useQuery({ queryKey: queryKeys.cases.participants(caseId), queryFn: () => api.cases.participants(caseId) });
  // The mediator's invitations of the case, and the share link at the origin the server names (PUBLIC_ORIGIN).
  const invitations = useQuery({
    queryKey: queryKeys.cases.invitations(caseId),
    queryFn: () => api.cases.invitations(caseId),
    enabled: isMediator,
  });
  const [undelivered, setUndelivered] = useState<{ email: string; link: string }>();
  const queryClient = useQueryClient();
  const refreshInvitations = () => queryClient.invalidateQueries({ queryKey: queryKeys.cases.invitations(caseId) });
  const ownName = `${user.first_name} ${user.last_name}`.trim();

  // The case's creator as participant M (a party's connection does not list it); the room tells whether it is online.
  const mediatorRow = people.data?.find((person) => person.side === 'M');
  const creator = useMemo<ChatParticipant[]>(
    () => (mediatorRow ? [{ userId: mediatorRow.user_id, name: mediatorRow.displayName, side: 'M' }] : []),
    [mediatorRow],
  );

  const caseInfo = useMemo<CaseInfo | null>(
    () =>
      details.data
        ? {
            title: details.data.title,
            problemBrief: details.data.problem_brief,
            category: categoryLabel(details.data.category, tEntry),
            subCategory: details.data.sub_category,
            mediatorName: isMediator ? ownName : (mediatorRow?.displayName ?? ''),
            code: details.data.link,
          }
        : null,
    [details.data, isMediator, ownName, mediatorRow, t],
  );

  const partySide = room.viewer.side === 'M' ? undefined : room.viewer.side;

  // What waits for the person besides the agreement: a mediator's waiting room (the strip's own query, shared),
  // a party's survey until answered.
  const waiting = useQuery({
    queryKey: queryKeys.cases.joinRequests(caseId),
    queryFn: () => api.cases.joinRequests(caseId),
    enabled: isMediator,
  });
  const waitingCount = isMediator ? (waiting.data?.filter((request) => request.status === 'waiting').length ?? 0) : 0;
  const [answeredSurvey, setAnsweredSurvey] = useState<number | null>(null);
  const isSurveyWaiting = !isMediator && room.surveyRequest !== null && room.surveyRequest !== answeredSurvey;
  const caseTitle = details.data?.title ?? '';
  const attention = useRoomAttention({
    caseId,
    userId: user.id,
    side: room.viewer.side,
    caseTitle,
    otherCount: waitingCount + (isSurveyWaiting ? 1 : 0),
    onNews: (item) => toast({ title: item.text, duration: NEWS_TOAST_MS }),
  });
  const setAgreementOnView = useCallback((isOnView: boolean) => attention.setOnView(isOnView), [attention.setOnView]);

  // The browser is told of a person waiting to join and of a survey request, as of the toast the room shows.
  const newestRequest = useRoom((state) => state.joinRequests.latest);
  useEffect(() => {
    if (isMediator && newestRequest)
      notifyBrowser(caseTitle, text.someoneWaiting(`${newestRequest.first_name} ${newestRequest.last_name}`), `waiting-${caseId}`);
    // Only a new request tells (the labels given inline change on every render).
  }, [newestRequest]);
  useEffect(() => {
    if (!isMediator && room.surveyRequest !== null) notifyBrowser(caseTitle, text.surveyWaits, `survey-${caseId}`);
  }, [room.surveyRequest]);

  // The settlement agreement: the one info panel besides the case information that parties see too.
  const agreementPanel = (
    <>
      <AgreementOnView onChange={setAgreementOnView} />
      <LazyRoomAgreement caseId={caseId} actions={<RoomWideButton tool="panel" />} />
    </>
  );

  // What a removed party sees instead of the room is the party's screen's to say.
  if (partySide && room.isRemoved) {
    if (!partyParts) return null;
    return (
      <partyParts.Removed
        onAskAgain={() =>
          onAskToJoinAgain?.({
            code: details.data?.link,
            side: partySide,
            email: user.email,
            first_name: user.first_name,
            last_name: user.last_name,
          })
        }
      />
    );
  }

  return (
    <RoomColumn ref={toastsRef}>
      <ConnectedRoom
        caseInfo={caseInfo}
        shareOrigin={shareOrigin ?? (invitations.data?.case_link ? new URL(invitations.data.case_link).origin : window.location.origin)}
        viewerName={ownName}
        extraParticipants={creator}
        fallback={<Opening label={text.loading} />}
        connectionLabels={connectionLabels}
        serverSentence={localizedRule}
        onGroupChange={setGroup}
        onNotice={(notice, message) => {
          if (!TOASTED_NOTICES.has(notice.kind)) return false;
          const waiting = [...presenceToasts.current, toast({ title: message, duration: PRESENCE_TOAST_MS })];
          waiting.slice(0, -PRESENCE_TOASTS_KEPT).forEach((id) => dismiss(id));
          presenceToasts.current = waiting.slice(-PRESENCE_TOASTS_KEPT);
          return true;
        }}
        onActionError={(action, error) => failed(t(ACTION_NAMES[action]), error)}
        onSurveySent={() => toast({ title: text.surveySent, variant: 'success', duration: SURVEY_SENT_TOAST_MS })}
        onShareEmail={async (email, _link, side) => {
          const answer = await api.cases.inviteByEmail({ email, side, case_id: caseId });
          await refreshInvitations();
          // Without SMTP the link comes only to this mediator: it stays in the dialog until the dialog closes.
          if (answer?.link) setUndelivered({ email, link: answer.link });
          else toast({ title: text.inviteSent(email), variant: 'success' });
        }}
        shareInvitations={
          isMediator
            ? {
                invitations: invitations.data?.invitations.map((invitation) => ({
                  id: invitation.id,
                  email: invitation.email,
                  side: invitation.side,
                  sentAt: invitation.sent_at,
                  status: invitation.status,
                })),
                undeliveredLink: undelivered,
                onResendInvitation: (id) => {
                  api.cases.resendInvitation(caseId, id).then(
                    async (answer) => {
                      await refreshInvitations();
                      if (answer.link) setUndelivered({ email: answer.invitation.email, link: answer.link });
                      else toast({ title: text.inviteSent(answer.invitation.email), variant: 'success' });
                    },
                    (error: unknown) => failed(t('action.resendInvitation'), error),
                  );
                },
                onRevokeInvitation: (id) => {
                  api.cases.revokeInvitation(caseId, id).then(
                    () => refreshInvitations(),
                    (error: unknown) => failed(t('action.revokeInvitation'), error),
                  );
                },
                onOpenChange: (isOpen) => {
                  if (isOpen) void refreshInvitations();
                  else setUndelivered(undefined);
                },
              }
            : undefined
        }
        // A party's Exit is in its header, always in reach; the mediator's is in the room (side bar, info column or drawer).
        onExit={isMediator ? onExit : undefined}
        infoCounts={{ agreement: attention.unseen }}
        onAddToAgreement={
          isMediator
            ? (message) => {
                client.agreement.addClause(message.text).then(
                  () => toast({ title: text.addedToAgreement, variant: 'success' }),
                  (error: unknown) => failed(t('action.addToAgreement'), error),
                );
              }
            : undefined
        }
        onRemoveParticipant={
          isMediator
            ? async (participant) => {
                try {
                  await api.cases.removeParticipant(caseId, participant.userId);
                  await queryClient.invalidateQueries({ queryKey: queryKeys.cases.participants(caseId) });
                } catch (error) {
                  failed(t('action.removeParticipant', { name: participant.name }), error);
                }
              }
            : undefined
        }
        header={
          caseInfo ? (
            <RoomTop>
              {partySide && partyParts ? (
                <partyParts.Header
                  title={caseInfo.title}
                  side={partySide}
                  mediatorName={caseInfo.mediatorName}
                  onExit={onExit}
                  actions={<NotifyMeButton />}
                />
              ) : (
                <VisuallyHidden as="h1">{caseInfo.title}</VisuallyHidden>
              )}
              {/* The room's own panels start at level 2 or 3 (on a narrow screen, without the side bar's headings). */}
              <VisuallyHidden as="h2">{text.roomHeading}</VisuallyHidden>
              {header}
              <RoomCall
                group={group}
                onCallStarted={onCallStarted}
                onError={(action, error) => failed(t(CALL_ACTION_NAMES[action]), error)}
              />
            </RoomTop>
          ) : (
            header
          )
        }
        slots={
          isMediator
            ? {
                guidePanel: <LazyMediatorGuide actions={<RoomWideButton tool="guide" />} />,
                recommendation: <LazyBarrierAdvice />,
                agreement: agreementPanel,
              }
            : {
                agreement: agreementPanel,
                partyBanner: partySide && partyParts ? <partyParts.InitialPosition side={partySide} /> : null,
              }
        }
      >
        {!isMediator ? (
          <LazySurveyPrompt
            // Each request (its stream position) prompts again, including one missed while disconnected.
            requestKey={room.surveyRequest}
            onSubmit={(answer) => {
              const request = room.surveyRequest;
              return client.submitSurvey(answer).then(() => setAnsweredSurvey(request));
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
      </ConnectedRoom>
    </RoomColumn>
  );
}

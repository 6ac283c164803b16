import { useEffect, useMemo, useRef, type ReactNode } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { CaseInfo, ChatParticipant } from '@mediation/chat';
import {
  ChatClientProvider,
  ConnectedRoom,
  useRoom,
  useChatClient,
  type ChatClientOptions,
  type ConnectedChatRoomLabels,
  type RoomActionName,
  type RoomNotice,
  type TokenRequest,
} from '@mediation/chat/connect';
import { InitialPositionRequest, initialPositionGroup } from '@mediation/guide';
import { AlertDialog, Spinner, useToast, VisuallyHidden } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useServices, useSession } from '../../app/services';
import type { SessionUser } from '../../auth/session';
import { categoryLabel } from '../../lib/categories';
import { useFailureToast } from '../../lib/useFailureToast';
import { Loading, RoomColumn } from './CaseRoom.styles';
import { LazyBarrierAdvice, LazyMediatorGuide, LazyRoomAgreement, LazySurveyPrompt } from './lazyPanels';
import { PartyRoomHeader } from './PartyRoomHeader';

/** The web's own strings; the connection banner's and the notices' are the chat's (`connectionLabels`). */
export interface CaseRoomLabels {
  loading: string;
  roomHeading: string;
  surveySent: string;
  inviteSent: (email: string) => string;
  /** No mail could be sent: the mediator passes the personal link on. */
  inviteNotSent: (email: string) => string;
  copyLink: string;
  endedTitle: string;
  endedDescription: string;
  endedConfirm: string;
  /** The mediator's "Add to agreement" on a message took effect. */
  addedToAgreement: string;
}

export const defaultCaseRoomLabels: CaseRoomLabels = {
  loading: 'Opening the case room…',
  roomHeading: 'Case room',
  surveySent: 'Survey Action Sent',
  inviteSent: (email) => `The invitation was sent to ${email}.`,
  inviteNotSent: (email) => `No e-mail could be sent. Copy this personal link and give it to ${email} yourself:`,
  copyLink: 'Copy link',
  endedTitle: 'Mediator Close this case',
  endedDescription: 'You will be logged out after closing this case',
  endedConfirm: 'OK',
  addedToAgreement: 'Added to the agreement.',
};

/** Joins, leaves and likes come often: their toasts stay as long as the banner's first notification (3 s). */
const PRESENCE_TOAST_MS = 3000;
/** How many presence toasts may wait at once; older ones are dropped, so a busy room does not toast minutes late. */
const PRESENCE_TOASTS_KEPT = 2;

/** How long the mediator's 'Survey Action Sent' stays (spec: 1.5 s). */
export const SURVEY_SENT_TOAST_MS = 1500;

/** What failed, in the words of the failure toast. */
const ACTION_NAMES: Record<RoomActionName, string> = {
  like: 'Liking the message',
  unlike: 'Removing the like',
  edit: 'Editing the message',
  shuttle: 'Changing shuttle mode',
  survey: 'Sending the survey',
  addNote: 'Adding the note',
  removeNote: 'Removing the note',
  shareEmail: 'Sending the invitation',
};

/** The notices shown as toasts (spec section 4); the others stay in the chat's notification banner. */
const TOASTED_NOTICES: ReadonlySet<RoomNotice['kind']> = new Set(['joined', 'left', 'liked']);

export interface CaseRoomProps {
  caseId: string;
  /** Exit: the mediator's dashboard, or /login for a party. */
  onExit: () => void;
  /** A party confirmed 'Mediator Close this case'. */
  onCaseEndedConfirmed?: () => void;
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
  const text = { ...defaultCaseRoomLabels, ...props.labels };
  const getToken = useMemo(
    () => (request: TokenRequest) => (request.reason === 'expired' ? session.refresh() : (session.getToken() ?? session.refresh())),
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
  header,
  labels,
  connectionLabels,
  connect: _connect,
  user,
}: CaseRoomProps & { user: SessionUser }) {
  const text = { ...defaultCaseRoomLabels, ...labels };
  const { api, shareOrigin } = useServices();
  // What the host shows itself; the room's parts read the rest, so that (for example) a typing notice renders here nothing.
  const room = useRoom((state) => ({
    viewer: state.viewer,
    actions: state.actions,
    shuttle: state.shuttle,
    surveyRequest: state.surveyRequest,
    isCaseEnded: state.isCaseEnded,
  }));
  const client = useChatClient();
  const { toast, dismiss } = useToast();
  // Presence toasts (joins, leaves, likes) show one at a time: only the newest few wait, none outlive the room.
  const presenceToasts = useRef<string[]>([]);
  useEffect(() => () => presenceToasts.current.forEach((id) => dismiss(id)), [dismiss]);
  const failed = useFailureToast();
  const isMediator = room.viewer.side === 'M';

  const details = useQuery({ queryKey: queryKeys.cases.detail(caseId), queryFn: () => api.cases.details(caseId) });
  const people = useQuery({ queryKey: queryKeys.cases.participants(caseId), queryFn: () => api.cases.participants(caseId) });
  const queryClient = useQueryClient();
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
            category: categoryLabel(details.data.category),
            subCategory: details.data.sub_category,
            mediatorName: isMediator ? ownName : (mediatorRow?.displayName ?? ''),
            code: details.data.link,
          }
        : null,
    [details.data, isMediator, ownName, mediatorRow],
  );

  const partySide = room.viewer.side === 'M' ? undefined : room.viewer.side;
  // The settlement agreement: the one info panel besides the case information that parties see too.
  const agreementPanel = <LazyRoomAgreement caseId={caseId} fileName={caseInfo?.title || caseInfo?.code || ''} />;

  return (
    <RoomColumn>
      <ConnectedRoom
        caseInfo={caseInfo}
        shareOrigin={shareOrigin}
        viewerName={ownName}
        extraParticipants={creator}
        fallback={<Opening label={text.loading} />}
        connectionLabels={connectionLabels}
        onNotice={(notice, message) => {
          if (!TOASTED_NOTICES.has(notice.kind)) return false;
          const waiting = [...presenceToasts.current, toast({ title: message, duration: PRESENCE_TOAST_MS })];
          waiting.slice(0, -PRESENCE_TOASTS_KEPT).forEach((id) => dismiss(id));
          presenceToasts.current = waiting.slice(-PRESENCE_TOASTS_KEPT);
          return true;
        }}
        onActionError={(action, error) => failed(ACTION_NAMES[action], error)}
        onSurveySent={() => toast({ title: text.surveySent, variant: 'success', duration: SURVEY_SENT_TOAST_MS })}
        onShareEmail={async (email, _link, side) => {
          const answer = await api.cases.inviteByEmail({ email, side, case_id: caseId });
          if (answer?.link) {
            // Without SMTP the link comes only to this mediator: shown once, to copy.
            const link = answer.link;
            toast({
              title: text.inviteNotSent(email),
              description: link,
              duration: Infinity,
              action: {
                label: text.copyLink,
                altText: `${text.copyLink}: ${link}`,
                onClick: () => void navigator.clipboard?.writeText(link),
              },
            });
          } else toast({ title: text.inviteSent(email), variant: 'success' });
        }}
        // A party's Exit is in its header, always in reach; the mediator's is in the room (side bar, info column or drawer).
        onExit={isMediator ? onExit : undefined}
        onAddToAgreement={
          isMediator
            ? (message) => {
                client.agreement.addClause(message.text).then(
                  () => toast({ title: text.addedToAgreement, variant: 'success' }),
                  (error: unknown) => failed('Adding the message to the agreement', error),
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
                  failed(`Removing ${participant.name}`, error);
                }
              }
            : undefined
        }
        header={
          caseInfo ? (
            <>
              {partySide ? (
                <PartyRoomHeader title={caseInfo.title} side={partySide} mediatorName={caseInfo.mediatorName} onExit={onExit} />
              ) : (
                <VisuallyHidden as="h1">{caseInfo.title}</VisuallyHidden>
              )}
              {/* The room's own panels start at level 2 or 3 (on a narrow screen, without the side bar's headings). */}
              <VisuallyHidden as="h2">{text.roomHeading}</VisuallyHidden>
              {header}
            </>
          ) : (
            header
          )
        }
        slots={
          isMediator
            ? { guidePanel: <LazyMediatorGuide />, recommendation: <LazyBarrierAdvice />, agreement: agreementPanel }
            : {
                agreement: agreementPanel,
                partyBanner: partySide ? (
                  <InitialPositionRequest
                    side={partySide}
                    markers={room.actions}
                    shuttle={room.shuttle}
                    // Into M, or in shuttle mode (as the room knows it now) into the party's own group; the server
                    // stores its marker with it, and a refusal brings the banner back.
                    onSendGuidedMessage={(message, ext) =>
                      client
                        .sendGuided([initialPositionGroup(partySide, client.getState().shuttle)], message, ext)
                        .catch((error: unknown) => {
                          failed('Sending your initial position', error);
                          throw error;
                        })
                    }
                  />
                ) : null,
              }
        }
      >
        {!isMediator ? (
          <LazySurveyPrompt
            // Each request (its stream position) prompts again, including one missed while disconnected.
            requestKey={room.surveyRequest}
            onSubmit={(answer) => client.submitSurvey(answer)}
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

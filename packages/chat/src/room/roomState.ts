/** What the client's store holds: the room as the server's events have told it. */
import type { AgreementView, CallState, GuideState, IceServer, JoinRequestItem, PositionMarker } from '@mediation/protocol';
import type { ChatMessage, ChatNote, ChatParticipant, ChatViewer, Side } from '../types';

export type ConnectionStatus = 'connecting' | 'online' | 'reconnecting' | 'offline';

/** Everything the room shows, kept by the client. */
export interface RoomState {
  status: ConnectionStatus;
  /** The last connection error, in the server's words. */
  error: string | undefined;
  viewer: ChatViewer;
  /** Messages of every group the viewer may read, by stream position; unsent ones last. */
  messages: ChatMessage[];
  hasMoreOlder: boolean;
  isLoadingOlder: boolean;
  /** Highest stream position applied. */
  lastSeq: number;
  shuttle: boolean;
  notes: ChatNote[];
  participants: ChatParticipant[];
  /** Ids of the people connected to the case now (as the server told on connecting, then joins and leaves). */
  online: number[];
  /** Position markers in force (initialPosition, receivedInitialA/B). */
  actions: PositionMarker[];
  /**
   * The settlement agreement as the viewer may see it (read on the first connection, then replaced by each
   * `agreement` event, live or at the end of a catch-up, and by each command's answer); null before the read.
   */
  agreement: AgreementView | null;
  /** The stream position `agreement` is as of: a view as of an earlier position never replaces it. */
  agreementSeq: number;
  /**
   * For a mediator's connection, the guided negotiation as the server keeps it: its type, step and the
   * parties' initial positions (read on connect, then `guid`/`endGuid` events, and each received position's
   * marker, which the server stores in the guide along with it). The one record of the mediator's wizard;
   * null until read, and for a party.
   */
  guide: GuideState | null;
  /**
   * For a mediator's connection, the waiting room as the live events tell it: the newest request (a new
   * object for each one), and a count that moves on every request, decision and (re)connection, after
   * which the list the host reads (over REST) is stale.
   */
  joinRequests: { latest: JoinRequestItem | null; revision: number };
  /** Notices of what others did (joins, leaves, likes, shuttle), oldest first, each shown once. */
  notifications: RoomNotice[];
  /**
   * The stream position of the latest survey request (live or caught up after a reconnect), null before
   * any: each new one prompts a party again.
   */
  surveyRequest: number | null;
  isCaseEnded: boolean;
  /** The mediator removed the viewer from the case: its connection is closed for good, and the host says so. */
  isRemoved: boolean;
  /** Whether the first history has arrived. */
  isLoaded: boolean;
  /** How far the viewer has read each group (stream positions), kept by the server across devices. */
  readUpTo: Partial<Record<Side, number>>;
  /** The mediator's view of the parties' read positions ("Seen"): per user id and group. */
  readByOthers: { userId: number; side: Side; seq: number }[];
  /** Whether the read positions have arrived (unread counts start from them). */
  hasReadPositions: boolean;
  /** Who is typing now, per group (cleared a few seconds after the last notice). */
  typing: { userId: number; name: string; side: Side; at: number }[];
  /** The call of each group the viewer may see, as the server last told it (`callState`, `calls`); absent when none. */
  calls: Partial<Record<Side, CallState>>;
  /**
   * The call this client is in (joined from here, not from another tab or device): its group, id and the ICE
   * servers the server gave for it. Kept across a reconnection, after which the client joins it again.
   */
  inCall: JoinedCall | null;
  /** For a party: the mediator is in the other side's caucus call now ("The mediator is with the other side"). */
  mediatorAway: boolean;
}

/** The call a client joined. */
export interface JoinedCall {
  group: Side;
  callId: string;
  /** For RTCPeerConnection's `iceServers`: STUN, and TURN with the viewer's time-limited credentials. */
  iceServers: IceServer[];
}

/** What a notice is about. */
export type RoomNoticeKind = 'joined' | 'left' | 'liked' | 'shuttleOn' | 'shuttleOff';

/** A notice of something another person did, live (never from a catch-up). */
export interface RoomNotice {
  /** Unique within the client. */
  id: number;
  kind: RoomNoticeKind;
  /** Who did it (empty for shuttle notices, which only the mediator causes). */
  name: string;
  /** Whether it was offered to the host (`offerNotices`), which left it to the banner. */
  offered: boolean;
}

/** The store before the first connection. */
export function initialRoomState(viewer: ChatViewer): RoomState {
  return {
    status: 'connecting',
    error: undefined,
    viewer,
    messages: [],
    hasMoreOlder: false,
    isLoadingOlder: false,
    lastSeq: 0,
    shuttle: false,
    notes: [],
    participants: [],
    online: [],
    actions: [],
    guide: null,
    agreement: null,
    agreementSeq: 0,
    joinRequests: { latest: null, revision: 0 },
    notifications: [],
    surveyRequest: null,
    isCaseEnded: false,
    isRemoved: false,
    isLoaded: false,
    readUpTo: {},
    readByOthers: [],
    hasReadPositions: false,
    typing: [],
    calls: {},
    inCall: null,
    mediatorAway: false,
  };
}

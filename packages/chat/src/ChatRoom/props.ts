import type { ReactNode } from 'react';
import type { ChatComponents } from '../ChatConfig';
import type { CaseInfo, ChatMessage, ChatNote, ChatParticipant, ChatViewer, InfoView, PartySide, Side } from '../types';
import type { ChatRoomLabels } from './labels';

/** Places where other packages (the guide) put their panels. */
export interface ChatRoomSlots {
  /** The mediator's collapsible guided negotiation panel, above the composer. */
  guidePanel?: ReactNode;
  /** A banner above the messages, such as the party's 'Click To Set Initial State'. */
  partyBanner?: ReactNode;
  /** Content of the Recommendation panel (barrier advice). */
  recommendation?: ReactNode;
  /** Extra content of the Summary panel. */
  summary?: ReactNode;
  /** The settlement agreement's panel: given, the info panel "Agreement" is offered to the mediator and to each party. */
  agreement?: ReactNode;
}

export interface ChatRoomProps {
  /** The person looking at the room; side 'M' is the mediator. */
  viewer: ChatViewer;
  /** The case. */
  caseInfo: CaseInfo;
  /** The people of the case. */
  participants: readonly ChatParticipant[];
  /** Messages of every group the viewer may read, oldest first. */
  messages: readonly ChatMessage[];
  /** Whether shuttle mode is on (a party cannot write in M). */
  shuttle: boolean;
  /** Whether the case has ended (nobody can write). @default false */
  isCaseEnded?: boolean;
  /** Whether the connection is lost (nobody can write). @default false */
  isOffline?: boolean;
  /** The mediator's notes. */
  notes?: readonly ChatNote[];
  /** The notification queue shown in the banner. */
  notifications?: readonly string[];
  /** Called when the banner's time is up. */
  onClearNotifications?: () => void;
  /** The open group (controlled). */
  group?: Side;
  /** The group open at first. @default 'M' */
  defaultGroup?: Side;
  /** Called with the group opened. */
  onGroupChange?: (group: Side) => void;
  /** The info panel (controlled). */
  infoView?: InfoView;
  /** Called with the info panel chosen. */
  onInfoViewChange?: (view: InfoView) => void;
  /** Last read message per group at first (for unread counts that survive a reload). */
  lastRead?: Partial<Record<Side, string>>;
  /** Called when the viewer has read a group up to a message. */
  onMarkRead?: (group: Side, message: ChatMessage) => void;
  /** Groups that have older messages on the server. */
  hasMoreOlder?: Partial<Record<Side, boolean>>;
  /** Groups whose older messages are loading. */
  loadingOlder?: Partial<Record<Side, boolean>>;
  /** Called to load older messages of a group. */
  onLoadOlder?: (group: Side) => void;
  /** Called with a message to send in a group. */
  onSend: (group: Side, text: string) => void;
  /** Names of the others typing now, per group. */
  typing?: Partial<Record<Side, readonly string[]>>;
  /** Called as the viewer types in a group. */
  onTyping?: (group: Side) => void;
  /** Called to send a failed message again. */
  onRetry?: (messageId: string) => void;
  /** Called to like or unlike a message. */
  onLike?: (messageId: string, liked: boolean) => void;
  /** Called with the new text of an edited message. */
  onEdit?: (messageId: string, text: string) => void;
  /** Given, the mediator's message controls offer "Add to agreement" (the message's text as a clause). */
  onAddToAgreement?: (message: ChatMessage) => void;
  /** The mediator toggles shuttle mode. */
  onShuttleChange?: (shuttle: boolean) => void;
  /** The mediator sends the survey request. */
  onSendSurvey?: () => void;
  /** The mediator adds a note. */
  onAddNote?: (note: ChatNote) => void;
  /** The mediator removes a note by index. */
  onRemoveNote?: (index: number) => void;
  /** Given (to the mediator), each party in the participants list can be removed from the case, after a confirmation. */
  onRemoveParticipant?: (participant: ChatParticipant) => void;
  /** The mediator sends a personal invitation by e-mail, on the side chosen for that person. */
  onShareEmail?: (email: string, link: string, side: PartySide) => void;
  /** Origin of the share link. @default window.location.origin */
  shareOrigin?: string;
  /** Called when Exit is pressed. */
  onExit?: () => void;
  /** Panels of other packages. */
  slots?: ChatRoomSlots;
  /** Replacements for pieces of the room. */
  components?: Partial<ChatComponents>;
  /** Locale of dates and times. */
  locale?: string;
  /** Time zone of dates and times. */
  timeZone?: string;
  /** Visible strings, per part. */
  labels?: Partial<ChatRoomLabels>;
}

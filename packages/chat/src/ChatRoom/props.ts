import type { ShareDialogProps } from '../ShareDialog';
import type { ReactNode } from 'react';
import type { ChatComponents } from '../ChatConfig';
import type { RoomClient } from '../room/RoomClient';
import type { RoomNotice } from '../room/roomState';
import type { CaseInfo, ChatMessage, ChatParticipant, InfoView, PartySide, Side } from '../types';
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

/** The room's actions that reach the client's server; `onActionError` is told which one failed. */
export type RoomActionName = 'like' | 'unlike' | 'edit' | 'shuttle' | 'survey' | 'addNote' | 'removeNote' | 'shareEmail';

export interface ChatRoomProps {
  /**
   * The room: its store, read by selector, and its commands. `ChatClient` (`@mediation/chat/connect`) over
   * our server, `MemoryRoomClient` in memory, or an embedder's own implementation of `RoomClient`.
   */
  client: RoomClient;
  /** The case. */
  caseInfo: CaseInfo;
  /** People to list besides those the room's store holds (a party's view of the creator as participant M); the store's entries win. */
  extraParticipants?: readonly ChatParticipant[];
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
  /**
   * What waits for the viewer per info panel (the host counts it, e.g. the agreement's changes since the viewer
   * last read it): shown on the panel's button ("Agreement, 1 new") and, in a narrow room, on the button that
   * opens the drawer, which then opens on that panel.
   */
  infoCounts?: Partial<Record<InfoView, number>>;
  /** Given, the mediator's message controls offer "Add to agreement" (the message's text as a clause). */
  onAddToAgreement?: (message: ChatMessage) => void;
  /** Given (to the mediator), each party in the participants list can be removed from the case, after a confirmation. */
  onRemoveParticipant?: (participant: ChatParticipant) => void;
  /** The mediator sends a personal invitation by e-mail, on the side chosen for that person; a failure goes to `onActionError`. */
  onShareEmail?: (email: string, link: string, side: PartySide) => Promise<void> | void;
  /** Called once the client has the survey request stored (never when it was refused). */
  onSurveySent?: () => void;
  /**
   * Called when an action of the room fails, with the client's error (the server's code and message) or the
   * host's own (`onShareEmail`); a failed like or edit is undone first. By default the error is logged.
   */
  onActionError?: (action: RoomActionName, error: unknown) => void;
  /**
   * Offered each notice of what others did, once, with its text: return true when the host showed it
   * (as a toast, for example), and the banner leaves it out. By default the banner shows every notice.
   */
  onNotice?: (notice: RoomNotice, text: string) => boolean;
  /** Origin of the share link. @default window.location.origin */
  shareOrigin?: string;
  /**
   * The case's invitations in the share dialog (the mediator's): the list, "Send again", "Revoke", a link no
   * mail server delivered (shown until the dialog closes), and the dialog's opening and closing (to read the
   * list again, and to forget that link).
   */
  shareInvitations?: ShareInvitationsProps;
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

/** What the share dialog shows and does with the case's invitations (`ChatRoomProps.shareInvitations`). */
export interface ShareInvitationsProps extends Pick<
  ShareDialogProps,
  'invitations' | 'onResendInvitation' | 'onRevokeInvitation' | 'undeliveredLink' | 'formatTime'
> {
  onOpenChange?: (isOpen: boolean) => void;
}

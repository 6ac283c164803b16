import type { AgreementEntryKind, Side } from '@mediation/protocol';

/** Every visible string and accessible name of the agreement panel; `{name}` placeholders are filled in. */
export interface AgreementPanelLabels {
  /** Heading and name of the panel's region. @default 'Agreement' */
  heading: string;
  /** The state badge. */
  states: { draft: string; finalized: string; signed: string };
  /** Beside the state badge. @default 'Version {version}' */
  version: string;
  /** Accessible name of the list of clauses. @default 'Clauses' */
  clauses: string;
  /** Heading of each clause. @default 'Clause {number}' */
  clauseHeading: string;
  /** @default 'No clauses yet' */
  empty: string;
  emptyMediator: string;
  emptyParty: string;
  /** What each letter's side is called in the signatures and the record. */
  sideNames: Record<Side, string>;

  /** The mediator's text box for a new clause. @default 'Clause' */
  clauseField: string;
  /** @default 'Add clause' */
  addClause: string;
  /** @default 'Start from summary' */
  startFromSummary: string;
  startFromSummaryHint: string;
  /** Visible text of the edit button. @default 'Edit' */
  editShort: string;
  /** @default 'Edit clause {number}' */
  editClause: string;
  /** The inline editor's text box. @default 'Edit clause' */
  editField: string;
  save: string;
  cancel: string;
  /** @default 'Remove clause {number}' */
  removeClause: string;
  /** The inline question before removing. */
  removeQuestion: string;
  /** @default 'Remove' */
  remove: string;
  /** @default 'Move clause {number} up' */
  moveUp: string;
  /** @default 'Move clause {number} down' */
  moveDown: string;

  /** A side's answer, as the mediator (and a party, for the other side) sees it. @default 'Accepted by {side}' */
  acceptedBy: string;
  /** @default 'Change requested by {side}' */
  changeRequestedBy: string;
  /** @default 'Waiting for {side}' */
  waitingFor: string;
  /** The side accepted an earlier version of the clause. @default 'Changed since {side} accepted' */
  changedSinceSideAccepted: string;
  /** @default 'Changed since {side} asked for a change' */
  changedSinceSideRequested: string;
  /** The viewer's own acceptance of an earlier version. @default 'Changed since you accepted' */
  changedSinceYouAccepted: string;
  /** @default 'Changed since you asked for a change' */
  changedSinceYouRequested: string;
  /** Introduces a change request's text. @default '{side} asked:' */
  commentBy: string;
  /** Introduces the viewer's own change request. @default 'You asked:' */
  commentByYou: string;
  /** Shown to a party in shuttle mode. */
  shuttleNote: string;

  /** Visible text of the accept button. @default 'Accept' */
  acceptShort: string;
  /** @default 'Accept clause {number}' */
  accept: string;
  /** Visible text of the change request button. @default 'Request change' */
  requestChangeShort: string;
  /** @default 'Request change to clause {number}' */
  requestChange: string;
  /** @default 'What should change' */
  commentField: string;
  commentHint: string;
  /** @default 'Send request' */
  sendRequest: string;

  /** @default 'Finalize agreement' */
  finalize: string;
  finalizeHint: string;
  /** Title of the confirmation. @default 'Finalize agreement' */
  finalizeTitle: string;
  finalizeDescription: string;
  /** @default 'Continue' */
  confirm: string;
  /** @default 'Countersign' */
  countersign: string;
  countersignHint: string;
  waitingForSignatures: string;
  /** @default 'Reopen' */
  reopen: string;
  /** Title of the reopening confirmation. @default 'Reopen agreement' */
  reopenTitle: string;
  reopenDescription: string;

  /** The state line under the heading. */
  draftNote: string;
  /** @default 'Finalized on {time}. The parties can now sign.' */
  finalizedNote: string;
  finalizedNoteParty: string;
  /** @default 'Signed by everyone on {time}.' */
  signedNote: string;

  /** @default 'Signatures' */
  signatures: string;
  /** @default 'Not signed yet' */
  notSigned: string;
  /** @default 'Verification code' */
  code: string;
  /** @default 'Digest (SHA-256)' */
  digest: string;

  /** Heading of a party's signing form. @default 'Your signature' */
  signHeading: string;
  /** @default 'I have read and agree to this agreement' */
  agreeField: string;
  /** @default 'Full name' */
  fullNameField: string;
  fullNameHint: string;
  /** @default 'Sign' */
  sign: string;
  /** @default 'You signed as {name} on {time}.' */
  youSigned: string;

  /** @default 'Download agreement (PDF)' */
  download: string;
  /** Shown while the signed PDF does not exist yet. */
  documentPending: string;
  /** Line before the verify page's link. */
  verifyHint: string;
  /** @default 'Verify an agreement' */
  verifyLink: string;

  /** The disclosure of the record of consent. @default 'Record of consent' */
  record: string;
  /** One sentence per kind of entry: `{name}`, `{side}`, `{number}` (the clause's), `{version}`. */
  entries: Record<AgreementEntryKind, string>;

  clauseEmpty: string;
  /** @default 'A clause can be at most {max} characters long.' */
  clauseTooLong: string;
  /** @default 'An agreement holds at most {max} clauses.' */
  clausesFull: string;
  commentEmpty: string;
  commentTooLong: string;
  mustAgree: string;
  /** @default 'Type your full name: at least {min} characters.' */
  nameTooShort: string;
  /** @default 'Your name can be at most {max} characters long.' */
  nameTooLong: string;
  /** Text holding control characters, which the server refuses. */
  controlCharacters: string;
  /** A refused command without a reason of its own. */
  failed: string;

  /** Announcements of the viewer's own changes (changes by others are read from the record). */
  announceAdded: string;
  announceAddedMany: string;
  announceSaved: string;
  announceRemoved: string;
  announceMoved: string;
  announceAccepted: string;
  announceRequested: string;
}

export const defaultAgreementPanelLabels: AgreementPanelLabels = {
  heading: 'Agreement',
  states: { draft: 'Draft', finalized: 'Finalized', signed: 'Signed' },
  version: 'Version {version}',
  clauses: 'Clauses',
  clauseHeading: 'Clause {number}',
  empty: 'No clauses yet',
  emptyMediator: 'Write what the parties agreed on, one clause at a time.',
  emptyParty: 'The mediator has not written any clause yet. Each clause will appear here for you to accept or question.',
  sideNames: { A: 'Side A', B: 'Side B', M: 'Mediator' },

  clauseField: 'Clause',
  addClause: 'Add clause',
  startFromSummary: 'Start from summary',
  startFromSummaryHint: 'Adds one clause for each paragraph of the guided negotiation’s summary.',
  editShort: 'Edit',
  editClause: 'Edit clause {number}',
  editField: 'Edit clause',
  save: 'Save',
  cancel: 'Cancel',
  removeClause: 'Remove clause {number}',
  removeQuestion: 'Remove clause {number} and both sides’ answers to it?',
  remove: 'Remove',
  moveUp: 'Move clause {number} up',
  moveDown: 'Move clause {number} down',

  acceptedBy: 'Accepted by {side}',
  changeRequestedBy: 'Change requested by {side}',
  waitingFor: 'Waiting for {side}',
  changedSinceSideAccepted: 'Changed since {side} accepted',
  changedSinceSideRequested: 'Changed since {side} asked for a change',
  changedSinceYouAccepted: 'Changed since you accepted',
  changedSinceYouRequested: 'Changed since you asked for a change',
  commentBy: '{side} asked:',
  commentByYou: 'You asked:',
  shuttleNote: 'Shuttle mode is on: you see your own answers only.',

  acceptShort: 'Accept',
  accept: 'Accept clause {number}',
  requestChangeShort: 'Request change',
  requestChange: 'Request change to clause {number}',
  commentField: 'What should change',
  commentHint: 'Only the mediator reads this.',
  sendRequest: 'Send request',

  finalize: 'Finalize agreement',
  finalizeHint: 'You can finalize once both sides have accepted the current version of every clause.',
  finalizeTitle: 'Finalize agreement',
  finalizeDescription:
    'The text is frozen and the parties are asked to sign it. To change it afterwards you would reopen it as a new version.',
  confirm: 'Continue',
  countersign: 'Countersign',
  countersignHint: 'By countersigning you confirm that every party read and agreed to this agreement.',
  waitingForSignatures: 'You can countersign once both parties have signed.',
  reopen: 'Reopen',
  reopenTitle: 'Reopen agreement',
  reopenDescription: 'The agreement goes back to draft as a new version. Signatures given so far no longer count; the record keeps them.',

  draftNote: 'Draft: each side accepts every clause or asks for a change.',
  finalizedNote: 'Finalized on {time}. The parties can now sign.',
  finalizedNoteParty: 'Finalized on {time}. Read it once more, then sign below.',
  signedNote: 'Signed by everyone on {time}.',

  signatures: 'Signatures',
  notSigned: 'Not signed yet',
  code: 'Verification code',
  digest: 'Digest (SHA-256)',

  signHeading: 'Your signature',
  agreeField: 'I have read and agree to this agreement',
  fullNameField: 'Full name',
  fullNameHint: 'Type your name as it should appear under the agreement.',
  sign: 'Sign',
  youSigned: 'You signed as {name} on {time}.',

  download: 'Download agreement (PDF)',
  documentPending: 'The signed PDF is being prepared.',
  verifyHint: 'Anyone holding the PDF can check that it was not changed:',
  verifyLink: 'Verify an agreement',

  record: 'Record of consent',
  entries: {
    clause_added: '{name} added clause {number}.',
    clause_edited: '{name} edited clause {number} (version {version}).',
    clause_removed: '{name} removed clause {number}.',
    clause_moved: '{name} moved a clause to position {number}.',
    clause_accepted: '{name} ({side}) accepted clause {number}.',
    change_requested: '{name} ({side}) asked for a change to clause {number}.',
    finalized: '{name} finalized version {version} of the agreement.',
    signed: '{name} ({side}) signed.',
    countersigned: '{name} countersigned.',
    reopened: '{name} reopened the agreement as version {version}.',
  },

  clauseEmpty: 'Write the clause before adding it.',
  clauseTooLong: 'A clause can be at most {max} characters long.',
  clausesFull: 'An agreement holds at most {max} clauses.',
  commentEmpty: 'Write what should change before sending the request.',
  commentTooLong: 'A request can be at most {max} characters long.',
  mustAgree: 'Tick the box to confirm that you have read and agree to this agreement.',
  nameTooShort: 'Type your full name: at least {min} characters.',
  nameTooLong: 'Your name can be at most {max} characters long.',
  controlCharacters: 'The text holds invisible control characters. Remove them and try again.',
  failed: 'That did not go through. Please try again in a moment.',

  announceAdded: 'Clause {number} added.',
  announceAddedMany: '{count} clauses added from the summary.',
  announceSaved: 'Clause {number} saved.',
  announceRemoved: 'Clause {number} removed.',
  announceMoved: 'Clause moved to position {number}.',
  announceAccepted: 'You accepted clause {number}.',
  announceRequested: 'Your request about clause {number} was sent to the mediator.',
};

type Nested = 'states' | 'sideNames' | 'entries';

/** What a caller may override: any label, and any single key of the nested ones. */
export type AgreementPanelLabelOverrides = Partial<Omit<AgreementPanelLabels, Nested>> & {
  [Key in Nested]?: Partial<AgreementPanelLabels[Key]>;
};

/** Labels with the caller's overrides; `entries`, `states` and `sideNames` merge key by key. */
export function mergeAgreementLabels(labels: AgreementPanelLabelOverrides | undefined): AgreementPanelLabels {
  const base = defaultAgreementPanelLabels;
  return {
    ...base,
    ...labels,
    states: { ...base.states, ...labels?.states },
    sideNames: { ...base.sideNames, ...labels?.sideNames },
    entries: { ...base.entries, ...labels?.entries },
  };
}

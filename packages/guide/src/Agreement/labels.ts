import type { AgreementEntryKind, Side } from '@mediation/protocol';
import { template } from '../internal/i18n';
import type { AgreementTranslate } from './i18n';

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

/** The panel's strings from the catalog; `{name}` placeholders stay for `fill`. */
export function agreementLabelsOf(t: AgreementTranslate): AgreementPanelLabels {
  return {
    heading: t('agreement.heading'),
    states: { draft: t('agreement.states.draft'), finalized: t('agreement.states.finalized'), signed: t('agreement.states.signed') },
    version: template(t, 'agreement.version'),
    clauses: t('agreement.clauses'),
    clauseHeading: template(t, 'agreement.clauseHeading'),
    empty: t('agreement.empty'),
    emptyMediator: t('agreement.emptyMediator'),
    emptyParty: t('agreement.emptyParty'),
    sideNames: { A: t('agreement.sideNames.a'), B: t('agreement.sideNames.b'), M: t('agreement.sideNames.m') },
    clauseField: t('agreement.clauseField'),
    addClause: t('agreement.addClause'),
    startFromSummary: t('agreement.startFromSummary'),
    startFromSummaryHint: t('agreement.startFromSummaryHint'),
    editShort: t('agreement.editShort'),
    editClause: template(t, 'agreement.editClause'),
    editField: t('agreement.editField'),
    save: t('agreement.save'),
    cancel: t('agreement.cancel'),
    removeClause: template(t, 'agreement.removeClause'),
    removeQuestion: template(t, 'agreement.removeQuestion'),
    remove: t('agreement.remove'),
    moveUp: template(t, 'agreement.moveUp'),
    moveDown: template(t, 'agreement.moveDown'),
    acceptedBy: template(t, 'agreement.acceptedBy'),
    changeRequestedBy: template(t, 'agreement.changeRequestedBy'),
    waitingFor: template(t, 'agreement.waitingFor'),
    changedSinceSideAccepted: template(t, 'agreement.changedSinceSideAccepted'),
    changedSinceSideRequested: template(t, 'agreement.changedSinceSideRequested'),
    changedSinceYouAccepted: t('agreement.changedSinceYouAccepted'),
    changedSinceYouRequested: t('agreement.changedSinceYouRequested'),
    commentBy: template(t, 'agreement.commentBy'),
    commentByYou: t('agreement.commentByYou'),
    shuttleNote: t('agreement.shuttleNote'),
    acceptShort: t('agreement.acceptShort'),
    accept: template(t, 'agreement.accept'),
    requestChangeShort: t('agreement.requestChangeShort'),
    requestChange: template(t, 'agreement.requestChange'),
    commentField: t('agreement.commentField'),
    commentHint: t('agreement.commentHint'),
    sendRequest: t('agreement.sendRequest'),
    finalize: t('agreement.finalize'),
    finalizeHint: t('agreement.finalizeHint'),
    finalizeTitle: t('agreement.finalizeTitle'),
    finalizeDescription: t('agreement.finalizeDescription'),
    confirm: t('agreement.confirm'),
    countersign: t('agreement.countersign'),
    countersignHint: t('agreement.countersignHint'),
    waitingForSignatures: t('agreement.waitingForSignatures'),
    reopen: t('agreement.reopen'),
    reopenTitle: t('agreement.reopenTitle'),
    reopenDescription: t('agreement.reopenDescription'),
    draftNote: t('agreement.draftNote'),
    finalizedNote: template(t, 'agreement.finalizedNote'),
    finalizedNoteParty: template(t, 'agreement.finalizedNoteParty'),
    signedNote: template(t, 'agreement.signedNote'),
    signatures: t('agreement.signatures'),
    notSigned: t('agreement.notSigned'),
    code: t('agreement.code'),
    digest: t('agreement.digest'),
    signHeading: t('agreement.signHeading'),
    agreeField: t('agreement.agreeField'),
    fullNameField: t('agreement.fullNameField'),
    fullNameHint: t('agreement.fullNameHint'),
    sign: t('agreement.sign'),
    youSigned: template(t, 'agreement.youSigned'),
    download: t('agreement.download'),
    documentPending: t('agreement.documentPending'),
    verifyHint: t('agreement.verifyHint'),
    verifyLink: t('agreement.verifyLink'),
    record: t('agreement.record'),
    entries: {
      clause_added: template(t, 'agreement.entries.clauseAdded'),
      clause_edited: template(t, 'agreement.entries.clauseEdited'),
      clause_removed: template(t, 'agreement.entries.clauseRemoved'),
      clause_moved: template(t, 'agreement.entries.clauseMoved'),
      clause_accepted: template(t, 'agreement.entries.clauseAccepted'),
      change_requested: template(t, 'agreement.entries.changeRequested'),
      finalized: template(t, 'agreement.entries.finalized'),
      signed: template(t, 'agreement.entries.signed'),
      countersigned: template(t, 'agreement.entries.countersigned'),
      reopened: template(t, 'agreement.entries.reopened'),
    },
    clauseEmpty: t('agreement.clauseEmpty'),
    clauseTooLong: template(t, 'agreement.clauseTooLong'),
    clausesFull: template(t, 'agreement.clausesFull'),
    commentEmpty: t('agreement.commentEmpty'),
    commentTooLong: template(t, 'agreement.commentTooLong'),
    mustAgree: t('agreement.mustAgree'),
    nameTooShort: template(t, 'agreement.nameTooShort'),
    nameTooLong: template(t, 'agreement.nameTooLong'),
    controlCharacters: t('agreement.controlCharacters'),
    failed: t('agreement.failed'),
    announceAdded: template(t, 'agreement.announceAdded'),
    // A plural: the form that adds the clauses formats it with its count, unless the caller gives a template.
    announceAddedMany: template(t, 'agreement.announceAddedMany'),
    announceSaved: template(t, 'agreement.announceSaved'),
    announceRemoved: template(t, 'agreement.announceRemoved'),
    announceMoved: template(t, 'agreement.announceMoved'),
    announceAccepted: template(t, 'agreement.announceAccepted'),
    announceRequested: template(t, 'agreement.announceRequested'),
  };
}

type Nested = 'states' | 'sideNames' | 'entries';

/** What a caller may override: any label, and any single key of the nested ones. */
export type AgreementPanelLabelOverrides = Partial<Omit<AgreementPanelLabels, Nested>> & {
  [Key in Nested]?: Partial<AgreementPanelLabels[Key]>;
};

/** Labels with the caller's overrides; `entries`, `states` and `sideNames` merge key by key. */
export function mergeAgreementLabels(base: AgreementPanelLabels, labels: AgreementPanelLabelOverrides | undefined): AgreementPanelLabels {
  return {
    ...base,
    ...labels,
    states: { ...base.states, ...labels?.states },
    sideNames: { ...base.sideNames, ...labels?.sideNames },
    entries: { ...base.entries, ...labels?.entries },
  };
}

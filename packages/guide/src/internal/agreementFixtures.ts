/**
 * Agreements at each point of their life for stories and tests, made by a small stand-in for the server's
 * rules (`applyAgreementCommand`) so that interactive stories can show the effect of what is pressed.
 */
import type { AgreementClause, AgreementEntry, AgreementEntryKind, AgreementView, PartySide, Side } from '@mediation/protocol';
import type { AgreementViewer } from '../Agreement/agreementRules';

export const agreementPeople: Record<Side, { user_id: number; name: string }> = {
  M: { user_id: 1, name: 'Noa Mizrahi' },
  A: { user_id: 2, name: 'Dana Levi' },
  B: { user_id: 3, name: 'Sam Carter' },
};

export const fenceClauses = [
  'Sam repairs the shared fence between the two gardens by 1 May 2025.',
  'Dana and Sam share the cost of the materials equally, up to 600 euros each, against receipts.',
  'Neither side parks in front of the other’s gate.',
];

export const hebrewClauses = [
  'סם יתקן את הגדר המשותפת בין שתי הגינות עד 1 במאי 2025.',
  'דנה וסם יחלקו שווה בשווה את עלות החומרים, עד 600 אירו כל אחד, כנגד קבלות.',
  'אף צד לא יחנה מול השער של הצד השני.',
];

export const agreementDigest = '9f2c4e7a1b3d5f60718293a4b5c6d7e8f90a1b2c3d4e5f60718293a4b5c6d7e8';
export const agreementCode = 'KY1E-8T6M';
const startedAt = Date.UTC(2025, 2, 4, 9, 0);

export type AgreementCommandOf =
  | { type: 'add'; clause_text: string }
  | { type: 'edit'; clause_id: string; clause_text: string }
  | { type: 'remove'; clause_id: string }
  | { type: 'move'; clause_id: string; position: number }
  | { type: 'answer'; side: PartySide; clause_id: string; answer: 'accept' | 'change'; comment?: string }
  | { type: 'finalize' }
  | { type: 'sign'; side: PartySide; full_name: string }
  | { type: 'countersign' }
  | { type: 'reopen' };

export function emptyAgreement(shuttle = false): AgreementView {
  return {
    case_id: 'a3c1f0e2-5b7d-4e8f-9a1b-2c3d4e5f6a7b',
    state: 'draft',
    version: 1,
    shuttle,
    clauses: [],
    can_finalize: false,
    finalized_at: null,
    digest: null,
    verification_code: null,
    signatures: [],
    signed_at: null,
    has_document: false,
    record: [],
  };
}

const renumber = (clauses: AgreementClause[]) => clauses.map((clause, index) => ({ ...clause, number: index + 1 }));
const isAccepted = (clause: AgreementClause, side: PartySide) =>
  clause.answers.some((answer) => answer.side === side && answer.answer === 'accept' && answer.is_current);

/** The mediator's (complete) view after one command, as the server would answer it. */
export function applyAgreementCommand(view: AgreementView, command: AgreementCommandOf): AgreementView {
  const at = new Date(startedAt + (view.record.length + 1) * 3 * 60_000).toISOString();
  const actor: Side = command.type === 'answer' || command.type === 'sign' ? command.side : 'M';
  const entry = (kind: AgreementEntryKind, clause?: AgreementClause, extra: Partial<AgreementEntry> = {}): AgreementEntry => ({
    id: view.record.length + 1,
    kind,
    at,
    side: actor,
    ...agreementPeople[actor],
    agreement_version: view.version,
    clause_id: clause?.id ?? null,
    clause_number: clause?.number ?? null,
    clause_version: clause?.version ?? null,
    ...extra,
  });
  const find = (id: string) => view.clauses.find((clause) => clause.id === id)!;
  let next: AgreementView;
  switch (command.type) {
    case 'add': {
      const count = view.record.filter((item) => item.kind === 'clause_added').length;
      const clause = {
        id: `00000000-0000-4000-8000-${String(count + 1).padStart(12, '0')}`,
        number: view.clauses.length + 1,
        text: command.clause_text,
        version: 1,
        answers: [],
      };
      next = { ...view, clauses: [...view.clauses, clause], record: [...view.record, entry('clause_added', clause)] };
      break;
    }
    case 'edit': {
      const edited = { ...find(command.clause_id), text: command.clause_text, version: find(command.clause_id).version + 1 };
      edited.answers = edited.answers.map((answer) => ({ ...answer, is_current: false }));
      next = {
        ...view,
        clauses: view.clauses.map((clause) => (clause.id === edited.id ? edited : clause)),
        record: [...view.record, entry('clause_edited', edited)],
      };
      break;
    }
    case 'remove':
      next = {
        ...view,
        clauses: renumber(view.clauses.filter((clause) => clause.id !== command.clause_id)),
        record: [...view.record, entry('clause_removed', find(command.clause_id))],
      };
      break;
    case 'move': {
      const moving = find(command.clause_id);
      const rest = view.clauses.filter((clause) => clause.id !== moving.id);
      rest.splice(command.position - 1, 0, moving);
      next = { ...view, clauses: renumber(rest), record: [...view.record, entry('clause_moved', { ...moving, number: command.position })] };
      break;
    }
    case 'answer': {
      const clause = find(command.clause_id);
      const answer = {
        side: command.side,
        answer: command.answer,
        clause_version: clause.version,
        is_current: true,
        answered_at: at,
        ...(command.comment ? { comment: command.comment } : {}),
      };
      const answered = { ...clause, answers: [...clause.answers.filter((other) => other.side !== command.side), answer] };
      const kind = command.answer === 'accept' ? 'clause_accepted' : 'change_requested';
      next = {
        ...view,
        clauses: view.clauses.map((other) => (other.id === clause.id ? answered : other)),
        record: [...view.record, entry(kind, answered, command.comment ? { comment: command.comment } : {})],
      };
      break;
    }
    case 'finalize':
      next = {
        ...view,
        state: 'finalized',
        finalized_at: at,
        digest: agreementDigest,
        verification_code: agreementCode,
        record: [...view.record, entry('finalized')],
      };
      break;
    case 'sign':
    case 'countersign': {
      const side: Side = command.type === 'sign' ? command.side : 'M';
      const fullName = command.type === 'sign' ? command.full_name : agreementPeople.M.name;
      const signature = { side, user_id: agreementPeople[side].user_id, full_name: fullName, signed_at: at, digest: agreementDigest };
      const isLast = command.type === 'countersign';
      next = {
        ...view,
        state: isLast ? 'signed' : view.state,
        signed_at: isLast ? at : null,
        has_document: isLast,
        signatures: [...view.signatures, signature],
        record: [...view.record, entry(isLast ? 'countersigned' : 'signed')],
      };
      break;
    }
    case 'reopen':
      next = {
        ...view,
        state: 'draft',
        version: view.version + 1,
        finalized_at: null,
        digest: null,
        verification_code: null,
        signatures: [],
        record: [...view.record, entry('reopened', undefined, { agreement_version: view.version + 1 })],
      };
      break;
    default:
      return command satisfies never;
  }
  return {
    ...next,
    can_finalize:
      next.state === 'draft' &&
      next.clauses.length > 0 &&
      next.clauses.every((clause) => isAccepted(clause, 'A') && isAccepted(clause, 'B')),
  };
}

/** The view one viewer gets: a party never reads the other side's comments, nor its answers in shuttle mode. */
export function agreementAs(view: AgreementView, viewer: AgreementViewer): AgreementView {
  if (viewer === 'mediator') return view;
  const sees = (side: Side) => side === 'M' || side === viewer || !view.shuttle;
  const reads = <T extends { side: Side; comment?: string }>(item: T): T =>
    item.side === viewer || item.side === 'M' ? item : { ...item, comment: undefined };
  return {
    ...view,
    clauses: view.clauses.map((clause) => ({ ...clause, answers: clause.answers.filter((answer) => sees(answer.side)).map(reads) })),
    record: view.record.filter((item) => sees(item.side)).map(reads),
  };
}

const ids = (view: AgreementView) => view.clauses.map((clause) => clause.id);

export type AgreementPoint =
  | 'empty'
  | 'drafted'
  | 'mixedAnswers'
  | 'changedSinceAccepted'
  | 'canFinalize'
  | 'finalized'
  | 'partlySigned'
  | 'bothSigned'
  | 'signed'
  | 'hebrew';

/** The mediator's view of the fence agreement at a point of its life (`agreementAs` gives a party's). */
export function agreementAt(point: AgreementPoint, options: { shuttle?: boolean } = {}): AgreementView {
  const play = (view: AgreementView, commands: AgreementCommandOf[]) => commands.reduce(applyAgreementCommand, view);
  const draft = (texts: string[]) =>
    play(
      emptyAgreement(options.shuttle),
      texts.map((clause_text) => ({ type: 'add', clause_text })),
    );
  const acceptAll = (view: AgreementView, side: PartySide) =>
    play(
      view,
      ids(view).map((clause_id) => ({ type: 'answer', side, clause_id, answer: 'accept' })),
    );
  if (point === 'empty') return emptyAgreement(options.shuttle);
  if (point === 'hebrew') {
    const view = acceptAll(draft(hebrewClauses), 'A');
    return play(view, [{ type: 'answer', side: 'B', clause_id: ids(view)[1]!, answer: 'change', comment: 'עד 500 אירו כל אחד, לא 600.' }]);
  }
  const drafted = draft(fenceClauses);
  const [first, second, third] = ids(drafted) as [string, string, string];
  if (point === 'drafted') return drafted;
  const mixed = play(acceptAll(drafted, 'A'), [
    { type: 'answer', side: 'B', clause_id: first, answer: 'accept' },
    {
      type: 'answer',
      side: 'B',
      clause_id: second,
      answer: 'change',
      comment: 'Up to 500 euros each, not 600: my budget is tight this year.',
    },
  ]);
  if (point === 'mixedAnswers') return mixed;
  const edited = play(mixed, [
    {
      type: 'edit',
      clause_id: second,
      clause_text: 'Dana and Sam share the cost of the materials equally, up to 500 euros each, against receipts.',
    },
  ]);
  if (point === 'changedSinceAccepted') return edited;
  const accepted = play(edited, [
    { type: 'answer', side: 'A', clause_id: second, answer: 'accept' },
    { type: 'answer', side: 'B', clause_id: second, answer: 'accept' },
    { type: 'answer', side: 'B', clause_id: third, answer: 'accept' },
  ]);
  if (point === 'canFinalize') return accepted;
  const finalized = play(accepted, [{ type: 'finalize' }]);
  if (point === 'finalized') return finalized;
  const partly = play(finalized, [{ type: 'sign', side: 'A', full_name: agreementPeople.A.name }]);
  if (point === 'partlySigned') return partly;
  const both = play(partly, [{ type: 'sign', side: 'B', full_name: agreementPeople.B.name }]);
  if (point === 'bothSigned') return both;
  return play(both, [{ type: 'countersign' }]);
}

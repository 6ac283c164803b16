import { describe, expect, it } from 'vitest';
import {
  AGREEMENT_LIMITS,
  agreementFileName,
  timeZoneSchema,
  CONTROL_CHARACTERS_MESSAGE,
  agreementAddClausePayloadSchema,
  agreementAnswerPayloadSchema,
  agreementChangeAckSchema,
  agreementChangedEventSchema,
  agreementCountersignPayloadSchema,
  agreementMoveClausePayloadSchema,
  agreementReadAckSchema,
  agreementSignPayloadSchema,
  caseEventSchema,
  historyAckSchema,
} from './index';
import type { AgreementEntry, AgreementView } from './index';

const CASE = 'abcdef123456';
const CLAUSE = '550e8400-e29b-41d4-a716-446655440000';
const DIGEST = 'e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855';

const view: AgreementView = {
  case_id: CASE,
  state: 'draft',
  version: 1,
  shuttle: false,
  clauses: [{ id: CLAUSE, number: 1, text: 'Party A pays 100.', version: 2, answers: [] }],
  can_finalize: false,
  finalized_at: null,
  digest: null,
  verification_code: null,
  signatures: [],
  signed_at: null,
  has_document: false,
  record: [],
};
const entry: AgreementEntry = {
  id: 4,
  kind: 'clause_edited',
  at: '2026-01-01T10:00:00.000Z',
  side: 'M',
  user_id: 3,
  name: 'Maya Mediator',
  agreement_version: 1,
  clause_id: CLAUSE,
  clause_number: 1,
  clause_version: 2,
};

describe('agreement over the socket', () => {
  it('sends the view as of a stream position, with the entry only when there is one to tell', () => {
    expect(agreementChangedEventSchema.safeParse({ seq: 7, case_id: CASE, entry, agreement: view }).success).toBe(true);
    // A shuttle switch or a catch-up re-sends the view alone.
    expect(agreementChangedEventSchema.safeParse({ seq: 7, case_id: CASE, agreement: view }).success).toBe(true);
    expect(agreementChangedEventSchema.safeParse({ seq: 7, case_id: CASE, entry }).success).toBe(false);
    expect(agreementChangedEventSchema.safeParse({ case_id: CASE, agreement: view }).success).toBe(false);
  });

  it('replays the view at the end of a catch-up as a stream event named agreement', () => {
    const replayed = { seq: 9, event: 'agreement', payload: { seq: 9, case_id: CASE, agreement: view } };
    expect(caseEventSchema.parse(replayed).event).toBe('agreement');
    expect(historyAckSchema.safeParse({ messages: [], last_seq: 9, has_more: false, events: [replayed] }).success).toBe(true);
    expect(caseEventSchema.safeParse({ ...replayed, payload: { seq: 9, case_id: CASE, notes: [] } }).success).toBe(false);
  });

  it('acknowledges a read with the view and its position, a change with its entry too', () => {
    expect(agreementReadAckSchema.safeParse({ seq: 0, agreement: view }).success).toBe(true);
    expect(agreementChangeAckSchema.safeParse({ seq: 5, entry, agreement: view }).success).toBe(true);
    // A command that changed nothing (an answer repeated) has no entry; a position it always has.
    expect(agreementChangeAckSchema.safeParse({ seq: 5, agreement: view }).success).toBe(true);
    expect(agreementChangeAckSchema.safeParse({ entry, agreement: view }).success).toBe(false);
  });
});

describe('agreement command payloads', () => {
  it('takes a clause of at most a message long, without control characters', () => {
    expect(agreementAddClausePayloadSchema.safeParse({ case_id: CASE, clause_text: 'The fence moves.\nBy March.' }).success).toBe(true);
    expect(agreementAddClausePayloadSchema.safeParse({ case_id: CASE, clause_text: '   ' }).success).toBe(false);
    expect(
      agreementAddClausePayloadSchema.safeParse({ case_id: CASE, clause_text: 'x'.repeat(AGREEMENT_LIMITS.clauseMaxLength + 1) }).success,
    ).toBe(false);
    expect(agreementAddClausePayloadSchema.safeParse({ case_id: CASE, clause_text: 'a\u0000b' }).success).toBe(false);
    expect(agreementMoveClausePayloadSchema.safeParse({ case_id: CASE, clause_id: CLAUSE, position: 0 }).success).toBe(false);
  });

  it('asks a change request for its comment, and an acceptance for the version it accepts', () => {
    const base = { case_id: CASE, clause_id: CLAUSE, clause_version: 2 };
    expect(agreementAnswerPayloadSchema.safeParse({ ...base, answer: 'accept' }).success).toBe(true);
    expect(agreementAnswerPayloadSchema.safeParse({ ...base, answer: 'change' }).success).toBe(false);
    expect(agreementAnswerPayloadSchema.safeParse({ ...base, answer: 'change', comment: 'Green, not white.' }).success).toBe(true);
    expect(agreementAnswerPayloadSchema.safeParse({ case_id: CASE, clause_id: CLAUSE, answer: 'accept' }).success).toBe(false);
    // No side travels: the server takes the caller's side from its stored row.
    expect(agreementAnswerPayloadSchema.parse({ ...base, answer: 'accept', side: 'B' })).not.toHaveProperty('side');
  });

  it('signs only with the box ticked, a full name and a digest', () => {
    const sign = { case_id: CASE, digest: DIGEST.toUpperCase(), full_name: 'Dana Party', agree: true };
    expect(agreementSignPayloadSchema.parse(sign).digest).toBe(DIGEST);
    expect(agreementSignPayloadSchema.safeParse({ ...sign, agree: false }).success).toBe(false);
    expect(agreementSignPayloadSchema.safeParse({ ...sign, full_name: 'D' }).success).toBe(false);
    expect(agreementSignPayloadSchema.safeParse({ ...sign, full_name: 'Dana\nParty' }).success).toBe(false);
    expect(agreementCountersignPayloadSchema.safeParse({ case_id: CASE, digest: 'abc' }).success).toBe(false);
  });
});

describe('bidi controls in the agreement', () => {
  it('refuses a clause or a change request holding a right-to-left override, with the control-character sentence', () => {
    const clause = agreementAddClausePayloadSchema.safeParse({ case_id: CASE, clause_text: 'Party A pays \u202E0001 USD' });
    expect(clause.success).toBe(false);
    expect(clause.error?.issues[0]).toMatchObject({ path: ['clause_text'], message: CONTROL_CHARACTERS_MESSAGE });
    const comment = agreementAnswerPayloadSchema.safeParse({
      case_id: CASE,
      clause_id: CLAUSE,
      clause_version: 1,
      answer: 'change',
      comment: 'make it \u2067100\u2069',
    });
    expect(comment.success).toBe(false);
    expect(comment.error?.issues[0]).toMatchObject({ path: ['comment'], message: CONTROL_CHARACTERS_MESSAGE });
    // Hebrew and line breaks stay welcome.
    expect(agreementAddClausePayloadSchema.safeParse({ case_id: CASE, clause_text: 'צד א משלם 1000 USD\nby May' }).success).toBe(true);
  });
});

describe('agreementFileName', () => {
  it('is the title cut at a word boundary, then the case code', () => {
    expect(agreementFileName('Fence dispute', 'K7QX2M')).toBe('Fence dispute - K7QX2M.pdf');
    expect(agreementFileName('Fence between the Levi and Mor gardens after the storm of the winter and the quarrel', 'K7QX2M')).toBe(
      'Fence between the Levi and Mor gardens after the storm of - K7QX2M.pdf',
    );
  });

  it('keeps Hebrew, drops what file systems refuse, and cuts inside a word only when it is the whole title', () => {
    expect(agreementFileName('גדר: צפון/דרום?', 'K7QX2M')).toBe('גדר צפון דרום - K7QX2M.pdf');
    expect(agreementFileName('x'.repeat(80), 'K7QX2M')).toBe(`${'x'.repeat(60)} - K7QX2M.pdf`);
    expect(agreementFileName('  ', 'K7QX2M')).toBe('K7QX2M.pdf');
  });
});

describe('timeZoneSchema', () => {
  it('takes the IANA zones this runtime knows, and nothing else', () => {
    expect(timeZoneSchema.safeParse('Asia/Jerusalem').success).toBe(true);
    expect(timeZoneSchema.safeParse('UTC').success).toBe(true);
    expect(timeZoneSchema.safeParse('Mars/Olympus').success).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import {
  CONTROL_CHARACTERS_MESSAGE,
  STREAM_EVENTS,
  caseEventSchema,
  connectErrorDataSchema,
  editMsgEventSchema,
  guidPayloadSchema,
  historyAckSchema,
  historyActionsAckSchema,
  historyPayloadSchema,
  joinRequestEventSchema,
  participantRemovedEventSchema,
  removedEventSchema,
  likeEventSchema,
  roomMsgPayloadSchema,
  submitSurveyPayloadSchema,
} from './index';
import type { ChatMessage } from './index';

const message: ChatMessage = {
  _id: '12',
  seq: 3,
  client_msg_id: 'c-12345678',
  from: 4,
  fromSide: 'A',
  side: 'M',
  message: 'Hello',
  time: '2026-01-01T10:00:00.000Z',
  displayName: 'Dana Party',
  to: 'abcdef123456',
  ext: null,
  edited_at: null,
  likeData: { A: [], B: [], M: [] },
};

describe('case stream', () => {
  it('keeps every state-changing event in the stream, and only event names the spec knows', () => {
    expect([...STREAM_EVENTS].sort()).toEqual(
      [
        'action',
        'agreement',
        'agreementChanged',
        'editMsg',
        'endCase',
        'endGuid',
        'guid',
        'like',
        'note',
        'removeLike',
        'roomMsg',
        'sendSurvey',
        'shuttle',
      ].sort(),
    );
  });

  it('reads a replayed event by its name and refuses a payload of another event', () => {
    expect(caseEventSchema.parse({ seq: 3, event: 'roomMsg', payload: message }).event).toBe('roomMsg');
    const shuttle = { seq: 4, event: 'shuttle', payload: { seq: 4, case_id: 'abcdef123456', shuttle: true } };
    expect(caseEventSchema.safeParse(shuttle).success).toBe(true);
    expect(caseEventSchema.safeParse({ ...shuttle, event: 'roomMsg' }).success).toBe(false);
    expect(caseEventSchema.safeParse({ ...shuttle, event: 'userJoin' }).success).toBe(false);
  });

  it('puts the stream position on likes and edits', () => {
    const like = {
      message_id: '12',
      case_id: 'abcdef123456',
      groupSide: 'M',
      likeData: { A: [{ user_id: 4, displayName: 'Dana', like: true }], B: [], M: [] },
      user_id: 4,
      displayName: 'Dana',
      side: 'A',
      action: 'add',
    };
    expect(likeEventSchema.safeParse(like).success).toBe(false);
    expect(likeEventSchema.safeParse({ ...like, seq: 5 }).success).toBe(true);
    const edit = { message_id: '12', case_id: 'abcdef123456', side: 'M', message: 'Hi', edited_at: message.time };
    expect(editMsgEventSchema.safeParse(edit).success).toBe(false);
    expect(editMsgEventSchema.safeParse({ ...edit, seq: 6 }).success).toBe(true);
  });

  it('answers history with messages, the last position, whether there is more and, on catch-up, the events', () => {
    expect(historyAckSchema.parse({ messages: [message], last_seq: 3, has_more: false }).events).toBeUndefined();
    expect(historyAckSchema.safeParse({ messages: [message], last_seq: 3 }).success).toBe(false);
    expect(
      historyAckSchema.safeParse({ messages: [], last_seq: 3, has_more: true, events: [{ seq: 3, event: 'roomMsg', payload: message }] })
        .success,
    ).toBe(true);
    expect(historyPayloadSchema.safeParse({ case_id: 'abcdef123456', after_seq: -1 }).success).toBe(false);
  });

  it('pages history either forwards (after_seq) or backwards (before_seq), never both at once', () => {
    expect(historyPayloadSchema.safeParse({ case_id: 'abcdef123456', before_seq: 40 }).success).toBe(true);
    expect(historyPayloadSchema.safeParse({ case_id: 'abcdef123456', before_seq: 0 }).success).toBe(false);
    const both = historyPayloadSchema.safeParse({ case_id: 'abcdef123456', after_seq: 3, before_seq: 40 });
    expect(both.success).toBe(false);
    expect(both.error?.issues[0]?.path).toEqual(['before_seq']);
  });

  it('refuses control characters in message text but keeps tabs and line breaks', () => {
    const payload = { to: 'abcdef123456', fromSide: 'A', from: 3, side: 'M', displayName: 'Dana', client_msg_id: 'client-0001' };
    expect(roomMsgPayloadSchema.safeParse({ ...payload, message: 'line one\n\tline two' }).success).toBe(true);
    const withNul = roomMsgPayloadSchema.safeParse({ ...payload, message: 'hi\u0000there' });
    expect(withNul.success).toBe(false);
    expect(withNul.error?.issues[0]).toMatchObject({ path: ['message'], message: CONTROL_CHARACTERS_MESSAGE });
    expect(roomMsgPayloadSchema.safeParse({ ...payload, message: 'bell\u0007' }).success).toBe(false);
    expect(roomMsgPayloadSchema.safeParse({ ...payload, message: 'ok', displayName: 'Da\nna' }).success).toBe(false);
  });

  it('lists only position markers as actions in force', () => {
    expect(historyActionsAckSchema.safeParse({ actions: ['initialPosition'], items: [] }).success).toBe(true);
    expect(historyActionsAckSchema.safeParse({ actions: ['somethingElse'], items: [] }).success).toBe(false);
  });
});

describe('client payloads', () => {
  it('takes a survey answer with a rating from 1 to 5', () => {
    expect(submitSurveyPayloadSchema.parse({ case_id: 'abcdef123456', rating: 5 })).toEqual({
      case_id: 'abcdef123456',
      rating: 5,
      feedback: '',
    });
    expect(submitSurveyPayloadSchema.safeParse({ case_id: 'abcdef123456', rating: 6 }).success).toBe(false);
    expect(submitSurveyPayloadSchema.safeParse({ rating: 3 }).success).toBe(false);
  });

  it('takes a guide type of GUIDE_TYPES in guid, and no other', () => {
    expect(
      guidPayloadSchema.safeParse({ case_id: 'abcdef123456', stageIdx: 1, iteration: 14, initialIteration: 14, guideType: 3 }).success,
    ).toBe(true);
    for (const guideType of [-1, 4, 1.5, 'Bargaining']) {
      expect(guidPayloadSchema.safeParse({ case_id: 'abcdef123456', stageIdx: 1, guideType }).success).toBe(false);
    }
  });

  it('refuses an oversized initial state in guid', () => {
    expect(guidPayloadSchema.safeParse({ case_id: 'abcdef123456', initialStateA: 'x'.repeat(5001) }).success).toBe(false);
    expect(guidPayloadSchema.safeParse({ case_id: 'abcdef123456', initialStateA: 'My position' }).success).toBe(true);
  });

  it("tells the mediator a request's context, and a removed party why it was disconnected", () => {
    const item = {
      request_id: 'r',
      case_id: 'c',
      side: 'A',
      email: 'a@example.com',
      first_name: 'A',
      last_name: 'B',
      was_admitted_before: true,
      previous_side: 'A',
      connected_now: true,
      requests_count: 2,
      first_requested_at: '2026-01-01T00:00:00.000Z',
      last_requested_at: '2026-01-01T00:01:00.000Z',
      status: 'withdrawn',
      created_at: '2026-01-01T00:01:00.000Z',
    };
    expect(joinRequestEventSchema.safeParse(item).success).toBe(true);
    expect(joinRequestEventSchema.safeParse({ ...item, previous_side: 'M' }).success).toBe(false);
    expect(joinRequestEventSchema.safeParse({ ...item, previous_side: null, requests_count: 0 }).success).toBe(false);
    expect(removedEventSchema.safeParse({ case_id: 'c' }).success).toBe(true);
    expect(participantRemovedEventSchema.safeParse({ case_id: 'c', user_id: 3 }).success).toBe(true);
  });

  it('codes a refused connection with an acknowledgement error code', () => {
    expect(connectErrorDataSchema.safeParse({ code: 'unauthorized' }).success).toBe(true);
    expect(connectErrorDataSchema.safeParse({ code: 'nope' }).success).toBe(false);
  });
});

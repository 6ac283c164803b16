import { describe, expect, it } from 'vitest';
import {
  CALL_LIMITS,
  CALL_MAX_PEOPLE,
  LIMITS,
  callSignalPayloadSchema,
  callStateSchema,
  callGroupPayloadSchema,
  callMediaPayloadSchema,
  isPolitePeer,
} from './index';

const callId = '4b0f6f3e-7f57-4d55-9a59-0c3c2b0e9d11';
const signal = { case_id: 'abcdef123456', call_id: callId, to: 7 };
const member = { user_id: 3, displayName: 'Dana', side: 'A', role: 'party', mic: true, camera: false, screen: false };

describe('call signalling', () => {
  it('carries a description, a candidate or the end of candidates, and refuses a signal of neither', () => {
    expect(
      callSignalPayloadSchema.safeParse({ ...signal, description: { type: 'offer', sdp: 'v=0\r\no=- 1 2 IN IP4 0.0.0.0\r\n' } }).success,
    ).toBe(true);
    expect(
      callSignalPayloadSchema.safeParse({ ...signal, candidate: { candidate: 'candidate:1 1 udp 1 1.2.3.4 5 typ host', sdpMid: '0' } })
        .success,
    ).toBe(true);
    expect(callSignalPayloadSchema.safeParse({ ...signal, candidate: null }).success).toBe(true);
    expect(callSignalPayloadSchema.safeParse(signal).success).toBe(false);
  });

  it('bounds every string, and a description fits in one socket event', () => {
    const sdp = 'a'.repeat(CALL_LIMITS.sdpMaxLength + 1);
    expect(callSignalPayloadSchema.safeParse({ ...signal, description: { type: 'offer', sdp } }).success).toBe(false);
    const candidate = 'c'.repeat(CALL_LIMITS.candidateMaxLength + 1);
    expect(callSignalPayloadSchema.safeParse({ ...signal, candidate: { candidate } }).success).toBe(false);
    expect(callSignalPayloadSchema.safeParse({ ...signal, candidate: { candidate: 'x', sdpMid: 'm'.repeat(300) } }).success).toBe(false);
    expect(callSignalPayloadSchema.safeParse({ ...signal, candidate: { candidate: 'x\u0000' } }).success).toBe(false);
    expect(CALL_LIMITS.sdpMaxLength + 4096).toBeLessThanOrEqual(LIMITS.socketPayloadMaxBytes);
  });

  it('names a group, a call by uuid and a person by id', () => {
    expect(callGroupPayloadSchema.safeParse({ case_id: 'abcdef123456', group: 'B' }).success).toBe(true);
    expect(callGroupPayloadSchema.safeParse({ case_id: 'abcdef123456', group: 'C' }).success).toBe(false);
    expect(callSignalPayloadSchema.safeParse({ ...signal, call_id: 'not-a-uuid', candidate: null }).success).toBe(false);
    expect(callSignalPayloadSchema.safeParse({ ...signal, to: -1, candidate: null }).success).toBe(false);
    expect(
      callMediaPayloadSchema.safeParse({ case_id: 'abcdef123456', call_id: callId, mic: true, camera: 'yes', screen: false }).success,
    ).toBe(false);
  });

  it(`holds at most ${CALL_MAX_PEOPLE} people in a call`, () => {
    const call = { call_id: callId, group: 'M', started_at: '2026-01-01T10:00:00.000Z', members: [member] };
    expect(callStateSchema.safeParse(call).success).toBe(true);
    const members = Array.from({ length: CALL_MAX_PEOPLE + 1 }, (_, index) => ({ ...member, user_id: index + 1 }));
    expect(callStateSchema.safeParse({ ...call, members }).success).toBe(false);
  });

  it('makes exactly one of each pair the polite peer', () => {
    expect(isPolitePeer(3, 7)).toBe(true);
    expect(isPolitePeer(7, 3)).toBe(false);
  });
});

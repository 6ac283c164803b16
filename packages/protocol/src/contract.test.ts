import { describe, expect, it } from 'vitest';
import { BARRIERS, createMediatorRequestSchema, likePayloadSchema, notePayloadSchema, roleOf, roomMsgPayloadSchema } from './index';

describe('constants', () => {
  it('lists the ten barriers', () => {
    expect(BARRIERS).toHaveLength(10);
  });
});

describe('roles', () => {
  it('derives Admin from is_superuser, Mediator from is_staff, otherwise User', () => {
    expect(roleOf({ is_superuser: true, is_staff: true })).toBe('Admin');
    expect(roleOf({ is_superuser: false, is_staff: true })).toBe('Mediator');
    expect(roleOf({ is_superuser: false, is_staff: false })).toBe('User');
  });
});

describe('wire payloads', () => {
  it('refuses a mediator payload that tries to create a superuser', () => {
    const base = {
      user: { email: 'm@example.com', password: 'password1', first_name: 'Mo', last_name: 'Re' },
      phone: '+97250123456',
    };
    expect(createMediatorRequestSchema.safeParse(base).success).toBe(true);
    expect(createMediatorRequestSchema.safeParse({ ...base, user: { ...base.user, superuser_status: true } }).success).toBe(false);
  });
  it('requires a client message id on roomMsg so retries are idempotent', () => {
    const message = { to: 'abcdef123456', fromSide: 'A', side: 'A', message: 'hi', from: 3, displayName: 'Dana' };
    expect(roomMsgPayloadSchema.safeParse(message).success).toBe(false);
    expect(roomMsgPayloadSchema.safeParse({ ...message, client_msg_id: 'c-12345678' }).success).toBe(true);
  });
  it('tells a note add from a note remove', () => {
    expect(notePayloadSchema.parse({ case_id: 'abcdef', action: 'add', note: { note: 'x' } })).toMatchObject({
      note: { groupTag: 'Both' },
    });
    expect(notePayloadSchema.safeParse({ case_id: 'abcdef', action: 'remove' }).success).toBe(false);
  });
  it('rejects a like on an unknown side', () => {
    const like = { message_id: '1', groupSide: 'A', user_id: 1, displayName: 'D', case_id: 'abcdef', action: 'add', side: 'A' };
    expect(likePayloadSchema.safeParse(like).success).toBe(true);
    expect(likePayloadSchema.safeParse({ ...like, groupSide: 'C' }).success).toBe(false);
  });
});

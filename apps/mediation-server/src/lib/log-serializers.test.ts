import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { serializeError } from './log-serializers';

describe('error log serializer', () => {
  it('never prints the parameters of a failed query, in the message, the stack or a field', () => {
    const hash = 'scrypt$32768$8$c2FsdA$aGFzaA';
    const cause = Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), { code: '22021' });
    const error = new DrizzleQueryError('insert into "users" ("email", "password_hash") values ($1, $2)', ['a@b.co', hash], cause);
    const serialized = serializeError(error) as Record<string, unknown>;
    const printed = JSON.stringify(serialized);
    expect(printed).not.toContain(hash);
    expect(printed).not.toContain('a@b.co');
    expect(serialized.message).toBe('Failed query: insert into "users" ("email", "password_hash") values ($1, $2)');
    expect(printed).toContain('22021');
    expect(printed).toContain('0x00');
  });

  it('keeps other errors as pino prints them', () => {
    const serialized = serializeError(new TypeError('boom')) as Record<string, unknown>;
    expect(serialized).toMatchObject({ type: 'TypeError', message: 'boom' });
  });
});

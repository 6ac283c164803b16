import { DrizzleQueryError } from 'drizzle-orm/errors';
import { describe, expect, it } from 'vitest';
import { redactUrl, serializeError } from './log-serializers';

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

  it('leaves out the pooled connection node-postgres hangs on its errors, keeping the reason and its code', () => {
    const client = { connectionParameters: { user: 'postgres', database: 'mediation' }, parsedStatements: { insert: 'INSERT ...' } };
    const error = Object.assign(new Error('terminating connection due to administrator command'), { code: '57P01', client });
    const serialized = serializeError(error) as Record<string, unknown>;
    expect(serialized).toMatchObject({ message: 'terminating connection due to administrator command', code: '57P01' });
    expect(serialized).not.toHaveProperty('client');
    expect(JSON.stringify(serialized)).not.toContain('parsedStatements');
  });

  it('keeps other errors as pino prints them', () => {
    const serialized = serializeError(new TypeError('boom')) as Record<string, unknown>;
    expect(serialized).toMatchObject({ type: 'TypeError', message: 'boom' });
  });
});

describe('request log serializer', () => {
  it('keeps no e-mail, case code or token of a URL', () => {
    const printed = redactUrl('/api/users/client/get_by_email/?email=alice%40example.com&link_id=ABC123');
    expect(printed).toBe('/api/users/client/get_by_email/?email=[redacted]&link_id=[redacted]');
    expect(redactUrl('/api/session/get_case_full_id/?link_id=XYZ789')).not.toContain('XYZ789');
    expect(redactUrl('/api/users/alice@example.com/')).not.toContain('alice');
    expect(redactUrl('/api/session/case/abc123def/')).toBe('/api/session/case/abc123def/');
  });
});

import { describe, expect, it } from 'vitest';
import type { ErrorBody } from '@mediation/protocol';
import { DATABASE_KINDS } from '../../testing/harness';
import { useWorldServer } from '../../testing/world';
import type { World } from '../../testing/world';

type Caller = 'admin' | 'mediator' | 'none';

interface BadCase {
  name: string;
  method: string;
  path: (world: World) => string;
  caller: Caller;
  /** Each bad input with the field the answer must name ('_' for the body as a whole). */
  bodies?: [label: string, body: unknown, field: string][];
  queries?: [label: string, query: Record<string, string>, field: string][];
}

const long = (length: number) => 'x'.repeat(length);

describe.each(DATABASE_KINDS)('bad input on %s', (kind) => {
  const context = useWorldServer(kind);

  const tokenOf = (caller: Caller) =>
    caller === 'admin' ? context.world.adminToken : caller === 'mediator' ? context.world.mediator.token : undefined;

  const cases: BadCase[] = [
    {
      name: 'POST /core/auth/token/',
      method: 'POST',
      path: () => '/core/auth/token/',
      caller: 'none',
      bodies: [
        ['email of wrong type', { email: 42, password: 'x' }, 'email'],
        ['missing password', { email: 'a@b.co' }, 'password'],
        ['over-long email', { email: `${long(300)}@b.co`, password: 'x' }, 'email'],
        ['array body', [], '_'],
      ],
    },
    {
      name: 'POST /auth/jwt/verify',
      method: 'POST',
      path: () => '/auth/jwt/verify',
      caller: 'none',
      bodies: [
        ['missing token', {}, 'token'],
        ['token of wrong type', { token: 1 }, 'token'],
        ['over-long token', { token: long(5000) }, 'token'],
      ],
    },
    {
      name: 'POST /session/case/',
      method: 'POST',
      path: () => '/session/case/',
      caller: 'mediator',
      bodies: [
        ['missing title', { category: 'family', mediator: 1 }, 'title'],
        ['empty title', { title: '  ', category: 'family', mediator: 1 }, 'title'],
        ['over-long title', { title: long(201), category: 'family', mediator: 1 }, 'title'],
        ['unknown category', { title: 'T', category: 'sports', mediator: 1 }, 'category'],
        ['mediator of wrong type', { title: 'T', category: 'family', mediator: 'me' }, 'mediator'],
        ['over-long problem brief', { title: 'T', category: 'family', mediator: 1, problem_brief: long(5001) }, 'problem_brief'],
      ],
    },
    {
      name: 'GET /session/case/get_mediator_cases/',
      method: 'GET',
      path: () => '/session/case/get_mediator_cases/',
      caller: 'mediator',
      queries: [
        ['missing userId', {}, 'userId'],
        ['userId not a number', { userId: 'abc' }, 'userId'],
        ['negative userId', { userId: '-4' }, 'userId'],
      ],
    },
    {
      name: 'PATCH /session/case/{id}/',
      method: 'PATCH',
      path: (w) => `/session/case/${w.caseOne.id}/`,
      caller: 'mediator',
      bodies: [
        ['is_active true', { is_active: true, close_at: new Date().toISOString() }, 'is_active'],
        ['close_at not a date', { is_active: false, close_at: 'yesterday' }, 'close_at'],
        ['missing close_at', { is_active: false }, 'close_at'],
      ],
    },
    {
      name: 'GET /session/case/{id}/ with a bad code',
      method: 'GET',
      path: (w) => `/session/case/${w.caseOne.id}/`,
      caller: 'mediator',
      queries: [['code of 5 characters', { link_id: 'ABCDE' }, 'link_id']],
    },
    {
      name: 'GET /session/get_case_full_id/',
      method: 'GET',
      path: () => '/session/get_case_full_id/',
      caller: 'none',
      queries: [
        ['missing code', {}, 'link_id'],
        ['code with a dash', { link_id: 'AB-123' }, 'link_id'],
        ['code of 7 characters', { link_id: 'ABC1234' }, 'link_id'],
      ],
    },
    {
      name: 'POST /session/set_case_full_id/',
      method: 'POST',
      path: () => '/session/set_case_full_id/',
      caller: 'mediator',
      bodies: [
        ['missing case_id', { link_id: 'ABC123' }, 'case_id'],
        ['case_id with symbols', { case_id: 'abc$%^', link_id: 'ABC123' }, 'case_id'],
        ['link_id as number', { case_id: 'abcdefabcdef', link_id: 123456 }, 'link_id'],
      ],
    },
    {
      name: 'DELETE /session/delete_case_full_id/',
      method: 'DELETE',
      path: () => '/session/delete_case_full_id/',
      caller: 'mediator',
      bodies: [
        ['missing link_id', {}, 'link_id'],
        ['over-long link_id', { link_id: long(64) }, 'link_id'],
      ],
    },
    {
      name: 'POST /session/join/',
      method: 'POST',
      path: () => '/session/join/',
      caller: 'none',
      bodies: [
        ['side M', { link_id: 'ABC123', side: 'M', email: 'a@b.co', first_name: 'F', last_name: 'L' }, 'side'],
        ['missing names', { link_id: 'ABC123', side: 'A', email: 'a@b.co' }, 'first_name'],
        ['NUL in a name', { link_id: 'ABC123', side: 'A', email: 'a@b.co', first_name: 'F\u0000', last_name: 'L' }, 'first_name'],
        ['a client_id instead of a person', { link_id: 'ABC123', side: 'A', client_id: 1 }, 'email'],
      ],
    },
    {
      name: 'POST /session/send-invite-email/',
      method: 'POST',
      path: () => '/session/send-invite-email/',
      caller: 'mediator',
      bodies: [
        ['link not a URL', { link: 'not a url', email: 'a@b.co', sender_email: 'c@d.co' }, 'link'],
        ['bad e-mail', { case_id: 'abcdefabcdef', email: 'nope' }, 'email'],
        ['side M', { case_id: 'abcdefabcdef', email: 'a@b.co', side: 'M' }, 'side'],
        ['no side', { case_id: 'abcdefabcdef', email: 'a@b.co' }, 'side'],
      ],
    },
    {
      name: 'POST /session/invite/preview/',
      method: 'POST',
      path: () => '/session/invite/preview/',
      caller: 'none',
      bodies: [
        ['missing invitation', {}, 'invite'],
        ['invitation not a token', { invite: 'short' }, 'invite'],
      ],
    },
    {
      name: 'GET /users/client/get_by_email/',
      method: 'GET',
      path: () => '/users/client/get_by_email/',
      caller: 'none',
      queries: [
        ['missing code', { email: 'a@b.co' }, 'link_id'],
        ['bad e-mail', { email: 'ab', link_id: 'ABC123' }, 'email'],
      ],
    },
    {
      name: 'PATCH /users/client/{id}/',
      method: 'PATCH',
      path: (w) => `/users/client/${w.partyA.id}/`,
      caller: 'none',
      bodies: [
        ['id of wrong type', { id: 'x', first_name: 'F', last_name: 'L', email: 'a@b.co', link_id: 'ABC123' }, 'id'],
        ['missing names', { id: 1, email: 'a@b.co', link_id: 'ABC123' }, 'first_name'],
        ['NUL in a name', { id: 1, first_name: 'F\u0000', last_name: 'L', email: 'a@b.co' }, 'first_name'],
      ],
    },
    {
      name: 'POST /users/mediator/',
      method: 'POST',
      path: () => '/users/mediator/',
      caller: 'admin',
      bodies: [
        ['missing user', { phone: '+97250000000' }, 'user'],
        [
          'short password',
          { user: { email: 'a@b.co', password: 'short', first_name: 'Ab', last_name: 'Cd' }, phone: '+97250000000' },
          'user.password',
        ],
        [
          'one-letter name',
          { user: { email: 'a@b.co', password: 'long-enough', first_name: 'A', last_name: 'Cd' }, phone: '+97250000000' },
          'user.first_name',
        ],
        ['short phone', { user: { email: 'a@b.co', password: 'long-enough', first_name: 'Ab', last_name: 'Cd' }, phone: '123' }, 'phone'],
        [
          'certification as text',
          {
            user: { email: 'a@b.co', password: 'long-enough', first_name: 'Ab', last_name: 'Cd' },
            phone: '+97250000000',
            certification_course: 'yes',
          },
          'certification_course',
        ],
        [
          'superuser requested',
          {
            user: { email: 'a@b.co', password: 'long-enough', first_name: 'Ab', last_name: 'Cd', superuser_status: true },
            phone: '+97250000000',
          },
          'user.superuser_status',
        ],
      ],
    },
    {
      name: 'POST /users/mediator-area/add_areas/',
      method: 'POST',
      path: () => '/users/mediator-area/add_areas/',
      caller: 'admin',
      bodies: [
        ['unknown area', { areas: ['Sports'], mediator: 1 }, 'areas.0'],
        ['no areas', { areas: [], mediator: 1 }, 'areas'],
        ['mediator missing', { areas: ['Family'] }, 'mediator'],
      ],
    },
  ];

  for (const entry of cases) {
    for (const [label, body, field] of entry.bodies ?? []) {
      it(`${entry.name}: ${label} → 400 naming ${field}`, async () => {
        const response = await context.api<ErrorBody>(entry.method, entry.path(context.world), { token: tokenOf(entry.caller), body });
        expect(response.status).toBe(400);
        expect(response.body.detail).toEqual(expect.any(String));
        expect(Object.keys(response.body.errors ?? {})).toContain(field);
      });
    }
    for (const [label, query, field] of entry.queries ?? []) {
      it(`${entry.name}: ${label} → 400 naming ${field}`, async () => {
        const response = await context.api<ErrorBody>(entry.method, entry.path(context.world), { token: tokenOf(entry.caller), query });
        expect(response.status).toBe(400);
        expect(Object.keys(response.body.errors ?? {})).toContain(field);
      });
    }
    if (entry.bodies) {
      it(`${entry.name}: malformed JSON → 400`, async () => {
        const response = await context.api<ErrorBody>(entry.method, entry.path(context.world), {
          token: tokenOf(entry.caller),
          rawBody: '{"title": "unterminated',
        });
        expect(response).toMatchObject({ status: 400, body: { detail: 'Malformed JSON body.' } });
      });
    }
  }

  it('refuses a body over 1 MB with 413', async () => {
    const response = await context.api<ErrorBody>('POST', '/session/case/', {
      token: context.world.mediator.token,
      body: { title: 'T', category: 'family', mediator: context.world.mediator.id, problem_brief: long(1024 * 1024 + 10) },
    });
    expect(response.status).toBe(413);
    expect(response.body.detail).toMatch(/1 MB/);
  });

  it('answers an unknown route and a bad path id with a clear 4xx, never a 500', async () => {
    expect((await context.api('GET', '/nothing/here/')).status).toBe(404);
    expect((await context.api('GET', '/users/user/abc/', { token: context.world.adminToken })).status).toBe(400);
    expect((await context.api('GET', '/session/case/has$dollar/', { token: context.world.adminToken })).status).toBe(400);
    const wrongType = await context.api('POST', '/session/case/', {
      token: context.world.mediator.token,
      rawBody: '<case/>',
      headers: { 'content-type': 'application/xml' },
    });
    expect(wrongType.status).toBe(415);
    const plainText = await context.api('POST', '/session/case/', {
      token: context.world.mediator.token,
      rawBody: 'title=T',
      headers: { 'content-type': 'text/plain' },
    });
    expect(plainText.status).toBe(400);
  });

  it('does not store anything from a refused body', async () => {
    const before = await context.api<unknown[]>('GET', '/session/case/get_mediator_cases/', {
      token: context.world.mediator.token,
      query: { userId: context.world.mediator.id },
    });
    await context.api('POST', '/session/case/', {
      token: context.world.mediator.token,
      body: { title: long(201), category: 'family', mediator: context.world.mediator.id },
    });
    const after = await context.api<unknown[]>('GET', '/session/case/get_mediator_cases/', {
      token: context.world.mediator.token,
      query: { userId: context.world.mediator.id },
    });
    expect(after.body).toHaveLength(before.body.length);
  });
});

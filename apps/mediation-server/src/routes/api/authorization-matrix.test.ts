import { writeFileSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import type { CaseDetails, CaseInvitationsResponse } from '@mediation/protocol';
import { DATABASE_KINDS } from '../../testing/harness';
import type { RequestOptions } from '../../testing/harness';
import { createCase, createMediator, requestJoin, startCase, useWorldServer } from '../../testing/world';
import type { World } from '../../testing/world';

const CALLERS = ['anonymous', 'admin', 'mediator', 'otherMediator', 'partyA', 'partyB', 'otherParty'] as const;
type Caller = (typeof CALLERS)[number];

interface Call extends RequestOptions {
  method: string;
  path: string;
}

interface Row {
  route: string;
  /** Builds the request; routes that change state get a fresh case for every caller. */
  call: (world: World, caller: Caller) => Promise<Call>;
  expected: Record<Caller, number>;
  /** After a refused call, checks that nothing changed. */
  unchanged?: (world: World, call: Call) => Promise<void>;
}

const staffOnly = (allowed: Partial<Record<Caller, number>>, refused = 403): Record<Caller, number> => ({
  anonymous: 401,
  admin: refused,
  mediator: refused,
  otherMediator: refused,
  partyA: refused,
  partyB: refused,
  otherParty: refused,
  ...allowed,
});
const everyone = (status: number): Record<Caller, number> =>
  Object.fromEntries(CALLERS.map((caller) => [caller, status])) as Record<Caller, number>;

describe.each(DATABASE_KINDS)('authorization matrix on %s', (kind) => {
  const context = useWorldServer(kind);
  let serial = 0;
  const results: { route: string; statuses: Record<string, number> }[] = [];

  const tokenOf = (caller: Caller): string | undefined => {
    switch (caller) {
      case 'anonymous':
        return undefined;
      case 'admin':
        return context.world.adminToken;
      case 'mediator':
        return context.world.mediator.token;
      case 'otherMediator':
        return context.world.otherMediator.token;
      case 'partyA':
        return context.world.partyA.token;
      case 'partyB':
        return context.world.partyB.token;
      case 'otherParty':
        return context.world.otherParty.token;
      default:
        return caller satisfies never;
    }
  };

  const freshCase = (title: string) => createCase(context.api, context.world.mediator.token, context.world.mediator.id, title);
  const freshStartedCase = async (title: string) => {
    const row = await freshCase(title);
    await startCase(context.api, context.world.mediator.token, row);
    return row;
  };
  const spareMediator = () => createMediator(context.api, context.world.adminToken, `Spare${(serial += 1)}`);
  const caseState = async (id: string) =>
    (await context.api<CaseDetails>('GET', `/session/case/${id}/`, { token: context.world.mediator.token })).body;

  /** A new pending invitation to caseOne, by its mediator; its id. */
  const freshInvitation = async () => {
    const { world, api } = context;
    const email = `invited${(serial += 1)}@example.com`;
    await api('POST', '/session/send-invite-email/', {
      token: world.mediator.token,
      body: { case_id: world.caseOne.id, side: 'A', email },
    });
    const listed = await api<CaseInvitationsResponse>('GET', `/session/case/${world.caseOne.id}/invitations/`, {
      token: world.mediator.token,
    });
    return listed.body.invitations.find((invitation) => invitation.email === email)!.id;
  };
  const invitationStatus = async (w: World, call: Call) => {
    const id = call.path.split('/')[5]!;
    const listed = await context.api<CaseInvitationsResponse>('GET', `/session/case/${w.caseOne.id}/invitations/`, {
      token: w.mediator.token,
    });
    return listed.body.invitations.find((invitation) => invitation.id === id)?.status;
  };

  const rows: Row[] = [
    {
      route: 'GET /auth/users/me/',
      call: async () => ({ method: 'GET', path: '/auth/users/me/' }),
      expected: { ...everyone(200), anonymous: 401 },
    },
    {
      route: 'GET /users/user/{mediator}/',
      call: async (w) => ({ method: 'GET', path: `/users/user/${w.mediator.id}/` }),
      expected: { ...staffOnly({ admin: 200, mediator: 200, partyA: 200, partyB: 200 }) },
    },
    {
      route: 'GET /users/user/{partyA}/',
      call: async (w) => ({ method: 'GET', path: `/users/user/${w.partyA.id}/` }),
      expected: { ...staffOnly({ admin: 200, mediator: 200, partyA: 200, partyB: 200 }) },
    },
    {
      route: 'POST /session/case/ (mediator = caller)',
      call: async (w, caller) => ({
        method: 'POST',
        path: '/session/case/',
        body: {
          title: 'New',
          category: 'family',
          mediator: caller === 'otherMediator' ? w.otherMediator.id : w.mediator.id,
        },
      }),
      expected: staffOnly({ mediator: 201, otherMediator: 201 }),
    },
    {
      route: 'POST /session/case/ (mediator = someone else)',
      call: async (w) => ({ method: 'POST', path: '/session/case/', body: { title: 'New', category: 'family', mediator: w.partyA.id } }),
      expected: staffOnly({}),
    },
    {
      route: 'GET /session/case/get_mediator_cases/?userId={mediator}',
      call: async (w) => ({ method: 'GET', path: '/session/case/get_mediator_cases/', query: { userId: w.mediator.id } }),
      expected: staffOnly({ admin: 200, mediator: 200 }),
    },
    {
      route: 'GET /session/case/mediator_cases_page/?userId={mediator}&state=open',
      call: async (w) => ({ method: 'GET', path: '/session/case/mediator_cases_page/', query: { userId: w.mediator.id, state: 'open' } }),
      expected: staffOnly({ admin: 200, mediator: 200 }),
    },
    {
      route: 'GET /session/case/{id}/',
      call: async (w) => ({ method: 'GET', path: `/session/case/${w.caseOne.id}/` }),
      expected: staffOnly({ admin: 200, mediator: 200, partyA: 200, partyB: 200 }),
    },
    {
      route: 'GET /session/case/{id}/?link_id={code}',
      call: async (w) => ({ method: 'GET', path: `/session/case/${w.caseOne.id}/`, query: { link_id: w.caseOne.link } }),
      expected: everyone(200),
    },
    {
      route: 'PATCH /session/case/{id}/ (close)',
      call: async () => {
        const row = await freshStartedCase(`close ${(serial += 1)}`);
        return { method: 'PATCH', path: `/session/case/${row.id}/`, body: { is_active: false, close_at: new Date().toISOString() } };
      },
      expected: staffOnly({ mediator: 200 }),
      unchanged: async (_w, call) => {
        const state = await caseState(call.path.split('/')[3]!);
        expect(state).toMatchObject({ is_active: true, is_started: true, close_at: null });
      },
    },
    {
      route: 'DELETE /session/case/{id}/ (closed case)',
      call: async () => {
        const row = await freshCase(`delete ${(serial += 1)}`);
        await context.api('PATCH', `/session/case/${row.id}/`, {
          token: context.world.mediator.token,
          body: { is_active: false, close_at: new Date().toISOString() },
        });
        return { method: 'DELETE', path: `/session/case/${row.id}/` };
      },
      expected: staffOnly({ mediator: 204 }),
      unchanged: async (_w, call) => {
        const response = await context.api('GET', call.path, { token: context.world.mediator.token });
        expect(response.status).toBe(200);
      },
    },
    {
      route: 'GET /session/get_case_full_id/?link_id={code}',
      call: async (w) => ({ method: 'GET', path: '/session/get_case_full_id/', query: { link_id: w.caseOne.link } }),
      expected: everyone(200),
    },
    {
      route: 'POST /session/set_case_full_id/ (start)',
      call: async () => {
        const row = await freshCase(`start ${(serial += 1)}`);
        return { method: 'POST', path: '/session/set_case_full_id/', body: { case_id: row.id, link_id: row.link } };
      },
      expected: staffOnly({ mediator: 200 }),
      unchanged: async (_w, call) => {
        const state = await caseState((call.body as { case_id: string }).case_id);
        expect(state.is_started).toBe(false);
      },
    },
    {
      route: 'DELETE /session/delete_case_full_id/ (end)',
      call: async () => {
        const row = await freshStartedCase(`end ${(serial += 1)}`);
        return { method: 'DELETE', path: '/session/delete_case_full_id/', body: { link_id: row.link } };
      },
      expected: staffOnly({ mediator: 200 }),
      unchanged: async (_w, call) => {
        const code = (call.body as { link_id: string }).link_id;
        expect((await context.api('GET', '/session/get_case_full_id/', { query: { link_id: code } })).status).toBe(200);
      },
    },
    {
      route: 'POST /session/send-invite-email/',
      call: async (w) => ({
        method: 'POST',
        path: '/session/send-invite-email/',
        body: { case_id: w.caseOne.id, side: 'B', email: `invitee${(serial += 1)}@example.com` },
      }),
      expected: staffOnly({ mediator: 202 }),
    },
    {
      route: 'GET /session/case/{id}/invitations/',
      call: async (w) => ({ method: 'GET', path: `/session/case/${w.caseOne.id}/invitations/` }),
      expected: staffOnly({ mediator: 200 }),
    },
    {
      route: 'POST /session/case/{id}/invitations/{invitation_id}/resend/',
      call: async (w) => ({ method: 'POST', path: `/session/case/${w.caseOne.id}/invitations/${await freshInvitation()}/resend/` }),
      expected: staffOnly({ mediator: 202 }),
      unchanged: async (w, call) => expect(await invitationStatus(w, call)).toBe('pending'),
    },
    {
      route: 'POST /session/case/{id}/invitations/{invitation_id}/revoke/',
      call: async (w) => ({ method: 'POST', path: `/session/case/${w.caseOne.id}/invitations/${await freshInvitation()}/revoke/` }),
      expected: staffOnly({ mediator: 200 }),
      unchanged: async (w, call) => expect(await invitationStatus(w, call)).toBe('pending'),
    },
    {
      // Anyone may ask; the answer names nobody and admits nobody.
      route: 'POST /session/join/ (ask to join with the code)',
      call: async (w) => ({
        method: 'POST',
        path: '/session/join/',
        body: {
          link_id: w.caseOne.link,
          side: 'A',
          email: `asker${(serial += 1)}@example.com`,
          first_name: 'Ask',
          last_name: `Er${serial}`,
        },
      }),
      expected: everyone(202),
    },
    {
      route: "GET /session/join/{request_id}/ (with the caller's token, not the request token)",
      call: async (w) => {
        const request = await requestJoin(context.api, w.caseOne, 'A', {
          email: `poll${(serial += 1)}@example.com`,
          first_name: 'P',
          last_name: `Q${serial}`,
        });
        return { method: 'GET', path: `/session/join/${request.request_id}/` };
      },
      expected: everyone(401),
    },
    {
      route: 'GET /session/case/{caseOne}/join-requests/',
      call: async (w) => ({ method: 'GET', path: `/session/case/${w.caseOne.id}/join-requests/` }),
      expected: staffOnly({ mediator: 200 }),
    },
    {
      route: 'POST /session/case/{caseOne}/join-requests/{id}/ (admit)',
      call: async (w) => {
        const request = await requestJoin(context.api, w.caseOne, 'B', {
          email: `admit${(serial += 1)}@example.com`,
          first_name: 'A',
          last_name: `D${serial}`,
        });
        return { method: 'POST', path: `/session/case/${w.caseOne.id}/join-requests/${request.request_id}/`, body: { decision: 'admit' } };
      },
      expected: staffOnly({ mediator: 200 }),
      unchanged: async (w, call) => {
        const waiting = await context.api<{ request_id: string }[]>('GET', `/session/case/${w.caseOne.id}/join-requests/`, {
          token: w.mediator.token,
        });
        expect(waiting.body.some((item) => call.path.includes(item.request_id))).toBe(true);
      },
    },
    {
      // A request of case one decided through case two's path: its mediator owns that path, not the request.
      route: 'POST /session/case/{caseTwo}/join-requests/{caseOne request}/',
      call: async (w) => {
        const request = await requestJoin(context.api, w.caseOne, 'B', {
          email: `cross${(serial += 1)}@example.com`,
          first_name: 'C',
          last_name: `X${serial}`,
        });
        return { method: 'POST', path: `/session/case/${w.caseTwo.id}/join-requests/${request.request_id}/`, body: { decision: 'admit' } };
      },
      expected: staffOnly({ otherMediator: 404 }),
    },
    {
      route: 'GET /users/client/get_by_email/',
      call: async (w) => ({
        method: 'GET',
        path: '/users/client/get_by_email/',
        query: { email: w.partyA.email, link_id: w.caseOne.link },
      }),
      expected: everyone(200),
    },
    {
      route: 'PATCH /users/client/{partyB}/',
      call: async (w) => ({
        method: 'PATCH',
        path: `/users/client/${w.partyB.id}/`,
        body: { id: w.partyB.id, first_name: 'Eli', last_name: 'Party', email: w.partyB.email, link_id: w.caseOne.link },
      }),
      expected: { ...everyone(403), anonymous: 401, partyB: 200 },
    },
    {
      route: 'PATCH /users/client/{mediator}/ (a staff account)',
      call: async (w) => ({
        method: 'PATCH',
        path: `/users/client/${w.mediator.id}/`,
        body: { id: w.mediator.id, first_name: 'Evil', last_name: 'Rename', email: w.mediator.email, link_id: w.caseOne.link },
      }),
      expected: { ...everyone(403), anonymous: 401 },
    },
    {
      route: 'POST /users/mediator/',
      call: async () => ({
        method: 'POST',
        path: '/users/mediator/',
        body: {
          user: { email: `mediator${(serial += 1)}@example.com`, password: 'password-1', first_name: 'New', last_name: 'Mediator' },
          phone: '+97250111222',
        },
      }),
      expected: staffOnly({ admin: 201 }),
    },
    {
      route: 'GET /users/mediator/',
      call: async () => ({ method: 'GET', path: '/users/mediator/' }),
      expected: staffOnly({ admin: 200 }),
    },
    {
      route: 'POST /users/mediator-area/add_areas/',
      call: async (w) => ({
        method: 'POST',
        path: '/users/mediator-area/add_areas/',
        body: { areas: ['Family'], mediator: w.mediator.id },
      }),
      expected: staffOnly({ admin: 201 }),
    },
    {
      route: 'PATCH /users/mediator/{otherMediator}/',
      call: async (w) => ({
        method: 'PATCH',
        path: `/users/mediator/${w.otherMediator.id}/`,
        body: { first_name: 'Omer', last_name: 'Mediator', phone: '+972501234567', areas: ['Business'] },
      }),
      expected: staffOnly({ admin: 200 }),
    },
    {
      // A mediator of its own: deactivating the world's mediators would end the sessions the other rows use.
      route: 'POST /users/mediator/{id}/deactivate/',
      call: async () => ({ method: 'POST', path: `/users/mediator/${(await spareMediator()).id}/deactivate/` }),
      expected: staffOnly({ admin: 200 }),
      unchanged: async (_w, call) => {
        const id = Number(call.path.split('/')[3]);
        const listed = await context.api<{ user: { id: number }; is_active: boolean }[]>('GET', '/users/mediator/', {
          token: context.world.adminToken,
        });
        expect(listed.body.find((row) => row.user.id === id)?.is_active).toBe(true);
      },
    },
    {
      route: 'POST /users/mediator/{id}/reactivate/',
      call: async () => ({ method: 'POST', path: `/users/mediator/${(await spareMediator()).id}/reactivate/` }),
      expected: staffOnly({ admin: 200 }),
    },
    {
      route: 'POST /users/mediator/{id}/password-reset/',
      call: async () => ({ method: 'POST', path: `/users/mediator/${(await spareMediator()).id}/password-reset/` }),
      expected: staffOnly({ admin: 202 }),
    },
    {
      // The link's secret is the credential: a token (anyone's) changes nothing, an unknown secret is refused.
      route: 'POST /auth/password-reset/ (unknown link)',
      call: async () => ({
        method: 'POST',
        path: '/auth/password-reset/',
        body: { token: 'x'.repeat(43), new_password: 'a-new-password-1' },
      }),
      expected: everyone(410),
    },
    {
      route: 'GET /admin/outbox/',
      call: async () => ({ method: 'GET', path: '/admin/outbox/' }),
      expected: staffOnly({ admin: 200 }),
    },
    // Web app, part 1: statistics, messages page, participants, admin figures, profile and password.
    {
      route: 'GET /session/case/{id}/statistics/',
      call: async (w) => ({ method: 'GET', path: `/session/case/${w.caseOne.id}/statistics/` }),
      expected: staffOnly({ admin: 200, mediator: 200 }),
    },
    {
      route: 'GET /session/case/{id}/messages/',
      call: async (w) => ({ method: 'GET', path: `/session/case/${w.caseOne.id}/messages/` }),
      expected: staffOnly({ mediator: 200 }),
    },
    {
      route: 'GET /session/case/{id}/participants/',
      call: async (w) => ({ method: 'GET', path: `/session/case/${w.caseOne.id}/participants/` }),
      expected: staffOnly({ admin: 200, mediator: 200, partyA: 200, partyB: 200 }),
    },
    {
      route: 'GET /admin/statistics/',
      call: async () => ({ method: 'GET', path: '/admin/statistics/' }),
      expected: staffOnly({ admin: 200 }),
    },
    {
      route: 'GET /admin/online-cases/',
      call: async () => ({ method: 'GET', path: '/admin/online-cases/' }),
      expected: staffOnly({ admin: 200 }),
    },
    {
      route: 'GET /auth/users/me/profile/',
      call: async () => ({ method: 'GET', path: '/auth/users/me/profile/' }),
      expected: staffOnly({ admin: 200, mediator: 200, otherMediator: 200 }),
    },
    {
      route: 'PATCH /auth/users/me/ (names)',
      call: async (_w, caller) => ({
        method: 'PATCH',
        path: '/auth/users/me/',
        body: { first_name: caller === 'admin' ? 'Admin' : caller === 'otherMediator' ? 'Omer' : 'Maya' },
      }),
      expected: staffOnly({ admin: 200, mediator: 200, otherMediator: 200 }),
    },
    {
      route: 'POST /auth/users/set_password/ (wrong current password)',
      call: async () => ({
        method: 'POST',
        path: '/auth/users/set_password/',
        body: { current_password: 'not-the-password', new_password: 'another-password-1' },
      }),
      expected: staffOnly({ admin: 400, mediator: 400, otherMediator: 400 }),
    },
  ];

  afterAll(async () => {
    if (process.env.MATRIX_OUT) {
      const header = `| route | ${CALLERS.join(' | ')} |\n|---|${CALLERS.map(() => '---').join('|')}|\n`;
      const lines = results.map((row) => `| ${row.route} | ${CALLERS.map((caller) => row.statuses[caller]).join(' | ')} |`);
      writeFileSync(process.env.MATRIX_OUT, header + lines.join('\n') + '\n');
    }
  });

  it.each(rows.map((row) => [row.route, row] as const))('%s', async (_name, row) => {
    const statuses: Record<string, number> = {};
    for (const caller of CALLERS) {
      const call = await row.call(context.world, caller);
      const response = await context.api(call.method, call.path, { ...call, token: tokenOf(caller) });
      statuses[caller] = response.status;
      if (response.status >= 400 && row.unchanged) await row.unchanged(context.world, call);
    }
    results.push({ route: row.route, statuses });
    expect(statuses).toEqual(row.expected);
  });

  it('answers 404 for unknown ids to those who could otherwise act', async () => {
    const unknownCase = 'ZZZZZZZZZZZZZZZZZZZZZZZZ';
    expect((await context.api('GET', `/session/case/${unknownCase}/`, { token: context.world.mediator.token })).status).toBe(404);
    expect((await context.api('DELETE', `/session/case/${unknownCase}/`, { token: context.world.mediator.token })).status).toBe(404);
    expect((await context.api('GET', '/users/user/999999/', { token: context.world.adminToken })).status).toBe(404);
    expect(
      (
        await context.api('POST', '/users/mediator-area/add_areas/', {
          token: context.world.adminToken,
          body: { areas: ['Family'], mediator: 999999 },
        })
      ).status,
    ).toBe(404);
    expect((await context.api('GET', '/session/get_case_full_id/', { query: { link_id: 'ZZZZZZ' } })).status).toBe(404);
  });

  it('refuses a bad or forged token with 401', async () => {
    expect((await context.api('GET', '/auth/users/me/', { token: 'garbage' })).status).toBe(401);
    const [header, payload] = context.world.partyA.token.split('.');
    const forged = `${header}.${payload}.${'A'.repeat(43)}`;
    expect((await context.api('GET', '/auth/users/me/', { token: forged })).status).toBe(401);
    expect((await context.api('GET', '/auth/users/me/', { headers: { authorization: 'Basic abc' } })).status).toBe(401);
  });
});

/**
 * A party never lands on a dead end: the code or invitation of a case its mediator has not started yet says
 * so (and works once it starts), and the name a person types to join is the name the case shows, also when its
 * e-mail joined before under another name.
 */
import { describe, expect, it } from 'vitest';
import type { CaseByCode, ClientLookupResponse, ErrorBody, JoinResponse, OutboxItem } from '@mediation/protocol';
import { DATABASE_KINDS } from '../../../testing/harness';
import { createCase, decideJoin, joinStatus, requestJoin, startCase, useWorldServer } from '../../../testing/world';

const NOT_RUNNING = 'This case is not running right now. This page will let you in when the mediator starts it.';

describe.each(DATABASE_KINDS)('a case not running, and the names typed to join, on %s', (kind) => {
  const context = useWorldServer(kind);
  let serial = 0;
  const newEmail = (name: string) => `${name}.${(serial += 1)}@example.com`;

  it("answers a not-started case's code with 'not running' (not 'no such code'), then opens it once started", async () => {
    const { api, world } = context;
    const row = await createCase(api, world.mediator.token, world.mediator.id, 'Not yet');
    const lookUp = () => api<CaseByCode | ErrorBody>('GET', '/session/get_case_full_id/', { query: { link_id: row.link } });
    const ask = () =>
      api<ErrorBody>('POST', '/session/join/', {
        body: { link_id: row.link, side: 'A', email: newEmail('early'), first_name: 'Early', last_name: 'Bird' },
      });

    expect(await lookUp()).toMatchObject({ status: 409, body: { detail: NOT_RUNNING } });
    expect(await ask()).toMatchObject({ status: 409, body: { detail: NOT_RUNNING } });
    // An unknown code is still unknown.
    expect((await api('GET', '/session/get_case_full_id/', { query: { link_id: 'ZZZZZZ' } })).status).toBe(404);

    await startCase(api, world.mediator.token, row);
    expect((await lookUp()).status).toBe(200);
    expect((await ask()).status).toBe(202);

    // Ended for now (not closed): waiting again.
    const ended = await api('DELETE', '/session/delete_case_full_id/', { token: world.mediator.token, body: { link_id: row.link } });
    expect(ended.status).toBe(200);
    expect(await lookUp()).toMatchObject({ status: 409, body: { detail: NOT_RUNNING } });
  });

  it('keeps an invitation of a case not running unused, and admits with it once the case runs', async () => {
    const { api, world } = context;
    const row = await createCase(api, world.mediator.token, world.mediator.id, 'Invited early');
    const email = newEmail('invitee');
    const sent = await api<{ link?: string }>('POST', '/session/send-invite-email/', {
      token: world.mediator.token,
      body: { case_id: row.id, email, side: 'B' },
    });
    expect(sent.status).toBe(202);
    const text =
      sent.body.link ??
      (await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken })).body.find((mail) => mail.to === email)?.text;
    const invite = /client-login\?invite=([A-Za-z0-9_-]+)/.exec(text ?? '')?.[1];
    expect(invite).toBeTruthy();
    const accept = () =>
      api<JoinResponse | ErrorBody>('POST', '/session/join/', { body: { invite, first_name: 'Ira', last_name: 'Invitee' } });

    expect(await accept()).toMatchObject({ status: 409, body: { detail: NOT_RUNNING } });
    await startCase(api, world.mediator.token, row);
    const admitted = await accept();
    expect(admitted.status).toBe(200);
    expect((admitted.body as JoinResponse).side).toBe('B');
  });

  it('shows in a case the name typed to join it, also for an e-mail that joined another case under another name', async () => {
    const { api, world } = context;
    const email = newEmail('returning');
    const first = await createCase(api, world.mediator.token, world.mediator.id, 'First case');
    const second = await createCase(api, world.mediator.token, world.mediator.id, 'Second case');
    await startCase(api, world.mediator.token, first);
    await startCase(api, world.mediator.token, second);

    async function admit(row: typeof first, first_name: string, last_name: string) {
      const request = await requestJoin(api, row, 'A', { email, first_name, last_name });
      expect((await decideJoin(api, world.mediator.token, row, request.request_id, 'admit')).status).toBe(200);
      const answer = await joinStatus(api, request);
      expect(answer.body.status).toBe('admitted');
      return answer.body;
    }
    const listed = async (row: typeof first) =>
      (await context.server.app.repos.cases.listParticipants(row.id)).find((person) => person.side === 'A')?.displayName;

    await admit(first, 'Dana', 'Cohen');
    const again = await admit(second, 'Dana', 'Levi');
    // The second case shows what was typed for it; the first keeps its own.
    expect(await listed(second)).toBe('Dana Levi');
    expect(await listed(first)).toBe('Dana Cohen');
    // The party's own page is told the names of this case.
    expect(again.user).toMatchObject({ first_name: 'Dana', last_name: 'Levi', email });
    // The mediator's list of participants (REST) shows the same name.
    const people = await api<{ side: string; displayName: string }[]>('GET', `/session/case/${second.id}/participants/`, {
      token: world.mediator.token,
    });
    expect(people.status).toBe(200);
    expect(people.body.find((person) => person.side === 'A')?.displayName).toBe('Dana Levi');

    // Removed and asking again under a corrected name: the case shows the new one.
    const removed = await api('DELETE', `/session/case/${second.id}/participants/${again.user!.id}/`, { token: world.mediator.token });
    expect(removed.status).toBeLessThan(300);
    await admit(second, 'Dana', 'Levi-Cohen');
    expect(await listed(second)).toBe('Dana Levi-Cohen');

    // Looking the e-mail up in the case offers the names it goes by there.
    const known = await api<ClientLookupResponse>('GET', '/users/client/get_by_email/', { query: { email, link_id: second.link } });
    expect(known.body).toMatchObject({ first_name: 'Dana', last_name: 'Levi-Cohen', side: 'A' });
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type {
  AdminStatistics,
  CaseDetails,
  CaseMessagesPage,
  CaseParticipant,
  CaseStatistics,
  ChatMessage,
  OnlineCase,
} from '@mediation/protocol';
import { DATABASE_KINDS } from '../../../testing/harness';
import { closeAll, connectAll, roomMsg, send } from '../../../testing/rooms';
import type { Clients } from '../../../testing/rooms';
import { createCase, startCase, useWorldServer } from '../../../testing/world';
import { agreementCase, signedAgreement } from '../../../testing/agreements';
import { agreementService } from '../../../services/agreement-service';
import { weeklySeries } from '../../../repositories/insights-repository';

const ok = <T extends object>(ack: { ok: boolean } & T) => {
  expect(ack.ok).toBe(true);
  return ack;
};

describe.each(DATABASE_KINDS)('case statistics, messages page, participants and the admin figures on %s', (kind) => {
  const context = useWorldServer(kind);
  let clients: Clients;
  const sent: ChatMessage[] = [];

  beforeAll(async () => {
    const { world, server } = context;
    clients = await connectAll(server.url, world);
    // 14 messages: A writes 6 in A and 2 in M, B writes 3 in B, the mediator 3 in M.
    for (let index = 0; index < 6; index += 1)
      sent.push(await send(clients.partyA, roomMsg(world, 'partyA', 'A', `A says ${index} ${'x'.repeat(60)}`)));
    for (let index = 0; index < 2; index += 1) sent.push(await send(clients.partyA, roomMsg(world, 'partyA', 'M', `A to all ${index}`)));
    for (let index = 0; index < 3; index += 1) sent.push(await send(clients.partyB, roomMsg(world, 'partyB', 'B', `B says ${index}`)));
    for (let index = 0; index < 3; index += 1)
      sent.push(await send(clients.mediator, roomMsg(world, 'mediator', 'M', `Mediator ${index}`)));
    const caseId = world.caseOne.id;
    ok(await clients.partyA.emit('editMsg', { message_id: sent[0]!._id, case_id: caseId, side: 'A', message: 'A says 0, edited' }));
    for (const [caller, side] of [
      ['partyB', 'B'],
      ['mediator', 'M'],
    ] as const) {
      ok(
        await clients[caller].emit('like', {
          message_id: sent[6]!._id,
          groupSide: 'M',
          user_id: world[caller].id,
          displayName: caller,
          case_id: caseId,
          action: 'add',
          side,
        }),
      );
    }
    ok(await clients.mediator.emit('guid', { case_id: caseId, stageIdx: 3, iteration: 2, initialIteration: 2 }));
    ok(await clients.mediator.emit('guid', { case_id: caseId, stageIdx: 1 }));
    ok(await clients.mediator.emit('guid', { case_id: caseId, initialStateA: 'A wants the old line' }));
    ok(await clients.mediator.emit('sendSurvey', { case_id: caseId }));
    ok(await clients.partyA.emit('submitSurvey', { case_id: caseId, rating: 4, feedback: 'Helpful' }));
    ok(await clients.partyB.emit('submitSurvey', { case_id: caseId, rating: 5, feedback: ' ' }));
    // Party A has read M up to its own first message there; the mediator has read all of group A.
    ok(await clients.partyA.emit('markRead', { case_id: caseId, side: 'M', seq: sent[6]!.seq! }));
    ok(await clients.mediator.emit('markRead', { case_id: caseId, side: 'A', seq: sent[5]!.seq! }));
  });

  afterAll(() => closeAll(clients));

  it('computes the case statistics from what was stored', async () => {
    const { world, api } = context;
    const response = await api<CaseStatistics>('GET', `/session/case/${world.caseOne.id}/statistics/`, { token: world.mediator.token });
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      case_id: world.caseOne.id,
      mediator: { id: world.mediator.id, name: 'Maya Mediator' },
      close_at: null,
      messages: { total: 14, by_group: { A: 6, B: 3, M: 5 }, by_side: { A: 8, B: 3, M: 3 } },
      participants: { total: 2, by_side: { A: 1, B: 1 } },
      edits: 1,
      likes: 2,
      // The wizard stood on its stages step (stageIdx 3) but sent no stage card: no stage was reached (stage-reached.test.ts).
      guide: { stage_reached: 0, summary_sent: false, initial_positions: { A: true, B: false } },
      surveys: { count: 2, average_rating: 4.5, by_rating: [0, 0, 0, 1, 1], feedback: ['Helpful'] },
    });
    expect(response.body.first_message_at).not.toBeNull();
    expect(response.body.duration_s).toBeGreaterThanOrEqual(0);
  });

  it('tells how far each person has read each group it sees, and what is still unread there', async () => {
    const { world, api } = context;
    const response = await api<CaseStatistics>('GET', `/session/case/${world.caseOne.id}/statistics/`, { token: world.adminToken });
    expect(response.status).toBe(200);
    const reading = response.body.reading.map(({ read_at, ...row }) => ({ ...row, has_read_at: read_at !== null }));
    expect(reading).toEqual([
      { user_id: world.mediator.id, name: 'Maya Mediator', side: 'M', group: 'M', read_seq: null, unread: 2, has_read_at: false },
      { user_id: world.mediator.id, name: 'Maya Mediator', side: 'M', group: 'A', read_seq: sent[5]!.seq, unread: 0, has_read_at: true },
      { user_id: world.mediator.id, name: 'Maya Mediator', side: 'M', group: 'B', read_seq: null, unread: 3, has_read_at: false },
      { user_id: world.partyA.id, name: 'Dana Party', side: 'A', group: 'M', read_seq: sent[6]!.seq, unread: 3, has_read_at: true },
      { user_id: world.partyA.id, name: 'Dana Party', side: 'A', group: 'A', read_seq: null, unread: 0, has_read_at: false },
      { user_id: world.partyB.id, name: 'Eli Party', side: 'B', group: 'M', read_seq: null, unread: 5, has_read_at: false },
      { user_id: world.partyB.id, name: 'Eli Party', side: 'B', group: 'B', read_seq: null, unread: 0, has_read_at: false },
    ]);
  });

  it('pages the messages 12 at a time, oldest first, with edits and likes', async () => {
    const { world, api } = context;
    const first = await api<CaseMessagesPage>('GET', `/session/case/${world.caseOne.id}/messages/`, { token: world.mediator.token });
    expect(first.status).toBe(200);
    expect(first.body).toMatchObject({ count: 14, page: 1, page_size: 12, page_count: 2 });
    expect(first.body.results).toHaveLength(12);
    expect(first.body.results[0]).toMatchObject({ _id: sent[0]!._id, message: 'A says 0, edited', fromSide: 'A', side: 'A' });
    expect(first.body.results[0]!.edited_at).not.toBeNull();
    expect(first.body.results[6]).toMatchObject({ _id: sent[6]!._id, likes: 2 });
    const second = await api<CaseMessagesPage>('GET', `/session/case/${world.caseOne.id}/messages/`, {
      token: world.mediator.token,
      query: { page: 2 },
    });
    expect(second.body.results.map((row) => row._id)).toEqual(sent.slice(12).map((message) => message._id));
    const beyond = await api<CaseMessagesPage>('GET', `/session/case/${world.caseOne.id}/messages/`, {
      token: world.mediator.token,
      query: { page: 9 },
    });
    expect(beyond.body).toMatchObject({ count: 14, page: 9, results: [] });
  });

  it('lists the mediator and the parties of a case, and who of them is connected', async () => {
    const { world, api } = context;
    clients.partyB.close();
    await new Promise((resolve) => setTimeout(resolve, 200));
    const response = await api<CaseParticipant[]>('GET', `/session/case/${world.caseOne.id}/participants/`, { token: world.partyA.token });
    expect(response.status).toBe(200);
    expect(response.body).toEqual([
      { user_id: world.mediator.id, side: 'M', displayName: 'Maya Mediator', is_online: true },
      { user_id: world.partyA.id, side: 'A', displayName: 'Dana Party', is_online: true },
      { user_id: world.partyB.id, side: 'B', displayName: 'Eli Party', is_online: false },
    ]);
  });

  it('gives the admin the started cases with who is connected to each', async () => {
    const { world, api } = context;
    const response = await api<OnlineCase[]>('GET', '/admin/online-cases/', { token: world.adminToken });
    expect(response.status).toBe(200);
    const one = response.body.find((row) => row.case_id === world.caseOne.id);
    expect(one).toMatchObject({
      link: world.caseOne.link,
      title: 'Fence dispute',
      mediator: { id: world.mediator.id, name: 'Maya Mediator' },
      participants: 2,
    });
    expect(one!.connected.map((person) => person.user_id).sort()).toEqual([world.mediator.id, world.partyA.id].sort());
    expect(response.body.map((row) => row.case_id).sort()).toEqual([world.caseOne.id, world.caseTwo.id].sort());
  });

  it('gives the admin figures over every case', async () => {
    const { world, api } = context;
    await createCase(api, world.mediator.token, world.mediator.id, 'Not started');
    const response = await api<AdminStatistics>('GET', '/admin/statistics/', { token: world.adminToken });
    expect(response.status).toBe(200);
    expect(response.body.cases).toEqual({ total: 3, open: 1, running: 2, closed: 0, by_category: { neighbors: 3 } });
    expect(response.body.mediators).toEqual({ total: 2, with_cases: 2, certified: 2 });
    expect(response.body.parties).toBe(3);
    expect(response.body.surveys).toEqual({ count: 2, average_rating: 4.5 });
    expect(response.body.messages_per_day).toHaveLength(30);
    expect(response.body.messages_per_day.at(-1)).toEqual({ date: new Date().toISOString().slice(0, 10), count: 14 });
    expect(response.body.surveys_per_day.at(-1)!.count).toBe(2);
    // Cases per week: twelve weeks named by their Monday, this week last with every case of the world.
    expect(response.body.cases_per_week).toHaveLength(12);
    expect(response.body.cases_per_week.at(-1)).toEqual({ week: weeklySeries([], 1)[0]!.week, count: 3 });
    expect(response.body.cases_per_week.slice(0, -1).every((week) => week.count === 0)).toBe(true);
    // Messages per case: the newest cases by their code, the newest last.
    expect(response.body.messages_per_case.map((row) => [row.title, row.messages])).toEqual([
      ['Fence dispute', 14],
      ['Shop partners', 0],
      ['Not started', 0],
    ]);
    expect(response.body.messages_per_case[0]!.code).toBe(world.caseOne.link);
  });

  it('names each week by its Monday in UTC, Sunday included in the week before', () => {
    // Sunday 2026-11-29 belongs to the week of Monday 2026-11-23.
    const sunday = new Date('2026-11-29T23:30:00Z');
    expect(weeklySeries([{ week: '2026-11-16', n: '4' }], 3, sunday)).toEqual([
      { week: '2026-11-09', count: 0 },
      { week: '2026-11-16', count: 4 },
      { week: '2026-11-23', count: 0 },
    ]);
    expect(weeklySeries([], 1, new Date('2026-11-30T00:00:00Z'))).toEqual([{ week: '2026-11-30', count: 0 }]);
  });

  it('refuses bad input: an unknown case 404, a bad page 400', async () => {
    const { world, api } = context;
    expect((await api('GET', '/session/case/ZZZZZZZZZZZZ/statistics/', { token: world.mediator.token })).status).toBe(404);
    expect((await api('GET', '/session/case/bad-id!/messages/', { token: world.mediator.token })).status).toBe(400);
    for (const page of ['0', '-1', 'two', '1.5']) {
      const response = await api<{ errors: Record<string, string[]> }>('GET', `/session/case/${world.caseOne.id}/messages/`, {
        token: world.mediator.token,
        query: { page },
      });
      expect(response.status).toBe(400);
      expect(Object.keys(response.body.errors)).toEqual(['page']);
    }
  });

  it("shows each case's agreement in its statistics, and counts the signed ones for the admin", async () => {
    const { world, api } = context;
    const service = agreementService({ repos: context.server.app.repos, publicOrigin: () => 'https://mediation.example.org' });
    const statisticsOf = async (caseId: string) =>
      (await api<CaseStatistics>('GET', `/session/case/${caseId}/statistics/`, { token: world.mediator.token })).body.agreement;
    expect(await statisticsOf(world.caseOne.id)).toEqual({
      state: 'none',
      version: 0,
      clauses: 0,
      accepted: 0,
      change_requested: 0,
      finalized_at: null,
      signed_at: null,
    });

    // A draft of three clauses: the first accepted by both sides, the second questioned by B, the third by nobody yet.
    const drafted = await agreementCase(context, 'Drafted');
    const caseId = drafted.row.id;
    for (const clause_text of ['One', 'Two', 'Three']) await service.addClause(drafted.mediator, { case_id: caseId, clause_text });
    const [one, two] = (await service.view(drafted.mediator, caseId)).clauses;
    for (const party of [drafted.partyA, drafted.partyB])
      await service.answer(party, { case_id: caseId, clause_id: one!.id, clause_version: 1, answer: 'accept' });
    await service.answer(drafted.partyA, { case_id: caseId, clause_id: two!.id, clause_version: 1, answer: 'accept' });
    await service.answer(drafted.partyB, { case_id: caseId, clause_id: two!.id, clause_version: 1, answer: 'change', comment: 'Not two.' });
    expect(await statisticsOf(caseId)).toEqual({
      state: 'draft',
      version: 1,
      clauses: 3,
      accepted: 1,
      change_requested: 1,
      finalized_at: null,
      signed_at: null,
    });
    // An edit makes a new version of the first clause: its acceptances no longer count.
    await service.editClause(drafted.mediator, { case_id: caseId, clause_id: one!.id, clause_text: 'One, changed' });
    expect(await statisticsOf(caseId)).toMatchObject({ clauses: 3, accepted: 0, change_requested: 1 });

    const signed = await agreementCase(context, 'Signed');
    const view = await signedAgreement(service, signed, ['The only clause.']);
    const figures = await statisticsOf(signed.row.id);
    expect(figures).toMatchObject({ state: 'signed', version: 1, clauses: 1, accepted: 1, change_requested: 0 });
    expect(figures.signed_at).toBe(view.signed_at);
    expect(figures.finalized_at).toBe(view.finalized_at);

    const admin = await api<AdminStatistics>('GET', '/admin/statistics/', { token: world.adminToken });
    expect(admin.body.agreements).toEqual({ total: 2, signed: 1 });
    expect(admin.body.agreements_signed_per_week.at(-1)!.count).toBe(1);
    expect(admin.body.agreements_signed_per_week.reduce((sum, week) => sum + week.count, 0)).toBe(1);
  });
});

describe.each(DATABASE_KINDS)('the message counts of a case on %s', (kind) => {
  const context = useWorldServer(kind);

  it('keeps its message counts equal to a count of the stored messages, each edited message counted once', async () => {
    const { world, server } = context;
    const caseId = world.caseOne.id;
    const clients = await connectAll(server.url, world);
    const first = await send(clients.partyA, roomMsg(world, 'partyA', 'A', 'A says something'));
    ok(await clients.partyA.emit('editMsg', { message_id: first._id, case_id: caseId, side: 'A', message: 'A says it better' }));
    // A second edit of the same message is not a second edited message; a batch of messages at once counts each.
    ok(await clients.partyA.emit('editMsg', { message_id: first._id, case_id: caseId, side: 'A', message: 'A says it best' }));
    const atOnce = await Promise.all(
      Array.from({ length: 5 }, (_, index) => send(clients.partyB, roomMsg(world, 'partyB', 'M', `B at once ${index}`))),
    );
    // An initial position is stored with its marker in one transaction, by an insert of its own; a guided
    // summary counts as a message and as a summary.
    ok(await clients.mediator.emit('action', { case_id: caseId, actionType: 'add', actionPayload: 'initialPosition', extMsg: null }));
    await send(clients.partyA, roomMsg(world, 'partyA', 'A', 'My position', { ext: { type: 'guided', stage: 'initialPosition' } }));
    await send(clients.mediator, roomMsg(world, 'mediator', 'M', 'Where we stand', { ext: { type: 'guided', stage: 'summary' } }));
    // Likes given, given twice (counted once), and taken back; each counts on its message's row.
    const like = (caller: 'mediator' | 'partyA' | 'partyB', message: { _id: string }, groupSide: 'A' | 'M', action: 'add' | 'remove') =>
      clients[caller].emit(action === 'add' ? 'like' : 'removeLike', {
        message_id: message._id,
        groupSide,
        user_id: world[caller].id,
        displayName: caller,
        case_id: caseId,
        action,
        side: caller === 'mediator' ? 'M' : caller === 'partyA' ? 'A' : 'B',
      });
    ok(await like('mediator', first, 'A', 'add'));
    ok(await like('partyA', first, 'A', 'add'));
    ok(await like('partyA', first, 'A', 'add'));
    for (const caller of ['mediator', 'partyA', 'partyB'] as const) ok(await like(caller, atOnce[0]!, 'M', 'add'));
    ok(await like('partyA', atOnce[0]!, 'M', 'remove'));
    ok(await like('mediator', atOnce[3]!, 'M', 'add'));
    type Counted = {
      side: string;
      from_user_id: number;
      messages: number;
      edits: number;
      summaries: number;
      likes: number;
      first_at: string;
      last_at: string;
    };
    const rowsOf = async (query: SQL): Promise<Counted[]> =>
      ((await server.app.db.execute(query)) as unknown as { rows: Counted[] }).rows.map((row) => ({
        ...row,
        first_at: new Date(String(row.first_at)).toISOString(),
        last_at: new Date(String(row.last_at)).toISOString(),
      }));
    const recounted = await rowsOf(
      sql`SELECT side, from_user_id, count(*)::int AS messages, count(edited_at)::int AS edits,
                 count(*) FILTER (WHERE ext->>'type' = 'guided' AND ext->>'stage' = 'summary')::int AS summaries,
                 (SELECT count(*)::int FROM likes l JOIN messages liked ON liked.id = l.message_id
                   WHERE liked.case_id = ${caseId} AND liked.side = m.side AND liked.from_user_id = m.from_user_id) AS likes,
                 min(time) AS first_at, max(time) AS last_at
          FROM messages m WHERE case_id = ${caseId} GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    const counted = await rowsOf(
      sql`SELECT side, from_user_id, sum(messages)::int AS messages, sum(edits)::int AS edits,
                 sum(summaries)::int AS summaries, sum(likes)::int AS likes,
                 min(first_at) AS first_at, max(last_at) AS last_at
          FROM message_counts WHERE case_id = ${caseId} GROUP BY 1, 2 ORDER BY 1, 2`,
    );
    expect(counted).toEqual(recounted);
    const rowOf = (side: string, caller: 'mediator' | 'partyA' | 'partyB') =>
      counted.find((row) => row.side === side && row.from_user_id === world[caller].id);
    expect(rowOf('A', 'partyA')).toMatchObject({ messages: 2, edits: 1, summaries: 0, likes: 2 });
    expect(rowOf('M', 'partyB')).toMatchObject({ messages: 5, summaries: 0, likes: 3 });
    expect(rowOf('M', 'mediator')).toMatchObject({ messages: 1, summaries: 1, likes: 0 });
    const statistics = await context.api<CaseStatistics>('GET', `/session/case/${caseId}/statistics/`, { token: world.mediator.token });
    expect(statistics.body.likes).toBe(5);
    closeAll(clients);
  });
});

describe.each(DATABASE_KINDS)("the guide's figures in a case's statistics on %s", (kind) => {
  const context = useWorldServer(kind);

  it("counts each side's initial position as received on its own, sent by the party or recorded by the mediator", async () => {
    const { world, server, api } = context;
    const caseId = world.caseOne.id;
    const clients = await connectAll(server.url, world);
    try {
      const positions = async () =>
        (await api<CaseStatistics>('GET', `/session/case/${caseId}/statistics/`, { token: world.mediator.token })).body.guide
          .initial_positions;
      expect(await positions()).toEqual({ A: false, B: false });
      // The mediator asks for the initial positions; party B answers through the wizard, stored with its marker.
      ok(await clients.mediator.emit('action', { case_id: caseId, actionType: 'add', actionPayload: 'initialPosition', extMsg: null }));
      await send(clients.partyB, roomMsg(world, 'partyB', 'B', 'My position', { ext: { type: 'guided', stage: 'initialPosition' } }));
      expect(await positions()).toEqual({ A: false, B: true });
      // The wizard's record alone counts too.
      ok(await clients.mediator.emit('guid', { case_id: caseId, initialStateA: 'A wants the old line' }));
      expect(await positions()).toEqual({ A: true, B: true });
    } finally {
      closeAll(clients);
    }
  });
});

describe.each(DATABASE_KINDS)('the case counts on %s', (kind) => {
  const context = useWorldServer(kind);

  it('keeps its case counts equal to a count of the cases as cases are made, started, closed and deleted', async () => {
    const { world, server, api } = context;
    const token = world.mediator.token;
    const made: CaseDetails[] = [];
    for (let index = 1; index <= 5; index += 1) made.push(await createCase(api, token, world.mediator.id, `Counted ${index}`));
    await startCase(api, token, made[0]!);
    for (const row of [made[1]!, made[4]!]) {
      const closed = await api('PATCH', `/session/case/${row.id}/`, {
        token,
        body: { is_active: false, close_at: new Date().toISOString() },
      });
      expect(closed.status).toBe(200);
    }
    // Only a closed case may be deleted.
    expect((await api('DELETE', `/session/case/${made[1]!.id}/`, { token })).status).toBe(204);
    // A case made a year ago counts in its own week, not this one.
    await server.app.db.execute(sql`INSERT INTO cases (id, link, title, category, mediator_id, created_at)
      VALUES ('counted-old', 'CNTOLD01', 'Old case', 'family', ${world.mediator.id}, now() - interval '1 year')`);
    type Counted = { category: string; is_active: boolean; is_started: boolean; week: string; cases: number };
    const rowsOf = async (query: SQL): Promise<Counted[]> => ((await server.app.db.execute(query)) as unknown as { rows: Counted[] }).rows;
    const recounted = await rowsOf(
      sql`SELECT category, is_active, is_started, to_char(date_trunc('week', created_at AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS week,
                 count(*)::int AS cases
          FROM cases GROUP BY 1, 2, 3, 4 ORDER BY 1, 2, 3, 4`,
    );
    const counted = await rowsOf(
      sql`SELECT category, is_active, is_started, to_char(week, 'YYYY-MM-DD') AS week, cases::int AS cases
          FROM case_counts WHERE cases <> 0 ORDER BY 1, 2, 3, 4`,
    );
    expect(counted).toEqual(recounted);
    const response = await api<AdminStatistics>('GET', '/admin/statistics/', { token: world.adminToken });
    expect(response.status).toBe(200);
    // The world's two running cases, then one running, one closed and three open (the old one among them) made
    // here; the deleted one is gone.
    expect(response.body.cases).toEqual({ total: 7, open: 3, running: 3, closed: 1, by_category: { family: 1, neighbors: 6 } });
    expect(response.body.cases_per_week.at(-1)!.count).toBe(6);
    // No count is ever below zero: a delete takes from the row its case was counted in.
    const [lowest] = await rowsOf(sql`SELECT min(cases)::int AS cases FROM case_counts`);
    expect(lowest!.cases).toBeGreaterThanOrEqual(0);
  });
});

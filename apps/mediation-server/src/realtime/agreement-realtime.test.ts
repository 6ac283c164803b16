/**
 * The agreement over real sockets: every person gets the agreement as it may see it after each change (a
 * change request's comment reaches the mediator, never the other party), shuttle mode hides and shows the
 * other side's answers, a reconnecting person catches up through `history`, and a removed party or an ended
 * case can do nothing more.
 */
import { afterEach, describe, expect, it } from 'vitest';
import type { AgreementChangedEvent, AgreementDeltaEvent, AgreementView, CaseEvent, HistoryAck } from '@mediation/protocol';
import { apiClient, DATABASE_KINDS } from '../testing/harness';
import { agreementEventsOf, agreementRoom, change, expectOnlyBarrier, ok } from '../testing/agreement-rooms';
import type { AgreementRoom } from '../testing/agreement-rooms';
import { connect, connectError, disconnected } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { createCase, joinParty, SERVER_PAIR_REDIS, startCase, useServerPair, useWorldServer } from '../testing/world';
import { agreementService } from '../services/agreement-service';
import { agreementRealtime } from './agreement-handlers';

const HEBREW_CLAUSE = 'הגדר תוזז חצי מטר מזרחה עד סוף החודש.';
const COMMENT = 'Green, not white: it matches our shutters.';

/** The latest `agreement` event a client received (waiting for one with at least `seq`). */
async function latestView(client: TestClient, seq: number): Promise<AgreementChangedEvent> {
  // A whole view (after a shuttle switch) or a change; the one that does not come times out unheard.
  const either = [
    client.waitFor('agreement', (event: AgreementChangedEvent) => event.seq >= seq),
    client.waitFor('agreementChanged', (event: AgreementDeltaEvent) => event.seq >= seq),
  ];
  for (const waiting of either) waiting.catch(() => undefined);
  await Promise.any(either);
  return agreementEventsOf(client).at(-1)!;
}

describe.each(DATABASE_KINDS)('the agreement over the socket on %s', (kind) => {
  const context = useWorldServer(kind, { SOCKET_EVENTS_PER_10S: '100000' });
  let room: AgreementRoom | undefined;
  afterEach(() => room?.close());

  it('plays draft, consent, finalization and signatures, each person getting its own view on every connection', async () => {
    room = await agreementRoom(context);
    const { caseId, clients, people } = room;
    const secondTabOfA = await room.connectAs('partyA');
    let thirdAdded = 0;
    for (const clause_text of ['Party A pays party B 1,200 ILS.', 'The fence is repainted white by party B.', HEBREW_CLAUSE]) {
      thirdAdded = (await change(clients.mediator, 'agreementAddClause', { case_id: caseId, clause_text })).seq;
    }
    const drafted = await latestView(secondTabOfA, thirdAdded);
    expect(drafted.agreement.clauses.map((clause) => clause.text)).toEqual([
      'Party A pays party B 1,200 ILS.',
      'The fence is repainted white by party B.',
      HEBREW_CLAUSE,
    ]);
    expect(drafted.entry).toMatchObject({ kind: 'clause_added', clause_number: 3, side: 'M' });
    // The author's own connection hears it too, and the acknowledgement carried the same view.
    expect((await latestView(clients.mediator, drafted.seq)).agreement.clauses).toHaveLength(3);
    const [first, second, third] = drafted.agreement.clauses;

    for (const clause of [first!, second!, third!])
      await change(clients.partyA, 'agreementAnswer', { case_id: caseId, clause_id: clause.id, clause_version: 1, answer: 'accept' });
    const request = await change(clients.partyB, 'agreementAnswer', {
      case_id: caseId,
      clause_id: second!.id,
      clause_version: 1,
      answer: 'change',
      comment: COMMENT,
    });
    expect(request.entry).toMatchObject({ kind: 'change_requested', side: 'B', comment: COMMENT });

    // The mediator reads B's comment; A learns that B asked for a change, never what B wrote.
    const ofMediator = await latestView(clients.mediator, request.seq);
    expect(ofMediator.entry).toMatchObject({ kind: 'change_requested', comment: COMMENT });
    expect(ofMediator.agreement.clauses[1]!.answers).toContainEqual(
      expect.objectContaining({ side: 'B', answer: 'change', comment: COMMENT }),
    );
    const ofA = await latestView(clients.partyA, request.seq);
    expect(ofA.entry).toMatchObject({ kind: 'change_requested', side: 'B' });
    expect(ofA.entry).not.toHaveProperty('comment');
    expect(ofA.agreement.clauses[1]!.answers).toContainEqual(expect.objectContaining({ side: 'B', answer: 'change' }));
    await room.barrier([secondTabOfA]);
    for (const client of [clients.partyA, secondTabOfA]) expect(JSON.stringify(client.received)).not.toContain('shutters');

    // An edit makes a new version: A's acceptance stops counting ("Changed since you accepted").
    const edit = await change(clients.mediator, 'agreementEditClause', {
      case_id: caseId,
      clause_id: second!.id,
      clause_text: 'The fence is repainted green by party B.',
    });
    const afterEdit = (await latestView(clients.partyA, edit.seq)).agreement.clauses[1]!;
    expect(afterEdit.version).toBe(2);
    expect(afterEdit.answers).toContainEqual(expect.objectContaining({ side: 'A', clause_version: 1, is_current: false }));
    await change(clients.partyA, 'agreementAnswer', { case_id: caseId, clause_id: second!.id, clause_version: 2, answer: 'accept' });
    for (const clause of [first!, second!, third!]) {
      await change(clients.partyB, 'agreementAnswer', {
        case_id: caseId,
        clause_id: clause.id,
        clause_version: clause.id === second!.id ? 2 : 1,
        answer: 'accept',
      });
    }

    const finalized = await change(clients.mediator, 'agreementFinalize', { case_id: caseId, version: 1 });
    const digest = finalized.agreement.digest!;
    expect((await latestView(clients.partyB, finalized.seq)).agreement).toMatchObject({
      state: 'finalized',
      digest,
      verification_code: finalized.agreement.verification_code,
    });
    await change(clients.partyA, 'agreementSign', { case_id: caseId, digest, full_name: people.names.A, agree: true });
    await change(clients.partyB, 'agreementSign', { case_id: caseId, digest, full_name: people.names.B, agree: true });
    const countersigned = await change(clients.mediator, 'agreementCountersign', { case_id: caseId, digest });
    for (const client of [clients.mediator, clients.partyA, clients.partyB, secondTabOfA]) {
      const signed = await latestView(client, countersigned.seq);
      expect(signed.agreement).toMatchObject({ state: 'signed', has_document: true });
      expect(signed.agreement.signatures.map((signature) => [signature.side, signature.full_name])).toEqual([
        ['A', people.names.A],
        ['B', people.names.B],
        ['M', people.names.M],
      ]);
      // In stream order, each change once.
      const seqs = agreementEventsOf(client).map((event) => event.seq);
      expect(seqs).toEqual([...new Set(seqs)].sort((left, right) => left - right));
    }
  });

  it('sends each change, not the whole agreement: one answer reaches the mediator in under 2 KB beside twenty 4 KB comments', async () => {
    room = await agreementRoom(context);
    const { caseId, clients } = room;
    for (let index = 1; index <= 20; index += 1) {
      await change(clients.mediator, 'agreementAddClause', {
        case_id: caseId,
        clause_text: `Clause ${index}: party A pays party B ${index * 100} ILS by 1 March 2026.`,
      });
    }
    const { clauses } = ok(await clients.mediator.emit<{ agreement: AgreementView }>('agreement', { case_id: caseId })).agreement;
    for (const clause of clauses) {
      await change(clients.partyB, 'agreementAnswer', {
        case_id: caseId,
        clause_id: clause.id,
        clause_version: 1,
        answer: 'change',
        comment: `${clause.number} `.padEnd(4000, 'why '),
      });
    }
    await room.barrier();
    /** The bytes of the agreement's events a client was sent since `cursor` (as JSON, the way they travel). */
    const agreementBytes = (client: TestClient, cursor: number) =>
      client.received
        .slice(cursor)
        .filter((entry) => entry.event === 'agreement' || entry.event === 'agreementChanged')
        .reduce((sum, entry) => sum + Buffer.byteLength(JSON.stringify(entry.payload)), 0);

    const cursor = clients.mediator.received.length;
    const accepted = await change(clients.partyA, 'agreementAnswer', {
      case_id: caseId,
      clause_id: clauses[0]!.id,
      clause_version: 1,
      answer: 'accept',
    });
    await room.barrier();
    expect(agreementBytes(clients.mediator, cursor)).toBeGreaterThan(0);
    expect(agreementBytes(clients.mediator, cursor)).toBeLessThan(2048);
    // The mediator's agreement, changes applied, is the one it would read whole.
    const held = agreementEventsOf(clients.mediator).at(-1)!;
    expect(held.seq).toBe(accepted.seq);
    const read = ok(await clients.mediator.emit<{ agreement: AgreementView }>('agreement', { case_id: caseId })).agreement;
    expect({ ...held.agreement, case_id: read.case_id }).toEqual(read);

    // The same answer again sends nothing at all; a new comment sends about its own size.
    const again = clients.mediator.received.length;
    await change(clients.partyA, 'agreementAnswer', { case_id: caseId, clause_id: clauses[0]!.id, clause_version: 1, answer: 'accept' });
    await room.barrier();
    expect(agreementBytes(clients.mediator, again)).toBe(0);
    const commented = clients.mediator.received.length;
    await change(clients.partyB, 'agreementAnswer', {
      case_id: caseId,
      clause_id: clauses[1]!.id,
      clause_version: 1,
      answer: 'change',
      comment: 'Shorter now.',
    });
    await room.barrier();
    expect(agreementBytes(clients.mediator, commented)).toBeLessThan(2048);
    // Party A never reads B's comments, whole view or change.
    expect(JSON.stringify(clients.partyA.received)).not.toContain('why why');
  });

  it("under shuttle mode tells a party nothing of the other side's signature, in changes or views, until everyone has signed", async () => {
    room = await agreementRoom(context);
    const { caseId, clients, people } = room;
    const [clause] = (await change(clients.mediator, 'agreementAddClause', { case_id: caseId, clause_text: 'Party A pays 1000 USD.' }))
      .agreement.clauses;
    for (const party of [clients.partyA, clients.partyB])
      await change(party, 'agreementAnswer', { case_id: caseId, clause_id: clause!.id, clause_version: 1, answer: 'accept' });
    const digest = (await change(clients.mediator, 'agreementFinalize', { case_id: caseId, version: 1 })).agreement.digest!;
    ok(await clients.mediator.emit('shuttle', { case_id: caseId, to: 'M', mediator_id: people.mediator.userId, shuttle: true }));
    await change(clients.partyA, 'agreementSign', { case_id: caseId, digest, full_name: people.names.A, agree: true });
    const cursor = clients.partyA.received.length;
    await change(clients.partyB, 'agreementSign', { case_id: caseId, digest, full_name: people.names.B, agree: true });
    await room.barrier();
    expect(JSON.stringify(clients.partyA.received.slice(cursor))).not.toContain(people.names.B);
    expect(
      agreementEventsOf(clients.partyA)
        .at(-1)!
        .agreement.signatures.map((signature) => signature.side),
    ).toEqual(['A']);
    const readByA = ok(await clients.partyA.emit<{ agreement: AgreementView }>('agreement', { case_id: caseId })).agreement;
    expect(readByA.signatures.map((signature) => signature.side)).toEqual(['A']);

    const countersigned = await change(clients.mediator, 'agreementCountersign', { case_id: caseId, digest });
    const signed = await latestView(clients.partyA, countersigned.seq);
    expect(signed.agreement.signatures.map((signature) => [signature.side, signature.full_name])).toEqual([
      ['A', people.names.A],
      ['B', people.names.B],
      ['M', people.names.M],
    ]);
  });

  it('stores and sends nothing for an answer repeated by the same person, and acknowledges it', async () => {
    room = await agreementRoom(context);
    const { caseId, clients } = room;
    const [clause] = (await change(clients.mediator, 'agreementAddClause', { case_id: caseId, clause_text: 'Party A pays 1000 USD.' }))
      .agreement.clauses;
    const accept = { case_id: caseId, clause_id: clause!.id, clause_version: 1, answer: 'accept' };
    const request = { ...accept, answer: 'change', comment: COMMENT };
    const first = await change(clients.partyA, 'agreementAnswer', accept);
    await change(clients.partyB, 'agreementAnswer', request);
    await room.barrier();
    const entries = (await context.server.app.repos.agreements.entries((await context.server.app.repos.agreements.find(caseId))!.id))
      .length;
    const cursors = [clients.mediator, clients.partyA, clients.partyB].map((client) => client.received.length);
    for (let round = 0; round < 5; round += 1) {
      const again = await change(clients.partyA, 'agreementAnswer', accept);
      expect(again.entry).toBeUndefined();
      expect(again.seq).toBeGreaterThanOrEqual(first.seq);
      expect(again.agreement.clauses[0]!.answers).toContainEqual(expect.objectContaining({ side: 'A', answer: 'accept' }));
      expect((await change(clients.partyB, 'agreementAnswer', request)).entry).toBeUndefined();
    }
    expectOnlyBarrier([clients.mediator, clients.partyA, clients.partyB], cursors, await room.barrier(), 'after repeated answers');
    expect((await context.server.app.repos.agreements.entries((await context.server.app.repos.agreements.find(caseId))!.id)).length).toBe(
      entries,
    );
    // Another comment is a new answer.
    expect((await change(clients.partyB, 'agreementAnswer', { ...request, comment: 'Blue, then.' })).entry).toMatchObject({
      kind: 'change_requested',
    });
  });

  it("hides the other side's answers while shuttle mode is on, and shows them again when it goes off", async () => {
    room = await agreementRoom(context);
    const { caseId, clients, people } = room;
    const clause = (await change(clients.mediator, 'agreementAddClause', { case_id: caseId, clause_text: 'The fence stays.' })).agreement
      .clauses[0]!;
    await change(clients.partyA, 'agreementAnswer', { case_id: caseId, clause_id: clause.id, clause_version: 1, answer: 'accept' });
    const shuttle = (on: boolean) =>
      clients.mediator.emit<{ seq: number }>('shuttle', { case_id: caseId, to: 'M', mediator_id: people.mediator.userId, shuttle: on });

    // Switching it sends every person its view again.
    const on = ok(await shuttle(true));
    const resentToB = await latestView(clients.partyB, on.seq);
    expect(resentToB).toMatchObject({ seq: on.seq, agreement: { shuttle: true } });
    expect(resentToB).not.toHaveProperty('entry');
    expect(resentToB.agreement.clauses[0]!.answers).toEqual([]);
    expect((await latestView(clients.partyA, on.seq)).agreement.clauses[0]!.answers.map((answer) => answer.side)).toEqual(['A']);

    // B accepts and requests nothing more: the mediator hears of it, A hears nothing at all.
    await room.barrier();
    const cursorOfA = clients.partyA.received.length;
    const answered = await change(clients.partyB, 'agreementAnswer', {
      case_id: caseId,
      clause_id: clause.id,
      clause_version: 1,
      answer: 'accept',
    });
    expect(answered.agreement.can_finalize).toBe(false);
    expect((await latestView(clients.mediator, answered.seq)).agreement.can_finalize).toBe(true);
    expectOnlyBarrier([clients.partyA], [cursorOfA], await room.barrier(), 'A under shuttle');
    const readByA = ok(await clients.partyA.emit<{ agreement: AgreementView }>('agreement', { case_id: caseId })).agreement;
    expect(readByA.clauses[0]!.answers.map((answer) => answer.side)).toEqual(['A']);
    expect(readByA).toMatchObject({ can_finalize: false, shuttle: true });
    expect(readByA.record.map((entry) => entry.side)).not.toContain('B');

    const off = ok(await shuttle(false));
    const shownToA = await latestView(clients.partyA, off.seq);
    expect(shownToA.agreement.clauses[0]!.answers.map((answer) => answer.side).sort()).toEqual(['A', 'B']);
    expect(shownToA.agreement.can_finalize).toBe(true);
  });

  it("catches a reconnecting person up through history: the agreement as it may see it now, as of the page's end", async () => {
    room = await agreementRoom(context);
    const { caseId, clients, people } = room;
    const added = await change(clients.mediator, 'agreementAddClause', { case_id: caseId, clause_text: 'The fence stays.' });
    const clause = added.agreement.clauses[0]!;
    await latestView(clients.partyA, added.seq);
    const lastSeq = ok(await clients.partyA.emit<HistoryAck>('history', { case_id: caseId })).last_seq;
    clients.partyA.close();

    // Meanwhile: a message, an edit, and B's change request.
    await room.barrier();
    await change(clients.mediator, 'agreementEditClause', { case_id: caseId, clause_id: clause.id, clause_text: 'The fence moves east.' });
    await change(clients.partyB, 'agreementAnswer', {
      case_id: caseId,
      clause_id: clause.id,
      clause_version: 2,
      answer: 'change',
      comment: COMMENT,
    });

    const back = await room.connectAs('partyA');
    const caughtUp = ok(await back.emit<HistoryAck>('history', { case_id: caseId, after_seq: lastSeq }));
    expect(caughtUp.has_more).toBe(false);
    const last = caughtUp.events!.at(-1)! as Extract<CaseEvent, { event: 'agreement' }>;
    expect(last).toMatchObject({ event: 'agreement', seq: caughtUp.last_seq, payload: { seq: caughtUp.last_seq, case_id: caseId } });
    expect(caughtUp.events!.filter((event) => event.event === 'agreement')).toHaveLength(1);
    expect(last.payload.agreement.clauses[0]).toMatchObject({ text: 'The fence moves east.', version: 2 });
    expect(last.payload.agreement.clauses[0]!.answers).toEqual([expect.objectContaining({ side: 'B', answer: 'change' })]);
    expect(JSON.stringify(caughtUp)).not.toContain('shutters');
    // The mediator's catch-up holds the comment.
    const ofMediator = ok(await clients.mediator.emit<HistoryAck>('history', { case_id: caseId, after_seq: lastSeq })).events!.at(-1)!;
    expect(JSON.stringify(ofMediator)).toContain('shutters');

    // Nothing of the agreement changed since: a catch-up brings none.
    const quiet = ok(await back.emit<HistoryAck>('history', { case_id: caseId, after_seq: caughtUp.last_seq }));
    expect(quiet.events!.filter((event) => event.event === 'agreement')).toEqual([]);

    // Under shuttle mode B's answer is none of A's business, even on catching up; the switch itself is.
    const on = ok(
      await clients.mediator.emit<{ seq: number }>('shuttle', {
        case_id: caseId,
        to: 'M',
        mediator_id: people.mediator.userId,
        shuttle: true,
      }),
    );
    await change(clients.partyB, 'agreementAnswer', { case_id: caseId, clause_id: clause.id, clause_version: 2, answer: 'accept' });
    const afterSwitch = ok(await back.emit<HistoryAck>('history', { case_id: caseId, after_seq: on.seq }));
    expect(afterSwitch.events!.filter((event) => event.event === 'agreement')).toEqual([]);
    const acrossSwitch = ok(await back.emit<HistoryAck>('history', { case_id: caseId, after_seq: on.seq - 1 }));
    const view = acrossSwitch.events!.at(-1)! as Extract<CaseEvent, { event: 'agreement' }>;
    expect(view.payload.agreement).toMatchObject({ shuttle: true, clauses: [{ answers: [] }] });
  });

  it('lets a removed party do nothing more: its connection closes, it cannot come back, its rules refuse it', async () => {
    room = await agreementRoom(context);
    const { caseId, clients, people } = room;
    await change(clients.mediator, 'agreementAddClause', { case_id: caseId, clause_text: 'The fence stays.' });
    const gone = disconnected(clients.partyB);
    const removal = await context.api('DELETE', `/session/case/${caseId}/participants/${people.partyB.userId}/`, {
      token: people.tokens.mediator,
    });
    expect(removal.status).toBe(204);
    await gone;
    const refusal = await connectError(context.server.url, { token: people.tokens.partyB, query: { case_id: caseId } });
    expect(refusal.data).toEqual({ code: 'unauthorized', reason: 'case_session_ended' });

    // A command that raced the removal (the connection's member still there) is refused by the stored row.
    const { server } = context;
    const service = agreementService({ repos: server.app.repos, publicOrigin: () => server.url });
    const agreements = agreementRealtime({ io: server.app.realtime.io, service, log: server.app.log });
    const member = { userId: people.partyB.userId, isMediator: false, side: 'B' as const, displayName: 'Eli Party', caseId };
    const clause = (await agreements.service.viewAs(caseId, 'M')).clauses[0]!;
    const payload = { case_id: caseId, clause_id: clause.id, clause_version: 1, answer: 'accept' as const };
    await expect(agreements.change(member, caseId, (service, caller) => service.answer(caller, payload))).rejects.toMatchObject({
      statusCode: 403,
    });
    await expect(agreements.read(member, caseId)).rejects.toMatchObject({ statusCode: 403 });
    expect((await agreements.service.viewAs(caseId, 'M')).clauses[0]!.answers).toEqual([]);
  });

  it('refuses every change once the case has ended, and the parties cannot reconnect', async () => {
    room = await agreementRoom(context);
    const { caseId, clients, people } = room;
    const clause = (await change(clients.mediator, 'agreementAddClause', { case_id: caseId, clause_text: 'The fence stays.' })).agreement
      .clauses[0]!;
    const closing = disconnected(clients.partyA);
    ok(await clients.mediator.emit('endCase', { case_id: caseId }));
    await closing;
    const mediator = await room.connectAs('mediator');
    const refusals = await Promise.all([
      mediator.emit('agreementAddClause', { case_id: caseId, clause_text: 'Too late.' }),
      mediator.emit('agreementEditClause', { case_id: caseId, clause_id: clause.id, clause_text: 'Too late.' }),
      mediator.emit('agreementFinalize', { case_id: caseId, version: 1 }),
    ]);
    for (const ack of refusals)
      expect(ack).toEqual({ ok: false, error: { code: 'conflict', message: 'The case is not running.', reason: 'case_not_running' } });
    // The mediator still reads what was agreed so far.
    expect(ok(await mediator.emit<{ agreement: AgreementView }>('agreement', { case_id: caseId })).agreement.clauses).toHaveLength(1);
    expect((await connectError(context.server.url, { token: people.tokens.partyA, query: { case_id: caseId } })).data?.code).toMatch(
      /unauthorized|forbidden/,
    );
  });
});

describe.each(SERVER_PAIR_REDIS)('the agreement and the per-person event budget across two processes (%s)', (redisUrl) => {
  const pair = useServerPair(redisUrl, { SOCKET_EVENTS_PER_10S: '40' });

  it("counts a person's agreement commands against its one budget of SOCKET_EVENTS_PER_10S, with its other events, on every process", async () => {
    const { first, second, world } = pair;
    const mediatorApi = apiClient(first!.url);
    const row = await createCase(mediatorApi, world.mediator.token, world.mediator.id, 'Budget');
    await startCase(mediatorApi, world.mediator.token, row);
    const party = await joinParty(mediatorApi, row, 'A', 'Burst', world.mediator.token);
    const mediator = await connect(first!.url, { token: world.mediator.token, query: { case_id: row.id } });
    const options = { token: party.token, query: { case_id: row.id } };
    const one = await connect(first!.url, options);
    const two = await connect(second.url, options);
    try {
      const [clause] = (await change(mediator, 'agreementAddClause', { case_id: row.id, clause_text: 'Party A pays 1000 USD.' })).agreement
        .clauses;
      const answer = { case_id: row.id, clause_id: clause!.id, clause_version: 1, answer: 'accept' };
      // 25 answers on one process and 25 other events on the other: each share is under the budget of 40, the person's total is not.
      const acks = await Promise.all([
        ...Array.from({ length: 25 }, () => one.emit('agreementAnswer', answer)),
        ...Array.from({ length: 25 }, () => two.emit('historyActions', { case_id: row.id })),
      ]);
      const accepted = acks.filter((ack) => ack.ok).length;
      expect(accepted).toBeGreaterThanOrEqual(38);
      expect(accepted).toBeLessThanOrEqual(42);
      expect(acks.find((ack) => !ack.ok)).toEqual({
        ok: false,
        error: { code: 'rate_limited', message: expect.any(String), reason: 'too_many_events' },
      });
    } finally {
      for (const client of [mediator, one, two]) client.close();
    }
  });
});

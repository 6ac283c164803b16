/**
 * The agreement's socket commands, refused: who may do what (outsiders, a party drafting or acting for the other
 * side, the mediator answering or signing, answers after finalization, signatures before it) and bad payloads.
 * Every refusal is an error acknowledgement, stores nothing, and nobody hears of it.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementView } from '@mediation/protocol';
import { DATABASE_KINDS } from '../testing/harness';
import { agreementEventsOf, agreementRoom, change, expectOnlyBarrier, ok } from '../testing/agreement-rooms';
import type { AgreementRoom, Person } from '../testing/agreement-rooms';
import { connect } from '../testing/sockets';
import type { TestClient } from '../testing/sockets';
import { connectOptionsOf } from '../testing/rooms';
import { useWorldServer } from '../testing/world';
import { agreementService } from '../services/agreement-service';

type Code = 'bad_request' | 'forbidden' | 'conflict' | 'not_found';
const LONG = 'x'.repeat(5001);
const DIGEST = 'a'.repeat(64);
const UNKNOWN_CLAUSE = '00000000-0000-4000-8000-000000000000';

/** Every agreement command with a payload that would be valid for case `caseId` and clause `clauseId`. */
function commands(caseId: string, clause: { id: string; version: number }, digest = DIGEST): [string, object][] {
  return [
    ['agreement', { case_id: caseId }],
    ['agreementAddClause', { case_id: caseId, clause_text: 'One more clause.' }],
    ['agreementEditClause', { case_id: caseId, clause_id: clause.id, clause_text: 'Changed clause.' }],
    ['agreementRemoveClause', { case_id: caseId, clause_id: clause.id }],
    ['agreementMoveClause', { case_id: caseId, clause_id: clause.id, position: 2 }],
    ['agreementAnswer', { case_id: caseId, clause_id: clause.id, clause_version: clause.version, answer: 'accept' }],
    ['agreementFinalize', { case_id: caseId, version: 1 }],
    ['agreementSign', { case_id: caseId, digest, full_name: 'Dana Party', agree: true }],
    ['agreementCountersign', { case_id: caseId, digest }],
    ['agreementReopen', { case_id: caseId, version: 1 }],
  ];
}

describe.each(DATABASE_KINDS)('agreement permissions over the socket on %s', (kind) => {
  const context = useWorldServer(kind, { SOCKET_EVENTS_PER_10S: '100000' });
  let room: AgreementRoom;
  let outsiders: { otherMediator: TestClient; otherParty: TestClient };
  let clauses: AgreementView['clauses'];

  const service = () => agreementService({ repos: context.server.app.repos, publicOrigin: () => 'https://mediation.example.org' });
  /** What no refused command may change: the agreement as the mediator sees it, and the case's stream position. */
  const stored = async () => ({
    view: await service().viewAs(room.caseId, 'M'),
    lastSeq: await context.server.app.repos.stream.lastSeq(room.caseId),
  });

  /** Sends a command that must be refused with `code`, changing nothing and telling nobody. */
  async function refused(person: Person | TestClient, event: string, payload: unknown, code: Code, label = `${event}`) {
    const client = typeof person === 'string' ? room.clients[person] : person;
    const everyone = Object.values(room.clients);
    // Whatever an earlier command sent has arrived before the cursors are taken.
    await room.barrier();
    const before = await stored();
    const cursors = everyone.map((other) => other.received.length);
    const ack = await client.emit(event, payload);
    expect(ack, label).toMatchObject({ ok: false, error: { code } });
    if (!ack.ok) expect(ack.error.message).toMatch(/\w{3,}/);
    expect(await stored(), label).toEqual(before);
    expectOnlyBarrier(everyone, cursors, await room.barrier(), label);
  }

  beforeAll(async () => {
    room = await agreementRoom(context);
    outsiders = {
      otherMediator: await connect(context.server.url, connectOptionsOf(context.world, 'otherMediator')),
      otherParty: await connect(context.server.url, connectOptionsOf(context.world, 'otherParty')),
    };
    for (const clause_text of ['Party A pays 1,200 ILS.', 'Party B repaints the fence.']) {
      await change(room.clients.mediator, 'agreementAddClause', { case_id: room.caseId, clause_text });
    }
    clauses = (await service().viewAs(room.caseId, 'M')).clauses;
  });
  afterAll(() => {
    room?.close();
    outsiders?.otherMediator.close();
    outsiders?.otherParty.close();
  });

  it('refuses every command of a person from another case, and tells it nothing', async () => {
    for (const outsider of Object.values(outsiders)) {
      for (const [event, payload] of commands(room.caseId, clauses[0]!))
        await refused(outsider, event, payload, 'forbidden', `outsider ${event}`);
    }
    for (const outsider of Object.values(outsiders)) expect(agreementEventsOf(outsider)).toEqual([]);
  });

  it('lets only the mediator draft, finalize, countersign and reopen', async () => {
    const mediatorOnly = new Set([
      'agreementAddClause',
      'agreementEditClause',
      'agreementRemoveClause',
      'agreementMoveClause',
      'agreementFinalize',
      'agreementCountersign',
      'agreementReopen',
    ]);
    for (const party of ['partyA', 'partyB'] as const) {
      for (const [event, payload] of commands(room.caseId, clauses[0]!).filter(([name]) => mediatorOnly.has(name))) {
        await refused(party, event, payload, 'forbidden', `${party} ${event}`);
      }
    }
  });

  it('lets only a party answer and sign: the mediator cannot', async () => {
    const partyOnly = commands(room.caseId, clauses[0]!).filter(([name]) => name === 'agreementAnswer' || name === 'agreementSign');
    for (const [event, payload] of partyOnly) await refused('mediator', event, payload, 'forbidden', `mediator ${event}`);
  });

  it('refuses a signature before finalization, an unknown clause, an answer to an old version, and finalizing too early', async () => {
    const { caseId } = room;
    await refused('partyA', 'agreementSign', { case_id: caseId, digest: DIGEST, full_name: 'Dana Party', agree: true }, 'conflict');
    await refused(
      'partyA',
      'agreementAnswer',
      { case_id: caseId, clause_id: UNKNOWN_CLAUSE, clause_version: 1, answer: 'accept' },
      'not_found',
    );
    await refused('mediator', 'agreementEditClause', { case_id: caseId, clause_id: UNKNOWN_CLAUSE, clause_text: 'x' }, 'not_found');
    await refused(
      'partyB',
      'agreementAnswer',
      { case_id: caseId, clause_id: clauses[0]!.id, clause_version: 2, answer: 'accept' },
      'conflict',
    );
    await refused('mediator', 'agreementFinalize', { case_id: caseId, version: 1 }, 'conflict');
  });

  it('records a party only for its own side, whatever side or name the payload claims', async () => {
    const { caseId, people } = room;
    const claimB = { side: 'B', user_id: people.partyB.userId, from: people.partyB.userId };
    const ack = await change(room.clients.partyA, 'agreementAnswer', {
      case_id: caseId,
      clause_id: clauses[0]!.id,
      clause_version: 1,
      answer: 'accept',
      ...claimB,
    });
    expect(ack.entry).toMatchObject({ side: 'A', user_id: people.partyA.userId, kind: 'clause_accepted' });
    expect((await service().viewAs(caseId, 'M')).clauses[0]!.answers.map((answer) => answer.side)).toEqual(['A']);
  });

  it('refuses answers and drafting after finalization, a countersignature before both signed, and a second signature', async () => {
    const { caseId, clients, people } = room;
    for (const clause of clauses) {
      for (const party of ['partyA', 'partyB'] as const)
        await change(clients[party], 'agreementAnswer', { case_id: caseId, clause_id: clause.id, clause_version: 1, answer: 'accept' });
    }
    const digest = (await change(clients.mediator, 'agreementFinalize', { case_id: caseId, version: 1 })).agreement.digest!;
    const accept = { case_id: caseId, clause_id: clauses[1]!.id, clause_version: 1 };
    await refused('partyA', 'agreementAnswer', { ...accept, answer: 'accept' }, 'conflict');
    await refused('partyB', 'agreementAnswer', { ...accept, answer: 'change', comment: 'Too late?' }, 'conflict');
    await refused('mediator', 'agreementAddClause', { case_id: caseId, clause_text: 'Late clause.' }, 'conflict');
    await refused(
      'mediator',
      'agreementEditClause',
      { case_id: caseId, clause_id: clauses[1]!.id, clause_text: 'Late change.' },
      'conflict',
    );
    await refused('mediator', 'agreementCountersign', { case_id: caseId, digest }, 'conflict');
    await refused(
      'partyA',
      'agreementSign',
      { case_id: caseId, digest: DIGEST, full_name: 'Dana Party', agree: true },
      'conflict',
      'sign another digest',
    );

    // Party A cannot sign under B's name; naming B's side and user changes nothing: it is A's signature, and B has not signed.
    await refused(
      'partyA',
      'agreementSign',
      { case_id: caseId, digest, full_name: 'Eli Party', agree: true },
      'bad_request',
      "another's name",
    );
    const signed = await change(clients.partyA, 'agreementSign', {
      case_id: caseId,
      digest,
      full_name: 'Dana Party',
      agree: true,
      side: 'B',
      user_id: people.partyB.userId,
    });
    expect(signed.agreement.signatures.map((signature) => [signature.side, signature.user_id])).toEqual([['A', people.partyA.userId]]);
    await refused(
      'partyA',
      'agreementSign',
      { case_id: caseId, digest, full_name: 'Dana Party', agree: true },
      'conflict',
      'second signature',
    );
    await refused(
      'mediator',
      'agreementSign',
      { case_id: caseId, digest, full_name: 'Maya Mediator', agree: true },
      'forbidden',
      'mediator signing',
    );
    await refused('mediator', 'agreementCountersign', { case_id: caseId, digest }, 'conflict', 'countersign before B');

    await change(clients.partyB, 'agreementSign', { case_id: caseId, digest, full_name: 'Eli Party', agree: true });
    const done = await change(clients.mediator, 'agreementCountersign', { case_id: caseId, digest });
    expect(done.agreement).toMatchObject({ state: 'signed', has_document: true });
    await refused('mediator', 'agreementReopen', { case_id: caseId, version: 1 }, 'conflict', 'reopen once signed');
    await refused(
      'partyB',
      'agreementSign',
      { case_id: caseId, digest, full_name: 'Eli Party', agree: true },
      'conflict',
      'sign once signed',
    );
  });
});

/** Per command: bad payloads (wrong types, missing fields, texts out of bounds) and the code each gets. */
function badPayloads(caseId: string, clauseId: string): Record<string, [string, unknown, Code][]> {
  const answer = (extra: object) => ({ case_id: caseId, clause_id: clauseId, clause_version: 1, answer: 'accept', ...extra });
  const sign = (extra: object) => ({ case_id: caseId, digest: DIGEST, full_name: 'Dana Party', agree: true, ...extra });
  return {
    agreement: [
      ['a numeric case id', { case_id: 5 }, 'bad_request'],
      ['a case id with symbols', { case_id: 'abc-def!' }, 'bad_request'],
    ],
    agreementAddClause: [
      ['no text', { case_id: caseId }, 'bad_request'],
      ['a blank text', { case_id: caseId, clause_text: '   ' }, 'bad_request'],
      ['an oversized text', { case_id: caseId, clause_text: LONG }, 'bad_request'],
      ['a NUL in the text', { case_id: caseId, clause_text: 'a\u0000b' }, 'bad_request'],
      ['a text in an array', { case_id: caseId, clause_text: ['Clause'] }, 'bad_request'],
      ['position 0', { case_id: caseId, clause_text: 'Clause', position: 0 }, 'bad_request'],
      ['a fractional position', { case_id: caseId, clause_text: 'Clause', position: 1.5 }, 'bad_request'],
      ['a position past the limit', { case_id: caseId, clause_text: 'Clause', position: 101 }, 'bad_request'],
    ],
    agreementEditClause: [
      ['a clause id that is not one', { case_id: caseId, clause_id: 'clause-1', clause_text: 'New' }, 'bad_request'],
      ['no text', { case_id: caseId, clause_id: clauseId }, 'bad_request'],
      ['an oversized text', { case_id: caseId, clause_id: clauseId, clause_text: LONG }, 'bad_request'],
    ],
    agreementRemoveClause: [['a numeric clause id', { case_id: caseId, clause_id: 7 }, 'bad_request']],
    agreementMoveClause: [
      ['a negative position', { case_id: caseId, clause_id: clauseId, position: -1 }, 'bad_request'],
      ['a text position', { case_id: caseId, clause_id: clauseId, position: 'first' }, 'bad_request'],
      ['no position', { case_id: caseId, clause_id: clauseId }, 'bad_request'],
    ],
    agreementAnswer: [
      ['an unknown answer', answer({ answer: 'maybe' }), 'bad_request'],
      ['a change without its comment', answer({ answer: 'change' }), 'bad_request'],
      ['a blank comment', answer({ answer: 'change', comment: ' ' }), 'bad_request'],
      ['an oversized comment', answer({ answer: 'change', comment: LONG }), 'bad_request'],
      ['version 0', answer({ clause_version: 0 }), 'bad_request'],
      ['no version', { case_id: caseId, clause_id: clauseId, answer: 'accept' }, 'bad_request'],
    ],
    agreementFinalize: [
      ['a text version', { case_id: caseId, version: '1' }, 'bad_request'],
      ['no version', { case_id: caseId }, 'bad_request'],
    ],
    agreementSign: [
      ['the box not ticked', sign({ agree: false }), 'bad_request'],
      ['agree as text', sign({ agree: 'true' }), 'bad_request'],
      ['a one-letter name', sign({ full_name: 'D' }), 'bad_request'],
      ['a name on two lines', sign({ full_name: 'Dana\nParty' }), 'bad_request'],
      ['an oversized name', sign({ full_name: 'n'.repeat(201) }), 'bad_request'],
      ['a digest that is not one', sign({ digest: 'abc' }), 'bad_request'],
    ],
    agreementCountersign: [
      ['no digest', { case_id: caseId }, 'bad_request'],
      ['a digest with letters past f', { case_id: caseId, digest: 'g'.repeat(64) }, 'bad_request'],
    ],
    agreementReopen: [['a negative version', { case_id: caseId, version: -1 }, 'bad_request']],
  };
}

const NOT_AN_OBJECT: [string, unknown][] = [
  ['nothing', undefined],
  ['null', null],
  ['a string', 'hello'],
  ['an array', []],
  ['an empty object', {}],
];

describe.each(DATABASE_KINDS)('agreement bad input over the socket on %s', (kind) => {
  const context = useWorldServer(kind, { SOCKET_EVENTS_PER_10S: '100000' });
  let room: AgreementRoom;
  let clauseId: string;
  beforeAll(async () => {
    room = await agreementRoom(context);
    clauseId = (await change(room.clients.mediator, 'agreementAddClause', { case_id: room.caseId, clause_text: 'The fence stays.' }))
      .agreement.clauses[0]!.id;
  });
  afterAll(() => room?.close());

  it.each(Object.keys(badPayloads('', '')))('%s: every bad payload gets bad_request, changes nothing and reaches nobody', async (event) => {
    // The one allowed to send it, so that the refusal is about the payload.
    const caller = event === 'agreementAnswer' || event === 'agreementSign' ? room.clients.partyA : room.clients.mediator;
    const repos = context.server.app.repos;
    await room.barrier();
    const before = await repos.stream.lastSeq(room.caseId);
    const everyone = Object.values(room.clients);
    const cursors = everyone.map((client) => client.received.length);
    const cases = [
      ...NOT_AN_OBJECT.map(([name, payload]) => [name, payload, 'bad_request'] as const),
      ...badPayloads(room.caseId, clauseId)[event]!,
    ];
    for (const [name, payload, code] of cases) {
      const ack = await caller.emit(event, payload);
      expect(ack, `${event} with ${name}`).toMatchObject({ ok: false, error: { code } });
      if (!ack.ok) expect(ack.error.message).toMatch(/^Invalid payload\. \w+/);
    }
    expect(await repos.stream.lastSeq(room.caseId)).toBe(before);
    expectOnlyBarrier(everyone, cursors, await room.barrier(), event);
    // And the agreement still answers.
    expect(ok(await caller.emit<{ agreement: AgreementView }>('agreement', { case_id: room.caseId })).agreement.clauses).toHaveLength(1);
  });
});

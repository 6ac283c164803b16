/**
 * Who may do what with the agreement (the mediator, its own party, the other party, a removed party, an
 * outsider, anyone in an ended case), the text rules of its inputs, and commands that arrive at the same moment.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  AGREEMENT_LIMITS,
  agreementAddClausePayloadSchema,
  agreementAnswerPayloadSchema,
  agreementEditClausePayloadSchema,
  agreementSignPayloadSchema,
} from '@mediation/protocol';
import { DATABASE_KINDS } from '../testing/harness';
import { joinParty, useWorldServer } from '../testing/world';
import { agreementCase, statusOf } from '../testing/agreements';
import type { AgreementCase } from '../testing/agreements';
import type { Principal } from './token-service';
import { agreementService } from './agreement-service';
import type { AgreementService } from './agreement-service';
import { canonicalText, verificationCodeOf } from './agreement-text';

const COMMANDS = [
  'view',
  'addClause',
  'editClause',
  'removeClause',
  'moveClause',
  'answer',
  'finalize',
  'sign',
  'countersign',
  'reopen',
  'document',
] as const;
type Command = (typeof COMMANDS)[number];
const MEDIATOR_COMMANDS = new Set<Command>(['addClause', 'editClause', 'removeClause', 'moveClause', 'finalize', 'countersign', 'reopen']);
const PARTY_COMMANDS = new Set<Command>(['answer', 'sign']);

/** Calls a command with a well-formed payload (its state checks come after the caller's). */
function run(service: AgreementService, command: Command, principal: Principal, caseId: string): Promise<unknown> {
  const clause = { case_id: caseId, clause_id: randomUUID() };
  const digest = 'c'.repeat(64);
  switch (command) {
    case 'view':
      return service.view(principal, caseId);
    case 'addClause':
      return service.addClause(principal, { case_id: caseId, clause_text: 'A clause.' });
    case 'editClause':
      return service.editClause(principal, { ...clause, clause_text: 'Edited.' });
    case 'removeClause':
      return service.removeClause(principal, clause);
    case 'moveClause':
      return service.moveClause(principal, { ...clause, position: 1 });
    case 'answer':
      return service.answer(principal, { ...clause, clause_version: 1, answer: 'accept' });
    case 'finalize':
      return service.finalize(principal, { case_id: caseId, version: 1 });
    case 'sign':
      return service.sign(principal, { case_id: caseId, digest, full_name: 'Some One', agree: true });
    case 'countersign':
      return service.countersign(principal, { case_id: caseId, digest });
    case 'reopen':
      return service.reopen(principal, { case_id: caseId, version: 1 });
    case 'document':
      return service.document(principal, caseId);
    default:
      return command satisfies never;
  }
}

describe.each(DATABASE_KINDS)('the agreement rules (%s)', (kind) => {
  const context = useWorldServer(kind);
  let service: AgreementService;
  let people: AgreementCase;
  let outsiders: Record<'otherMediator' | 'otherParty' | 'admin', Principal>;
  beforeAll(async () => {
    const { server, world } = context;
    service = agreementService({ repos: server.app.repos, publicOrigin: () => 'http://localhost' });
    people = await agreementCase(context);
    await service.addClause(people.mediator, { case_id: people.row.id, clause_text: 'The first clause.' });
    outsiders = {
      otherMediator: await server.app.tokens.verify(world.otherMediator.token),
      otherParty: await server.app.tokens.verify(world.otherParty.token),
      admin: await server.app.tokens.verify(world.adminToken),
    };
  });

  it.each(COMMANDS)('%s: refused to everyone outside the case, and to the wrong role', async (command) => {
    const caseId = people.row.id;
    for (const [who, principal] of Object.entries(outsiders)) {
      expect([who, await statusOf(run(service, command, principal, caseId))]).toEqual([who, 403]);
    }
    if (MEDIATOR_COMMANDS.has(command)) {
      for (const party of [people.partyA, people.partyB]) expect(await statusOf(run(service, command, party, caseId))).toBe(403);
    }
    if (PARTY_COMMANDS.has(command)) expect(await statusOf(run(service, command, people.mediator, caseId))).toBe(403);
  });

  it('refuses a removed party everything, and everyone once the case has ended', async () => {
    const { api, world, server } = context;
    const removedParty = await joinParty(api, people.row, 'A', 'Rami', world.mediator.token);
    const removed = await server.app.tokens.verify(removedParty.token);
    const response = await api('DELETE', `/session/case/${people.row.id}/participants/${removedParty.id}/`, {
      token: world.mediator.token,
    });
    expect(response.status).toBe(204);
    for (const command of COMMANDS)
      expect([command, await statusOf(run(service, command, removed, people.row.id))]).toEqual([command, 403]);

    const ended = await agreementCase(context, 'Ended case');
    const clause = (await service.addClause(ended.mediator, { case_id: ended.row.id, clause_text: 'Kept.' })).agreement.clauses[0]!;
    expect(
      (await api('DELETE', '/session/delete_case_full_id/', { token: world.mediator.token, body: { link_id: ended.row.link } })).status,
    ).toBe(200);
    for (const command of MEDIATOR_COMMANDS)
      expect([command, await statusOf(run(service, command, ended.mediator, ended.row.id))]).toEqual([command, 409]);
    expect(
      await statusOf(service.answer(ended.partyA, { case_id: ended.row.id, clause_id: clause.id, clause_version: 1, answer: 'accept' })),
    ).toBe(409);
    expect(await statusOf(run(service, 'sign', ended.partyB, ended.row.id))).toBe(409);
  });

  it('takes clause texts, comments and names only within the text rules', () => {
    const base = { case_id: people.row.id, clause_id: randomUUID() };
    for (const clause_text of ['', '   ', 'x'.repeat(AGREEMENT_LIMITS.clauseMaxLength + 1), 'Pay\u0000 now', 'Pay\u001B now']) {
      expect(agreementAddClausePayloadSchema.safeParse({ case_id: base.case_id, clause_text }).success).toBe(false);
      expect(agreementEditClausePayloadSchema.safeParse({ ...base, clause_text }).success).toBe(false);
    }
    expect(agreementAddClausePayloadSchema.parse({ case_id: base.case_id, clause_text: '  Two\nlines.  ' }).clause_text).toBe(
      'Two\nlines.',
    );
    for (const comment of ['', 'y'.repeat(AGREEMENT_LIMITS.commentMaxLength + 1), 'Bad\u0007bell']) {
      expect(agreementAnswerPayloadSchema.safeParse({ ...base, clause_version: 1, answer: 'change', comment }).success).toBe(false);
    }
    const sign = { case_id: base.case_id, digest: 'd'.repeat(64), agree: true };
    for (const full_name of ['', 'D', 'z'.repeat(AGREEMENT_LIMITS.fullNameMax + 1), 'Dana\nParty', 'Dana \u202EytraP']) {
      expect(agreementSignPayloadSchema.safeParse({ ...sign, full_name }).success).toBe(false);
    }
    expect(agreementSignPayloadSchema.safeParse({ ...sign, full_name: 'Dana Party', agree: false }).success).toBe(false);
    expect(agreementSignPayloadSchema.safeParse({ ...sign, full_name: 'Dana Party', digest: 'not a digest' }).success).toBe(false);
  });

  it('gives one outcome to answers, finalizations and countersignatures that arrive at once', async () => {
    const race = await agreementCase(context, 'Race');
    const caseId = race.row.id;
    await Promise.all(['One.', 'Two.'].map((clause_text) => service.addClause(race.mediator, { case_id: caseId, clause_text })));
    const clauses = (await service.view(race.mediator, caseId)).clauses;
    expect(clauses.map((clause) => clause.number)).toEqual([1, 2]);
    await Promise.all(
      clauses.flatMap((clause) =>
        [race.partyA, race.partyB].map((party) =>
          service.answer(party, { case_id: caseId, clause_id: clause.id, clause_version: 1, answer: 'accept' }),
        ),
      ),
    );
    const accepted = await service.view(race.mediator, caseId);
    expect(accepted.clauses.map((clause) => clause.answers.length)).toEqual([2, 2]);
    expect(accepted.can_finalize).toBe(true);

    const finalizations = await Promise.allSettled([1, 2].map(() => service.finalize(race.mediator, { case_id: caseId, version: 1 })));
    expect(finalizations.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const { digest } = await service.view(race.mediator, caseId);
    await Promise.all([
      service.sign(race.partyA, { case_id: caseId, digest: digest!, full_name: race.names.A, agree: true }),
      service.sign(race.partyB, { case_id: caseId, digest: digest!, full_name: race.names.B, agree: true }),
    ]);
    const countersignatures = await Promise.allSettled(
      [1, 2].map(() => service.countersign(race.mediator, { case_id: caseId, digest: digest! })),
    );
    expect(countersignatures.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const record = (await service.view(race.mediator, caseId)).record;
    expect(record.map((entry) => entry.kind).filter((kind) => kind === 'finalized' || kind === 'countersigned')).toEqual([
      'finalized',
      'countersigned',
    ]);
    expect(new Set(record.map((entry) => entry.id)).size).toBe(record.length);
  });
});

describe('the canonical text', () => {
  const agreement = {
    caseId: 'abc123',
    caseTitle: 'Fence',
    version: 1,
    partiesA: ['Dana'],
    partiesB: ['Eli'],
    mediator: 'Maya',
    clauses: ['One.'],
  };

  it('is the same text for the same agreement however its line breaks and accents were typed', () => {
    const composed = canonicalText({ ...agreement, clauses: ['Caf\u00e9 pays.\r\nThen leaves.'] });
    const decomposed = canonicalText({ ...agreement, clauses: ['Cafe\u0301 pays.\nThen leaves.  '] });
    expect(decomposed).toBe(composed);
    expect(composed).toBe(
      'Settlement agreement\nCase: Fence\nCase id: abc123\nVersion: 1\nParty A: Dana\nParty B: Eli\nMediator: Maya\n\n1. Café pays.\n   Then leaves.\n',
    );
  });

  it('gives a short code of eight base-32 characters from the digest', () => {
    expect(verificationCodeOf('0'.repeat(64))).toBe('0000-0000');
    expect(verificationCodeOf(`ffffffffff${'0'.repeat(54)}`)).toBe('ZZZZ-ZZZZ');
  });
});

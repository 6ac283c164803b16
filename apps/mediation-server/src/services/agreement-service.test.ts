/**
 * The settlement agreement at service level, on each database: the whole flow of the issue (drafting, consent
 * clause by clause, finalization, signatures, the PDF and /verify), and the rules on states and versions.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import { publicOriginOf } from '../config';
import { DATABASE_KINDS } from '../testing/harness';
import { useWorldServer } from '../testing/world';
import { agreementCase, statusOf } from '../testing/agreements';
import { pdfText, squashed } from '@mediation/test-harness/pdf';
import { sha256 } from '../lib/ids';
import { agreementService } from './agreement-service';
import type { AgreementService } from './agreement-service';

const HEBREW_CLAUSE = 'הצדדים מסכימים שהגדר תוזז חצי מטר מזרחה עד סוף החודש, והעלות תתחלק ביניהם שווה בשווה.';
const CLAUSES = ['Party A pays party B 1,200 ILS by 1 March 2026.', 'The fence is repainted white by party B.', HEBREW_CLAUSE];

describe.each(DATABASE_KINDS)('the settlement agreement (%s)', (kind) => {
  const context = useWorldServer(kind, { PUBLIC_ORIGIN: 'https://mediation.example.org' });
  let service: AgreementService;
  beforeAll(() => {
    service = agreementService({ repos: context.server.app.repos, publicOrigin: () => publicOriginOf(context.server.config) });
  });

  it('plays the issue from draft to a verified PDF', async () => {
    const people = await agreementCase(context);
    const caseId = people.row.id;
    for (const clause_text of CLAUSES) await service.addClause(people.mediator, { case_id: caseId, clause_text });
    let mediatorView = await service.view(people.mediator, caseId);
    expect(mediatorView.clauses.map((clause) => [clause.number, clause.text])).toEqual(CLAUSES.map((text, index) => [index + 1, text]));

    // A accepts all; B asks for a change to clause 2, which only the mediator (and B) can read.
    for (const clause of mediatorView.clauses) {
      await service.answer(people.partyA, { case_id: caseId, clause_id: clause.id, clause_version: clause.version, answer: 'accept' });
    }
    const second = mediatorView.clauses[1]!;
    const comment = 'Green, not white: it matches our shutters.';
    await service.answer(people.partyB, { case_id: caseId, clause_id: second.id, clause_version: 1, answer: 'change', comment });
    mediatorView = await service.view(people.mediator, caseId);
    expect(mediatorView.clauses[1]!.answers).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ side: 'B', answer: 'change', comment }),
        expect.objectContaining({ side: 'A', answer: 'accept', is_current: true }),
      ]),
    );
    const viewOfA = await service.view(people.partyA, caseId);
    expect(JSON.stringify(viewOfA)).not.toContain(comment);
    // Shuttle mode is off: A sees that B asked for a change, without its text.
    expect(viewOfA.clauses[1]!.answers).toContainEqual(expect.objectContaining({ side: 'B', answer: 'change' }));
    expect((await service.view(people.partyB, caseId)).clauses[1]!.answers).toContainEqual(expect.objectContaining({ side: 'B', comment }));

    // The mediator edits clause 2: A's acceptance no longer counts ("Changed since you accepted").
    await service.editClause(people.mediator, {
      case_id: caseId,
      clause_id: second.id,
      clause_text: 'The fence is repainted green by party B.',
    });
    const afterEdit = (await service.view(people.partyA, caseId)).clauses[1]!;
    expect(afterEdit.version).toBe(2);
    expect(afterEdit.answers).toContainEqual(
      expect.objectContaining({ side: 'A', answer: 'accept', clause_version: 1, is_current: false }),
    );
    expect(await statusOf(service.finalize(people.mediator, { case_id: caseId, version: 1 }))).toBe(409);

    await service.answer(people.partyA, { case_id: caseId, clause_id: second.id, clause_version: 2, answer: 'accept' });
    for (const clause of (await service.view(people.partyB, caseId)).clauses) {
      await service.answer(people.partyB, { case_id: caseId, clause_id: clause.id, clause_version: clause.version, answer: 'accept' });
    }
    expect((await service.view(people.mediator, caseId)).can_finalize).toBe(true);

    const finalized = (await service.finalize(people.mediator, { case_id: caseId, version: 1 })).agreement;
    expect(finalized.state).toBe('finalized');
    expect(finalized.digest).toMatch(/^[0-9a-f]{64}$/);
    expect(finalized.verification_code).toMatch(/^[0-9A-HJKMNP-TV-Z]{4}-[0-9A-HJKMNP-TV-Z]{4}$/);
    const digest = finalized.digest!;

    await service.sign(people.partyA, { case_id: caseId, digest, full_name: 'Dana Party', agree: true });
    await service.sign(people.partyB, { case_id: caseId, digest, full_name: 'Eli Party', agree: true });
    const signed = (await service.countersign(people.mediator, { case_id: caseId, digest })).agreement;
    expect(signed.state).toBe('signed');
    expect(signed.has_document).toBe(true);
    expect(signed.signatures.map((signature) => [signature.side, signature.full_name, signature.digest])).toEqual([
      ['A', 'Dana Party', digest],
      ['B', 'Eli Party', digest],
      ['M', 'Maya Mediator', digest],
    ]);

    // Everyone downloads the same bytes.
    const [byMediator, byA, byB] = await Promise.all([
      service.document(people.mediator, caseId),
      service.document(people.partyA, caseId),
      service.document(people.partyB, caseId),
    ]);
    expect(Buffer.from(byA.pdf).equals(Buffer.from(byMediator.pdf))).toBe(true);
    expect(Buffer.from(byB.pdf).equals(Buffer.from(byMediator.pdf))).toBe(true);
    expect(Buffer.from(byMediator.pdf.subarray(0, 5)).toString()).toBe('%PDF-');

    const text = await pdfText(byMediator.pdf);
    const flat = squashed(text);
    const finalClauses = [CLAUSES[0]!, 'The fence is repainted green by party B.', HEBREW_CLAUSE];
    const positions = finalClauses.map((clause) => flat.indexOf(squashed(clause)));
    expect(
      positions.every((position) => position >= 0),
      `clauses missing from:\n${text}`,
    ).toBe(true);
    expect([...positions].sort((a, b) => a - b)).toEqual(positions);
    for (const name of ['Dana Party', 'Eli Party', 'Maya Mediator']) expect(text).toContain(name);
    expect(text).toContain(signed.verification_code!);
    expect(text).toContain(digest);
    expect(text).toContain('https://mediation.example.org/verify');
    // The record of consent says a change was asked for, never what.
    expect(text).toContain('requested a change to clause 2');
    expect(text).not.toContain('shutters');

    const verified = await service.verify(sha256(byMediator.pdf));
    expect(verified).toEqual({
      status: 'authentic',
      signed_at: signed.signed_at,
      signers: [
        { name: 'Dana Party', side: 'A' },
        { name: 'Eli Party', side: 'B' },
        { name: 'Maya Mediator', side: 'M' },
      ],
    });
    const changed = new Uint8Array(byMediator.pdf);
    const middle = Math.floor(changed.length / 2);
    changed[middle] = changed[middle]! ^ 1;
    expect(await service.verify(sha256(changed))).toEqual({ status: 'unknown' });
  });

  it('keeps each side to its own answers and hides the other side while shuttle mode is on', async () => {
    const people = await agreementCase(context);
    const caseId = people.row.id;
    const [clause] = (await service.addClause(people.mediator, { case_id: caseId, clause_text: 'One clause.' })).agreement.clauses;
    await service.answer(people.partyA, { case_id: caseId, clause_id: clause!.id, clause_version: 1, answer: 'accept' });
    await service.answer(people.partyB, {
      case_id: caseId,
      clause_id: clause!.id,
      clause_version: 1,
      answer: 'change',
      comment: 'Say more.',
    });
    // A's answer was stored for side A (its stored row), B's for side B: no payload names a side.
    const sides = (await service.view(people.mediator, caseId)).clauses[0]!.answers.map((answer) => answer.side).sort();
    expect(sides).toEqual(['A', 'B']);

    await context.server.app.repos.cases.update(caseId, { shuttle: true });
    const viewOfA = await service.view(people.partyA, caseId);
    expect(viewOfA.clauses[0]!.answers.map((answer) => answer.side)).toEqual(['A']);
    expect(viewOfA.record.filter((entry) => entry.side === 'B')).toEqual([]);
    expect((await service.view(people.mediator, caseId)).clauses[0]!.answers).toHaveLength(2);
    await context.server.app.repos.cases.update(caseId, { shuttle: false });
    expect((await service.view(people.partyA, caseId)).clauses[0]!.answers).toHaveLength(2);
  });

  it('refuses what the state or a clause version does not allow', async () => {
    const people = await agreementCase(context);
    const caseId = people.row.id;
    const added = (await service.addClause(people.mediator, { case_id: caseId, clause_text: 'First.' })).agreement.clauses[0]!;
    await service.addClause(people.mediator, { case_id: caseId, clause_text: 'Zeroth.', position: 1 });
    let view = await service.view(people.mediator, caseId);
    expect(view.clauses.map((clause) => clause.text)).toEqual(['Zeroth.', 'First.']);
    await service.moveClause(people.mediator, { case_id: caseId, clause_id: added.id, position: 1 });
    view = await service.view(people.mediator, caseId);
    expect(view.clauses.map((clause) => clause.text)).toEqual(['First.', 'Zeroth.']);
    await service.removeClause(people.mediator, { case_id: caseId, clause_id: view.clauses[1]!.id });
    expect(
      await statusOf(service.editClause(people.mediator, { case_id: caseId, clause_id: view.clauses[1]!.id, clause_text: 'Back.' })),
    ).toBe(404);
    expect(await statusOf(service.editClause(people.mediator, { case_id: caseId, clause_id: added.id, clause_text: 'First.' }))).toBe(409);

    // Nothing to sign before finalization, and no finalization before both sides accept.
    expect(
      await statusOf(service.sign(people.partyA, { case_id: caseId, digest: 'a'.repeat(64), full_name: 'Dana Party', agree: true })),
    ).toBe(409);
    expect(await statusOf(service.finalize(people.mediator, { case_id: caseId, version: 1 }))).toBe(409);
    await service.editClause(people.mediator, { case_id: caseId, clause_id: added.id, clause_text: 'First, amended.' });
    // An answer to a version that is no longer current is refused.
    expect(
      await statusOf(service.answer(people.partyA, { case_id: caseId, clause_id: added.id, clause_version: 1, answer: 'accept' })),
    ).toBe(409);
    for (const party of [people.partyA, people.partyB]) {
      await service.answer(party, { case_id: caseId, clause_id: added.id, clause_version: 2, answer: 'accept' });
    }
    const { digest } = (await service.finalize(people.mediator, { case_id: caseId, version: 1 })).agreement;
    expect(
      await statusOf(service.answer(people.partyB, { case_id: caseId, clause_id: added.id, clause_version: 2, answer: 'accept' })),
    ).toBe(409);
    expect(await statusOf(service.addClause(people.mediator, { case_id: caseId, clause_text: 'Late.' }))).toBe(409);
    expect(
      await statusOf(service.sign(people.partyA, { case_id: caseId, digest: 'b'.repeat(64), full_name: 'Dana Party', agree: true })),
    ).toBe(409);
    await service.sign(people.partyA, { case_id: caseId, digest: digest!, full_name: 'Dana Party', agree: true });
    expect(await statusOf(service.sign(people.partyA, { case_id: caseId, digest: digest!, full_name: 'Dana Party', agree: true }))).toBe(
      409,
    );
    expect(await statusOf(service.countersign(people.mediator, { case_id: caseId, digest: digest! }))).toBe(409);
    expect(await statusOf(service.document(people.partyA, caseId))).toBe(404);

    // B will not sign: the mediator reopens; version 2 is a draft, version 1 and A's signature stay in the record.
    const reopened = (await service.reopen(people.mediator, { case_id: caseId, version: 1 })).agreement;
    expect([reopened.state, reopened.version, reopened.digest, reopened.signatures]).toEqual(['draft', 2, null, []]);
    expect(reopened.record.map((entry) => entry.kind).slice(-3)).toEqual(['finalized', 'signed', 'reopened']);
    expect(await statusOf(service.reopen(people.mediator, { case_id: caseId, version: 2 }))).toBe(409);
    const again = (await service.finalize(people.mediator, { case_id: caseId, version: 2 })).agreement;
    expect(again.digest).not.toBe(digest);
    await service.sign(people.partyA, { case_id: caseId, digest: again.digest!, full_name: people.names.A, agree: true });
    await service.sign(people.partyB, { case_id: caseId, digest: again.digest!, full_name: people.names.B, agree: true });
    await service.countersign(people.mediator, { case_id: caseId, digest: again.digest! });
    expect(await statusOf(service.reopen(people.mediator, { case_id: caseId, version: 2 }))).toBe(409);
    expect(await statusOf(service.countersign(people.mediator, { case_id: caseId, digest: again.digest! }))).toBe(409);
  });

  /** A case whose one clause both sides accepted and the mediator finalized: its digest. */
  async function finalizedCase(people: Awaited<ReturnType<typeof agreementCase>>): Promise<string> {
    const caseId = people.row.id;
    const [clause] = (await service.addClause(people.mediator, { case_id: caseId, clause_text: 'Party A pays 1000 USD.' })).agreement
      .clauses;
    for (const party of [people.partyA, people.partyB])
      await service.answer(party, { case_id: caseId, clause_id: clause!.id, clause_version: 1, answer: 'accept' });
    return (await service.finalize(people.mediator, { case_id: caseId, version: 1 })).agreement.digest!;
  }

  it("refuses a signature under another name than the signer's own, and takes its own however spaced or cased", async () => {
    const people = await agreementCase(context);
    const caseId = people.row.id;
    const digest = await finalizedCase(people);
    for (const full_name of [people.names.M, people.names.B, 'Dana']) {
      const refusal = service.sign(people.partyA, { case_id: caseId, digest, full_name, agree: true });
      await expect(refusal).rejects.toMatchObject({ statusCode: 400, detail: 'Type your name as this case lists it to sign.' });
    }
    expect((await service.view(people.mediator, caseId)).signatures).toEqual([]);
    const signed = await service.sign(people.partyA, { case_id: caseId, digest, full_name: '  dana   PARTY ', agree: true });
    expect(signed.agreement.signatures).toEqual([expect.objectContaining({ side: 'A' })]);
  });

  it("hides the other side's signature from a party under shuttle mode until everyone has signed; the PDF shows all", async () => {
    const people = await agreementCase(context);
    const caseId = people.row.id;
    const digest = await finalizedCase(people);
    await context.server.app.repos.cases.update(caseId, { shuttle: true });
    await service.sign(people.partyA, { case_id: caseId, digest, full_name: people.names.A, agree: true });
    const byB = await service.sign(people.partyB, { case_id: caseId, digest, full_name: people.names.B, agree: true });
    expect(byB.agreement.signatures.map((signature) => signature.side)).toEqual(['B']);
    const viewOfA = await service.view(people.partyA, caseId);
    expect(viewOfA.signatures.map((signature) => signature.side)).toEqual(['A']);
    expect(JSON.stringify(viewOfA)).not.toContain(people.names.B.split(' ')[0]!);
    expect((await service.view(people.mediator, caseId)).signatures.map((signature) => signature.side)).toEqual(['A', 'B']);

    await service.countersign(people.mediator, { case_id: caseId, digest });
    expect((await service.view(people.partyA, caseId)).signatures.map((signature) => signature.side)).toEqual(['A', 'B', 'M']);
    const text = squashed(await pdfText((await service.document(people.partyA, caseId)).pdf));
    for (const role of ['PartyA:DanaParty', 'PartyB:EliParty', 'Mediator(countersignature):MayaMediator']) expect(text).toContain(role);
    expect(text).toContain(squashed('Eli Party (party B) signed version 1'));
  });
});

import { describe, expect, it } from 'vitest';
import type { AgreementEntry, AgreementView, ClauseAnswer } from '@mediation/protocol';
import { emptyAgreementView } from '@mediation/protocol/testing';
import { agreementAttention } from './attention';

let nextId = 0;
function entry(
  kind: AgreementEntry['kind'],
  side: AgreementEntry['side'],
  clause: { id: string; number: number; version?: number } | null,
) {
  return {
    id: (nextId += 1),
    kind,
    at: '2026-01-01T10:00:00Z',
    side,
    user_id: side === 'M' ? 1 : side === 'A' ? 2 : 3,
    name: side === 'M' ? 'Dana Demo' : side === 'A' ? 'Noa Levi' : 'Yossi Mor',
    agreement_version: 1,
    clause_id: clause?.id ?? null,
    clause_number: clause?.number ?? null,
    clause_version: clause ? (clause.version ?? 1) : null,
  } satisfies AgreementEntry;
}
const accepted = (side: 'A' | 'B', version = 1): ClauseAnswer => ({
  side,
  answer: 'accept',
  clause_version: version,
  is_current: true,
  answered_at: '2026-01-01T10:00:00Z',
});

function view(patch: Partial<AgreementView>): AgreementView {
  return { ...emptyAgreementView('CASE'), ...patch };
}

const one = { id: 'c1', number: 1 };
const two = { id: 'c2', number: 2 };

describe('agreementAttention', () => {
  it("tells a party of the mediator's added and changed clauses, and of a final text it has not signed", () => {
    const record = [entry('clause_added', 'M', one), entry('clause_added', 'M', two), entry('clause_edited', 'M', { ...one, version: 2 })];
    const clauses = [
      { id: 'c1', number: 1, text: 'One', version: 2, answers: [] },
      { id: 'c2', number: 2, text: 'Two', version: 1, answers: [] },
    ];
    expect(agreementAttention(view({ record, clauses }), 'A').map((item) => item.text)).toEqual([
      'The mediator added clause 1 to the agreement.',
      'The mediator added clause 2 to the agreement.',
      'The mediator changed clause 1 of the agreement.',
    ]);
    const finalized = entry('finalized', 'M', null);
    const final = view({ record: [...record, finalized], clauses, state: 'finalized' });
    expect(agreementAttention(final, 'A').at(-1)).toEqual({
      entryId: finalized.id,
      text: 'The agreement is final and waits for your signature.',
    });
    // Signed: nothing waits for that side any more.
    const signature = { side: 'A' as const, user_id: 2, full_name: 'Noa Levi', signed_at: '2026-01-01T11:00:00Z', digest: 'x' };
    expect(agreementAttention({ ...final, signatures: [signature] }, 'A').map((item) => item.text)).not.toContain(
      'The agreement is final and waits for your signature.',
    );
    // The mediator is not told of its own drafting.
    expect(agreementAttention(final, 'M')).toEqual([]);
  });

  it('tells the mediator of a change request, a clause both sides accepted (once) and a signature', () => {
    const request = entry('change_requested', 'B', one);
    const byA = entry('clause_accepted', 'A', two);
    const byB = entry('clause_accepted', 'B', two);
    const signed = entry('signed', 'A', null);
    const clauses = [
      { id: 'c1', number: 1, text: 'One', version: 1, answers: [] },
      { id: 'c2', number: 2, text: 'Two', version: 1, answers: [accepted('A'), accepted('B')] },
    ];
    const items = agreementAttention(view({ record: [request, byA, byB, signed], clauses }), 'M');
    expect(items).toEqual([
      { entryId: request.id, text: 'Side B asks to change clause 1.' },
      { entryId: byB.id, text: 'Both sides accepted clause 2.' },
      { entryId: signed.id, text: 'Noa Levi (side A) signed the agreement.' },
    ]);
    // The parties are not told of each other's answers.
    expect(agreementAttention(view({ record: [request, byA, byB], clauses }), 'A')).toEqual([]);
  });
});

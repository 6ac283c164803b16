import { AGREEMENT_LIMITS } from '@mediation/protocol';
import type { AgreementClause } from '@mediation/protocol';
import { describe, expect, it } from 'vitest';
import { agreementAs, agreementAt } from '../internal/agreementFixtures';
import {
  checkClauseText,
  checkComment,
  clausesFromSummary,
  controlsFor,
  describeEntry,
  signatureErrors,
  standingOf,
  standingText,
  visibleStandings,
} from './agreementRules';
import { agreementEnglish } from './i18n';
import { agreementLabelsOf } from './labels';

const labels = agreementLabelsOf(agreementEnglish);

const clause = (answers: AgreementClause['answers']): AgreementClause => ({
  id: 'c1',
  number: 1,
  text: 'Fence by May.',
  version: 2,
  answers,
});
const at = '2025-03-04T09:00:00.000Z';

describe('standingOf', () => {
  it('tells a current acceptance, a current request, either one for an earlier version, and no answer apart', () => {
    expect(standingOf(clause([]), 'A').kind).toBe('waiting');
    expect(standingOf(clause([{ side: 'A', answer: 'accept', clause_version: 2, is_current: true, answered_at: at }]), 'A').kind).toBe(
      'accepted',
    );
    expect(standingOf(clause([{ side: 'A', answer: 'accept', clause_version: 1, is_current: false, answered_at: at }]), 'A').kind).toBe(
      'changedSinceAccepted',
    );
    expect(
      standingOf(clause([{ side: 'B', answer: 'change', clause_version: 2, is_current: true, answered_at: at, comment: 'May 15' }]), 'B')
        .kind,
    ).toBe('changeRequested');
    expect(standingOf(clause([{ side: 'B', answer: 'change', clause_version: 1, is_current: false, answered_at: at }]), 'B').kind).toBe(
      'changedSinceRequested',
    );
    // One side's answer says nothing about the other's.
    expect(standingOf(clause([{ side: 'B', answer: 'accept', clause_version: 2, is_current: true, answered_at: at }]), 'A').kind).toBe(
      'waiting',
    );
  });
});

describe('standingText', () => {
  const outdated = standingOf(clause([{ side: 'A', answer: 'accept', clause_version: 1, is_current: false, answered_at: at }]), 'A');
  it("says 'Changed since you accepted' to the side that accepted, and names the side to everyone else", () => {
    expect(standingText(outdated, 'A', labels)).toBe('Changed since you accepted');
    expect(standingText(outdated, 'mediator', labels)).toBe('Changed since A accepted');
    expect(standingText(outdated, 'B', labels)).toBe('Changed since A accepted');
  });
  it('uses the contract’s sentences for current answers', () => {
    const accepted = standingOf(clause([{ side: 'A', answer: 'accept', clause_version: 2, is_current: true, answered_at: at }]), 'A');
    const requested = standingOf(clause([{ side: 'B', answer: 'change', clause_version: 2, is_current: true, answered_at: at }]), 'B');
    expect(standingText(accepted, 'mediator', labels)).toBe('Accepted by A');
    expect(standingText(accepted, 'A', labels)).toBe('Accepted by A');
    expect(standingText(requested, 'mediator', labels)).toBe('Change requested by B');
    expect(standingText(standingOf(clause([]), 'B'), 'mediator', labels)).toBe('Waiting for B');
  });
});

describe('visibleStandings', () => {
  const onlyA = clause([{ side: 'A', answer: 'accept', clause_version: 2, is_current: true, answered_at: at }]);
  it('shows the mediator both sides, answered or not', () => {
    expect(visibleStandings(onlyA, 'mediator', true).map((standing) => standing.side)).toEqual(['A', 'B']);
  });
  it('shows a party the other side while shuttle mode is off, and in shuttle mode only an answer the server sent', () => {
    expect(visibleStandings(onlyA, 'A', false).map((standing) => standing.side)).toEqual(['A', 'B']);
    expect(visibleStandings(onlyA, 'A', true).map((standing) => standing.side)).toEqual(['A']);
    expect(visibleStandings(onlyA, 'B', true).map((standing) => `${standing.side}:${standing.kind}`)).toEqual(['A:accepted', 'B:waiting']);
  });
});

describe('controlsFor', () => {
  it('gives the mediator drafting and finalizing in draft, and a party its answers', () => {
    const draft = agreementAt('mixedAnswers');
    expect(controlsFor(draft, 'mediator')).toMatchObject({ draft: true, finalize: true, canFinalize: false, answer: false, sign: false });
    expect(controlsFor(agreementAs(draft, 'A'), 'A')).toMatchObject({
      draft: false,
      finalize: false,
      answer: true,
      sign: false,
      countersign: false,
    });
    expect(controlsFor(agreementAt('canFinalize'), 'mediator').canFinalize).toBe(true);
  });
  it('lets nobody draft or answer once finalized; a party signs once, and the mediator countersigns after both', () => {
    const finalized = agreementAt('partlySigned');
    expect(controlsFor(finalized, 'mediator')).toMatchObject({
      draft: false,
      finalize: false,
      answer: false,
      countersign: false,
      reopen: true,
    });
    expect(controlsFor(finalized, 'A')).toMatchObject({ answer: false, sign: false });
    expect(controlsFor(finalized, 'B')).toMatchObject({ answer: false, sign: true });
    expect(controlsFor(agreementAt('bothSigned'), 'mediator')).toMatchObject({ countersign: true, reopen: true });
  });
  it('offers the download to everyone once signed with the document, and nothing else', () => {
    const signed = agreementAt('signed');
    for (const viewer of ['mediator', 'A', 'B'] as const) {
      expect(controlsFor(signed, viewer)).toEqual({
        draft: false,
        finalize: false,
        canFinalize: false,
        answer: false,
        sign: false,
        countersign: false,
        reopen: false,
        download: true,
      });
    }
    expect(controlsFor({ ...signed, has_document: false }, 'A').download).toBe(false);
  });
  it('never lets an empty draft be finalized, whatever the view says', () => {
    expect(controlsFor({ ...agreementAt('empty'), can_finalize: true }, 'mediator').canFinalize).toBe(false);
  });
});

describe('clausesFromSummary', () => {
  it('makes one clause per paragraph when blank lines part them', () => {
    expect(clausesFromSummary('First point\nstill first.\n\n  \nSecond point.\r\n\r\nThird.')).toEqual([
      'First point\nstill first.',
      'Second point.',
      'Third.',
    ]);
  });
  it('makes one clause per line when no blank line parts them', () => {
    expect(clausesFromSummary('One.\nTwo.\n\n')).toEqual(['One.', 'Two.']);
    expect(clausesFromSummary('   ')).toEqual([]);
  });
});

describe('text checks', () => {
  it('trims a clause and refuses it empty, too long or with control characters', () => {
    expect(checkClauseText('  Fence by May.  ')).toEqual({ ok: true, value: 'Fence by May.' });
    expect(checkClauseText(' \n ')).toEqual({ ok: false, problem: 'empty' });
    expect(checkClauseText('x'.repeat(AGREEMENT_LIMITS.clauseMaxLength + 1))).toEqual({ ok: false, problem: 'tooLong' });
    expect(checkClauseText('Fence\u0007 by May')).toEqual({ ok: false, problem: 'controlCharacters' });
    expect(checkComment('')).toEqual({ ok: false, problem: 'empty' });
  });

  it('asks for the box and a full name, in sentences', () => {
    expect(signatureErrors({ agree: false, fullName: '' }, labels)).toEqual({
      agree: 'Tick the box to confirm that you have read and agree to this agreement.',
      fullName: 'Type your full name: at least 2 characters.',
    });
    expect(signatureErrors({ agree: true, fullName: ' D ' }, labels)).toEqual({ fullName: 'Type your full name: at least 2 characters.' });
    expect(signatureErrors({ agree: true, fullName: 'D'.repeat(AGREEMENT_LIMITS.fullNameMax + 1) }, labels)).toEqual({
      fullName: `Your name can be at most ${AGREEMENT_LIMITS.fullNameMax} characters long.`,
    });
    expect(signatureErrors({ agree: true, fullName: 'Dana\nLevi' }, labels).fullName).toBe(labels.controlCharacters);
    expect(signatureErrors({ agree: true, fullName: 'Dana Levi' }, labels)).toEqual({});
  });
});

describe('describeEntry', () => {
  it('says who did what to which clause', () => {
    const record = agreementAt('changedSinceAccepted').record;
    const sentences = record.map((entry) => describeEntry(entry, labels));
    expect(sentences).toContain('Noa Mizrahi added clause 2.');
    expect(sentences).toContain('Sam Carter (Side B) asked for a change to clause 2.');
    expect(sentences.at(-1)).toBe('Noa Mizrahi edited clause 2 (version 2).');
  });
});

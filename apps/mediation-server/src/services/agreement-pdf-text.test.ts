/**
 * The signed agreement's text as people search and copy it: poppler's pdftotext (which orders text by where it
 * stands on the page) gives a Hebrew clause in logical order, as typed, not in visual runs; and the file names
 * the case code and writes times in the mediator's time zone with the offset. Needs poppler-utils (.ci/run).
 */
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { printedTime, renderAgreementPdf } from './agreement-pdf';

const HEBREW_CLAUSE = 'הצדדים מסכימים שהגדר תוזז חצי מטר מזרחה עד סוף החודש, והעלות תתחלק ביניהם שווה בשווה.';
const MIXED_CLAUSE = 'Party B pays 500 ILS for הגדר החדשה by June.';
/** Marks that steer direction without being text: poppler writes its own around right-to-left runs. */
const BIDI_CONTROLS = /[\u200e\u200f\u202a-\u202e\u2066-\u2069]/g;

describe('the agreement PDF as text', () => {
  const folder = mkdtempSync(path.join(tmpdir(), 'agreement-pdf-'));
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  async function pdftotext(language: 'en' | 'he' = 'en') {
    const at = new Date('2026-11-27T02:30:00Z');
    const pdf = await renderAgreementPdf({
      caseTitle: 'Fence between the Levi and Mor gardens',
      caseCode: 'K7QX2M',
      timeZone: 'Asia/Jerusalem',
      version: 1,
      partiesA: ['Dana Levi'],
      partiesB: ['Yossi Mor'],
      mediator: 'Maya Mediator',
      clauses: ['Party A pays 500 for the repair of the fence.', HEBREW_CLAUSE, MIXED_CLAUSE],
      signatures: [
        { side: 'A', name: 'Dana Levi', signedAt: at },
        { side: 'B', name: 'Yossi Mor', signedAt: at },
        { side: 'M', name: 'Maya Mediator', signedAt: at },
      ],
      finalizedAt: at,
      signedAt: at,
      digest: 'a'.repeat(64),
      verificationCode: 'ABCD-EFGH',
      verifyUrl: 'https://mediation.example.org/verify',
      record: [{ kind: 'signed', at, side: 'A', name: 'Dana Levi', clauseNumber: null, clauseVersion: null, agreementVersion: 1 }],
      language,
    });
    const file = path.join(folder, 'agreement.pdf');
    writeFileSync(file, pdf);
    return execFileSync('pdftotext', [file, '-'], { encoding: 'utf8' }).replace(BIDI_CONTROLS, '');
  }

  it('gives a Hebrew clause, and a mixed one, in logical order', async () => {
    const text = await pdftotext();
    expect(text).toContain(HEBREW_CLAUSE);
    expect(text).toContain(MIXED_CLAUSE);
  });

  it('names the case code and writes times in the mediator’s zone with the UTC offset', async () => {
    const text = await pdftotext();
    expect(text).toContain('K7QX2M');
    expect(text).toContain('2026-11-27 04:30:00 (Asia/Jerusalem, UTC+02:00)');
    expect(printedTime(new Date('2026-07-01T12:00:00Z'), 'Asia/Jerusalem')).toBe('2026-07-01 15:00:00 (Asia/Jerusalem, UTC+03:00)');
    expect(printedTime(new Date('2026-07-01T12:00:00Z'))).toBe('2026-07-01 12:00:00 UTC');
  });

  it("writes a Hebrew case's agreement with Hebrew headings and labels, right to left", async () => {
    const english = await pdftotext();
    expect(english).toContain('Settlement agreement');
    expect(english).toContain('Record of consent');
    expect(english).toContain('signed version 1');
    const hebrew = await pdftotext('he');
    for (const text of ['הסכם פשרה', 'קוד תיק', 'סעיפים', 'חתימות', 'תיעוד ההסכמות', 'חתימה על נוסח 1', 'אימות', HEBREW_CLAUSE]) {
      expect(hebrew).toContain(text);
    }
    expect(hebrew).not.toContain('Record of consent');
  });
});

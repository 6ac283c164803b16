/**
 * `pnpm bench:pdf`: renders a signed agreement's PDF (services/agreement-pdf.ts, on this thread, as the worker
 * does) for two kinds of clause text, ordinary prose and long unbroken words (the worst case of line
 * wrapping), and prints one JSON document with the render time per 10,000 characters of clause text.
 *
 * Settings (environment or --name=value): BENCH_PDF_CLAUSES (40) clauses of BENCH_PDF_CLAUSE_CHARS (5000)
 * characters each, BENCH_PDF_ROUNDS (3): each figure is the median over the rounds. `--smoke` renders two
 * short clauses once, so `pnpm test` proves the bench still runs.
 */
import { performance } from 'node:perf_hooks';
import { renderAgreementPdf } from '../src/services/agreement-pdf';
import type { AgreementDocumentInput } from '../src/services/agreement-pdf';

function setting(name: string, fallback: string): string {
  const flag = process.argv.find((argument) =>
    argument.startsWith(
      `--${name
        .toLowerCase()
        .replace(/^bench_pdf_/, '')
        .replace(/_/g, '-')}=`,
    ),
  );
  return flag?.split('=')[1] ?? process.env[name] ?? fallback;
}

const SMOKE = process.argv.includes('--smoke') || process.env.BENCH_SMOKE === '1';
const CLAUSES = Number(setting('BENCH_PDF_CLAUSES', SMOKE ? '2' : '40'));
const CLAUSE_CHARS = Number(setting('BENCH_PDF_CLAUSE_CHARS', SMOKE ? '400' : '5000'));
const ROUNDS = Number(setting('BENCH_PDF_ROUNDS', SMOKE ? '1' : '3'));

/** A deterministic sequence, so that every run renders the same text. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

const WORDS = [
  'the',
  'party',
  'pays',
  'fence',
  'within',
  'thirty',
  'days',
  'of',
  'signing',
  'agreement',
  'repairs',
  'neighbour',
  'costs',
  'shared',
  'equally',
];

function prose(length: number, random: () => number): string {
  let text = '';
  while (text.length < length) text += `${WORDS[Math.floor(random() * WORDS.length)]}${random() < 0.08 ? '. ' : ' '}`;
  return text.slice(0, length).trim();
}

function unbroken(length: number, random: () => number): string {
  let text = '';
  while (text.length < length) text += String.fromCharCode(97 + Math.floor(random() * 26));
  return text;
}

function documentOf(clauses: string[]): AgreementDocumentInput {
  const at = new Date('2026-01-01T10:00:00Z');
  return {
    caseTitle: 'Fence dispute',
    caseCode: 'K7QX2M',
    timeZone: 'UTC',
    version: 1,
    partiesA: ['Dana Party'],
    partiesB: ['Eli Party'],
    mediator: 'Maya Mediator',
    clauses,
    signatures: [
      { side: 'A', name: 'Dana Party', signedAt: at },
      { side: 'B', name: 'Eli Party', signedAt: at },
      { side: 'M', name: 'Maya Mediator', signedAt: at },
    ],
    record: [],
    finalizedAt: at,
    signedAt: at,
    digest: 'a'.repeat(64),
    verificationCode: 'AAAA-BBBB',
    verifyUrl: 'https://mediation.example.org/verify',
  };
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;

async function measure(make: (length: number, random: () => number) => string) {
  const random = generator(7);
  const clauses = Array.from({ length: CLAUSES }, () => make(CLAUSE_CHARS, random));
  const characters = clauses.reduce((sum, clause) => sum + clause.length, 0);
  const times: number[] = [];
  let bytes = 0;
  for (let round = 0; round < ROUNDS; round += 1) {
    const started = performance.now();
    bytes = (await renderAgreementPdf(documentOf(clauses))).byteLength;
    times.push(performance.now() - started);
  }
  const ms = median(times);
  return { characters, render_ms: Math.round(ms), ms_per_10k_chars: Math.round((ms / characters) * 10_000 * 100) / 100, pdf_bytes: bytes };
}

const report = {
  smoke: SMOKE,
  clauses: CLAUSES,
  clause_chars: CLAUSE_CHARS,
  rounds: ROUNDS,
  results: { prose: await measure(prose), long_words: await measure(unbroken) },
};
process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);

/**
 * The signed agreement as a PDF (pdfkit), Hebrew included: each paragraph is wrapped in logical order, then
 * each line is put in visual order by the Unicode bidi algorithm (bidi-js) and drawn in runs. The font is
 * Noto Sans Hebrew (SIL Open Font License 1.1, from @fontsource/noto-sans-hebrew, read from node_modules so
 * it works offline), whose Hebrew, Latin and Latin Extended subsets are separate files: each run takes the
 * subset that has its letters. Runs are written in logical order, and a line holding right-to-left text carries
 * its text as typed (ActualText), so text extracted from the file reads as typed whichever way a reader orders it.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import PDFDocument from 'pdfkit';
import bidiFactory from 'bidi-js';
import type { AgreementEntryKind, Language, Side } from '@mediation/protocol';
import { textsIn } from '../lib/i18n';

export interface AgreementDocumentInput {
  caseTitle: string;
  /** The case code people know the case by (never its internal id). */
  caseCode: string;
  /** The IANA time zone the times are written in (the mediator's), each with its UTC offset. */
  timeZone: string;
  version: number;
  partiesA: string[];
  partiesB: string[];
  mediator: string;
  clauses: string[];
  signatures: { side: Side; name: string; signedAt: Date }[];
  record: {
    kind: AgreementEntryKind;
    at: Date;
    side: Side;
    name: string;
    clauseNumber: number | null;
    clauseVersion: number | null;
    agreementVersion: number;
  }[];
  finalizedAt: Date;
  signedAt: Date;
  digest: string;
  verificationCode: string;
  verifyUrl: string;
  /** The case's language: the document's headings and labels, and its direction (right to left in Hebrew). */
  language?: Language;
}

type Weight = 'regular' | 'bold';
type Direction = 'ltr' | 'rtl';
interface Style {
  size: number;
  weight: Weight;
  color: string;
}

const SUBSETS = ['hebrew', 'latin', 'latin-ext'] as const;
type Subset = (typeof SUBSETS)[number];

const require = createRequire(import.meta.url);
const FONT_PACKAGE = '@fontsource/noto-sans-hebrew';

interface Fonts {
  files: Map<string, Buffer>;
  ranges: Map<Subset, [number, number][]>;
}
let fonts: Fonts | undefined;

/** The font files and the code points each subset covers (its unicode.json), read once. */
function loadFonts(): Fonts {
  if (fonts) return fonts;
  const unicode = JSON.parse(readFileSync(require.resolve(`${FONT_PACKAGE}/unicode.json`), 'utf8')) as Record<string, string>;
  const ranges = new Map<Subset, [number, number][]>();
  const files = new Map<string, Buffer>();
  for (const subset of SUBSETS) {
    ranges.set(
      subset,
      unicode[subset]!.split(',').map((range) => {
        const [low, high] = range.replace(/U\+/g, '').split('-');
        return [parseInt(low!, 16), parseInt(high ?? low!, 16)];
      }),
    );
    for (const weight of ['regular', 'bold'] as const) {
      const file = `${FONT_PACKAGE}/files/noto-sans-hebrew-${subset}-${weight === 'bold' ? 700 : 400}-normal.woff`;
      files.set(fontName(subset, weight), readFileSync(require.resolve(file)));
    }
  }
  fonts = { files, ranges };
  return fonts;
}

const fontName = (subset: Subset, weight: Weight) => `${subset}-${weight}`;

const subsetOfCodePoint = new Map<number, Subset>();
function subsetOf(codePoint: number): Subset {
  let subset = subsetOfCodePoint.get(codePoint);
  if (subset === undefined) {
    const { ranges } = loadFonts();
    subset = SUBSETS.find((candidate) => ranges.get(candidate)!.some(([low, high]) => codePoint >= low && codePoint <= high)) ?? 'latin';
    subsetOfCodePoint.set(codePoint, subset);
  }
  return subset;
}

/**
 * The font subset of each UTF-16 unit of a text. A space takes the subset of the letter before it (both have
 * one), so that a run of Hebrew words stays one run and a reader extracting the text finds its spaces.
 */
function subsetsOf(text: string): Subset[] {
  const subsets: Subset[] = [];
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code >= 0xdc00 && code <= 0xdfff && index > 0) subsets.push(subsets[index - 1]!);
    else if (text[index] === ' ') subsets.push(subsets[index - 1] ?? 'latin');
    else subsets.push(subsetOf(text.codePointAt(index)!));
  }
  return subsets;
}

const bidi = bidiFactory();
const HEBREW_LETTER = /\p{Script=Hebrew}/u;
/**
 * Features given explicitly make pdfkit lay a run out whole; without them it lays out word by word (for its
 * cache), and a right-to-left run would come out with its words in the wrong order.
 */
const WHOLE_RUN: PDFKit.Mixins.OpenTypeFeatures[] = [];
const reversed = (text: string) => Array.from(text).reverse().join('');

const RIGHT_TO_LEFT_LETTER = /(\p{Script=Hebrew})/gu;
const LEFT_TO_RIGHT_MARK = '\u200e';

/**
 * The ActualText of a line holding right-to-left text: the line as typed, with an invisible left-to-right mark
 * after each right-to-left letter. Poppler reads a span's ActualText in a left-to-right page as it reads glyphs,
 * reversing each run of right-to-left letters; with the marks each run is one letter long, so it comes out as
 * typed. Readers that take ActualText as it stands get the same text with marks that neither show nor change it.
 */
export function actualTextOf(line: string): string {
  return line.replace(RIGHT_TO_LEFT_LETTER, `$1${LEFT_TO_RIGHT_MARK}`);
}

/** The direction of a text: that of its first strong letter (left to right when it has none). */
export function directionOf(text: string): Direction {
  return (bidi.getEmbeddingLevels(text).paragraphs[0]?.level ?? 0) % 2 === 1 ? 'rtl' : 'ltr';
}

const PAGE = { width: 595.28, height: 841.89, margin: 56, footer: 28 };
const TEXT: Style = { size: 10.5, weight: 'regular', color: '#111111' };
const SMALL: Style = { size: 8.5, weight: 'regular', color: '#333333' };
const HEADING: Style = { size: 13, weight: 'bold', color: '#111111' };
const TITLE: Style = { size: 20, weight: 'bold', color: '#111111' };
const lineHeightOf = (style: Style) => style.size * 1.45;

/** A writer of bidi paragraphs onto pdfkit pages, top to bottom, starting new pages as needed. */
function pageWriter(doc: PDFKit.PDFDocument) {
  const left = PAGE.margin;
  const right = PAGE.width - PAGE.margin;
  const bottom = PAGE.height - PAGE.margin - PAGE.footer;
  let y = PAGE.margin;

  /** Runs of one subset each, as [text, subset] in logical order. */
  function runsBySubset(text: string): [string, Subset][] {
    const subsets = subsetsOf(text);
    const runs: [string, Subset][] = [];
    for (let index = 0; index < text.length; index += 1) {
      const last = runs.at(-1);
      if (last && last[1] === subsets[index]) last[0] += text[index];
      else runs.push([text[index]!, subsets[index]!]);
    }
    return runs;
  }

  /**
   * Widths measured, by font, size and text: pdfkit lays out a run whole (WHOLE_RUN), so it keeps no cache of
   * its own, and a paragraph's words come back line after line (and clause after clause).
   */
  const widths = new Map<string, number>();
  function runWidth(run: string, subset: Subset, style: Style): number {
    const key = `${fontName(subset, style.weight)}\u0000${style.size}\u0000${run}`;
    let width = widths.get(key);
    if (width === undefined) {
      width = doc.font(fontName(subset, style.weight)).fontSize(style.size).widthOfString(run, { features: WHOLE_RUN });
      widths.set(key, width);
    }
    return width;
  }

  function widthOf(text: string, style: Style): number {
    return runsBySubset(text).reduce((sum, [run, subset]) => sum + runWidth(run, subset, style), 0);
  }

  /**
   * The lines of a text without line breaks, wrapped at spaces (a word wider than a line is cut), as [start, end).
   * Each word and each gap is measured once and the line's width summed, so a paragraph costs linear time.
   */
  function wrap(text: string, width: number, style: Style): [number, number][] {
    const lines: [number, number][] = [];
    let start = -1;
    let end = -1;
    let lineWidth = 0;
    for (const match of text.matchAll(/\S+/g)) {
      const wordEnd = match.index + match[0].length;
      const wordWidth = widthOf(match[0], style);
      if (start >= 0) {
        const widened = lineWidth + widthOf(text.slice(end, match.index), style) + wordWidth;
        if (widened <= width) {
          end = wordEnd;
          lineWidth = widened;
          continue;
        }
        lines.push([start, end]);
      }
      start = match.index;
      end = wordEnd;
      lineWidth = wordWidth;
      if (wordWidth <= width) continue;
      // A word wider than a line: cut it where the next character would overflow, one character measured at a time.
      let cut = start;
      let cutWidth = 0;
      for (const character of match[0]) {
        const characterWidth = widthOf(character, style);
        if (cut > start && cutWidth + characterWidth > width) {
          lines.push([start, cut]);
          start = cut;
          cutWidth = 0;
        }
        cut += character.length;
        cutWidth += characterWidth;
      }
      lineWidth = cutWidth;
    }
    lines.push(start >= 0 ? [start, end] : [0, 0]);
    return lines;
  }

  function ensureSpace(height: number): void {
    if (y + height <= bottom) return;
    doc.addPage({ size: [PAGE.width, PAGE.height], margin: 0 });
    y = PAGE.margin;
  }

  /** Draws one line (text[start, end) of a paragraph) in visual order within [x, x + width], aligned to its direction. */
  function drawLine(
    text: string,
    levels: ReturnType<typeof bidi.getEmbeddingLevels>,
    range: [number, number],
    box: { x: number; width: number },
    direction: Direction,
    style: Style,
    baseline: number,
  ): void {
    const [start, end] = range;
    if (end <= start) return;
    // bidi-js answers the order of the whole text with this line reordered: keep the line.
    const order = bidi.getReorderedIndices(text, levels, start, end - 1).slice(start, end);
    // The line's own subsets (a paragraph's would cost its whole length on every line).
    const lineSubsets = subsetsOf(text.slice(start, end));
    const mirrored = bidi.getMirroredCharactersMap(text, levels.levels, start, end - 1);
    // Runs of one level and one font subset, in visual order; each is contiguous in the logical text too.
    const segments: { text: string; subset: Subset; first: number; level: number }[] = [];
    for (let position = 0; position < order.length; position += 1) {
      let index = order[position]!;
      let character = mirrored.get(index) ?? text[index]!;
      const code = text.charCodeAt(index);
      // A surrogate pair reversed in a right-to-left run: keep it whole.
      if (code >= 0xdc00 && code <= 0xdfff && order[position + 1] === index - 1) {
        index -= 1;
        character = text.slice(index, index + 2);
        position += 1;
      } else if (code >= 0xd800 && code <= 0xdbff) {
        character = text.slice(index, index + 2);
        position += 1;
      }
      const subset = lineSubsets[index - start]!;
      const level = levels.levels[index]!;
      const last = segments.at(-1);
      if (last && last.subset === subset && last.level === level) {
        last.text += character;
        last.first = Math.min(last.first, index);
      } else segments.push({ text: character, subset, first: index, level });
    }
    const widths = segments.map((segment) => widthOf(segment.text, { ...style }));
    const lineWidth = widths.reduce((sum, width) => sum + width, 0);
    let x = direction === 'rtl' ? box.x + box.width - lineWidth : box.x;
    const placed = segments.map((segment, index) => {
      const at = x;
      x += widths[index]!;
      return { ...segment, x: at };
    });
    // Written in logical order, so that a reader taking the text in content order (pdf.js) gets it as typed. A
    // reader that orders text by position (poppler's pdftotext, and with it many a search) rebuilds a line of
    // a mostly left-to-right page in visual runs: each run of right-to-left letters reversed, but the runs, split
    // at punctuation, left to right. For those the line is a span whose ActualText is the line as typed.
    const isBidi = placed.some((segment) => segment.level % 2 === 1);
    if (isBidi) doc.markContent('Span', { actual: actualTextOf(text.slice(start, end)) });
    for (const segment of placed.sort((a, b) => a.first - b.first)) {
      // fontkit lays out a Hebrew run right to left itself: hand it the run in logical order.
      const drawn = HEBREW_LETTER.test(segment.text) ? reversed(segment.text) : segment.text;
      doc
        .font(fontName(segment.subset, style.weight))
        .fontSize(style.size)
        .fillColor(style.color)
        .text(drawn, segment.x, baseline, { lineBreak: false, baseline: 'alphabetic', features: WHOLE_RUN });
    }
    if (isBidi) doc.endMarkedContent();
  }

  /**
   * Writes a text (line breaks start new lines) in the box [x, x + width] of the page, wrapped and in the
   * given direction (by default, its own). `onFirstLine` draws beside the first line (a clause's number).
   */
  function paragraph(
    text: string,
    style: Style,
    options: {
      indentStart?: number;
      direction?: Direction;
      gapAfter?: number;
      onFirstLine?: (baseline: number, direction: Direction) => void;
    } = {},
  ): void {
    const direction = options.direction ?? directionOf(text);
    const indent = options.indentStart ?? 0;
    const box = { x: direction === 'rtl' ? left : left + indent, width: right - left - indent };
    const lineHeight = lineHeightOf(style);
    let isFirst = true;
    for (const line of text.split('\n')) {
      const levels = bidi.getEmbeddingLevels(line, direction);
      for (const range of wrap(line, box.width, style)) {
        ensureSpace(lineHeight);
        const baseline = y + style.size;
        if (isFirst) options.onFirstLine?.(baseline, direction);
        isFirst = false;
        drawLine(line, levels, range, box, direction, style, baseline);
        y += lineHeight;
      }
    }
    y += options.gapAfter ?? 0;
  }

  /** A short text at the start or end of the line, at a baseline already placed (a clause's number). */
  function marker(text: string, style: Style, baseline: number, direction: Direction): void {
    const width = widthOf(text, style);
    const levels = bidi.getEmbeddingLevels(text, direction);
    const box = direction === 'rtl' ? { x: right - width, width } : { x: left, width };
    drawLine(text, levels, [0, text.length], box, direction, style, baseline);
  }

  return {
    paragraph,
    marker,
    widthOf,
    space(height: number) {
      y += height;
    },
    heading(text: string, direction: Direction = 'ltr') {
      ensureSpace(lineHeightOf(HEADING) + lineHeightOf(TEXT) * 2);
      y += 8;
      paragraph(text, HEADING, { direction, gapAfter: 4 });
    },
    /** Writes `text` at the foot of the current page. */
    footer(text: string, direction: Direction = 'ltr') {
      const levels = bidi.getEmbeddingLevels(text, direction);
      drawLine(text, levels, [0, text.length], { x: left, width: right - left }, direction, SMALL, PAGE.height - PAGE.margin + SMALL.size);
    },
  };
}

type Texts = ReturnType<typeof textsIn>;
const english = textsIn('en');

/** One line of the record of consent, in words (a change request's text is never part of it), in `t`'s language. */
export function describeEntry(entry: AgreementDocumentInput['record'][number], t: Texts = english): string {
  const number = entry.clauseNumber ?? '?';
  const clause = entry.clauseVersion ? t('pdf.clauseVersion', { number, version: entry.clauseVersion }) : t('pdf.clause', { number });
  const version = entry.agreementVersion;
  switch (entry.kind) {
    case 'clause_added':
      return t('pdf.entry.clauseAdded', { clause });
    case 'clause_edited':
      return t('pdf.entry.clauseEdited', { clause });
    case 'clause_removed':
      return t('pdf.entry.clauseRemoved', { clause });
    case 'clause_moved':
      return t('pdf.entry.clauseMoved', { number });
    case 'clause_accepted':
      return t('pdf.entry.clauseAccepted', { clause });
    case 'change_requested':
      return t('pdf.entry.changeRequested', { clause });
    case 'finalized':
      return t('pdf.entry.finalized', { version });
    case 'signed':
      return t('pdf.entry.signed', { version });
    case 'countersigned':
      return t('pdf.entry.countersigned', { version });
    case 'reopened':
      return t('pdf.entry.reopened', { version });
    default:
      return entry.kind satisfies never;
  }
}

/** A side's name in the record of consent. */
function sideName(side: Side, t: Texts): string {
  if (side === 'A') return t('pdf.side.A');
  return side === 'B' ? t('pdf.side.B') : t('pdf.side.M');
}

/**
 * A time as printed: to the second in `timeZone`, with the zone's name and its offset from UTC, for example
 * "2026-11-27 04:30:00 (Asia/Jerusalem, UTC+02:00)".
 */
export function printedTime(time: Date, timeZone = 'UTC'): string {
  const parts = Object.fromEntries(
    new Intl.DateTimeFormat('en-US', {
      timeZone,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
      hourCycle: 'h23',
      timeZoneName: 'longOffset',
    })
      .formatToParts(time)
      .map((part) => [part.type, part.value]),
  );
  // longOffset reads "GMT+02:00", or "GMT" at an offset of zero.
  const offset = parts.timeZoneName === 'GMT' ? '+00:00' : String(parts.timeZoneName).replace('GMT', '');
  const local = `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}:${parts.second}`;
  return timeZone === 'UTC' ? `${local} UTC` : `${local} (${timeZone}, UTC${offset})`;
}

/** The PDF of a signed agreement: made once, at the countersignature, and kept. */
export function renderAgreementPdf(input: AgreementDocumentInput): Promise<Uint8Array> {
  const { files } = loadFonts();
  const t = textsIn(input.language ?? 'en');
  // The document's own direction: its headings, labels and lines of record start at the right in Hebrew.
  const dir: Direction = input.language === 'he' ? 'rtl' : 'ltr';
  const doc = new PDFDocument({
    size: [PAGE.width, PAGE.height],
    margin: 0,
    bufferPages: true,
    info: {
      Title: t('pdf.documentTitle', { title: input.caseTitle }),
      Subject: t('pdf.documentSubject', { code: input.verificationCode }),
      Creator: 'Mediation platform',
      CreationDate: input.signedAt,
      ModDate: input.signedAt,
    },
  });
  for (const [name, file] of files) doc.registerFont(name, file);
  const chunks: Uint8Array[] = [];
  const done = new Promise<Uint8Array>((resolve, reject) => {
    doc.on('data', (chunk: Uint8Array) => chunks.push(chunk));
    doc.on('end', () => resolve(new Uint8Array(Buffer.concat(chunks))));
    doc.on('error', reject);
  });

  const page = pageWriter(doc);
  page.paragraph(t('pdf.title'), TITLE, { direction: dir, gapAfter: 6 });
  const facts: [string, string][] = [
    [t('pdf.case'), input.caseTitle],
    [t('pdf.caseCode'), input.caseCode],
    [t('pdf.partyA'), input.partiesA.join('; ')],
    [t('pdf.partyB'), input.partiesB.join('; ')],
    [t('pdf.mediator'), input.mediator],
    [t('pdf.version'), t('pdf.versionValue', { version: input.version, time: printedTime(input.finalizedAt, input.timeZone) })],
  ];
  const labelWidth = Math.max(...facts.map(([label]) => page.widthOf(`${label}:`, { ...TEXT, weight: 'bold' }))) + 8;
  for (const [label, value] of facts) {
    // A name in Hebrew keeps its own order, after the label.
    page.paragraph(value.replace(/\n/g, ' '), TEXT, {
      direction: dir,
      indentStart: labelWidth,
      onFirstLine: (baseline) => page.marker(`${label}:`, { ...TEXT, weight: 'bold' }, baseline, dir),
    });
  }

  page.heading(t('pdf.clauses'), dir);
  const numberWidth = page.widthOf(`${input.clauses.length}.`, { ...TEXT, weight: 'bold' }) + 10;
  input.clauses.forEach((clause, index) => {
    page.paragraph(clause, TEXT, {
      indentStart: numberWidth,
      gapAfter: 6,
      onFirstLine: (baseline, direction) => page.marker(`${index + 1}.`, { ...TEXT, weight: 'bold' }, baseline, direction),
    });
  });

  page.heading(t('pdf.signatures'), dir);
  for (const signature of input.signatures) {
    const role = signature.side === 'M' ? t('pdf.countersignature') : signature.side === 'A' ? t('pdf.partyA') : t('pdf.partyB');
    page.paragraph(t('pdf.signer', { role, name: signature.name }), { ...TEXT, weight: 'bold' }, { direction: dir });
    page.paragraph(t('pdf.signedAt', { time: printedTime(signature.signedAt, input.timeZone), digest: input.digest.slice(0, 16) }), SMALL, {
      direction: dir,
      gapAfter: 6,
    });
  }

  page.heading(t('pdf.recordOfConsent'), dir);
  for (const entry of input.record) {
    page.paragraph(
      `${printedTime(entry.at, input.timeZone)}  ${entry.name} (${sideName(entry.side, t)}) ${describeEntry(entry, t)}`,
      SMALL,
      {
        direction: dir,
      },
    );
  }

  page.heading(t('pdf.verification'), dir);
  page.paragraph(t('pdf.digest', { digest: input.digest }), TEXT, { direction: dir });
  page.paragraph(t('pdf.verificationCode', { code: input.verificationCode }), { ...TEXT, weight: 'bold' }, { direction: dir });
  page.paragraph(t('pdf.check', { url: input.verifyUrl }), TEXT, {
    direction: dir,
  });

  const range = doc.bufferedPageRange();
  for (let index = range.start; index < range.start + range.count; index += 1) {
    doc.switchToPage(index);
    page.footer(t('pdf.footer', { code: input.verificationCode, page: index - range.start + 1, count: range.count }), dir);
  }
  doc.end();
  return done;
}

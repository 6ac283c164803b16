/**
 * The canonical text of a finalized agreement: what its digest is computed over, so that the same agreement
 * always gives the same digest. It is, line by line (each line ends with one line feed, U+000A):
 *
 *   Settlement agreement
 *   Case: <case title>
 *   Case id: <case id>
 *   Version: <agreement version>
 *   Party A: <display names of side A's participants, in order of joining, separated by "; ">
 *   Party B: <the same for side B>
 *   Mediator: <the mediator's name>
 *   (an empty line)
 *   1. <first line of clause 1>
 *      <each further line of clause 1, indented by three spaces>
 *   2. <clause 2> ...
 *
 * Every value is normalized to Unicode NFC; carriage returns (CR LF or a lone CR) become line feeds; each
 * line loses its trailing white space; a title or name never holds a line break (its breaks become spaces).
 * The digest is the SHA-256 of the text's UTF-8 bytes, as 64 lower-case hexadecimal digits; the verification
 * code is its first 40 bits in Crockford's base 32, as two groups of four (e.g. `7F3K-M2QD`).
 */

export interface CanonicalAgreement {
  caseId: string;
  caseTitle: string;
  version: number;
  partiesA: string[];
  partiesB: string[];
  mediator: string;
  clauses: string[];
}

const normalize = (text: string) => text.normalize('NFC').replace(/\r\n?/g, '\n');
/** A one-line value: NFC, breaks as spaces, no white space at its ends. */
const oneLine = (text: string) => normalize(text).replace(/\n/g, ' ').trim();

export function canonicalText(agreement: CanonicalAgreement): string {
  const header = [
    'Settlement agreement',
    `Case: ${oneLine(agreement.caseTitle)}`,
    `Case id: ${oneLine(agreement.caseId)}`,
    `Version: ${agreement.version}`,
    `Party A: ${agreement.partiesA.map(oneLine).join('; ')}`,
    `Party B: ${agreement.partiesB.map(oneLine).join('; ')}`,
    `Mediator: ${oneLine(agreement.mediator)}`,
    '',
  ];
  const clauses = agreement.clauses.flatMap((clause, index) =>
    normalize(clause)
      .trim()
      .split('\n')
      .map((line, lineIndex) => (lineIndex === 0 ? `${index + 1}. ${line}` : `   ${line}`)),
  );
  return `${[...header, ...clauses].map((line) => line.trimEnd()).join('\n')}\n`;
}

const CROCKFORD = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** The short code printed beside the digest: its first 40 bits in Crockford's base 32, `XXXX-XXXX`. */
export function verificationCodeOf(digest: string): string {
  let bits = BigInt(`0x${digest.slice(0, 10)}`);
  let code = '';
  for (let index = 0; index < 8; index += 1) {
    code = CROCKFORD[Number(bits & 31n)]! + code;
    bits >>= 5n;
  }
  return `${code.slice(0, 4)}-${code.slice(4)}`;
}

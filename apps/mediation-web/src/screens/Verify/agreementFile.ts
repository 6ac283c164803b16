/** What /verify does with a chosen file before asking the server: checks that it can be an agreement's PDF and hashes it. */

/** The largest file the page reads: an agreement's PDF is far smaller, and a file is read whole into memory. */
export const AGREEMENT_FILE_MAX_BYTES = 20 * 1024 * 1024;

export type FileProblemKind = 'empty' | 'tooLarge' | 'notPdf' | 'noHashing';

/** A file the page will not check, and why (told to the person; nothing was sent). */
export class FileProblem extends Error {
  constructor(readonly kind: FileProblemKind) {
    super(kind);
    this.name = 'FileProblem';
  }
}

const PDF_SIGNATURE = [0x25, 0x50, 0x44, 0x46, 0x2d]; // "%PDF-"

/**
 * A file is taken as a PDF when it says it is one (its type or its name) or starts like one: so a PDF with
 * a changed byte, wherever it is, is still checked (and then matches no agreement) rather than refused.
 */
function isPdf(file: File, bytes: Uint8Array): boolean {
  if (file.type === 'application/pdf' || /\.pdf$/i.test(file.name)) return true;
  return PDF_SIGNATURE.every((byte, index) => bytes[index] === byte);
}

function hex(digest: ArrayBuffer): string {
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** The SHA-256 of a file the page accepts, as 64 lower-case hexadecimal digits; throws a FileProblem otherwise. */
export async function agreementFileDigest(file: File): Promise<string> {
  if (file.size === 0) throw new FileProblem('empty');
  if (file.size > AGREEMENT_FILE_MAX_BYTES) throw new FileProblem('tooLarge');
  // Web Crypto exists only in a secure context (HTTPS or localhost).
  if (!globalThis.crypto?.subtle) throw new FileProblem('noHashing');
  const bytes = new Uint8Array(await file.arrayBuffer());
  if (!isPdf(file, bytes)) throw new FileProblem('notPdf');
  return hex(await globalThis.crypto.subtle.digest('SHA-256', bytes));
}

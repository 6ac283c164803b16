import { createHash, randomBytes, randomInt } from 'node:crypto';
import { CASE_CODE_ALPHABET, LIMITS } from '@mediation/protocol';

const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A random id of letters and digits from a cryptographic source, so ids cannot be guessed from each other. */
export function randomId(length: number): string {
  let id = '';
  for (let index = 0; index < length; index += 1) id += ALPHABET[randomInt(ALPHABET.length)];
  return id;
}

/** A new case code: six characters of `CASE_CODE_ALPHABET` (capitals and digits without look-alikes). */
export function randomCaseCode(): string {
  let code = '';
  for (let index = 0; index < LIMITS.caseCodeLength; index += 1) code += CASE_CODE_ALPHABET[randomInt(CASE_CODE_ALPHABET.length)];
  return code;
}

export function randomToken(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 as 64 lower-case hexadecimal digits (of a text's UTF-8 bytes, or of bytes). */
export function sha256(data: string | Uint8Array): string {
  return createHash('sha256').update(data).digest('hex');
}

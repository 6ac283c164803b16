/**
 * Text rules shared by every input schema: no NUL or other control characters (they break storage and
 * can disguise text), with tab and newline allowed in multi-line text such as messages.
 */
import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

// Control characters are exactly what these patterns are about.
/* eslint-disable no-control-regex */
/**
 * Matches text without any control character (C0, DEL or C1) and without the bidi controls: embeddings,
 * overrides and isolates (U+202A-U+202E, U+2066-U+2069), the invisible direction marks (U+200E, U+200F,
 * U+061C) and the Unicode line and paragraph separators (U+2028, U+2029). They can make a name, a title or a
 * clause read otherwise on screen and in the PDF than the text that is stored and hashed ("1000" shown for "0001").
 */
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/;
/** The same, but tab, line feed and carriage return are allowed (messages, notes, clauses: the bidi controls are not). */
export const MULTI_LINE_PATTERN =
  /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F\u061C\u200E\u200F\u2028\u2029\u202A-\u202E\u2066-\u2069]*$/;
/* eslint-enable no-control-regex */

/** True when the text holds a control character that `multiLine` (or, strictly, `singleLine`) refuses. */
export function hasControlCharacters(text: string, options: { multiLine?: boolean } = {}): boolean {
  return !(options.multiLine ? MULTI_LINE_PATTERN : SINGLE_LINE_PATTERN).test(text);
}

/** A one-line text field: names, titles, e-mails, ids, passwords. */
export const singleLine = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(SINGLE_LINE_PATTERN, { error: CONTROL_CHARACTERS_MESSAGE });

/** A multi-line text field: messages, notes, briefs. */
export const multiLine = (params?: Parameters<typeof z.string>[0]) =>
  z.string(params).regex(MULTI_LINE_PATTERN, { error: CONTROL_CHARACTERS_MESSAGE });

/**
 * Text rules shared by every input schema: no NUL or other control characters (they break storage and
 * can disguise text), with tab and newline allowed in multi-line text such as messages.
 */
import { z } from 'zod';

export const CONTROL_CHARACTERS_MESSAGE = 'Must not contain control characters';

// Control characters are exactly what these patterns are about.
/* eslint-disable no-control-regex */
/**
 * Matches text without any control character (C0, DEL or C1) and without the bidi embedding, override and
 * isolate controls (U+202A-U+202E, U+2066-U+2069), which can make a name or a title read backwards.
 */
export const SINGLE_LINE_PATTERN = /^[^\u0000-\u001F\u007F-\u009F\u202A-\u202E\u2066-\u2069]*$/;
/** Matches text whose only control characters are tab, line feed and carriage return. */
export const MULTI_LINE_PATTERN = /^[^\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]*$/;
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

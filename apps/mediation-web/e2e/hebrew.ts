import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, type Page } from '@playwright/test';
import { catalogDirs } from '../../../tools/i18n';

/**
 * The Hebrew of our catalogs, looked up by their English, so a test reads like the English one and finds
 * controls by the names a Hebrew reader hears. An English text that two catalogs translate differently is
 * refused: the test must then name the key (`heKey`).
 */
/** Every catalog of the product, found as `pnpm i18n` finds them: a new one needs no line here. */
const CATALOG_DIRS = catalogDirs(fileURLToPath(new URL('../../..', import.meta.url)));

type Catalog = Record<string, string>;

function read(dir: string, locale: 'en' | 'he'): Catalog {
  return JSON.parse(readFileSync(path.join(dir, `${locale}.json`), 'utf8')) as Catalog;
}

const english: Catalog = {};
const hebrew: Catalog = {};
for (const dir of CATALOG_DIRS) {
  Object.assign(english, read(dir, 'en'));
  Object.assign(hebrew, read(dir, 'he'));
}

/** Plain `{name}` placeholders only: a message with plural or select forms is named by key and filled here too. */
function fill(message: string, values: Record<string, string | number>): string {
  return message.replace(/\{(\w+)\}/g, (whole, name: string) => (name in values ? String(values[name]) : whole));
}

/** The Hebrew of one key. */
export function heKey(key: string, values: Record<string, string | number> = {}): string {
  const message = hebrew[key];
  if (message === undefined) throw new Error(`no Hebrew for the key ${key}`);
  return fill(message, values);
}

/** The Hebrew our catalogs give for this English message (placeholders as written in the catalog). */
export function he(message: string, values: Record<string, string | number> = {}): string {
  const found = new Set<string>();
  for (const [key, text] of Object.entries(english)) if (text === message && hebrew[key] !== undefined) found.add(hebrew[key]);
  if (found.size === 0) throw new Error(`no catalog has the English "${message}"`);
  if (found.size > 1) throw new Error(`"${message}" has ${found.size} Hebrew texts (${[...found].join(' / ')}): name its key`);
  return fill([...found][0]!, values);
}

/** A regular expression matching text exactly, for names that must not match a longer one. */
export const exactly = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`);

/** What Hebrew itself writes in Latin letters, and the language switch's "English" (each language named in itself). */
const LATIN_IN_HEBREW = ['PDF', 'SHA-256', 'English'];

/**
 * The page shows no English word of ours: every run of Latin letters in its text is one the test expects
 * (what people typed, e-mail addresses, the case code, a link, a fingerprint, a verification code) or one
 * Hebrew writes so.
 */
export async function expectNoEnglishOfOurs(page: Page, screen: string, allowed: readonly string[] = []) {
  const text = await page.locator('body').innerText();
  let rest = text;
  // Longest first, so an e-mail address goes before a name inside it.
  for (const part of [...allowed, ...LATIN_IN_HEBREW].sort((a, b) => b.length - a.length)) rest = rest.split(part).join(' ');
  rest = rest
    .replace(/\bhttps?:\/\/\S+/g, ' ')
    .replace(/\S+@\S+\.\S+/g, ' ')
    // A text's SHA-256 fingerprint and the agreement's verification code (B5M4-GNN7) are not words.
    .replace(/\b[0-9a-f]{16,}\b/g, ' ')
    .replace(/\b[A-Z0-9]{4}-[A-Z0-9]{4}\b/g, ' ');
  const words = [...new Set(rest.match(/[A-Za-z][A-Za-z'’-]*/g) ?? [])];
  // Each word with the line it stands in, so a failure says where to look.
  const lines = words.map(
    (word) =>
      rest
        .split('\n')
        .find((line) => line.includes(word))
        ?.trim() ?? word,
  );
  expect(lines, `English on ${screen}`).toEqual([]);
}

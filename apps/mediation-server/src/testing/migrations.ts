/** The shipped migrations cut at one of them, to make a database as an older build left it. */
import { cpSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const shipped = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'db', 'migrations');

/** Copies the shipped migrations up to and including `lastTag` into `scratch`, and answers that folder. */
export function migrationsUpTo(scratch: string, lastTag: string): string {
  const folder = path.join(scratch, `migrations-up-to-${lastTag}`);
  cpSync(shipped, folder, { recursive: true });
  const journalPath = path.join(folder, 'meta', '_journal.json');
  const journal = JSON.parse(readFileSync(journalPath, 'utf8')) as { entries: { tag: string }[] };
  const last = journal.entries.findIndex((entry) => entry.tag === lastTag);
  if (last < 0) throw new Error(`No shipped migration is tagged ${lastTag}.`);
  writeFileSync(journalPath, JSON.stringify({ ...journal, entries: journal.entries.slice(0, last + 1) }));
  return folder;
}

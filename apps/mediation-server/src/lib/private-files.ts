/**
 * Files only their owner reads: the embedded database's folder, the signing key and backups. Secrets sit in
 * them (password hashes, session ids, the key), so group and others get no access at all.
 */
import { chmodSync, closeSync, fchmodSync, lstatSync, mkdirSync, openSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { StartRefusal } from '../config';

/** Permission bits of group and others. */
const SHARED_BITS = 0o077;
const WRITABLE_BY_OTHERS = 0o022;

const modeText = (mode: number) => (mode & 0o777).toString(8).padStart(4, '0');

/** True when `child` is `parent` or lies inside it (after resolving both). */
export function isInside(child: string, parent: string): boolean {
  const relative = path.relative(path.resolve(parent), path.resolve(child));
  return relative === '' || (!relative.startsWith('..') && !path.isAbsolute(relative));
}

/** Removes group and others' access from every file and folder under `folder` (links are left alone); answers how many changed. */
export function tightenTree(folder: string): number {
  let changed = 0;
  const visit = (entry: string) => {
    let stats;
    try {
      stats = lstatSync(entry);
    } catch (error) {
      // Postgres removes files of its own (old WAL, temporary files): one gone is one less to tighten.
      if ((error as NodeJS.ErrnoException).code === 'ENOENT') return;
      throw error;
    }
    if (stats.isSymbolicLink()) return;
    if ((stats.mode & SHARED_BITS) !== 0) {
      chmodSync(entry, stats.mode & 0o700);
      changed += 1;
    }
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(folder);
  return changed;
}

/**
 * Makes the data folder (0700) or checks an existing one: one that group or others can write is refused,
 * since anyone could have changed the database in it; one they can only read is made private, with
 * everything in it. Answers how many entries were tightened.
 */
export function preparePrivateFolder(folder: string, name = 'DATA_DIR'): number {
  const absolute = path.resolve(folder);
  let stats;
  try {
    stats = statSync(absolute);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
    mkdirSync(absolute, { recursive: true, mode: 0o700 });
    // mkdir's mode passes through the umask; say it exactly.
    chmodSync(absolute, 0o700);
    return 0;
  }
  if (!stats.isDirectory()) throw new StartRefusal(`${name} ${absolute} is not a folder.`);
  if ((stats.mode & WRITABLE_BY_OTHERS) !== 0) {
    throw new StartRefusal(
      `${name} ${absolute} can be written by other users (mode ${modeText(stats.mode)}), so anyone could have changed the data in it; ` +
        `check its contents, make it yours alone with \`chmod -R go-rwx ${absolute}\` (or \`chmod 700 ${absolute}\`), then start again.`,
    );
  }
  return tightenTree(absolute);
}

/** Creates `file` empty with mode 0600 (or empties it and makes it 0600), for a program to write into. */
export function createPrivateFile(file: string) {
  const descriptor = openSync(file, 'w', 0o600);
  try {
    // An existing file keeps its mode through open; a backup must not stay readable because an old one was.
    fchmodSync(descriptor, 0o600);
  } finally {
    closeSync(descriptor);
  }
}

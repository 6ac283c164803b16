/** What a file's mode lets others do, for the tests of private files. */
import { lstatSync, readdirSync } from 'node:fs';
import path from 'node:path';

/** Every file and folder under `folder` (itself included) whose mode lets group or others in, with that mode. */
export function entriesOpenToOthers(folder: string): string[] {
  const found: string[] = [];
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if ((stats.mode & 0o077) !== 0) found.push(`${path.relative(folder, entry) || '.'} ${(stats.mode & 0o777).toString(8)}`);
    if (stats.isDirectory()) for (const name of readdirSync(entry)) visit(path.join(entry, name));
  };
  visit(folder);
  return found;
}

/**
 * `pnpm backup FILE` and `pnpm restore FILE`: the data of DATA_DIR or DATABASE_URL, as the server reads
 * them. FILE is taken relative to the folder the command was typed in.
 */
import path from 'node:path';
import { loadConfig } from '../config';
import { backup, restore } from './backup';

async function main() {
  const [command, fileArgument] = process.argv.slice(2);
  if ((command !== 'backup' && command !== 'restore') || !fileArgument) {
    console.error('Usage: pnpm backup FILE | pnpm restore FILE');
    process.exit(2);
  }
  // pnpm runs the script in the server's folder; the file is where the person typing meant it.
  const file = path.resolve(process.env.INIT_CWD ?? process.cwd(), fileArgument);
  // A backup and a restored folder hold password hashes and session ids: their owner's alone.
  process.umask(0o077);
  const config = loadConfig();
  if (command === 'backup') {
    const made = await backup(config, file);
    console.log(`Backed up the ${made.kind === 'pglite' ? 'embedded database' : 'PostgreSQL database'} to ${file} (${made.bytes} bytes).`);
  } else {
    const done = await restore(config, file);
    console.log(
      `Restored ${file} into the ${done.kind === 'pglite' ? `embedded database in ${path.resolve(config.DATA_DIR)}` : 'PostgreSQL database'}.`,
    );
  }
}

let isFinished = false;
// Work that stops waiting on nothing (the event loop empties) must not pass for a success.
process.on('beforeExit', () => {
  if (isFinished) return;
  console.error('The command stopped before it finished; nothing was written.');
  process.exit(1);
});
main()
  .then(() => {
    isFinished = true;
  })
  .catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });

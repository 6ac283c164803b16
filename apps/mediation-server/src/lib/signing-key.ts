/**
 * The key that signs every token. It is never kept in the database nor in DATA_DIR: a reader of a backup
 * must not be able to sign tokens the live server accepts. JWT_SECRET gives it (required in production);
 * otherwise a file beside the data folder holds a random key made on the first start.
 */
import { linkSync, mkdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { StartRefusal } from '../config';
import type { Config } from '../config';
import { randomToken } from './ids';
import { isInside } from './private-files';

/** Shorter than this, a key file was cut or edited by hand: refused rather than trusted. */
const MIN_KEY_LENGTH = 32;

/** Where the key file is: JWT_SECRET_FILE, or `<DATA_DIR>.jwt-secret` beside the data folder. */
export function signingKeyFileOf(config: Pick<Config, 'DATA_DIR' | 'JWT_SECRET_FILE'>): string {
  return path.resolve(config.JWT_SECRET_FILE ?? `${path.resolve(config.DATA_DIR)}.jwt-secret`);
}

/** Reads the key file, refusing one that others can read or that holds too little. */
function readKeyFile(file: string): string {
  const stats = statSync(file);
  if ((stats.mode & 0o077) !== 0) {
    throw new StartRefusal(
      `The signing key ${file} can be read by other users (mode ${(stats.mode & 0o777).toString(8)}): whoever read it can sign tokens. ` +
        `Delete it to make a new key (everyone signs in again), or make it private with \`chmod 600 ${file}\`.`,
    );
  }
  const key = readFileSync(file, 'utf8').trim();
  if (key.length < MIN_KEY_LENGTH)
    throw new StartRefusal(`The signing key ${file} holds fewer than ${MIN_KEY_LENGTH} characters; delete it to make a new key.`);
  return key;
}

/**
 * Creates the key file unless it exists. The key is written whole to a private temporary file and then
 * linked into place, which fails if the file exists: processes starting at once all read the one key that won.
 */
function createKeyFile(file: string) {
  mkdirSync(path.dirname(file), { recursive: true, mode: 0o700 });
  const draft = `${file}.${process.pid}.${randomToken().slice(0, 8)}.tmp`;
  writeFileSync(draft, `${randomToken()}\n`, { mode: 0o600, flag: 'wx' });
  try {
    linkSync(draft, file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  } finally {
    unlinkSync(draft);
  }
}

/** The key that signs tokens: JWT_SECRET, or the key file's (made on the first start outside production). */
export function signingSecretOf(config: Pick<Config, 'DATA_DIR' | 'JWT_SECRET' | 'JWT_SECRET_FILE' | 'NODE_ENV'>): string {
  if (config.JWT_SECRET) return config.JWT_SECRET;
  if (config.NODE_ENV === 'production') {
    throw new StartRefusal(
      'JWT_SECRET is not set: in production (NODE_ENV=production) the server needs it to sign tokens; set it to a long random value, the same for every process.',
    );
  }
  const file = signingKeyFileOf(config);
  if (isInside(file, config.DATA_DIR)) {
    throw new StartRefusal(
      `JWT_SECRET_FILE ${file} is inside DATA_DIR ${path.resolve(config.DATA_DIR)}: a backup of the data folder would carry the key. Put it elsewhere.`,
    );
  }
  try {
    return readKeyFile(file);
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  createKeyFile(file);
  return readKeyFile(file);
}

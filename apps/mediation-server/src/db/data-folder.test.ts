/**
 * The embedded database's folder (DATA_DIR) is its owner's alone: made 0700 with private files, refused when
 * others can write it, and made private when an older version left it readable by others.
 */
import { chmodSync, lstatSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { ADMIN, apiClient, startServer } from '../testing/harness';
import { entriesOpenToOthers } from '../testing/files';
import { login } from '../testing/world';

const scratch = mkdtempSync(path.join(tmpdir(), 'mediation-folder-'));
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** Gives every folder under `folder` `folderMode` and every file `fileMode`, as an older version left them. */
function chmodTree(folder: string, folderMode: number, fileMode: number) {
  const visit = (entry: string) => {
    const stats = lstatSync(entry);
    if (stats.isDirectory()) {
      chmodSync(entry, folderMode);
      for (const name of readdirSync(entry)) visit(path.join(entry, name));
    } else if (stats.isFile()) {
      chmodSync(entry, fileMode);
    }
  };
  visit(folder);
}

describe('the data folder of the embedded database', () => {
  it('is made 0700 and nothing in it is readable or writable by group or others, while the server runs and after it stops', async () => {
    const dataDir = path.join(scratch, 'fresh', 'data');
    const server = await startServer({ env: { DATA_DIR: dataDir }, drop: async () => {} });
    try {
      const api = apiClient(server.url);
      expect((await api('GET', '/auth/users/me/', { token: await login(api, ADMIN.email, ADMIN.password) })).status).toBe(200);
      expect(lstatSync(dataDir).mode & 0o777).toBe(0o700);
      expect(entriesOpenToOthers(dataDir)).toEqual([]);
    } finally {
      await server.close();
    }
    expect(entriesOpenToOthers(dataDir)).toEqual([]);
  }, 60_000);

  it('refuses to start on a folder that others can write, with a sentence naming the folder and the fix', async () => {
    const dataDir = path.join(scratch, 'open');
    const server = await startServer({ env: { DATA_DIR: dataDir }, drop: async () => {} });
    await server.close();
    chmodSync(dataDir, 0o777);
    const absolute = path.resolve(dataDir);
    await expect(startServer({ env: { DATA_DIR: dataDir }, drop: async () => {} })).rejects.toThrow(
      `DATA_DIR ${absolute} can be written by other users (mode 0777), so anyone could have changed the data in it; check its contents, make it yours alone with \`chmod -R go-rwx ${absolute}\``,
    );
    // Refused before the database opened: nothing in it changed mode, no server holds it.
    expect(lstatSync(dataDir).mode & 0o777).toBe(0o777);
    expect(readdirSync(dataDir)).not.toContain('mediation-server.pid');
  }, 60_000);

  it('makes private a folder an older version left readable by others, and serves its data', async () => {
    const dataDir = path.join(scratch, 'older');
    const first = await startServer({ env: { DATA_DIR: dataDir }, drop: async () => {} });
    await first.close();
    // What PGlite made under the usual umask 022: folders 0755, most files 0666.
    chmodTree(dataDir, 0o755, 0o666);
    const again = await startServer({ env: { DATA_DIR: dataDir }, drop: async () => {} });
    try {
      expect(entriesOpenToOthers(dataDir)).toEqual([]);
      const api = apiClient(again.url);
      expect((await api('GET', '/auth/users/me/', { token: await login(api, ADMIN.email, ADMIN.password) })).status).toBe(200);
    } finally {
      await again.close();
    }
  }, 60_000);
});

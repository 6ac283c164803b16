import { describe, expect, it } from 'vitest';
import type { CaseDetails, CaseListItem, User } from '@mediation/protocol';
import { apiClient, createStorage, DATABASE_KINDS, startServer } from '../testing/harness';
import { login } from '../testing/world';
import { Writable } from 'node:stream';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { TEST_JWT_SECRET } from '../testing/harness';
import { DEMO_MEDIATOR_EMAIL, demoCase, listenAndAnnounce } from './demo';

const DEMO_ENV = { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };

describe.each(DATABASE_KINDS)('demo mode on %s', (kind) => {
  it('creates a demo admin and a demo mediator with an open case in English and one in Hebrew on the first start only, printing both sign-ins once', async () => {
    const storage = await createStorage(kind);
    try {
      const first = await startServer(storage, DEMO_ENV);
      // What listenAndAnnounce prints once the server listens (the next test shows where it goes).
      const banner = first.app.demoSignIns ?? '';
      const credentials = [...banner.matchAll(/e-mail:\s+(\S+)[\s│]+password:\s+(\S+)/g)].map((match) => ({
        email: match[1]!,
        password: match[2]!,
      }));
      expect(credentials.map((entry) => entry.email)).toEqual(['admin@mediation.local', DEMO_MEDIATOR_EMAIL]);
      const api = apiClient(first.url);
      const adminToken = await login(api, credentials[0]!.email, credentials[0]!.password);
      expect((await api<User>('GET', '/auth/users/me/', { token: adminToken })).body.is_superuser).toBe(true);
      const token = await login(api, credentials[1]!.email, credentials[1]!.password);
      const me = await api<User>('GET', '/auth/users/me/', { token });
      expect(me.body).toMatchObject({ is_staff: true, is_superuser: false });
      const cases = await api<CaseListItem[]>('GET', '/session/case/get_mediator_cases/', { token, query: { userId: me.body.id } });
      expect(cases.body).toHaveLength(2);
      for (const language of ['en', 'he'] as const) {
        const { title, category } = demoCase(language);
        const listed = cases.body.find((item) => item.title === title);
        expect(listed).toMatchObject({ category, is_active: true, is_started: false });
        // Each case speaks its language: its e-mails and its agreement follow it.
        const details = await api<CaseDetails>('GET', `/session/case/${listed!.id}/`, { token });
        expect(details.body.language).toBe(language);
      }
      expect(demoCase('he').title).toBe('שכנים וגדר הגינה');
      await first.close();

      const second = await startServer(storage, DEMO_ENV);
      expect(second.app.demoSignIns).toBeUndefined();
      const again = apiClient(second.url);
      const stillTwo = await again<CaseListItem[]>('GET', '/session/case/get_mediator_cases/', {
        token: await login(again, credentials[1]!.email, credentials[1]!.password),
        query: { userId: me.body.id },
      });
      expect(stillTwo.body).toHaveLength(2);
      await second.close();
    } finally {
      await storage.drop();
    }
  });

  it('prints the sign-ins in a box after the listening line, not between log lines', async () => {
    const storage = await createStorage(kind);
    // One record of what reaches the screen, in order: the log lines and what is written beside them.
    const screen: string[] = [];
    const levels: number[] = [];
    const logStream = new Writable({
      write(chunk: Buffer, _encoding, callback) {
        const text = chunk.toString();
        // The box is written to the logger's destination as it is; every other chunk is a JSON log record.
        if (!text.trimStart().startsWith('{')) {
          screen.push(`box: ${text}`);
          return callback();
        }
        for (const line of text.split('\n').filter(Boolean)) {
          const record = JSON.parse(line) as { msg: string; level: number };
          screen.push(`log: ${record.msg}`);
          levels.push(record.level);
        }
        callback();
      },
    });
    const config = loadConfig({ PORT: '0', LOG_LEVEL: 'info', WEB_DIST: '', JWT_SECRET: TEST_JWT_SECRET, ...storage.env, ...DEMO_ENV });
    const app = await buildApp(config, { logStream });
    try {
      expect(screen.some((line) => line.includes('password:'))).toBe(false);
      await listenAndAnnounce(app, { port: 0, host: '127.0.0.1' });
      const listening = screen.findLastIndex((line) => line.startsWith('log: Server listening'));
      const box = screen.findIndex((line) => line.startsWith('box: '));
      expect(listening).toBeGreaterThan(-1);
      expect(box).toBe(screen.length - 1);
      expect(box).toBeGreaterThan(listening);
      const lines = screen[box]!.slice('box: '.length).trim().split('\n');
      expect(lines[0]).toMatch(/^┌─+┐$/);
      expect(lines.at(-1)).toMatch(/^└─+┘$/);
      expect(lines.slice(1, -1).every((line) => line.startsWith('│ ') && line.endsWith(' │') && line.length === lines[0]!.length)).toBe(
        true,
      );
      expect(lines.join('\n')).toContain('admin@mediation.local');
      expect(lines.join('\n')).toContain(DEMO_MEDIATOR_EMAIL);
      // No warning (pino level 40 and up) among the first start's log lines: the demo accounts are no failure.
      expect(screen.join('\n')).toContain('demo admin created');
      expect(levels.filter((level) => level >= 40)).toEqual([]);
    } finally {
      await app.close();
      await storage.drop();
    }
  });

  it('creates no demo mediator when ADMIN_EMAIL is set', async () => {
    const storage = await createStorage(kind);
    const server = await startServer(storage);
    try {
      const api = apiClient(server.url);
      const response = await api('POST', '/core/auth/token/', { body: { email: DEMO_MEDIATOR_EMAIL, password: 'anything-1' } });
      expect(response.status).toBe(401);
    } finally {
      await server.close();
      await storage.drop();
    }
  });
});

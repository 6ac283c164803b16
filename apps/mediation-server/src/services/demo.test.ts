import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CaseListItem, User } from '@mediation/protocol';
import { apiClient, createStorage, DATABASE_KINDS, startServer } from '../testing/harness';
import { login } from '../testing/world';
import { DEMO_CASE, DEMO_MEDIATOR_EMAIL } from './demo';

const DEMO_ENV = { ADMIN_EMAIL: '', ADMIN_PASSWORD: '' };

describe.each(DATABASE_KINDS)('demo mode on %s', (kind) => {
  afterEach(() => vi.restoreAllMocks());

  it('creates a demo admin and a demo mediator with one open case on the first start only, printing both sign-ins once', async () => {
    const storage = await createStorage(kind);
    const printed: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk));
      return true;
    });
    try {
      const first = await startServer(storage, DEMO_ENV);
      const banner = printed.join('');
      const credentials = [...banner.matchAll(/e-mail:\s+(\S+)\s+password:\s+(\S+)/g)].map((match) => ({ email: match[1]!, password: match[2]! }));
      expect(credentials.map((entry) => entry.email)).toEqual(['admin@mediation.local', DEMO_MEDIATOR_EMAIL]);
      const api = apiClient(first.url);
      const adminToken = await login(api, credentials[0]!.email, credentials[0]!.password);
      expect((await api<User>('GET', '/auth/users/me/', { token: adminToken })).body.is_superuser).toBe(true);
      const token = await login(api, credentials[1]!.email, credentials[1]!.password);
      const me = await api<User>('GET', '/auth/users/me/', { token });
      expect(me.body).toMatchObject({ is_staff: true, is_superuser: false });
      const cases = await api<CaseListItem[]>('GET', '/session/case/get_mediator_cases/', { token, query: { userId: me.body.id } });
      expect(cases.body).toHaveLength(1);
      expect(cases.body[0]).toMatchObject({ title: DEMO_CASE.title, category: DEMO_CASE.category, is_active: true, is_started: false });
      await first.close();

      printed.length = 0;
      const second = await startServer(storage, DEMO_ENV);
      expect(printed.join('')).not.toMatch(/password:/);
      const again = apiClient(second.url);
      const stillOne = await again<CaseListItem[]>('GET', '/session/case/get_mediator_cases/', { token: await login(again, credentials[1]!.email, credentials[1]!.password), query: { userId: me.body.id } });
      expect(stillOne.body).toHaveLength(1);
      await second.close();
    } finally {
      vi.restoreAllMocks();
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

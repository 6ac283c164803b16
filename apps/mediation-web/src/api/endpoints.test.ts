import { describe, expect, it, vi } from 'vitest';
import { PATHS } from '@mediation/protocol';
import { createEndpoints } from './endpoints';
import { createHttpClient } from './httpClient';

describe('the cookie routes', () => {
  it('are called with a JSON body, which the server requires (a cross-site form cannot send one)', async () => {
    const fetch = vi.fn(async (..._args: unknown[]) => new Response('{}', { status: 200 }));
    const api = createEndpoints(createHttpClient({ fetch, getToken: () => undefined }));
    await api.auth.refreshStaff();
    await api.auth.refreshParty();
    await api.auth.logout();
    const calls = fetch.mock.calls as [string, RequestInit][];
    expect(calls.map(([url]) => url)).toEqual([`/api${PATHS.tokenRefresh}`, `/api${PATHS.partyRefresh}`, `/api${PATHS.logout}`]);
    for (const [, init] of calls) {
      expect(init.headers).toMatchObject({ 'content-type': 'application/json' });
      expect(init.body).toBe('{}');
    }
  });
});

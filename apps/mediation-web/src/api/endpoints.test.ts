import { describe, expect, it, vi } from 'vitest';
import { API_BASE, ROUTES } from '@mediation/protocol/contract';
import { createCall, createEndpoints } from './endpoints';
import { createHttpClient } from './httpClient';

function recordingFetch() {
  const fetch = vi.fn(async (..._args: unknown[]) => new Response('{}', { status: 200 }));
  const sent = () =>
    (fetch.mock.calls as [string, RequestInit][]).map(([url, init]) => ({
      url,
      method: init.method,
      headers: init.headers as Record<string, string>,
      body: init.body,
    }));
  return { fetch, sent };
}

describe('the cookie routes', () => {
  it('are called with a JSON body, which the server requires (a cross-site form cannot send one)', async () => {
    const { fetch, sent } = recordingFetch();
    const api = createEndpoints(createHttpClient({ fetch, getToken: () => undefined }));
    await api.auth.refreshStaff();
    await api.auth.refreshParty();
    await api.auth.logout();
    expect(sent().map(({ url }) => url)).toEqual([
      `${API_BASE}${ROUTES.tokenRefresh.path}`,
      `${API_BASE}${ROUTES.partyRefresh.path}`,
      `${API_BASE}${ROUTES.logout.path}`,
    ]);
    for (const { headers, body } of sent()) {
      expect(headers).toMatchObject({ 'content-type': 'application/json' });
      expect(body).toBe('{}');
    }
  });
});

describe('call', () => {
  it("sends a route at the contract's method and path, its parameters filled in and encoded, its query and body", async () => {
    const { fetch, sent } = recordingFetch();
    const call = createCall(createHttpClient({ fetch, getToken: () => 'session' }));
    await call('joinDecision', { params: { id: 'CASE1', request_id: 'a/b' }, body: { decision: 'admit' } });
    await call('caseMessages', { params: { id: 'CASE1' }, query: { page: 2 } });
    expect(sent().map(({ url, method, body }) => ({ url, method, body }))).toEqual([
      { url: '/api/session/case/CASE1/join-requests/a%2Fb/', method: 'POST', body: '{"decision":"admit"}' },
      { url: '/api/session/case/CASE1/messages/?page=2', method: 'GET', body: undefined },
    ]);
  });

  it("sends the session's token to a route that needs one, none to a route anyone may call unless the call brings its own", async () => {
    const { fetch, sent } = recordingFetch();
    const call = createCall(createHttpClient({ fetch, getToken: () => 'session' }));
    await call('mediators');
    await call('caseByCode', { query: { link_id: 'AbC123' } });
    await call('joinStatus', { params: { request_id: 'r1' }, token: 'request-token' });
    await call('caseById', { params: { id: 'CASE1' }, query: { link_id: 'AbC123' }, anonymous: true });
    expect(sent().map(({ headers }) => headers.authorization)).toEqual(['JWT session', undefined, 'JWT request-token', undefined]);
  });
});

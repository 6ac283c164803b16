/**
 * What an operator reads: one JSON line per request (request id, method, route, status, duration), the
 * id echoed in `x-request-id`, and nothing personal: no body, no e-mail, no code, no token, no case title.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { ADMIN, apiClient, logRecorder, TEST_JWT_SECRET } from '../testing/harness';
import type { Api } from '../testing/harness';
import { createCase, createMediator, login } from '../testing/world';

describe('request log lines', () => {
  const { stream, records: lines } = logRecorder();
  const dataDir = mkdtempSync(path.join(tmpdir(), 'mediation-log-'));
  let close: () => Promise<void>;
  let api: Api;

  beforeAll(async () => {
    const config = loadConfig({
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_DIST: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      JWT_SECRET: TEST_JWT_SECRET,
    });
    const app = await buildApp(config, { logStream: stream });
    await app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = app.server.address() as { port: number };
    api = apiClient(`http://127.0.0.1:${port}`);
    close = () => app.close();
  }, 60_000);
  afterAll(async () => {
    await close?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  const linesOf = (requestId: string | null) => lines.filter((line) => line.reqId === requestId);

  it('writes one line per request with its id, route, status and duration, and echoes the id', async () => {
    const signIn = await api<{ access: string }>('POST', '/core/auth/token/', { body: ADMIN });
    const requestId = signIn.headers.get('x-request-id');
    expect(requestId).toMatch(/^[0-9a-f-]{36}$/);
    const own = linesOf(requestId);
    expect(own).toHaveLength(1);
    expect(own[0]).toMatchObject({ msg: 'request', method: 'POST', route: '/api/core/auth/token/', status: 200, address: '127.0.0.1' });
    expect(typeof own[0]!.durationMs).toBe('number');

    const refused = await api('GET', '/auth/users/me/');
    expect(linesOf(refused.headers.get('x-request-id'))).toEqual([expect.objectContaining({ route: '/api/auth/users/me/', status: 401 })]);
  });

  it('keeps bodies, e-mails, codes and tokens out of every line', async () => {
    const { body } = await api<{ access: string }>('POST', '/core/auth/token/', { body: ADMIN });
    await api('GET', '/session/get_case_full_id/', { query: { link_id: 'ZQ7XK2' }, token: body.access });
    await api('GET', '/users/client/', { query: { email: 'secret.person@example.com', link_id: 'ZQ7XK2' } });
    const requestLines = JSON.stringify(lines.filter((line) => line.reqId !== undefined));
    for (const secret of [ADMIN.email, ADMIN.password, 'secret.person', 'ZQ7XK2', body.access]) expect(requestLines).not.toContain(secret);
    // Nor anywhere else: the start-up's "admin account created" names the account by its id.
    const everything = JSON.stringify(lines);
    for (const secret of [ADMIN.email, ADMIN.password, 'secret.person', 'ZQ7XK2', body.access]) expect(everything).not.toContain(secret);
    expect(lines).toContainEqual(expect.objectContaining({ msg: 'admin account created', userId: expect.any(Number) }));
  });

  it('logs an e-mail kept in the outbox by its id, never its subject with the case title or its addresses', async () => {
    const adminToken = await login(api, ADMIN.email, ADMIN.password);
    const mediator = await createMediator(api, adminToken, 'Logan');
    const row = await createCase(api, mediator.token, mediator.id, 'Orchard boundary of the Tal family');
    const sent = await api('POST', '/session/send-invite-email/', {
      token: mediator.token,
      body: { case_id: row.id, email: 'invited.person@example.com', side: 'A' },
    });
    expect(sent.status).toBe(202);
    const stored = lines.filter((line) => line.msg === 'e-mail stored in outbox (no SMTP_URL)');
    expect(stored).toEqual([expect.objectContaining({ outboxId: expect.any(Number) })]);
    const everything = JSON.stringify(lines);
    for (const secret of ['Orchard boundary', 'invited.person', mediator.email]) expect(everything).not.toContain(secret);
  });
});

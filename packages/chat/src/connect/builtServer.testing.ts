/**
 * The built server for the connect layer's tests (ChatClient.server.test.ts): started as a child process on a
 * free port with a fresh data folder, its REST calls, a case with its people, and a network door to shut.
 */
import type { ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import net from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runServer } from '@mediation/test-harness/processes';
import { expect } from 'vitest';

export const ADMIN = { email: 'admin@chat.test', password: 'admin-password-1' };

export async function api<T>(
  method: string,
  route: string,
  body: unknown,
  token: string | undefined,
  base: string,
): Promise<{ status: number; body: T }> {
  const response = await fetch(`${base}/api${route}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { Authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: (text ? JSON.parse(text) : {}) as T };
}

export async function login(email: string, password: string, base: string) {
  const response = await api<{ access: string }>('POST', '/core/auth/token/', { email, password }, undefined, base);
  expect(response.status).toBe(200);
  return response.body.access;
}

/**
 * A TCP door between a client and the server that the test can shut: while shut, connections are cut and
 * every new one is dropped at once (a network that is gone); opened again, they pass.
 */
export async function networkDoor(baseUrl: string) {
  const target = new URL(baseUrl);
  const open = new Set<net.Socket>();
  let isShut = false;
  const door = net.createServer((incoming) => {
    if (isShut) return incoming.destroy();
    const outgoing = net.connect(Number(target.port), target.hostname);
    open.add(incoming).add(outgoing);
    const end = () => {
      incoming.destroy();
      outgoing.destroy();
      open.delete(incoming);
      open.delete(outgoing);
    };
    incoming.on('error', end).on('close', end).pipe(outgoing);
    outgoing.on('error', end).on('close', end).pipe(incoming);
  });
  await new Promise<void>((resolve) => door.listen(0, '127.0.0.1', resolve));
  const { port } = door.address() as net.AddressInfo;
  let dropped = 0;
  door.on('connection', () => {
    if (isShut) dropped += 1;
  });
  return {
    url: `http://127.0.0.1:${port}`,
    shut() {
      isShut = true;
      for (const socket of open) socket.destroy();
    },
    open() {
      isShut = false;
    },
    /** Connection attempts dropped while shut. */
    get dropped() {
      return dropped;
    },
    close: () => new Promise((resolve) => door.close(resolve)),
  };
}

/** A party asks to join with the case's code and the mediator (`deciding`) admits it: its party token. */
export async function joinParty(link: string, side: 'A' | 'B', name: string, deciding: { token: string; caseId: string; base: string }) {
  const request = await api<{ request_id: string; request_token: string }>(
    'POST',
    '/session/join/',
    { link_id: link, side, email: `${name.toLowerCase()}@chat.test`, first_name: name, last_name: 'Party' },
    undefined,
    deciding.base,
  );
  expect(request.status).toBe(202);
  const decided = await api(
    'POST',
    `/session/case/${deciding.caseId}/join-requests/${request.body.request_id}/`,
    { decision: 'admit' },
    deciding.token,
    deciding.base,
  );
  expect(decided.status).toBe(200);
  const admitted = await fetch(`${deciding.base}/api/session/join/${request.body.request_id}/`, {
    headers: { Authorization: `JWT ${request.body.request_token}` },
  });
  return ((await admitted.json()) as { access: string }).access;
}

/** Starts the built server on a free port with a fresh data folder; `env` adds to or overrides its settings. */
export async function startServer(env: Record<string, string> = {}): Promise<{ url: string; process: ChildProcess; dataDir: string }> {
  const folder = mkdtempSync(path.join(tmpdir(), 'chat-connect-'));
  const server = runServer(
    {
      PORT: '0',
      DATA_DIR: folder,
      DATABASE_URL: '',
      REDIS_URL: '',
      ADMIN_EMAIL: ADMIN.email,
      ADMIN_PASSWORD: ADMIN.password,
      SOCKET_EVENTS_PER_10S: '1000',
      ...env,
    },
    { built: true },
  );
  const url = await server.ready;
  return { url, process: server.child, dataDir: folder };
}

export async function stopServer(child: ChildProcess | undefined, folder: string) {
  child?.kill('SIGTERM');
  await new Promise((resolve) => (!child || child.exitCode !== null ? resolve(undefined) : child.once('exit', resolve)));
  if (folder) rmSync(folder, { recursive: true, force: true });
}

/** A mediator with one started case on the server at `base`: the mediator's token, its id, the case and its code. */
export async function startedCase(mediatorEmail: string, base: string) {
  const admin = await login(ADMIN.email, ADMIN.password, base);
  const created = await api<{ user: { id: number } }>(
    'POST',
    '/users/mediator/',
    {
      user: { email: mediatorEmail, password: 'noa-password-1', first_name: 'Noa', last_name: 'Mediator', username: '' },
      phone: '+972501234567',
      education: 'LLB',
      relevant_experience: '10 years',
      certification_course: true,
      address: 'Haifa',
    },
    admin,
    base,
  );
  expect(created.status).toBe(201);
  const token = await login(mediatorEmail, 'noa-password-1', base);
  const row = await api<{ id: string; link: string }>(
    'POST',
    '/session/case/',
    { title: 'Fence', category: 'neighbors', sub_category: 'Property', problem_brief: 'A fence.', mediator: created.body.user.id },
    token,
    base,
  );
  expect((await api('POST', '/session/set_case_full_id/', { case_id: row.body.id, link_id: row.body.link }, token, base)).status).toBe(200);
  return { token, id: created.body.user.id, caseId: row.body.id, link: row.body.link };
}

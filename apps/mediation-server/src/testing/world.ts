/** A populated world for tests: admin, two mediators with a started case each, and their parties. */
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, expect } from 'vitest';
import type { CaseDetails, JoinDecisionResponse, JoinStatusResponse, JoinWaitingResponse, Mediator } from '@mediation/protocol';
import { ADMIN, apiClient, createStorage, startServer } from './harness';
import type { Api, DatabaseKind, Storage, TestServer } from './harness';
import { startNginx } from '@mediation/test-harness/nginx';
import type { Nginx } from '@mediation/test-harness/nginx';

export interface PartyFixture {
  id: number;
  email: string;
  token: string;
}

export interface World {
  adminToken: string;
  mediator: { id: number; email: string; password: string; token: string };
  otherMediator: { id: number; email: string; password: string; token: string };
  caseOne: CaseDetails;
  caseTwo: CaseDetails;
  partyA: PartyFixture;
  partyB: PartyFixture;
  otherParty: PartyFixture;
}

let counter = 0;

export async function login(api: Api, email: string, password: string): Promise<string> {
  const response = await api<{ access: string }>('POST', '/core/auth/token/', { body: { email, password } });
  expect(response.status).toBe(200);
  return response.body.access;
}

export async function createMediator(api: Api, adminToken: string, name: string) {
  counter += 1;
  const email = `${name}.${counter}@example.com`;
  const password = `${name}-password`;
  const response = await api<Mediator>('POST', '/users/mediator/', {
    token: adminToken,
    body: {
      user: { email, password, first_name: name, last_name: 'Mediator', username: '' },
      phone: '+972501234567',
      education: 'LLB',
      relevant_experience: '10 years',
      certification_course: true,
      address: 'Tel Aviv',
    },
  });
  expect(response.status).toBe(201);
  const token = await login(api, email, password);
  return { id: response.body.user.id, email, password, token };
}

export async function createCase(api: Api, token: string, mediatorId: number, title = 'Fence dispute') {
  const response = await api<CaseDetails>('POST', '/session/case/', {
    token,
    body: { title, category: 'neighbors', sub_category: 'Property', problem_brief: 'A fence.', mediator: mediatorId },
  });
  expect(response.status).toBe(201);
  return response.body;
}

export async function startCase(api: Api, token: string, row: CaseDetails) {
  const response = await api('POST', '/session/set_case_full_id/', {
    token,
    body: { case_id: row.id, link_id: row.link },
  });
  expect(response.status).toBe(200);
}

/** Asks to join a started case with its code: the request waits for the mediator. */
export async function requestJoin(
  api: Api,
  row: CaseDetails,
  side: 'A' | 'B',
  person: { email: string; first_name: string; last_name: string },
) {
  const response = await api<JoinWaitingResponse>('POST', '/session/join/', { body: { link_id: row.link, side, ...person } });
  expect(response.status).toBe(202);
  return response.body;
}

/** The mediator's decision on a waiting request, over REST. */
export async function decideJoin(api: Api, mediatorToken: string, row: CaseDetails, requestId: string, decision: 'admit' | 'refuse') {
  return api<JoinDecisionResponse>('POST', `/session/case/${row.id}/join-requests/${requestId}/`, {
    token: mediatorToken,
    body: { decision },
  });
}

/** What the waiting person learns, polling with its request token. */
export async function joinStatus(api: Api, request: JoinWaitingResponse) {
  return api<JoinStatusResponse>('GET', `/session/join/${request.request_id}/`, { token: request.request_token });
}

/** A party joins through the waiting room: it asks, the case's mediator admits it, it collects its token. */
export async function joinParty(api: Api, row: CaseDetails, side: 'A' | 'B', name: string, mediatorToken: string): Promise<PartyFixture> {
  counter += 1;
  const email = `${name.toLowerCase()}.${counter}@example.com`;
  const request = await requestJoin(api, row, side, { email, first_name: name, last_name: 'Party' });
  expect((await decideJoin(api, mediatorToken, row, request.request_id, 'admit')).status).toBe(200);
  const admitted = await joinStatus(api, request);
  expect(admitted.body.status).toBe('admitted');
  return { id: admitted.body.user!.id, email, token: admitted.body.access! };
}

export async function buildWorld(api: Api): Promise<World> {
  const adminToken = await login(api, ADMIN.email, ADMIN.password);
  const mediator = await createMediator(api, adminToken, 'Maya');
  const otherMediator = await createMediator(api, adminToken, 'Omer');
  const caseOne = await createCase(api, mediator.token, mediator.id, 'Fence dispute');
  const caseTwo = await createCase(api, otherMediator.token, otherMediator.id, 'Shop partners');
  await startCase(api, mediator.token, caseOne);
  await startCase(api, otherMediator.token, caseTwo);
  const partyA = await joinParty(api, caseOne, 'A', 'Dana', mediator.token);
  const partyB = await joinParty(api, caseOne, 'B', 'Eli', mediator.token);
  const otherParty = await joinParty(api, caseTwo, 'A', 'Gil', otherMediator.token);
  return { adminToken, mediator, otherMediator, caseOne, caseTwo, partyA, partyB, otherParty };
}

export interface WorldContext {
  server: TestServer;
  api: Api;
  world: World;
}

/**
 * Registers hooks that start a server on fresh storage of `kind` and populate a world before the
 * suite, and stop and drop it after. The returned object is filled in by the time tests run.
 */
export function useWorldServer(kind: DatabaseKind, env: Record<string, string> = {}): WorldContext {
  const context = {} as WorldContext;
  let storage: Storage | undefined;
  beforeAll(async () => {
    storage = await createStorage(kind);
    context.server = await startServer(storage, env);
    context.api = apiClient(context.server.url);
    context.world = await buildWorld(context.api);
  });
  afterAll(async () => {
    await context.server?.close();
    await storage?.drop();
  });
  return context;
}

/** Redis URLs to run the two-process suites with: they need Redis and one PostgreSQL database for both processes. */
export const SERVER_PAIR_REDIS: string[] = process.env.TEST_REDIS_URL && process.env.TEST_DATABASE_URL ? [process.env.TEST_REDIS_URL] : [];

export interface ServerPairContext {
  /** Cleared by a test that closes it itself (a killed process). */
  first: TestServer | undefined;
  second: TestServer;
  world: World;
  /** With `nginx`: Debian's nginx preferring the first process (the second stands by), and one preferring the second. */
  throughFirst: Nginx;
  throughSecond: Nginx;
}

/**
 * Registers hooks that start two server processes on one fresh PostgreSQL database, joined through Redis
 * under their own key prefix, with a world built through the first; both are stopped after the suite.
 */
export function useServerPair(redisUrl: string, env: Record<string, string> = {}, options: { nginx?: boolean } = {}): ServerPairContext {
  const context = {} as ServerPairContext;
  let storage: Storage | undefined;
  beforeAll(async () => {
    storage = await createStorage('postgres');
    const shared = { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: `mediation-test-${randomUUID()}`, ...env };
    context.first = await startServer(storage, shared);
    context.second = await startServer(storage, shared);
    if (options.nginx) {
      context.throughFirst = await startNginx([context.first.url, context.second.url]);
      context.throughSecond = await startNginx([context.second.url, context.first.url]);
    }
    context.world = await buildWorld(apiClient(context.first.url));
  });
  afterAll(async () => {
    await context.throughFirst?.close();
    await context.throughSecond?.close();
    await context.first?.close();
    await context.second?.close();
    await storage?.drop();
  });
  return context;
}

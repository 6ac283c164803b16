/** A populated world for tests: admin, two mediators with a started case each, and their parties. */
import { afterAll, beforeAll, expect } from 'vitest';
import type { CaseDetails, JoinResponse, Mediator } from '@mediation/protocol';
import { ADMIN, apiClient, createStorage, startServer } from './harness';
import type { Api, DatabaseKind, Storage, TestServer } from './harness';

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

export async function joinParty(api: Api, row: CaseDetails, side: 'A' | 'B', name: string): Promise<PartyFixture> {
  counter += 1;
  const email = `${name.toLowerCase()}.${counter}@example.com`;
  const created = await api<{ id: number }>('POST', '/users/client/', {
    body: { first_name: name, last_name: 'Party', email, link_id: row.link },
  });
  expect(created.status).toBe(201);
  const joined = await api<JoinResponse>('POST', '/session/join/', {
    body: { link_id: row.link, side, client_id: created.body.id },
  });
  expect(joined.status).toBe(200);
  return { id: created.body.id, email, token: joined.body.access };
}

export async function buildWorld(api: Api): Promise<World> {
  const adminToken = await login(api, ADMIN.email, ADMIN.password);
  const mediator = await createMediator(api, adminToken, 'Maya');
  const otherMediator = await createMediator(api, adminToken, 'Omer');
  const caseOne = await createCase(api, mediator.token, mediator.id, 'Fence dispute');
  const caseTwo = await createCase(api, otherMediator.token, otherMediator.id, 'Shop partners');
  await startCase(api, mediator.token, caseOne);
  await startCase(api, otherMediator.token, caseTwo);
  const partyA = await joinParty(api, caseOne, 'A', 'Dana');
  const partyB = await joinParty(api, caseOne, 'B', 'Eli');
  const otherParty = await joinParty(api, caseTwo, 'A', 'Gil');
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

import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@e2e.test', password: 'admin-password-1' };

let serial = 0;
/** A fresh e-mail for this run, so tests never meet each other's data. */
export const uniqueEmail = (name: string) => `${name}.${Date.now().toString(36)}${(serial += 1)}@e2e.test`;

/** Signs in through the sign-in form and waits for the role's dashboard. */
export async function signIn(page: Page, email: string, password: string, landing: RegExp) {
  await page.goto('/login');
  await page.getByRole('textbox', { name: 'Email' }).fill(email);
  await page.getByLabel('Password', { exact: false }).fill(password);
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page).toHaveURL(landing);
}

export async function apiToken(request: APIRequestContext, email: string, password: string): Promise<string> {
  const response = await request.post('/api/core/auth/token/', { data: { email, password } });
  expect(response.status()).toBe(200);
  return ((await response.json()) as { access: string }).access;
}

export interface MediatorAccount {
  id: number;
  email: string;
  password: string;
  first_name: string;
  last_name: string;
  token: string;
}

/** A mediator made through the API (for tests about other things than adding one). */
export async function createMediator(request: APIRequestContext, first_name = 'Maya', last_name = 'Cohen'): Promise<MediatorAccount> {
  const adminToken = await apiToken(request, ADMIN.email, ADMIN.password);
  const email = uniqueEmail(first_name.toLowerCase());
  const password = 'mediator-password-1';
  const response = await request.post('/api/users/mediator/', {
    headers: { authorization: `JWT ${adminToken}` },
    data: { user: { email, password, first_name, last_name }, phone: '+972501234567', address: 'Haifa', certification_course: true },
  });
  expect(response.status()).toBe(201);
  const id = ((await response.json()) as { user: { id: number } }).user.id;
  return { id, email, password, first_name, last_name, token: await apiToken(request, email, password) };
}

export interface CaseRef {
  id: string;
  link: string;
  title: string;
}

/** A case made through the API, started when asked (parties can then join it). */
export async function createCase(
  request: APIRequestContext,
  mediator: MediatorAccount,
  title: string,
  options: { start?: boolean } = {},
): Promise<CaseRef> {
  const headers = { authorization: `JWT ${mediator.token}` };
  const response = await request.post('/api/session/case/', {
    headers,
    data: { title, category: 'neighbors', sub_category: 'Fence', problem_brief: 'Where the fence should stand.', mediator: mediator.id },
  });
  expect(response.status()).toBe(201);
  const created = (await response.json()) as CaseRef;
  if (options.start) {
    const started = await request.post('/api/session/set_case_full_id/', { headers, data: { case_id: created.id, link_id: created.link } });
    expect(started.status()).toBe(200);
  }
  return created;
}

/** Fails with the list of axe violations (rule, impact, nodes) when the page has any. */
export async function expectNoAxeViolations(page: Page, screen: string) {
  const results = await new AxeBuilder({ page }).analyze();
  const violations = results.violations.map((violation) => ({
    rule: violation.id,
    impact: violation.impact,
    nodes: violation.nodes.map((node) => node.target.join(' ')).slice(0, 5),
  }));
  expect(violations, `axe violations on ${screen}`).toEqual([]);
}

/** A party's way through the entry flow, up to the waiting room. */
export async function askToJoin(page: Page, code: string, person: { side: 'A' | 'B'; email: string; first: string; last: string }) {
  await page.goto(`/client-login?case_code=${code}`);
  await page.getByRole('button', { name: `Side ${person.side}` }).click();
  await page.getByRole('textbox', { name: 'Email' }).fill(person.email);
  await page.getByRole('button', { name: 'Next' }).click();
  await page.getByRole('textbox', { name: 'First name' }).fill(person.first);
  await page.getByRole('textbox', { name: 'Last name' }).fill(person.last);
  await page.getByRole('button', { name: 'Join' }).click();
  await expect(page.getByRole('status').filter({ hasText: /^Waiting for the mediator/ })).toBeVisible();
}

/** The mediator's decision on the one waiting request of a case, through the API. */
export async function decideThroughApi(
  request: APIRequestContext,
  mediator: MediatorAccount,
  caseId: string,
  decision: 'admit' | 'refuse',
) {
  const headers = { authorization: `JWT ${mediator.token}` };
  await expect
    .poll(async () => ((await (await request.get(`/api/session/case/${caseId}/join-requests/`, { headers })).json()) as unknown[]).length)
    .toBe(1);
  const [waiting] = (await (await request.get(`/api/session/case/${caseId}/join-requests/`, { headers })).json()) as {
    request_id: string;
  }[];
  const response = await request.post(`/api/session/case/${caseId}/join-requests/${waiting!.request_id}/`, { headers, data: { decision } });
  expect(response.status()).toBe(200);
}

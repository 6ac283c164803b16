/** What the benchmarks share: the REST calls that populate a server, a bounded pool, and percentiles. */
import { randomUUID } from 'node:crypto';
import { BENCH_ADMIN } from './constants';

export async function call<T>(url: string, method: string, apiPath: string, body?: unknown, token?: string): Promise<T> {
  const response = await fetch(`${url}/api${apiPath}`, {
    method,
    headers: { 'content-type': 'application/json', ...(token ? { authorization: `JWT ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) throw new Error(`${method} ${apiPath}: ${response.status} ${await response.text()}`);
  return (await response.json()) as T;
}

/** Runs `work` over items with at most `limit` at a time. */
export async function pool<T, R>(items: T[], limit: number, work: (item: T, index: number) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  await Promise.all(
    Array.from({ length: Math.min(limit, items.length) }, async () => {
      while (next < items.length) {
        const index = next++;
        results[index] = await work(items[index]!, index);
      }
    }),
  );
  return results;
}

export function percentile(sorted: number[], fraction: number): number {
  if (sorted.length === 0) return Number.NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))]!;
}

export const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** A bench's setting: `--name=value` (BENCH_ dropped, lower case), else the environment's BENCH_NAME, else `fallback`. */
export function setting(name: string, fallback: string): string {
  const flag = process.argv.find((argument) => argument.startsWith(`--${name.toLowerCase().replace(/^bench_/, '')}=`));
  return flag?.split('=')[1] ?? process.env[name] ?? fallback;
}

/** The 1-minute load average past which a run is noisy: its timings show the machine's other work, not the server. */
export const NOISY_LOAD = 1.5;

/** The admin's token, and a new mediator made by the admin, signed in. */
export async function newMediator(url: string): Promise<{ adminToken: string; mediatorId: number; mediatorToken: string }> {
  const { access: adminToken } = await call<{ access: string }>(url, 'POST', '/core/auth/token/', BENCH_ADMIN);
  const email = `mediator.${randomUUID()}@bench.local`;
  const created = await call<{ user: { id: number } }>(
    url,
    'POST',
    '/users/mediator/',
    { user: { email, password: 'bench-password', first_name: 'Bench', last_name: 'Mediator' }, phone: '+972500000000' },
    adminToken,
  );
  const { access: mediatorToken } = await call<{ access: string }>(url, 'POST', '/core/auth/token/', { email, password: 'bench-password' });
  return { adminToken, mediatorId: created.user.id, mediatorToken };
}

/** A case of the mediator's, started. */
export async function startedCase(url: string, mediator: { mediatorId: number; mediatorToken: string }, title: string) {
  const row = await call<{ id: string; link: string }>(
    url,
    'POST',
    '/session/case/',
    { title, category: 'other', mediator: mediator.mediatorId },
    mediator.mediatorToken,
  );
  await call(url, 'POST', '/session/set_case_full_id/', { case_id: row.id, link_id: row.link }, mediator.mediatorToken);
  return row;
}

/** A party that asked through the waiting room and was admitted by the mediator: its id and token. */
export async function admittedParty(
  url: string,
  row: { id: string; link: string },
  side: 'A' | 'B',
  mediatorToken: string,
  name: { first: string; last: string },
): Promise<{ side: 'A' | 'B'; id: number; token: string }> {
  const asked = await call<{ request_id: string; request_token: string }>(url, 'POST', '/session/join/', {
    link_id: row.link,
    side,
    email: `party.${side}.${randomUUID()}@bench.local`,
    first_name: name.first,
    last_name: name.last,
  });
  await call(url, 'POST', `/session/case/${row.id}/join-requests/${asked.request_id}/`, { decision: 'admit' }, mediatorToken);
  // Its first poll after the admission carries the token.
  const joined = await call<{ status: string; access?: string; user?: { id: number } }>(
    url,
    'GET',
    `/session/join/${asked.request_id}/`,
    undefined,
    asked.request_token,
  );
  if (joined.status !== 'admitted' || !joined.access || !joined.user)
    throw new Error(`party ${side} of ${row.id} was not admitted: ${joined.status}`);
  return { side, id: joined.user.id, token: joined.access };
}

/**
 * TRUST_PROXY: the client's address comes from X-Forwarded-For only when the request arrives from a
 * named proxy. Anyone else who sends the header gets no bucket of its choosing: the sign-in limit counts
 * the real peer.
 */
import { describe, expect, it } from 'vitest';
import { apiClient, createStorage, startServer } from './testing/harness';

/** Status codes of sign-in attempts (wrong password), each sent with the given X-Forwarded-For. */
async function attempts(env: Record<string, string>, forwardedFor: string[]): Promise<number[]> {
  const storage = await createStorage('pglite');
  const server = await startServer(storage, { RATE_LIMIT_AUTH_PER_MIN: '3', ...env });
  try {
    const api = apiClient(server.url);
    const statuses: number[] = [];
    for (const address of forwardedFor) {
      const answer = await api('POST', '/core/auth/token/', {
        body: { email: 'nobody@example.com', password: 'wrong-password' },
        headers: { 'x-forwarded-for': address },
      });
      statuses.push(answer.status);
    }
    return statuses;
  } finally {
    await server.close();
    await storage.drop();
  }
}

const FOUR_CLIENTS = ['203.0.113.1', '203.0.113.2', '203.0.113.3', '203.0.113.4'];

describe('TRUST_PROXY', { timeout: 120_000 }, () => {
  it('unset: a client that sends X-Forwarded-For still shares one bucket with itself', async () => {
    expect(await attempts({}, FOUR_CLIENTS)).toEqual([401, 401, 401, 429]);
  });

  it('naming another address: the header of a peer that is not the proxy is ignored', async () => {
    expect(await attempts({ TRUST_PROXY: '10.0.0.1, 192.168.0.0/16' }, FOUR_CLIENTS)).toEqual([401, 401, 401, 429]);
  });

  it('naming the proxy: each client behind it has its own bucket', async () => {
    expect(await attempts({ TRUST_PROXY: '127.0.0.1' }, FOUR_CLIENTS)).toEqual([401, 401, 401, 401]);
  });

  it('naming the proxy: one client behind it is still limited', async () => {
    expect(await attempts({ TRUST_PROXY: '127.0.0.1' }, Array(4).fill('203.0.113.9'))).toEqual([401, 401, 401, 429]);
  });
});

/**
 * Limits that hold under concurrency: invitations per mediator and waiting requests per
 * address are counted and taken in one step, so requests that arrive together on two processes cannot all
 * pass a check that each of them alone would have passed.
 */
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { joinRequests } from './db/schema/index';
import { apiClient } from './testing/harness';
import { createCase, createMediator, SERVER_PAIR_REDIS, startCase, useServerPair } from './testing/world';

const INVITES_PER_HOUR = 30;
const JOIN_WAITING_PER_ADDRESS = 5;

describe.each(SERVER_PAIR_REDIS)('limits under concurrency over two processes (%s)', (redisUrl) => {
  const pair = useServerPair(redisUrl, {
    INVITES_PER_HOUR: String(INVITES_PER_HOUR),
    JOIN_WAITING_PER_ADDRESS: String(JOIN_WAITING_PER_ADDRESS),
  });
  const apis = () => [apiClient(pair.first!.url), apiClient(pair.second.url)];
  const tally = (statuses: number[]) =>
    statuses.reduce<Record<number, number>>((counts, status) => ({ ...counts, [status]: (counts[status] ?? 0) + 1 }), {});

  it('sends exactly INVITES_PER_HOUR of 45 invitations fired at once, round after round', async () => {
    const [first, second] = apis();
    for (let round = 0; round < 10; round += 1) {
      const mediator = await createMediator(first!, pair.world.adminToken, `Racer${round}`);
      const row = await createCase(first!, mediator.token, mediator.id, `Invite race ${round}`);
      const statuses = await Promise.all(
        Array.from({ length: 45 }, async (_, index) => {
          const api = index % 2 === 0 ? first! : second!;
          const sent = await api('POST', '/session/send-invite-email/', {
            token: mediator.token,
            body: { case_id: row.id, email: `race${round}.${index}@example.com`, side: index % 4 < 2 ? 'A' : 'B' },
          });
          return sent.status;
        }),
      );
      expect(tally(statuses), `round ${round}`).toEqual({ 202: INVITES_PER_HOUR, 429: 45 - INVITES_PER_HOUR });
    }
  }, 300_000);

  it('lets exactly JOIN_WAITING_PER_ADDRESS of 12 requests from one address wait, round after round', async () => {
    const [first, second] = apis();
    const { world } = pair;
    for (let round = 0; round < 20; round += 1) {
      const row = await createCase(first!, world.mediator.token, world.mediator.id, `Waiting race ${round}`);
      await startCase(first!, world.mediator.token, row);
      const statuses = await Promise.all(
        Array.from({ length: 12 }, async (_, index) => {
          const api = index % 2 === 0 ? first! : second!;
          const asked = await api('POST', '/session/join/', {
            body: {
              link_id: row.link,
              side: index % 2 === 0 ? 'A' : 'B',
              email: `wait${round}.${index}@example.com`,
              first_name: 'Wai',
              last_name: 'Ting',
            },
          });
          return asked.status;
        }),
      );
      expect(tally(statuses), `round ${round}`).toEqual({ 202: JOIN_WAITING_PER_ADDRESS, 429: 12 - JOIN_WAITING_PER_ADDRESS });
      const [stored] = await pair.second.app.db
        .select({ value: count() })
        .from(joinRequests)
        .where(and(eq(joinRequests.caseId, row.id), eq(joinRequests.status, 'waiting')));
      expect(stored?.value).toBe(JOIN_WAITING_PER_ADDRESS);
    }
  }, 300_000);
});

/**
 * A removal and the use of an invitation the removed person still holds, at the same moment on two
 * processes: whichever commits first, the person ends removed, with no live session in the case.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { partySessions } from './db/schema/index';
import { apiClient } from './testing/harness';
import { joinParty, SERVER_PAIR_REDIS, useServerPair } from './testing/world';

describe.each(SERVER_PAIR_REDIS)('removal against an invitation over two processes (%s)', (redisUrl) => {
  const pair = useServerPair(redisUrl);

  it('never leaves a removed person admitted, round after round', async () => {
    const first = apiClient(pair.first!.url);
    const second = apiClient(pair.second.url);
    const { world } = pair;
    for (let round = 0; round < 12; round += 1) {
      const party = await joinParty(first, world.caseOne, round % 2 === 0 ? 'A' : 'B', `Racer${round}`, world.mediator.token);
      const sent = await first<{ link?: string }>('POST', '/session/send-invite-email/', {
        token: world.mediator.token,
        body: { case_id: world.caseOne.id, email: party.email, side: round % 2 === 0 ? 'A' : 'B' },
      });
      expect(sent.status).toBe(202);
      const invite = new URL(sent.body.link!).searchParams.get('invite');
      const [removal] = await Promise.all([
        first('DELETE', `/session/case/${world.caseOne.id}/participants/${party.id}/`, { token: world.mediator.token }),
        second('POST', '/session/join/', { body: { invite } }),
      ]);
      expect(removal.status, `round ${round}`).toBe(204);
      const stored = await pair.second.app.repos.cases.findParticipant(world.caseOne.id, party.id);
      expect(stored?.removedAt, `round ${round}`).not.toBeNull();
      const live = await pair.second.app.db
        .select({ id: partySessions.id })
        .from(partySessions)
        .where(and(eq(partySessions.caseId, world.caseOne.id), eq(partySessions.userId, party.id), isNull(partySessions.revokedAt)));
      expect(live, `round ${round}`).toEqual([]);
    }
  }, 300_000);
});

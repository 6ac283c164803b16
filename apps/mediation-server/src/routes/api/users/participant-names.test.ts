/**
 * No party takes the name of another person of its case: not when it renames itself, not when it asks to join
 * (the PDF and /verify print names as the signers'; "Maya Mediator" typed by a party must not read as the mediator).
 */
import { describe, expect, it } from 'vitest';
import type { Client, ErrorBody } from '@mediation/protocol';
import { DATABASE_KINDS } from '../../../testing/harness';
import { createCase, joinParty, startCase, useWorldServer } from '../../../testing/world';

const NAME_TAKEN = 'This name belongs to another person of this case: use your own name.';

describe.each(DATABASE_KINDS)("participants' names on %s", (kind) => {
  const context = useWorldServer(kind);

  async function runningCase() {
    const { api, world } = context;
    const row = await createCase(api, world.mediator.token, world.mediator.id, 'Names');
    await startCase(api, world.mediator.token, row);
    const partyA = await joinParty(api, row, 'A', 'Dana', world.mediator.token);
    const partyB = await joinParty(api, row, 'B', 'Eli', world.mediator.token);
    return { row, partyA, partyB };
  }

  it("refuses a party's rename to the mediator's or the other party's name, however cased or spaced", async () => {
    const { row, partyA } = await runningCase();
    const rename = (first_name: string, last_name: string) =>
      context.api<ErrorBody | Client>('PATCH', `/users/client/${partyA.id}/`, {
        token: partyA.token,
        body: { id: partyA.id, first_name, last_name, email: partyA.email },
      });
    for (const [first, last] of [
      ['Maya', 'Mediator'],
      ['maya ', ' MEDIATOR'],
      ['Eli', 'Party'],
    ]) {
      const refused = await rename(first!, last!);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ detail: NAME_TAKEN });
    }
    expect((await rename('Dana', 'Levi')).status).toBe(200);
    const participants = await context.server.app.repos.cases.listParticipants(row.id);
    expect(participants.find((person) => person.user_id === partyA.id)?.displayName).toBe('Dana Levi');
    // Its own name again is no one else's.
    expect((await rename('Dana', 'Party')).status).toBe(200);
  });

  it("refuses a request to join under the mediator's or a participant's name", async () => {
    const { row } = await runningCase();
    const ask = (first_name: string, last_name: string) =>
      context.api<ErrorBody>('POST', '/session/join/', {
        body: { link_id: row.link, side: 'B', email: `someone.${first_name.trim()}@example.com`, first_name, last_name },
      });
    for (const [first, last] of [
      ['Maya', 'Mediator'],
      ['DANA', 'party'],
    ]) {
      const refused = await ask(first!, last!);
      expect(refused.status).toBe(400);
      expect(refused.body).toMatchObject({ detail: NAME_TAKEN });
    }
    expect((await ask('Noa', 'Party')).status).toBe(202);
  });
});

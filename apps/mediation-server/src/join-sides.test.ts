/**
 * Issue 17, points 1 and 8: one person is never on both sides of a case (admissions and invitations
 * raced over two processes), the side always comes from the stored participant, the waiting room tells
 * the mediator enough to refuse an impostor, the mediator removes a party, and a waiting person cancels.
 */
import { decodeJwt } from 'jose';
import { and, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type {
  ChatMessage,
  JoinDecisionResponse,
  JoinRequestItem,
  JoinResponse,
  JoinStatusResponse,
  JoinWaitingResponse,
} from '@mediation/protocol';
import { invites, participants, partySessions } from './db/schema/index';
import { randomToken, sha256 } from './lib/ids';
import { apiClient } from './testing/harness';
import type { Api } from './testing/harness';
import { connect, connectError, disconnected } from './testing/sockets';
import type { TestClient } from './testing/sockets';
import { roomMsg, send } from './testing/rooms';
import {
  createCase,
  decideJoin,
  joinStatus,
  requestJoin,
  SERVER_PAIR_REDIS,
  startCase,
  useServerPair,
  useWorldServer,
} from './testing/world';
import type { World } from './testing/world';
import { DATABASE_KINDS } from './testing/harness';

const ROUNDS = 20;
let serial = 0;
const person = (name: string) => ({
  email: `${name.toLowerCase()}.${Date.now()}.${(serial += 1)}@example.com`,
  first_name: name,
  last_name: 'Tester',
});

const clients: TestClient[] = [];
afterAll(() => {
  for (const client of clients) client.close();
});
async function open(url: string, token: string, query: Record<string, string> = {}) {
  const client = await connect(url, { token, query });
  clients.push(client);
  return client;
}

/** The messages a party token may read, over a socket on `url`. */
async function readable(url: string, caseId: string, token: string): Promise<string[]> {
  const client = await open(url, token);
  const ack = await client.emit<{ messages: ChatMessage[] }>('history', { case_id: caseId });
  client.close();
  if (!ack.ok) throw new Error(`history refused: ${ack.error.message}`);
  return ack.messages.map((message) => message.message);
}

/** A started case of the world's mediator with a secret in group A and one in group B. */
async function caseWithSecrets(api: Api, url: string, world: World, title: string) {
  const row = await createCase(api, world.mediator.token, world.mediator.id, title);
  await startCase(api, world.mediator.token, row);
  const mediator = await open(url, world.mediator.token, { case_id: row.id });
  const worldOfCase = { ...world, caseOne: row };
  await send(mediator, roomMsg(worldOfCase, 'mediator', 'A', 'secret of group A'));
  await send(mediator, roomMsg(worldOfCase, 'mediator', 'B', 'secret of group B'));
  return { row, mediator };
}

function cookieOf(headers: Headers): string | undefined {
  return /party_session=([^;]+)/.exec(headers.get('set-cookie') ?? '')?.[1];
}

describe.each(SERVER_PAIR_REDIS)('one person on both sides, raced over two processes (%s)', (redisUrl) => {
  const pair = useServerPair(redisUrl, { INVITES_PER_HOUR: '1000' });

  it(`two requests of one e-mail, for A and for B, admitted at once (REST and socket, ${ROUNDS} rounds): at most one side, never both groups`, async () => {
    const { first, second, world } = pair;
    const one = apiClient(first!.url);
    const two = apiClient(second.url);
    const { row } = await caseWithSecrets(one, first!.url, world, 'Race of admissions');
    const mediatorOnSecond = await open(second.url, world.mediator.token, { case_id: row.id });
    const outcomes: string[] = [];
    for (let round = 0; round < ROUNDS; round += 1) {
      const who = person(`Racer${round}`);
      const [forA, forB] = await Promise.all([requestJoin(one, row, 'A', who), requestJoin(two, row, 'B', who)]);
      const viaSocket = round % 2 === 1;
      const admitB = viaSocket
        ? mediatorOnSecond
            .emit<JoinDecisionResponse>('decideJoin', { case_id: row.id, request_id: forB.request_id, decision: 'admit' })
            .then((ack) => ack.ok)
        : decideJoin(two, world.mediator.token, row, forB.request_id, 'admit').then((response) => response.status === 200);
      const [okA, okB] = await Promise.all([
        decideJoin(one, world.mediator.token, row, forA.request_id, 'admit').then((response) => response.status === 200),
        admitB,
      ]);
      const statuses = await Promise.all([joinStatus(one, forA), joinStatus(two, forB)]);
      const tokens = statuses
        .map((status) => status.body)
        .filter((body): body is JoinStatusResponse & { access: string } => body.access !== undefined);
      outcomes.push(`${okA ? 'A' : '-'}${okB ? 'B' : '-'}`);
      expect(tokens.length, `round ${round}: both sides were admitted`).toBeLessThanOrEqual(1);
      expect(okA && okB, `round ${round}`).toBe(false);
      const read = new Set<string>();
      for (const token of tokens) for (const message of await readable(second.url, row.id, token.access)) read.add(message);
      expect(read.has('secret of group A') && read.has('secret of group B'), `round ${round}: one person read both groups`).toBe(false);
      if (tokens[0]) {
        const [stored] = await first!.app.db
          .select()
          .from(participants)
          .where(and(eq(participants.caseId, row.id), eq(participants.userId, tokens[0].user!.id)));
        expect(tokens[0].side).toBe(stored?.side);
      }
    }
    // Every round admitted exactly one of the two.
    expect(outcomes.every((outcome) => outcome === 'A-' || outcome === '-B')).toBe(true);
  });

  it(`two invitations of one e-mail, for A and for B, used at once on two processes (${ROUNDS} rounds): one side only, never both groups`, async () => {
    const { first, second, world } = pair;
    const one = apiClient(first!.url);
    const two = apiClient(second.url);
    const { row } = await caseWithSecrets(one, first!.url, world, 'Race of invitations');
    for (let round = 0; round < ROUNDS; round += 1) {
      const { email } = person(`Invited${round}`);
      const tokens = { A: randomToken(), B: randomToken() };
      const expiresAt = new Date(Date.now() + 3_600_000);
      await first!.app.db.insert(invites).values([
        { caseId: row.id, mediatorId: world.mediator.id, email, side: 'A', tokenHash: sha256(tokens.A), expiresAt },
        { caseId: row.id, mediatorId: world.mediator.id, email, side: 'B', tokenHash: sha256(tokens.B), expiresAt },
      ]);
      const answers = await Promise.all([
        one<JoinResponse>('POST', '/session/join/', { body: { invite: tokens.A, first_name: `In${round}`, last_name: 'Vited' } }),
        two<JoinResponse>('POST', '/session/join/', { body: { invite: tokens.B, first_name: `In${round}`, last_name: 'Vited' } }),
      ]);
      // The first admission fixes the side. The other invitation is refused when the two truly race, and
      // admits on that same side when the first had already committed (a person keeps its stored side).
      const admitted = answers.filter((answer) => answer.status === 200);
      expect(admitted.length, `round ${round}: nobody admitted`).toBeGreaterThan(0);
      const sides = new Set(admitted.map((answer) => answer.body.side));
      expect([...sides], `round ${round}: admitted on both sides`).toHaveLength(1);
      for (const refused of answers.filter((answer) => answer.status !== 200)) {
        expect(refused.status).toBe(409);
        expect(JSON.stringify(refused.body)).toMatch(/already in this case on side [AB]/);
      }
      const [side] = [...sides];
      for (const answer of admitted) {
        const read = await readable(second.url, row.id, answer.body.access);
        expect(read).toContain(`secret of group ${side}`);
        expect(read).not.toContain(`secret of group ${side === 'A' ? 'B' : 'A'}`);
      }
    }
  });

  it('the mediator removes a party connected to the other process: its socket closes, its token and cookie are refused, it may ask again', async () => {
    const { first, second, world } = pair;
    const one = apiClient(first!.url);
    const two = apiClient(second.url);
    const row = await createCase(one, world.mediator.token, world.mediator.id, 'Removal');
    await startCase(one, world.mediator.token, row);
    const who = person('Removed');
    const request = await requestJoin(one, row, 'B', who);
    expect((await decideJoin(one, world.mediator.token, row, request.request_id, 'admit')).status).toBe(200);
    const admitted = await joinStatus(one, request);
    const token = admitted.body.access!;
    const userId = admitted.body.user!.id;
    const cookie = cookieOf(admitted.headers)!;
    const mediator = await open(first!.url, world.mediator.token, { case_id: row.id });
    const party = await open(second.url, token);
    const closed = disconnected(party);
    const told = party.waitFor<{ case_id: string }>('removed');

    // Nobody but the case's mediator removes; an unknown person is 404.
    expect((await one('DELETE', `/session/case/${row.id}/participants/${userId}/`, { token: world.otherMediator.token })).status).toBe(403);
    expect((await one('DELETE', `/session/case/${row.id}/participants/${userId}/`, { token })).status).toBe(403);
    expect(
      (await one('DELETE', `/session/case/${row.id}/participants/${world.otherParty.id}/`, { token: world.mediator.token })).status,
    ).toBe(404);

    expect((await one('DELETE', `/session/case/${row.id}/participants/${userId}/`, { token: world.mediator.token })).status).toBe(204);
    expect(await told).toEqual({ case_id: row.id });
    await closed;
    expect(await mediator.waitFor<{ user_id: number }>('participantRemoved', (payload) => payload.user_id === userId)).toMatchObject({
      case_id: row.id,
    });
    expect((await two('GET', '/auth/users/me/', { token })).status).toBe(401);
    expect((await one('GET', '/auth/users/me/', { token })).status).toBe(401);
    expect((await connectError(second.url, { token })).data?.code).toBe('unauthorized');
    const refresh = await fetch(`${second.url}/api/session/party/refresh/`, {
      method: 'POST',
      headers: { cookie: `party_session=${cookie}`, 'content-type': 'application/json', origin: second.url },
      body: '{}',
    });
    expect(refresh.status).toBe(401);
    expect((await one('DELETE', `/session/case/${row.id}/participants/${userId}/`, { token: world.mediator.token })).status).toBe(404);
    // Not listed any more, yet its side is kept: it asks again (for A), is filed under B, and the mediator sees who it was.
    const listed = await first!.app.repos.cases.listParticipants(row.id);
    expect(listed.map((entry) => entry.user_id)).not.toContain(userId);
    const again = await requestJoin(two, row, 'A', who);
    expect(again.side).toBe('B');
    const waiting = await one<JoinRequestItem[]>('GET', `/session/case/${row.id}/join-requests/`, { token: world.mediator.token });
    expect(waiting.body.find((item) => item.request_id === again.request_id)).toMatchObject({
      side: 'B',
      previous_side: 'B',
      was_admitted_before: true,
      connected_now: false,
      requests_count: 2,
    });
    expect((await decideJoin(two, world.mediator.token, row, again.request_id, 'admit')).status).toBe(200);
    const back = await joinStatus(one, again);
    expect(back.body).toMatchObject({ status: 'admitted', side: 'B' });
    expect((await one('GET', '/auth/users/me/', { token: back.body.access })).status).toBe(200);
  });
});

describe.each(DATABASE_KINDS)('the side comes from the stored participant, and the waiting room on %s', (kind) => {
  const context = useWorldServer(kind);

  async function admit(row: { id: string; link: string } & Parameters<typeof requestJoin>[1], side: 'A' | 'B', who = person('Party')) {
    const { api, world } = context;
    const request = await requestJoin(api, row, side, who);
    expect((await decideJoin(api, world.mediator.token, row, request.request_id, 'admit')).status).toBe(200);
    const admitted = await joinStatus(api, request);
    return { request, token: admitted.body.access!, userId: admitted.body.user!.id, cookie: cookieOf(admitted.headers)!, who };
  }

  it('a token whose session row says B while the participant row says A reads side A only, in the handshake and over REST', async () => {
    const { api, world, server } = context;
    const { row } = await caseWithSecrets(api, server.url, world, 'Session says B');
    const party = await admit(row, 'A');
    const sid = decodeJwt(party.token).sid as string;
    await server.app.db.update(partySessions).set({ side: 'B' }).where(eq(partySessions.id, sid));

    expect((await connectError(server.url, { token: party.token, query: { case_id: row.id, side: 'B' } })).data?.code).toBe('forbidden');
    const read = await readable(server.url, row.id, party.token);
    expect(read).toContain('secret of group A');
    expect(read).not.toContain('secret of group B');
    const principal = await server.app.tokens.verify(party.token);
    expect(principal).toMatchObject({ kind: 'party', side: 'A' });
    const refreshed = await fetch(`${server.url}/api/session/party/refresh/`, {
      method: 'POST',
      headers: { cookie: `party_session=${party.cookie}`, 'content-type': 'application/json', origin: server.url },
      body: '{}',
    });
    expect(refreshed.status).toBe(200);
    expect(((await refreshed.json()) as JoinResponse).side).toBe('A');
  });

  it('a returning person who picks the other side is filed under its own side, and the mediator sees the side, connection and requests', async () => {
    const { api, world, server } = context;
    const row = await createCase(api, world.mediator.token, world.mediator.id, 'Returning');
    await startCase(api, world.mediator.token, row);
    const alice = await admit(row, 'A', person('Alice'));
    const lookup = await api<{ side: string | null; first_name: string }>('GET', '/users/client/get_by_email/', {
      query: { email: alice.who.email, link_id: row.link },
    });
    expect(lookup.body).toMatchObject({ side: 'A', first_name: 'Alice' });
    const stranger = await api<{ side: string | null; first_name: string }>('GET', '/users/client/get_by_email/', {
      query: { email: 'nobody@example.com', link_id: row.link },
    });
    expect(stranger.body).toMatchObject({ side: null, first_name: '' });

    const connected = await open(server.url, alice.token);
    const asked = await requestJoin(api, row, 'B', alice.who);
    expect(asked.side).toBe('A');
    const list = await api<JoinRequestItem[]>('GET', `/session/case/${row.id}/join-requests/`, { token: world.mediator.token });
    const item = list.body.find((entry) => entry.request_id === asked.request_id)!;
    expect(item).toMatchObject({ side: 'A', previous_side: 'A', was_admitted_before: true, connected_now: true, requests_count: 2 });
    expect(Date.parse(item.first_requested_at)).toBeLessThanOrEqual(Date.parse(item.last_requested_at));
    // The mediator admits: no "already in this case on side A" any more, and she is on side A.
    expect((await decideJoin(api, world.mediator.token, row, asked.request_id, 'admit')).status).toBe(200);
    expect((await joinStatus(api, asked)).body).toMatchObject({ status: 'admitted', side: 'A' });
    connected.close();

    const newcomer = await requestJoin(api, row, 'B', person('New'));
    const again = await api<JoinRequestItem[]>('GET', `/session/case/${row.id}/join-requests/`, { token: world.mediator.token });
    expect(again.body.find((entry) => entry.request_id === newcomer.request_id)).toMatchObject({
      side: 'B',
      previous_side: null,
      was_admitted_before: false,
      connected_now: false,
      requests_count: 1,
    });
  });

  it('Cancel withdraws a waiting request with its token: the mediator hears it and no longer lists it', async () => {
    const { api, world, server } = context;
    const mediator = await open(server.url, world.mediator.token, { case_id: world.caseOne.id });
    const request: JoinWaitingResponse = await requestJoin(api, world.caseOne, 'A', person('Cancel'));
    expect((await api('DELETE', `/session/join/${request.request_id}/`)).status).toBe(401);
    expect((await api('DELETE', `/session/join/${request.request_id}/`, { token: 'z'.repeat(43) })).status).toBe(401);
    const heard = mediator.waitFor<{ request_id: string; status: string }>(
      'joinRequestDecided',
      (payload) => payload.request_id === request.request_id,
    );
    const withdrawn = await api('DELETE', `/session/join/${request.request_id}/`, { token: request.request_token });
    expect(withdrawn).toMatchObject({ status: 200, body: { request_id: request.request_id, status: 'withdrawn' } });
    expect(await heard).toMatchObject({ status: 'withdrawn', case_id: world.caseOne.id });
    const list = await api<JoinRequestItem[]>('GET', `/session/case/${world.caseOne.id}/join-requests/`, { token: world.mediator.token });
    expect(list.body.map((item) => item.request_id)).not.toContain(request.request_id);
    expect((await joinStatus(api, request)).body).toEqual({ status: 'withdrawn' });
    expect((await decideJoin(api, world.mediator.token, world.caseOne, request.request_id, 'admit')).status).toBe(409);
    expect((await api('DELETE', `/session/join/${request.request_id}/`, { token: request.request_token })).status).toBe(409);
  });
});

/**
 * The dashboard's lists, a page at a time: a mediator's open, closed and running cases, newest first, each page
 * going on where the one before ended, also when cases are added or deleted in between.
 */
import { describe, expect, it } from 'vitest';
import type { CaseDetails, CaseListItem, MediatorCasePage } from '@mediation/protocol';
import { DATABASE_KINDS } from '../../../testing/harness';
import { createCase, createMediator, startCase, useWorldServer } from '../../../testing/world';
import type { WorldContext } from '../../../testing/world';

type Mediator = Awaited<ReturnType<typeof createMediator>>;

/** Every page of one list, following `next`, `limit` cases at a time. */
async function readAll(context: WorldContext, mediator: Mediator, state: string, limit: number) {
  const pages: MediatorCasePage[] = [];
  let after: string | null | undefined;
  do {
    const answer = await context.api<MediatorCasePage>('GET', '/session/case/mediator_cases_page/', {
      token: mediator.token,
      query: { userId: mediator.id, state, limit, ...(after ? { after } : {}) },
    });
    expect(answer.status).toBe(200);
    pages.push(answer.body);
    after = answer.body.next;
  } while (after && pages.length < 20);
  return pages;
}

const titles = (pages: MediatorCasePage[]) => pages.flatMap((page) => page.items.map((item) => item.title));

describe.each(DATABASE_KINDS)("a mediator's cases a page at a time (%s)", (kind) => {
  const context = useWorldServer(kind);

  async function mediatorWithCases(name: string) {
    const mediator = await createMediator(context.api, context.world.adminToken, name);
    const made: CaseDetails[] = [];
    for (let index = 1; index <= 7; index += 1) made.push(await createCase(context.api, mediator.token, mediator.id, `Case ${index}`));
    // Cases 1, 3 and 5 closed; case 6 running.
    for (const row of [made[0]!, made[2]!, made[4]!]) {
      const closed = await context.api('PATCH', `/session/case/${row.id}/`, {
        token: mediator.token,
        body: { is_active: false, close_at: new Date().toISOString() },
      });
      expect(closed.status).toBe(200);
    }
    await startCase(context.api, mediator.token, made[5]!);
    return { mediator, made };
  }

  it('lists each state newest first, page after page, the last page without a cursor', async () => {
    const { mediator } = await mediatorWithCases('Pager');
    const open = await readAll(context, mediator, 'open', 2);
    expect(titles(open)).toEqual(['Case 7', 'Case 6', 'Case 4', 'Case 2']);
    expect(open.map((page) => page.items.length)).toEqual([2, 2]);
    expect(open.at(-1)!.next).toBeNull();
    expect(titles(await readAll(context, mediator, 'closed', 2))).toEqual(['Case 5', 'Case 3', 'Case 1']);
    const running = await readAll(context, mediator, 'running', 50);
    expect(running).toHaveLength(1);
    expect(running[0]!.items).toEqual([
      expect.objectContaining<Partial<CaseListItem>>({ title: 'Case 6', is_active: true, is_started: true, close_at: null }),
    ]);
    expect(running[0]!.next).toBeNull();
    // The whole list (get_mediator_cases) holds the same cases.
    const whole = await context.api<CaseListItem[]>('GET', '/session/case/get_mediator_cases/', {
      token: mediator.token,
      query: { userId: mediator.id },
    });
    expect(whole.body.map((item) => item.title).sort()).toEqual([...titles(open), 'Case 5', 'Case 3', 'Case 1'].sort());
    // A closed case's page carries when it was closed.
    const [closedPage] = await readAll(context, mediator, 'closed', 1);
    expect(closedPage!.items[0]!.close_at).toMatch(/Z$/);
  });

  it('goes on after the last case of a page even when that case was deleted meanwhile, and shows no case twice', async () => {
    const { mediator, made } = await mediatorWithCases('Deleter');
    const first = await context.api<MediatorCasePage>('GET', '/session/case/mediator_cases_page/', {
      token: mediator.token,
      query: { userId: mediator.id, state: 'closed', limit: 1 },
    });
    expect(first.body.items.map((item) => item.title)).toEqual(['Case 5']);
    // The page's last case is deleted, and a newer case is made, before the next page is read.
    expect((await context.api('DELETE', `/session/case/${made[4]!.id}/`, { token: mediator.token })).status).toBe(204);
    await createCase(context.api, mediator.token, mediator.id, 'Case 8');
    const next = await context.api<MediatorCasePage>('GET', '/session/case/mediator_cases_page/', {
      token: mediator.token,
      query: { userId: mediator.id, state: 'closed', limit: 5, after: first.body.next! },
    });
    expect(next.body.items.map((item) => item.title)).toEqual(['Case 3', 'Case 1']);
    expect(next.body.next).toBeNull();
  });

  it("refuses a cursor the server did not write, an unknown state and another mediator's list", async () => {
    const mediator = context.world.mediator;
    const forged = [
      'bm90IGEgY3Vyc29y',
      Buffer.from("2026-01-01T00:00:00.000000Z|x' OR '1'='1").toString('base64url'),
      Buffer.from('yesterday|abcdefabcdef').toString('base64url'),
    ];
    for (const after of forged) {
      const answer = await context.api<{ detail: string; code?: string }>('GET', '/session/case/mediator_cases_page/', {
        token: mediator.token,
        query: { userId: mediator.id, state: 'open', after },
      });
      expect(answer.status, after).toBe(400);
      expect(answer.body.detail, after).toBe('Invalid page cursor');
    }
    const unknownState = await context.api('GET', '/session/case/mediator_cases_page/', {
      token: mediator.token,
      query: { userId: mediator.id, state: 'all' },
    });
    expect(unknownState.status).toBe(400);
    const others = await context.api('GET', '/session/case/mediator_cases_page/', {
      token: context.world.otherMediator.token,
      query: { userId: mediator.id, state: 'open' },
    });
    expect(others.status).toBe(403);
  });
});

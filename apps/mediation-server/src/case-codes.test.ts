/**
 * Issue 19, section 2: case codes without look-alikes (no 0/O, 1/I/L), matched without regard to case,
 * and every code made before (any letter in either case, any digit) still joins its case.
 */
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CASE_CODE_ALPHABET, LIMITS } from '@mediation/protocol';
import type { CaseDetails, ClientLookupResponse } from '@mediation/protocol';
import { cases } from './db/schema/index';
import { randomCaseCode } from './lib/ids';
import { DATABASE_KINDS } from './testing/harness';
import { createCase, requestJoin, startCase, useWorldServer } from './testing/world';

describe('new case codes', () => {
  it('use only the alphabet without look-alikes, six characters each', () => {
    expect(CASE_CODE_ALPHABET).not.toMatch(/[0O1IL]/);
    expect(CASE_CODE_ALPHABET).toMatch(/^[2-9A-Z]+$/);
    for (let round = 0; round < 2000; round += 1) {
      const code = randomCaseCode();
      expect(code).toHaveLength(LIMITS.caseCodeLength);
      for (const character of code) expect(CASE_CODE_ALPHABET).toContain(character);
    }
  });
});

describe.each(DATABASE_KINDS)('case codes on %s', (kind) => {
  const context = useWorldServer(kind);
  let serial = 0;
  const person = () => ({ email: `coder.${(serial += 1)}@example.com`, first_name: 'Code', last_name: 'Typist' });
  const lookup = (code: string) =>
    context.api<{ case_id: string }>('GET', `/session/get_case_full_id/?link_id=${encodeURIComponent(code)}`);

  /** A started case of the world's mediator whose code is set to `code`, as a case made before this issue. */
  async function oldCase(code: string): Promise<CaseDetails> {
    const { api, world, server } = context;
    const made = await createCase(api, world.mediator.token, world.mediator.id, `Old case ${code}`);
    await server.app.db.update(cases).set({ code }).where(eq(cases.id, made.id));
    const row = { ...made, link: code };
    await startCase(api, world.mediator.token, row);
    return row;
  }

  it('gives a new case a code of the alphabet, the last six characters of its id', async () => {
    const row = await createCase(context.api, context.world.mediator.token, context.world.mediator.id, 'Fresh case');
    expect(row.link).toMatch(new RegExp(`^[${CASE_CODE_ALPHABET}]{6}$`));
    expect(row.id.endsWith(row.link)).toBe(true);
  });

  it('finds a case by its code typed in lower case, with spaces around it', async () => {
    const row = context.world.caseOne;
    const typed = row.link.toLowerCase();
    const found = await lookup(typed);
    expect(found.status).toBe(200);
    expect(found.body.case_id).toBe(row.id);
    expect((await lookup(` ${typed} `)).body.case_id).toBe(row.id);
    // The party entry's other calls with the code: the case's details, the e-mail look-up and the join itself.
    const details = await context.api<CaseDetails>('GET', `/session/case/${row.id}/?link_id=${typed}`);
    expect(details.status).toBe(200);
    const client = await context.api<ClientLookupResponse>(
      'GET',
      `/users/client/get_by_email/?link_id=${typed}&email=nobody%40example.com`,
    );
    expect(client.status).toBe(200);
    await requestJoin(context.api, { ...row, link: typed }, 'A', person());
  });

  it('starts a case whose code the mediator names in lower case', async () => {
    const { api, world } = context;
    const row = await createCase(api, world.mediator.token, world.mediator.id, 'Lower-case start');
    await startCase(api, world.mediator.token, { ...row, link: row.link.toLowerCase() });
    expect((await lookup(row.link)).status).toBe(200);
  });

  it('keeps an old code with look-alikes and lower case working, typed as given or in capitals', async () => {
    const row = await oldCase('x0O1lI');
    for (const typed of ['x0O1lI', 'X0O1LI', 'x0o1li']) {
      const found = await lookup(typed);
      expect(found.status).toBe(200);
      expect(found.body.case_id).toBe(row.id);
    }
    await requestJoin(context.api, { ...row, link: 'X0O1LI' }, 'B', person());
  });

  it('lets the exact spelling win between two old codes that differ only in case', async () => {
    const lower = await oldCase('qzk7ab');
    const upper = await oldCase('QZK7AB');
    expect((await lookup('qzk7ab')).body.case_id).toBe(lower.id);
    expect((await lookup('QZK7AB')).body.case_id).toBe(upper.id);
    // A third spelling matches both: it finds neither rather than guess a stranger's case.
    expect((await lookup('Qzk7ab')).status).toBe(404);
  });

  it('tells a code that names no case apart from a malformed one', async () => {
    expect((await lookup('zzzzzz')).status).toBe(404);
    expect((await lookup('abc')).status).toBe(400);
  });
});

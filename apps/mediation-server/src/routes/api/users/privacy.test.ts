/**
 * What one person learns of another through the REST routes: a party never reads the other party's
 * e-mail, and the case code shows a stranger only what recognises the case.
 */
import { describe, expect, it } from 'vitest';
import type { CaseDetails } from '@mediation/protocol';
import { DATABASE_KINDS } from '../../../testing/harness';
import { startCase, useWorldServer } from '../../../testing/world';

describe.each(DATABASE_KINDS)('privacy of people and cases on %s', (kind) => {
  const context = useWorldServer(kind);
  const readUser = (id: number, token: string) => context.api<Record<string, unknown>>('GET', `/users/user/${id}/`, { token });

  describe('GET /users/user/{id}/', () => {
    it("gives a party the other party's and the mediator's names, without their e-mail", async () => {
      const { world } = context;
      const other = await readUser(world.partyB.id, world.partyA.token);
      expect(other.status).toBe(200);
      expect(other.body).toMatchObject({ id: world.partyB.id, first_name: 'Eli', last_name: 'Party' });
      expect(other.body).not.toHaveProperty('email');
      expect(JSON.stringify(other.body)).not.toContain(world.partyB.email);
      const mediator = await readUser(world.mediator.id, world.partyB.token);
      expect(mediator.status).toBe(200);
      expect(mediator.body).toMatchObject({ id: world.mediator.id, first_name: 'Maya' });
      expect(mediator.body).not.toHaveProperty('email');
    });

    it('gives the e-mail to the person themself, the mediator of its case and the admin', async () => {
      const { world } = context;
      expect((await readUser(world.partyA.id, world.partyA.token)).body).toMatchObject({ email: world.partyA.email });
      expect((await readUser(world.partyA.id, world.mediator.token)).body).toMatchObject({ email: world.partyA.email });
      expect((await readUser(world.partyA.id, world.adminToken)).body).toMatchObject({ email: world.partyA.email });
      expect((await readUser(world.mediator.id, world.mediator.token)).body).toMatchObject({ email: world.mediator.email });
      expect((await readUser(world.partyA.id, world.otherMediator.token)).status).toBe(403);
    });
  });

  describe('GET /session/case/{id}/?link_id=', () => {
    const CODE_HOLDER_FIELDS = ['category', 'id', 'problem_brief', 'title'];

    /** A started case whose sides' descriptions are known, so that a test can look for them in an answer. */
    async function describedCase(): Promise<CaseDetails> {
      const { world, api } = context;
      const created = await api<CaseDetails>('POST', '/session/case/', {
        token: world.mediator.token,
        body: {
          title: 'Shared wall',
          category: 'neighbors',
          sub_category: 'Property',
          problem_brief: 'A wall between two gardens.',
          mediator: world.mediator.id,
          sideA_description: 'A-secret-self',
          sideB_description: 'B-secret-self',
        },
      });
      expect(created.status).toBe(201);
      await startCase(api, world.mediator.token, created.body);
      return created.body;
    }

    it("shows a code holder without a token the title, category and brief, not either side's description", async () => {
      const row = await describedCase();
      const read = await context.api<Record<string, unknown>>('GET', `/session/case/${row.id}/`, { query: { link_id: row.link } });
      expect(read.status).toBe(200);
      expect(Object.keys(read.body).sort()).toEqual(CODE_HOLDER_FIELDS);
      expect(read.body).toEqual({ id: row.id, title: 'Shared wall', category: 'neighbors', problem_brief: 'A wall between two gardens.' });
    });

    it('shows the same to a code holder whose token is not a member of the case', async () => {
      const { world } = context;
      const row = await describedCase();
      for (const token of [world.partyA.token, world.otherParty.token, world.otherMediator.token]) {
        const read = await context.api<Record<string, unknown>>('GET', `/session/case/${row.id}/`, { token, query: { link_id: row.link } });
        expect(read.status).toBe(200);
        expect(Object.keys(read.body).sort()).toEqual(CODE_HOLDER_FIELDS);
        expect(JSON.stringify(read.body)).not.toMatch(/secret-self/);
      }
    });

    it('still gives the case mediator and the admin the whole case, code or not', async () => {
      const { world } = context;
      const row = await describedCase();
      for (const token of [world.mediator.token, world.adminToken]) {
        for (const query of [{}, { link_id: row.link }] as Record<string, string>[]) {
          const read = await context.api<Record<string, unknown>>('GET', `/session/case/${row.id}/`, { token, query });
          expect(read.status).toBe(200);
          expect(read.body).toMatchObject({
            id: row.id,
            link: row.link,
            sideA_description: 'A-secret-self',
            sideB_description: 'B-secret-self',
          });
        }
      }
    });
  });
});

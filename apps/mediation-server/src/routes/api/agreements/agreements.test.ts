/**
 * The agreement's REST routes on each database: who may download the signed PDF (and that it is the stored
 * bytes, every time), and the public check of a file's SHA-256 with its bad input and its rate limit.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AgreementVerifyResponse, ErrorBody } from '@mediation/protocol';
import { publicOriginOf } from '../../../config';
import { sha256 } from '../../../lib/ids';
import { agreementService } from '../../../services/agreement-service';
import type { AgreementService } from '../../../services/agreement-service';
import { agreementCase, signedAgreement } from '../../../testing/agreements';
import type { AgreementCase } from '../../../testing/agreements';
import { apiClient, createStorage, DATABASE_KINDS, startServer } from '../../../testing/harness';
import type { Storage, TestServer } from '../../../testing/harness';
import { joinParty, useWorldServer } from '../../../testing/world';

const CLAUSES = ['Party A pays party B 1,200 ILS by 1 March 2026.', 'The fence is repainted green by party B.'];
const pdfPath = (caseId: string) => `/session/case/${caseId}/agreement/pdf/`;

/** Downloads the PDF with a token (or none): the status, the headers and the raw bytes. */
async function download(server: TestServer, caseId: string, token?: string) {
  const response = await fetch(`${server.url}/api${pdfPath(caseId)}`, { headers: token ? { authorization: `JWT ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

const bodyOf = (download: { bytes: Uint8Array }) => JSON.parse(Buffer.from(download.bytes).toString()) as ErrorBody;

describe.each(DATABASE_KINDS)('the agreement routes on %s', (kind) => {
  const context = useWorldServer(kind);
  let service: AgreementService;
  let people: AgreementCase;
  let removedToken: string;
  let stored: Uint8Array;

  beforeAll(async () => {
    const { server, api, world } = context;
    service = agreementService({ repos: server.app.repos, publicOrigin: () => publicOriginOf(server.config) });
    people = await agreementCase(context);
    const removed = await joinParty(api, people.row, 'A', 'Rami', world.mediator.token);
    expect(
      (await api('DELETE', `/session/case/${people.row.id}/participants/${removed.id}/`, { token: world.mediator.token })).status,
    ).toBe(204);
    removedToken = removed.token;
    await signedAgreement(service, people, CLAUSES);
    stored = (await service.document(people.mediator, people.row.id)).pdf;
  });

  describe('GET the signed PDF', () => {
    it('answers 404 to the mediator and the parties until everyone has signed', async () => {
      const unsigned = await agreementCase(context, 'Unsigned');
      const { digest } = await signedUpTo(unsigned);
      for (const token of Object.values(unsigned.tokens)) {
        const answer = await download(context.server, unsigned.row.id, token);
        expect(answer.status).toBe(404);
        expect(bodyOf(answer).detail).toBe('This case has no signed agreement yet.');
      }
      // Signed by everyone: now it is there.
      await service.countersign(unsigned.mediator, { case_id: unsigned.row.id, digest });
      expect((await download(context.server, unsigned.row.id, unsigned.tokens.partyB)).status).toBe(200);
    });

    it('lets only the case’s mediator and its admitted parties download it', async () => {
      const { world, server } = context;
      const callers: [string, string | undefined][] = [
        ['mediator of the case', people.tokens.mediator],
        ['party A', people.tokens.partyA],
        ['party B', people.tokens.partyB],
        ['a removed party', removedToken],
        ['another mediator', world.otherMediator.token],
        ['an admin', world.adminToken],
        ['a party of another case', world.otherParty.token],
        ['nobody', undefined],
      ];
      const statuses = [];
      for (const [who, token] of callers) statuses.push([who, (await download(server, people.row.id, token)).status]);
      expect(statuses).toEqual([
        ['mediator of the case', 200],
        ['party A', 200],
        ['party B', 200],
        // Removing a party ends its session: its token no longer opens anything.
        ['a removed party', 401],
        ['another mediator', 403],
        ['an admin', 403],
        ['a party of another case', 403],
        ['nobody', 401],
      ]);
    });

    it('serves the stored bytes exactly, the same twice, as an attachment no cache keeps', async () => {
      const first = await download(context.server, people.row.id, people.tokens.partyA);
      const second = await download(context.server, people.row.id, people.tokens.mediator);
      expect(first.status).toBe(200);
      expect(Buffer.from(first.bytes).equals(Buffer.from(stored))).toBe(true);
      expect(Buffer.from(second.bytes).equals(Buffer.from(first.bytes))).toBe(true);
      expect(Buffer.from(first.bytes.subarray(0, 5)).toString()).toBe('%PDF-');
      expect(first.headers.get('content-type')).toBe('application/pdf');
      // Named by the case title and code, never the internal id.
      const name = `Fence dispute - ${people.row.link}.pdf`;
      expect(first.headers.get('content-disposition')).toBe(`attachment; filename="${name}"; filename*=UTF-8''${encodeURIComponent(name)}`);
      expect(first.headers.get('cache-control')).toBe('private, no-store');
      expect(first.headers.get('x-content-type-options')).toBe('nosniff');
    });

    it('answers 400 to a malformed case id and 404 to an unknown one', async () => {
      const { server, world } = context;
      const malformed = await download(server, 'not-a-case!', world.mediator.token);
      expect(malformed.status).toBe(400);
      expect(bodyOf(malformed).errors).toHaveProperty('id');
      expect((await download(server, 'Unknown0000000000000000000', world.mediator.token)).status).toBe(404);
    });
  });

  /** A finalized agreement that both parties signed and the mediator has not countersigned yet. */
  async function signedUpTo(unsigned: AgreementCase) {
    const caseId = unsigned.row.id;
    const [clause] = (await service.addClause(unsigned.mediator, { case_id: caseId, clause_text: 'One clause.' })).agreement.clauses;
    for (const party of [unsigned.partyA, unsigned.partyB]) {
      await service.answer(party, { case_id: caseId, clause_id: clause!.id, clause_version: 1, answer: 'accept' });
    }
    const digest = (await service.finalize(unsigned.mediator, { case_id: caseId, version: 1 })).agreement.digest!;
    await service.sign(unsigned.partyA, { case_id: caseId, digest, full_name: unsigned.names.A, agree: true });
    await service.sign(unsigned.partyB, { case_id: caseId, digest, full_name: unsigned.names.B, agree: true });
    return { digest };
  }

  describe('POST verify', () => {
    const verify = (body: unknown, token?: string) =>
      context.api<AgreementVerifyResponse & ErrorBody>('POST', '/agreements/verify/', { body, token });

    it('calls the signed PDF authentic, without a token, with only its signing time and signers', async () => {
      const signed = await service.view(people.mediator, people.row.id);
      const answer = await verify({ sha256: sha256(stored) });
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.body).toEqual({
        status: 'authentic',
        signed_at: signed.signed_at,
        signers: [
          { name: people.names.A, side: 'A' },
          { name: people.names.B, side: 'B' },
          { name: people.names.M, side: 'M' },
        ],
      });
      // Upper-case hexadecimal is the same digest.
      expect((await verify({ sha256: sha256(stored).toUpperCase() })).body).toEqual(answer.body);
    });

    it('knows nothing of any other file, one changed byte included', async () => {
      const changed = new Uint8Array(stored);
      const middle = Math.floor(changed.length / 2);
      changed[middle] = changed[middle]! ^ 1;
      for (const file of [changed, stored.subarray(0, stored.length - 1), new TextEncoder().encode('not an agreement')]) {
        const answer = await verify({ sha256: sha256(file) });
        expect(answer.status).toBe(200);
        expect(answer.body).toEqual({ status: 'unknown' });
      }
      // The canonical text's digest (printed in the PDF) is not the file's: it verifies nothing either.
      const { digest } = await service.view(people.mediator, people.row.id);
      expect((await verify({ sha256: digest })).body).toEqual({ status: 'unknown' });
    });

    it('answers 400 naming the field to anything but 64 hexadecimal digits', async () => {
      const hex = sha256(stored);
      for (const body of [
        { sha256: hex.slice(1) },
        { sha256: `${hex}0` },
        { sha256: `g${hex.slice(1)}` },
        { sha256: '' },
        { sha256: 42 },
        {},
        { digest: hex },
      ]) {
        const answer = await verify(body);
        expect([JSON.stringify(body), answer.status]).toEqual([JSON.stringify(body), 400]);
        expect(answer.body.errors).toHaveProperty('sha256');
      }
      const malformed = await context.api<ErrorBody>('POST', '/agreements/verify/', { rawBody: '{"sha256":' });
      expect(malformed.status).toBe(400);
    });

    it('ignores fields it does not read, and answers no more for them', async () => {
      const answer = await verify({ sha256: sha256(stored), case_id: people.row.id, include: 'clauses' });
      expect(answer.status).toBe(200);
      expect(Object.keys(answer.body).sort()).toEqual(['signed_at', 'signers', 'status']);
    });
  });
});

describe.each(DATABASE_KINDS)('the verify route’s rate limit on %s', (kind) => {
  let storage: Storage | undefined;
  let server: TestServer;
  beforeAll(async () => {
    storage = await createStorage(kind);
    server = await startServer(storage, { RATE_LIMIT_LOOKUP_PER_MIN: '3' });
  });
  afterAll(async () => {
    await server?.close();
    await storage?.drop();
  });

  it('answers 429 past RATE_LIMIT_LOOKUP_PER_MIN checks a minute from one address, on a budget of its own', async () => {
    const api = apiClient(server.url);
    const statuses = [];
    for (let index = 0; index < 4; index += 1)
      statuses.push((await api('POST', '/agreements/verify/', { body: { sha256: sha256(`file ${index}`) } })).status);
    expect(statuses).toEqual([200, 200, 200, 429]);
    const refused = await api<ErrorBody>('POST', '/agreements/verify/', { body: { sha256: sha256('file 5') } });
    expect(refused.body).toEqual({ detail: 'Too many requests; try again in a minute.', code: 'too_many_requests' });
    // The case-code look-ups keep their own budget.
    expect((await api('GET', '/session/get_case_full_id/', { query: { link_id: 'AAAAA1' } })).status).toBe(404);
  });
});

/**
 * The signed agreement reaches everyone and stays, on each database: each signer's mail with the PDF attached
 * (kept in the outbox without SMTP, which the mediator's list says), the mediator's download after End and Close,
 * a party's personal link (working after the end, for that agreement only, stopped by a revocation), and the
 * PDF's case code, time zone and file name.
 */
import { beforeAll, describe, expect, it } from 'vitest';
import type { AgreementDeliveriesResponse, AgreementLinkResponse, OutboxItem } from '@mediation/protocol';
import { pdfText, squashed } from '@mediation/test-harness/pdf';
import { publicOriginOf } from '../../../config';
import { DATABASE_KINDS } from '../../../testing/harness';
import type { TestServer } from '../../../testing/harness';
import { agreementCase } from '../../../testing/agreements';
import type { AgreementCase } from '../../../testing/agreements';
import { useWorldServer } from '../../../testing/world';
import { agreementService } from '../../../services/agreement-service';
import type { AgreementService } from '../../../services/agreement-service';

const TITLE = 'Fence between the Levi and Mor gardens after the storm of the winter of 2025 and the quarrel';

async function get(server: TestServer, path: string, token?: string) {
  const response = await fetch(`${server.url}/api${path}`, { headers: token ? { authorization: `JWT ${token}` } : {} });
  return { status: response.status, headers: response.headers, bytes: new Uint8Array(await response.arrayBuffer()) };
}

describe.each(DATABASE_KINDS)('the signed agreement reaches everyone (%s)', (kind) => {
  const context = useWorldServer(kind);
  let service: AgreementService;
  let people: AgreementCase;
  let stored: Uint8Array;

  beforeAll(async () => {
    const { server } = context;
    // As the socket's countersignature does it, but waiting for the mails so that the test reads them after.
    service = agreementService({
      repos: server.app.repos,
      publicOrigin: () => publicOriginOf(server.config),
      onSigned: (caseId) => server.app.services.agreementDelivery.deliver(caseId),
    });
    people = await agreementCase(context, TITLE);
    const caseId = people.row.id;
    for (const clause_text of ['Party A pays 500 for the fence.'])
      await service.addClause(people.mediator, { case_id: caseId, clause_text });
    for (const clause of (await service.view(people.mediator, caseId)).clauses) {
      for (const party of [people.partyA, people.partyB]) {
        await service.answer(party, { case_id: caseId, clause_id: clause.id, clause_version: clause.version, answer: 'accept' });
      }
    }
    const { digest } = (await service.finalize(people.mediator, { case_id: caseId, version: 1 })).agreement;
    await service.sign(people.partyA, { case_id: caseId, digest: digest!, full_name: people.names.A, agree: true });
    await service.sign(people.partyB, { case_id: caseId, digest: digest!, full_name: people.names.B, agree: true });
    await service.countersign(people.mediator, { case_id: caseId, digest: digest!, time_zone: 'Asia/Jerusalem' });
    stored = (await service.document(people.mediator, caseId)).pdf;
  });

  const fileName = () => `Fence between the Levi and Mor gardens after the storm of - ${people.row.link}.pdf`;

  it('mails every signer the PDF; without SMTP the mails wait in the outbox, without the personal links', async () => {
    const { api, world } = context;
    const outbox = (await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken })).body;
    const mails = outbox.filter((item) => item.subject === `Signed agreement: ${TITLE} (${people.row.link})`);
    // One for each signer: party A, party B and the mediator.
    expect(mails).toHaveLength(3);
    expect(new Set(mails.map((mail) => mail.to.toLowerCase())).size).toBe(3);
    expect(mails.map((mail) => mail.to.toLowerCase())).toContain(world.mediator.email.toLowerCase());
    for (const mail of mails) {
      expect(mail.sent_at).toBeNull();
      expect(mail.attachments).toEqual([{ filename: fileName(), content_type: 'application/pdf', size: stored.byteLength }]);
      expect(mail.text).not.toMatch(/agreements\/copy\/[A-Za-z0-9_-]{20}/);
    }
  });

  it('tells the mediator, signer by signer, that the mail was not delivered; nobody else may read it', async () => {
    const { api, world } = context;
    const path = `/session/case/${people.row.id}/agreement/deliveries/`;
    const answer = await api<AgreementDeliveriesResponse>('GET', path, { token: world.mediator.token });
    expect(answer.status).toBe(200);
    expect(answer.body.file_name).toBe(fileName());
    expect(answer.body.signers.map((signer) => [signer.side, signer.name, signer.mail, signer.mail_problem, signer.link])).toEqual([
      ['A', people.names.A, 'queued', 'no mail server configured', 'active'],
      ['B', people.names.B, 'queued', 'no mail server configured', 'active'],
      ['M', people.names.M, 'queued', 'no mail server configured', null],
    ]);
    for (const token of [world.otherMediator.token, world.adminToken, people.tokens.partyA]) {
      expect((await api('GET', path, { token })).status).toBe(403);
    }
  });

  it('lets the mediator download it after End and Close, and a party through its personal link until revoked', async () => {
    const { api, world, server } = context;
    const caseId = people.row.id;
    const made = await api<AgreementLinkResponse>('POST', `/session/case/${caseId}/agreement/links/A/`, { token: world.mediator.token });
    expect(made.status).toBe(201);
    // No PUBLIC_ORIGIN and no page of ours asking: this server's own address.
    expect(made.body.link).toMatch(new RegExp(`^http://localhost:${new URL(server.url).port}/api/agreements/copy/[A-Za-z0-9_-]{43}/$`));
    const linkPath = new URL(made.body.link).pathname.replace(/^\/api/, '');

    expect(
      (await api('DELETE', '/session/delete_case_full_id/', { token: world.mediator.token, body: { link_id: people.row.link } })).status,
    ).toBe(200);
    const closed = await api('PATCH', `/session/case/${caseId}/`, {
      token: world.mediator.token,
      body: { is_active: false, close_at: new Date().toISOString() },
    });
    expect(closed.status).toBe(200);

    const byMediator = await get(server, `/session/case/${caseId}/agreement/pdf/`, world.mediator.token);
    expect(byMediator.status).toBe(200);
    expect(Buffer.from(byMediator.bytes).equals(Buffer.from(stored))).toBe(true);
    expect(byMediator.headers.get('content-disposition')).toContain(`filename="${fileName()}"`);
    // The party's token ended with the case; its personal link did not.
    expect((await get(server, `/session/case/${caseId}/agreement/pdf/`, people.tokens.partyA)).status).toBe(401);
    const byLink = await get(server, linkPath);
    expect(byLink.status).toBe(200);
    expect(Buffer.from(byLink.bytes).equals(Buffer.from(stored))).toBe(true);
    expect(byLink.headers.get('cache-control')).toBe('private, no-store');

    expect((await api('DELETE', `/session/case/${caseId}/agreement/links/A/`, { token: world.otherMediator.token })).status).toBe(403);
    expect((await get(server, linkPath)).status).toBe(200);
    expect((await api('DELETE', `/session/case/${caseId}/agreement/links/A/`, { token: world.mediator.token })).status).toBe(204);
    const revoked = await api<{ detail: string }>('GET', linkPath);
    expect(revoked.status).toBe(410);
    expect(revoked.body.detail).toBe('The mediator revoked this link; ask the mediator for a new one.');
    const listed = await api<AgreementDeliveriesResponse>('GET', `/session/case/${caseId}/agreement/deliveries/`, {
      token: world.mediator.token,
    });
    expect(listed.body.signers.find((signer) => signer.side === 'A')?.link).toBe('revoked');
    // A made-up secret opens nothing.
    expect((await api('GET', `/agreements/copy/${'x'.repeat(43)}/`)).status).toBe(404);
  });

  it('names the case code, never the internal id, and writes times in the mediator’s time zone with the offset', async () => {
    const text = await pdfText(stored);
    expect(text).toContain(`Case code: ${people.row.link}`);
    expect(text).not.toContain(people.row.id);
    expect(squashed(text)).toMatch(/\d{4}-\d\d-\d\d\d\d:\d\d:\d\d\(Asia\/Jerusalem,UTC\+0[23]:00\)/);
    expect(text).not.toMatch(/\d\d:\d\d:\d\d UTC/);
  });

  it('sends nothing twice: a second delivery of the same agreement mails nobody', async () => {
    const { api, world, server } = context;
    const before = (await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken })).body.length;
    await server.app.services.agreementDelivery.deliver(people.row.id);
    expect((await api<OutboxItem[]>('GET', '/admin/outbox/', { token: world.adminToken })).body.length).toBe(before);
  });

  it('answers 404 for the delivery of an agreement not signed yet', async () => {
    const { api, world } = context;
    const unsigned = await agreementCase(context, 'Unsigned');
    expect((await api('GET', `/session/case/${unsigned.row.id}/agreement/deliveries/`, { token: world.mediator.token })).status).toBe(404);
  });
});

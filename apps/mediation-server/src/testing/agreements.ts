/** Test helpers of the settlement agreement: a fresh running case with its people as principals, and the PDF's text. */
import { expect } from 'vitest';
import type { AgreementView, CaseDetails } from '@mediation/protocol';
import { HttpError } from '../lib/http-error';
import type { AgreementService } from '../services/agreement-service';
import type { Principal } from '../services/token-service';
import { createCase, joinParty, startCase } from './world';
import type { WorldContext } from './world';

export interface AgreementCase {
  row: CaseDetails;
  mediator: Principal;
  partyA: Principal;
  partyB: Principal;
  /** The parties' names as the case lists them. */
  names: { A: string; B: string; M: string };
  /** The same people's tokens, for calls over HTTP. */
  tokens: { mediator: string; partyA: string; partyB: string };
}

/** A started case of the world's mediator with a party on each side (its own, so tests do not share state). */
export async function agreementCase(context: WorldContext, title = 'Fence dispute'): Promise<AgreementCase> {
  const { api, world, server } = context;
  const row = await createCase(api, world.mediator.token, world.mediator.id, title);
  await startCase(api, world.mediator.token, row);
  const partyA = await joinParty(api, row, 'A', 'Dana', world.mediator.token);
  const partyB = await joinParty(api, row, 'B', 'Eli', world.mediator.token);
  return {
    row,
    mediator: await server.app.tokens.verify(world.mediator.token),
    partyA: await server.app.tokens.verify(partyA.token),
    partyB: await server.app.tokens.verify(partyB.token),
    names: { A: 'Dana Party', B: 'Eli Party', M: 'Maya Mediator' },
    tokens: { mediator: world.mediator.token, partyA: partyA.token, partyB: partyB.token },
  };
}

/**
 * Plays the agreement through the service up to the countersignature: the mediator adds `clauses`, both
 * sides accept each, the mediator finalizes, both sign and the mediator countersigns; the PDF is then stored.
 */
export async function signedAgreement(service: AgreementService, people: AgreementCase, clauses: string[]): Promise<AgreementView> {
  const caseId = people.row.id;
  for (const clause_text of clauses) await service.addClause(people.mediator, { case_id: caseId, clause_text });
  for (const clause of (await service.view(people.mediator, caseId)).clauses) {
    for (const party of [people.partyA, people.partyB]) {
      await service.answer(party, { case_id: caseId, clause_id: clause.id, clause_version: clause.version, answer: 'accept' });
    }
  }
  const { digest } = (await service.finalize(people.mediator, { case_id: caseId, version: 1 })).agreement;
  await service.sign(people.partyA, { case_id: caseId, digest: digest!, full_name: people.names.A, agree: true });
  await service.sign(people.partyB, { case_id: caseId, digest: digest!, full_name: people.names.B, agree: true });
  return (await service.countersign(people.mediator, { case_id: caseId, digest: digest! })).agreement;
}

/** The status of the HttpError a call throws (fails when it does not throw one). */
export async function statusOf(call: Promise<unknown>): Promise<number> {
  try {
    await call;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpError);
    return (error as HttpError).statusCode;
  }
  return 200;
}

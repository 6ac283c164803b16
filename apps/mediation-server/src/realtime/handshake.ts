import { handshakeAuthSchema, handshakeQuerySchema } from '@mediation/protocol';
import type { AckErrorCode } from '@mediation/protocol';
import { HttpError } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import { displayNameOf } from '../repositories/users-repository';
import type { Member } from '../services/case-room';
import type { TokenService } from '../services/token-service';

/** A refused connection: the client's `connect_error` carries `message` and `data.code`. */
export class ConnectRefusal extends Error {
  readonly data: { code: AckErrorCode };
  constructor(code: AckErrorCode, message: string) {
    super(message);
    this.name = 'ConnectRefusal';
    this.data = { code };
  }
}

/** Query values as strings; empty ones and the words a browser writes for a missing value count as absent. */
function cleanQuery(query: Record<string, unknown>): Record<string, string> {
  const cleaned: Record<string, string> = {};
  for (const [key, raw] of Object.entries(query)) {
    const value = Array.isArray(raw) ? raw[0] : raw;
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed === '' || trimmed === 'null' || trimmed === 'undefined') continue;
    cleaned[key] = trimmed;
  }
  return cleaned;
}

/**
 * Who is connecting, from the token alone; the query may only repeat what the token says.
 * Throws a ConnectRefusal with a clear message otherwise.
 */
export async function authenticateHandshake(
  handshake: { auth: unknown; query: Record<string, unknown> },
  services: { tokens: TokenService; repos: Repositories },
): Promise<Member> {
  const auth = handshakeAuthSchema.safeParse(handshake.auth);
  if (!auth.success) throw new ConnectRefusal('unauthorized', 'Authentication token missing: connect with auth: {token}.');
  const query = handshakeQuerySchema.safeParse(cleanQuery(handshake.query));
  if (!query.success) {
    const fields = [...new Set(query.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    throw new ConnectRefusal('bad_request', `Invalid connection query: ${fields}.`);
  }
  let principal;
  try {
    principal = await services.tokens.verify(auth.data.token);
  } catch (error) {
    if (error instanceof HttpError) throw new ConnectRefusal('unauthorized', error.detail);
    throw error;
  }
  const claimed = query.data;
  if (claimed.user_id !== undefined && claimed.user_id !== principal.userId) {
    throw new ConnectRefusal('forbidden', 'The user_id of the query does not match your token.');
  }
  if (claimed.role !== undefined && claimed.role !== principal.role) {
    throw new ConnectRefusal('forbidden', 'The role of the query does not match your token.');
  }

  if (principal.kind === 'party') {
    if (claimed.case_id !== undefined && claimed.case_id !== principal.caseId) {
      throw new ConnectRefusal('forbidden', 'The case_id of the query is not the case of your token.');
    }
    if (claimed.side !== undefined && claimed.side !== principal.side) {
      throw new ConnectRefusal('forbidden', 'The side of the query is not the side of your token.');
    }
    const row = await services.repos.cases.findById(principal.caseId);
    if (!row || !row.isActive || !row.isStarted) throw new ConnectRefusal('forbidden', 'This case is not running.');
    const participant = (await services.repos.cases.listParticipants(principal.caseId)).find(
      (entry) => entry.user_id === principal.userId,
    );
    if (!participant) throw new ConnectRefusal('forbidden', 'You are not a participant of this case.');
    return {
      userId: principal.userId,
      isMediator: false,
      // The stored participant's side (listParticipants holds only people not removed).
      side: participant.side,
      displayName: participant.displayName,
      caseId: principal.caseId,
    };
  }

  if (principal.role !== 'Mediator') {
    throw new ConnectRefusal('forbidden', 'Only the mediator of a case and its parties can connect.');
  }
  if (claimed.side !== undefined && claimed.side !== 'M') {
    throw new ConnectRefusal('forbidden', 'A mediator connects on side M.');
  }
  const member: Member = {
    userId: principal.userId,
    isMediator: true,
    side: 'M',
    displayName: displayNameOf(principal.user),
    caseId: null,
  };
  if (claimed.case_id === undefined) return member;
  const row = await services.repos.cases.findById(claimed.case_id);
  if (!row) throw new ConnectRefusal('not_found', 'Case not found.');
  if (row.mediatorId !== principal.userId) throw new ConnectRefusal('forbidden', 'You are not the mediator of this case.');
  return { ...member, caseId: row.id };
}

import { handshakeAuthSchema, handshakeQuerySchema } from '@mediation/protocol';
import type { AckErrorCode, ErrorCode, ProblemValues } from '@mediation/protocol';
import { englishSentence, HttpError } from '../lib/http-error';
import type { Member, Memberships } from '../services/member';
import type { TokenService } from '../services/token-service';
import { toAckError } from './acks';

/**
 * A refused connection: the client's `connect_error` carries the English sentence as `message`, and in
 * `data` the kind of refusal (`code`) and the catalog's code of the sentence (`reason`, with `values`), so a
 * client can say it in its reader's language.
 */
export class ConnectRefusal extends Error {
  readonly data: { code: AckErrorCode; reason: ErrorCode; values?: ProblemValues };
  constructor(code: AckErrorCode, reason: ErrorCode, values?: ProblemValues) {
    super(englishSentence(reason, values));
    this.name = 'ConnectRefusal';
    this.data = { code, reason, ...(values ? { values } : {}) };
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
  services: { tokens: TokenService; memberships: Memberships },
): Promise<Member> {
  const auth = handshakeAuthSchema.safeParse(handshake.auth);
  if (!auth.success) throw new ConnectRefusal('unauthorized', 'connect_token_missing');
  const query = handshakeQuerySchema.safeParse(cleanQuery(handshake.query));
  if (!query.success) {
    const fields = [...new Set(query.error.issues.map((issue) => issue.path.join('.')))].join(', ');
    throw new ConnectRefusal('bad_request', 'connect_query_invalid', { fields });
  }
  const principal = await refusing(() => services.tokens.verify(auth.data.token));
  const claimed = query.data;
  if (claimed.user_id !== undefined && claimed.user_id !== principal.userId) {
    throw new ConnectRefusal('forbidden', 'connect_user_mismatch');
  }
  if (claimed.role !== undefined && claimed.role !== principal.role) {
    throw new ConnectRefusal('forbidden', 'connect_role_mismatch');
  }
  if (principal.kind === 'party') {
    if (claimed.case_id !== undefined && claimed.case_id !== principal.caseId) {
      throw new ConnectRefusal('forbidden', 'connect_case_mismatch');
    }
    if (claimed.side !== undefined && claimed.side !== principal.side) {
      throw new ConnectRefusal('forbidden', 'connect_side_mismatch');
    }
  } else if (principal.role === 'Mediator' && claimed.side !== undefined && claimed.side !== 'M') {
    throw new ConnectRefusal('forbidden', 'connect_mediator_side');
  }
  return refusing(() => services.memberships.connecting(principal, principal.kind === 'party' ? undefined : claimed.case_id));
}

/** A refusal of the services (an HttpError) as the connection's refusal, with the same code and words. */
async function refusing<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    if (error instanceof HttpError) throw new ConnectRefusal(toAckError(error).ack.error.code, error.code, error.values);
    throw error;
  }
}

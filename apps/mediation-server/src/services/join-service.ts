import { timingSafeEqual } from 'node:crypto';
import type {
  JoinByCodeRequest,
  JoinByInviteRequest,
  JoinDecision,
  JoinDecisionResponse,
  JoinRequestItem,
  JoinResponse,
  JoinStatusResponse,
  InvitePreviewResponse,
  JoinWaitingResponse,
  PartySide,
} from '@mediation/protocol';
import { MESSAGES, usernameFromEmail } from '@mediation/protocol';
import type { Config } from '../config';
import type { Repositories } from '../repositories/index';
import type { Database } from '../db/client';
import type { CaseRow, ParticipantRow, PartySessionRow } from '../repositories/cases-repository';
import { toJoinRequestItem } from '../repositories/join-repository';
import type { InviteRow, JoinRequestRow } from '../repositories/join-repository';
import { displayNameOf, toClient } from '../repositories/users-repository';
import { assertNameFree } from './participant-names';
import { isUniqueViolation } from '../repositories/db-helpers';
import type { UserRow } from '../repositories/users-repository';
import { randomToken, sha256 } from '../lib/ids';
import { badRequest, conflict, englishSentence, forbidden, gone, notFound, tooManyRequests, unauthorized } from '../lib/http-error';
import { caseAccess } from './access';
import type { Member } from './member';
import type { Presence } from './presence';
import type { ServerEventEmitter } from './session-events';
import type { TokenService } from './token-service';

/** A party admitted to a case: the answer with its token, and the session cookie that refreshes it. */
export interface Admission {
  response: JoinResponse;
  sessionCookie: string;
}

/** A party as its case knows it: its account, under the names it gave in that case (its account's for older rows). */
function inCase(user: UserRow, stored: ParticipantRow) {
  const named = stored.firstName.trim() || stored.lastName.trim();
  return toClient(named ? { ...user, firstName: stored.firstName, lastName: stored.lastName } : user);
}

function sameHash(left: string, right: string): boolean {
  const a = Buffer.from(left);
  const b = Buffer.from(right);
  return a.length === b.length && timingSafeEqual(a, b);
}

/**
 * The join model: the case code lets a person ask to join (the mediator admits or refuses); a personal
 * invitation admits at once; a session cookie refreshes an admitted party's token after a reload.
 * Nobody names who they are: a person is its e-mail, admitted by the mediator or invited by them.
 * Requests, decisions and removals are announced on `events` (the socket layer tells the mediator's tabs).
 * Registered once, as `app.joins` (plugins/joins.ts), for the REST routes and the socket alike.
 */
export function joinService(dependencies: {
  config: Config;
  repos: Repositories;
  tokens: TokenService;
  events: ServerEventEmitter;
  /** Who is connected now: a request shows whether its person is in the case at this moment. */
  presence: Pick<Presence, 'isConnected'>;
}) {
  const { config, repos, tokens, events, presence } = dependencies;
  const access = caseAccess(repos);

  /** The party account of an e-mail, made on first admission; staff accounts never join as parties. */
  async function partyUserOf(person: { email: string; firstName: string; lastName: string }): Promise<UserRow> {
    const existing = await repos.users.findByEmail(person.email);
    if (existing) {
      if (existing.isStaff || existing.isSuperuser) {
        throw conflict('staff_email_cannot_join');
      }
      return existing;
    }
    try {
      return await repos.users.create({
        email: person.email,
        username: usernameFromEmail(person.email),
        firstName: person.firstName,
        lastName: person.lastName,
        firstLogged: false,
      });
    } catch (error) {
      // Two admissions of one new e-mail at once: the other made the account.
      const made = isUniqueViolation(error) ? await repos.users.findByEmail(person.email) : undefined;
      if (!made) throw error;
      return made;
    }
  }

  /**
   * Puts a person in the case and opens a party session, in one transaction with `alsoInside` (the
   * request's decision, the invitation's use). The stored participant row is taken under a lock, so that
   * two admissions of one person at once wait for each other: the session always gets the STORED side,
   * and asking for the other side is refused. A removed person admitted again is listed again, on its side.
   */
  async function admit(
    row: CaseRow,
    person: { email: string; firstName: string; lastName: string },
    side: PartySide,
    alsoInside: (tx: Database, session: PartySessionRow) => Promise<void> = async () => {},
  ) {
    const user = await partyUserOf(person);
    // The case shows the name typed to join it, not the one an earlier case stored on the account.
    const typed = person.firstName.trim() || person.lastName.trim() ? person : undefined;
    const names = typed
      ? {
          displayName: displayNameOf({ ...typed, email: person.email }),
          firstName: typed.firstName.trim(),
          lastName: typed.lastName.trim(),
        }
      : { displayName: displayNameOf(user), firstName: user.firstName, lastName: user.lastName };
    const session = await repos.stream.transaction(async (tx) => {
      const stored = await repos.cases.takeParticipant(tx, { caseId: row.id, userId: user.id, side, ...names });
      if (stored.side !== side) {
        throw conflict('participant_side_fixed', { name: stored.displayName, side: stored.side });
      }
      if (typed && (stored.displayName !== names.displayName || stored.firstName !== names.firstName || stored.lastName !== names.lastName))
        await repos.cases.renameParticipant(row.id, user.id, names, tx);
      if (stored.removedAt) await repos.cases.restoreParticipant(tx, row.id, user.id);
      const created = await repos.cases.createPartySession({ caseId: row.id, userId: user.id, side: stored.side as PartySide }, tx);
      await alsoInside(tx, created);
      return created;
    });
    return { user, session };
  }

  async function issue(user: UserRow, session: { id: string; caseId: string; side: string }): Promise<Admission> {
    const stored = await repos.cases.findParticipant(session.caseId, user.id);
    if (!stored || stored.removedAt) throw unauthorized('case_session_ended_join_again');
    const side = stored.side as PartySide;
    const sessionCookie = randomToken();
    await repos.join.setSessionCookie(session.id, sha256(sessionCookie));
    const access = await tokens.signParty(user, { id: session.id, caseId: session.caseId, side });
    return { response: { access, case_id: session.caseId, side, user: inCase(user, stored) }, sessionCookie };
  }

  /** A request as the mediator sees it: whether its e-mail is in the case (on which side), connected now, and how often it asked. */
  async function itemOf(request: JoinRequestRow): Promise<JoinRequestItem> {
    const [stored, history] = await Promise.all([
      repos.join.participantByEmail(request.caseId, request.email),
      repos.join.requestHistoryOf(request.caseId, request.email),
    ]);
    const connectedNow = stored !== undefined && !stored.removedAt && (await presence.isConnected(request.caseId, stored.userId));
    return toJoinRequestItem(request, {
      previousSide: stored?.side ?? null,
      connectedNow,
      requestsCount: history.count,
      firstRequestedAt: history.first ?? request.createdAt,
      lastRequestedAt: history.last ?? request.createdAt,
    });
  }

  /** The case, when the caller (a member: REST `memberOf` its principal, a socket its connection's) is its mediator. */
  async function mediatedCase(caller: Member, caseId: string): Promise<CaseRow> {
    const row = await access.load(caseId);
    if (!caller.isMediator || row.mediatorId !== caller.userId) throw forbidden('mediator_only');
    return row;
  }

  /** An invitation that can still be used: 404 when unknown, 410 when used or past its time. */
  async function usableInvite(token: string): Promise<InviteRow> {
    const invite = await repos.join.findInvite(sha256(token));
    if (!invite) throw notFound('invitation_invalid');
    if (invite.usedAt) throw gone('invitation_already_used');
    if (invite.revokedAt) throw gone('invitation_revoked');
    if (invite.expiresAt.getTime() <= Date.now()) throw gone('invitation_expired');
    return invite;
  }

  /** The participant of the case with the invited e-mail, if it is one. */
  async function invitedParticipant(caseId: string, email: string) {
    const known = await repos.users.findByEmail(email);
    return known ? (await repos.cases.listParticipants(caseId)).find((entry) => entry.user_id === known.id) : undefined;
  }

  async function runningCase(caseId: string): Promise<CaseRow> {
    const row = await access.load(caseId);
    if (!row.isActive || !row.isStarted) throw conflict('case_not_running');
    return row;
  }

  return {
    /** Puts a person in the case's waiting room; the answer says nothing about anyone. */
    async request(body: JoinByCodeRequest, address: string): Promise<JoinWaitingResponse> {
      const row = await access.loadStartedByCode(body.link_id);
      // A person already in the case asks under its own side, whichever it picked: a person never changes side.
      const stored = await repos.join.participantByEmail(row.id, body.email);
      const side = stored?.side ?? body.side;
      await assertNameFree(
        repos,
        row,
        { email: body.email },
        displayNameOf({ firstName: body.first_name, lastName: body.last_name, email: body.email }),
        ['first_name', 'last_name'],
      );
      const requestToken = randomToken();
      const request = await repos.join.createRequest(
        {
          caseId: row.id,
          side,
          email: body.email,
          firstName: body.first_name,
          lastName: body.last_name,
          tokenHash: sha256(requestToken),
          address,
          expiresAt: new Date(Date.now() + config.JOIN_REQUEST_TTL_S * 1000),
        },
        config.JOIN_WAITING_PER_ADDRESS,
      );
      if (!request) throw tooManyRequests('join_requests_waiting_limit');
      events.emit('joinRequested', row.id, await itemOf(request));
      return { request_id: request.id, request_token: requestToken, status: 'waiting', side };
    },

    /** The decision on a request, for the holder of its token; the first answer after admission carries the party token. */
    async status(requestId: string, requestToken: string | undefined): Promise<{ body: JoinStatusResponse; sessionCookie?: string }> {
      const request = await repos.join.findRequest(requestId);
      if (!request || !requestToken || !sameHash(sha256(requestToken), request.tokenHash)) throw unauthorized('join_request_token_invalid');
      if (request.status !== 'admitted' || !request.partySessionId)
        return { body: { status: request.status as JoinStatusResponse['status'] } };
      if (!(await repos.join.markTokenDelivered(request.id))) return { body: { status: 'admitted' } };
      const session = await repos.cases.findLivePartySession(request.partySessionId);
      const user = session && !session.revokedAt ? await repos.users.findById(session.userId) : undefined;
      if (!session || !user) return { body: { status: 'expired' } };
      const admission = await issue(user, session);
      return { body: { status: 'admitted', ...admission.response }, sessionCookie: admission.sessionCookie };
    },

    /** The holder of a request's token withdraws it while it waits; the mediator's tabs hear it. */
    async withdraw(requestId: string, requestToken: string | undefined): Promise<JoinDecisionResponse> {
      const request = await repos.join.findRequest(requestId);
      if (!request || !requestToken || !sameHash(sha256(requestToken), request.tokenHash)) throw unauthorized('join_request_token_invalid');
      const withdrawn = await repos.join.withdraw(request.id);
      if (!withdrawn) throw conflict('join_request_decided_as', { status: request.status });
      const answer: JoinDecisionResponse = { request_id: withdrawn.id, status: 'withdrawn' };
      events.emit('joinDecided', withdrawn.caseId, answer);
      return answer;
    },

    async listWaiting(caller: Member, caseId: string): Promise<JoinRequestItem[]> {
      const row = await mediatedCase(caller, caseId);
      return Promise.all((await repos.join.listWaiting(row.id)).map(itemOf));
    },

    /** The case's mediator admits or refuses a waiting request. */
    async decide(caller: Member, caseId: string, requestId: string, decision: JoinDecision): Promise<JoinDecisionResponse> {
      const row = await mediatedCase(caller, caseId);
      const request = await repos.join.findRequest(requestId);
      if (!request || request.caseId !== row.id) throw notFound('join_request_not_found');
      if (request.status !== 'waiting') throw conflict('join_request_decided_as', { status: request.status });
      let decided: JoinRequestRow | undefined;
      if (decision === 'admit') {
        await runningCase(row.id);
        await admit(row, request, request.side as PartySide, async (tx, session) => {
          decided = await repos.join.decide(request.id, { status: 'admitted', partySessionId: session.id }, tx);
          // Decided meanwhile (another tab, another process): nothing of this admission is kept.
          if (!decided) throw conflict('join_request_not_waiting');
        });
      } else {
        // A refusal also stops the invitations this e-mail holds: none of them lets the person past it.
        decided = await repos.stream.transaction(async (tx) => {
          const refused = await repos.join.decide(request.id, { status: 'refused' }, tx);
          if (refused) await repos.join.revokeInvites(row.id, request.email, tx);
          return refused;
        });
      }
      if (!decided) throw conflict('join_request_not_waiting');
      const answer: JoinDecisionResponse = { request_id: decided.id, status: decided.status as JoinDecisionResponse['status'] };
      events.emit('joinDecided', row.id, answer);
      return answer;
    },

    /** What an invitation offers, read without using it: opening the link (or a mail scanner) never spends it. */
    async previewInvite(token: string): Promise<InvitePreviewResponse> {
      const invite = await usableInvite(token);
      const row = await access.load(invite.caseId);
      const [mediator, current, stored] = await Promise.all([
        repos.users.findById(invite.mediatorId),
        invitedParticipant(row.id, invite.email),
        repos.join.participantByEmail(row.id, invite.email),
      ]);
      return {
        case_title: row.title,
        mediator_name: mediator ? displayNameOf(mediator) : '',
        // The side the press will give: a person already in the case keeps its own.
        side: stored?.side ?? (invite.side as PartySide | null) ?? null,
        email: invite.email,
        name: current?.displayName ?? null,
        needs_name: !current,
        expires_at: invite.expiresAt.toISOString(),
      };
    },

    /** A personal invitation admits its e-mail at once, once; a person not yet in the case names themself. */
    async acceptInvite(body: JoinByInviteRequest): Promise<Admission> {
      const invite = await usableInvite(body.invite);
      const opened = await access.load(invite.caseId);
      // Not started yet: the invitee's page waits and asks again, the invitation stays unused.
      if (opened.isActive && !opened.isStarted) throw conflict('case_waiting_for_mediator');
      const row = await runningCase(invite.caseId);
      // A person already in the case (removed ones too) keeps its stored side, whatever the invitation or the request names.
      const [current, stored] = await Promise.all([
        invitedParticipant(row.id, invite.email),
        repos.join.participantByEmail(row.id, invite.email),
      ]);
      const side = stored?.side ?? (invite.side as PartySide | null) ?? body.side;
      const names = { firstName: body.first_name?.trim() ?? '', lastName: body.last_name?.trim() ?? '' };
      const missing: Record<string, string[]> = {};
      // A participant keeps its stored name; anyone else is seen by the name given here, never by its e-mail.
      if (!current && !names.firstName) missing.first_name = [MESSAGES.firstNameRequired];
      if (!current && !names.lastName) missing.last_name = [MESSAGES.lastNameRequired];
      if (!side) missing.side = [englishSentence('choose_side')];
      if (Object.keys(missing).length > 0 || !side) throw badRequest('invalid_body', missing, { fields: Object.keys(missing).join(', ') });
      if (!current)
        await assertNameFree(repos, row, { email: invite.email }, `${names.firstName} ${names.lastName}`, ['first_name', 'last_name']);
      // An account an older invitation made without a name takes the name given now.
      const known = current ? undefined : await repos.users.findByEmail(invite.email);
      if (known && !known.isStaff && !known.isSuperuser && !known.firstName.trim() && !known.lastName.trim())
        await repos.users.updateNames(known.id, names);
      // The invitation is used in the admission's transaction: refused (the other side), it stays unused.
      // A participant opening an invitation is not asked for a name (`needs_name` false): it keeps the case's.
      const typed = current ? { firstName: '', lastName: '' } : names;
      const { user, session } = await admit(row, { email: invite.email, ...typed }, side, async (tx) => {
        // Used meanwhile, or revoked by a removal or a refusal that committed first.
        if (!(await repos.join.consumeInvite(invite.id, tx))) throw gone('invitation_no_longer_valid');
      });
      return issue(user, session);
    },

    /**
     * The case's mediator removes an admitted party: its sessions of the case end (tokens and cookies
     * refused from now on), it is no longer listed, its connections close, and the invitations its e-mail
     * holds for the case stop working. Its row keeps its side:
     * it may ask again through the waiting room, and the mediator sees "Was on side …".
     */
    async removeParticipant(caller: Member, caseId: string, userId: number): Promise<void> {
      const row = await mediatedCase(caller, caseId);
      const stored = await repos.cases.findParticipant(row.id, userId);
      if (!stored || stored.removedAt) throw notFound('participant_not_found');
      const user = await repos.users.findById(userId);
      // One transaction: an invitation used at the same moment either commits first (and is undone by this
      // removal, which waits for the participant row) or finds itself revoked when it tries to commit.
      const removed = await repos.stream.transaction(async (tx) => {
        if (!(await repos.cases.removeParticipant(row.id, userId, tx))) return false;
        await repos.cases.revokePartySessionsOf(row.id, userId, tx);
        if (user) await repos.join.revokeInvites(row.id, user.email, tx);
        return true;
      });
      if (!removed) throw notFound('participant_not_found');
      events.emit('participantRemoved', row.id, {
        user_id: stored.userId,
        side: stored.side as PartySide,
        displayName: stored.displayName,
      });
    },

    /** A new party token from the session cookie (after a reload), while the case runs. */
    async refresh(sessionCookie: string | undefined): Promise<Admission> {
      const next = randomToken();
      const session = sessionCookie ? await repos.join.rotateSessionCookie(sha256(sessionCookie), sha256(next)) : undefined;
      if (!session) throw unauthorized('case_session_ended_join_again');
      const [row, user] = await Promise.all([repos.cases.findById(session.caseId), repos.users.findById(session.userId)]);
      const stored = await repos.cases.findParticipant(session.caseId, session.userId);
      if (!row || !row.isActive || !row.isStarted || !user || !stored || stored.removedAt) {
        throw unauthorized('case_session_ended_join_again');
      }
      // The side is the stored participant's, never the session row's.
      const side = stored.side as PartySide;
      const token = await tokens.signParty(user, { id: session.id, caseId: session.caseId, side });
      return { response: { access: token, case_id: session.caseId, side, user: inCase(user, stored) }, sessionCookie: next };
    },
  };
}

export type JoinService = ReturnType<typeof joinService>;

/** Case statistics, the messages table and the people of a case; the admin's statistics and the cases running now. */
import { LIMITS } from '@mediation/protocol';
import type { AdminStatistics, CaseMessagesPage, CaseParticipant, CaseStatistics, OnlineCase, Participant } from '@mediation/protocol';
import { forbidden } from '../lib/http-error';
import type { Repositories } from '../repositories/index';
import { displayNameOf } from '../repositories/users-repository';
import { caseAccess } from './access';
import type { Presence } from './presence';
import type { Principal } from './token-service';

export function insightService(repos: Repositories, presence: Presence) {
  const access = caseAccess(repos);
  const insights = repos.insights;

  /** The case's mediator (as participant M) and its parties. */
  const peopleOf = async (row: { id: string; mediatorId: number }): Promise<Participant[]> => {
    const [mediator, participants] = await Promise.all([repos.users.findById(row.mediatorId), repos.cases.listParticipants(row.id)]);
    return [
      ...(mediator ? [{ user_id: mediator.id, side: 'M' as const, displayName: displayNameOf(mediator) }] : []),
      ...participants.filter((participant) => participant.user_id !== row.mediatorId),
    ];
  };

  return {
    /** The case's mediator sees its figures; an admin too (figures only, never the messages). */
    async caseStatistics(caller: Principal & { kind: 'user' }, caseId: string): Promise<CaseStatistics> {
      const row = await access.load(caseId);
      if (caller.role === 'Mediator') access.assertMediatorOf(caller, row);
      // The figures and the people are read at once; the reading positions need the people.
      const [statistics, people] = await Promise.all([insights.caseStatistics(row), peopleOf(row)]);
      const reading = await insights.reading(row.id, people);
      const mediator = people.find((person) => person.side === 'M' && person.user_id === row.mediatorId);
      return { ...statistics, reading, mediator: { id: row.mediatorId, name: mediator?.displayName ?? '' } };
    },

    async caseMessages(caller: Principal & { kind: 'user' }, caseId: string, page: number): Promise<CaseMessagesPage> {
      const row = await access.load(caseId);
      access.assertMediatorOf(caller, row);
      const pageSize = LIMITS.messagesPageSize;
      const { count, rows } = await insights.messagesPage(row.id, page, pageSize);
      return { count, page, page_size: pageSize, page_count: Math.max(1, Math.ceil(count / pageSize)), results: rows };
    },

    /** The people of a case: for its mediator, an admin and its own parties. */
    async caseParticipants(caller: Principal, caseId: string): Promise<CaseParticipant[]> {
      const row = await access.load(caseId);
      if (!access.canRead(caller, row)) throw forbidden('case_not_yours');
      const [everyone, online] = await Promise.all([peopleOf(row), presence.connectedTo(row.id)]);
      const onlineIds = new Set(online.map((person) => person.user_id));
      return everyone.map((person) => ({ ...person, is_online: onlineIds.has(person.user_id) }));
    },

    async adminStatistics(): Promise<AdminStatistics> {
      return insights.adminStatistics();
    },

    async onlineCases(): Promise<OnlineCase[]> {
      const [started, connected] = await Promise.all([insights.startedCases(), presence.connectedByCase()]);
      return started.map((row) => ({
        case_id: row.id,
        link: row.code,
        title: row.title,
        category: row.category,
        mediator: { id: row.mediatorId, name: row.mediatorName },
        participants: row.participants,
        connected: connected.get(row.id) ?? [],
      }));
    },
  };
}

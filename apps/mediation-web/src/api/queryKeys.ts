import type { CaseListState } from '@mediation/protocol';

/** Every react-query key of the app, from one factory so invalidations name the same keys. */
export const queryKeys = {
  all: ['mediation'] as const,
  me: () => [...queryKeys.all, 'me'] as const,
  cases: {
    all: () => [...queryKeys.all, 'cases'] as const,
    /** The pages of a mediator's cases in one state (open, closed, running). */
    pages: (mediatorId: number, state: CaseListState) => [...queryKeys.cases.all(), 'pages', mediatorId, state] as const,
    detail: (caseId: string) => [...queryKeys.cases.all(), 'detail', caseId] as const,
    statistics: (caseId: string) => [...queryKeys.cases.all(), 'statistics', caseId] as const,
    messages: (caseId: string, page: number) => [...queryKeys.cases.all(), 'messages', caseId, page] as const,
    participants: (caseId: string) => [...queryKeys.cases.all(), 'participants', caseId] as const,
    joinRequests: (caseId: string) => [...queryKeys.cases.all(), 'join-requests', caseId] as const,
    invitations: (caseId: string) => [...queryKeys.cases.all(), 'invitations', caseId] as const,
  },
  mediators: {
    all: () => [...queryKeys.all, 'mediators'] as const,
    list: () => [...queryKeys.mediators.all(), 'list'] as const,
  },
  /** What a party reads before it is in a case; no token of theirs is ever kept here. */
  party: {
    all: () => [...queryKeys.all, 'party'] as const,
    openedCase: (code: string) => [...queryKeys.party.all(), 'opened-case', code] as const,
    client: (code: string, email: string) => [...queryKeys.party.all(), 'client', code, email] as const,
    invite: (invite: string) => [...queryKeys.party.all(), 'invite', invite] as const,
    joinStatus: (requestId: string) => [...queryKeys.party.all(), 'join-status', requestId] as const,
  },
  admin: {
    statistics: () => [...queryKeys.all, 'admin', 'statistics'] as const,
    onlineCases: () => [...queryKeys.all, 'admin', 'online-cases'] as const,
  },
};

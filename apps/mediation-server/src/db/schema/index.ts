export { mediatorAreas, mediators, outbox, passwordResets, refreshTokens, settings, userSessions, users } from './users';
export { cases, participants } from './cases';
export { invites, joinRequests, partySessionOldCookies, partySessions } from './joins';
export { actions, likes, messages, notes, readPositions } from './messages';
export { guideStates, surveys } from './guide';
export { caseEvents, caseStreams } from './stream';
export {
  agreementAnswers,
  agreementClauses,
  agreementCopies,
  agreementDocuments,
  agreementEntries,
  agreementSignatures,
  agreements,
} from './agreements';
export { callMembers, calls } from './calls';

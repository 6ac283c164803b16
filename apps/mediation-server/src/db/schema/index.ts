export { mediatorAreas, mediators, outbox, refreshTokens, settings, userSessions, users } from './users';
export {
  actions,
  caseEvents,
  caseStreams,
  cases,
  guideStates,
  invites,
  joinRequests,
  likes,
  messages,
  notes,
  participants,
  partySessionOldCookies,
  partySessions,
  readPositions,
  surveys,
} from './cases';
export { agreementAnswers, agreementClauses, agreementDocuments, agreementEntries, agreementSignatures, agreements } from './agreements';

export { mediatorAreas, mediators, outbox, refreshTokens, settings, users } from './users';
export {
  actions,
  caseEvents,
  caseStreams,
  cases,
  guideStates,
  likes,
  messages,
  notes,
  participants,
  partySessions,
  surveys,
} from './cases';

export { mediatorAreas, mediators, outbox, refreshTokens, settings, users } from './users';
export {
  actions,
  cases,
  guideStates,
  likes,
  messages,
  notes,
  participants,
  partySessions,
  surveys,
} from './cases';

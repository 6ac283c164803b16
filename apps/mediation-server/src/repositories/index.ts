/** The repositories, the only code touching tables: what services are given as `repos`. */
import type { actionsRepository } from './actions-repository';
import type { agreementsRepository } from './agreements-repository';
import type { authRepository } from './auth-repository';
import type { callsRepository } from './calls-repository';
import type { casesRepository } from './cases-repository';
import type { guideRepository } from './guide-repository';
import type { insightsRepository } from './insights-repository';
import type { joinRepository } from './join-repository';
import type { messagesRepository } from './messages-repository';
import type { notesRepository } from './notes-repository';
import type { outboxRepository } from './outbox-repository';
import type { passwordResetsRepository } from './password-resets-repository';
import type { profileRepository } from './profile-repository';
import type { streamRepository } from './stream-repository';
import type { readPositionsRepository } from './read-positions-repository';
import type { surveysRepository } from './surveys-repository';
import type { usersRepository } from './users-repository';

export interface Repositories {
  users: ReturnType<typeof usersRepository>;
  cases: ReturnType<typeof casesRepository>;
  auth: ReturnType<typeof authRepository>;
  outbox: ReturnType<typeof outboxRepository>;
  passwordResets: ReturnType<typeof passwordResetsRepository>;
  stream: ReturnType<typeof streamRepository>;
  messages: ReturnType<typeof messagesRepository>;
  notes: ReturnType<typeof notesRepository>;
  actions: ReturnType<typeof actionsRepository>;
  guide: ReturnType<typeof guideRepository>;
  surveys: ReturnType<typeof surveysRepository>;
  readPositions: ReturnType<typeof readPositionsRepository>;
  join: ReturnType<typeof joinRepository>;
  agreements: ReturnType<typeof agreementsRepository>;
  insights: ReturnType<typeof insightsRepository>;
  profile: ReturnType<typeof profileRepository>;
  calls: ReturnType<typeof callsRepository>;
}

/**
 * The rules of a case room: who may do what, what is stored, and who hears about it. Transport-free: the
 * socket layer validates payloads, calls these and delivers the answers and broadcasts. One surface, built
 * from one part per concern: access (the guards), history, messages, guide, controls and presence.
 */
import type { Repositories } from '../../repositories/index';
import type { CaseLifecycle } from '../case-lifecycle';
import { caseAccess } from '../access';
import { controlRules } from './controls';
import { guideRules } from './guide';
import { historyRules } from './history';
import { messageRules } from './messages';
import { eventRecorder } from './outcome';
import type { RoomContext } from './outcome';
import { presenceRules } from './presence';

export function caseRoom(repos: Repositories, lifecycle: CaseLifecycle) {
  const context: RoomContext = { repos, lifecycle, access: caseAccess(repos), recordEvent: eventRecorder(repos.stream) };
  return {
    ...presenceRules(context),
    ...controlRules(context),
    ...historyRules(context),
    ...messageRules(context),
    ...guideRules(context),
  };
}

export type CaseRoom = ReturnType<typeof caseRoom>;

export type { Member } from '../member';
export type { Broadcast, Outcome } from './outcome';
export { broadcast } from './outcome';
export { isShuttleBound, SHUTTLE_REFUSAL } from '../access';
export { markersInForce, replayedTo } from './history';
export { INITIAL_POSITION_TITLE } from './messages';
export { participantOf, TYPING_INTERVAL_MS } from './presence';
export { audienceOfAction, audienceOfGroup, audiencesOf, sidesOf } from '../audience';

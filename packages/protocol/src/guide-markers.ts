/**
 * The guide's record of the parties' initial positions after a position marker, apart from the schemas:
 * the server stores it along with the marker, and the chat client applies the marker's event with the
 * same rule instead of waiting for another read of the guide.
 */
import type { ActionMessage, GuideState } from './entities';

/** The guide `guide` becomes with the marker `action` (a received position adds its text; its removal clears it). */
export function applyPositionMarker(guide: GuideState, action: Pick<ActionMessage, 'actionType' | 'actionPayload' | 'extMsg'>): GuideState {
  if (action.actionPayload === 'initialPosition') return guide;
  const received = action.actionType === 'add';
  const text = received ? (action.extMsg ?? '') : null;
  return action.actionPayload === 'receivedInitialA'
    ? { ...guide, receivedInitialA: received, initialStateA: text }
    : { ...guide, receivedInitialB: received, initialStateB: text };
}

import type { PartySide } from '@mediation/protocol';
import type { JoinStatus, JoinTicket } from '../../api/endpoints';

/** The case a code opened, as the party sees it before joining. */
export interface OpenedCase {
  id: string;
  title: string;
  sideA_description: string;
  sideB_description: string;
}

export type PartyStep = 'code' | 'side' | 'email' | 'name' | 'waiting' | 'refused' | 'expired';

/** The spec's lookup states of the code step: none, idle (lookup in progress), error, success. */
export type LookupStatus = 'none' | 'idle' | 'error' | 'success';

export interface PartyEntryState {
  step: PartyStep;
  code: string;
  lookup: LookupStatus;
  lookupError?: string;
  openedCase?: OpenedCase;
  side?: PartySide;
  /** The side the e-mail already holds in this case (the server files the request under it), with the side picked before. */
  keptSide?: { side: PartySide; picked: PartySide | undefined };
  email: string;
  first_name: string;
  last_name: string;
  ticket?: JoinTicket;
}

export type PartyEntryAction =
  | { type: 'codeChanged'; code: string }
  | { type: 'lookupStarted' }
  | { type: 'lookupFailed'; message: string }
  | { type: 'lookupSucceeded'; openedCase: OpenedCase }
  | { type: 'sideChosen'; side: PartySide }
  | { type: 'emailSubmitted'; email: string; first_name: string; last_name: string; side?: PartySide | null }
  | { type: 'joined'; ticket: JoinTicket; first_name: string; last_name: string }
  | { type: 'decided'; status: Exclude<JoinStatus, 'waiting' | 'admitted' | 'withdrawn'> }
  | { type: 'back' };

export function initialPartyEntry(code = ''): PartyEntryState {
  return { step: 'code', code, lookup: 'none', email: '', first_name: '', last_name: '' };
}

const previousStep: Record<PartyStep, PartyStep> = {
  code: 'code',
  side: 'code',
  email: 'side',
  name: 'email',
  waiting: 'name',
  refused: 'name',
  expired: 'name',
};

/** The party entry flow: code, side, e-mail, names, then the waiting room. */
export function partyEntryReducer(state: PartyEntryState, action: PartyEntryAction): PartyEntryState {
  switch (action.type) {
    case 'codeChanged':
      return { ...state, step: 'code', code: action.code, lookup: 'none', lookupError: undefined, openedCase: undefined };
    case 'lookupStarted':
      return { ...state, lookup: 'idle', lookupError: undefined };
    case 'lookupFailed':
      return { ...state, lookup: 'error', lookupError: action.message };
    case 'lookupSucceeded':
      return { ...state, lookup: 'success', openedCase: action.openedCase, step: 'side' };
    case 'sideChosen':
      return { ...state, side: action.side, step: 'email' };
    case 'emailSubmitted':
      return {
        ...state,
        email: action.email,
        // Names the server knows for this person in this case are offered; typed ones are kept otherwise.
        first_name: action.first_name || state.first_name,
        last_name: action.last_name || state.last_name,
        // A person already in the case joins on its own side, whichever it picked: a person never changes side.
        side: action.side ?? state.side,
        keptSide: action.side ? { side: action.side, picked: state.side } : undefined,
        step: 'name',
      };
    case 'joined':
      return { ...state, ticket: action.ticket, first_name: action.first_name, last_name: action.last_name, step: 'waiting' };
    case 'decided':
      return { ...state, ticket: undefined, step: action.status };
    case 'back':
      return { ...state, ticket: undefined, step: previousStep[state.step] };
    default:
      return action satisfies never;
  }
}

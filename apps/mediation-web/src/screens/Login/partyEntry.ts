import type { JoinRequestStatus, JoinWaitingResponse, PartySide } from '@mediation/protocol';

export type PartyStep = 'code' | 'side' | 'email' | 'name' | 'waiting' | 'refused' | 'expired';

/**
 * What the person has typed and chosen on the way in. What the server said (the case a code opens, what
 * it knows of an e-mail, the decision) is not kept here: it lives in react-query (api/partyQueries.ts).
 */
export interface PartyEntryState {
  step: PartyStep;
  code: string;
  /** The code was typed since the flow last stood on the code step: its look-up, once answered, opens the side choice. */
  isCodeNew: boolean;
  /** The side the person picked (a person already in the case joins on its own side instead). */
  side?: PartySide;
  /** The e-mail whose look-up succeeded. */
  email: string;
  /** The names given when joining, offered again after a refusal. */
  first_name: string;
  last_name: string;
  ticket?: JoinWaitingResponse;
}

export type PartyEntryAction =
  | { type: 'codeChanged'; code: string }
  | { type: 'sideChosen'; side: PartySide }
  | { type: 'emailKnown'; email: string }
  | { type: 'joined'; ticket: JoinWaitingResponse; first_name: string; last_name: string }
  | { type: 'decided'; status: Exclude<JoinRequestStatus, 'waiting' | 'admitted' | 'withdrawn'> }
  | { type: 'back' }
  /** The person cancelled its waiting request: back to the names it gave, everything typed kept. */
  | { type: 'cancelled' };

/** What a person typed before, brought back to the entry (after a removal: "Ask to join again"). */
export interface PartyEntryPrefill {
  code?: string;
  side?: PartySide;
  email?: string;
  first_name?: string;
  last_name?: string;
}

export function initialPartyEntry(prefill: PartyEntryPrefill | string = ''): PartyEntryState {
  const given = typeof prefill === 'string' ? { code: prefill } : prefill;
  return {
    step: 'code',
    code: given.code ?? '',
    isCodeNew: true,
    side: given.side,
    email: given.email ?? '',
    first_name: given.first_name ?? '',
    last_name: given.last_name ?? '',
  };
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
      return { ...state, step: 'code', code: action.code, isCodeNew: true };
    case 'sideChosen':
      return { ...state, side: action.side, step: 'email' };
    case 'emailKnown':
      return { ...state, email: action.email, step: 'name' };
    case 'joined':
      return { ...state, ticket: action.ticket, first_name: action.first_name, last_name: action.last_name, step: 'waiting' };
    case 'decided':
      return { ...state, ticket: undefined, step: action.status };
    case 'cancelled':
      return { ...state, ticket: undefined, step: 'name' };
    case 'back': {
      const step = previousStep[state.step];
      // Back to the code step shows the code to change; the answer for it no longer moves the flow on.
      return { ...state, ticket: undefined, step, isCodeNew: step === 'code' ? false : state.isCodeNew };
    }
    default:
      return action satisfies never;
  }
}

/**
 * The step on screen: a code step whose code was just typed and is a started case's is the side choice.
 * The look-up's answer is read, not copied, so a newer code makes an older answer irrelevant by itself.
 */
export function visibleStep(state: PartyEntryState, isCodeOpened: boolean): PartyStep {
  return state.step === 'code' && state.isCodeNew && isCodeOpened ? 'side' : state.step;
}

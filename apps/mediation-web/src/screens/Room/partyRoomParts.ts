import type { PartyRoomParts } from './CaseRoom';
import { PartyInitialPosition } from './PartyInitialPosition';
import { PartyRoomHeader } from './PartyRoomHeader';
import { RemovedNotice } from './RemovedNotice';

/** The parts of the room only a party sees: they come with the party's screen, never with the mediator's room. */
export const partyRoomParts: PartyRoomParts = { Header: PartyRoomHeader, InitialPosition: PartyInitialPosition, Removed: RemovedNotice };

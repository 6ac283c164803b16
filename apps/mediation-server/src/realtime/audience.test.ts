import { describe, expect, it } from 'vitest';
import { POSITION_MARKERS, STREAM_EVENTS } from '@mediation/protocol';
import type { Side } from '@mediation/protocol';
import { audienceOfAction, audienceOfGroup, AUDIENCE_OF_EVENT, GROUP_EVENTS } from '../services/audience';
import type { Audience } from '../services/audience';
import { replayedTo } from '../services/case-room';
import type { Member } from '../services/member';
import { roomOfAudience, roomsOfMember } from './rooms';

const CASE = 'case0000one1';
const MEMBERS: Record<string, Member & { caseId: string }> = {
  mediator: { userId: 1, isMediator: true, side: 'M', displayName: 'Maya', caseId: CASE },
  'party A': { userId: 2, isMediator: false, side: 'A', displayName: 'Dana', caseId: CASE },
  'party B': { userId: 3, isMediator: false, side: 'B', displayName: 'Eli', caseId: CASE },
};

/** Every way an event of a case's stream is addressed: group events in each group, actions by marker, the rest by name. */
const SENDINGS: { event: string; audience: Audience; replay: (member: Member) => boolean }[] = [
  ...GROUP_EVENTS.flatMap((event) =>
    (['A', 'B', 'M'] as Side[]).map((side) => ({
      event: `${event} in ${side}`,
      audience: audienceOfGroup(side),
      // Messages are replayed from their table by group, the other group events from the stream by audience.
      replay: (member: Member) =>
        event === 'roomMsg' ? replayedTo(member).message(side) : replayedTo(member).recorded(audienceOfGroup(side)),
    })),
  ),
  ...POSITION_MARKERS.map((marker) => ({
    event: `action ${marker}`,
    audience: audienceOfAction(marker),
    replay: (member: Member) => replayedTo(member).action(marker),
  })),
  ...Object.entries(AUDIENCE_OF_EVENT).map(([event, audience]) => ({
    event,
    audience,
    replay: (member: Member) => replayedTo(member).recorded(audience),
  })),
];

/**
 * Events not addressed to one audience: each person gets the agreement, and each of its changes, as it may see
 * them (per viewer, sent to its own rooms; a catch-up ends with its own view: agreement-handlers.ts, tested in agreement-realtime.test.ts).
 */
const PER_VIEWER_EVENTS = ['agreement', 'agreementChanged'];

const hearsLive = (member: Member & { caseId: string }, audience: Audience) =>
  roomsOfMember(member).includes(roomOfAudience(CASE, audience));

describe('one audience rule for live broadcasts and catch-up', () => {
  it('covers every event kept in a case stream', () => {
    const named = new Set([...SENDINGS.map((sending) => sending.event.split(' ')[0]), ...PER_VIEWER_EVENTS]);
    expect(STREAM_EVENTS.filter((event) => !named.has(event))).toEqual([]);
  });

  const storedSendings = SENDINGS.filter((sending) => (STREAM_EVENTS as readonly string[]).includes(sending.event.split(' ')[0]!));
  describe.each(Object.entries(MEMBERS))('for the %s', (_kind, member) => {
    it.each(storedSendings.map((sending) => [sending.event, sending] as const))(
      '%s: a catch-up replays it exactly when it is heard live',
      (_event, sending) => {
        expect(sending.replay(member)).toBe(hearsLive(member, sending.audience));
      },
    );
  });

  it("keeps each party to its own group and both parties' events, and the mediator out of the parties' survey request", () => {
    const heard = (kind: string) =>
      SENDINGS.filter((sending) => hearsLive(MEMBERS[kind]!, sending.audience)).map((sending) => sending.event);
    expect(heard('party A')).not.toContain('roomMsg in B');
    expect(heard('party A')).toContain('sendSurvey');
    expect(heard('party B')).not.toContain('action receivedInitialA');
    expect(heard('mediator')).toEqual(expect.arrayContaining(['roomMsg in A', 'roomMsg in B', 'note', 'read']));
    expect(heard('mediator')).not.toContain('sendSurvey');
    expect(replayedTo(MEMBERS.mediator!).recorded('parties')).toBe(false);
  });
});

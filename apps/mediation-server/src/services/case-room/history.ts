/** What a member reads back: pages of messages, the catch-up after a reconnect, and the guide's actions. */
import { HISTORY_PAGE_SIZE, SEARCH_PAGE_SIZE } from '@mediation/protocol';
import type { ActionMessage, CaseEvent, HistoryAck, HistoryActionsAck, PositionMarker, SearchMessagesAck, Side } from '@mediation/protocol';
import type { caseRefSchema, historyPayloadSchema, searchMessagesPayloadSchema } from '@mediation/protocol';
import { audienceOfAction, audiencesOf, hears, sidesOf } from '../audience';
import type { Audience } from '../audience';
import type { Repositories } from '../../repositories/index';
import type { Member } from '../member';
import { done } from './outcome';
import type { Input, Outcome, RoomContext } from './outcome';

/** The markers in force after replaying actions in order (added and not removed since). */
export function markersInForce(actions: readonly ActionMessage[]): PositionMarker[] {
  const inForce = new Set<PositionMarker>();
  for (const action of actions) {
    if (action.actionType === 'add') inForce.add(action.actionPayload);
    else inForce.delete(action.actionPayload);
  }
  return [...inForce];
}

/**
 * What a catch-up replays to a member, from each of the three places a case's events are kept: messages
 * by their group, actions by their marker, and every other recorded event by its audience. Each follows
 * the audience rule (services/audience.ts), so a catch-up replays exactly what the member hears live.
 */
export function replayedTo(member: Pick<Member, 'isMediator' | 'side'>) {
  return {
    /** The audiences of the recorded events replayed (the stream's query takes the list). */
    audiences: audiencesOf(member),
    message: (side: Side) => sidesOf(member).includes(side),
    action: (marker: PositionMarker) => hears(member, audienceOfAction(marker)),
    recorded: (audience: Audience) => hears(member, audience),
  };
}

/**
 * The last stream position a member may know of: the case's, for the mediator; for a party, the position
 * of the latest event it hears. The case's position moves with every event of the case, so a party told
 * it would see it move whenever the other side or the mediator writes where the party cannot read.
 */
export async function lastVisibleSeq(
  repos: Pick<Repositories, 'messages' | 'stream' | 'actions' | 'agreements' | 'cases'>,
  member: Member,
  caseId: string,
): Promise<number> {
  const lastSeq = await repos.stream.lastSeq(caseId);
  if (member.isMediator) return lastSeq;
  const replayed = replayedTo(member);
  const [message, recorded, actionList, row] = await Promise.all([
    repos.messages.lastSeqIn(caseId, sidesOf(member), lastSeq),
    repos.stream.lastSeqFor(caseId, replayed.audiences, lastSeq),
    repos.actions.list(caseId),
    repos.cases.findById(caseId),
  ]);
  const action = actionList.filter((entry) => entry.seq <= lastSeq && replayed.action(entry.actionPayload)).at(-1)?.seq ?? 0;
  // The agreement's entries a party is told of: all of them, or under shuttle mode the mediator's and its own side's.
  const agreement = await repos.agreements.lastSeq(caseId, row?.shuttle ? ['M', member.side] : undefined);
  // An entry that committed after `lastSeq` was read is left to the next catch-up.
  return Math.max(message, recorded, action, agreement <= lastSeq ? agreement : 0);
}

export function historyRules({ repos, access }: RoomContext) {
  const { messages, stream, actions } = repos;

  return {
    /**
     * A page of what the member may see: the latest messages, the messages before `before_seq`, or the
     * events after `after_seq` (catch-up), each at most HISTORY_PAGE_SIZE, with `has_more`.
     */
    async history(member: Member, payload: Input<typeof historyPayloadSchema>): Promise<Outcome<HistoryAck>> {
      const caseId = access.requireCase(member, payload.case_id);
      // The position is read first: whatever commits later is delivered live or by the next catch-up.
      const lastSeq = await lastVisibleSeq(repos, member, caseId);
      const afterSeq = payload.after_seq;
      // One more than a page tells whether there is more.
      const limit = HISTORY_PAGE_SIZE + 1;
      if (afterSeq === undefined) {
        const page = await messages.listVisible(caseId, sidesOf(member), { beforeSeq: payload.before_seq, limit });
        const hasMore = page.length > HISTORY_PAGE_SIZE;
        return done({ messages: hasMore ? page.slice(1) : page, last_seq: lastSeq, has_more: hasMore });
      }
      const replayed = replayedTo(member);
      const [visible, recorded, actionList] = await Promise.all([
        messages.listVisible(caseId, sidesOf(member), { afterSeq, limit }),
        stream.eventsAfter(caseId, afterSeq, replayed.audiences, limit),
        actions.list(caseId),
      ]);
      const merged: CaseEvent[] = [
        ...visible.map((message): CaseEvent => ({ seq: message.seq, event: 'roomMsg', payload: message })),
        ...actionList
          .filter((action) => action.seq > afterSeq && replayed.action(action.actionPayload))
          .map((action): CaseEvent => ({ seq: action.seq, event: 'action', payload: action })),
        ...recorded.map((entry) => ({ seq: entry.seq, event: entry.event, payload: entry.payload }) as CaseEvent),
      ].sort((left, right) => left.seq - right.seq);
      // Each source gave at most one more than a page, so the first page of the merge is exact.
      const hasMore = merged.length > HISTORY_PAGE_SIZE;
      const events = merged.slice(0, HISTORY_PAGE_SIZE);
      const resumeFrom = hasMore ? events.at(-1)!.seq : Math.max(lastSeq, events.at(-1)?.seq ?? 0);
      // The page's messages travel once, among its events: listed in `messages` as well, every message was
      // written and read twice, a third of a catch-up's time (bench:scale).
      return done({ messages: [], last_seq: resumeFrom, events, has_more: hasMore });
    },

    /**
     * A page of one group's messages containing the query, newest first: the reading rule of `history`
     * (a party searches M and its own group only), over every stored message of the case.
     */
    async searchMessages(member: Member, payload: Input<typeof searchMessagesPayloadSchema>): Promise<Outcome<SearchMessagesAck>> {
      const caseId = access.requireCase(member, payload.case_id);
      access.requireGroup(member, payload.side);
      const page = await messages.search(caseId, payload.side, payload.query, {
        beforeSeq: payload.before_seq,
        limit: SEARCH_PAGE_SIZE + 1,
      });
      const hasMore = page.length > SEARCH_PAGE_SIZE;
      return done({ matches: hasMore ? page.slice(0, SEARCH_PAGE_SIZE) : page, has_more: hasMore });
    },

    async historyActions(member: Member, payload: Input<typeof caseRefSchema>): Promise<Outcome<HistoryActionsAck>> {
      const caseId = access.requireCase(member, payload.case_id);
      const replayed = replayedTo(member);
      const items = (await actions.list(caseId)).filter((action) => replayed.action(action.actionPayload));
      return done({ actions: markersInForce(items), items });
    },
  };
}

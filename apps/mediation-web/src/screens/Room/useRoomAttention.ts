import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useRoom } from '@mediation/chat/connect';
import type { Side } from '@mediation/protocol';
import { notifyBrowser } from '../../lib/notifications';
import { useRoomText } from './i18n';
import { useIsolate } from '../../lib/bidi';
import { agreementAttention, attentionLabels, lastEntryId, type AttentionItem } from './attention';

/** Where the last agreement entry a person had on view is kept, per case and person (across reloads and tabs). */
const seenKey = (caseId: string, userId: number) => `agreement_seen:${caseId}:${userId}`;

function readSeen(caseId: string, userId: number): number {
  return Number(localStorage.getItem(seenKey(caseId, userId)) ?? 0) || 0;
}

export interface RoomAttentionOptions {
  caseId: string;
  userId: number;
  side: Side;
  /** The case's title: the browser notification's title. */
  caseTitle: string;
  /** What else waits, outside the agreement (the mediator's waiting room, a party's survey): in the page's title only. */
  otherCount: number;
  /** A live item of the agreement arrived (not one on view, nor one of the first read): the host toasts it. */
  onNews: (item: AttentionItem) => void;
}

/**
 * What in the agreement waits for the person (`agreementAttention`), less what it has had on view: the count
 * on the "Agreement" panel. The panel, while shown in a visible page, calls `markSeen`. While the page is
 * hidden, the page's title starts with the count of everything that waits ("(2) Mediation"), and each live
 * item also goes to a browser notification when the person turned them on.
 */
export function useRoomAttention({ caseId, userId, side, caseTitle, otherCount, onNews }: RoomAttentionOptions) {
  const agreement = useRoom((state) => state.agreement);
  const t = useRoomText();
  const isolate = useIsolate();
  const labels = useMemo(() => {
    const text = attentionLabels(t);
    return { ...text, signed: (name: string, signer: string) => text.signed(isolate(name), signer) };
  }, [t, isolate]);
  const items = useMemo(() => agreementAttention(agreement, side, labels), [agreement, side, labels]);
  const [seen, setSeen] = useState(() => readSeen(caseId, userId));
  const unseen = items.filter((item) => item.entryId > seen).length;

  // Whether the agreement's panel is on view now (the panel says so): news there is read, not announced.
  const onView = useRef(false);
  const latest = useRef({ agreement, onNews, caseTitle });
  latest.current = { agreement, onNews, caseTitle };

  const markSeen = useCallback(() => {
    const last = lastEntryId(latest.current.agreement);
    if (last <= readSeen(caseId, userId)) return;
    localStorage.setItem(seenKey(caseId, userId), String(last));
    setSeen(last);
  }, [caseId, userId]);

  const setOnView = useCallback(
    (isOnView: boolean) => {
      onView.current = isOnView;
      if (isOnView) markSeen();
    },
    [markSeen],
  );

  // Live news: what arrives after the first read, once each.
  const announcedUpTo = useRef<number | null>(null);
  useEffect(() => {
    if (!agreement) return;
    const last = lastEntryId(agreement);
    if (announcedUpTo.current === null) {
      announcedUpTo.current = last;
      return;
    }
    const since = announcedUpTo.current;
    announcedUpTo.current = Math.max(since, last);
    if (onView.current) return markSeen();
    for (const item of items.filter((candidate) => candidate.entryId > since)) {
      latest.current.onNews(item);
      notifyBrowser(latest.current.caseTitle, item.text, `agreement-${caseId}`);
    }
  }, [agreement, items, caseId, markSeen]);

  useDocumentTitleCount(unseen + otherCount);
  return { unseen, setOnView };
}

const COUNTED_TITLE = /^\(\d+\+?\) /;

/** While the page is hidden, its title starts with what waits ("(1) Mediation"); shown again, the title is as it was. */
export function useDocumentTitleCount(count: number) {
  const [isHidden, setHidden] = useState(() => document.visibilityState === 'hidden');
  useEffect(() => {
    const follow = () => setHidden(document.visibilityState === 'hidden');
    document.addEventListener('visibilitychange', follow);
    return () => document.removeEventListener('visibilitychange', follow);
  }, []);
  useEffect(() => {
    const plain = document.title.replace(COUNTED_TITLE, '');
    document.title = isHidden && count > 0 ? `(${count > 99 ? '99+' : count}) ${plain}` : plain;
  }, [count, isHidden]);
  useEffect(() => () => void (document.title = document.title.replace(COUNTED_TITLE, '')), []);
}

/**
 * What the agreement panel's parts share: the view and who looks at it, the labels, and two services of
 * the panel (moving focus once the view reflects a change, and announcing changes to screen readers).
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { createStrictContext } from '@mediation/ui';
import type {
  AgreementAddClausePayload,
  AgreementAnswerPayload,
  AgreementCountersignPayload,
  AgreementEditClausePayload,
  AgreementEntry,
  AgreementFinalizePayload,
  AgreementMoveClausePayload,
  AgreementRemoveClausePayload,
  AgreementReopenPayload,
  AgreementSignPayload,
  AgreementView,
} from '@mediation/protocol';
import { describeEntry, failureText, sideOfViewer, type AgreementViewer } from './agreementRules';
import type { AgreementPanelLabels } from './labels';

/** What a command callback returns: a promise when it can be refused (its rejection's message is shown). */
export type CommandResult = Promise<unknown> | void;

/** A command's payload without `case_id`, which the app adds (distributes over the answer's union). */
export type AgreementCommand<Payload> = Payload extends unknown ? Omit<Payload, 'case_id'> : never;

/**
 * The commands the panel sends. Each may return a promise: while it is pending the control shows it,
 * and a rejection's message (the server's reason) is shown beside the control.
 */
export interface AgreementCommands {
  /** Mediator: a clause at the end. */
  onAddClause?: (command: AgreementCommand<AgreementAddClausePayload>) => CommandResult;
  /** Mediator: a new version of a clause. */
  onEditClause?: (command: AgreementCommand<AgreementEditClausePayload>) => CommandResult;
  onRemoveClause?: (command: AgreementCommand<AgreementRemoveClausePayload>) => CommandResult;
  /** Mediator: the clause takes number `position`. */
  onMoveClause?: (command: AgreementCommand<AgreementMoveClausePayload>) => CommandResult;
  onFinalize?: (command: AgreementCommand<AgreementFinalizePayload>) => CommandResult;
  onCountersign?: (command: AgreementCommand<AgreementCountersignPayload>) => CommandResult;
  onReopen?: (command: AgreementCommand<AgreementReopenPayload>) => CommandResult;
  /** Party: accepts the clause's version it saw, or asks for a change with a comment. */
  onAnswer?: (command: AgreementCommand<AgreementAnswerPayload>) => CommandResult;
  /** Party: signs the finalized text of `digest`. */
  onSign?: (command: AgreementCommand<AgreementSignPayload>) => CommandResult;
  /** Fetches the signed PDF when `documentHref` is not given (the route needs the person's token). */
  onDownload?: () => CommandResult;
}

export interface AgreementContextValue {
  agreement: AgreementView;
  viewer: AgreementViewer;
  labels: AgreementPanelLabels;
  locale: string | undefined;
  timeZone: string | undefined;
  /**
   * Focuses the first element found of `keys` (their `data-agreement-focus`), once the view is no longer
   * `before` (the command's effect arrived); without `before`, at the next render.
   */
  requestFocus: (keys: readonly string[], before?: AgreementView) => void;
  /** Says a sentence through the panel's polite live region. */
  announce: (message: string) => void;
  /** The announcement of `count` clauses added from the summary (a plural in the catalog). */
  addedMany: (count: number) => string;
  commands: AgreementCommands;
}

export const [AgreementProvider, useAgreementContext] = createStrictContext<AgreementContextValue>('useAgreementContext', 'AgreementPanel');

/** The attribute `requestFocus` looks for. */
export const focusKey = (key: string) => ({ 'data-agreement-focus': key });

interface FocusRequest {
  keys: readonly string[];
  before: AgreementView | undefined;
}

/** Moves focus for the panel once a command's effect shows, so a replaced or moved control never drops it. */
export function useFocusRequests(rootRef: RefObject<HTMLElement | null>, agreement: AgreementView) {
  const [request, setRequest] = useState<FocusRequest | null>(null);
  useEffect(() => {
    if (!request || request.before === agreement) return;
    const root = rootRef.current;
    for (const key of request.keys) {
      const element = root?.querySelector<HTMLElement>(`[data-agreement-focus="${key}"]`);
      if (element && !(element as HTMLButtonElement).disabled) {
        element.focus();
        break;
      }
    }
    setRequest(null);
  }, [request, agreement, rootRef]);
  return useCallback((keys: readonly string[], before?: AgreementView) => setRequest({ keys, before }), []);
}

/**
 * The live region's text: the viewer's own changes as they succeed, and each new record entry made by
 * someone else (the other side's answer, the mediator's edit) as it arrives.
 */
export function useAnnouncements(agreement: AgreementView, viewer: AgreementViewer, labels: AgreementPanelLabels) {
  const [message, setMessage] = useState('');
  const lastSeen = useRef(lastEntryId(agreement.record));
  const announce = useCallback((sentence: string) => {
    // The same sentence twice in a row must still be read: clear first, say it on the next frame.
    setMessage('');
    requestAnimationFrame(() => setMessage(sentence));
  }, []);
  useEffect(() => {
    const side = sideOfViewer(viewer);
    const fresh = agreement.record.filter((entry) => entry.id > lastSeen.current && entry.side !== side);
    lastSeen.current = Math.max(lastSeen.current, lastEntryId(agreement.record));
    if (fresh.length > 0) announce(fresh.map((entry) => describeEntry(entry, labels)).join(' '));
  }, [agreement.record, viewer, labels, announce]);
  return { message, announce };
}

function lastEntryId(record: readonly AgreementEntry[]): number {
  return record.reduce((max, entry) => Math.max(max, entry.id), 0);
}

/** One command's pending state and refusal sentence. */
export function useCommand() {
  const { labels } = useAgreementContext();
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string>();
  const run = useCallback(
    async (command: () => CommandResult): Promise<boolean> => {
      setPending(true);
      setError(undefined);
      try {
        await command();
        return true;
      } catch (refusal) {
        setError(failureText(refusal, labels));
        return false;
      } finally {
        setPending(false);
      }
    },
    [labels],
  );
  return { isPending, error, setError, run };
}

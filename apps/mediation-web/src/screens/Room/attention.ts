/**
 * What in the settlement agreement waits for the viewer, read from its record of consent: for a party, a
 * clause the mediator added or changed and a finalized text it has not signed; for the mediator, a change
 * request, a clause both sides accepted and a party's signature. Each is one entry of the record, so that what
 * the person has seen is one number: the last entry id it had on view.
 */
import type { AgreementView, Side } from '@mediation/protocol';
import type { Translate } from '@mediation/ui';
import { roomCatalog, type RoomMessage } from './i18n';

export interface AttentionItem {
  /** The record entry that brought it. */
  entryId: number;
  /** One sentence for the toast and the browser notification. */
  text: string;
}

export interface AttentionLabels {
  clauseAdded: (number: number) => string;
  clauseChanged: (number: number) => string;
  finalized: string;
  changeRequested: (side: string, number: number) => string;
  bothAccepted: (number: number) => string;
  signed: (name: string, side: string) => string;
}

/** The sentences from a catalog's formatter (the room's language). */
export function attentionLabels(t: Translate<RoomMessage>): AttentionLabels {
  return {
    clauseAdded: (number) => t('attention.clauseAdded', { number }),
    clauseChanged: (number) => t('attention.clauseChanged', { number }),
    finalized: t('attention.finalized'),
    changeRequested: (side, number) => t('attention.changeRequested', { side, number }),
    bothAccepted: (number) => t('attention.bothAccepted', { number }),
    signed: (name, side) => t('attention.signed', { name, side }),
  };
}

/** In English, for callers outside React. */
export const defaultAttentionLabels: AttentionLabels = attentionLabels((key, values) => roomCatalog.translate('en', key, values));

/** The items of the agreement that wait for a viewer on `side`, oldest first. */
export function agreementAttention(
  view: AgreementView | null,
  side: Side,
  text: AttentionLabels = defaultAttentionLabels,
): AttentionItem[] {
  if (!view) return [];
  const numberOf = (clauseId: string | null, fallback: number | null) =>
    view.clauses.find((clause) => clause.id === clauseId)?.number ?? fallback ?? 0;
  const items: AttentionItem[] = [];
  if (side !== 'M') {
    const hasSigned = view.signatures.some((signature) => signature.side === side);
    const lastFinalized = view.record.findLast((entry) => entry.kind === 'finalized');
    for (const entry of view.record) {
      // A clause since removed needs nobody any more.
      const isListed = view.clauses.some((clause) => clause.id === entry.clause_id);
      if (entry.side === 'M' && entry.kind === 'clause_added' && isListed)
        items.push({ entryId: entry.id, text: text.clauseAdded(numberOf(entry.clause_id, entry.clause_number)) });
      if (entry.side === 'M' && entry.kind === 'clause_edited' && isListed)
        items.push({ entryId: entry.id, text: text.clauseChanged(numberOf(entry.clause_id, entry.clause_number)) });
      // Only the finalization in force, while this side's signature is still missing.
      if (entry === lastFinalized && view.state === 'finalized' && !hasSigned) items.push({ entryId: entry.id, text: text.finalized });
    }
    return items;
  }
  // A clause counts once, at the acceptance that made it accepted by both sides, while both still accept it.
  const agreedAt = new Map<string, number>();
  for (const clause of view.clauses) {
    const accepting = clause.answers.filter(
      (answer) => answer.answer === 'accept' && answer.is_current && answer.clause_version === clause.version,
    );
    if (accepting.length < 2) continue;
    const last = view.record.findLast(
      (entry) => entry.kind === 'clause_accepted' && entry.clause_id === clause.id && entry.clause_version === clause.version,
    );
    if (last) agreedAt.set(clause.id, last.id);
  }
  for (const entry of view.record) {
    if (entry.side === 'M') continue;
    if (entry.kind === 'change_requested')
      items.push({ entryId: entry.id, text: text.changeRequested(entry.side, numberOf(entry.clause_id, entry.clause_number)) });
    if (entry.kind === 'clause_accepted' && entry.clause_id !== null && agreedAt.get(entry.clause_id) === entry.id)
      items.push({ entryId: entry.id, text: text.bothAccepted(numberOf(entry.clause_id, entry.clause_number)) });
    if (entry.kind === 'signed') items.push({ entryId: entry.id, text: text.signed(entry.name, entry.side) });
  }
  return items;
}

/** The highest entry id of the record (0 for none): what "seen up to now" means. */
export function lastEntryId(view: AgreementView | null): number {
  return view?.record.reduce((highest, entry) => Math.max(highest, entry.id), 0) ?? 0;
}

/**
 * Applying an agreement change to a view, apart from the schemas: the chat client's store calls it in the
 * room's first script, which must not carry zod (agreement.ts builds schemas at its top level).
 */
import type { AgreementDeltaEvent, AgreementView } from './agreement';

/** The view `view` becomes with the change `change` (a view held before it; the record gains its entry once). */
export function applyAgreementChange(view: AgreementView, change: AgreementDeltaEvent): AgreementView {
  let clauses = view.clauses;
  const edited = change.clause;
  if (edited) {
    const known = clauses.some((clause) => clause.id === edited.id);
    clauses = known
      ? clauses.map((clause) =>
          clause.id === edited.id
            ? {
                ...clause,
                text: edited.text,
                version: edited.version,
                answers: clause.answers.map((answer) => ({ ...answer, is_current: answer.clause_version === edited.version })),
              }
            : clause,
        )
      : [...clauses, { id: edited.id, number: clauses.length + 1, text: edited.text, version: edited.version, answers: [] }];
  }
  if (change.clause_order) {
    const byId = new Map(clauses.map((clause) => [clause.id, clause]));
    clauses = change.clause_order.flatMap((id) => byId.get(id) ?? []);
  }
  const answered = change.answer;
  if (answered) {
    const { clause_id: clauseId, ...answer } = answered;
    clauses = clauses.map((clause) =>
      clause.id === clauseId ? { ...clause, answers: [...clause.answers.filter((other) => other.side !== answer.side), answer] } : clause,
    );
  }
  const hasEntry = view.record.some((entry) => entry.id === change.entry.id);
  return {
    ...view,
    ...change.status,
    clauses: clauses.map((clause, index) => (clause.number === index + 1 ? clause : { ...clause, number: index + 1 })),
    signatures: change.signatures ?? view.signatures,
    record: hasEntry ? view.record : [...view.record, change.entry],
  };
}

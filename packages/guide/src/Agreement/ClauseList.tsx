import { useEffect, useRef, useState, type RefObject } from 'react';
import { Badge, EmptyState, type BadgeTone } from '@mediation/ui';
import type { AgreementClause } from '@mediation/protocol';
import { fill } from '../internal/format';
import { ClauseHeader, ClauseItem, ClauseList as List, ClauseText, ClauseTitle, Comment, Refusal, Standings } from './Agreement.styles';
import { useAgreementContext } from './AgreementContext';
import { controlsFor, standingText, visibleStandings, type SideStanding, type StandingKind } from './agreementRules';
import { ClauseEditor, ClauseTools, RemoveConfirm, useMoveClause } from './MediatorClauseControls';
import { PartyAnswer } from './PartyAnswer';

/** The numbered clauses, with each viewer's controls while in draft. */
export function ClauseList() {
  const { agreement, viewer, labels } = useAgreementContext();
  if (agreement.clauses.length === 0) {
    return (
      <EmptyState title={labels.empty} description={viewer === 'mediator' ? labels.emptyMediator : labels.emptyParty} headingLevel={3} />
    );
  }
  return (
    <List aria-label={labels.clauses} data-frozen={agreement.state === 'draft' ? undefined : ''}>
      {agreement.clauses.map((clause, index) => (
        <Clause key={clause.id} clause={clause} previous={agreement.clauses[index - 1]} next={agreement.clauses[index + 1]} />
      ))}
    </List>
  );
}

type Mode = 'view' | 'edit' | 'remove';

interface ClauseProps {
  clause: AgreementClause;
  previous: AgreementClause | undefined;
  next: AgreementClause | undefined;
}

function Clause({ clause, previous, next }: ClauseProps) {
  const { agreement, viewer, labels, requestFocus } = useAgreementContext();
  const controls = controlsFor(agreement, viewer);
  const [mode, setMode] = useState<Mode>('view');
  const { move, error: moveError } = useMoveClause(clause);
  const itemRef = useRef<HTMLLIElement>(null);
  useScrolledToOnChangeRequest(itemRef, clause);
  const backTo = (key: string) => {
    setMode('view');
    requestFocus([key]);
  };
  return (
    <ClauseItem ref={itemRef}>
      <ClauseHeader>
        <ClauseTitle>{fill(labels.clauseHeading, { number: clause.number })}</ClauseTitle>
        {controls.draft && mode === 'view' ? (
          <ClauseTools
            clause={clause}
            isFirst={!previous}
            isLast={!next}
            onMove={move}
            onEdit={() => setMode('edit')}
            onRemove={() => setMode('remove')}
          />
        ) : null}
      </ClauseHeader>
      {mode === 'edit' ? (
        <ClauseEditor clause={clause} onClose={() => backTo(`edit-${clause.id}`)} />
      ) : (
        <ClauseText dir="auto">{clause.text}</ClauseText>
      )}
      {mode === 'remove' ? (
        <RemoveConfirm clause={clause} neighbours={[next, previous]} onCancel={() => backTo(`remove-${clause.id}`)} />
      ) : null}
      {moveError ? <Refusal role="alert">{moveError}</Refusal> : null}
      {agreement.state === 'draft' ? <StandingList clause={clause} /> : null}
      {controls.answer ? <PartyAnswer clause={clause} /> : null}
    </ClauseItem>
  );
}

/**
 * A change request that arrives (not one already there when the panel opens) brings its clause into view:
 * the mediator reads what was asked without hunting for it in a long agreement.
 */
function useScrolledToOnChangeRequest(itemRef: RefObject<HTMLLIElement | null>, clause: AgreementClause) {
  const { agreement, viewer } = useAgreementContext();
  const requests = visibleStandings(clause, viewer, agreement.shuttle)
    .filter((standing) => standing.kind === 'changeRequested')
    .map((standing) => `${standing.side}:${standing.answer?.comment ?? ''}`)
    .join('|');
  const previous = useRef(requests);
  useEffect(() => {
    const before = previous.current;
    previous.current = requests;
    if (requests && requests !== before) itemRef.current?.scrollIntoView?.({ block: 'nearest' });
  }, [requests, itemRef]);
}

const TONES: Record<StandingKind, BadgeTone> = {
  accepted: 'success',
  changeRequested: 'warning',
  changedSinceAccepted: 'accent',
  changedSinceRequested: 'accent',
  waiting: 'neutral',
};

/** Where each side the viewer may see stands on the clause, with change requests' texts where given. */
function StandingList({ clause }: { clause: AgreementClause }) {
  const { agreement, viewer, labels } = useAgreementContext();
  const standings = visibleStandings(clause, viewer, agreement.shuttle);
  if (standings.length === 0) return null;
  return (
    <Standings>
      {standings.map((standing) => (
        <li key={standing.side}>
          <Badge tone={TONES[standing.kind]}>{standingText(standing, viewer, labels)}</Badge>
          <StandingComment standing={standing} />
        </li>
      ))}
    </Standings>
  );
}

function StandingComment({ standing }: { standing: SideStanding }) {
  const { viewer, labels } = useAgreementContext();
  const comment = standing.answer?.answer === 'change' ? standing.answer.comment : undefined;
  if (!comment) return null;
  return (
    <Comment>
      <span>{standing.side === viewer ? labels.commentByYou : fill(labels.commentBy, { side: standing.side })}</span>
      <span dir="auto">{comment}</span>
    </Comment>
  );
}

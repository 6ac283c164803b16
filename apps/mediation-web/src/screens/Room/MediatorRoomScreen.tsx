import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, VisuallyHidden } from '@mediation/ui';
import { useCurrentCase } from '../../lib/useCurrentCase';
import { CaseRoom } from './CaseRoom';
import { MediatorRoomFrame } from './CaseRoom.styles';
import { WaitingRoomStrip } from './WaitingRoomStrip';

/** /Mediator/chat: the running case's room, with the waiting room above it. */
export default function MediatorRoomScreen() {
  const navigate = useNavigate();
  const { currentCaseId: caseId } = useCurrentCase();

  if (!caseId) {
    return (
      <>
        <VisuallyHidden as="h1">Case chat</VisuallyHidden>
        <EmptyState
        headingLevel={2}
        title="No case is running"
        description="Start a case from the dashboard to open its chat."
        action={<Button onClick={() => navigate('/Mediator/dashboard')}>Back to dashboard</Button>}
        />
      </>
    );
  }
  return (
    <MediatorRoomFrame>
      <CaseRoom
        key={caseId}
        caseId={caseId}
        onExit={() => navigate('/Mediator/dashboard')}
        header={<WaitingRoomStrip caseId={caseId} />}
      />
    </MediatorRoomFrame>
  );
}

import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, VisuallyHidden } from '@mediation/ui';
import { useCurrentCase } from '../../lib/useCurrentCase';
import { CaseRoom } from './CaseRoom';
import { MediatorRoomFrame } from './CaseRoom.styles';
import { MediatorRoomHeader } from './MediatorRoomHeader';

/** /Mediator/chat: the running case's room, under its header (the waiting room and the case code). */
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
        header={<MediatorRoomHeader caseId={caseId} />}
      />
    </MediatorRoomFrame>
  );
}

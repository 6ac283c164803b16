import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, VisuallyHidden } from '@mediation/ui';
import { useSession } from '../../app/services';
import { useCurrentCase } from '../../lib/useCurrentCase';
import { CaseRoom } from './CaseRoom';
import { PartyRoomFrame } from './CaseRoom.styles';

/** /User/dashboard: a party's case room. Exit, and the end of the case, lead to /login. */
export default function PartyRoomScreen() {
  const navigate = useNavigate();
  const { session } = useSession();
  const { currentCaseId: caseId } = useCurrentCase();
  const leave = () => {
    void session.signOut().then(() => navigate('/login', { replace: true }));
  };

  return (
    <PartyRoomFrame>
      {caseId ? (
        <CaseRoom
          key={caseId}
          caseId={caseId}
          onExit={leave}
          onCaseEndedConfirmed={() => {
            session.clear();
            navigate('/login', { replace: true });
          }}
        />
      ) : (
        <>
          <VisuallyHidden as="h1">Your case</VisuallyHidden>
          <EmptyState
            headingLevel={2}
            title="No case"
            description="Join a case with the code your mediator gave you."
            action={<Button onClick={leave}>Back to sign in</Button>}
          />
        </>
      )}
    </PartyRoomFrame>
  );
}

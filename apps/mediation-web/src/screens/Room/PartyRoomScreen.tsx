import { useNavigate } from 'react-router-dom';
import { Button, EmptyState, VisuallyHidden } from '@mediation/ui';
import { useSession } from '../../app/services';
import { useRoomText } from './i18n';
import { useCurrentCase } from '../../lib/useCurrentCase';
import { CaseRoom } from './CaseRoom';
import { partyRoomParts } from './partyRoomParts';
import { PartyRoomFrame } from './CaseRoom.styles';

/** /User/dashboard: a party's case room. Exit, and the end of the case, lead to /login. */
export default function PartyRoomScreen() {
  const t = useRoomText();
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
          partyParts={partyRoomParts}
          onExit={leave}
          onCaseEndedConfirmed={() => {
            session.clear();
            navigate('/login', { replace: true });
          }}
          onAskToJoinAgain={(prefill) => {
            // The removal ended this session on the server, and the admission at the end of the entry replaces
            // it; it is not cleared here, which would send this guarded page to /login before the entry opens.
            navigate('/client-login', { replace: true, state: { prefill } });
          }}
        />
      ) : (
        <>
          <VisuallyHidden as="h1">{t('partyRoom.heading')}</VisuallyHidden>
          <EmptyState
            headingLevel={2}
            title={t('partyRoom.none')}
            description={t('partyRoom.noneDetail')}
            action={<Button onClick={leave}>{t('common.backToSignIn')}</Button>}
          />
        </>
      )}
    </PartyRoomFrame>
  );
}

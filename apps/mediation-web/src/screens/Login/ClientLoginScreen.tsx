import { useEffect, useRef, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { Spinner } from '@mediation/ui';
import { errorMessage } from '../../api/httpClient';
import { useApi, useSession } from '../../app/services';
import type { PartyAdmission } from '../../api/endpoints';
import { LoginFrame } from './LoginFrame';
import { PartyEntry } from './PartyEntry';
import { Alert, Checking, Note } from './Login.styles';

/**
 * /client-login: ?case_code= (the share link) starts the party entry at the side choice;
 * ?invite= (a personal invitation) enters the case at once, without waiting.
 */
export default function ClientLoginScreen() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const code = params.get('case_code') ?? '';
  const { session } = useSession();
  const navigate = useNavigate();
  const enter = (admission: PartyAdmission) => {
    session.admitParty(admission);
    navigate('/User/dashboard', { replace: true, state: { case_id: admission.case_id } });
  };

  if (invite) return <InvitationEntry invite={invite} onAdmitted={enter} />;
  return (
    <LoginFrame title="Join a case">
      <PartyEntry initialCode={code} onAdmitted={enter} onCancel={() => navigate('/login')} />
    </LoginFrame>
  );
}

function InvitationEntry({ invite, onAdmitted }: { invite: string; onAdmitted: (admission: PartyAdmission) => void }) {
  const api = useApi();
  const [failure, setFailure] = useState<string>();
  const hasStarted = useRef(false);
  const onAdmittedRef = useRef(onAdmitted);
  onAdmittedRef.current = onAdmitted;
  useEffect(() => {
    // The invitation is single-use: it must be sent once even when effects run twice.
    if (hasStarted.current) return;
    hasStarted.current = true;
    api.party
      .joinWithInvite(invite)
      .then((admission) => onAdmittedRef.current(admission))
      .catch((error: unknown) => setFailure(errorMessage(error)));
  }, [api, invite]);
  return (
    <LoginFrame title="Your invitation">
      {failure ? (
        <>
          <Alert role="alert">This invitation cannot be used: {failure}</Alert>
          <Note>
            Ask your mediator for a new invitation or for the case code. <Link to="/login">Back to sign in</Link>
          </Note>
        </>
      ) : (
        <Checking role="status">
          <Spinner size="sm" /> Opening your invitation…
        </Checking>
      )}
    </LoginFrame>
  );
}

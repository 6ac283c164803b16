import { useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/services';
import type { JoinResponse } from '@mediation/protocol';
import { InvitationEntry } from './InvitationEntry';
import { LoginFrame } from './LoginFrame';
import { PartyEntry } from './PartyEntry';

/**
 * /client-login: ?case_code= (the share link) starts the party entry at the side choice;
 * ?invite= (a personal invitation) shows who joins on which side, and the press enters without waiting.
 */
export default function ClientLoginScreen() {
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const code = params.get('case_code') ?? '';
  const { session } = useSession();
  const navigate = useNavigate();
  const enter = (admission: JoinResponse) => {
    session.admitParty(admission);
    navigate('/User/dashboard', { replace: true });
  };

  if (invite) return <InvitationEntry invite={invite} onAdmitted={enter} />;
  return (
    <LoginFrame title="Join a case">
      <PartyEntry initialCode={code} onAdmitted={enter} onCancel={() => navigate('/login')} />
    </LoginFrame>
  );
}

import { useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useSession } from '../../app/services';
import { useText } from '../../i18n';
import type { JoinResponse } from '@mediation/protocol';
import { InvitationEntry } from './InvitationEntry';
import { LoginFrame } from './LoginFrame';
import { PartyEntry } from './PartyEntry';
import type { PartyEntryPrefill } from './partyEntry';

/**
 * /client-login: ?case_code= (the share link) starts the party entry at the side choice;
 * ?invite= (a personal invitation) shows who joins on which side, and the press enters without waiting.
 * A removed party's "Ask to join again" comes here with what it typed in the navigation's state (never in
 * the address, which would keep its e-mail in the history).
 */
export default function ClientLoginScreen() {
  const t = useText();
  const [params] = useSearchParams();
  const invite = params.get('invite');
  const code = params.get('case_code') ?? '';
  const prefill = (useLocation().state as { prefill?: PartyEntryPrefill } | null)?.prefill;
  const { session } = useSession();
  const navigate = useNavigate();
  const enter = (admission: JoinResponse) => {
    session.admitParty(admission);
    navigate('/User/dashboard', { replace: true });
  };

  if (invite) return <InvitationEntry invite={invite} onAdmitted={enter} />;
  return (
    <LoginFrame title={t('login.clientTitle')}>
      <PartyEntry initialCode={code} prefill={prefill} onAdmitted={enter} onCancel={() => navigate('/login')} />
    </LoginFrame>
  );
}

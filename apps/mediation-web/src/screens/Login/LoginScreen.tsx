import { Suspense, useState } from 'react';
import { Navigate, useNavigate } from 'react-router-dom';
import { Button, Spinner } from '@mediation/ui';
import { useSession } from '../../app/services';
import { homeOf } from '../../auth/guard';
import { isSignedIn } from '../../auth/session';
import { useText } from '../../i18n';
import { lazyPart } from '../../lib/lazyPart';
import { LoginFrame } from './LoginFrame';
import { SignInForm } from './SignInForm';

// The party entry flow loads when the person asks for it.
const PartyEntry = lazyPart(() => import('./PartyEntry').then(({ PartyEntry }) => ({ default: PartyEntry })));
import { Checking, Divider, Note } from './Login.styles';

export interface LoginScreenLabels {
  signInTitle: string;
  clientTitle: string;
  registeredOnly: string;
  loginAsClient: string;
  disclaimer: string;
  disclaimerLink: string;
}

/** /login: mediator and admin sign-in, and the party entry flow behind 'Login As Client'. */
export default function LoginScreen({ labels }: { labels?: Partial<LoginScreenLabels> }) {
  const t = useText();
  const text: LoginScreenLabels = {
    signInTitle: t('login.signInTitle'),
    clientTitle: t('login.clientTitle'),
    registeredOnly: t('login.registeredOnly'),
    loginAsClient: t('login.loginAsClient'),
    disclaimer: t('login.disclaimer'),
    disclaimerLink: t('login.disclaimerLink'),
    ...labels,
  };
  const { user, status, session } = useSession();
  const navigate = useNavigate();
  const [mode, setMode] = useState<'signin' | 'client'>('signin');

  if (status === 'ready' && isSignedIn(user)) return <Navigate to={homeOf(user)} replace />;

  if (mode === 'client') {
    return (
      <LoginFrame title={text.clientTitle}>
        <Suspense
          fallback={
            <Checking role="status">
              <Spinner size="sm" /> {t('common.loading')}
            </Checking>
          }
        >
          <PartyEntry
            onCancel={() => setMode('signin')}
            onAdmitted={(admission) => {
              session.admitParty(admission);
              navigate('/User/dashboard', { replace: true });
            }}
          />
        </Suspense>
      </LoginFrame>
    );
  }
  return (
    <LoginFrame title={text.signInTitle}>
      <Note>{text.registeredOnly}</Note>
      <SignInForm onSignedIn={(signedIn) => navigate(homeOf(signedIn), { replace: true })} />
      <Divider />
      <Button variant="secondary" fullWidth onClick={() => setMode('client')}>
        {text.loginAsClient}
      </Button>
      <Note>
        {text.disclaimer}{' '}
        <a href={t('login.disclaimerHref')} target="_blank" rel="noreferrer noopener">
          {text.disclaimerLink}
        </a>
      </Note>
    </LoginFrame>
  );
}

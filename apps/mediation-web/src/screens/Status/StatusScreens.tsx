import { useEffect } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { Button, Logo, Spinner } from '@mediation/ui';
import { useSession } from '../../app/services';
import { returnTarget } from '../../auth/guard';
import { AppLink } from '../../components/AppLink';
import { useText } from '../../i18n';
import { Actions, Centered, Message, Panel, Title } from './StatusScreens.styles';

export interface LoadingScreenLabels {
  loading: string;
}

/** /loading: shown while the stored session is restored; then returns to where the person was going. */
export function LoadingScreen({ labels }: { labels?: Partial<LoadingScreenLabels> }) {
  const t = useText();
  const text = { loading: t('status.loading'), ...labels };
  const { status } = useSession();
  const { search } = useLocation();
  if (status === 'ready') return <Navigate to={returnTarget(search)} replace />;
  return (
    <Centered>
      <main>
        <Panel role="status" aria-live="polite">
          <Logo size="lg" />
          <Title as="h1">
            <Spinner size="sm" /> {text.loading}
          </Title>
        </Panel>
      </main>
    </Centered>
  );
}

/** /logout: forgets the person and goes to /login. */
export function LogoutScreen() {
  const t = useText();
  const { session } = useSession();
  const navigate = useNavigate();
  useEffect(() => {
    let isCurrent = true;
    void session.signOut().then(() => {
      if (isCurrent) navigate('/login', { replace: true });
    });
    return () => {
      isCurrent = false;
    };
  }, [session, navigate]);
  return (
    <Centered>
      <main>
        <Panel role="status">
          <Title as="h1">{t('status.signingOut')}</Title>
        </Panel>
      </main>
    </Centered>
  );
}

export interface UnauthorizedLabels {
  title: string;
  message: string;
  back: string;
}

/** /unauthorized and /unauthorised: the person's role may not open that screen. */
export function UnauthorizedScreen({ labels }: { labels?: Partial<UnauthorizedLabels> }) {
  const t = useText();
  const text = {
    title: t('status.unauthorized.title'),
    message: t('status.unauthorized.message'),
    back: t('status.backToLogin'),
    ...labels,
  };
  return (
    <Centered>
      <main>
        <Panel>
          <Logo size="lg" />
          <Title as="h1">{text.title}</Title>
          <Message>{text.message}</Message>
          <Actions>
            <AppLink to="/login">{text.back}</AppLink>
          </Actions>
        </Panel>
      </main>
    </Centered>
  );
}

export interface RouteErrorLabels {
  title: string;
  reload: string;
  back: string;
}

/** The error boundary of every route: says what broke and offers a way back. */
export function RouteErrorScreen({ error, labels }: { error: unknown; labels?: Partial<RouteErrorLabels> }) {
  const t = useText();
  const text = { title: t('status.error.title'), reload: t('status.error.reload'), back: t('status.backToLogin'), ...labels };
  const detail = error instanceof Error ? error.message : String(error);
  return (
    <Centered>
      <main>
        <Panel role="alert">
          <Title as="h1">{text.title}</Title>
          <Message>{detail}</Message>
          <Actions>
            <Button onClick={() => location.reload()}>{text.reload}</Button>
            <a href="/login">{text.back}</a>
          </Actions>
        </Panel>
      </main>
    </Centered>
  );
}

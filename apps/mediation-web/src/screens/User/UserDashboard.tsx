import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery } from '@tanstack/react-query';
import { CASE_ID_STORAGE_KEY } from '@mediation/protocol';
import { AppShell, Badge, Button, EmptyState, SideIcon, Spinner } from '@mediation/ui';
import { errorMessage } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi, useSession } from '../../app/services';
import { CaseInformationCard, ParticipantsCard } from '../../components/CaseOverview';
import { Brand, WideLabel } from '../../components/Brand';
import { ThemeSwitch } from '../../components/ThemeSwitch';
import { LogoutIcon } from '../../components/icons';
import { Columns, Muted, PageHeading, Stack } from '../Mediator/Mediator.styles';
import { Welcome } from './UserDashboard.styles';

/**
 * /User/dashboard: the party's case. Until the case room arrives it shows the case information and
 * the participants; Exit leaves to /login.
 */
export default function UserDashboard() {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const { user, session } = useSession();
  const caseId = (location.state as { case_id?: string } | null)?.case_id ?? localStorage.getItem(CASE_ID_STORAGE_KEY) ?? undefined;
  const details = useQuery({
    queryKey: queryKeys.cases.detail(caseId ?? ''),
    queryFn: () => api.cases.details(caseId ?? ''),
    enabled: caseId !== undefined,
  });
  const exit = () => {
    void session.signOut().then(() => navigate('/login', { replace: true }));
  };

  return (
    <AppShell
      topBar={{
        brand: <Brand />,
        title: details.data?.title,
        actions: (
          <>
            <ThemeSwitch />
            <Button size="sm" variant="secondary" onClick={exit}>
              <LogoutIcon /> <WideLabel>Exit</WideLabel>
            </Button>
          </>
        ),
      }}
    >
      <PageHeading>{details.data?.title ?? 'Your case'}</PageHeading>
      {user ? (
        <Welcome>
          <SideIcon side={user.side} size="sm" /> You are <strong>{`${user.first_name} ${user.last_name}`.trim()}</strong> on{' '}
          <Badge tone={user.side}>Side {user.side}</Badge>. The chat opens here; meanwhile, here is your case.
        </Welcome>
      ) : null}
      {!caseId ? (
        <EmptyState title="No case" description="Join a case with the code your mediator gave you." action={<Button onClick={exit}>Back to sign in</Button>} />
      ) : (
        <Columns>
          {details.isError ? (
            <EmptyState headingLevel={2} title="This case could not be loaded" description={errorMessage(details.error)} />
          ) : details.data ? (
            <CaseInformationCard details={details.data} />
          ) : (
            <Muted role="status">
              <Spinner size="sm" /> Loading your case…
            </Muted>
          )}
          <Stack>
            <ParticipantsCard caseId={caseId} />
          </Stack>
        </Columns>
      )}
    </AppShell>
  );
}

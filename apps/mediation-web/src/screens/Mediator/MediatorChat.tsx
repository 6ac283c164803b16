import { useLocation, useNavigate } from 'react-router-dom';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Button, EmptyState, Spinner, useToast } from '@mediation/ui';
import type { JoinRequestItem } from '@mediation/protocol';
import { errorMessage } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi, useSession } from '../../app/services';
import { CaseInformationCard, ParticipantsCard } from '../../components/CaseOverview';
import { readNotificationPreference } from '../../lib/notifications';
import { useCaseSocket } from './useCaseSocket';
import { useCurrentCase } from './useMediatorCases';
import { WaitingRoomPanel } from './WaitingRoomPanel';
import { Columns, Muted, PageHeading, Stack } from '../../components/Page';
import { Notice } from './MediatorChat.styles';

/**
 * /Mediator/chat: the running case. Until the case room arrives it shows the waiting room (live),
 * the case information and the participants.
 */
export default function MediatorChat() {
  const location = useLocation();
  const navigate = useNavigate();
  const api = useApi();
  const { user } = useSession();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const { currentCaseId } = useCurrentCase();
  const caseId = (location.state as { case_id?: string } | null)?.case_id ?? currentCaseId ?? undefined;
  const details = useQuery({
    queryKey: queryKeys.cases.detail(caseId ?? ''),
    queryFn: () => api.cases.details(caseId ?? ''),
    enabled: caseId !== undefined,
  });

  const refreshRoom = () => {
    if (!caseId) return;
    void queryClient.invalidateQueries({ queryKey: queryKeys.cases.joinRequests(caseId) });
    void queryClient.invalidateQueries({ queryKey: queryKeys.cases.participants(caseId) });
  };
  useCaseSocket(
    caseId,
    {
      joinRequest: (request: JoinRequestItem) => {
        refreshRoom();
        if (readNotificationPreference()) {
          toast({ title: 'Someone asks to join', description: `${request.first_name} ${request.last_name} (side ${request.side}) is in the waiting room.` });
        }
      },
      joinRequestDecided: refreshRoom,
      userJoin: refreshRoom,
      userLeave: refreshRoom,
      endCase: () => {
        void queryClient.invalidateQueries({ queryKey: queryKeys.cases.all() });
      },
    },
    refreshRoom,
  );

  if (!caseId) {
    return (
      <>
        <PageHeading>Case chat</PageHeading>
        <EmptyState title="No case is running" description="Start a case from the dashboard to open its chat." action={<Button onClick={() => navigate('/Mediator/dashboard')}>Back to dashboard</Button>} />
      </>
    );
  }
  return (
    <>
      <PageHeading>{details.data?.title ?? 'Case chat'}</PageHeading>
      <Notice>The parties wait here until you admit them. Share the case code {details.data ? <strong>{details.data.link}</strong> : null} with them.</Notice>
      <Columns>
        <WaitingRoomPanel caseId={caseId} />
        <Stack>
          {details.isError ? (
            <EmptyState headingLevel={2} title="This case could not be loaded" description={errorMessage(details.error)} />
          ) : details.data ? (
            <CaseInformationCard details={details.data} mediatorName={user ? `${user.first_name} ${user.last_name}` : undefined} />
          ) : (
            <Muted role="status">
              <Spinner size="sm" /> Loading the case…
            </Muted>
          )}
          <ParticipantsCard caseId={caseId} />
        </Stack>
      </Columns>
    </>
  );
}

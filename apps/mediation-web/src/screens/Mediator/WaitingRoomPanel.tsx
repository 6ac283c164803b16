import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { Badge, Button, Card, SideIcon } from '@mediation/ui';
import type { JoinRequestItem } from '@mediation/protocol';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { useFailureToast } from '../../lib/useFailureToast';
import { Muted, PeopleList, PersonName } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { RequestActions, RequestDetails } from './MediatorChat.styles';

/** How often the waiting room asks the server when no live event arrived (a safety net). */
export const JOIN_REQUESTS_REFRESH_MS = 10_000;

/** The mediator's waiting room: each party asking to join, with Admit and Refuse. */
export function WaitingRoomPanel({ caseId }: { caseId: string }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const failed = useFailureToast();
  const requests = useQuery({
    queryKey: queryKeys.cases.joinRequests(caseId),
    queryFn: () => api.cases.joinRequests(caseId),
    refetchInterval: JOIN_REQUESTS_REFRESH_MS,
  });
  const decide = useMutation({
    mutationFn: ({ request, decision }: { request: JoinRequestItem; decision: 'admit' | 'refuse' }) =>
      api.cases.decide(caseId, request.request_id, decision),
    onError: (error, { decision }) => failed(decision === 'admit' ? 'Admitting the party' : 'Refusing the party', error),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.cases.joinRequests(caseId) });
      void queryClient.invalidateQueries({ queryKey: queryKeys.cases.participants(caseId) });
    },
  });

  return (
    <Card title="Waiting room" headingLevel={2}>
      <QueryState query={requests} what="waiting room" headingLevel={3}>
        {(all) => {
          const waiting = all.filter((request) => request.status === 'waiting');
          if (waiting.length === 0) return <Muted>Nobody is waiting. Parties who enter the case code appear here.</Muted>;
          return (
            <PeopleList aria-label="Waiting to join">
              {waiting.map((request) => {
                const name = `${request.first_name} ${request.last_name}`.trim();
                const isDeciding = decide.isPending && decide.variables?.request.request_id === request.request_id;
                return (
                  <li key={request.request_id}>
                    <SideIcon side={request.side} size="sm" />
                    <RequestDetails>
                      <PersonName>{name}</PersonName>
                      <Muted>{request.email}</Muted>
                      <span>
                        <Badge tone={request.side}>Side {request.side}</Badge>{' '}
                        {request.was_admitted_before ? <Badge tone="success">Was in this case before</Badge> : <Badge>New to this case</Badge>}
                      </span>
                    </RequestDetails>
                    <RequestActions>
                      <Button size="sm" aria-label={`Admit ${name}`} isPending={isDeciding && decide.variables?.decision === 'admit'} onClick={() => decide.mutate({ request, decision: 'admit' })}>
                        Admit
                      </Button>
                      <Button size="sm" variant="secondary" aria-label={`Refuse ${name}`} isPending={isDeciding && decide.variables?.decision === 'refuse'} onClick={() => decide.mutate({ request, decision: 'refuse' })}>
                        Refuse
                      </Button>
                    </RequestActions>
                  </li>
                );
              })}
            </PeopleList>
          );
        }}
      </QueryState>
    </Card>
  );
}

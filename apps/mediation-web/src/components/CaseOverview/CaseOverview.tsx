import { useQuery } from '@tanstack/react-query';
import type { CaseDetails } from '@mediation/protocol';
import { Badge, Card, SideIcon } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useApi, useSession } from '../../app/services';
import { categoryLabel } from '../../lib/categories';
import { Details, PeopleList, PersonName } from '../Page';
import { QueryState } from '../QueryState';

/** How often the participant list asks who is connected, until the case room brings it live. */
export const PARTICIPANTS_REFRESH_MS = 5000;

/** The case's information (spec: title, problem brief, category, sub category, mediator). */
export function CaseInformationCard({ details, mediatorName }: { details: CaseDetails; mediatorName?: string }) {
  return (
    <Card title="Case information" headingLevel={2}>
      <Details>
        <dt>Title</dt>
        <dd>{details.title}</dd>
        <dt>Problem brief</dt>
        <dd>{details.problem_brief || '—'}</dd>
        <dt>Category</dt>
        <dd>{categoryLabel(details.category)}</dd>
        <dt>Sub category</dt>
        <dd>{details.sub_category || '—'}</dd>
        {mediatorName ? (
          <>
            <dt>Mediator</dt>
            <dd>{mediatorName}</dd>
          </>
        ) : null}
        <dt>Shuttle mode</dt>
        <dd>{details.shuttle ? 'On' : 'Off'}</dd>
      </Details>
    </Card>
  );
}

/** The people of the case with their side, 'Me' for the person looking, and who is connected. */
export function ParticipantsCard({ caseId }: { caseId: string }) {
  const api = useApi();
  const { user } = useSession();
  const participants = useQuery({
    queryKey: queryKeys.cases.participants(caseId),
    queryFn: () => api.cases.participants(caseId),
    refetchInterval: PARTICIPANTS_REFRESH_MS,
  });
  return (
    <Card title="Participants" headingLevel={2}>
      <QueryState query={participants} what="participants" headingLevel={3}>
        {(people) => (
          <PeopleList aria-label="Participants">
            {people.map((person) => (
              <li key={person.user_id}>
                <SideIcon side={person.side} size="sm" />
                <PersonName>{person.displayName}</PersonName>
                {person.user_id === user?.id ? <Badge tone="accent">Me</Badge> : null}
                <Badge tone={person.is_online ? 'success' : 'neutral'}>{person.is_online ? 'Online' : 'Offline'}</Badge>
              </li>
            ))}
          </PeopleList>
        )}
      </QueryState>
    </Card>
  );
}

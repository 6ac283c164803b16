import { useQuery } from '@tanstack/react-query';
import { Badge, Button, EmptyState, SideIcon, Spinner, Table } from '@mediation/ui';
import { errorMessage } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { categoryLabel } from '../../lib/categories';
import { Muted, PeopleInline } from './Admin.styles';

/** How often Online Cases asks who is connected. */
export const ONLINE_REFRESH_MS = 5000;

/** Online Cases: every started case and who is connected to it now, refreshed every few seconds. */
export function OnlineCases() {
  const api = useApi();
  const online = useQuery({ queryKey: queryKeys.admin.onlineCases(), queryFn: () => api.admin.onlineCases(), refetchInterval: ONLINE_REFRESH_MS });
  if (online.isError) {
    return <EmptyState title="The online cases could not be loaded" description={errorMessage(online.error)} action={<Button onClick={() => void online.refetch()}>Try again</Button>} />;
  }
  if (!online.data) {
    return (
      <Muted role="status">
        <Spinner size="sm" /> Loading online cases…
      </Muted>
    );
  }
  if (online.data.length === 0) {
    return <EmptyState title="No case is running now" description="A case appears here while its mediator has it started." />;
  }
  return (
    <Table
      caption="Cases running now"
      hideCaption
      rows={online.data}
      getRowKey={(row) => row.case_id}
      columns={[
        { key: 'title', header: 'Case', isRowHeader: true, cell: (row) => row.title },
        { key: 'category', header: 'Category', cell: (row) => <Badge tone="accent">{categoryLabel(row.category)}</Badge> },
        { key: 'mediator', header: 'Mediator', cell: (row) => row.mediator.name },
        { key: 'participants', header: 'Parties', cell: (row) => row.participants },
        {
          key: 'connected',
          header: 'Connected now',
          cell: (row) =>
            row.connected.length === 0 ? (
              <Muted>Nobody</Muted>
            ) : (
              <PeopleInline>
                {row.connected.map((person) => (
                  <li key={person.user_id}>
                    <SideIcon side={person.side} size="sm" /> {person.displayName}
                  </li>
                ))}
              </PeopleInline>
            ),
        },
      ]}
    />
  );
}

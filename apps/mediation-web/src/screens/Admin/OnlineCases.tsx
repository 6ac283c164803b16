import { useQuery } from '@tanstack/react-query';
import type { OnlineCase } from '@mediation/protocol';
import { Badge, EmptyState, SideIcon, Table } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { categoryLabel } from '../../lib/categories';
import { Muted } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { PeopleInline } from './Admin.styles';

/** How often Online Cases asks who is connected. */
export const ONLINE_REFRESH_MS = 5000;

/** Online Cases: every started case and who is connected to it now, refreshed every few seconds. */
export function OnlineCases() {
  const api = useApi();
  const online = useQuery({
    queryKey: queryKeys.admin.onlineCases(),
    queryFn: () => api.admin.onlineCases(),
    refetchInterval: ONLINE_REFRESH_MS,
  });
  return (
    <QueryState query={online} what="online cases">
      {(cases) =>
        cases.length === 0 ? (
          <EmptyState title="No case is running now" description="A case appears here while its mediator has it started." />
        ) : (
          <OnlineTable cases={cases} />
        )
      }
    </QueryState>
  );
}

function OnlineTable({ cases }: { cases: OnlineCase[] }) {
  return (
    <Table
      caption="Cases running now"
      rows={cases}
      getRowKey={(row) => row.case_id}
      columns={[
        { key: 'title', header: 'Case', isRowHeader: true, cell: (row) => <span dir="auto">{row.title}</span> },
        { key: 'category', header: 'Category', cell: (row) => <Badge tone="accent">{categoryLabel(row.category)}</Badge> },
        { key: 'mediator', header: 'Mediator', cell: (row) => <bdi dir="auto">{row.mediator.name}</bdi> },
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
                    <SideIcon side={person.side} size="sm" /> <bdi dir="auto">{person.displayName}</bdi>
                  </li>
                ))}
              </PeopleInline>
            ),
        },
      ]}
    />
  );
}

import { useQuery } from '@tanstack/react-query';
import type { OnlineCase } from '@mediation/protocol';
import { Badge, EmptyState, SideIcon, Table } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { categoryLabel } from '../../lib/categories';
import { Muted } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useText } from '../../i18n';
import { useScreenText } from '../i18n';
import { PeopleInline } from './Admin.styles';

/** How often Online Cases asks who is connected. */
export const ONLINE_REFRESH_MS = 5000;

/** Online Cases: every started case and who is connected to it now, refreshed every few seconds. */
export function OnlineCases() {
  const t = useScreenText();
  const api = useApi();
  const online = useQuery({
    queryKey: queryKeys.admin.onlineCases(),
    queryFn: () => api.admin.onlineCases(),
    refetchInterval: ONLINE_REFRESH_MS,
  });
  return (
    <QueryState query={online} what="online cases">
      {(cases) =>
        cases.length === 0 ? <EmptyState title={t('online.none')} description={t('online.noneDetail')} /> : <OnlineTable cases={cases} />
      }
    </QueryState>
  );
}

function OnlineTable({ cases }: { cases: OnlineCase[] }) {
  const t = useScreenText();
  const tEntry = useText();
  return (
    <Table
      caption={t('online.caption')}
      rows={cases}
      getRowKey={(row) => row.case_id}
      columns={[
        { key: 'title', header: t('partyEntry.case'), isRowHeader: true, cell: (row) => <span dir="auto">{row.title}</span> },
        {
          key: 'category',
          header: t('newCase.category'),
          cell: (row) => <Badge tone="accent">{categoryLabel(row.category, tEntry)}</Badge>,
        },
        { key: 'mediator', header: t('caseInfo.signer.M'), cell: (row) => <bdi dir="auto">{row.mediator.name}</bdi> },
        { key: 'participants', header: t('online.parties'), cell: (row) => row.participants },
        {
          key: 'connected',
          header: t('online.connected'),
          cell: (row) =>
            row.connected.length === 0 ? (
              <Muted>{t('online.nobody')}</Muted>
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

import { useQuery } from '@tanstack/react-query';
import { Table } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { CheckCircleIcon, ErrorIcon } from '../../components/icons';
import { Muted } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { Yes } from './Admin.styles';

/** Manage Accounts: every mediator once, with the spec's columns. */
export function MediatorsList() {
  const api = useApi();
  const mediators = useQuery({ queryKey: queryKeys.mediators.list(), queryFn: () => api.admin.mediators() });
  return (
    <QueryState query={mediators} what="mediators">
      {(data) => (
        <Table
          caption="Mediators"
          rows={data}
          getRowKey={(row) => String(row.user.id)}
          labels={{ empty: 'No mediators yet. Create one from the menu.' }}
          columns={[
            {
              key: 'name',
              header: 'FULL NAME',
              isRowHeader: true,
              cell: (row) => <bdi dir="auto">{`${row.user.first_name} ${row.user.last_name}`}</bdi>,
            },
            { key: 'email', header: 'EMAIL', cell: (row) => row.user.email },
            { key: 'phone', header: 'PHONE', cell: (row) => <span dir="ltr">{row.phone}</span> },
            { key: 'address', header: 'ADDRESS', cell: (row) => <span dir="auto">{row.address || '—'}</span> },
            {
              key: 'certification',
              header: 'CERTIFICATION',
              cell: (row) =>
                row.certification_course ? (
                  <Yes data-value="yes">
                    <CheckCircleIcon /> Yes
                  </Yes>
                ) : (
                  <Muted data-value="no">
                    <ErrorIcon /> No
                  </Muted>
                ),
            },
          ]}
        />
      )}
    </QueryState>
  );
}

import { useState } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { MediatorListItem } from '@mediation/protocol';
import { AlertDialog, Badge, Button, Table, useToast } from '@mediation/ui';
import { errorMessage } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { CheckCircleIcon, ErrorIcon } from '../../components/icons';
import { Muted } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { useText } from '../../i18n';
import { useScreenText } from '../i18n';
import { useIsolate } from '../../lib/bidi';
import { areaLabel } from '../../lib/categories';
import { EditMediatorDialog } from './EditMediatorDialog';
import { ResetLinkDialog } from './ResetLinkDialog';
import { RowActions, Yes } from './Admin.styles';

const nameOf = (row: MediatorListItem) => `${row.user.first_name} ${row.user.last_name}`.trim() || row.user.email;

/** Manage Accounts: every mediator once, with the spec's columns, and what the admin does with each account. */
export function MediatorsList() {
  const t = useScreenText();
  const tEntry = useText();
  const isolate = useIsolate();
  const api = useApi();
  const queryClient = useQueryClient();
  const { toast } = useToast();
  const mediators = useQuery({ queryKey: queryKeys.mediators.list(), queryFn: () => api.admin.mediators() });
  const [editing, setEditing] = useState<MediatorListItem>();
  const [deactivating, setDeactivating] = useState<MediatorListItem>();
  const [reset, setReset] = useState<{ link: string; name: string; expiresAt: string }>();
  const refresh = () => queryClient.invalidateQueries({ queryKey: queryKeys.mediators.all() });
  const failed = (title: string, error: unknown) => toast({ title, description: errorMessage(error), variant: 'destructive' });

  const deactivate = async (row: MediatorListItem) => {
    try {
      await api.admin.deactivateMediator(row.user.id);
      toast({
        title: t('mediators.deactivated', { name: isolate(nameOf(row)) }),
        description: t('mediators.deactivatedDetail'),
        variant: 'success',
      });
    } catch (error) {
      failed(t('mediators.deactivateFailed'), error);
    }
    await refresh();
  };
  const reactivate = async (row: MediatorListItem) => {
    try {
      await api.admin.reactivateMediator(row.user.id);
      toast({ title: t('mediators.reactivated', { name: isolate(nameOf(row)) }), variant: 'success' });
    } catch (error) {
      failed(t('mediators.reactivateFailed'), error);
    }
    await refresh();
  };
  const sendReset = async (row: MediatorListItem) => {
    try {
      const answer = await api.admin.sendPasswordReset(row.user.id);
      if (answer.link) setReset({ link: answer.link, name: nameOf(row), expiresAt: answer.expires_at });
      else toast({ title: t('mediators.resetSent', { email: isolate(row.user.email) }), variant: 'success' });
    } catch (error) {
      failed(t('mediators.resetFailed'), error);
    }
  };

  return (
    <>
      <QueryState query={mediators} what="mediators">
        {(data) => (
          <Table
            caption={t('mediators.caption')}
            rows={data}
            getRowKey={(row) => String(row.user.id)}
            labels={{ empty: t('mediators.empty') }}
            columns={[
              {
                key: 'name',
                header: t('mediators.col.name'),
                isRowHeader: true,
                cell: (row) => <bdi dir="auto">{`${row.user.first_name} ${row.user.last_name}`}</bdi>,
              },
              { key: 'email', header: t('mediators.col.email'), cell: (row) => <span dir="ltr">{row.user.email}</span> },
              { key: 'phone', header: t('mediators.col.phone'), cell: (row) => <span dir="ltr">{row.phone}</span> },
              { key: 'address', header: t('mediators.col.address'), cell: (row) => <span dir="auto">{row.address || '—'}</span> },
              {
                key: 'certification',
                header: t('mediators.col.certification'),
                cell: (row) =>
                  row.certification_course ? (
                    <Yes data-value="yes">
                      <CheckCircleIcon /> {t('mediators.yes')}
                    </Yes>
                  ) : (
                    <Muted data-value="no">
                      <ErrorIcon /> {t('mediators.no')}
                    </Muted>
                  ),
              },
              {
                key: 'areas',
                header: t('mediators.col.areas'),
                cell: (row) => (row.areas.length > 0 ? row.areas.map((area) => areaLabel(area, tEntry)).join(', ') : '—'),
              },
              {
                key: 'status',
                header: t('mediators.col.status'),
                cell: (row) =>
                  row.is_active ? (
                    <Badge tone="success">{t('mediators.active')}</Badge>
                  ) : (
                    <Badge tone="danger">{t('mediators.inactive')}</Badge>
                  ),
              },
              {
                key: 'actions',
                header: t('mediators.col.actions'),
                cell: (row) => (
                  <RowActions>
                    <Button size="sm" variant="secondary" onClick={() => setEditing(row)}>
                      {t('mediators.edit')}
                    </Button>
                    {row.is_active ? (
                      <Button size="sm" variant="secondary" onClick={() => setDeactivating(row)}>
                        {t('mediators.deactivate')}
                      </Button>
                    ) : (
                      <Button size="sm" variant="secondary" onClick={() => void reactivate(row)}>
                        {t('mediators.reactivate')}
                      </Button>
                    )}
                    <Button size="sm" variant="ghost" onClick={() => void sendReset(row)}>
                      {t('mediators.sendReset')}
                    </Button>
                  </RowActions>
                ),
              },
            ]}
          />
        )}
      </QueryState>
      <EditMediatorDialog
        mediator={editing}
        onOpenChange={(isOpen) => (isOpen ? undefined : setEditing(undefined))}
        onSave={async (values) => {
          await api.admin.updateMediator(editing!.user.id, values);
          toast({ title: t('mediators.saved'), variant: 'success' });
          setEditing(undefined);
          await refresh();
        }}
      />
      <AlertDialog
        open={deactivating !== undefined}
        onOpenChange={(isOpen) => (isOpen ? undefined : setDeactivating(undefined))}
        title={t('mediators.deactivateTitle')}
        description={deactivating ? t('mediators.deactivateDescription', { name: isolate(nameOf(deactivating)) }) : ''}
        isDestructive
        onConfirm={() => {
          if (deactivating) void deactivate(deactivating);
          setDeactivating(undefined);
        }}
        onCancel={() => setDeactivating(undefined)}
      />
      <ResetLinkDialog reset={reset} onClose={() => setReset(undefined)} />
    </>
  );
}

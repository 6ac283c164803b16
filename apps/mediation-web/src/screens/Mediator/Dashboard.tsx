import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { CaseListItem } from '@mediation/protocol';
import {
  Accordion,
  AccordionItem,
  AccordionPanel,
  AccordionTrigger,
  AlertDialog,
  Badge,
  Button,
  EmptyState,
  LoadingOverlay,
  Tab,
  TabList,
  TabPanel,
  Tabs,
} from '@mediation/ui';
import { errorMessage } from '../../api/httpClient';
import { useText } from '../../i18n';
import { useScreenText } from '../i18n';
import { categoryLabel } from '../../lib/categories';
import { useCurrentCase, useMediatorCases } from '../../lib/useCurrentCase';
import { useCaseActions } from './useMediatorCases';
import { PageHeading } from '../../components/Page';
import { CaseActions, CaseBrief, TriggerBadges, TriggerContent, TriggerText } from './Mediator.styles';

type ConfirmKind = 'active' | 'close' | 'remove';

type Pending = { kind: ConfirmKind; item: CaseListItem } | null;

/** /Mediator/dashboard: the mediator's open and closed cases, each with its actions. */
export default function Dashboard() {
  const t = useScreenText();
  const tEntry = useText();
  const confirmTexts = {
    active: { title: t('dashboard.confirm.active.title'), description: t('dashboard.confirm.active.description') },
    close: { title: t('dashboard.confirm.close.title'), description: t('dashboard.confirm.close.description') },
    remove: { title: t('dashboard.confirm.remove.title'), description: t('dashboard.confirm.remove.description') },
  } satisfies Record<ConfirmKind, { title: string; description: string }>;
  /** The two ways out of "You have an active case": cancel goes back to the running case, confirm replaces it. */
  const activeChoices = { cancel: t('dashboard.confirm.active.cancel'), confirm: t('dashboard.confirm.active.confirm') };
  const navigate = useNavigate();
  const cases = useMediatorCases();
  const { currentCaseId } = useCurrentCase();
  const { start, close, remove } = useCaseActions();
  const [pending, setPending] = useState<Pending>(null);

  const opened = cases.data?.filter((item) => item.is_active) ?? [];
  const closed = cases.data?.filter((item) => !item.is_active) ?? [];
  const isWorking = start.isPending || close.isPending || remove.isPending;

  const startCase = (item: CaseListItem) => {
    start.mutate(item, { onSuccess: () => navigate('/Mediator/chat') });
  };
  const requestStart = (item: CaseListItem) => {
    const running = cases.data?.find((other) => other.id === currentCaseId && other.is_started && other.is_active);
    if (running && running.id !== item.id) setPending({ kind: 'active', item });
    else startCase(item);
  };
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'active') startCase(pending.item);
    if (pending.kind === 'close') close.mutate(pending.item);
    if (pending.kind === 'remove') remove.mutate(pending.item);
  };

  const renderList = (items: CaseListItem[], isOpenList: boolean) => {
    if (items.length === 0) {
      return (
        <EmptyState
          headingLevel={2}
          title={isOpenList ? t('dashboard.noOpen') : t('dashboard.noClosed')}
          description={isOpenList ? t('dashboard.noOpenDetail') : t('dashboard.noClosedDetail')}
          action={isOpenList ? <Button onClick={() => navigate('/Mediator/new-case')}>{t('mediator.menu.newCase')}</Button> : undefined}
        />
      );
    }
    return (
      <Accordion>
        {items.map((item) => (
          <AccordionItem key={item.id} value={item.id}>
            <AccordionTrigger headingLevel={2}>
              <TriggerContent>
                <TriggerText dir="auto">{item.title}</TriggerText>
                <TriggerBadges>
                  <Badge tone="accent">{categoryLabel(item.category, tEntry)}</Badge>
                  {item.is_started && item.is_active ? <Badge tone="success">{t('case.running')}</Badge> : null}
                </TriggerBadges>
              </TriggerContent>
            </AccordionTrigger>
            <AccordionPanel>
              <CaseBrief dir="auto">{item.problem_brief || t('dashboard.noBrief')}</CaseBrief>
              <CaseActions>
                {isOpenList ? (
                  <>
                    <Button isPending={start.isPending && start.variables?.id === item.id} onClick={() => requestStart(item)}>
                      {t('dashboard.start')}
                    </Button>
                    <Button variant="secondary" onClick={() => navigate(`/Mediator/case/${item.id}`)}>
                      {t('dashboard.info')}
                    </Button>
                    <Button
                      variant="danger"
                      isPending={close.isPending && close.variables?.id === item.id}
                      onClick={() => setPending({ kind: 'close', item })}
                    >
                      {t('dashboard.closeCase')}
                    </Button>
                  </>
                ) : (
                  <>
                    <Button variant="secondary" onClick={() => navigate(`/Mediator/case/${item.id}`)}>
                      {t('dashboard.info')}
                    </Button>
                    <Button
                      variant="danger"
                      isPending={remove.isPending && remove.variables?.id === item.id}
                      onClick={() => setPending({ kind: 'remove', item })}
                    >
                      {t('dashboard.deleteCase')}
                    </Button>
                  </>
                )}
              </CaseActions>
            </AccordionPanel>
          </AccordionItem>
        ))}
      </Accordion>
    );
  };

  return (
    <>
      <PageHeading>{t('dashboard.welcome')}</PageHeading>
      <LoadingOverlay
        isVisible={cases.isPending || isWorking}
        labels={{ loading: isWorking ? t('dashboard.working') : t('dashboard.loading') }}
      />
      {cases.isError ? (
        <EmptyState
          title={t('dashboard.failed')}
          description={errorMessage(cases.error)}
          action={<Button onClick={() => void cases.refetch()}>{t('common.tryAgain')}</Button>}
        />
      ) : (
        <Tabs defaultValue="opened">
          <TabList aria-label={t('dashboard.tabs')}>
            <Tab value="opened">{t('dashboard.opened')}</Tab>
            <Tab value="closed">{t('dashboard.closed')}</Tab>
          </TabList>
          <TabPanel value="opened">{cases.data ? renderList(opened, true) : null}</TabPanel>
          <TabPanel value="closed">{cases.data ? renderList(closed, false) : null}</TabPanel>
        </Tabs>
      )}
      <AlertDialog
        open={pending !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setPending(null);
        }}
        title={pending ? confirmTexts[pending.kind].title : ''}
        description={pending ? confirmTexts[pending.kind].description : ''}
        isDestructive={pending?.kind !== 'active'}
        onConfirm={confirm}
        // Each choice says what it does (the spec's "Continue" did not tell that it ends the running case).
        labels={pending?.kind === 'active' ? activeChoices : undefined}
        onCancel={pending?.kind === 'active' ? () => navigate('/Mediator/chat') : undefined}
      />
    </>
  );
}

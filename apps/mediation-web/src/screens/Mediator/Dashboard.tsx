import { useEffect, useRef, useState } from 'react';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import type { CaseListItem, CaseListState } from '@mediation/protocol';
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
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { useText } from '../../i18n';
import { useScreenText } from '../i18n';
import { categoryLabel } from '../../lib/categories';
import { useCurrentCase, useMediatorId } from '../../lib/useCurrentCase';
import { useCaseActions } from './useMediatorCases';
import { PageHeading } from '../../components/Page';
import { CaseActions, CaseBrief, MoreCases, TriggerBadges, TriggerContent, TriggerText } from './Mediator.styles';

/**
 * The signed-in mediator's cases in one state, newest first, a page at a time (`fetchNextPage` reads the next).
 * A mediator of thousands of cases gets the first page at once instead of the whole list. It lives with the
 * dashboard, its one reader: the frame's shared chunk (vite.config.ts) then never needs the infinite query's code.
 */
function useCasePages(state: CaseListState, options: { enabled?: boolean } = {}) {
  const api = useApi();
  const userId = useMediatorId();
  return useInfiniteQuery({
    queryKey: queryKeys.cases.pages(userId, state),
    queryFn: ({ pageParam }) => api.cases.pageByMediator({ userId, state, ...(pageParam ? { after: pageParam } : {}) }),
    initialPageParam: '',
    getNextPageParam: (page) => page.next ?? undefined,
    enabled: userId > 0 && (options.enabled ?? true),
  });
}

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
  // Each list is read a page at a time; the closed cases only once their tab is chosen.
  const [tab, setTab] = useState<'opened' | 'closed'>('opened');
  const opened = useCasePages('open');
  const closed = useCasePages('closed', { enabled: tab === 'closed' });
  const shown = tab === 'opened' ? opened : closed;
  const { currentCase } = useCurrentCase();
  const { start, close, remove } = useCaseActions();
  const [pending, setPending] = useState<Pending>(null);

  const isWorking = start.isPending || close.isPending || remove.isPending;
  // After "Show more cases", focus moves to the first case the page added: a screen reader reads where the new
  // cases start, and focus is not lost when the last page takes the button away.
  const triggers = useRef(new Map<string, HTMLButtonElement>());
  const [focusCaseId, setFocusCaseId] = useState<string | null>(null);
  useEffect(() => {
    if (focusCaseId === null) return;
    triggers.current.get(focusCaseId)?.focus();
    setFocusCaseId(null);
  }, [focusCaseId]);
  const showMore = async (list: typeof opened, shownCount: number) => {
    const result = await list.fetchNextPage();
    const firstAdded = result.data?.pages.flatMap((page) => page.items)[shownCount];
    if (firstAdded && !result.isFetchNextPageError) setFocusCaseId(firstAdded.id);
  };

  const startCase = (item: CaseListItem) => {
    start.mutate(item, { onSuccess: () => navigate('/Mediator/chat') });
  };
  const requestStart = (item: CaseListItem) => {
    if (currentCase && currentCase.id !== item.id) setPending({ kind: 'active', item });
    else startCase(item);
  };
  const confirm = () => {
    if (!pending) return;
    if (pending.kind === 'active') startCase(pending.item);
    if (pending.kind === 'close') close.mutate(pending.item);
    if (pending.kind === 'remove') remove.mutate(pending.item);
  };

  const renderList = (list: typeof opened, isOpenList: boolean) => {
    if (!list.data) return null;
    const items = list.data.pages.flatMap((page) => page.items);
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
      <>
        <Accordion>
          {items.map((item) => (
            <AccordionItem key={item.id} value={item.id}>
              <AccordionTrigger
                headingLevel={2}
                ref={(node) => {
                  if (node) triggers.current.set(item.id, node);
                  else triggers.current.delete(item.id);
                }}
              >
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
        {list.hasNextPage ? (
          <MoreCases>
            <Button variant="secondary" isPending={list.isFetchingNextPage} onClick={() => void showMore(list, items.length)}>
              {t('dashboard.showMore')}
            </Button>
            {list.isFetchNextPageError ? (
              <p role="alert">
                {t('dashboard.moreFailed')} {errorMessage(list.error)}
              </p>
            ) : null}
          </MoreCases>
        ) : null}
      </>
    );
  };

  return (
    <>
      <PageHeading>{t('dashboard.welcome')}</PageHeading>
      <LoadingOverlay
        isVisible={shown.isPending || isWorking}
        labels={{ loading: isWorking ? t('dashboard.working') : t('dashboard.loading') }}
      />
      {shown.isError && !shown.isFetchNextPageError ? (
        <EmptyState
          title={t('dashboard.failed')}
          description={errorMessage(shown.error)}
          action={<Button onClick={() => void shown.refetch()}>{t('common.tryAgain')}</Button>}
        />
      ) : (
        <Tabs defaultValue="opened" value={tab} onValueChange={(value) => setTab(value as typeof tab)}>
          <TabList aria-label={t('dashboard.tabs')}>
            <Tab value="opened">{t('dashboard.opened')}</Tab>
            <Tab value="closed">{t('dashboard.closed')}</Tab>
          </TabList>
          <TabPanel value="opened">{renderList(opened, true)}</TabPanel>
          <TabPanel value="closed">{renderList(closed, false)}</TabPanel>
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

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
import { categoryLabel } from '../../lib/categories';
import { useCurrentCase, useMediatorCases } from '../../lib/useCurrentCase';
import { useCaseActions } from './useMediatorCases';
import { PageHeading } from '../../components/Page';
import { CaseActions, CaseBrief, TriggerBadges, TriggerContent, TriggerText } from './Mediator.styles';

export const CONFIRM = {
  active: { title: 'You have an active case', description: 'You have an active case, do you want to continue with it?' },
  close: { title: 'Close case', description: 'Closing the case will resolve the case and you will not be able to access it again.' },
  remove: {
    title: 'Delete case',
    description: 'Deleting the case will remove the case from the list and remove all the data, you will not be able to access it again.',
  },
} as const;

type Pending = { kind: keyof typeof CONFIRM; item: CaseListItem } | null;

/** /Mediator/dashboard: the mediator's open and closed cases, each with its actions. */
export default function Dashboard() {
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
          title={isOpenList ? 'No open cases' : 'No closed cases'}
          description={isOpenList ? 'Create a case, then start it to invite the parties.' : 'Cases you close appear here.'}
          action={isOpenList ? <Button onClick={() => navigate('/Mediator/new-case')}>Create new case</Button> : undefined}
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
                  <Badge tone="accent">{categoryLabel(item.category)}</Badge>
                  {item.is_started && item.is_active ? <Badge tone="success">Running</Badge> : null}
                </TriggerBadges>
              </TriggerContent>
            </AccordionTrigger>
            <AccordionPanel>
              <CaseBrief dir="auto">{item.problem_brief || 'No problem brief.'}</CaseBrief>
              <CaseActions>
                {isOpenList ? (
                  <>
                    <Button isPending={start.isPending && start.variables?.id === item.id} onClick={() => requestStart(item)}>
                      Start
                    </Button>
                    <Button variant="secondary" onClick={() => navigate(`/Mediator/case/${item.id}`)}>
                      Info
                    </Button>
                    <Button
                      variant="danger"
                      isPending={close.isPending && close.variables?.id === item.id}
                      onClick={() => setPending({ kind: 'close', item })}
                    >
                      Close Case
                    </Button>
                  </>
                ) : (
                  <>
                    <Button variant="secondary" onClick={() => navigate(`/Mediator/case/${item.id}`)}>
                      Info
                    </Button>
                    <Button
                      variant="danger"
                      isPending={remove.isPending && remove.variables?.id === item.id}
                      onClick={() => setPending({ kind: 'remove', item })}
                    >
                      Delete Case
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
      <PageHeading>Welcome Mediator.</PageHeading>
      <LoadingOverlay isVisible={cases.isPending || isWorking} labels={{ loading: isWorking ? 'Working…' : 'Loading cases…' }} />
      {cases.isError ? (
        <EmptyState
          title="The cases could not be loaded"
          description={errorMessage(cases.error)}
          action={<Button onClick={() => void cases.refetch()}>Try again</Button>}
        />
      ) : (
        <Tabs defaultValue="opened">
          <TabList aria-label="Cases">
            <Tab value="opened">Opened Cases</Tab>
            <Tab value="closed">Closed Cases</Tab>
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
        title={pending ? CONFIRM[pending.kind].title : ''}
        description={pending ? CONFIRM[pending.kind].description : ''}
        isDestructive={pending?.kind !== 'active'}
        onConfirm={confirm}
      />
    </>
  );
}

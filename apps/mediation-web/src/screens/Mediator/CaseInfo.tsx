import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { GUIDE_STAGE_COUNT, LIMITS } from '@mediation/protocol';
import type { CaseDetails, CaseMessageRow, CaseMessagesPage, CaseStatistics } from '@mediation/protocol';
import { Badge, Card, Dialog, SideIcon, Tab, Table, TabList, TabPanel, Tabs } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useText } from '../../i18n';
import { useApi } from '../../app/services';
import { categoryLabel } from '../../lib/categories';
import { truncate, useFormat } from '../../lib/format';
import { useScreenText, type ScreenMessage } from '../i18n';
import { Figure, Figures } from '../../components/Figures';
import { CaseLanguage } from './CaseLanguage';
import { AgreementCard } from './CaseAgreementCard';
import { Columns, Details, PageHeading, Stack } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { FullRow, FullText, MessagePreview, TimeDetails } from './CaseInfo.styles';

/** /Mediator/case/{id}: the case's information and real statistics, and its messages 12 a page. */
export default function CaseInfo() {
  const t = useScreenText();
  const { id = '' } = useParams();
  const api = useApi();
  const details = useQuery({ queryKey: queryKeys.cases.detail(id), queryFn: () => api.cases.details(id) });
  return (
    <>
      <PageHeading dir="auto">{details.data?.title ?? t('caseInfo.title')}</PageHeading>
      <Tabs defaultValue="statistics">
        <TabList aria-label={t('caseInfo.title')}>
          <Tab value="statistics">{t('caseInfo.statistics')}</Tab>
          <Tab value="messages">{t('caseInfo.messages')}</Tab>
        </TabList>
        <TabPanel value="statistics">
          <StatisticsPanel caseId={id} details={details} />
        </TabPanel>
        <TabPanel value="messages">
          <MessagesPanel caseId={id} />
        </TabPanel>
      </Tabs>
    </>
  );
}

function StatisticsPanel({ caseId, details: detailsQuery }: { caseId: string; details: UseQueryResult<CaseDetails> }) {
  const api = useApi();
  // Asked at once, beside the case's details.
  const statistics = useQuery({ queryKey: queryKeys.cases.statistics(caseId), queryFn: () => api.cases.statistics(caseId) });
  return (
    <QueryState query={detailsQuery} what="case">
      {(details) => (
        <Stack>
          <CaseCard details={details} />
          <QueryState query={statistics} what="statistics">
            {(data) => <StatisticsFigures statistics={data} caseId={caseId} />}
          </QueryState>
        </Stack>
      )}
    </QueryState>
  );
}

function CaseCard({ details }: { details: CaseDetails }) {
  const t = useScreenText();
  const tEntry = useText();
  const format = useFormat();
  return (
    <Card title={t('partyEntry.case')} headingLevel={2}>
      <Details>
        <dt>{t('caseInfo.caseTitle')}</dt>
        <dd dir="auto">{details.title}</dd>
        <dt>{t('caseInfo.code')}</dt>
        <dd dir="ltr">{details.link}</dd>
        <dt>{t('newCase.category')}</dt>
        <dd>{categoryLabel(details.category, tEntry)}</dd>
        <dt>{t('caseInfo.subCategory')}</dt>
        <dd dir="auto">{details.sub_category || '—'}</dd>
        <dt>{t('newCase.problemBrief')}</dt>
        <dd dir="auto">{details.problem_brief || '—'}</dd>
        <dt>{t('caseInfo.status')}</dt>
        <dd>
          {details.is_active ? (
            details.is_started ? (
              <Badge tone="success">{t('case.running')}</Badge>
            ) : (
              <Badge tone="accent">{t('case.open')}</Badge>
            )
          ) : (
            <Badge>{t('case.closed')}</Badge>
          )}
        </dd>
        <dt>{t('caseInfo.created')}</dt>
        <dd>{format.dateTime(details.created_at)}</dd>
        {details.close_at ? (
          <>
            <dt>{t('case.closed')}</dt>
            <dd>{format.dateTime(details.close_at)}</dd>
          </>
        ) : null}
      </Details>
      <CaseLanguage details={details} />
    </Card>
  );
}

function StatisticsFigures({ statistics, caseId }: { statistics: CaseStatistics; caseId: string }) {
  const t = useScreenText();
  const format = useFormat();
  const { messages, participants, guide, surveys } = statistics;
  const received = (isReceived: boolean) => (isReceived ? t('caseInfo.received') : t('caseInfo.notReceived'));
  return (
    <Columns>
      <Card title={t('caseInfo.messages')} headingLevel={2}>
        <Figures>
          <Figure label={t('caseInfo.allMessages')} value={format.number(messages.total)} />
          <Figure label={t('caseInfo.inGroupA')} value={format.number(messages.by_group.A)} />
          <Figure label={t('caseInfo.inGroupB')} value={format.number(messages.by_group.B)} />
          <Figure label={t('caseInfo.inGroupM')} value={format.number(messages.by_group.M)} />
          <Figure label={t('caseInfo.bySideA')} value={format.number(messages.by_side.A)} />
          <Figure label={t('caseInfo.bySideB')} value={format.number(messages.by_side.B)} />
          <Figure label={t('caseInfo.byMediator')} value={format.number(messages.by_side.M)} />
          <Figure label={t('caseInfo.edited')} value={format.number(statistics.edits)} />
          <Figure label={t('caseInfo.likes')} value={format.number(statistics.likes)} />
        </Figures>
      </Card>
      <Card title={t('caseInfo.peopleAndTime')} headingLevel={2}>
        <Figures>
          <Figure label={t('caseInfo.participants')} value={format.number(participants.total)} />
          <Figure label={t('caseInfo.onSideA')} value={format.number(participants.by_side.A)} />
          <Figure label={t('caseInfo.onSideB')} value={format.number(participants.by_side.B)} />
          <Figure label={t('caseInfo.duration')} value={format.duration(statistics.duration_s)} />
        </Figures>
        <TimeDetails>
          <dt>{t('caseInfo.firstMessage')}</dt>
          <dd>{statistics.first_message_at ? format.dateTime(statistics.first_message_at) : '—'}</dd>
          <dt>{t('caseInfo.lastMessage')}</dt>
          <dd>{statistics.last_message_at ? format.dateTime(statistics.last_message_at) : '—'}</dd>
        </TimeDetails>
      </Card>
      <Card title={t('caseInfo.guide')} headingLevel={2}>
        <Details>
          <dt>{t('caseInfo.stageReached')}</dt>
          <dd>
            {guide.stage_reached > 0
              ? t('caseInfo.stageOf', { stage: guide.stage_reached, count: GUIDE_STAGE_COUNT })
              : t('caseInfo.notStarted')}
          </dd>
          <dt>{t('caseInfo.initialPositions')}</dt>
          <dd>{t('caseInfo.positionsOfSides', { a: received(guide.initial_positions.A), b: received(guide.initial_positions.B) })}</dd>
          <dt>{t('caseInfo.summary')}</dt>
          <dd>{guide.summary_sent ? t('caseInfo.summarySent') : t('caseInfo.summaryNotSent')}</dd>
        </Details>
      </Card>
      <AgreementCard agreement={statistics.agreement} caseId={caseId} />
      <Card title={t('caseInfo.survey')} headingLevel={2}>
        <Figures>
          <Figure label={t('caseInfo.answers')} value={format.number(surveys.count)} />
          <Figure label={t('caseInfo.averageRating')} value={format.rating(surveys.average_rating)} />
        </Figures>
        {surveys.feedback.length > 0 ? (
          <Details>
            {surveys.feedback.map((feedback, index) => (
              <FeedbackEntry key={index} index={index} feedback={feedback} />
            ))}
          </Details>
        ) : null}
      </Card>
      <FullRow>
        <Card title={t('caseInfo.reading')} headingLevel={2}>
          <ReadingTable reading={statistics.reading} />
        </Card>
      </FullRow>
    </Columns>
  );
}

const groupNames: Record<'M' | 'A' | 'B', ScreenMessage> = { M: 'caseInfo.group.M', A: 'caseInfo.group.A', B: 'caseInfo.group.B' };

/** How far each person has read each group it sees, from the read positions the room stores. */
function ReadingTable({ reading }: { reading: CaseStatistics['reading'] }) {
  const t = useScreenText();
  const format = useFormat();
  return (
    <Table
      caption={t('caseInfo.reading.caption')}
      rows={reading}
      pageSize={Infinity}
      getRowKey={(row) => `${row.user_id}-${row.group}`}
      labels={{ empty: t('caseInfo.reading.empty') }}
      columns={[
        {
          key: 'person',
          header: t('caseInfo.reading.person'),
          isRowHeader: true,
          cell: (row) => (
            <>
              <SideIcon side={row.side} size="sm" /> <bdi dir="auto">{row.name}</bdi>
            </>
          ),
        },
        { key: 'group', header: t('caseInfo.reading.group'), cell: (row) => t(groupNames[row.group]) },
        {
          key: 'read',
          header: t('caseInfo.reading.lastRead'),
          cell: (row) => (row.read_at ? format.shortDateTime(row.read_at) : t('caseInfo.reading.notOpened')),
        },
        { key: 'unread', header: t('caseInfo.reading.unread'), cell: (row) => format.number(row.unread) },
      ]}
    />
  );
}

function FeedbackEntry({ index, feedback }: { index: number; feedback: string }) {
  const t = useScreenText();
  return (
    <>
      <dt>{t('caseInfo.feedback', { number: index + 1 })}</dt>
      <dd dir="auto">{feedback}</dd>
    </>
  );
}

function MessagesPanel({ caseId }: { caseId: string }) {
  const api = useApi();
  const [page, setPage] = useState(0);
  const messages = useQuery({
    queryKey: queryKeys.cases.messages(caseId, page + 1),
    queryFn: () => api.cases.messages(caseId, page + 1),
    placeholderData: keepPreviousData,
  });
  return (
    <QueryState query={messages} what="messages">
      {(data) => <MessagesTable data={data} page={page} onPageChange={setPage} isFetching={messages.isFetching} />}
    </QueryState>
  );
}

function MessagesTable({
  data,
  page,
  onPageChange,
  isFetching,
}: {
  data: CaseMessagesPage;
  page: number;
  onPageChange: (page: number) => void;
  isFetching: boolean;
}) {
  const t = useScreenText();
  const format = useFormat();
  const [opened, setOpened] = useState<CaseMessageRow | null>(null);
  return (
    <>
      <Table
        caption={t('caseInfo.messagesCaption')}
        rows={data.results}
        rowCount={data.count}
        pageSize={data.page_size}
        page={page}
        onPageChange={onPageChange}
        getRowKey={(row) => row._id}
        labels={{ empty: t('caseInfo.noMessages') }}
        aria-busy={isFetching || undefined}
        columns={[
          { key: 'time', header: t('caseInfo.messages.time'), cell: (row) => format.shortDateTime(row.time) },
          {
            key: 'from',
            header: t('caseInfo.messages.from'),
            isRowHeader: true,
            cell: (row) => (
              <>
                <SideIcon side={row.fromSide} size="sm" /> <bdi dir="auto">{row.displayName}</bdi>
              </>
            ),
          },
          { key: 'group', header: t('caseInfo.reading.group'), cell: (row) => t('caseInfo.groupLetter', { group: row.side }) },
          {
            key: 'message',
            header: t('caseInfo.messages.message'),
            cell: (row) => (
              <MessagePreview type="button" dir="auto" onClick={() => setOpened(row)} aria-haspopup="dialog">
                {truncate(row.message, LIMITS.messagePreviewLength)}
              </MessagePreview>
            ),
          },
        ]}
      />
      <Dialog
        open={opened !== null}
        onOpenChange={(isOpen) => {
          if (!isOpen) setOpened(null);
        }}
        title={opened ? t('caseInfo.messages.dialogTitle', { name: opened.displayName, time: format.dateTime(opened.time) }) : ''}
        description={
          opened
            ? opened.edited_at
              ? t('caseInfo.messages.groupEdited', { group: opened.side })
              : t('caseInfo.messages.group', { group: opened.side })
            : undefined
        }
      >
        <FullText dir="auto">{opened?.message}</FullText>
      </Dialog>
    </>
  );
}

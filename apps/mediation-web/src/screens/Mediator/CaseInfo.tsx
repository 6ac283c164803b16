import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { keepPreviousData, useQuery, type UseQueryResult } from '@tanstack/react-query';
import { LIMITS, stageReachedText } from '@mediation/protocol';
import type { CaseDetails, CaseMessageRow, CaseMessagesPage, CaseStatistics } from '@mediation/protocol';
import { Badge, Card, Dialog, SideIcon, Tab, Table, TabList, TabPanel, Tabs } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { categoryLabel } from '../../lib/categories';
import { formatDateTime, formatDuration, formatRating, formatShortDateTime, truncate } from '../../lib/format';
import { Figure, Figures } from '../../components/Figures';
import { Columns, Details, PageHeading, Stack } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { FullRow, FullText, MessagePreview, TimeDetails } from './CaseInfo.styles';

/** /Mediator/case/{id}: the case's information and real statistics, and its messages 12 a page. */
export default function CaseInfo() {
  const { id = '' } = useParams();
  const api = useApi();
  const details = useQuery({ queryKey: queryKeys.cases.detail(id), queryFn: () => api.cases.details(id) });
  return (
    <>
      <PageHeading dir="auto">{details.data?.title ?? 'Case information'}</PageHeading>
      <Tabs defaultValue="statistics">
        <TabList aria-label="Case information">
          <Tab value="statistics">Statistics</Tab>
          <Tab value="messages">Messages</Tab>
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
            {(data) => <StatisticsFigures statistics={data} />}
          </QueryState>
        </Stack>
      )}
    </QueryState>
  );
}

function CaseCard({ details }: { details: CaseDetails }) {
  return (
    <Card title="Case" headingLevel={2}>
      <Details>
        <dt>Title</dt>
        <dd dir="auto">{details.title}</dd>
        <dt>Code</dt>
        <dd>{details.link}</dd>
        <dt>Category</dt>
        <dd>{categoryLabel(details.category)}</dd>
        <dt>Sub category</dt>
        <dd dir="auto">{details.sub_category || '—'}</dd>
        <dt>Problem brief</dt>
        <dd dir="auto">{details.problem_brief || '—'}</dd>
        <dt>Status</dt>
        <dd>
          {details.is_active ? (
            details.is_started ? (
              <Badge tone="success">Running</Badge>
            ) : (
              <Badge tone="accent">Open</Badge>
            )
          ) : (
            <Badge>Closed</Badge>
          )}
        </dd>
        <dt>Created</dt>
        <dd>{formatDateTime(details.created_at)}</dd>
        {details.close_at ? (
          <>
            <dt>Closed</dt>
            <dd>{formatDateTime(details.close_at)}</dd>
          </>
        ) : null}
      </Details>
    </Card>
  );
}

function StatisticsFigures({ statistics }: { statistics: CaseStatistics }) {
  const { messages, participants, guide, surveys } = statistics;
  return (
    <Columns>
      <Card title="Messages" headingLevel={2}>
        <Figures>
          <Figure label="All messages" value={messages.total} />
          <Figure label="In group A" value={messages.by_group.A} />
          <Figure label="In group B" value={messages.by_group.B} />
          <Figure label="In the joint group M" value={messages.by_group.M} />
          <Figure label="Written by side A" value={messages.by_side.A} />
          <Figure label="Written by side B" value={messages.by_side.B} />
          <Figure label="Written by the mediator" value={messages.by_side.M} />
          <Figure label="Edited" value={statistics.edits} />
          <Figure label="Likes" value={statistics.likes} />
        </Figures>
      </Card>
      <Card title="People and time" headingLevel={2}>
        <Figures>
          <Figure label="Participants" value={participants.total} />
          <Figure label="On side A" value={participants.by_side.A} />
          <Figure label="On side B" value={participants.by_side.B} />
          <Figure label="Duration" value={formatDuration(statistics.duration_s)} />
        </Figures>
        <TimeDetails>
          <dt>First message</dt>
          <dd>{statistics.first_message_at ? formatDateTime(statistics.first_message_at) : '—'}</dd>
          <dt>Last message</dt>
          <dd>{statistics.last_message_at ? formatDateTime(statistics.last_message_at) : '—'}</dd>
        </TimeDetails>
      </Card>
      <Card title="Guided negotiation" headingLevel={2}>
        <Details>
          <dt>Stage reached</dt>
          <dd>{stageReachedText(guide.stage_reached)}</dd>
          <dt>Initial positions</dt>
          <dd>
            A: {guide.initial_positions.A ? 'received' : 'not received'}, B: {guide.initial_positions.B ? 'received' : 'not received'}
          </dd>
          <dt>Summary</dt>
          <dd>{guide.summary_sent ? 'Sent to the parties' : 'Not sent'}</dd>
        </Details>
      </Card>
      <AgreementCard agreement={statistics.agreement} />
      <Card title="Survey" headingLevel={2}>
        <Figures>
          <Figure label="Answers" value={surveys.count} />
          <Figure label="Average rating" value={formatRating(surveys.average_rating)} />
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
        <Card title="Reading" headingLevel={2}>
          <ReadingTable reading={statistics.reading} />
        </Card>
      </FullRow>
    </Columns>
  );
}

const agreementStates: Record<CaseStatistics['agreement']['state'], string> = {
  none: 'Not begun',
  draft: 'Draft',
  finalized: 'Finalized, waiting for signatures',
  signed: 'Signed by everyone',
};

/** The settlement agreement's progress: its state, clauses answered and when it was finalized and signed. */
function AgreementCard({ agreement }: { agreement: CaseStatistics['agreement'] }) {
  return (
    <Card title="Agreement" headingLevel={2}>
      <Details>
        <dt>State</dt>
        <dd>{agreement.state === 'none' ? agreementStates.none : `${agreementStates[agreement.state]} (version ${agreement.version})`}</dd>
        <dt>Clauses</dt>
        <dd>{agreement.clauses}</dd>
        <dt>Accepted by both sides</dt>
        <dd>{agreement.clauses > 0 ? `${agreement.accepted} of ${agreement.clauses}` : '—'}</dd>
        <dt>Change requested</dt>
        <dd>{agreement.change_requested}</dd>
        <dt>Finalized</dt>
        <dd>{agreement.finalized_at ? formatDateTime(agreement.finalized_at) : '—'}</dd>
        <dt>Signed</dt>
        <dd>{agreement.signed_at ? formatDateTime(agreement.signed_at) : '—'}</dd>
      </Details>
    </Card>
  );
}

const groupNames = { M: 'Joint group M', A: 'Group A', B: 'Group B' } as const;

/** How far each person has read each group it sees, from the read positions the room stores. */
function ReadingTable({ reading }: { reading: CaseStatistics['reading'] }) {
  return (
    <Table
      caption="How far each person has read each group"
      rows={reading}
      pageSize={Infinity}
      getRowKey={(row) => `${row.user_id}-${row.group}`}
      labels={{ empty: 'Nobody has joined yet.' }}
      columns={[
        {
          key: 'person',
          header: 'Person',
          isRowHeader: true,
          cell: (row) => (
            <>
              <SideIcon side={row.side} size="sm" /> <bdi dir="auto">{row.name}</bdi>
            </>
          ),
        },
        { key: 'group', header: 'Group', cell: (row) => groupNames[row.group] },
        { key: 'read', header: 'Last read', cell: (row) => (row.read_at ? formatShortDateTime(row.read_at) : 'Not opened') },
        { key: 'unread', header: 'Unread', cell: (row) => row.unread },
      ]}
    />
  );
}

function FeedbackEntry({ index, feedback }: { index: number; feedback: string }) {
  return (
    <>
      <dt>Feedback {index + 1}</dt>
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
  const [opened, setOpened] = useState<CaseMessageRow | null>(null);
  return (
    <>
      <Table
        caption="Messages of this case"
        rows={data.results}
        rowCount={data.count}
        pageSize={data.page_size}
        page={page}
        onPageChange={onPageChange}
        getRowKey={(row) => row._id}
        labels={{ empty: 'No messages yet.' }}
        aria-busy={isFetching || undefined}
        columns={[
          { key: 'time', header: 'Time', cell: (row) => formatShortDateTime(row.time) },
          {
            key: 'from',
            header: 'From',
            isRowHeader: true,
            cell: (row) => (
              <>
                <SideIcon side={row.fromSide} size="sm" /> <bdi dir="auto">{row.displayName}</bdi>
              </>
            ),
          },
          { key: 'group', header: 'Group', cell: (row) => row.side },
          {
            key: 'message',
            header: 'Message',
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
        title={opened ? `${opened.displayName}, ${formatDateTime(opened.time)}` : ''}
        description={opened ? `Group ${opened.side}${opened.edited_at ? ', edited' : ''}` : undefined}
      >
        <FullText dir="auto">{opened?.message}</FullText>
      </Dialog>
    </>
  );
}

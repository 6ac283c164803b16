import { useState } from 'react';
import { useParams } from 'react-router-dom';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { LIMITS } from '@mediation/protocol';
import type { CaseDetails, CaseMessageRow, CaseStatistics } from '@mediation/protocol';
import { Badge, Button, Card, Dialog, EmptyState, SideIcon, Spinner, Tab, Table, TabList, TabPanel, Tabs } from '@mediation/ui';
import { errorMessage } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { categoryLabel } from '../../lib/categories';
import { formatDateTime, formatDuration, formatShortDateTime, truncate } from '../../lib/format';
import { Columns, Details, Figure, Figures, Muted, PageHeading, Stack } from './Mediator.styles';
import { FullText, MessagePreview, TimeDetails } from './CaseInfo.styles';

/** /Mediator/case/{id}: the case's information and real statistics, and its messages 12 a page. */
export default function CaseInfo() {
  const { id = '' } = useParams();
  const api = useApi();
  const details = useQuery({ queryKey: queryKeys.cases.detail(id), queryFn: () => api.cases.details(id) });
  return (
    <>
      <PageHeading>{details.data?.title ?? 'Case information'}</PageHeading>
      <Tabs defaultValue="statistics">
        <TabList aria-label="Case information">
          <Tab value="statistics">Statistics</Tab>
          <Tab value="messages">Messages</Tab>
        </TabList>
        <TabPanel value="statistics">
          <StatisticsPanel caseId={id} details={details.data} detailsError={details.error} isLoading={details.isPending} />
        </TabPanel>
        <TabPanel value="messages">
          <MessagesPanel caseId={id} />
        </TabPanel>
      </Tabs>
    </>
  );
}

function Loading({ what }: { what: string }) {
  return (
    <Muted role="status">
      <Spinner size="sm" /> Loading {what}…
    </Muted>
  );
}

function StatisticsPanel({ caseId, details, detailsError, isLoading }: { caseId: string; details?: CaseDetails; detailsError: unknown; isLoading: boolean }) {
  const api = useApi();
  const statistics = useQuery({ queryKey: queryKeys.cases.statistics(caseId), queryFn: () => api.cases.statistics(caseId) });
  if (detailsError) return <EmptyState title="This case could not be loaded" description={errorMessage(detailsError)} />;
  if (isLoading || !details) return <Loading what="the case" />;
  return (
    <Stack>
      <Card title="Case" headingLevel={2}>
        <Details>
          <dt>Title</dt>
          <dd>{details.title}</dd>
          <dt>Code</dt>
          <dd>{details.link}</dd>
          <dt>Category</dt>
          <dd>{categoryLabel(details.category)}</dd>
          <dt>Sub category</dt>
          <dd>{details.sub_category || '—'}</dd>
          <dt>Problem brief</dt>
          <dd>{details.problem_brief || '—'}</dd>
          <dt>Status</dt>
          <dd>
            {details.is_active ? (details.is_started ? <Badge tone="success">Running</Badge> : <Badge tone="accent">Open</Badge>) : <Badge>Closed</Badge>}
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
      {statistics.isError ? (
        <EmptyState title="The statistics could not be loaded" description={errorMessage(statistics.error)} action={<Button onClick={() => void statistics.refetch()}>Try again</Button>} />
      ) : statistics.data ? (
        <StatisticsFigures statistics={statistics.data} />
      ) : (
        <Loading what="the statistics" />
      )}
    </Stack>
  );
}

function StatisticsFigures({ statistics }: { statistics: CaseStatistics }) {
  const { messages, participants, guide, surveys } = statistics;
  return (
    <Columns>
      <Card title="Messages" headingLevel={2}>
        <Figures>
          <Figure>
            <dt>All messages</dt>
            <dd>{messages.total}</dd>
          </Figure>
          <Figure>
            <dt>In group A</dt>
            <dd>{messages.by_group.A}</dd>
          </Figure>
          <Figure>
            <dt>In group B</dt>
            <dd>{messages.by_group.B}</dd>
          </Figure>
          <Figure>
            <dt>In the joint group M</dt>
            <dd>{messages.by_group.M}</dd>
          </Figure>
          <Figure>
            <dt>Written by side A</dt>
            <dd>{messages.by_side.A}</dd>
          </Figure>
          <Figure>
            <dt>Written by side B</dt>
            <dd>{messages.by_side.B}</dd>
          </Figure>
          <Figure>
            <dt>Written by the mediator</dt>
            <dd>{messages.by_side.M}</dd>
          </Figure>
          <Figure>
            <dt>Edited</dt>
            <dd>{statistics.edits}</dd>
          </Figure>
          <Figure>
            <dt>Likes</dt>
            <dd>{statistics.likes}</dd>
          </Figure>
        </Figures>
      </Card>
      <Card title="People and time" headingLevel={2}>
        <Figures>
          <Figure>
            <dt>Participants</dt>
            <dd>{participants.total}</dd>
          </Figure>
          <Figure>
            <dt>On side A</dt>
            <dd>{participants.by_side.A}</dd>
          </Figure>
          <Figure>
            <dt>On side B</dt>
            <dd>{participants.by_side.B}</dd>
          </Figure>
          <Figure>
            <dt>Duration</dt>
            <dd>{formatDuration(statistics.duration_s)}</dd>
          </Figure>
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
          <dd>{guide.stage_reached > 0 ? `Stage ${guide.stage_reached} of 5` : 'Not started'}</dd>
          <dt>Initial positions</dt>
          <dd>
            A: {guide.initial_positions.A ? 'received' : 'not received'}, B: {guide.initial_positions.B ? 'received' : 'not received'}
          </dd>
          <dt>Summary</dt>
          <dd>{guide.summary_sent ? 'Sent to the parties' : 'Not sent'}</dd>
        </Details>
      </Card>
      <Card title="Survey" headingLevel={2}>
        <Figures>
          <Figure>
            <dt>Answers</dt>
            <dd>{surveys.count}</dd>
          </Figure>
          <Figure>
            <dt>Average rating</dt>
            <dd>{surveys.average_rating === null ? '—' : `${surveys.average_rating.toFixed(1)} / 5`}</dd>
          </Figure>
        </Figures>
        {surveys.feedback.length > 0 ? (
          <Details>
            {surveys.feedback.map((feedback, index) => (
              <FeedbackEntry key={index} index={index} feedback={feedback} />
            ))}
          </Details>
        ) : null}
      </Card>
    </Columns>
  );
}

function FeedbackEntry({ index, feedback }: { index: number; feedback: string }) {
  return (
    <>
      <dt>Feedback {index + 1}</dt>
      <dd>{feedback}</dd>
    </>
  );
}

function MessagesPanel({ caseId }: { caseId: string }) {
  const api = useApi();
  const [page, setPage] = useState(0);
  const [opened, setOpened] = useState<CaseMessageRow | null>(null);
  const messages = useQuery({
    queryKey: queryKeys.cases.messages(caseId, page + 1),
    queryFn: () => api.cases.messages(caseId, page + 1),
    placeholderData: keepPreviousData,
  });
  if (messages.isError) {
    return <EmptyState title="The messages could not be loaded" description={errorMessage(messages.error)} action={<Button onClick={() => void messages.refetch()}>Try again</Button>} />;
  }
  if (!messages.data) return <Loading what="the messages" />;
  return (
    <>
      <Table
        caption="Messages of this case"
        hideCaption
        rows={messages.data.results}
        rowCount={messages.data.count}
        pageSize={messages.data.page_size}
        page={page}
        onPageChange={setPage}
        getRowKey={(row) => row._id}
        labels={{ empty: 'No messages yet.' }}
        aria-busy={messages.isFetching || undefined}
        columns={[
          { key: 'time', header: 'Time', cell: (row) => formatShortDateTime(row.time) },
          {
            key: 'from',
            header: 'From',
            isRowHeader: true,
            cell: (row) => (
              <>
                <SideIcon side={row.fromSide} size="sm" /> {row.displayName}
              </>
            ),
          },
          { key: 'group', header: 'Group', cell: (row) => row.side },
          {
            key: 'message',
            header: 'Message',
            cell: (row) => (
              <MessagePreview type="button" onClick={() => setOpened(row)} aria-haspopup="dialog">
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
        <FullText>{opened?.message}</FullText>
      </Dialog>
    </>
  );
}


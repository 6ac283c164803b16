import { useQuery } from '@tanstack/react-query';
import type { AdminStatistics } from '@mediation/protocol';
import { Button, Card, EmptyState, Spinner, Table } from '@mediation/ui';
import { errorMessage } from '../../api/httpClient';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { categoryLabel } from '../../lib/categories';
import { Bar, BarChart, BarColumn, Columns, Figure, Figures, Muted } from './Admin.styles';

/** Statistics: real figures over every case (the old product showed nothing here). */
export function Statistics() {
  const api = useApi();
  const statistics = useQuery({ queryKey: queryKeys.admin.statistics(), queryFn: () => api.admin.statistics() });
  if (statistics.isError) {
    return <EmptyState title="The statistics could not be loaded" description={errorMessage(statistics.error)} action={<Button onClick={() => void statistics.refetch()}>Try again</Button>} />;
  }
  if (!statistics.data) {
    return (
      <Muted role="status">
        <Spinner size="sm" /> Loading statistics…
      </Muted>
    );
  }
  const { cases, mediators, surveys } = statistics.data;
  const categories = Object.entries(cases.by_category).sort((a, b) => b[1] - a[1]);
  return (
    <Columns>
      <Card title="Cases" headingLevel={2}>
        <Figures>
          <Figure>
            <dt>All cases</dt>
            <dd>{cases.total}</dd>
          </Figure>
          <Figure>
            <dt>Open, not started</dt>
            <dd>{cases.open}</dd>
          </Figure>
          <Figure>
            <dt>Running now</dt>
            <dd>{cases.running}</dd>
          </Figure>
          <Figure>
            <dt>Closed</dt>
            <dd>{cases.closed}</dd>
          </Figure>
        </Figures>
      </Card>
      <Card title="People" headingLevel={2}>
        <Figures>
          <Figure>
            <dt>Mediators</dt>
            <dd>{mediators.total}</dd>
          </Figure>
          <Figure>
            <dt>Mediators with cases</dt>
            <dd>{mediators.with_cases}</dd>
          </Figure>
          <Figure>
            <dt>Certified mediators</dt>
            <dd>{mediators.certified}</dd>
          </Figure>
          <Figure>
            <dt>Parties</dt>
            <dd>{statistics.data.parties}</dd>
          </Figure>
        </Figures>
      </Card>
      <Card title="Cases by category" headingLevel={2}>
        <Table
          caption="Cases by category"
          hideCaption
          rows={categories}
          pageSize={Infinity}
          getRowKey={([category]) => category}
          labels={{ empty: 'No cases yet.' }}
          columns={[
            { key: 'category', header: 'Category', isRowHeader: true, cell: ([category]) => categoryLabel(category) },
            { key: 'count', header: 'Cases', cell: ([, count]) => count },
          ]}
        />
      </Card>
      <Card title="Surveys" headingLevel={2}>
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
      </Card>
      <Card title="Messages, last 30 days" headingLevel={2}>
        <DailyChart days={statistics.data.messages_per_day} unit="messages" />
      </Card>
      <Card title="Survey answers, last 30 days" headingLevel={2}>
        <DailyChart days={statistics.data.surveys_per_day} unit="answers" />
      </Card>
    </Columns>
  );
}

/** Bars per day; the summary sentence is what a screen reader hears. */
function DailyChart({ days, unit }: { days: AdminStatistics['messages_per_day']; unit: string }) {
  const total = days.reduce((sum, day) => sum + day.count, 0);
  const busiest = days.reduce<(typeof days)[number] | undefined>((best, day) => (!best || day.count > best.count ? day : best), undefined);
  const max = Math.max(1, ...days.map((day) => day.count));
  const summary =
    total === 0
      ? `No ${unit} in the last 30 days.`
      : `${total} ${unit} in the last 30 days; the busiest day was ${busiest?.date} with ${busiest?.count}.`;
  return (
    <>
      <BarChart role="img" aria-label={summary}>
        {days.map((day) => (
          <BarColumn key={day.date} title={`${day.date}: ${day.count}`}>
            <Bar style={{ blockSize: `${(day.count / max) * 100}%` }} data-empty={day.count === 0 || undefined} />
          </BarColumn>
        ))}
      </BarChart>
      <Muted aria-hidden="true">{summary}</Muted>
    </>
  );
}

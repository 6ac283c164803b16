import { useQuery } from '@tanstack/react-query';
import type { AdminStatistics } from '@mediation/protocol';
import { Card, Table } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { categoryLabel } from '../../lib/categories';
import { formatRating } from '../../lib/format';
import { Figure, Figures } from '../../components/Figures';
import { Columns, Muted } from '../../components/Page';
import { QueryState } from '../../components/QueryState';
import { Bar, BarChart, BarColumn } from './Admin.styles';

/** Statistics: real figures over every case (the old product showed nothing here). */
export function Statistics() {
  const api = useApi();
  const statistics = useQuery({ queryKey: queryKeys.admin.statistics(), queryFn: () => api.admin.statistics() });
  return (
    <QueryState query={statistics} what="statistics">
      {(data) => <StatisticsView data={data} />}
    </QueryState>
  );
}

function StatisticsView({ data }: { data: AdminStatistics }) {
  const { cases, mediators, surveys } = data;
  const categories = Object.entries(cases.by_category).sort((a, b) => b[1] - a[1]);
  return (
    <Columns>
      <Card title="Cases" headingLevel={2}>
        <Figures>
          <Figure label="All cases" value={cases.total} />
          <Figure label="Open, not started" value={cases.open} />
          <Figure label="Running now" value={cases.running} />
          <Figure label="Closed" value={cases.closed} />
        </Figures>
      </Card>
      <Card title="People" headingLevel={2}>
        <Figures>
          <Figure label="Mediators" value={mediators.total} />
          <Figure label="Mediators with cases" value={mediators.with_cases} />
          <Figure label="Certified mediators" value={mediators.certified} />
          <Figure label="Parties" value={data.parties} />
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
          <Figure label="Answers" value={surveys.count} />
          <Figure label="Average rating" value={formatRating(surveys.average_rating)} />
        </Figures>
      </Card>
      <Card title="Settlement agreements" headingLevel={2}>
        <Figures>
          <Figure label="Begun" value={data.agreements.total} />
          <Figure label="Signed by everyone" value={data.agreements.signed} />
        </Figures>
      </Card>
      <Card title="Messages, last 30 days" headingLevel={2}>
        <DailyChart days={data.messages_per_day} unit="messages" />
      </Card>
      <Card title="Survey answers, last 30 days" headingLevel={2}>
        <DailyChart days={data.surveys_per_day} unit="answers" />
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

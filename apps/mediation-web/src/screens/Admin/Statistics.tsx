import { useQuery } from '@tanstack/react-query';
import type { AdminStatistics } from '@mediation/protocol';
import { useMemo } from 'react';
import { Card, Table, useLocale, type Translate } from '@mediation/ui';
import { queryKeys } from '../../api/queryKeys';
import { useApi } from '../../app/services';
import { categoryLabel } from '../../lib/categories';
import { useFormat } from '../../lib/format';
import { useText } from '../../i18n';
import { useScreenText, type ScreenMessage } from '../i18n';
import { BarChart } from '../../components/BarChart';
import { Figure, Figures } from '../../components/Figures';
import { Columns, Stack } from '../../components/Page';
import { QueryState } from '../../components/QueryState';

// The series are UTC dates: they are written as such, whatever the reader's time zone.
const dateOf = (isoDate: string) => new Date(`${isoDate.slice(0, 10)}T00:00:00Z`);

/** The short (axis) and long (table) dates of the series, in the language in use. */
function useDates() {
  const { locale } = useLocale();
  return useMemo(
    () => ({
      short: new Intl.DateTimeFormat(locale, { month: 'short', day: 'numeric', timeZone: 'UTC' }),
      long: new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeZone: 'UTC' }),
    }),
    [locale],
  );
}

type Dates = ReturnType<typeof useDates>;

/** Statistics: real figures over every case (the old product showed nothing here), and charts of them over time. */
export function Statistics() {
  const api = useApi();
  const statistics = useQuery({ queryKey: queryKeys.admin.statistics(), queryFn: () => api.admin.statistics() });
  return (
    <QueryState query={statistics} what="statistics">
      {(data) => <StatisticsView data={data} />}
    </QueryState>
  );
}

/** A weekly series as bars named by their Monday. */
function weeks(series: AdminStatistics['cases_per_week'], dates: Dates, t: Translate<ScreenMessage>) {
  return series.map(({ week, count }) => ({
    key: week,
    label: dates.short.format(dateOf(week)),
    name: t('statistics.weekOf', { date: dates.long.format(dateOf(week)) }),
    value: count,
  }));
}

/** A daily series as bars named by their date. */
function days(series: AdminStatistics['messages_per_day'], dates: Dates) {
  return series.map(({ date, count }) => ({
    key: date,
    label: dates.short.format(dateOf(date)),
    name: dates.long.format(dateOf(date)),
    value: count,
  }));
}

function StatisticsView({ data }: { data: AdminStatistics }) {
  const t = useScreenText();
  const tEntry = useText();
  const format = useFormat();
  const dates = useDates();
  const { cases, mediators, surveys } = data;
  const categories = Object.entries(cases.by_category).sort((a, b) => b[1] - a[1]);
  const weekAxis = t('statistics.weekAxis');
  return (
    <Stack>
      <Card title={t('statistics.casesPerWeek')} headingLevel={2} description={t('statistics.casesPerWeekDetail')}>
        <BarChart
          caption={t('statistics.casesPerWeek')}
          data={weeks(data.cases_per_week, dates, t)}
          xAxisTitle={weekAxis}
          yAxisTitle={t('statistics.cases')}
          labels={{ nameHeader: t('statistics.week'), valueHeader: t('statistics.casesCreated') }}
        />
      </Card>
      <Card title={t('statistics.messagesPerCase')} headingLevel={2} description={t('statistics.messagesPerCaseDetail')}>
        <BarChart
          caption={t('statistics.messagesPerCase')}
          data={data.messages_per_case.map((row) => ({
            key: row.code,
            label: row.code,
            name: (
              <>
                <span dir="ltr">{row.code}</span> <bdi dir="auto">{row.title}</bdi> ({dates.long.format(new Date(row.created_at))})
              </>
            ),
            value: row.messages,
          }))}
          xAxisTitle={t('statistics.caseAxis')}
          yAxisTitle={t('caseInfo.messages')}
          labels={{ nameHeader: t('partyEntry.case'), valueHeader: t('caseInfo.messages'), empty: t('statistics.noCases') }}
        />
      </Card>
      <Card title={t('statistics.agreementsPerWeek')} headingLevel={2} description={t('statistics.agreementsPerWeekDetail')}>
        <BarChart
          caption={t('statistics.agreementsPerWeek')}
          data={weeks(data.agreements_signed_per_week, dates, t)}
          xAxisTitle={weekAxis}
          yAxisTitle={t('statistics.agreements')}
          labels={{ nameHeader: t('statistics.week'), valueHeader: t('statistics.agreementsSigned') }}
        />
      </Card>
      <Columns>
        <Card title={t('statistics.cases')} headingLevel={2}>
          <Figures>
            <Figure label={t('statistics.allCases')} value={format.number(cases.total)} />
            <Figure label={t('statistics.openNotStarted')} value={format.number(cases.open)} />
            <Figure label={t('statistics.runningNow')} value={format.number(cases.running)} />
            <Figure label={t('case.closed')} value={format.number(cases.closed)} />
          </Figures>
        </Card>
        <Card title={t('statistics.people')} headingLevel={2}>
          <Figures>
            <Figure label={t('mediators.caption')} value={format.number(mediators.total)} />
            <Figure label={t('statistics.mediatorsWithCases')} value={format.number(mediators.with_cases)} />
            <Figure label={t('statistics.certifiedMediators')} value={format.number(mediators.certified)} />
            <Figure label={t('online.parties')} value={format.number(data.parties)} />
          </Figures>
        </Card>
        <Card title={t('statistics.byCategory')} headingLevel={2}>
          <Table
            caption={t('statistics.byCategory')}
            hideCaption
            rows={categories}
            pageSize={Infinity}
            getRowKey={([category]) => category}
            labels={{ empty: t('statistics.noCases') }}
            columns={[
              { key: 'category', header: t('newCase.category'), isRowHeader: true, cell: ([category]) => categoryLabel(category, tEntry) },
              { key: 'count', header: t('statistics.cases'), cell: ([, count]) => format.number(count) },
            ]}
          />
        </Card>
        <Card title={t('statistics.surveys')} headingLevel={2}>
          <Figures>
            <Figure label={t('caseInfo.answers')} value={format.number(surveys.count)} />
            <Figure label={t('caseInfo.averageRating')} value={format.rating(surveys.average_rating)} />
          </Figures>
        </Card>
        <Card title={t('statistics.settlementAgreements')} headingLevel={2}>
          <Figures>
            <Figure label={t('statistics.begun')} value={format.number(data.agreements.total)} />
            <Figure label={t('caseInfo.agreement.signed')} value={format.number(data.agreements.signed)} />
          </Figures>
        </Card>
      </Columns>
      <Card title={t('statistics.messages30')} headingLevel={2}>
        <BarChart
          caption={t('statistics.messagesPerDay')}
          data={days(data.messages_per_day, dates)}
          xAxisTitle={t('statistics.dayAxis')}
          yAxisTitle={t('caseInfo.messages')}
          labels={{ nameHeader: t('statistics.day'), valueHeader: t('caseInfo.messages') }}
        />
      </Card>
      <Card title={t('statistics.answers30')} headingLevel={2}>
        <BarChart
          caption={t('statistics.answersPerDay')}
          data={days(data.surveys_per_day, dates)}
          xAxisTitle={t('statistics.dayAxis')}
          yAxisTitle={t('caseInfo.answers')}
          labels={{ nameHeader: t('statistics.day'), valueHeader: t('caseInfo.answers') }}
        />
      </Card>
    </Stack>
  );
}

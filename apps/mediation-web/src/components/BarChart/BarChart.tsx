import type { ReactNode } from 'react';
import { Table } from '@mediation/ui';
import { useLocale } from '@mediation/ui';
import { useScreenText } from '../../screens/i18n';
import { ChartFigure, ChartSvg, ChartTable } from './BarChart.styles';

/** One bar: its short axis label and, for the table, its full name. */
export interface BarChartDatum {
  key: string;
  /** Under the bar (a short date, a case code). */
  label: string;
  /** In the table's first column (a whole date, a code and a title). */
  name: ReactNode;
  value: number;
}

export interface BarChartLabels {
  /** The table's header of the bars' names. */
  nameHeader: string;
  /** The table's header of the values. */
  valueHeader: string;
  /** Shown instead of both when there is nothing to draw. @default 'Nothing yet.' */
  empty: string;
}

export interface BarChartProps {
  /** Names the table (a screen reader hears it; the card's heading shows it). */
  caption: string;
  data: BarChartDatum[];
  /** Under the horizontal axis, such as 'Week (starting Monday, UTC)'. */
  xAxisTitle: string;
  /** Beside the vertical axis, such as 'Cases'. */
  yAxisTitle: string;
  labels: Partial<BarChartLabels> & Pick<BarChartLabels, 'nameHeader' | 'valueHeader'>;
}

const WIDTH = 560;
const HEIGHT = 260;
const MARGIN = { top: 20, right: 8, bottom: 64, left: 48 };
const PLOT_WIDTH = WIDTH - MARGIN.left - MARGIN.right;
const PLOT_HEIGHT = HEIGHT - MARGIN.top - MARGIN.bottom;
/** The most bar labels that fit under the plot without touching. */
const MAX_LABELS = 12;

/** Whole-number ticks from 0 to the first round number at or above `max` (1, 2 or 5 times a power of ten apart). */
export function countTicks(max: number, wanted = 4): number[] {
  const raw = Math.max(1, max) / wanted;
  const magnitude = 10 ** Math.floor(Math.log10(raw));
  const step = Math.max(1, [1, 2, 5, 10].find((multiple) => raw <= multiple * magnitude)! * magnitude);
  const top = Math.max(step, Math.ceil(Math.max(1, max) / step) * step);
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step);
}

/**
 * Bars with a vertical axis of counts, one label per bar and both axis titles, and beside them a table of the
 * same numbers: the drawing is hidden from screen readers, which read the table.
 */
export function BarChart({ caption, data, xAxisTitle, yAxisTitle, labels }: BarChartProps) {
  const t = useScreenText();
  const { locale } = useLocale();
  const count = new Intl.NumberFormat(locale);
  const ticks = countTicks(Math.max(0, ...data.map((datum) => datum.value)));
  const top = ticks.at(-1)!;
  const slot = PLOT_WIDTH / Math.max(1, data.length);
  const barWidth = Math.min(slot * 0.7, 40);
  const yOf = (value: number) => MARGIN.top + PLOT_HEIGHT - (value / top) * PLOT_HEIGHT;
  const baseline = MARGIN.top + PLOT_HEIGHT;
  // Many bars (a month of days): a label on every few, counted back from the newest, so the labels never overlap.
  const labelEvery = Math.ceil(data.length / MAX_LABELS);
  const isLabelled = (index: number) => (data.length - 1 - index) % labelEvery === 0;
  return (
    <ChartFigure>
      {/* Drawn left to right in every language (time runs to the right): its anchors are meant that way. */}
      <ChartSvg viewBox={`0 0 ${WIDTH} ${HEIGHT}`} direction="ltr" aria-hidden="true" focusable="false" data-chart={caption}>
        {ticks.map((tick) => (
          <g key={tick}>
            <line className="grid-line" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={yOf(tick)} y2={yOf(tick)} />
            <line className="tick-line" x1={MARGIN.left - 4} x2={MARGIN.left} y1={yOf(tick)} y2={yOf(tick)} />
            <text className="tick-label" x={MARGIN.left - 8} y={yOf(tick)} dy="0.32em" textAnchor="end">
              {count.format(tick)}
            </text>
          </g>
        ))}
        {data.map((datum, index) => {
          const center = MARGIN.left + slot * index + slot / 2;
          const y = yOf(datum.value);
          return (
            <g key={datum.key} data-bar={datum.label}>
              <rect className="bar" x={center - barWidth / 2} y={y} width={barWidth} height={baseline - y} rx={2} />
              {datum.value > 0 && data.length <= MAX_LABELS ? (
                <text className="bar-value" x={center} y={y - 4} textAnchor="middle">
                  {count.format(datum.value)}
                </text>
              ) : null}
              {isLabelled(index) ? (
                <>
                  <line className="tick-line" x1={center} x2={center} y1={baseline} y2={baseline + 4} />
                  <text className="tick-label" transform={`translate(${center} ${baseline + 10}) rotate(-35)`} textAnchor="end" dy="0.71em">
                    {datum.label}
                  </text>
                </>
              ) : null}
            </g>
          );
        })}
        <line className="axis-line" x1={MARGIN.left} x2={MARGIN.left} y1={MARGIN.top} y2={baseline} />
        <line className="axis-line" x1={MARGIN.left} x2={WIDTH - MARGIN.right} y1={baseline} y2={baseline} />
        <text className="axis-title" transform={`translate(12 ${MARGIN.top + PLOT_HEIGHT / 2}) rotate(-90)`} textAnchor="middle">
          {yAxisTitle}
        </text>
        <text className="axis-title" x={MARGIN.left + PLOT_WIDTH / 2} y={HEIGHT - 4} textAnchor="middle">
          {xAxisTitle}
        </text>
      </ChartSvg>
      {/* A scrolling region is reachable by keyboard, so its rows can be scrolled without a mouse. */}
      <ChartTable tabIndex={0} role="region" aria-label={t('chart.table', { caption })}>
        <Table
          caption={caption}
          hideCaption
          rows={data}
          pageSize={Infinity}
          getRowKey={(datum) => datum.key}
          labels={{ empty: labels.empty ?? t('chart.empty') }}
          columns={[
            { key: 'name', header: labels.nameHeader, isRowHeader: true, cell: (datum) => datum.name },
            { key: 'value', header: labels.valueHeader, cell: (datum) => count.format(datum.value) },
          ]}
        />
      </ChartTable>
    </ChartFigure>
  );
}

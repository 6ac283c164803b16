export { BarChart, countTicks } from './BarChart';
export type { BarChartDatum, BarChartLabels, BarChartProps } from './BarChart';

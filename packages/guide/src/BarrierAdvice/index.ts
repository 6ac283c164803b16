export { BarrierAdvice, defaultBarrierAdviceLabels } from './BarrierAdvice';
export type { BarrierAdviceLabels, BarrierAdviceProps } from './BarrierAdvice';

export { BarrierAdvice } from './BarrierAdvice';
export type { BarrierAdviceLabels, BarrierAdviceProps } from './BarrierAdvice';

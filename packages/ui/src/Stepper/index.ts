export { Stepper } from './Stepper';
export type { StepperProps, StepperLabels } from './Stepper';

export { InitialPositionRequest, defaultInitialPositionRequestLabels, isInitialPositionRequested } from './InitialPositionRequest';
export type { InitialPositionAction, InitialPositionRequestLabels, InitialPositionRequestProps } from './InitialPositionRequest';

export { InitialPositionRequest, initialPositionGroup, isInitialPositionRequested } from './InitialPositionRequest';
export type { InitialPositionAction, InitialPositionRequestLabels, InitialPositionRequestProps } from './InitialPositionRequest';

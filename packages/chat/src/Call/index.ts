export { CallPanel, CallTile, StreamVideo, useCallPanelLabels } from './CallPanel';
export type { CallPanelProps, CallPanelLabels, CallTileProps } from './CallPanel';
export { JoinCallDialog, useJoinCallDialogLabels } from './JoinCallDialog';
export type { JoinCallDialogProps, JoinCallDialogLabels } from './JoinCallDialog';
export { CallStarter, useCallStarterLabels } from './CallStarter';
export type { CallStarterProps, CallStarterLabels } from './CallStarter';
export { NO_CAMERA } from './types';
export type { CallPerson, CallView, CallDeviceOption } from './types';

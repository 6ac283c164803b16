export { ShareDialog, defaultShareDialogLabels, shareLink, LINK_COPIED_MS } from './ShareDialog';
export type { ShareDialogProps, ShareDialogLabels } from './ShareDialog';

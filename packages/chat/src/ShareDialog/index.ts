export { ShareDialog, useShareDialogLabels, shareLink, LINK_COPIED_MS } from './ShareDialog';
export type { ShareDialogProps, ShareDialogLabels, ShareInvitation, ShareInvitationStatus } from './ShareDialog';

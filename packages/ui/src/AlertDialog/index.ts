export { AlertDialog } from './AlertDialog';
export type { AlertDialogProps, AlertDialogLabels } from './AlertDialog';

import type { ReactElement, ReactNode } from 'react';
import { deferredModal } from '../internal/deferredModal';

export interface AlertDialogLabels {
  /** Text of the button that dismisses without acting. @default 'Cancel' */
  cancel: string;
  /** Text of the button that confirms. @default 'Continue' */
  confirm: string;
}

export interface AlertDialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Element that opens the dialog when pressed. */
  trigger?: ReactElement;
  /** Heading, such as 'Close case'. */
  title: ReactNode;
  /** The consequence the person confirms. */
  description: ReactNode;
  /** Called when the person presses Continue; the dialog then closes. */
  onConfirm?: () => void;
  /** Called when the person presses Cancel or Escape. */
  onCancel?: () => void;
  /** Removes Cancel, Escape and outside press: the person can only confirm. @default false */
  hideCancel?: boolean;
  /** Colours the confirm button as destructive. @default false */
  isDestructive?: boolean;
  /** Visible strings; by default from the catalog in the language in use. @default { cancel: 'Cancel', confirm: 'Continue' } */
  labels?: Partial<AlertDialogLabels>;
}

/** A confirmation that interrupts the person: Cancel / Continue, or only Continue when `hideCancel`. */
export const AlertDialog = deferredModal<AlertDialogProps>(() => import('./AlertDialogLayer'));

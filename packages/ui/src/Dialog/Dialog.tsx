import type { ReactElement, ReactNode, RefObject } from 'react';
import { deferredModal } from '../internal/deferredModal';

export interface DialogLabels {
  /** Accessible name of the close button. @default 'Close' */
  close: string;
}

export interface DialogProps {
  /** Whether the dialog is open (controlled). */
  open?: boolean;
  /** Whether the dialog starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the dialog asks to open or close. */
  onOpenChange?: (isOpen: boolean) => void;
  /** Element that opens the dialog when pressed; focus returns to it on close. */
  trigger?: ReactElement;
  /** Heading; also the dialog's accessible name. */
  title: ReactNode;
  /** Sentence under the heading; also the dialog's accessible description. */
  description?: ReactNode;
  /** Main content. */
  children?: ReactNode;
  /** Buttons at the bottom, usually actions. */
  footer?: ReactNode;
  /** Maximum width. @default 'md' */
  size?: 'sm' | 'md' | 'lg';
  /** Hides the corner close button. @default false */
  hideCloseButton?: boolean;
  /** Element to focus when the dialog opens; the first focusable element otherwise. */
  initialFocus?: RefObject<HTMLElement | null>;
  /** Visible strings and aria labels; by default from the catalog in the language in use. @default { close: 'Close' } */
  labels?: Partial<DialogLabels>;
}

/** A modal dialog: traps focus, closes on Escape or an outside press, and returns focus to its trigger. */
export const Dialog = deferredModal<DialogProps>(() => import('./DialogLayer'));

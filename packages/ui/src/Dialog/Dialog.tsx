import { useId, useRef, type ReactElement, type ReactNode, type RefObject } from 'react';
import { FloatingFocusManager, FloatingPortal, useMergeRefs } from '@floating-ui/react';
import { getToastRegions } from '../internal/toastRegions';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icon';
import { useTrigger } from '../internal/trigger';
import { useModal } from '../internal/useModal';
import {
  DialogBody,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogHeading,
  DialogTitle,
  StyledDialog,
  StyledOverlay,
} from './Dialog.styles';

const focusableSelector = 'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

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
  /** Visible strings and aria labels. @default { close: 'Close' } */
  labels?: Partial<DialogLabels>;
}

/** A modal dialog: traps focus, closes on Escape or an outside press, and returns focus to its trigger. */
export function Dialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideCloseButton = false,
  initialFocus,
  labels,
}: DialogProps) {
  const closeLabel = labels?.close ?? 'Close';
  const modal = useModal({ open, defaultOpen, onOpenChange, role: 'dialog', closeOnOutsidePress: true, closeOnEscape: true, duration: 200 });
  const titleId = useId();
  const descriptionId = useId();
  const triggerElement = useTrigger(trigger, modal.refs.setReference, modal.getReferenceProps);
  // Focus starts on the first control of the content, not on the close button in the header.
  const firstContentControl = useRef<HTMLElement | null>(null);
  const findFirstContentControl = (node: HTMLElement | null) => {
    if (node) firstContentControl.current = node.querySelector<HTMLElement>(`[data-dialog-content] :is(${focusableSelector})`);
  };
  const dialogRef = useMergeRefs([modal.refs.setFloating, findFirstContentControl]);
  return (
    <>
      {triggerElement}
      {modal.isMounted ? (
        <FloatingPortal>
          <StyledOverlay lockScroll data-status={modal.status}>
            <FloatingFocusManager context={modal.context} getInsideElements={getToastRegions} initialFocus={initialFocus ?? firstContentControl}>
              <StyledDialog
                ref={dialogRef}
                $size={size}
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={description ? descriptionId : undefined}
                data-status={modal.status}
                {...modal.getFloatingProps()}
              >
                <DialogHeader>
                  <DialogHeading>
                    <DialogTitle id={titleId}>{title}</DialogTitle>
                    {description ? <DialogDescription id={descriptionId}>{description}</DialogDescription> : null}
                  </DialogHeading>
                  {hideCloseButton ? null : (
                    <IconButton aria-label={closeLabel} icon={<CloseIcon />} size="sm" onClick={() => modal.setOpen(false)} />
                  )}
                </DialogHeader>
                {children ? <DialogBody data-dialog-content>{children}</DialogBody> : null}
                {footer ? <DialogFooter data-dialog-content>{footer}</DialogFooter> : null}
              </StyledDialog>
            </FloatingFocusManager>
          </StyledOverlay>
        </FloatingPortal>
      ) : null}
    </>
  );
}

import { useId, useRef, type ReactElement, type ReactNode } from 'react';
import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import { getToastRegions } from '../internal/toastRegions';
import { Button } from '../Button';
import { DialogDescription, DialogFooter, DialogTitle, StyledDialog, StyledOverlay } from '../Dialog/Dialog.styles';
import { useTrigger } from '../internal/trigger';
import { useModal } from '../internal/useModal';

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
  /** Visible strings. @default { cancel: 'Cancel', confirm: 'Continue' } */
  labels?: Partial<AlertDialogLabels>;
}

/** A confirmation that interrupts the person: Cancel / Continue, or only Continue when `hideCancel`. */
export function AlertDialog({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  description,
  onConfirm,
  onCancel,
  hideCancel = false,
  isDestructive = false,
  labels,
}: AlertDialogProps) {
  const text = { cancel: 'Cancel', confirm: 'Continue', ...labels };
  const isConfirmingRef = useRef(false);
  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen && !isConfirmingRef.current) onCancel?.();
    onOpenChange?.(isOpen);
  };
  const modal = useModal({
    open,
    defaultOpen,
    onOpenChange: handleOpenChange,
    role: 'alertdialog',
    closeOnOutsidePress: false,
    closeOnEscape: !hideCancel,
    duration: 200,
  });
  const titleId = useId();
  const descriptionId = useId();
  const cancelRef = useRef<HTMLButtonElement>(null);
  const confirmRef = useRef<HTMLButtonElement>(null);
  const triggerElement = useTrigger(trigger, modal.refs.setReference, modal.getReferenceProps);
  const confirm = () => {
    onConfirm?.();
    // Closing after a confirmation is not a cancellation.
    isConfirmingRef.current = true;
    modal.setOpen(false);
    isConfirmingRef.current = false;
  };
  return (
    <>
      {triggerElement}
      {modal.isMounted ? (
        <FloatingPortal>
          <StyledOverlay lockScroll data-status={modal.status}>
            {/* The least destructive choice gets focus first. */}
            <FloatingFocusManager context={modal.context} getInsideElements={getToastRegions} initialFocus={hideCancel ? confirmRef : cancelRef}>
              <StyledDialog
                ref={modal.refs.setFloating}
                $size="sm"
                aria-modal="true"
                aria-labelledby={titleId}
                aria-describedby={descriptionId}
                data-status={modal.status}
                {...modal.getFloatingProps()}
              >
                <DialogTitle id={titleId}>{title}</DialogTitle>
                <DialogDescription id={descriptionId}>{description}</DialogDescription>
                <DialogFooter>
                  {hideCancel ? null : (
                    <Button ref={cancelRef} variant="secondary" onClick={() => modal.setOpen(false)}>
                      {text.cancel}
                    </Button>
                  )}
                  <Button ref={confirmRef} variant={isDestructive ? 'danger' : 'primary'} onClick={confirm}>
                    {text.confirm}
                  </Button>
                </DialogFooter>
              </StyledDialog>
            </FloatingFocusManager>
          </StyledOverlay>
        </FloatingPortal>
      ) : null}
    </>
  );
}

/** The layer of AlertDialog (see AlertDialog.tsx), loaded the first time it opens. */
import { useId, useRef, useLayoutEffect } from 'react';
import { FloatingFocusManager, FloatingPortal } from '@floating-ui/react';
import { getToastRegions } from '../internal/toastRegions';
import { Button } from '../Button';
import { useUiText } from '../i18n/messages';
import { DialogDescription, DialogFooter, DialogTitle, StyledDialog, StyledOverlay } from '../Dialog/Dialog.styles';
import type { ModalLayerProps } from '../internal/deferredModal';
import { useModal } from '../internal/useModal';
import type { AlertDialogProps } from './AlertDialog';

/** A confirmation that interrupts the person: Cancel / Continue, or only Continue when `hideCancel`. */
export default function AlertDialogLayer({
  open,
  onOpenChange,
  reference,
  title,
  description,
  onConfirm,
  onCancel,
  hideCancel = false,
  isDestructive = false,
  labels,
}: Omit<AlertDialogProps, 'trigger' | 'defaultOpen'> & ModalLayerProps) {
  const t = useUiText();
  const text = { cancel: t('alertDialog.cancel'), confirm: t('alertDialog.confirm'), ...labels };
  const isConfirmingRef = useRef(false);
  const handleOpenChange = (isOpen: boolean) => {
    if (!isOpen && !isConfirmingRef.current) onCancel?.();
    onOpenChange?.(isOpen);
  };
  const modal = useModal({
    open,
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
  // The shell renders the trigger; focus goes back to it on close.
  useLayoutEffect(() => modal.refs.setReference(reference), [modal.refs, reference]);
  const confirm = () => {
    onConfirm?.();
    // Closing after a confirmation is not a cancellation.
    isConfirmingRef.current = true;
    modal.setOpen(false);
    isConfirmingRef.current = false;
  };
  return (
    <>
      {modal.isMounted ? (
        <FloatingPortal>
          <StyledOverlay lockScroll data-status={modal.status}>
            {/* The least destructive choice gets focus first. */}
            <FloatingFocusManager
              context={modal.context}
              getInsideElements={getToastRegions}
              initialFocus={hideCancel ? confirmRef : cancelRef}
            >
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

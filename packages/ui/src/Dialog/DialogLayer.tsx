/** The layer of Dialog (see Dialog.tsx), loaded the first time it opens. */
import { useId, useRef, useLayoutEffect } from 'react';
import { FloatingFocusManager, FloatingPortal, useMergeRefs } from '@floating-ui/react';
import { getToastRegions } from '../internal/toastRegions';
import { useUiText } from '../i18n/messages';
import { IconButton } from '../IconButton';
import { CloseIcon } from '../Icon';
import type { ModalLayerProps } from '../internal/deferredModal';
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
import type { DialogProps } from './Dialog';

const focusableSelector =
  'input:not([disabled]), select:not([disabled]), textarea:not([disabled]), button:not([disabled]), a[href], [tabindex]:not([tabindex="-1"])';

/** A modal dialog: traps focus, closes on Escape or an outside press, and returns focus to its trigger. */
export default function DialogLayer({
  open,
  onOpenChange,
  reference,
  title,
  description,
  children,
  footer,
  size = 'md',
  hideCloseButton = false,
  initialFocus,
  labels,
}: Omit<DialogProps, 'trigger' | 'defaultOpen'> & ModalLayerProps) {
  const t = useUiText();
  const closeLabel = labels?.close ?? t('dialog.close');
  const modal = useModal({ open, onOpenChange, role: 'dialog', closeOnOutsidePress: true, closeOnEscape: true, duration: 200 });
  const titleId = useId();
  const descriptionId = useId();
  // The shell renders the trigger; focus goes back to it on close.
  useLayoutEffect(() => modal.refs.setReference(reference), [modal.refs, reference]);
  // Focus starts on the first control of the content, not on the close button in the header.
  const firstContentControl = useRef<HTMLElement | null>(null);
  const findFirstContentControl = (node: HTMLElement | null) => {
    if (node) firstContentControl.current = node.querySelector<HTMLElement>(`[data-dialog-content] :is(${focusableSelector})`);
  };
  const dialogRef = useMergeRefs([modal.refs.setFloating, findFirstContentControl]);
  return (
    <>
      {modal.isMounted ? (
        <FloatingPortal>
          <StyledOverlay lockScroll data-status={modal.status}>
            <FloatingFocusManager
              context={modal.context}
              getInsideElements={getToastRegions}
              initialFocus={initialFocus ?? firstContentControl}
            >
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

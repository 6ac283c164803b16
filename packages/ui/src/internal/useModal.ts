import {
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  useTransitionStatus,
  type ExtendedRefs,
  type FloatingContext,
  type ReferenceType,
  type UseInteractionsReturn,
} from '@floating-ui/react';
import { useControllableState } from './useControllableState';

export interface ModalOptions {
  open?: boolean | undefined;
  defaultOpen?: boolean | undefined;
  onOpenChange?: ((isOpen: boolean) => void) | undefined;
  role: 'dialog' | 'alertdialog';
  /** Whether a press outside closes the layer. */
  closeOnOutsidePress: boolean;
  /** Whether Escape closes the layer. */
  closeOnEscape: boolean;
  /** Milliseconds the exit transition lasts before unmounting. */
  duration: number;
}

export interface ModalState {
  isOpen: boolean;
  setOpen: (isOpen: boolean) => void;
  refs: ExtendedRefs<ReferenceType>;
  context: FloatingContext;
  getReferenceProps: UseInteractionsReturn['getReferenceProps'];
  getFloatingProps: UseInteractionsReturn['getFloatingProps'];
  /** Whether the layer is in the DOM (it stays during the exit transition). */
  isMounted: boolean;
  /** Transition phase, mirrored to `data-status` for styles. */
  status: 'unmounted' | 'initial' | 'open' | 'close';
}

/** Open state, dismissal and ARIA wiring shared by Dialog, AlertDialog and Drawer. */
export function useModal({
  open,
  defaultOpen = false,
  onOpenChange,
  role,
  closeOnOutsidePress,
  closeOnEscape,
  duration,
}: ModalOptions): ModalState {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const { refs, context } = useFloating({ open: isOpen, onOpenChange: setOpen });
  const click = useClick(context);
  const dismiss = useDismiss(context, { outsidePress: closeOnOutsidePress, escapeKey: closeOnEscape, outsidePressEvent: 'mousedown' });
  const roleProps = useRole(context, { role });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, roleProps]);
  const { isMounted, status } = useTransitionStatus(context, { duration });
  return { isOpen, setOpen, refs, context, getReferenceProps, getFloatingProps, isMounted, status };
}

import type { ReactElement, ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingPortal,
  offset,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useControllableState } from '../internal/useControllableState';
import { useTrigger } from '../internal/trigger';
import { StyledTooltip } from './Tooltip.styles';

export interface TooltipProps {
  /** Text that describes the trigger. */
  content: ReactNode;
  /** A focusable element; the tooltip describes it through `aria-describedby`. */
  children: ReactElement;
  /** Preferred side; flips when there is no room. @default 'top' */
  placement?: Placement;
  /** Milliseconds the pointer rests before the tooltip shows. @default 300 */
  delay?: number;
  /** Whether the tooltip shows (controlled). */
  open?: boolean;
  /** Whether the tooltip starts shown (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the tooltip shows or hides. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A short description shown on hover or keyboard focus and hidden on Escape (WAI-ARIA tooltip pattern). */
export function Tooltip({ content, children, placement = 'top', delay = 300, open, defaultOpen = false, onOpenChange }: TooltipProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const hover = useHover(context, { delay: { open: delay, close: 0 }, move: false });
  const focus = useFocus(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'tooltip' });
  const { getReferenceProps, getFloatingProps } = useInteractions([hover, focus, dismiss, role]);
  const trigger = useTrigger(children, refs.setReference, getReferenceProps);
  return (
    <>
      {trigger}
      {isOpen ? (
        <FloatingPortal>
          <StyledTooltip ref={refs.setFloating} style={floatingStyles} {...getFloatingProps()}>
            {content}
          </StyledTooltip>
        </FloatingPortal>
      ) : null}
    </>
  );
}

import { useId, type ReactElement, type ReactNode } from 'react';
import {
  autoUpdate,
  flip,
  FloatingFocusManager,
  FloatingPortal,
  offset,
  shift,
  useClick,
  useDismiss,
  useFloating,
  useInteractions,
  useRole,
  type Placement,
} from '@floating-ui/react';
import { useControllableState } from '../internal/useControllableState';
import { useTrigger } from '../internal/trigger';
import { PopoverTitle, StyledPopover } from './Popover.styles';

export interface PopoverProps {
  /** Button that toggles the popover. */
  trigger: ReactElement;
  /** Heading; also the popover's accessible name. */
  title: ReactNode;
  /** Content, which may hold interactive elements. */
  children?: ReactNode;
  /** Preferred side; flips when there is no room. @default 'bottom-start' */
  placement?: Placement;
  /** Whether the popover is open (controlled). */
  open?: boolean;
  /** Whether the popover starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the popover opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A non-modal dialog anchored to its trigger; Escape or an outside press closes it and focus returns. */
export function Popover({ trigger, title, children, placement = 'bottom-start', open, defaultOpen = false, onOpenChange }: PopoverProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(8), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const click = useClick(context);
  const dismiss = useDismiss(context);
  const role = useRole(context, { role: 'dialog' });
  const { getReferenceProps, getFloatingProps } = useInteractions([click, dismiss, role]);
  const titleId = useId();
  const triggerElement = useTrigger(trigger, refs.setReference, getReferenceProps);
  return (
    <>
      {triggerElement}
      {isOpen ? (
        <FloatingPortal>
          <FloatingFocusManager context={context} modal={false}>
            <StyledPopover ref={refs.setFloating} style={floatingStyles} aria-labelledby={titleId} {...getFloatingProps()}>
              <PopoverTitle id={titleId}>{title}</PopoverTitle>
              {children}
            </StyledPopover>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}

import { useRef, useState, type ReactElement, type ReactNode } from 'react';
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
  useListNavigation,
  useRole,
  useTypeahead,
  type Placement,
} from '@floating-ui/react';
import { useControllableState } from '../internal/useControllableState';
import { useTrigger } from '../internal/trigger';
import { StyledMenu, StyledMenuItem } from './Menu.styles';

export interface MenuItem {
  /** Visible text; also used for type-ahead. */
  label: string;
  /** Called when the item is chosen; the menu then closes. */
  onSelect?: () => void;
  /** Icon before the label (decorative). */
  icon?: ReactNode;
  /** Shown but not choosable. @default false */
  disabled?: boolean;
  /** Colours a destructive action. @default false */
  isDestructive?: boolean;
}

export interface MenuProps {
  /** Button that opens the menu. */
  trigger: ReactElement;
  /** Actions in display order. */
  items: readonly MenuItem[];
  /** Preferred side; flips when there is no room. @default 'bottom-start' */
  placement?: Placement;
  /** Whether the menu is open (controlled). */
  open?: boolean;
  /** Whether the menu starts open (uncontrolled). @default false */
  defaultOpen?: boolean;
  /** Called when the menu opens or closes. */
  onOpenChange?: (isOpen: boolean) => void;
}

/** A menu button (WAI-ARIA pattern), named by its trigger: arrow keys move, typing jumps, Enter chooses, Escape closes. */
export function Menu({ trigger, items, placement = 'bottom-start', open, defaultOpen = false, onOpenChange }: MenuProps) {
  const [isOpen, setOpen] = useControllableState({ value: open, defaultValue: defaultOpen, onChange: onOpenChange });
  const [activeIndex, setActiveIndex] = useState<number | null>(null);
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>(items.map((item) => item.label));
  labelsRef.current = items.map((item) => item.label);
  const { refs, floatingStyles, context } = useFloating({
    open: isOpen,
    onOpenChange: setOpen,
    placement,
    middleware: [offset(4), flip(), shift({ padding: 8 })],
    whileElementsMounted: autoUpdate,
  });
  const disabledIndices = items.flatMap((item, index) => (item.disabled ? [index] : []));
  const interactions = useInteractions([
    useClick(context),
    useDismiss(context),
    useRole(context, { role: 'menu' }),
    useListNavigation(context, { listRef, activeIndex, onNavigate: setActiveIndex, loop: true, disabledIndices }),
    useTypeahead(context, { listRef: labelsRef, activeIndex, onMatch: isOpen ? setActiveIndex : undefined }),
  ]);
  const triggerElement = useTrigger(trigger, refs.setReference, interactions.getReferenceProps);
  return (
    <>
      {triggerElement}
      {isOpen ? (
        // No focus guards: their tabbable aria-hidden spans trip axe, and Tab leaving the menu closes it anyway.
        <FloatingPortal preserveTabOrder={false}>
          <FloatingFocusManager context={context} modal={false} guards={false}>
            <StyledMenu ref={refs.setFloating} style={floatingStyles} {...interactions.getFloatingProps()}>
              {items.map((item, index) => (
                <StyledMenuItem
                  key={item.label}
                  type="button"
                  role="menuitem"
                  disabled={item.disabled}
                  $isDestructive={item.isDestructive ?? false}
                  tabIndex={activeIndex === index ? 0 : -1}
                  ref={(node: HTMLButtonElement | null) => {
                    listRef.current[index] = node;
                  }}
                  {...interactions.getItemProps({
                    onClick: () => {
                      item.onSelect?.();
                      setOpen(false);
                    },
                  })}
                >
                  {item.icon}
                  {item.label}
                </StyledMenuItem>
              ))}
            </StyledMenu>
          </FloatingFocusManager>
        </FloatingPortal>
      ) : null}
    </>
  );
}

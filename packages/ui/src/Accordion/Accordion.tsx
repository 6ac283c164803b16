import { forwardRef, useId, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { createStrictContext } from '../internal/createContext';
import { ChevronDownIcon } from '../Icon';
import { useControllableState } from '../internal/useControllableState';
import { StyledAccordion, StyledHeading, StyledItem, StyledPanel, StyledTrigger } from './Accordion.styles';

interface AccordionContextValue {
  openItems: string[];
  toggle: (value: string) => void;
}

const [AccordionProvider, useAccordionContext] = createStrictContext<AccordionContextValue>('AccordionItem', 'Accordion');

interface ItemContextValue {
  value: string;
  triggerId: string;
  panelId: string;
  isOpen: boolean;
}

const [ItemProvider, useItemContext] = createStrictContext<ItemContextValue>('AccordionTrigger and AccordionPanel', 'AccordionItem');

export interface AccordionProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue'> {
  /** Whether several items may be open at once. @default false */
  allowMultiple?: boolean;
  /** Open items (controlled). */
  value?: string[];
  /** Initially open items (uncontrolled). @default [] */
  defaultValue?: string[];
  /** Called with the open items after a change. */
  onValueChange?: (value: string[]) => void;
}

/** Stacked headings that each show or hide a section, following the WAI-ARIA accordion pattern. */
export const Accordion = forwardRef<HTMLDivElement, AccordionProps>(function Accordion(
  { allowMultiple = false, value, defaultValue = [], onValueChange, ...rest },
  ref,
) {
  const [openItems, setOpenItems] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const toggle = (itemValue: string) => {
    if (openItems.includes(itemValue)) setOpenItems(openItems.filter((item) => item !== itemValue));
    else setOpenItems(allowMultiple ? [...openItems, itemValue] : [itemValue]);
  };
  return (
    <AccordionProvider value={{ openItems, toggle }}>
      <StyledAccordion ref={ref} {...rest} />
    </AccordionProvider>
  );
});

export interface AccordionItemProps extends ComponentPropsWithoutRef<'div'> {
  /** Identifies the item among its siblings. */
  value: string;
}

/** One heading and its section. */
export const AccordionItem = forwardRef<HTMLDivElement, AccordionItemProps>(function AccordionItem({ value, ...rest }, ref) {
  const { openItems } = useAccordionContext();
  const baseId = `accordion-${useId()}`;
  const isOpen = openItems.includes(value);
  return (
    <ItemProvider value={{ value, triggerId: `${baseId}-trigger`, panelId: `${baseId}-panel`, isOpen }}>
      <StyledItem ref={ref} data-state={isOpen ? 'open' : 'closed'} {...rest} />
    </ItemProvider>
  );
});

export interface AccordionTriggerProps extends ComponentPropsWithoutRef<'button'> {
  /** Heading level that wraps the button. @default 3 */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  children?: ReactNode;
}

/** The heading button that opens and closes its section (Enter or Space). */
export const AccordionTrigger = forwardRef<HTMLButtonElement, AccordionTriggerProps>(function AccordionTrigger(
  { headingLevel = 3, children, onClick, ...rest },
  ref,
) {
  const { toggle } = useAccordionContext();
  const item = useItemContext();
  return (
    <StyledHeading as={`h${headingLevel}`}>
      <StyledTrigger
        ref={ref}
        type="button"
        id={item.triggerId}
        aria-expanded={item.isOpen}
        aria-controls={item.panelId}
        data-state={item.isOpen ? 'open' : 'closed'}
        onClick={(event) => {
          onClick?.(event);
          toggle(item.value);
        }}
        {...rest}
      >
        {children}
        <ChevronDownIcon />
      </StyledTrigger>
    </StyledHeading>
  );
});

/** The section shown while its item is open. */
export const AccordionPanel = forwardRef<HTMLDivElement, ComponentPropsWithoutRef<'div'>>(function AccordionPanel(props, ref) {
  const item = useItemContext();
  return (
    <StyledPanel
      ref={ref}
      role="region"
      id={item.panelId}
      aria-labelledby={item.triggerId}
      hidden={!item.isOpen}
      data-state={item.isOpen ? 'open' : 'closed'}
      {...props}
    />
  );
});

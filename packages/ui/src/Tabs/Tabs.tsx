import { forwardRef, useId, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { createStrictContext } from '../internal/createContext';
import { useControllableState } from '../internal/useControllableState';
import { StyledTab, StyledTabList, StyledTabPanel } from './Tabs.styles';

interface TabsContextValue {
  baseId: string;
  value: string;
  setValue: (value: string) => void;
}

const [TabsProvider, useTabsContext] = createStrictContext<TabsContextValue>('Tabs parts', 'Tabs');

export interface TabsProps extends Omit<ComponentPropsWithoutRef<'div'>, 'defaultValue' | 'dir'> {
  /** Selected tab (controlled). */
  value?: string;
  /** Initially selected tab (uncontrolled). */
  defaultValue: string;
  /** Called with the newly selected tab. */
  onValueChange?: (value: string) => void;
}

/** Tabs following the WAI-ARIA tabs pattern with automatic activation. */
export const Tabs = forwardRef<HTMLDivElement, TabsProps>(function Tabs({ value, defaultValue, onValueChange, children, ...rest }, ref) {
  const [selected, setSelected] = useControllableState({ value, defaultValue, onChange: onValueChange });
  const baseId = `tabs-${useId()}`;
  return (
    <TabsProvider value={{ baseId, value: selected, setValue: setSelected }}>
      <div ref={ref} {...rest}>
        {children}
      </div>
    </TabsProvider>
  );
});

export interface TabListProps extends ComponentPropsWithoutRef<'div'> {
  /** Names the group of tabs for screen readers. */
  'aria-label': string;
}

/** The row of tabs; arrow keys move between them (mirrored under right-to-left), Home and End jump. */
export const TabList = forwardRef<HTMLDivElement, TabListProps>(function TabList({ onKeyDown, ...rest }, ref) {
  const { setValue } = useTabsContext();
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const tabs = Array.from(event.currentTarget.querySelectorAll<HTMLButtonElement>('[role="tab"]:not(:disabled)'));
    const index = tabs.findIndex((tab) => tab === document.activeElement);
    if (index === -1) return;
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = isRtl ? 'ArrowLeft' : 'ArrowRight';
    const backward = isRtl ? 'ArrowRight' : 'ArrowLeft';
    let next: number;
    if (event.key === forward) next = (index + 1) % tabs.length;
    else if (event.key === backward) next = (index - 1 + tabs.length) % tabs.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = tabs.length - 1;
    else return;
    event.preventDefault();
    const target = tabs[next];
    target?.focus();
    if (target?.dataset.value) setValue(target.dataset.value);
  };
  return <StyledTabList ref={ref} role="tablist" aria-orientation="horizontal" onKeyDown={handleKeyDown} {...rest} />;
});

export interface TabProps extends ComponentPropsWithoutRef<'button'> {
  /** Identifies the tab and its panel. */
  value: string;
}

/** One tab; only the selected tab is in the Tab order. */
export const Tab = forwardRef<HTMLButtonElement, TabProps>(function Tab({ value, onClick, ...rest }, ref) {
  const context = useTabsContext();
  const isSelected = context.value === value;
  return (
    <StyledTab
      ref={ref}
      type="button"
      role="tab"
      id={`${context.baseId}-tab-${value}`}
      aria-selected={isSelected}
      aria-controls={`${context.baseId}-panel-${value}`}
      tabIndex={isSelected ? 0 : -1}
      data-value={value}
      data-state={isSelected ? 'active' : 'inactive'}
      onClick={(event) => {
        onClick?.(event);
        context.setValue(value);
      }}
      {...rest}
    />
  );
});

export interface TabPanelProps extends ComponentPropsWithoutRef<'div'> {
  /** The tab this panel belongs to. */
  value: string;
}

/** The content of one tab; hidden unless its tab is selected. */
export const TabPanel = forwardRef<HTMLDivElement, TabPanelProps>(function TabPanel({ value, ...rest }, ref) {
  const context = useTabsContext();
  const isSelected = context.value === value;
  return (
    <StyledTabPanel
      ref={ref}
      role="tabpanel"
      id={`${context.baseId}-panel-${value}`}
      aria-labelledby={`${context.baseId}-tab-${value}`}
      tabIndex={0}
      hidden={!isSelected}
      data-state={isSelected ? 'active' : 'inactive'}
      {...rest}
    />
  );
});

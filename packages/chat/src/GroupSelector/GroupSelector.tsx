import { forwardRef, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { Badge } from '@mediation/ui';
import type { Side, UnreadCounts } from '../types';
import { GroupName, GroupTab, Letter, TabList } from './GroupSelector.styles';

export interface GroupSelectorLabels {
  /** Accessible name of the tab list. @default 'Groups' */
  list: string;
  /** Name of each group, shown beside its letter in the vertical list. @default { M: 'Everyone', A: 'Side A', B: 'Side B' } */
  groups: Record<Side, string>;
  /**
   * Accessible name of a tab: the group's letter, then its name where the name is shown (the vertical list),
   * then the count in words. @default 'A Side A, 3 unread' (vertical), 'A, 3 unread' (horizontal)
   */
  tab: (side: Side, unread: number, name?: string) => string;
}

export const defaultGroupSelectorLabels: GroupSelectorLabels = {
  list: 'Groups',
  groups: { M: 'Everyone', A: 'Side A', B: 'Side B' },
  tab: (side, unread, name) => `${side}${name ? ` ${name}` : ''}${unread > 0 ? `, ${unread > 99 ? '99+' : unread} unread` : ''}`,
};

/** The group names a party sees: its own group is the one with the mediator. */
export const partyGroupNames: Record<Side, string> = { M: 'Everyone', A: 'You and the mediator', B: 'You and the mediator' };

export interface GroupSelectorProps extends Omit<ComponentPropsWithoutRef<'div'>, 'onChange'> {
  /** Groups to offer, in order: M, A, B for the mediator; M and its own side for a party. */
  groups: readonly Side[];
  /** The selected group. */
  value: Side;
  /** Called with the group chosen. */
  onValueChange: (group: Side) => void;
  /** Unread messages per group, shown as a badge capped at 99+. */
  unread?: UnreadCounts;
  /** Id of the element the tabs control (the message board). */
  panelId?: string;
  /** Layout of the tabs. @default 'vertical' */
  orientation?: 'vertical' | 'horizontal';
  /** Visible strings. */
  labels?: Partial<GroupSelectorLabels>;
}

/** The conversation groups as tabs, each with its unread count (99+ above 99); arrows move between them. */
export const GroupSelector = forwardRef<HTMLDivElement, GroupSelectorProps>(function GroupSelector(
  { groups, value, onValueChange, unread = {}, panelId, orientation = 'vertical', labels, onKeyDown, ...rest },
  ref,
) {
  const text = { ...defaultGroupSelectorLabels, ...labels, groups: { ...defaultGroupSelectorLabels.groups, ...labels?.groups } };
  // The vertical list has room to show each group's name beside its letter; the horizontal strip shows letters.
  const isNamed = orientation === 'vertical';
  const handleKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    onKeyDown?.(event);
    const index = groups.indexOf(value);
    const isRtl = getComputedStyle(event.currentTarget).direction === 'rtl';
    const forward = ['ArrowDown', isRtl ? 'ArrowLeft' : 'ArrowRight'];
    const backward = ['ArrowUp', isRtl ? 'ArrowRight' : 'ArrowLeft'];
    let next: number;
    if (forward.includes(event.key)) next = (index + 1) % groups.length;
    else if (backward.includes(event.key)) next = (index - 1 + groups.length) % groups.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = groups.length - 1;
    else return;
    event.preventDefault();
    const group = groups[next];
    if (!group) return;
    onValueChange(group);
    event.currentTarget.querySelector<HTMLElement>(`[data-group="${group}"]`)?.focus();
  };
  return (
    <TabList ref={ref} role="tablist" aria-label={text.list} aria-orientation={orientation} onKeyDown={handleKeyDown} {...rest}>
      {groups.map((group) => {
        const count = unread[group] ?? 0;
        const isSelected = group === value;
        return (
          <GroupTab
            key={group}
            type="button"
            role="tab"
            $side={group}
            data-group={group}
            aria-label={text.tab(group, count, isNamed ? text.groups[group] : undefined)}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            title={isNamed ? undefined : text.groups[group]}
            onClick={() => onValueChange(group)}
          >
            {/* The tab's name (aria-label) carries the letter, the group's name and the count in words. */}
            <Letter $side={group} aria-hidden="true">
              {group}
            </Letter>
            {isNamed ? (
              <>
                {' '}
                <GroupName>{text.groups[group]}</GroupName>
              </>
            ) : null}
            {count > 0 ? (
              <>
                {/* Keeps the visible text ('A 3') a part of the name ('A, 3 unread'). */}{' '}
                <Badge count={count} tone="danger" solid aria-hidden="true" />
              </>
            ) : null}
          </GroupTab>
        );
      })}
    </TabList>
  );
});

import { forwardRef, useMemo, type ComponentPropsWithoutRef, type KeyboardEvent } from 'react';
import { Badge, useSideLetters } from '@mediation/ui';
import { useChatText } from '../i18n';
import type { Side, UnreadCounts } from '../types';
import { GroupName, GroupTab, Letter, TabList } from './GroupSelector.styles';

export interface GroupSelectorLabels {
  /** Accessible name of the tab list. @default 'Groups' */
  list: string;
  /** Name of each group, shown beside its letter at every width. @default { M: 'Joint', A: 'Side A', B: 'Side B' } (the mediator's) */
  groups: Record<Side, string>;
  /**
   * Accessible name of a tab: the group's letter, its name, then the count in words. The letter leads, so
   * a person who knows the groups by letter finds them as before. @default 'A — Side A, 3 unread'
   */
  tab: (side: Side, unread: number, name: string) => string;
}

/**
 * The group selector's labels in the language in use, with the given ones over them (`groups` merged name by
 * name). `isParty`: the names a party sees, whose own group is the one with the mediator.
 */
export function useGroupSelectorLabels(labels?: Partial<GroupSelectorLabels>, isParty = false): GroupSelectorLabels {
  const t = useChatText();
  const letters = useSideLetters();
  const defaults = useMemo<GroupSelectorLabels>(() => {
    const withMediator = t('groupSelector.withMediator');
    return {
      list: t('groupSelector.list'),
      groups: isParty
        ? { M: t('groupSelector.everyone'), A: withMediator, B: withMediator }
        : { M: t('groupSelector.joint'), A: t('groupSelector.sideA'), B: t('groupSelector.sideB') },
      tab: (group, unread, name) => {
        const side = letters[group];
        return unread > 99
          ? t('groupSelector.tabUnreadMany', { side, name })
          : unread > 0
            ? t('groupSelector.tabUnread', { side, name, unread })
            : t('groupSelector.tab', { side, name });
      },
    };
  }, [t, isParty, letters]);
  return { ...defaults, ...labels, groups: { ...defaults.groups, ...labels?.groups } };
}

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
  const text = useGroupSelectorLabels(labels);
  const letters = useSideLetters();
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
            aria-label={text.tab(group, count, text.groups[group])}
            aria-selected={isSelected}
            aria-controls={panelId}
            tabIndex={isSelected ? 0 : -1}
            onClick={() => onValueChange(group)}
          >
            {/* The tab's name (aria-label) carries the letter, the group's name and the count in words. */}
            <Letter $side={group} aria-hidden="true">
              {letters[group]}
            </Letter>
            {/* Words at every width: a letter alone does not tell where a message goes. */} <GroupName>{text.groups[group]}</GroupName>
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

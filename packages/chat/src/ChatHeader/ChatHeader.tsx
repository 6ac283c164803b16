import { forwardRef, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Badge, BellIcon, BellOffIcon, ShuttleIcon, SideIcon, TagIcon } from '@mediation/ui';
import { useChatText } from '../i18n';
import { VisuallyHidden } from '../internal/styles';
import { Search, type SearchProps } from '../Search';
import type { Side } from '../types';
import { Actions, HeaderRoot, InfoBar, InfoItem, SearchSlot, Switch } from './ChatHeader.styles';

export interface ChatHeaderLabels {
  /** Accessible name of the info bar. @default 'Case status' */
  status: string;
  /** Text alternative of the viewer's side icon. */
  side: (side: Side) => string;
  /** Text alternative of the category icon. @default 'Category' */
  category: string;
  /** @default 'Shuttle on' */
  shuttleOn: string;
  /** @default 'Shuttle off' */
  shuttleOff: string;
  /** Name of the mediator's switch. @default 'Shuttle mode' */
  shuttleSwitch: string;
  /** @default 'New notifications' */
  notificationPresent: string;
  /** @default 'No notifications' */
  notificationAbsent: string;
}

/** The header's labels in the language in use, with the given ones over them. */
export function useChatHeaderLabels(labels?: Partial<ChatHeaderLabels>): ChatHeaderLabels {
  const t = useChatText();
  const defaults = useMemo<ChatHeaderLabels>(
    () => ({
      status: t('chatHeader.status'),
      side: (side) => (side === 'M' ? t('chatHeader.sideMediator') : t('chatHeader.side', { side })),
      category: t('chatHeader.category'),
      shuttleOn: t('chatHeader.shuttleOn'),
      shuttleOff: t('chatHeader.shuttleOff'),
      shuttleSwitch: t('chatHeader.shuttleSwitch'),
      notificationPresent: t('chatHeader.notificationPresent'),
      notificationAbsent: t('chatHeader.notificationAbsent'),
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface ChatHeaderProps extends ComponentPropsWithoutRef<'div'> {
  /** The viewer's side. */
  side: Side;
  /** The case category. */
  category: string;
  /** Whether shuttle mode is on. */
  shuttle: boolean;
  /** When set, the viewer (the mediator) gets the "Shuttle mode" switch. */
  onShuttleChange?: (shuttle: boolean) => void;
  /** Whether there are notifications. @default false */
  hasNotification?: boolean;
  /** The search box; omitted: no search. */
  search?: SearchProps;
  /** Shown first when the open group is a caucus (A or B), which only its party and the mediator read: 'Private'. */
  privateLabel?: string;
  /** Extra buttons at the end (such as the one opening the info drawer on small screens). */
  actions?: ReactNode;
  /** Visible strings. */
  labels?: Partial<ChatHeaderLabels>;
}

/** The bar above the messages: the viewer's side, the category, shuttle on/off (the mediator's switch says it), notifications, and search. */
export const ChatHeader = forwardRef<HTMLDivElement, ChatHeaderProps>(function ChatHeader(
  { side, category, shuttle, onShuttleChange, hasNotification = false, search, privateLabel, actions, labels, ...rest },
  ref,
) {
  const text = useChatHeaderLabels(labels);
  return (
    <HeaderRoot ref={ref} {...rest}>
      <InfoBar aria-label={text.status}>
        {privateLabel ? (
          <InfoItem data-private="">
            <Badge tone="warning">{privateLabel}</Badge>
          </InfoItem>
        ) : null}
        <InfoItem>
          <SideIcon side={side} size="sm" labels={{ [side]: text.side(side) }} />
        </InfoItem>
        <InfoItem>
          <TagIcon />
          <VisuallyHidden>{text.category}:</VisuallyHidden>
          <span dir="auto">{category}</span>
        </InfoItem>
        {/* Shuttle mode is said once: the mediator's switch, or for a party the words "Shuttle on" / "Shuttle off". */}
        {onShuttleChange ? null : (
          <InfoItem data-shuttle={shuttle ? 'on' : 'off'}>
            <ShuttleIcon />
            <span>{shuttle ? text.shuttleOn : text.shuttleOff}</span>
          </InfoItem>
        )}
        <InfoItem data-notification={hasNotification ? 'present' : 'absent'}>
          {hasNotification ? (
            <BellIcon role="img" aria-hidden={undefined} aria-label={text.notificationPresent} />
          ) : (
            <BellOffIcon role="img" aria-hidden={undefined} aria-label={text.notificationAbsent} />
          )}
        </InfoItem>
        {onShuttleChange ? (
          <InfoItem>
            <Switch
              type="button"
              role="switch"
              aria-checked={shuttle}
              data-shuttle={shuttle ? 'on' : 'off'}
              onClick={() => onShuttleChange(!shuttle)}
            >
              <ShuttleIcon />
              <span data-track="" aria-hidden="true" />
              {text.shuttleSwitch}
            </Switch>
          </InfoItem>
        ) : null}
      </InfoBar>
      {search ? (
        <SearchSlot>
          <Search {...search} />
        </SearchSlot>
      ) : null}
      {actions ? <Actions>{actions}</Actions> : null}
    </HeaderRoot>
  );
});

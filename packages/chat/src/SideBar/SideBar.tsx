import { forwardRef, useId, useMemo, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { Button, ExitIcon, ShareIcon } from '@mediation/ui';
import { useChatText } from '../i18n';
import { GroupSelector, type GroupSelectorLabels } from '../GroupSelector';
import { InfoSelector, type InfoSelectorLabels } from '../InfoSelector';
import type { InfoView, Side, UnreadCounts } from '../types';
import { Footer, Section, SectionTitle, SideBarRoot } from './SideBar.styles';

export interface SideBarLabels {
  /** Accessible name of the side bar. @default 'Case room' */
  region: string;
  /** Heading above the info selector. @default 'Case' */
  infoHeading: string;
  /** Heading above the groups. @default 'Conversations' */
  groupsHeading: string;
  /** @default 'Share' */
  share: string;
  /** @default 'Exit' */
  exit: string;
  groupSelector: Partial<GroupSelectorLabels>;
  infoSelector: Partial<InfoSelectorLabels>;
}

/** The side bar's labels in the language in use, with the given ones over them. */
export function useSideBarLabels(labels?: Partial<SideBarLabels>): SideBarLabels {
  const t = useChatText();
  const defaults = useMemo<SideBarLabels>(
    () => ({
      region: t('sideBar.region'),
      infoHeading: t('sideBar.infoHeading'),
      groupsHeading: t('sideBar.groupsHeading'),
      share: t('sideBar.share'),
      exit: t('sideBar.exit'),
      groupSelector: {},
      infoSelector: {},
    }),
    [t],
  );
  return { ...defaults, ...labels };
}

export interface SideBarProps extends ComponentPropsWithoutRef<'aside'> {
  /** Whether the viewer is the mediator (more panels, all groups, Share). */
  isMediator: boolean;
  /** Groups offered. */
  groups: readonly Side[];
  /** The selected group. */
  group: Side;
  /** Called with the group chosen. */
  onGroupChange: (group: Side) => void;
  /** Unread messages per group. */
  unread?: UnreadCounts;
  /** Id of the message board the group tabs control. */
  panelId?: string;
  /** The info panel shown; hides the info selector when undefined. */
  infoView?: InfoView | undefined;
  /** Called with the info panel chosen. */
  onInfoViewChange?: (view: InfoView) => void;
  /** The info panels offered. @default infoViewsFor(isMediator) */
  infoViews?: readonly InfoView[];
  /** What waits for the viewer per info panel. */
  infoCounts?: Partial<Record<InfoView, number>>;
  /** Called when the mediator presses Share. */
  onShare?: () => void;
  /** Called when Exit is pressed. */
  onExit?: () => void;
  /** Extra content above the footer. */
  children?: ReactNode;
  /** Visible strings. */
  labels?: Partial<SideBarLabels>;
}

/** The room's side bar: info selector, group selector and a footer with Share (mediator) and Exit. */
export const SideBar = forwardRef<HTMLElement, SideBarProps>(function SideBar(
  {
    isMediator,
    groups,
    group,
    onGroupChange,
    unread,
    panelId,
    infoView,
    onInfoViewChange,
    infoViews,
    infoCounts,
    onShare,
    onExit,
    children,
    labels,
    ...rest
  },
  ref,
) {
  const text = useSideBarLabels(labels);
  const infoHeadingId = useId();
  const groupsHeadingId = useId();
  return (
    <SideBarRoot ref={ref} aria-label={text.region} {...rest}>
      {infoView !== undefined && onInfoViewChange ? (
        <Section aria-labelledby={infoHeadingId}>
          <SectionTitle id={infoHeadingId}>{text.infoHeading}</SectionTitle>
          <InfoSelector
            isMediator={isMediator}
            value={infoView}
            onValueChange={onInfoViewChange}
            views={infoViews}
            counts={infoCounts}
            labels={text.infoSelector}
          />
        </Section>
      ) : null}
      <Section aria-labelledby={groupsHeadingId}>
        <SectionTitle id={groupsHeadingId}>{text.groupsHeading}</SectionTitle>
        <GroupSelector
          groups={groups}
          value={group}
          onValueChange={onGroupChange}
          unread={unread}
          panelId={panelId}
          labels={text.groupSelector}
        />
      </Section>
      {children}
      {/* A party's room may give Exit elsewhere (its header): no empty footer then. */}
      {(isMediator && onShare) || onExit ? (
        <Footer>
          {isMediator && onShare ? (
            <Button variant="secondary" size="sm" onClick={onShare}>
              <ShareIcon />
              {text.share}
            </Button>
          ) : null}
          {onExit ? (
            <Button variant="ghost" size="sm" onClick={onExit}>
              <ExitIcon data-flip-rtl="" />
              {text.exit}
            </Button>
          ) : null}
        </Footer>
      ) : null}
    </SideBarRoot>
  );
});

import { lazy, Suspense, type ComponentPropsWithoutRef } from 'react';
import {
  Button,
  CollapseIcon,
  Drawer,
  EmptyState,
  ExitIcon,
  ExpandIcon,
  IconButton,
  ShareIcon,
  Spinner,
  loadWithRetry,
} from '@mediation/ui';
import { CaseInfoPanel } from '../CaseInfoPanel';
import { InfoSelector } from '../InfoSelector';
import { PanelHeading } from '../internal/styles';
import { ParticipantsList, useParticipantsListLabels } from '../ParticipantsList';
import { useSideBarLabels } from '../SideBar';
import { summaryMessages } from '../SummaryPanel/summaryMessages';
import type { InfoView } from '../types';
import {
  ColumnSelector,
  DrawerContent,
  DrawerFooter,
  GuideDock,
  InfoColumn,
  PanelLoadingLine,
  PanelScroll,
  ParticipantsLine,
} from './ChatRoom.styles';
import { useChatRoom, type WideTool } from './ChatRoomProvider';

// The notes and the summary load when first chosen: the room opens on the case information. Chosen offline, they
// load once the network is back.
const NotesPanel = lazy(() => loadWithRetry(() => import('../NotesPanel/NotesPanel')).then(({ NotesPanel }) => ({ default: NotesPanel })));
const SummaryPanel = lazy(() =>
  loadWithRetry(() => import('../SummaryPanel/SummaryPanel')).then(({ SummaryPanel }) => ({ default: SummaryPanel })),
);

export type RoomInfoColumnProps = ComponentPropsWithoutRef<'div'>;

/**
 * The info column: the mediator's guided negotiation docked at its top, the chosen info panel and the
 * participants (or what the app places), each scrolling inside the column. Without the side bar (below
 * 1400 px) it also holds the panel choice, Share and Exit. In a narrow room it is a drawer (opened from the
 * header) with the panel choice, Share and Exit.
 */
export function RoomInfoColumn({ children, ...rest }: RoomInfoColumnProps) {
  const room = useChatRoom();
  const text = room.labels;
  const sideBarText = useSideBarLabels(text.sideBar);
  const hasGuide = room.isMediator && Boolean(room.slots.guidePanel);
  const isPanelTool = WIDE_PANELS.has(room.infoView);
  // A wide tool that is not there any more (the panel changed, the guide went) is not wide.
  const wideTool = room.wideTool === 'guide' ? (hasGuide ? 'guide' : null) : room.wideTool === 'panel' && isPanelTool ? 'panel' : null;
  const content = children ?? (
    <>
      {wideTool === 'guide' ? null : (
        <PanelScroll>
          <RoomInfoPanel />
        </PanelScroll>
      )}
      {wideTool ? <RoomParticipantsLine /> : <RoomParticipants />}
    </>
  );
  const selector =
    room.infoViews.length > 1 ? (
      <InfoSelector
        isMediator={room.isMediator}
        value={room.infoView}
        onValueChange={room.setInfoView}
        views={room.infoViews}
        counts={room.infoCounts}
        labels={text.infoSelector}
      />
    ) : null;
  const footer =
    room.isMediator || room.onExit ? (
      <DrawerFooter>
        {room.isMediator ? (
          <Button variant="secondary" size="sm" onClick={() => room.setShareOpen(true)}>
            <ShareIcon />
            {sideBarText.share}
          </Button>
        ) : null}
        {room.onExit ? (
          <Button variant="ghost" size="sm" onClick={room.onExit}>
            <ExitIcon data-flip-rtl="" />
            {sideBarText.exit}
          </Button>
        ) : null}
      </DrawerFooter>
    ) : null;
  if (room.layout !== 'narrow') {
    const isCompact = room.layout === 'compact';
    return (
      <InfoColumn data-wide={wideTool ?? undefined} {...rest}>
        {isCompact && selector ? <ColumnSelector>{selector}</ColumnSelector> : null}
        {hasGuide && wideTool !== 'panel' ? <GuideDock data-part="guide">{room.slots.guidePanel}</GuideDock> : null}
        {content}
        {isCompact ? footer : null}
      </InfoColumn>
    );
  }
  return (
    <Drawer open={room.isDrawerOpen} onOpenChange={room.setDrawerOpen} title={room.caseInfo.title}>
      <DrawerContent {...rest}>
        {selector}
        {children ?? (
          <>
            <RoomInfoPanel />
            <RoomParticipants />
          </>
        )}
        {footer}
      </DrawerContent>
    </Drawer>
  );
}

export interface RoomWideButtonProps {
  /** Which tool the button widens: the docked guide, or the info panel it sits in (the agreement, the notes). */
  tool: WideTool;
}

/**
 * "Open wide" / "Close wide" for a tool of the info column, placed by the tool in its own header (so it
 * costs no line): wide, the tool takes the column's whole height and the participants fold to one line.
 * Nothing outside a room's column, nor in a narrow room's drawer.
 */
export function RoomWideButton({ tool }: RoomWideButtonProps) {
  const room = useChatRoom();
  if (room.layout === 'narrow') return null;
  const isWide = room.wideTool === tool;
  const name = isWide ? room.labels.closeWide : room.labels.openWide;
  // An icon, named and titled: a word would push the tool's header onto a second line in a narrow column.
  return (
    <IconButton
      size="sm"
      aria-label={name}
      title={name}
      icon={isWide ? <CollapseIcon /> : <ExpandIcon />}
      flipInRtl
      onClick={() => room.setWideTool(isWide ? null : tool)}
    />
  );
}

/** The tools that can take the column's whole height: the agreement and the notes (the guide besides). */
const WIDE_PANELS: ReadonlySet<InfoView> = new Set<InfoView>(['agreement', 'notes']);

/** The participants in one line (names, and how many are online), while a tool takes the column. */
export function RoomParticipantsLine() {
  const room = useChatRoom();
  const names = room.participants.map((person) => person.name);
  const online = room.participants.filter((person) => person.isOnline).length;
  const line = room.labels.participantsLine(names, online);
  const { heading } = useParticipantsListLabels(room.labels.participants);
  return (
    <ParticipantsLine data-part="participants" aria-label={heading} title={line}>
      {line}
    </ParticipantsLine>
  );
}

/** The info panel chosen: case information (with Send survey for the mediator), Recommendation, Summary, Notes or Agreement. */
export function RoomInfoPanel() {
  const room = useChatRoom();
  const text = room.labels;
  switch (room.infoView) {
    case 'info':
      return (
        <CaseInfoPanel caseInfo={room.caseInfo} onSendSurvey={room.isMediator ? room.onSendSurvey : undefined} labels={text.caseInfo} />
      );
    case 'recommendation':
      return (
        room.slots.recommendation ?? (
          <section>
            <PanelHeading>{text.recommendationHeading}</PanelHeading>
            <EmptyState title={text.recommendationEmpty} headingLevel={3} />
          </section>
        )
      );
    case 'summary':
      return (
        <Suspense fallback={<PanelLoading label={text.panelLoading} />}>
          <SummaryPanel summaries={summaryMessages(room.messages)} labels={text.summary}>
            {room.slots.summary}
          </SummaryPanel>
        </Suspense>
      );
    case 'notes':
      return (
        <Suspense fallback={<PanelLoading label={text.panelLoading} />}>
          <NotesPanel
            actions={<RoomWideButton tool="panel" />}
            notes={room.notes}
            onAdd={(note) => room.onAddNote?.(note)}
            onRemove={(index) => room.onRemoveNote?.(index)}
            labels={text.notes}
          />
        </Suspense>
      );
    case 'agreement':
      return room.slots.agreement ?? null;
    default:
      return room.infoView satisfies never;
  }
}

/** A panel's place the first time it is chosen, while its code loads (a moment). */
function PanelLoading({ label }: { label: string }) {
  return (
    <PanelLoadingLine role="status">
      <Spinner size="sm" /> {label}
    </PanelLoadingLine>
  );
}

/** The people of the case, with who is online (left out beside the Summary and the Agreement, which take the column). */
export function RoomParticipants() {
  const room = useChatRoom();
  if (room.infoView === 'summary' || room.infoView === 'agreement') return null;
  return (
    <ParticipantsList
      data-part="participants"
      participants={room.participants}
      viewerId={room.viewer.id}
      labels={room.labels.participants}
      onRemove={room.onRemoveParticipant}
    />
  );
}

import type { ComponentPropsWithoutRef } from 'react';
import { Button, Drawer, EmptyState, ExitIcon, ShareIcon } from '@mediation/ui';
import { CaseInfoPanel } from '../CaseInfoPanel';
import { InfoSelector } from '../InfoSelector';
import { PanelHeading } from '../internal/styles';
import { NotesPanel } from '../NotesPanel';
import { ParticipantsList } from '../ParticipantsList';
import { SummaryPanel, summaryMessages } from '../SummaryPanel';
import { ColumnSelector, DrawerContent, DrawerFooter, GuideDock, InfoColumn, PanelScroll } from './ChatRoom.styles';
import { useChatRoom } from './ChatRoomProvider';

export type RoomInfoColumnProps = ComponentPropsWithoutRef<'div'>;

/**
 * The info column: the mediator's guided negotiation docked at its top, the chosen info panel and the
 * participants (or what the app places), each scrolling inside the column. Without the side bar (below
 * 1100 px) it also holds the panel choice, Share and Exit. In a narrow room it is a drawer (opened from the
 * header) with the panel choice, Share and Exit.
 */
export function RoomInfoColumn({ children, ...rest }: RoomInfoColumnProps) {
  const room = useChatRoom();
  const text = room.labels;
  const content = children ?? (
    <>
      <PanelScroll>
        <RoomInfoPanel />
      </PanelScroll>
      <RoomParticipants />
    </>
  );
  const selector =
    room.infoViews.length > 1 ? (
      <InfoSelector
        isMediator={room.isMediator}
        value={room.infoView}
        onValueChange={room.setInfoView}
        views={room.infoViews}
        labels={text.infoSelector}
      />
    ) : null;
  const footer =
    room.isMediator || room.onExit ? (
      <DrawerFooter>
        {room.isMediator ? (
          <Button variant="secondary" size="sm" onClick={() => room.setShareOpen(true)}>
            <ShareIcon />
            {text.sideBar.share ?? 'Share'}
          </Button>
        ) : null}
        {room.onExit ? (
          <Button variant="ghost" size="sm" onClick={room.onExit}>
            <ExitIcon />
            {text.sideBar.exit ?? 'Exit'}
          </Button>
        ) : null}
      </DrawerFooter>
    ) : null;
  if (room.layout !== 'narrow') {
    const isCompact = room.layout === 'compact';
    return (
      <InfoColumn {...rest}>
        {isCompact && selector ? <ColumnSelector>{selector}</ColumnSelector> : null}
        {room.isMediator && room.slots.guidePanel ? <GuideDock data-part="guide">{room.slots.guidePanel}</GuideDock> : null}
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
        <SummaryPanel summaries={summaryMessages(room.messages)} labels={text.summary}>
          {room.slots.summary}
        </SummaryPanel>
      );
    case 'notes':
      return (
        <NotesPanel
          notes={room.notes}
          onAdd={(note) => room.onAddNote?.(note)}
          onRemove={(index) => room.onRemoveNote?.(index)}
          labels={text.notes}
        />
      );
    case 'agreement':
      return room.slots.agreement ?? null;
    default:
      return room.infoView satisfies never;
  }
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

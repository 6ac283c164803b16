import type { ComponentPropsWithoutRef } from 'react';
import { Button, Drawer, EmptyState, ExitIcon, ShareIcon } from '@mediation/ui';
import { CaseInfoPanel } from '../CaseInfoPanel';
import { InfoSelector } from '../InfoSelector';
import { PanelHeading } from '../internal/styles';
import { NotesPanel } from '../NotesPanel';
import { ParticipantsList } from '../ParticipantsList';
import { SummaryPanel, summaryMessages } from '../SummaryPanel';
import { DrawerContent, DrawerFooter, InfoColumn } from './ChatRoom.styles';
import { useChatRoom } from './ChatRoomProvider';

export type RoomInfoColumnProps = ComponentPropsWithoutRef<'div'>;

/**
 * The info column: the chosen info panel and the participants, or what the app places. In a narrow room it
 * is a drawer (opened from the header) that also holds the mediator's panel choice, Share and Exit.
 */
export function RoomInfoColumn({ children, ...rest }: RoomInfoColumnProps) {
  const room = useChatRoom();
  const text = room.labels;
  const content = children ?? (
    <>
      <RoomInfoPanel />
      <RoomParticipants />
    </>
  );
  if (room.layout !== 'narrow') return <InfoColumn {...rest}>{content}</InfoColumn>;
  return (
    <Drawer open={room.isDrawerOpen} onOpenChange={room.setDrawerOpen} title={room.caseInfo.title}>
      <DrawerContent {...rest}>
        {room.infoViews.length > 1 ? (
          <InfoSelector isMediator={room.isMediator} value={room.infoView} onValueChange={room.setInfoView} views={room.infoViews} labels={text.infoSelector} />
        ) : null}
        {content}
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
      return <CaseInfoPanel caseInfo={room.caseInfo} onSendSurvey={room.isMediator ? room.onSendSurvey : undefined} labels={text.caseInfo} />;
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
      return <NotesPanel notes={room.notes} onAdd={(note) => room.onAddNote?.(note)} onRemove={(index) => room.onRemoveNote?.(index)} labels={text.notes} />;
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
  return <ParticipantsList participants={room.participants} viewerId={room.viewer.id} labels={room.labels.participants} onRemove={room.onRemoveParticipant} />;
}

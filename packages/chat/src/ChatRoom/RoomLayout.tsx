import { Fragment, lazy, Suspense, useState, type ComponentPropsWithoutRef, type ReactNode } from 'react';
import { loadWithRetry } from '@mediation/ui';
import { RoomRoot, SideBarColumn } from './ChatRoom.styles';
import { useChatRoom } from './ChatRoomProvider';

export type RoomLayoutProps = ComponentPropsWithoutRef<'div'>;

/**
 * The room's frame: a row of the parts placed in it (side bar, board, info column, or an app's own panel
 * between them). It measures its own width, which the parts follow (below 1400 px the side bar gives way to
 * tabs above the messages, below 768 px the info column to a drawer), and holds the mediator's share dialog.
 */
export function RoomLayout({ children, ...rest }: RoomLayoutProps) {
  const { layoutRef, layout } = useChatRoom();
  return (
    <RoomRoot ref={layoutRef} data-layout={layout} {...rest}>
      {/* Crossing the narrow width builds the parts anew: the list's first view is taken at the width it is read at. */}
      <Fragment key={layout === 'narrow' ? 'narrow' : 'columns'}>
        {children}
        <RoomShareDialog />
      </Fragment>
    </RoomRoot>
  );
}

export interface RoomSideBarProps {
  /** Extra content above Share and Exit. */
  children?: ReactNode;
}

/**
 * The side bar: the mediator's info panels, the groups with their unread counts, Share (mediator) and Exit.
 * Only in a wide room: below 1400 px the groups become tabs above the messages, so the conversation keeps its width.
 */
export function RoomSideBar({ children }: RoomSideBarProps) {
  const room = useChatRoom();
  if (room.layout !== 'wide') return null;
  const text = room.labels;
  return (
    <SideBarColumn
      isMediator={room.isMediator}
      groups={room.groups}
      group={room.group}
      onGroupChange={room.setGroup}
      unread={room.unread}
      panelId={room.boardId}
      infoView={room.infoView}
      onInfoViewChange={room.setInfoView}
      infoViews={room.infoViews}
      infoCounts={room.infoCounts}
      onShare={() => room.setShareOpen(true)}
      onExit={room.onExit}
      labels={{ ...text.sideBar, groupSelector: room.groupLabels, infoSelector: text.infoSelector }}
    >
      {children}
    </SideBarColumn>
  );
}

// The share dialog's code loads when the mediator first opens it: a room's first visit does not need it.
const ShareDialog = lazy(() => loadWithRetry(() => import('../ShareDialog')).then(({ ShareDialog }) => ({ default: ShareDialog })));

/**
 * The mediator's share dialog (code, link, invitation by e-mail); `RoomLayout` places it. Once opened it
 * stays mounted, so closing it gives focus back to what opened it.
 */
function RoomShareDialog() {
  const room = useChatRoom();
  const [wasOpened, setWasOpened] = useState(false);
  if (room.isShareOpen && !wasOpened) setWasOpened(true);
  if (!room.isMediator || !(wasOpened || room.isShareOpen)) return null;
  const { onOpenChange, ...invitations } = room.shareInvitations ?? {};
  return (
    <Suspense fallback={null}>
      <ShareDialog
        open={room.isShareOpen}
        onOpenChange={(isOpen) => {
          room.setShareOpen(isOpen);
          onOpenChange?.(isOpen);
        }}
        code={room.caseInfo.code}
        origin={room.shareOrigin}
        onSendEmail={room.onShareEmail}
        labels={room.labels.share}
        {...invitations}
      />
    </Suspense>
  );
}

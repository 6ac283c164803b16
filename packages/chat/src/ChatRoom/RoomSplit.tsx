import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent, type PointerEvent, type ReactNode } from 'react';
import { SplitBoard, SplitGroup, SplitInfo, SplitSeparator } from './ChatRoom.styles';
import { useChatRoom } from './ChatRoomProvider';

/** The info column's narrowest width: the agreement's clause tools and the guide's buttons still fit on a line. */
export const INFO_COLUMN_MIN_PX = 280;
/** The info column's width until the person drags its edge. */
export const INFO_COLUMN_DEFAULT_PX = 360;
/** The conversation never gets narrower than this beside a wide info column. */
const BOARD_MIN_PX = 320;
/** One press of an arrow key on the edge. */
const KEY_STEP_PX = 16;

export interface RoomSplitProps {
  /** The conversation (usually `RoomBoard`). */
  board: ReactNode;
  /** The info column (usually `RoomInfoColumn`). */
  info: ReactNode;
}

/**
 * The conversation and the info column side by side, with the column's edge a `separator` "Resize panel"
 * (drag it, or focus it and use the arrow keys, Home and End) from 280 px to half the window. Each person's
 * width is kept in this browser (localStorage, keyed by the viewer), so a mediator who widened the column
 * for the agreement finds it so after a reload. In a narrow room the column is a drawer: nothing to resize.
 *
 * Our own few lines rather than a split-panel library: the room needs one edge between two columns, and
 * the library cost 9.5 KB gz of the room's first visit.
 */
export function RoomSplit({ board, info }: RoomSplitProps) {
  const room = useChatRoom();
  if (room.layout === 'narrow') {
    return (
      <>
        {board}
        {info}
      </>
    );
  }
  return <ResizableSplit board={board} info={info} viewerKey={`${room.viewer.side}-${room.viewer.id}`} label={room.labels.resizePanel} />;
}

function ResizableSplit({ board, info, viewerKey, label }: RoomSplitProps & { viewerKey: string; label: string }) {
  const storageKey = `mediation.room.infoWidth.${viewerKey}`;
  // Pixels, not a share of the room: a room that mounts while its frame still settles keeps the same column.
  const [width, setWidth] = useState(() => readWidth(storageKey) ?? INFO_COLUMN_DEFAULT_PX);
  const groupRef = useRef<HTMLDivElement>(null);
  const infoRef = useRef<HTMLDivElement>(null);
  const drag = useRef<{ pointerId: number; startX: number; startWidth: number } | null>(null);
  const [isDragging, setDragging] = useState(false);

  /** The widest the column can be now: half the window, leaving the conversation its minimum. */
  const maxWidth = () => {
    const room = groupRef.current?.clientWidth || window.innerWidth;
    return Math.max(INFO_COLUMN_MIN_PX, Math.min(window.innerWidth / 2, room - BOARD_MIN_PX));
  };
  const shownWidth = () => infoRef.current?.getBoundingClientRect().width || width;
  // The edge tells assistive technology its range; the widest changes with the window.
  const [widest, setWidest] = useState(INFO_COLUMN_DEFAULT_PX);
  useLayoutEffect(() => {
    const update = () => setWidest(Math.round(maxWidth()));
    update();
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
    // maxWidth reads only the DOM and the window, never props or state.
  }, []);
  // The nearest `dir` decides, as it does for the layout (the app sets it on <html>, a story on its frame).
  const isRightToLeft = () => groupRef.current?.closest('[dir]')?.getAttribute('dir') === 'rtl';

  // The last width chosen, ahead of React's render: keys pressed quickly each move from the one before.
  const chosenRef = useRef(width);
  const choose = (next: number) => {
    const chosen = Math.round(Math.min(maxWidth(), Math.max(INFO_COLUMN_MIN_PX, next)));
    chosenRef.current = chosen;
    setWidth(chosen);
    try {
      localStorage.setItem(storageKey, String(chosen));
    } catch {
      // Storage full or refused: the width is simply not remembered.
    }
  };

  // The column sits at the end of the row: its edge moving towards the start widens it.
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const towardsStart = isRightToLeft() ? 'ArrowRight' : 'ArrowLeft';
    const towardsEnd = isRightToLeft() ? 'ArrowLeft' : 'ArrowRight';
    const current = Math.min(chosenRef.current, maxWidth());
    const next =
      event.key === towardsStart
        ? current + KEY_STEP_PX
        : event.key === towardsEnd
          ? current - KEY_STEP_PX
          : event.key === 'Home'
            ? INFO_COLUMN_MIN_PX
            : event.key === 'End'
              ? maxWidth()
              : undefined;
    if (next === undefined) return;
    event.preventDefault();
    choose(next);
  };

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if (event.button !== 0) return;
    // Captured, the drag goes on when the pointer leaves the thin edge.
    event.currentTarget.setPointerCapture?.(event.pointerId);
    drag.current = { pointerId: event.pointerId, startX: event.clientX, startWidth: shownWidth() };
    setDragging(true);
  };
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    const start = drag.current;
    if (!start || start.pointerId !== event.pointerId) return;
    const moved = event.clientX - start.startX;
    choose(start.startWidth + (isRightToLeft() ? moved : -moved));
  };
  const onPointerEnd = () => {
    drag.current = null;
    setDragging(false);
  };

  return (
    <SplitGroup ref={groupRef}>
      <SplitBoard $minPx={BOARD_MIN_PX}>{board}</SplitBoard>
      <SplitSeparator
        role="separator"
        tabIndex={0}
        aria-label={label}
        aria-orientation="vertical"
        aria-valuemin={INFO_COLUMN_MIN_PX}
        aria-valuemax={widest}
        aria-valuenow={Math.min(width, widest)}
        data-dragging={isDragging || undefined}
        onKeyDown={onKeyDown}
        onPointerDown={onPointerDown}
        onPointerMove={onPointerMove}
        onPointerUp={onPointerEnd}
        onPointerCancel={onPointerEnd}
        onLostPointerCapture={onPointerEnd}
      />
      <SplitInfo
        ref={infoRef}
        data-part="info-column"
        $minPx={INFO_COLUMN_MIN_PX}
        $boardMinPx={BOARD_MIN_PX}
        style={{ '--info-width': `${width}px` } as CSSProperties}
      >
        {info}
      </SplitInfo>
    </SplitGroup>
  );
}

function readWidth(key: string): number | undefined {
  try {
    const width = Number(localStorage.getItem(key));
    return Number.isFinite(width) && width > 0 ? width : undefined;
  } catch {
    return undefined;
  }
}

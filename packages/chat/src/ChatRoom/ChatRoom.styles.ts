import styled from 'styled-components';
import { flipMarkedIcons } from '../internal/styles';
import { SideBar } from '../SideBar';

/** The room's frame: a row of columns, so an app can place its own panel between the room's. */
export const RoomRoot = styled.div`
  display: flex;
  height: 100%;
  min-height: 0;
  background: ${({ theme }) => theme.color.bg.canvas};
  color: ${({ theme }) => theme.color.fg.default};
  font-family: ${({ theme }) => theme.font.family.sans};
`;

export const SideBarColumn = styled(SideBar)`
  flex: none;
  width: ${({ theme }) => theme.size.sideMenu};
  border-inline-end: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};

  /* Beside an app's menu on a laptop screen: the side bar and the info column give the messages room. */
  [data-layout='compact'] > & {
    width: 13rem;
  }
`;

export const Board = styled.section`
  flex: 1 1 0%;
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
`;

export const NarrowTabs = styled.div`
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
`;

/** The guide below the conversation in a narrow room: at most half the height, scrolling inside. */
export const NarrowGuide = styled.div`
  flex: none;
  display: flex;
  flex-direction: column;
  max-height: 50%;
  min-height: 0;

  & > * {
    min-height: 0;
    max-height: 100%;
  }
`;

export const ListSlot = styled.div`
  flex: 1 1 auto;
  min-height: 0;
`;

/**
 * The info column: its parts scroll inside it (the column itself never does, nor the page). The docked guide,
 * when expanded, takes the height it needs up to 64%; the info panel shares the rest with the participants.
 * A tool opened wide takes it all but one line of participants.
 */
export const InfoColumn = styled.div`
  flex: none;
  width: 100%;
  height: 100%;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-height: 0;
  padding: ${({ theme }) => theme.space.lg};
  border-inline-start: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  overflow: hidden;

  /* Placed by an app straight in the room's row (no resizable split): a fixed width. */
  [data-layout] > & {
    width: ${({ theme }) => theme.size.drawer};
  }

  [data-layout='compact'] > & {
    width: 17.5rem;
  }

  [data-layout='compact'] & {
    gap: ${({ theme }) => theme.space.md};
    padding: ${({ theme }) => theme.space.md};
  }

  /* Any part an app places scrolls inside the column. */
  & > * {
    flex: 0 1 auto;
    min-height: 0;
    overflow-y: auto;
  }

  & > [data-part='participants'] {
    max-height: 40%;
    min-height: 3rem;
  }
`;

/** The conversation and the info column, the column's edge between them. */
export const SplitGroup = styled.div`
  display: flex;
  flex: 1 1 0%;
  min-width: 0;
  height: 100%;
`;

/** What a panel of the split holds fills it. */
export const SplitPanel = styled.div`
  display: flex;
  height: 100%;
  min-height: 0;
  min-width: 0;
  /* Each column scrolls inside itself, never past the room's height. */
  overflow: hidden;
`;

/** The conversation takes what the info column leaves, never less than its own minimum. */
export const SplitBoard = styled(SplitPanel)<{ $minPx: number }>`
  flex: 1 1 0%;
  min-width: ${({ $minPx }) => $minPx}px;
`;

/**
 * The info column at the person's width, which the browser narrows to half the window, or to what leaves
 * the conversation its minimum, without changing what the person chose.
 */
export const SplitInfo = styled(SplitPanel)<{ $minPx: number; $boardMinPx: number }>`
  flex: 0 0 clamp(${({ $minPx }) => $minPx}px, var(--info-width), min(50vw, 100% - ${({ $boardMinPx }) => $boardMinPx}px));
`;

/** The column's edge: a thin line, wider to grab, marked while focused or dragged. */
export const SplitSeparator = styled.div`
  position: relative;
  flex: none;
  width: ${({ theme }) => theme.space.xs};
  background: ${({ theme }) => theme.color.border.default};
  cursor: col-resize;

  touch-action: none;

  &:hover,
  &[data-dragging] {
    background: ${({ theme }) => theme.color.accent.solid};
  }

  &:focus-visible {
    background: ${({ theme }) => theme.color.accent.solid};
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
  }
`;

/** The participants folded to one line while a tool is wide. */
export const ParticipantsLine = styled.section`
  && {
    flex: none;
    min-height: 0;
  }

  overflow: hidden;
  padding-block-start: ${({ theme }) => theme.space.xs};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  white-space: nowrap;
  text-overflow: ellipsis;
`;

/** The chosen info panel: it takes the height the other parts leave. */
export const PanelScroll = styled.div`
  && {
    flex: 1 1 0;
    min-height: ${({ theme }) => theme.size.control.lg};
  }
`;

/** A panel's place while its code loads. */
export const PanelLoadingLine = styled.p`
  && {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    margin: 0;
    padding-block: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

/** The panel choice in the column when there is no side bar: the buttons wrap in rows. */
export const ColumnSelector = styled.div`
  && {
    flex: none;
    overflow: visible;
  }

  & > [role='group'] {
    flex-direction: row;
    flex-wrap: wrap;
    gap: ${({ theme }) => theme.space.xxs};
  }
`;

/**
 * The mediator's guided negotiation docked at the top of the info column: one line when collapsed; when
 * expanded it takes the height its step needs, leaving the panel under it at least 8rem (the guide is the tool
 * at hand while it runs); its body scrolls and its buttons (Next) stay at the bottom.
 */
export const GuideDock = styled.div`
  && {
    display: flex;
    flex-direction: column;
    flex: none;
    overflow: hidden;
  }

  &&:has([aria-expanded='true']) {
    flex: 0 0 auto;
    max-height: calc(100% - 8rem);
  }

  /* Opened wide: the whole height of the column (the participants keep one line). */
  [data-wide='guide'] > && {
    flex: 1 1 auto;
    max-height: none;
  }

  & > * {
    flex: 0 1 auto;
    min-height: 0;
    max-height: 100%;
  }
`;

export const DrawerContent = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xl};
`;

export const DrawerFooter = styled.div`
  && {
    flex: none;
    overflow: visible;
  }

  display: flex;
  gap: ${({ theme }) => theme.space.sm};
  padding-top: ${({ theme }) => theme.space.md};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};

  ${flipMarkedIcons}
`;

export const TypingNotice = styled.p`
  margin: 0;
  padding: 0 ${({ theme }) => theme.space.lg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-style: italic;
  color: ${({ theme }) => theme.color.fg.muted};
  background: ${({ theme }) => theme.color.bg.canvas};

  &:not(:empty) {
    padding-block: ${({ theme }) => theme.space.xxs};
  }
`;

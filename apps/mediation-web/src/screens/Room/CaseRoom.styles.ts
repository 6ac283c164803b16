import styled from 'styled-components';
import { focusRing } from '@mediation/ui';

/** The mediator's room fills what the app shell leaves below its top bar (its side menu folded, its padding small). */
export const MediatorRoomFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  height: calc(100dvh - ${({ theme }) => theme.size.topBar} - 2 * ${({ theme }) => theme.space.sm});
  min-height: calc(${({ theme }) => theme.size.dialog.sm} + ${({ theme }) => theme.size.topBar});
`;

/** The party's room is the whole page. */
export const PartyRoomFrame = styled.main`
  display: flex;
  flex-direction: column;
  height: 100dvh;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

export const RoomColumn = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
`;

/**
 * Above the conversation: the room's header and the call's "Start call" / "Join call". The mediator's
 * "Start call" shares the header's line (a line of its own would take the height of a clause from both
 * columns); a party's header, and a call in progress, take a line each.
 */
export const RoomTop = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  column-gap: ${({ theme }) => theme.space.sm};
  flex: none;

  && > * {
    flex: 1 1 100%;
    min-width: 0;
  }

  && > [data-part='mediator-header'] {
    flex: 1 1 0;
    min-width: min(100%, 24rem);
    /* A long waiting room scrolls inside the header (a percentage has no height to refer to in this row). */
    max-height: 40dvh;
  }

  && > [data-part='call-starter'] {
    flex: 0 1 auto;
  }

  && > [data-part='mediator-header'] ~ [data-part='call-starter'] {
    padding: 0;
    border: 0;
    background: transparent;
  }
`;

export const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** The mediator's room header: the waiting room (one line until someone asks) and the case code. */
export const MediatorHeaderBar = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.lg};
  flex: 0 0 auto;
  max-height: 40%;
  overflow-y: auto;
  padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};

  &:has([data-waiting='true']) {
    border-color: ${({ theme }) => theme.color.warning.solid};
  }

  /* On a phone the code's label gives way too: the code and Copy code say what it is. */
  ${({ theme }) => theme.media.mobile} {
    column-gap: ${({ theme }) => theme.space.sm};

    [data-size='md'] > span:first-child {
      display: none;
    }
  }
`;

/** The waiting room: its heading and the "N waiting" badge, which opens the list below them. */
export const WaitingStrip = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  /* Folded, it shares the line with the case code, taking what the code leaves. */
  flex: 1 1 0;
  min-width: 0;

  &[data-open='true'] {
    flex-basis: 100%;
    padding-block-end: ${({ theme }) => theme.space.sm};
  }
`;

export const WaitingHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control.md};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  /* On a phone the badge says it: the heading stays the region's name, out of sight, so the header keeps one line. */
  ${({ theme }) => theme.media.mobile} {
    h2 {
      position: absolute;
      width: 1px;
      height: 1px;
      overflow: hidden;
      clip-path: inset(50%);
      white-space: nowrap;
    }
  }
`;

/** The "N waiting" badge as a button that opens and folds the list. */
export const WaitingToggle = styled.button`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space.xs};
  border: 0;
  border-radius: ${({ theme }) => theme.radius.md};
  background: transparent;
  color: ${({ theme }) => theme.color.fg.muted};
  font: inherit;
  cursor: pointer;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

export const WaitingNote = styled.span`
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const RequestList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const RequestRow = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
`;

export const RequestWho = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  flex: 1 1 auto;
  min-width: 0;

  strong {
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const RequestButtons = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

/** The party's room header: title and who is who on the start side, Exit on the end side. */
export const PartyHeader = styled.header`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  flex: none;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-bottom: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};

  ${({ theme }) => theme.media.mobile} {
    padding-inline: ${({ theme }) => theme.space.md};
  }
`;

export const PartyHeaderText = styled.div`
  flex: 1 1 0;
  min-width: 0;

  h1 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.lg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
    line-height: ${({ theme }) => theme.font.lineHeight.tight};
    overflow: hidden;
    text-overflow: ellipsis;
    white-space: nowrap;
  }
`;

export const PartyHeaderLine = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};
  overflow: hidden;
  text-overflow: ellipsis;
  white-space: nowrap;
`;

/** A removed party's notice, in the middle of its page. */
export const RemovedFrame = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  justify-content: center;
  padding: ${({ theme }) => theme.space.xl};
`;

/** The end of the mediator's room header: "Notify me" (once) and the case code. */
export const MediatorHeaderEnd = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

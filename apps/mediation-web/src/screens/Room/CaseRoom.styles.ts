import styled from 'styled-components';

/** The mediator's room fills what the app shell leaves below its top bar. */
export const MediatorRoomFrame = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  height: calc(100dvh - ${({ theme }) => theme.size.topBar} - 2 * ${({ theme }) => theme.space.xl});
  min-height: calc(${({ theme }) => theme.size.dialog.sm} + ${({ theme }) => theme.size.topBar});

  ${({ theme }) => theme.media.mobile} {
    height: calc(100dvh - ${({ theme }) => theme.size.topBar} - 2 * ${({ theme }) => theme.space.lg});
  }
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

export const Loading = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.xl};
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** The waiting room strip above the mediator's room. */
export const WaitingStrip = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  max-height: 40%;
  overflow-y: auto;
  flex: 0 0 auto;

  &[data-waiting='true'] {
    border-color: ${({ theme }) => theme.color.warning.solid};
  }
`;

export const WaitingHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};

  h2 {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.md};
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

import styled from 'styled-components';

export const ConnectionBanner = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.warning.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};

  &[data-status='offline'] {
    background: ${({ theme }) => theme.color.danger.subtle};
  }
`;

export const ConnectedRoot = styled.div`
  display: flex;
  flex-direction: column;
  height: 100%;
`;

export const RoomSlot = styled.div`
  flex: 1 1 auto;
  min-height: 0;
`;

import styled from 'styled-components';

export const TableRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const TableScroll = styled.div`
  overflow-x: auto;
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const StyledTable = styled.table`
  width: 100%;
  border-collapse: collapse;
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Caption = styled.caption`
  padding: ${({ theme }) => theme.space.md};
  text-align: start;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const HeaderCell = styled.th`
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;
  text-transform: uppercase;
  white-space: nowrap;
`;

export const Cell = styled.td`
  text-align: start;
  font-weight: ${({ theme }) => theme.font.weight.regular};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border-block-start: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.muted};
  color: ${({ theme }) => theme.color.fg.default};
  vertical-align: top;

  &[data-row-header='true'] {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const EmptyCell = styled(Cell)`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Pagination = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

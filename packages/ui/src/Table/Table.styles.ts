import styled from 'styled-components';

/** Below this width of its container a table shows stacked rows (a phone: 375 px). */
export const TABLE_STACK_BELOW_PX = 600;
const stacked = `@container table (max-width: ${TABLE_STACK_BELOW_PX - 0.02}px)`;

export const TableRoot = styled.div`
  container: table / inline-size;
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

  ${stacked} {
    &,
    & > tbody,
    & > tbody > tr {
      display: block;
    }

    & > tbody > tr + tr {
      border-block-start: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
    }
  }
`;

export const Caption = styled.caption`
  padding: ${({ theme }) => theme.space.md};
  text-align: start;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.fg.default};

  /* Stacked, the caption is a full-width block (as a table-caption inside a block it would shrink to a column). */
  ${stacked} {
    display: block;
    width: 100%;
    box-sizing: border-box;
  }
`;

/** The column headers: off screen when stacked (each cell shows its label), still read by screen readers. */
export const Head = styled.thead`
  ${stacked} {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
    white-space: nowrap;
  }
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

  ${stacked} {
    display: grid;
    grid-template-columns: minmax(7rem, 40%) minmax(0, 1fr);
    gap: ${({ theme }) => theme.space.md};
    border-block-start: none;
    padding-block: ${({ theme }) => theme.space.xs};
    overflow-wrap: anywhere;

    &:first-child {
      padding-block-start: ${({ theme }) => theme.space.md};
    }

    &:last-child {
      padding-block-end: ${({ theme }) => theme.space.md};
    }
  }
`;

/** A cell's column label: shown only in stacked rows. */
export const CellLabel = styled.span`
  display: none;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-transform: uppercase;

  ${stacked} {
    display: block;
  }
`;

export const CellValue = styled.span`
  display: contents;

  ${stacked} {
    display: block;
    min-width: 0;
  }
`;

export const EmptyCell = styled(Cell)`
  padding: ${({ theme }) => theme.space.xl};
  text-align: center;
  color: ${({ theme }) => theme.color.fg.muted};

  ${stacked} {
    display: block;
  }
`;

export const Pagination = styled.nav`
  display: flex;
  align-items: center;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

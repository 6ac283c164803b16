import styled from 'styled-components';

/** The chart and its table side by side; the table goes under the chart on a narrow screen. */
export const ChartFigure = styled.figure`
  display: grid;
  grid-template-columns: minmax(0, 3fr) minmax(0, 2fr);
  gap: ${({ theme }) => theme.space.lg};
  align-items: start;
  margin: 0;

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const ChartSvg = styled.svg`
  display: block;
  inline-size: 100%;
  block-size: auto;
  overflow: visible;
  font-family: inherit;

  .axis-line,
  .tick-line {
    stroke: ${({ theme }) => theme.color.border.strong};
    stroke-width: 1;
  }

  .grid-line {
    stroke: ${({ theme }) => theme.color.border.muted};
    stroke-width: 1;
  }

  .tick-label,
  .axis-title {
    fill: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }

  .axis-title {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  .bar {
    fill: ${({ theme }) => theme.color.accent.solid};
  }

  .bar-value {
    fill: ${({ theme }) => theme.color.fg.default};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

/** The table holds the same numbers as the chart; it scrolls on its own when it is taller than the chart. */
export const ChartTable = styled.div`
  max-block-size: calc(${({ theme }) => theme.size.control.lg} * 7);
  overflow: auto;
  border-radius: ${({ theme }) => theme.radius.sm};

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

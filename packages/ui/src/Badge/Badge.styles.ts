import styled, { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type BadgeTone = 'neutral' | 'accent' | 'success' | 'warning' | 'danger' | 'A' | 'B' | 'M';

const toneColors = (theme: DefaultTheme, tone: BadgeTone) => {
  switch (tone) {
    case 'neutral':
      return theme.color.neutral;
    case 'accent':
      return theme.color.accent;
    case 'success':
      return theme.color.success;
    case 'warning':
      return theme.color.warning;
    case 'danger':
      return theme.color.danger;
    case 'A':
    case 'B':
    case 'M':
      return theme.color.side[tone];
    default:
      return tone satisfies never;
  }
};

export const StyledBadge = styled.span<{ $tone: BadgeTone; $solid: boolean }>`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  min-width: ${({ theme }) => theme.space.xl};
  padding-block: ${({ theme }) => theme.space.xxs};
  padding-inline: ${({ theme }) => theme.space.sm};
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  white-space: nowrap;
  /* Beside a long name in a row, the name shrinks (ellipsis), never the badge. */
  flex-shrink: 0;
  font-variant-numeric: tabular-nums;
  ${({ theme, $tone, $solid }) => {
    const colors = toneColors(theme, $tone);
    return $solid
      ? css`
          background: ${colors.solid};
          color: ${colors.onSolid};
        `
      : css`
          background: ${colors.subtle};
          color: ${colors.fg};
        `;
  }}
`;

import styled from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type LogoSize = 'sm' | 'md' | 'lg';

const markSize = (theme: DefaultTheme, size: LogoSize) =>
  size === 'sm' ? theme.size.icon.lg : size === 'md' ? theme.size.control.sm : theme.size.logo;

export const LogoRoot = styled.span<{ $size: LogoSize }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.fg.default};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  font-size: ${({ theme, $size }) => ($size === 'lg' ? theme.font.size.xl : theme.font.size.lg)};

  & > svg {
    width: ${({ theme, $size }) => markSize(theme, $size)};
    height: ${({ theme, $size }) => markSize(theme, $size)};
    flex: none;
  }
`;

export const Mark = styled.svg`
  & .side-a {
    fill: ${({ theme }) => theme.color.side.A.solid};
  }
  & .side-b {
    fill: ${({ theme }) => theme.color.side.B.solid};
  }
  & .mediator {
    fill: ${({ theme }) => theme.color.side.M.solid};
  }
`;

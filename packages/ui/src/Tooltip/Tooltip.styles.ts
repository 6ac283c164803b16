import styled from 'styled-components';

export const StyledTooltip = styled.div`
  z-index: ${({ theme }) => theme.zIndex.tooltip};
  max-width: ${({ theme }) => theme.size.tooltip};
  padding-block: ${({ theme }) => theme.space.xs};
  padding-inline: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.bg.emphasis};
  color: ${({ theme }) => theme.color.fg.onEmphasis};
  border-radius: ${({ theme }) => theme.radius.sm};
  font-size: ${({ theme }) => theme.font.size.xs};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
  pointer-events: none;
`;

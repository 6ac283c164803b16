import styled, { keyframes } from 'styled-components';

const spin = keyframes`
  to { transform: rotate(360deg); }
`;

export const StyledSpinner = styled.span<{ $size: 'sm' | 'md' | 'lg' }>`
  display: inline-block;
  flex: none;
  width: ${({ theme, $size }) => theme.size.icon[$size]};
  height: ${({ theme, $size }) => theme.size.icon[$size]};
  border: ${({ theme }) => theme.size.focusRing} solid currentColor;
  border-inline-end-color: transparent;
  border-radius: ${({ theme }) => theme.radius.full};
  animation: ${spin} 0.8s linear infinite;

  ${({ theme }) => theme.media.reducedMotion} {
    animation-duration: 2.4s;
  }
`;

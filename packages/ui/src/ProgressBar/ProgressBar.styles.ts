import styled, { keyframes } from 'styled-components';

export type ProgressTone = 'accent' | 'success' | 'danger' | 'A' | 'B' | 'M';

const slide = keyframes`
  from { transform: translateX(-100%); }
  to { transform: translateX(250%); }
`;

export const ProgressRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const ProgressHeader = styled.div`
  display: flex;
  justify-content: space-between;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Track = styled.div`
  position: relative;
  height: ${({ theme }) => theme.size.progress};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.muted};
  overflow: hidden;
`;

export const Indicator = styled.div<{ $tone: ProgressTone }>`
  height: 100%;
  border-radius: inherit;
  background: ${({ theme, $tone }) => ($tone === 'A' || $tone === 'B' || $tone === 'M' ? theme.color.side[$tone].solid : theme.color[$tone].solid)};
  transition: width ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

  &[data-state='indeterminate'] {
    width: 40%;
    animation: ${slide} 1.4s ${({ theme }) => theme.motion.easing.standard} infinite;
  }

  &:dir(rtl)[data-state='indeterminate'] {
    animation-direction: reverse;
  }
`;

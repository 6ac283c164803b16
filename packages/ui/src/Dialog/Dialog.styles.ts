import styled from 'styled-components';
import { FloatingOverlay } from '@floating-ui/react';

export const StyledOverlay = styled(FloatingOverlay)`
  z-index: ${({ theme }) => theme.zIndex.modal};
  display: grid;
  place-items: center;
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.bg.overlay};
  transition: opacity ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

  &[data-status='initial'],
  &[data-status='close'] {
    opacity: 0;
  }
`;

export const StyledDialog = styled.div<{ $size: 'sm' | 'md' | 'lg' }>`
  position: relative;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme, $size }) => theme.size.dialog[$size]};
  max-height: calc(100vh - ${({ theme }) => theme.space.xxxl});
  overflow: auto;
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  transition:
    transform ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard},
    opacity ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

  &[data-status='initial'],
  &[data-status='close'] {
    opacity: 0;
    transform: scale(0.96);
  }

  &:focus-visible {
    outline: none;
  }
`;

export const DialogHeader = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
  padding-inline-end: ${({ theme }) => theme.space.xxl};
`;

export const DialogTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const DialogDescription = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const DialogBody = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const DialogFooter = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const CloseButtonSlot = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.md};
  inset-inline-end: ${({ theme }) => theme.space.md};
`;

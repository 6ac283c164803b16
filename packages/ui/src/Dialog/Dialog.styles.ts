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

/* Header and footer stick to the edges of a long, scrolling dialog so its name and actions stay in view. */
export const DialogHeader = styled.div`
  position: sticky;
  inset-block-start: calc(-1 * ${({ theme }) => theme.space.xl});
  z-index: ${({ theme }) => theme.zIndex.raised};
  margin: calc(-1 * ${({ theme }) => theme.space.xl});
  margin-block-end: 0;
  padding: ${({ theme }) => theme.space.xl};
  padding-block-end: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.md};
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
  position: sticky;
  inset-block-end: calc(-1 * ${({ theme }) => theme.space.xl});
  margin: calc(-1 * ${({ theme }) => theme.space.xl});
  margin-block-start: 0;
  padding: ${({ theme }) => theme.space.xl};
  padding-block-start: ${({ theme }) => theme.space.sm};
  background: ${({ theme }) => theme.color.bg.surface};
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

export const DialogHeading = styled.div`
  flex: 1;
  min-width: 0;
`;

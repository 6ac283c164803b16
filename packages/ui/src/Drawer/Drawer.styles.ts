import styled from 'styled-components';
import { FloatingOverlay } from '@floating-ui/react';

export const DrawerOverlay = styled(FloatingOverlay)`
  z-index: ${({ theme }) => theme.zIndex.drawer};
  background: ${({ theme }) => theme.color.bg.overlay};
  transition: opacity ${({ theme }) => theme.motion.duration.drawer} ${({ theme }) => theme.motion.easing.standard};

  &[data-status='initial'],
  &[data-status='close'] {
    opacity: 0;
  }
`;

export const StyledDrawer = styled.div<{ $side: 'start' | 'end' }>`
  position: fixed;
  inset-block: 0;
  ${({ $side }) => ($side === 'end' ? 'inset-inline-end: 0;' : 'inset-inline-start: 0;')}
  display: flex;
  flex-direction: column;
  width: min(${({ theme }) => theme.size.drawer}, 100vw);
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  touch-action: pan-y;
  /* The offset of an unfinished swipe, in the closing direction. */
  --drawer-drag: 0px;
  --drawer-hidden: ${({ $side }) => ($side === 'end' ? '100%' : '-100%')};
  transform: translateX(var(--drawer-drag));
  transition: transform ${({ theme }) => theme.motion.duration.drawer} ${({ theme }) => theme.motion.easing.standard};

  &:dir(rtl) {
    --drawer-hidden: ${({ $side }) => ($side === 'end' ? '-100%' : '100%')};
  }

  &[data-status='initial'],
  &[data-status='close'] {
    transform: translateX(var(--drawer-hidden));
  }

  &[data-dragging='true'] {
    transition: none;
  }

  &:focus-visible {
    outline: none;
  }
`;

export const DrawerHeader = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  border-block-end: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
`;

export const DrawerTitle = styled.h2`
  flex: 1;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const DrawerBody = styled.div`
  flex: 1;
  overflow: auto;
  padding: ${({ theme }) => theme.space.lg};
`;

export const DrawerFooter = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.lg};
  border-block-start: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
`;

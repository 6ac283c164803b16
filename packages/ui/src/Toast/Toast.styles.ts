import styled from 'styled-components';
import type { ToastVariant } from './toastQueue';

/**
 * At the top centre, below the header: never over a composer's Send or a form's Submit at the bottom, nor
 * over the controls rooms and lists keep at their ends (a waiting room's Admit, a panel's buttons). A
 * screen whose top is full of controls (the case room: its tabs, search and waiting room) moves the region
 * over a part without controls by setting `--toast-top`, `--toast-left`, `--toast-right` and
 * `--toast-room` (its width) on the document element.
 */
export const ToastRegion = styled.section`
  position: fixed;
  z-index: ${({ theme }) => theme.zIndex.toast};
  inset-block-start: var(--toast-top, ${({ theme }) => theme.size.topBar});
  /* Physical on purpose: the room measures these insets from a box's physical edges (getBoundingClientRect). */
  left: var(--toast-left, 0);
  right: var(--toast-right, 0);
  margin-inline: auto;
  /* The empty parts of the region let clicks through to the page. */
  pointer-events: none;

  & > * {
    pointer-events: auto;
  }

  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  width: min(${({ theme }) => theme.size.toast}, var(--toast-room, 100vw));
  padding: ${({ theme }) => theme.space.lg};
  outline: none;

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: -${({ theme }) => theme.size.focusRing};
  }

  &:empty {
    padding: 0;
  }

  ${({ theme }) => theme.media.mobile} {
    width: var(--toast-room, 100%);
    padding: ${({ theme }) => theme.space.sm};
  }
`;

export const StyledToast = styled.div<{ $variant: ToastVariant }>`
  display: grid;
  grid-template-columns: 1fr auto;
  align-items: start;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.lg};
  background: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.color.danger.solid : theme.color.bg.surface)};
  color: ${({ theme, $variant }) => ($variant === 'destructive' ? theme.color.danger.onSolid : theme.color.fg.default)};
  border: ${({ theme }) => theme.size.border} solid
    ${({ theme, $variant }) =>
      $variant === 'destructive'
        ? theme.color.danger.solid
        : $variant === 'success'
          ? theme.color.success.solid
          : theme.color.border.default};
  border-inline-start-width: ${({ theme, $variant }) => ($variant === 'success' ? theme.space.xs : theme.size.border)};
  border-radius: ${({ theme }) => theme.radius.md};
  box-shadow: ${({ theme }) => theme.shadow.lg};
  touch-action: pan-y;
  transform: translateX(var(--toast-drag, 0px));
  transition: transform ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};

  &[data-dragging='true'] {
    transition: none;
  }

  & button[data-variant='close'] {
    color: inherit;
  }
`;

export const ToastText = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xxs};
  min-width: 0;
`;

export const ToastTitle = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const ToastDescription = styled.div`
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const ToastActions = styled.div`
  grid-column: 1 / -1;
  display: flex;
  justify-content: flex-end;
`;

import styled from 'styled-components';

export const StepList = styled.ol`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  counter-reset: step;
`;

export const StepItem = styled.li`
  flex: 1;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  position: relative;
  text-align: center;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};

  /* The connector to the previous step, drawn on the start side. */
  & + &::before {
    content: '';
    position: absolute;
    inset-block-start: calc(${({ theme }) => theme.size.control.sm} / 2);
    inset-inline-end: calc(50% + ${({ theme }) => theme.size.control.sm} / 2 + ${({ theme }) => theme.space.xs});
    width: calc(100% - ${({ theme }) => theme.size.control.sm} - ${({ theme }) => theme.space.xs});
    height: ${({ theme }) => theme.size.focusRing};
    background: ${({ theme }) => theme.color.border.default};
  }

  &[data-state='complete'] + &::before,
  &[data-state='current']::before {
    background: ${({ theme }) => theme.color.accent.solid};
  }

  &[data-state='current'] {
    color: ${({ theme }) => theme.color.fg.default};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }
`;

export const StepMarker = styled.span`
  display: inline-flex;
  align-items: center;
  justify-content: center;
  width: ${({ theme }) => theme.size.control.sm};
  height: ${({ theme }) => theme.size.control.sm};
  border-radius: ${({ theme }) => theme.radius.full};
  border: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.strong};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.raised};

  ${StepItem}[data-state='current'] > & {
    border-color: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.fg};
  }

  ${StepItem}[data-state='complete'] > & {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.onSolid};
  }
`;

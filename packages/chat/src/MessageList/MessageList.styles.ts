import styled from 'styled-components';

export const ListRoot = styled.div`
  position: relative;
  display: flex;
  flex-direction: column;
  min-height: 0;
  height: 100%;
  background: ${({ theme }) => theme.color.bg.canvas};
`;

/** A thin line (2 px) under the header: where the reader is, not a bar that reads as loading. */
export const Progress = styled.div`
  flex: none;
  height: calc(2 * ${({ theme }) => theme.size.border});
  background: ${({ theme }) => theme.color.bg.muted};

  /* The bar sits inside the design system's ProgressBar root: it takes the line's height. */
  & [role='progressbar'] {
    height: 100%;
    border-radius: 0;
  }
`;

export const Scroller = styled.div`
  position: relative;
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  overflow-anchor: none;
  outline: none;

  &:focus-visible {
    box-shadow: inset 0 0 0 ${({ theme }) => theme.size.focusRing} ${({ theme }) => theme.color.border.focus};
  }
`;

/** The sizer of the virtual list; its rows are plain elements placed by transform. */
export const Inner = styled.div`
  position: relative;
  width: 100%;

  & > [data-index] {
    position: absolute;
    inset-block-start: 0;
    inset-inline-start: 0;
    width: 100%;
  }
`;

export const DaySeparator = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.medium};

  &::before,
  &::after {
    content: '';
    flex: 1;
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  }
`;

export const UnreadDivider = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};

  &::after {
    content: '';
    flex: 1;
    border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.danger.solid};
  }
`;

export const LoadingOlder = styled.div`
  position: absolute;
  inset-block-start: ${({ theme }) => theme.space.md};
  inset-inline: 0;
  display: flex;
  justify-content: center;
  pointer-events: none;
  z-index: ${({ theme }) => theme.zIndex.raised};

  & > span {
    display: inline-flex;
    align-items: center;
    gap: ${({ theme }) => theme.space.sm};
    padding: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.full};
    background: ${({ theme }) => theme.color.bg.surface};
    color: ${({ theme }) => theme.color.fg.default};
    box-shadow: ${({ theme }) => theme.shadow.md};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const JumpButton = styled.button`
  position: absolute;
  inset-block-end: ${({ theme }) => theme.space.lg};
  inset-inline-end: ${({ theme }) => theme.space.lg};
  z-index: ${({ theme }) => theme.zIndex.raised};
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control.md};
  padding: 0 ${({ theme }) => theme.space.lg};
  border: none;
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent.solid};
  color: ${({ theme }) => theme.color.accent.onSolid};
  box-shadow: ${({ theme }) => theme.shadow.md};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  cursor: pointer;

  &:hover {
    background: ${({ theme }) => theme.color.accent.solidHover};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  svg {
    font-size: ${({ theme }) => theme.size.icon.sm};
  }
`;

export const JumpCount = styled.span`
  min-width: ${({ theme }) => theme.size.icon.md};
  padding: 0 ${({ theme }) => theme.space.xs};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.accent.onSolid};
  color: ${({ theme }) => theme.color.accent.fg};
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: center;
`;

export const Empty = styled.div`
  display: grid;
  place-items: center;
  height: 100%;
  padding: ${({ theme }) => theme.space.xl};
`;

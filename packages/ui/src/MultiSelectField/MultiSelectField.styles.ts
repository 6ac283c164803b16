import styled from 'styled-components';

export const ChipList = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.space.sm};
`;

export const ChipInput = styled.input`
  position: absolute;
  opacity: 0;
  width: 1px;
  height: 1px;
  margin: 0;
`;

export const ChipFace = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  user-select: none;

  & > svg {
    display: none;
    font-size: ${({ theme }) => theme.size.icon.sm};
  }

  ${ChipInput}:checked + & {
    background: ${({ theme }) => theme.color.accent.subtle};
    border-color: ${({ theme }) => theme.color.accent.solid};
    color: ${({ theme }) => theme.color.accent.fg};
  }

  ${ChipInput}:checked + & > svg {
    display: inline-block;
  }

  ${ChipInput}:focus-visible + & {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }

  ${ChipInput}:disabled + & {
    cursor: not-allowed;
    opacity: 0.6;
  }
`;

export const ChipLabel = styled.label`
  position: relative;
  display: inline-flex;
`;

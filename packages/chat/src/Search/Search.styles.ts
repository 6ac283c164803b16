import styled from 'styled-components';
import { focusRing } from '../internal/styles';

export const SearchRoot = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const InputBox = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  flex: 1 1 auto;
  min-width: 0;

  svg {
    position: absolute;
    inset-inline-start: ${({ theme }) => theme.space.sm};
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.size.icon.sm};
    pointer-events: none;
  }
`;

export const SearchInput = styled.input`
  width: 100%;
  min-width: 0;
  height: ${({ theme }) => theme.size.control.sm};
  padding: 0 ${({ theme }) => theme.space.sm};
  padding-inline-start: ${({ theme }) => theme.space.xxl};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.full};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};

  &::placeholder {
    color: ${({ theme }) => theme.color.fg.muted};
  }

  ${focusRing}
`;

export const Count = styled.span`
  flex: none;
  min-width: 6ch;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
  text-align: center;
  font-variant-numeric: tabular-nums;
`;

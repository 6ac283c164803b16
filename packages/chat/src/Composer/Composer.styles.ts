import styled from 'styled-components';
import { focusRing, flipMarkedIcons } from '../internal/styles';

export const ComposerRoot = styled.form`
  display: grid;
  padding: ${({ theme }) => theme.space.md} ${({ theme }) => theme.space.lg};
  border-top: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const Row = styled.div`
  display: flex;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  ${flipMarkedIcons}
`;

export const TextArea = styled.textarea`
  flex: 1;
  box-sizing: border-box;
  min-height: ${({ theme }) => theme.size.control.md};
  max-height: ${({ theme }) => theme.size.composerMax};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  resize: none;
  overflow-y: auto;

  &::placeholder {
    color: ${({ theme }) => theme.color.fg.muted};
  }

  &:disabled {
    background: ${({ theme }) => theme.color.bg.subtle};
    cursor: not-allowed;
  }

  ${focusRing}
`;

export const Reason = styled.p`
  display: flex;
  margin-top: ${({ theme }) => theme.space.xs};
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin-bottom: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** "N characters left", in the danger colour past the limit. */
export const Count = styled.p<{ $isOver: boolean }>`
  margin: 0;

  &:not(:empty) {
    margin-top: ${({ theme }) => theme.space.xs};
  }

  font-size: ${({ theme }) => theme.font.size.xs};
  font-variant-numeric: tabular-nums;
  color: ${({ theme, $isOver }) => ($isOver ? theme.color.danger.fg : theme.color.fg.muted)};
`;

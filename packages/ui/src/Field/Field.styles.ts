import styled, { css } from 'styled-components';

export const FieldRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
`;

export const FieldsetRoot = styled.fieldset`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  min-width: 0;
  margin: 0;
  padding: 0;
  border: 0;
`;

const labelText = css`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Label = styled.label`
  ${labelText}
`;

export const Legend = styled.legend`
  ${labelText}
  padding: 0;
  margin-block-end: ${({ theme }) => theme.space.xs};
`;

export const RequiredMark = styled.span`
  font-size: ${({ theme }) => theme.font.size.xs};
  font-weight: ${({ theme }) => theme.font.weight.regular};
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const Hint = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const ErrorText = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xs};
  color: ${({ theme }) => theme.color.danger.fg};
`;

/** Shared look of text-like controls: inputs, textareas and selects. */
export const controlStyles = css`
  width: 100%;
  min-height: ${({ theme }) => theme.size.control.md};
  padding-block: ${({ theme }) => theme.space.sm};
  padding-inline: ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.md};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
  transition: border-color ${({ theme }) => theme.motion.duration.fast} ${({ theme }) => theme.motion.easing.standard};

  &::placeholder {
    color: ${({ theme }) => theme.color.fg.muted};
  }

  &:hover:not(:disabled) {
    border-color: ${({ theme }) => theme.color.fg.muted};
  }

  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: 0;
    border-color: ${({ theme }) => theme.color.border.focus};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }

  &:disabled {
    cursor: not-allowed;
    background: ${({ theme }) => theme.color.bg.subtle};
    color: ${({ theme }) => theme.color.fg.muted};
  }
`;

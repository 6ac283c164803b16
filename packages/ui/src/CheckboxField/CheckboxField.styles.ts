import styled from 'styled-components';

export const CheckboxRoot = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
`;

export const CheckboxRow = styled.div`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const StyledCheckbox = styled.input`
  flex: none;
  width: ${({ theme }) => theme.size.icon.md};
  height: ${({ theme }) => theme.size.icon.md};
  margin: 0;
  accent-color: ${({ theme }) => theme.color.accent.solid};
  cursor: pointer;

  &:disabled {
    cursor: not-allowed;
  }

  &[aria-invalid='true'] {
    outline: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.danger.solid};
    outline-offset: ${({ theme }) => theme.size.border};
  }
`;

export const CheckboxLabel = styled.label`
  display: inline-flex;
  align-items: baseline;
  gap: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;
`;

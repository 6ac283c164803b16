import styled from 'styled-components';
import { controlStyles } from '../Field/Field.styles';

export const SelectWrapper = styled.div`
  position: relative;
  display: flex;
  align-items: center;
  width: 100%;

  & > svg {
    position: absolute;
    inset-inline-end: ${({ theme }) => theme.space.md};
    pointer-events: none;
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.size.icon.sm};
  }
`;

export const StyledSelect = styled.select`
  ${controlStyles}
  appearance: none;
  padding-inline-end: ${({ theme }) => theme.space.xxl};
  cursor: pointer;
`;

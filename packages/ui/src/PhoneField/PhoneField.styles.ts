import styled from 'styled-components';
import { controlStyles } from '../Field/Field.styles';

export const PhoneRow = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.sm};
`;

export const PrefixSelect = styled.select`
  ${controlStyles}
  flex: none;
  width: auto;
  cursor: pointer;
`;

export const NumberInput = styled.input`
  ${controlStyles}
  flex: 1;
  min-width: 0;
`;

import styled from 'styled-components';
import { controlStyles } from '../Field/Field.styles';

export const StyledInput = styled.input`
  ${controlStyles}
`;

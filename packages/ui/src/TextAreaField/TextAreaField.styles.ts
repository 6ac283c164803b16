import styled from 'styled-components';
import { controlStyles } from '../Field/Field.styles';

export const StyledTextArea = styled.textarea`
  ${controlStyles}
  resize: vertical;
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

import styled from 'styled-components';
import { StyledButton } from '../Button/Button.styles';

export const StyledIconButton = styled(StyledButton)`
  padding-inline: 0;
  width: ${({ theme, $size }) => theme.size.control[$size]};
  height: ${({ theme, $size }) => theme.size.control[$size]};
  font-size: ${({ theme, $size }) => theme.size.icon[$size]};
  flex: none;

  &[data-flip-rtl='true']:dir(rtl) svg {
    transform: scaleX(-1);
  }
`;

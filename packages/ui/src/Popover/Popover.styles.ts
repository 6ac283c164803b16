import styled from 'styled-components';
import { surface } from '../internal/styles';

export const StyledPopover = styled.div`
  ${surface}
  z-index: ${({ theme }) => theme.zIndex.popover};
  width: max-content;
  max-width: min(${({ theme }) => theme.size.popover}, calc(100vw - ${({ theme }) => theme.space.xl}));
  padding: ${({ theme }) => theme.space.lg};
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  &:focus-visible {
    outline: none;
  }
`;

export const PopoverTitle = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

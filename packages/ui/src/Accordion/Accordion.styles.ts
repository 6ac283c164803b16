import styled from 'styled-components';
import { focusRing } from '../internal/styles';

export const StyledAccordion = styled.div`
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  overflow: hidden;
`;

export const StyledItem = styled.div`
  & + & {
    border-block-start: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  }
`;

export const StyledHeading = styled.h3`
  margin: 0;
  font-size: inherit;
`;

export const StyledTrigger = styled.button`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.md};
  width: 100%;
  padding: ${({ theme }) => theme.space.lg};
  background: transparent;
  border: 0;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &:focus-visible {
    outline-offset: -${({ theme }) => theme.size.focusRing};
  }

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  & > svg {
    flex: none;
    margin-inline-start: auto;
    font-size: ${({ theme }) => theme.size.icon.md};
    color: ${({ theme }) => theme.color.fg.muted};
    transition: transform ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

export const StyledPanel = styled.div`
  padding-block: 0 ${({ theme }) => theme.space.lg};
  padding-inline: ${({ theme }) => theme.space.lg};
  color: ${({ theme }) => theme.color.fg.default};
`;

import styled, { css } from 'styled-components';
import { focusRing } from '@mediation/ui';

// Shared with the other packages through the design system.
export { focusRing, VisuallyHidden } from '@mediation/ui';

/**
 * Mirrors the icons marked `data-flip-rtl` (arrows, send, exit, a side panel) inside the element under
 * right-to-left, so they point the way the page reads.
 */
export const flipMarkedIcons = css`
  svg[data-flip-rtl]:dir(rtl) {
    transform: scaleX(-1);
  }
`;

/** A titled section of the info column. */
export const PanelHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.fg.default};
`;

/** A short choice of radio buttons on one line, each a chip (the notes' tag, the invitation's side). */
export const ChoiceGroup = styled.fieldset`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  border: none;

  legend {
    float: inline-start;
    margin-inline-end: ${({ theme }) => theme.space.sm};
    padding: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
    font-weight: ${({ theme }) => theme.font.weight.medium};
    color: ${({ theme }) => theme.color.fg.default};
  }
`;

export const ChoiceOption = styled.label`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.xxs} ${({ theme }) => theme.space.sm};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.full};
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.default};
  cursor: pointer;

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
  }

  input {
    margin: 0;
    accent-color: ${({ theme }) => theme.color.accent.solid};
    ${focusRing}
  }
`;

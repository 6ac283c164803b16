import styled, { css } from 'styled-components';

/** Focus ring drawn only for keyboard focus, as in @mediation/ui. */
export const focusRing = css`
  &:focus-visible {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

/** Text that screen readers announce but sighted people do not see. */
export const VisuallyHidden = styled.span`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip: rect(0, 0, 0, 0);
  white-space: nowrap;
  border: 0;
`;

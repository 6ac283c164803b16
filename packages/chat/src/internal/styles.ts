import styled from 'styled-components';

// Shared with the other packages through the design system.
export { focusRing, VisuallyHidden } from '@mediation/ui';

/** A titled section of the info column. */
export const PanelHeading = styled.h2`
  margin: 0 0 ${({ theme }) => theme.space.md};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  color: ${({ theme }) => theme.color.fg.default};
`;

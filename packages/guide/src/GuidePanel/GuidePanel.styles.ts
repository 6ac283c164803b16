import styled from 'styled-components';
import { focusRing } from '@mediation/ui';

/** The panel; given a height (docked in a column), its body scrolls and the toggle stays on top. */
export const Root = styled.section`
  display: flex;
  flex-direction: column;
  min-width: 0;
  min-height: 0;
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const ToggleRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  column-gap: ${({ theme }) => theme.space.sm};
  padding-inline-end: ${({ theme }) => theme.space.md};

  /* The status badge; when the row wraps it lines up under the title. */
  & > span {
    margin-block: ${({ theme }) => theme.space.xs};
    margin-inline-start: ${({ theme }) => theme.space.lg};
  }
`;

/** A host's buttons at the end of the toggle's row. */
export const RowActions = styled.div`
  display: flex;
  margin-inline-start: auto;
`;

export const Toggle = styled.button`
  flex: 0 1 auto;
  min-width: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control.lg};
  padding-inline: ${({ theme }) => theme.space.lg};
  background: transparent;
  border: 0;
  border-radius: ${({ theme }) => theme.radius.lg};
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  text-align: start;
  cursor: pointer;
  ${focusRing}

  &:focus-visible {
    outline-offset: -${({ theme }) => theme.size.focusRing};
  }

  & > svg {
    flex: none;
    font-size: ${({ theme }) => theme.size.icon.md};
    color: ${({ theme }) => theme.color.side.M.fg};
  }

  & > svg:last-child {
    color: ${({ theme }) => theme.color.fg.muted};
    transition: transform ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }

  &[aria-expanded='true'] > svg:last-child {
    transform: rotate(180deg);
  }
`;

export const Body = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  overflow: hidden;
  border-block-start: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.muted};

  &[hidden] {
    display: none;
  }
`;

/**
 * The step's content: it scrolls on its own above the buttons, so a button never lies over a text box or
 * over the text that Next is about to send.
 */
export const Scroll = styled.div`
  display: flex;
  flex-direction: column;
  flex: 1 1 auto;
  min-height: 0;
  overflow-y: auto;
  gap: ${({ theme }) => theme.space.lg};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
`;

export const Header = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.md};
  flex-wrap: wrap;
`;

export const Heading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Text = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.default};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const CardHeading = styled.h4`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const CardSection = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};

  & + & {
    margin-block-start: ${({ theme }) => theme.space.md};
  }
`;

/** The step's buttons (Next): below the scrolling content, never over it. */
export const Actions = styled.div`
  flex: none;
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.lg};
  border-block-start: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.muted};
  background: ${({ theme }) => theme.color.bg.surface};
`;

export const PositionList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const PositionItem = styled.li`
  display: grid;
  grid-template-columns: auto 1fr auto;
  align-items: center;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.canvas};
`;

export const PositionSide = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const PositionText = styled.blockquote`
  grid-column: 1 / -1;
  margin: 0;
  padding-inline-start: ${({ theme }) => theme.space.md};
  border-inline-start: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.strong};
  color: ${({ theme }) => theme.color.fg.default};
  white-space: pre-line;
  overflow-wrap: anywhere;
`;

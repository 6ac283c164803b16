import styled, { css } from 'styled-components';
import { focusRing } from '@mediation/ui';

/**
 * A live region with nothing to say stays in the page (so that what it says next is announced) but takes no
 * room: out of the flow, it adds no gap to the card's column.
 */
const quietWhenEmpty = css`
  &:empty {
    position: absolute;
    width: 1px;
    height: 1px;
    overflow: hidden;
    clip-path: inset(50%);
  }
`;

export const Intro = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

/** The native file input (its button announces the label and the chosen file), in the theme's colours. */
export const FileInput = styled.input`
  width: 100%;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm};
  color: ${({ theme }) => theme.color.fg.default};
  background: ${({ theme }) => theme.color.bg.subtle};
  border: ${({ theme }) => theme.size.border} dashed ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  font-size: ${({ theme }) => theme.font.size.sm};
  cursor: pointer;
  ${focusRing}

  &::file-selector-button {
    min-height: ${({ theme }) => theme.size.control.sm};
    margin-inline-end: ${({ theme }) => theme.space.md};
    padding-inline: ${({ theme }) => theme.space.md};
    color: ${({ theme }) => theme.color.accent.onSolid};
    background: ${({ theme }) => theme.color.accent.solid};
    border: 0;
    border-radius: ${({ theme }) => theme.radius.md};
    font: inherit;
    font-weight: ${({ theme }) => theme.font.weight.medium};
    cursor: pointer;
  }

  &:hover::file-selector-button {
    background: ${({ theme }) => theme.color.accent.solidHover};
  }

  &[aria-invalid='true'] {
    border-color: ${({ theme }) => theme.color.danger.solid};
  }
`;

/** The live result: empty (and without a box) until there is something to say. */
export const Result = styled.div`
  ${quietWhenEmpty}
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  overflow-wrap: anywhere;

  &[data-tone] {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    border: ${({ theme }) => theme.size.border} solid transparent;
  }

  &[data-tone='progress'] {
    color: ${({ theme }) => theme.color.fg.muted};
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &[data-tone='authentic'] {
    color: ${({ theme }) => theme.color.success.fg};
    background: ${({ theme }) => theme.color.success.subtle};
    border-color: ${({ theme }) => theme.color.success.solid};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  &[data-tone='unknown'] {
    color: ${({ theme }) => theme.color.warning.fg};
    background: ${({ theme }) => theme.color.warning.subtle};
    border-color: ${({ theme }) => theme.color.warning.solid};
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }
`;

export const Problem = styled.div`
  ${quietWhenEmpty}
  display: flex;
  flex-direction: column;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.sm};

  &:not(:empty) {
    padding: ${({ theme }) => theme.space.md};
    border-radius: ${({ theme }) => theme.radius.md};
    background: ${({ theme }) => theme.color.danger.subtle};
    color: ${({ theme }) => theme.color.danger.fg};
  }

  & > p {
    margin: 0;
  }
`;

export const Details = styled.dl`
  display: grid;
  grid-template-columns: auto 1fr;
  gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.md};
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};

  & dt {
    font-weight: ${({ theme }) => theme.font.weight.medium};
  }

  & dd {
    margin: 0;
    min-width: 0;
    overflow-wrap: anywhere;
  }
`;

export const Digest = styled.code`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
`;

export const Explanation = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const Footer = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};

  & a {
    color: ${({ theme }) => theme.color.fg.link};
  }
`;

import styled from 'styled-components';
import { focusRing } from '@mediation/ui';

export const Root = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  min-width: 0;
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.sm};
  line-height: ${({ theme }) => theme.font.lineHeight.normal};
`;

export const Header = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Heading = styled.h2`
  margin: 0;
  margin-inline-end: auto;
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  ${focusRing}
`;

export const SubHeading = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Muted = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  ${focusRing}
`;

export const Section = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
`;

export const ClauseList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.md};
  margin: 0;
  padding: 0;
  list-style: none;

  /* Once finalized the text is one document: a single sheet, its clauses without their own frames. */
  &[data-frozen] {
    padding: ${({ theme }) => theme.space.md};
    background: ${({ theme }) => theme.color.bg.surface};
    border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
    border-radius: ${({ theme }) => theme.radius.md};
  }

  &[data-frozen] > li {
    gap: ${({ theme }) => theme.space.xxs};
    padding: 0;
    border: 0;
  }

  &[data-frozen] > li > div {
    min-height: 0;
  }
`;

/** A clause: compact, so that three of two lines each show at once in the room's column at 1280×800. */
export const ClauseItem = styled.li`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.md};
`;

export const ClauseHeader = styled.div`
  display: flex;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.sm};
`;

export const ClauseTitle = styled.h3`
  margin: 0;
  color: ${({ theme }) => theme.color.side.M.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const ClauseText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.md};
  white-space: pre-wrap;
  overflow-wrap: anywhere;
`;

export const Tools = styled.div`
  display: flex;
  flex: none;
  gap: ${({ theme }) => theme.space.xxs};
`;

/** Where each side stands: the badges share a line while they fit; a change request's text goes below its badge. */
export const Standings = styled.ul`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Comment = styled.blockquote`
  margin: ${({ theme }) => theme.space.xxs} 0 0;
  padding-inline-start: ${({ theme }) => theme.space.sm};
  border-inline-start: ${({ theme }) => theme.space.xxs} solid ${({ theme }) => theme.color.warning.solid};
  white-space: pre-wrap;
  overflow-wrap: anywhere;

  & > span {
    display: block;
  }

  & > span:first-child {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }
`;

export const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Confirm = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  background: ${({ theme }) => theme.color.danger.subtle};
  border-radius: ${({ theme }) => theme.radius.md};

  & > p {
    margin: 0;
  }
`;

export const Refusal = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.danger.fg};
`;

export const Facts = styled.dl`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;

  & > div {
    display: flex;
    flex-direction: column;
  }

  & dt {
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }

  & dd {
    margin: 0;
  }
`;

export const Code = styled.code`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
  letter-spacing: 0.05em;
`;

export const Digest = styled.code`
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.xs};
  word-break: break-all;
`;

export const SignatureList = styled.ul`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    display: flex;
    flex-wrap: wrap;
    align-items: center;
    gap: ${({ theme }) => theme.space.xs} ${({ theme }) => theme.space.sm};
  }
`;

export const SignerName = styled.span`
  font-weight: ${({ theme }) => theme.font.weight.medium};
`;

export const DownloadLink = styled.a`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.sm};
  min-height: ${({ theme }) => theme.size.control.md};
  padding-inline: ${({ theme }) => theme.space.lg};
  background: ${({ theme }) => theme.color.accent.solid};
  color: ${({ theme }) => theme.color.accent.onSolid};
  border-radius: ${({ theme }) => theme.radius.md};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  text-decoration: none;
  ${focusRing}

  &:hover {
    background: ${({ theme }) => theme.color.accent.solidHover};
  }
`;

export const Link = styled.a`
  color: ${({ theme }) => theme.color.fg.link};
  ${focusRing}
`;

export const Disclosure = styled.button`
  display: inline-flex;
  align-items: center;
  align-self: flex-start;
  gap: ${({ theme }) => theme.space.xs};
  min-height: ${({ theme }) => theme.size.control.sm};
  padding: 0;
  background: none;
  border: 0;
  color: ${({ theme }) => theme.color.fg.default};
  font: inherit;
  font-weight: ${({ theme }) => theme.font.weight.bold};
  cursor: pointer;
  ${focusRing}

  & > svg {
    transition: transform ${({ theme }) => theme.motion.duration.normal} ${({ theme }) => theme.motion.easing.standard};
  }

  &[aria-expanded='true'] > svg {
    transform: rotate(180deg);
  }
`;

export const RecordList = styled.ol`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;

  & > li {
    padding-inline-start: ${({ theme }) => theme.space.sm};
    border-inline-start: ${({ theme }) => theme.space.xxs} solid ${({ theme }) => theme.color.border.muted};
  }

  & time {
    display: block;
    color: ${({ theme }) => theme.color.fg.muted};
    font-size: ${({ theme }) => theme.font.size.xs};
  }

  &[hidden] {
    display: none;
  }
`;

import styled from 'styled-components';
import { focusRing } from '@mediation/ui';

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
`;

export const GroupLabel = styled.span`
  display: block;
  margin-block-end: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme }) => theme.color.fg.default};
`;

export const Ratings = styled.div`
  display: grid;
  grid-template-columns: repeat(5, minmax(0, 1fr));
  gap: ${({ theme }) => theme.space.xs};

  ${({ theme }) => theme.media.mobile} {
    grid-template-columns: minmax(0, 1fr);
  }
`;

export const RatingOption = styled.label`
  position: relative;
  display: flex;
  flex-direction: column;
  align-items: center;
  gap: ${({ theme }) => theme.space.xxs};
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.xs};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.strong};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.surface};
  color: ${({ theme }) => theme.color.fg.default};
  font-size: ${({ theme }) => theme.font.size.xs};
  text-align: center;
  cursor: pointer;

  ${({ theme }) => theme.media.mobile} {
    flex-direction: row;
    gap: ${({ theme }) => theme.space.sm};
    padding-inline: ${({ theme }) => theme.space.md};
    text-align: start;
  }

  &:hover {
    background: ${({ theme }) => theme.color.bg.subtle};
  }

  &:has(input:checked) {
    border-color: ${({ theme }) => theme.color.accent.solid};
    background: ${({ theme }) => theme.color.accent.subtle};
    color: ${({ theme }) => theme.color.accent.fg};
    font-weight: ${({ theme }) => theme.font.weight.bold};
  }

  &:has(input:focus-visible) {
    outline: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.border.focus};
    outline-offset: ${({ theme }) => theme.size.focusRing};
  }
`;

/** The native radio stays in place for keyboard and screen readers, drawn as the option's number. */
export const RatingInput = styled.input`
  position: absolute;
  inset: 0;
  margin: 0;
  opacity: 0;
  cursor: pointer;
  ${focusRing}
`;

export const RatingNumber = styled.span`
  font-size: ${({ theme }) => theme.font.size.lg};
  font-weight: ${({ theme }) => theme.font.weight.bold};
`;

export const Refusal = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.warning.subtle};
  color: ${({ theme }) => theme.color.fg.default};
  border-inline-start: ${({ theme }) => theme.size.focusRing} solid ${({ theme }) => theme.color.warning.solid};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Footer = styled.div`
  display: flex;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
`;

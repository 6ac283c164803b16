import styled from 'styled-components';
import { focusRing } from '../internal/styles';

export const Body = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

export const LinkRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const LinkText = styled.a`
  flex: 1 1 16rem;
  min-width: 0;
  padding: ${({ theme }) => theme.space.sm} ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
  color: ${({ theme }) => theme.color.fg.link};
  font-family: ${({ theme }) => theme.font.family.mono};
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
  /* A URL reads left to right in every language. */
  direction: ltr;
  text-align: start;
`;

export const Copied = styled.p`
  margin: 0;
  min-height: 1lh;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.success.fg};
`;

export const EmailForm = styled.form`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  /* The e-mail field on its own line; the side choice and Send below it. */
  & > :first-child {
    flex: 1 1 100%;
  }
`;

/** The invitation's side: two radio buttons on one line (as the notes' tag choice). */
export const SideGroup = styled.fieldset`
  flex: 1 1 auto;
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

export const SideOption = styled.label`
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

export const SideError = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger.fg};
`;

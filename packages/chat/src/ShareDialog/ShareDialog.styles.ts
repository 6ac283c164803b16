import styled from 'styled-components';
import { ChoiceGroup } from '../internal/styles';

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
/** The invitation's side: two radio chips on one line (the notes' tag choice), taking the row's free width. */
export const SideGroup = styled(ChoiceGroup)`
  flex: 1 1 auto;
`;

export { ChoiceOption as SideOption } from '../internal/styles';

export const SideError = styled.p`
  flex-basis: 100%;
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.danger.fg};
`;

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

/** A personal link no mail server delivered: stays in the dialog until it closes. */
export const Undelivered = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  border: 1px solid ${({ theme }) => theme.color.border.default};

  & > p {
    margin: 0;
    font-size: ${({ theme }) => theme.font.size.sm};
  }
`;

export const InvitationList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  padding: 0;
  list-style: none;
  max-height: 16rem;
  overflow-y: auto;
`;

export const InvitationItem = styled.li`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.sm} 0;
  border-top: 1px solid ${({ theme }) => theme.color.border.default};
`;

export const InvitationMeta = styled.div`
  display: grid;
  flex: 1 1 12rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  overflow-wrap: anywhere;
`;

export const InvitationStatus = styled.span<{ $status: 'pending' | 'used' | 'expired' | 'revoked' }>`
  /* The status is words; colour only adds to them. */
  font-size: ${({ theme }) => theme.font.size.sm};
  font-weight: ${({ theme }) => theme.font.weight.medium};
  color: ${({ theme, $status }) => ($status === 'used' ? theme.color.success.fg : theme.color.fg.default)};
`;

export const InvitationActions = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.space.xs};
`;

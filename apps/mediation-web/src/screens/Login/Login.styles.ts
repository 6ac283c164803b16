import styled from 'styled-components';
import { Button } from '@mediation/ui';

export const Page = styled.div`
  display: grid;
  grid-template-rows: auto 1fr;
  min-height: 100vh;
  padding: ${({ theme }) => theme.space.lg};

  & > main {
    display: grid;
    place-items: start center;
    padding-block: ${({ theme }) => theme.space.xl};
  }
`;

export const Corner = styled.header`
  display: flex;
  justify-content: flex-end;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Card = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  width: 100%;
  max-width: ${({ theme }) => theme.size.dialog.sm};
  padding: ${({ theme }) => theme.space.xl};
  background: ${({ theme }) => theme.color.bg.surface};
  border: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
  border-radius: ${({ theme }) => theme.radius.lg};
  box-shadow: ${({ theme }) => theme.shadow.sm};

  ${({ theme }) => theme.media.mobile} {
    padding: ${({ theme }) => theme.space.lg};
  }
`;

export const Heading = styled.h1`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.xxl};
  line-height: ${({ theme }) => theme.font.lineHeight.tight};
`;

export const Form = styled.form`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.space.lg};
  margin-block-start: ${({ theme }) => theme.space.lg};
`;

export const ButtonRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
`;

export const Note = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.sm};
  color: ${({ theme }) => theme.color.fg.muted};

  & a {
    color: ${({ theme }) => theme.color.fg.link};
  }
`;

export const Alert = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.danger.subtle};
  color: ${({ theme }) => theme.color.danger.fg};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

export const Divider = styled.hr`
  width: 100%;
  margin: 0;
  border: 0;
  border-block-start: ${({ theme }) => theme.size.border} solid ${({ theme }) => theme.color.border.default};
`;

export const Checking = styled.p`
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
`;

export const StepHeading = styled.h2`
  margin: 0;
  font-size: ${({ theme }) => theme.font.size.lg};
`;

export const SideChoices = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  gap: ${({ theme }) => theme.space.md};
`;

export const CaseSummary = styled.p`
  margin: 0;
  padding: ${({ theme }) => theme.space.md};
  border-radius: ${({ theme }) => theme.radius.md};
  background: ${({ theme }) => theme.color.bg.subtle};
`;

export const Subtle = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.color.fg.muted};
  font-size: ${({ theme }) => theme.font.size.sm};
`;

/** A button whose label holds what a person typed (an e-mail): it wraps instead of widening a phone's page. */
export const WrappingButton = styled(Button)`
  white-space: normal;
  overflow-wrap: anywhere;
  height: auto;
  padding-block: ${({ theme }) => theme.space.sm};
  text-align: center;
`;
